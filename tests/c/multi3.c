/* Three active scalars: __enzyme_autodiff returns struct { double, double, double }
 * which clang returns through an sret pointer (first call argument). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

typedef struct { double dx, dy, dz; } D3;
extern D3 __enzyme_autodiff(void *, ...);
int enzyme_const;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

static double f(double x, double y, double z) {
  return x * y * z + sin(x + 2.0 * y) * cos(z) + sqrt(x * x + y * y + z * z + 1.0);
}
/* constants interleaved: a double held constant and an int (constant by default) */
static double g(double x, double c, double y, int n, double z) {
  double p = 1.0;
  for (int k = 0; k < n; k++) p *= 1.0 + x * y / (k + c) - 0.1 * z * k;
  return p + exp(z * c) * x;
}

int main(void) {
  static const double xs[] = {0.3, -0.8, 1.2, 0.05};
  static const double ys[] = {1.1, 0.4, -0.6, 0.9};
  static const double zs[] = {-0.5, 0.7, 0.2, 1.3};
  for (int i = 0; i < 4; i++) {
    double x = xs[i], y = ys[i], z = zs[i];
    double hx = step(x), hy = step(y), hz = step(z);
    D3 d = __enzyme_autodiff((void *)f, x, y, z);
    check("f.dx", x, d.dx, (f(x + hx, y, z) - f(x - hx, y, z)) / (2 * hx), 1e-6);
    check("f.dy", y, d.dy, (f(x, y + hy, z) - f(x, y - hy, z)) / (2 * hy), 1e-6);
    check("f.dz", z, d.dz, (f(x, y, z + hz) - f(x, y, z - hz)) / (2 * hz), 1e-6);

    double c = 1.5 + i;
    int n = 2 + i;
    D3 e = __enzyme_autodiff((void *)g, x, enzyme_const, c, y, n, z);
    check("g.dx", x, e.dx, (g(x + hx, c, y, n, z) - g(x - hx, c, y, n, z)) / (2 * hx), 1e-6);
    check("g.dy", y, e.dy, (g(x, c, y + hy, n, z) - g(x, c, y - hy, n, z)) / (2 * hy), 1e-6);
    check("g.dz", z, e.dz, (g(x, c, y, n, z + hz) - g(x, c, y, n, z - hz)) / (2 * hz), 1e-6);
  }
  printf("%s: %d failures\n", "multi3", n_fail);
  return n_fail ? 1 : 0;
}
