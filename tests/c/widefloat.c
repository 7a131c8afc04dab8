/* Floating types other than float and double in differentiated code: long double (x86_fp80 on
 * x86-64 Linux) with its libm functions (expl ... lgammal: the `l` spellings of the double
 * rules; lgammal's derivative is computed in double), __float128 (fp128) and _Float16 (half)
 * arithmetic. The derivatives' own constants (the seed 1, -0 for an empty adjoint, a rule's
 * 0.5) are written in each type's hexadecimal form (0xK..., 0xL..., 0xH...).
 *
 * Reverse mode against central differences, forward mode against reverse mode; the half
 * function against its exact derivative at the rounded point (its own rounding is 1e-3). */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static double f_long(double xd) {
  long double x = xd, y = sqrtl(x * x + 1.0L) + expl(x / 3) * logl(x + 2) + sinl(x) * cosl(2 * x);
  y += powl(x + 1.5L, 2.5L) + fabsl(x - 4) + cbrtl(x + 2) + erfl(x / 2) * erfcl(x / 3);
  y += lgammal(x + 1.5L) + tgammal(x + 0.5L) + hypotl(x, 0.7L) + atan2l(x, 1.3L) + log1pl(x);
  y += expm1l(x / 4) + fmodl(x * 3, 1.25L) + ldexpl(x, 3) + fminl(x, 1.0L) + fmaxl(x, 0.5L);
  y += tanl(x / 2) + asinl(x / 4) + atanl(x) + sinhl(x / 2) + tanhl(x);
  for (int i = 0; i < 3; i++) y = y * 0.5L + x / (y + 1);
  return (double)y;
}

/* a long double accumulator over an array of doubles (the usual reason to use one) */
static double sum_long(const double *x, int n) {
  long double acc = 0;
  for (int i = 0; i < n; i++) acc += (long double)x[i] * x[i] * (i + 1);
  return (double)acc;
}

static double f_quad(double xd) {
  __float128 x = xd, y = 1;
  for (int i = 0; i < 4; i++) y = y * x + (__float128)0.25 / (y + 2);
  return (double)(y * y);
}

static double f_half(double xd) {
  _Float16 x = (_Float16)xd;
  _Float16 y = x * x * (_Float16)0.5 + x;
  return (double)y * xd;
}

static double fd1(double (*f)(double), double x) {
  double h = 1e-6;
  return (f(x + h) - f(x - h)) / (2 * h);
}

int main(void) {
  const double pts[] = {0.3, 1.1, 2.45, -0.35};
  for (int k = 0; k < 4; k++) {
    double x = pts[k];
    double d = __enzyme_autodiff((void *)f_long, x);
    check("long.rev", x, d, fd1(f_long, x), 1e-6);
    check("long.fwd", x, __enzyme_fwddiff((void *)f_long, x, 1.0), d, 1e-12);
    double q = __enzyme_autodiff((void *)f_quad, x);
    check("quad.rev", x, q, fd1(f_quad, x), 1e-6);
    check("quad.fwd", x, __enzyme_fwddiff((void *)f_quad, x, 1.0), q, 1e-12);
    /* d/dx [y(x16) * x] with dy/dx16 = x16 + 1 (the rounding to half has derivative 1) */
    _Float16 x16 = (_Float16)x;
    double exact = (double)(_Float16)(x16 * x16 * (_Float16)0.5 + x16) + x * ((double)x16 + 1);
    check("half.rev", x, __enzyme_autodiff((void *)f_half, x), exact, 2e-3);
    check("half.fwd", x, __enzyme_fwddiff((void *)f_half, x, 1.0), exact, 2e-3);
  }
  double xs[5] = {0.5, -1.5, 2.0, 0.25, -3.0}, dxs[5] = {0};
  __enzyme_autodiff((void *)sum_long, xs, dxs, 5);
  for (int i = 0; i < 5; i++) check("sum_long", xs[i], dxs[i], 2 * xs[i] * (i + 1), 1e-15);
  printf("%s: %d failures\n", "widefloat", n_fail);
  return n_fail ? 1 : 0;
}
