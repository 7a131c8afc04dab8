/* Two active scalars: __enzyme_autodiff returns struct { double, double }
 * (x86-64 returns it in two SSE registers, i.e. `{ double, double }` in IR).
 * Mixes unmarked actives, enzyme_out, enzyme_const and int arguments. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

typedef struct { double dx, dy; } D2;
extern D2 __enzyme_autodiff(void *, ...);
int enzyme_out, enzyme_const;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

static double f(double x, double y) {
  return x * x * y + sin(x * y) + exp(0.3 * y) / (1.0 + x * x);
}
/* an int in the middle: constant by default */
static double g(double x, int n, double y) {
  double s = 0.0;
  for (int k = 1; k <= n; k++) s += sin(k * x) * cos(y / k) / k;
  return s + x * y;
}
/* first argument held constant, two actives after it */
static double h(double a, double x, double y) { return a * x * x + log(1.0 + y * y) * x / a; }
/* three arguments, the middle one constant, actives marked with enzyme_out */
static double k3(double x, double c, double y) { return hypot(x, c) * atan(y - x) + c * y; }

int main(void) {
  static const double xs[] = {-1.3, -0.2, 0.4, 1.1, 2.5};
  static const double ys[] = {0.7, -1.9, 1.6, -0.4, 0.9};
  for (int i = 0; i < 5; i++) {
    double x = xs[i], y = ys[i], hx = step(x), hy = step(y);
    D2 d;

    d = __enzyme_autodiff((void *)f, x, y);
    check("f.dx", x, d.dx, (f(x + hx, y) - f(x - hx, y)) / (2 * hx), 1e-6);
    check("f.dy", y, d.dy, (f(x, y + hy) - f(x, y - hy)) / (2 * hy), 1e-6);

    int n = 3 + i;
    d = __enzyme_autodiff((void *)g, x, n, y);
    check("g.dx", x, d.dx, (g(x + hx, n, y) - g(x - hx, n, y)) / (2 * hx), 1e-6);
    check("g.dy", y, d.dy, (g(x, n, y + hy) - g(x, n, y - hy)) / (2 * hy), 1e-6);

    double a = 1.5 + 0.25 * i;
    d = __enzyme_autodiff((void *)h, enzyme_const, a, x, y);
    check("h.dx", x, d.dx, (h(a, x + hx, y) - h(a, x - hx, y)) / (2 * hx), 1e-6);
    check("h.dy", y, d.dy, (h(a, x, y + hy) - h(a, x, y - hy)) / (2 * hy), 1e-6);

    double c = 0.5 + 0.1 * i;
    d = __enzyme_autodiff((void *)k3, enzyme_out, x, enzyme_const, c, enzyme_out, y);
    check("k3.dx", x, d.dx, (k3(x + hx, c, y) - k3(x - hx, c, y)) / (2 * hx), 1e-6);
    check("k3.dy", y, d.dy, (k3(x, c, y + hy) - k3(x, c, y - hy)) / (2 * hy), 1e-6);
  }
  printf("%s: %d failures\n", "multi2", n_fail);
  return n_fail ? 1 : 0;
}
