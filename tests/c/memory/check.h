/* Shared by the programs in tests/c/memory: one line per check, central finite
 * differences, a deterministic random generator. Each program prints
 * `NAME: K failures` last and returns 0 only when K == 0. Everything here is
 * harness code: only the functions handed to __enzyme_* are differentiated. */
#ifndef ENZYMPY_TEST_CHECK_H
#define ENZYMPY_TEST_CHECK_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../finite.h"

static int n_fail = 0;

/* |ad - fd| <= tol * max(1, |fd|); a NaN or an infinity fails, also under -ffast-math */
static inline int check(const char *name, int i, double ad, double fd, double tol) {
  double scale = fabs(fd) > 1.0 ? fabs(fd) : 1.0;
  int ok = finite_bits(ad) && finite_bits(fd) && fabs(ad - fd) <= tol * scale;
  printf("%s[%d] ad=%.17g fd=%.17g %s\n", name, i, ad, fd, ok ? "ok" : "FAIL");
  if (!ok) n_fail++;
  return ok;
}

static inline double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

/* a scalar objective of n doubles; ctx carries everything else */
typedef double (*objective)(const double *x, void *ctx);

/* central difference of f along coordinate i */
static inline double fd_coord(objective f, void *ctx, double *x, int i) {
  double x0 = x[i], h = step(x0), xp = x0 + h, xm = x0 - h;
  x[i] = xp;
  double fp = f(x, ctx);
  x[i] = xm;
  double fm = f(x, ctx);
  x[i] = x0;
  return (fp - fm) / (xp - xm);
}

/* ad[i] against the central difference of f along each coordinate of x */
static inline void check_grad(const char *name, objective f, void *ctx, const double *x, int n,
                              const double *ad, double tol) {
  double *xc = (double *)malloc((n > 0 ? n : 1) * sizeof(double));
  memcpy(xc, x, n * sizeof(double));
  for (int i = 0; i < n; i++) check(name, i, ad[i], fd_coord(f, ctx, xc, i), tol);
  free(xc);
}

/* deterministic uniform numbers in [lo, hi) */
static unsigned long long rng_state = 0x2545F4914F6CDD1DULL;
static inline double urand(double lo, double hi) {
  rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return lo + (hi - lo) * (double)(rng_state >> 11) * (1.0 / 9007199254740992.0);
}
static inline void fill(double *x, int n, double lo, double hi) {
  for (int i = 0; i < n; i++) x[i] = urand(lo, hi);
}

static inline int finish(const char *prog) {
  printf("%s: %d failures\n", prog, n_fail);
  return n_fail ? 1 : 0;
}
#endif
