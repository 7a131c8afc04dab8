/* Power patterns: pow with integer and fractional constant exponents (which
 * the optimiser rewrites into multiplications, sqrt or llvm.powi), x*x*x,
 * integer-exponent loops, __builtin_powi, and exponentiation by squaring. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_const;

static double fd1(double (*f)(double), double x) {
  double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
  double xp = x + h, xm = x - h;
  return (f(xp) - f(xm)) / (xp - xm);
}

static double p_cube(double x) { return pow(x, 3); }
static double p_sq(double x) { return pow(x, 2.0) + pow(x + 1.0, 4.0); }
static double p_frac(double x) { return pow(x, 2.5); }                 /* x > 0 */
static double p_mix(double x) { return pow(x, -2) + pow(x, 0.5) + pow(x, 1.0 / 3.0) + pow(x, -0.5); }
static double p_mul(double x) { return x * x * x + 2.0 * x * x; }
static double p_one(double x) { return pow(x, 1.0) + pow(x, 0.0) + pow(x, -1.0); }
/* int exponent: a loop */
static double p_loop(double x, int n) {
  double r = 1.0;
  for (int i = 0; i < n; i++) r *= x;
  return r;
}
/* int exponent: the builtin (llvm.powi) */
static double p_builtin(double x, int n) { return __builtin_powi(x, n) + __builtin_powi(x, -2) * 0.5; }
/* int exponent converted to double */
static double p_intpow(double x, int n) { return pow(x, n); }
/* exponentiation by squaring: data-dependent loop on the int */
static double p_squaring(double x, int n) {
  double r = 1.0, b = x;
  int e = n < 0 ? -n : n;
  while (e) {
    if (e & 1) r *= b;
    b *= b;
    e >>= 1;
  }
  return n < 0 ? 1.0 / r : r;
}

int main(void) {
  static const double xs[] = {-1.6, -0.7, 0.45, 1.3, 2.05};
  static const int ns[] = {0, 1, 2, 3, 5, 7, -3};
  for (int i = 0; i < 5; i++) {
    double x = xs[i];
    double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
    check("p_cube", x, __enzyme_autodiff((void *)p_cube, x), fd1(p_cube, x), 1e-6);
    check("p_cube.exact", x, __enzyme_autodiff((void *)p_cube, x), 3 * x * x, 1e-6);
    check("p_sq", x, __enzyme_autodiff((void *)p_sq, x), fd1(p_sq, x), 1e-6);
    check("p_mul", x, __enzyme_autodiff((void *)p_mul, x), fd1(p_mul, x), 1e-6);
    check("p_one", x, __enzyme_autodiff((void *)p_one, x), fd1(p_one, x), 1e-6);
    if (x > 0) {
      check("p_frac", x, __enzyme_autodiff((void *)p_frac, x), fd1(p_frac, x), 1e-6);
      check("p_mix", x, __enzyme_autodiff((void *)p_mix, x), fd1(p_mix, x), 1e-6);
    }
    for (int j = 0; j < 7; j++) {
      int n = ns[j];
      if (n >= 0)
        check("p_loop", x, __enzyme_autodiff((void *)p_loop, x, n),
              (p_loop(x + h, n) - p_loop(x - h, n)) / (2 * h), 1e-6);
      check("p_builtin", x, __enzyme_autodiff((void *)p_builtin, x, n),
            (p_builtin(x + h, n) - p_builtin(x - h, n)) / (2 * h), 1e-6);
      check("p_intpow", x, __enzyme_autodiff((void *)p_intpow, x, enzyme_const, n),
            (p_intpow(x + h, n) - p_intpow(x - h, n)) / (2 * h), 1e-6);
      check("p_squaring", x, __enzyme_autodiff((void *)p_squaring, x, n),
            (p_squaring(x + h, n) - p_squaring(x - h, n)) / (2 * h), 1e-6);
    }
  }
  printf("%s: %d failures\n", "powi", n_fail);
  return n_fail ? 1 : 0;
}
