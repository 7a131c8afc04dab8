/* Activity markers declared `extern` (no definition in this file), mixed
 * with int and long arguments, which are constant when unmarked. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern int enzyme_const, enzyme_out;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

static double f(double x, double y) { return sin(x) * exp(y) + x * x * x * y - y * y; }

/* int first, then an active double, a constant double, and a long */
static double g(int n, double x, double c, long m) {
  double s = c;
  for (int k = 0; k < n; k++) s = s * x / (1.0 + k) + cos(x * (double)m);
  return s;
}

/* the int argument decides the formula */
static double p(double x, int mode) {
  if (mode == 0) return x * x;
  if (mode == 1) return exp(-x) * x;
  return log(1.0 + x * x) / (1.0 + mode);
}

int main(void) {
  static const double xs[] = {-0.9, 0.25, 0.8, 1.7};
  for (int i = 0; i < 4; i++) {
    double x = xs[i], y = 0.3 * i - 0.5, hx = step(x), hy = step(y);
    double fdx = (f(x + hx, y) - f(x - hx, y)) / (2 * hx);
    double fdy = (f(x, y + hy) - f(x, y - hy)) / (2 * hy);
    check("f.dx(x, const y)", x, __enzyme_autodiff((void *)f, x, enzyme_const, y), fdx, 1e-6);
    check("f.dx(out x, const y)", x, __enzyme_autodiff((void *)f, enzyme_out, x, enzyme_const, y), fdx, 1e-6);
    check("f.dy(const x, y)", y, __enzyme_autodiff((void *)f, enzyme_const, x, y), fdy, 1e-6);
    check("f.dy(const x, out y)", y, __enzyme_autodiff((void *)f, enzyme_const, x, enzyme_out, y), fdy, 1e-6);

    int n = 2 + i;
    double c = 0.5 * i;
    long m = 3 - i;
    check("g.dx", x, __enzyme_autodiff((void *)g, n, x, enzyme_const, c, m),
          (g(n, x + hx, c, m) - g(n, x - hx, c, m)) / (2 * hx), 1e-6);
    check("g.dx(const n, const m)", x,
          __enzyme_autodiff((void *)g, enzyme_const, n, enzyme_out, x, enzyme_const, c, enzyme_const, m),
          (g(n, x + hx, c, m) - g(n, x - hx, c, m)) / (2 * hx), 1e-6);
    for (int mode = 0; mode < 3; mode++)
      check("p.dx", x, __enzyme_autodiff((void *)p, x, mode),
            (p(x + hx, mode) - p(x - hx, mode)) / (2 * hx), 1e-6);
  }
  printf("%s: %d failures\n", "markers", n_fail);
  return n_fail ? 1 : 0;
}
