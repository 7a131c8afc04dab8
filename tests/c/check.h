/* The check every C test program here runs: a derivative `ad` against its reference `fd`
 * (relative tolerance above 1, absolute below), printed one line each, counted in n_fail;
 * a NaN or an infinity fails even under -ffast-math (finite.h). */
#ifndef ENZYMPY_TEST_CHECK_H
#define ENZYMPY_TEST_CHECK_H
#include <math.h>
#include <stdio.h>

#include "finite.h"

static int n_fail = 0;

static void check(const char *name, double x, double ad, double fd, double tol) {
  double scale = fabs(fd) > 1.0 ? fabs(fd) : 1.0;
  int ok = finite_bits(ad) && finite_bits(fd) && fabs(ad - fd) <= tol * scale;
  printf("%s x=%.17g ad=%.17g fd=%.17g %s\n", name, x, ad, fd, ok ? "ok" : "FAIL");
  if (!ok) n_fail++;
}

/* dx (f's reverse-mode gradient at x) against central differences of f(x, n), coordinate by
 * coordinate (x restored after each); returns <tx, dx>, which forward mode along tx must give */
static inline double check_coords(const char *name, double (*f)(const double *, int), double *x, const double *dx,
                           const double *tx, int n, double tol) {
  const double h = 1e-6;
  double jv = 0;
  for (int i = 0; i < n; i++) {
    double t = x[i];
    x[i] = t + h;
    double fp = f(x, n);
    x[i] = t - h;
    double fm = f(x, n);
    x[i] = t;
    check(name, i, dx[i], (fp - fm) / (2 * h), tol);
    jv += tx[i] * dx[i];
  }
  return jv;
}
#endif
