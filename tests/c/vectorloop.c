/* Reduction loops that the loop vectorizer turns into <4 x double> code with
 * llvm.vector.reduce.* under -O3 -ffast-math -march=x86-64-v3 (the trip count
 * is an int argument, constant for differentiation). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_const;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

/* fadd reduction */
static double vsum(double x, double y, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x * i * i + y / (i + 1.0);
  return s;
}
/* sum of squares */
static double vsq(double x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    double t = x - 0.01 * i;
    s += t * t;
  }
  return s;
}
/* fmul reduction */
static double vprod(double x, int n) {
  double p = 1.0;
  for (int i = 0; i < n; i++) p *= 1.0 + x / (i + 100.0);
  return p;
}
/* max reduction through a ternary */
static double vmax(double x, int n) {
  double m = -1e3; /* below v(0) = 0, so any n > 0 ends above it */
  for (int i = 0; i < n; i++) {
    double v = x * i - 0.01 * i * i;
    m = m > v ? m : v;
  }
  return m;
}
/* fill a local array, then a dot product with a second one */
static double vdot(double x, double y, int n) {
  double a[256], b[256];
  if (n > 256) n = 256;
  for (int i = 0; i < n; i++) {
    a[i] = x * i + 1.0;
    b[i] = y - 0.5 * i * x;
  }
  double s = 0.0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

int main(void) {
  static const int ns[] = {1000, 37, 3, 0, 256};
  static const double xs[] = {0.737, -1.27, 1.105, 2.3, -0.41};
  for (int i = 0; i < 5; i++) {
    int n = ns[i];
    double x = xs[i], y = 0.6 - 0.35 * i, hx = step(x);
    /* vsum and vdot are affine in y: a wide difference is exact there and
     * avoids cancelling against the large x terms */
    double hy = 4.0 * (fabs(y) > 1.0 ? fabs(y) : 1.0);
    check("vsum.dx", x, __enzyme_autodiff((void *)vsum, x, enzyme_const, y, n),
          (vsum(x + hx, y, n) - vsum(x - hx, y, n)) / (2 * hx), 1e-6);
    check("vsum.dy", y, __enzyme_autodiff((void *)vsum, enzyme_const, x, y, n),
          (vsum(x, y + hy, n) - vsum(x, y - hy, n)) / (2 * hy), 1e-6);
    /* closed forms: d/dx = sum i^2, d/dy = sum 1/(i+1) */
    double harmonic = 0.0;
    for (int k = 0; k < n; k++) harmonic += 1.0 / (k + 1.0);
    check("vsum.dx.exact", x, __enzyme_autodiff((void *)vsum, x, enzyme_const, y, n),
          (n - 1.0) * n * (2.0 * n - 1.0) / 6.0, 1e-6);
    check("vsum.dy.exact", y, __enzyme_autodiff((void *)vsum, enzyme_const, x, y, n), harmonic, 1e-6);
    check("vsq", x, __enzyme_autodiff((void *)vsq, x, n),
          (vsq(x + hx, n) - vsq(x - hx, n)) / (2 * hx), 1e-6);
    check("vprod", x, __enzyme_autodiff((void *)vprod, x, n),
          (vprod(x + hx, n) - vprod(x - hx, n)) / (2 * hx), 1e-6);
    check("vmax", x, __enzyme_autodiff((void *)vmax, x, n),
          (vmax(x + hx, n) - vmax(x - hx, n)) / (2 * hx), 1e-6);
    check("vdot.dx", x, __enzyme_autodiff((void *)vdot, x, enzyme_const, y, n),
          (vdot(x + hx, y, n) - vdot(x - hx, y, n)) / (2 * hx), 1e-6);
    check("vdot.dy", y, __enzyme_autodiff((void *)vdot, enzyme_const, x, y, n),
          (vdot(x, y + hy, n) - vdot(x, y - hy, n)) / (2 * hy), 1e-6);
  }
  printf("%s: %d failures\n", "vectorloop", n_fail);
  return n_fail ? 1 : 0;
}
