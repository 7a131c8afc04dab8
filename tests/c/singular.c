/* Derivatives through an operand that is not chosen, at the points where its partial is
 * infinite or NaN: min/max of sqrt, log, pow, cbrt, hypot and asin at 0 (or 1), and a select
 * between a division by zero and a constant. The derivative there is 0 (FD agrees), not NaN;
 * away from those points it is the usual one. Reverse (__enzyme_autodiff) and forward
 * (__enzyme_fwddiff) mode, against central differences and against each other. */
#include <stdlib.h>

#include "nancheck.h"

static double fmax_sqrt(double x) { return fmax(sqrt(x), 1.0) * 2.0; }
static double inv_clamped(double x) { return 1.0 / fmax(sqrt(x * x), 1e-12); }
static double fmin_sqrt(double x) { return -fmin(-sqrt(x), -1.0) + x; }
static double max_log(double x) { return fmax(log(x * x), -3.0); }
static double max_pow(double x) { return fmax(pow(x * x, 0.25), 1.0); }
static double max_cbrt(double x) { return fmax(cbrt(x), 1.0) + 0.5 * x; }
static double max_hypot(double x) { return fmax(hypot(x, 0.5 * x), 1.0); }
static double min_asin(double x) { return fmin(asin(x), 1.0) * x; }
static double sinc(double x) { return x != 0.0 ? sin(x) / x : 1.0; }
static double tern_sqrt(double x) { return x > 0.0 ? sqrt(x) * x * x : 0.0; }
static double tern_max(double x) { double s = sqrt(x); return s > 1.0 ? s : 1.0; }
static double pow_zero(double x) { return pow(x, 0.0) + pow(0.0, x * x + 1.0); }

static void run(const char *name, double (*f)(double), double x, double rev, double fwd) {
  double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
  check(name, x, rev, (f(x + h) - f(x - h)) / (2 * h), 1e-6);
  check(name, x, fwd, rev, 1e-12);
}

/* the function must be named in the __enzyme_* call itself */
#define CASE(F, X) run(#F, F, X, __enzyme_autodiff((void *)F, X), __enzyme_fwddiff((void *)F, X, 1.0))

int main(void) {
  static const double xs[3][3] = {{0.0, 0.25, 4.0}, {0.0, 0.5, -2.0}, {1.0, 0.5, -0.5}};
  for (int i = 0; i < 3; i++) {
    double x = xs[0][i], y = xs[1][i];
    CASE(fmax_sqrt, x);
    CASE(inv_clamped, y);
    CASE(fmin_sqrt, x);
    CASE(max_log, y);
    CASE(max_pow, y);
    CASE(max_cbrt, x);
    CASE(max_hypot, y);
    CASE(min_asin, xs[2][i]);
    CASE(sinc, y);
    CASE(tern_sqrt, y);
    CASE(tern_max, x);
    CASE(pow_zero, x);
  }
  printf("singular: %d failures\n", n_fail);
  return n_fail ? 1 : 0;
}
