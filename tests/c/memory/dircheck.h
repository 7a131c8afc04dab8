/* Directional checks for forward mode (used with check.h): the tangent of f
 * along v against the central difference of s -> f(x + s v) at s = 0. */
#ifndef ENZYMPY_TEST_DIRCHECK_H
#define ENZYMPY_TEST_DIRCHECK_H
#include "check.h"

static inline double fd_dir(objective f, void *ctx, const double *x, const double *v, int n) {
  double *xp = (double *)malloc((n > 0 ? n : 1) * sizeof(double));
  double *xm = (double *)malloc((n > 0 ? n : 1) * sizeof(double));
  double h = 1e-6;
  for (int i = 0; i < n; i++) {
    xp[i] = x[i] + h * v[i];
    xm[i] = x[i] - h * v[i];
  }
  double r = (f(xp, ctx) - f(xm, ctx)) / (2.0 * h);
  free(xp);
  free(xm);
  return r;
}

/* the reverse-mode gradient g against the tangent t along v: <g, v> == t */
static inline void check_dot(const char *name, int i, const double *g, const double *v, int n, double t) {
  double s = 0.0;
  for (int k = 0; k < n; k++) s += g[k] * v[k];
  check(name, i, s, t, 1e-6);
}
#endif
