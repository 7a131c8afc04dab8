/* libm-heavy scalar expressions, differentiated in reverse mode.
 *
 * Covers sqrt cbrt sin cos tan asin acos atan atan2 sinh cosh tanh exp exp2
 * expm1 log log2 log10 log1p pow fabs fma fmin fmax copysign hypot erf erfc,
 * floor/ceil/trunc/round inside expressions (zero derivative) and fmod (frem).
 * Every point is chosen away from kinks and jumps. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_out, enzyme_const;

/* central difference of a one-argument function */
static double fd1(double (*f)(double), double x) {
  double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
  double xp = x + h, xm = x - h;
  return (f(xp) - f(xm)) / (xp - xm);
}

static double f_sqrt(double x) { return sqrt(x * x + 1.0) * cbrt(x + 3.0); }
static double f_trig(double x) { return sin(x) * cos(2.0 * x) + tan(0.5 * x); }
static double f_atrig(double x) { return asin(0.3 * x) + acos(0.2 * x) * atan(x); }
static double f_atan2(double x) {
  return atan2(x, 1.5) + atan2(0.7, x) + atan2(x * x - 1.0, x + 2.0);
}
static double f_atan2c(double x, double y) { return atan2(y, x) * y; }
static double f_hyp(double x) { return sinh(0.7 * x) + cosh(0.5 * x) * tanh(x); }
static double f_exp(double x) { return exp(0.8 * x) + exp2(0.5 * x) + expm1(0.1 * x) * x; }
static double f_log(double x) {
  return log(x) + log2(x + 1.0) + log10(3.0 * x) * x + log1p(x * x);
}
static double f_pow(double x) {
  return pow(x, 1.7) + pow(2.0, x) + pow(x, x) + pow(1.3, 0.5 * x);
}
static double f_fma(double x) {
  return fabs(x - 1.0) * x + fma(x, x, 3.0 * x) + fma(2.0, x, sin(x));
}
static double f_minmax(double x) {
  return fmin(x * x, 2.0) + fmax(sin(x), 0.1) + copysign(x * x, x - 0.5) + copysign(2.0, x) * x;
}
static double f_hypot(double x) { return hypot(x, 2.0) + hypot(3.0 * x, x + 1.0); }
static double f_erf(double x) { return erf(x) + erfc(0.5 * x) * x; }
static double f_round(double x) {
  return x * floor(x) + ceil(2.0 * x) * sin(x) + trunc(3.0 * x) + round(x) * x * x;
}
static double f_fmod(double x) {
  return fmod(x * x, 1.5) + fmod(7.0, x) + fmod(x, 0.4) * x;
}
/* one long composite expression */
static double f_all(double x) {
  double a = sqrt(exp(sin(x)) + log1p(x * x));
  double b = atan(cosh(0.3 * x)) * tanh(0.5 * x + 0.1);
  double c = pow(fabs(x) + 1.0, cos(x)) / hypot(x, 1.0 + erf(x));
  double d = fmax(cbrt(x * x + 2.0), expm1(0.2 * x)) - fmin(log2(x * x + 3.0), 2.0);
  return a * b + c - d * copysign(1.0, x + 5.0) + floor(x) * x;
}

static const double pts[] = {-1.7, -0.6, 0.3, 0.9, 1.3, 2.2};
static const double ppos[] = {0.3, 0.9, 1.3, 2.2};
#define NPTS (int)(sizeof(pts) / sizeof(pts[0]))
#define NPOS (int)(sizeof(ppos) / sizeof(ppos[0]))

#define CHECK1(f, x) check(#f, x, __enzyme_autodiff((void *)f, x), fd1(f, x), 1e-6)

int main(void) {
  for (int i = 0; i < NPTS; i++) {
    double x = pts[i];
    CHECK1(f_sqrt, x);
    CHECK1(f_trig, x);
    CHECK1(f_atrig, x);
    CHECK1(f_atan2, x);
    CHECK1(f_hyp, x);
    CHECK1(f_exp, x);
    CHECK1(f_fma, x);
    CHECK1(f_minmax, x);
    CHECK1(f_hypot, x);
    CHECK1(f_erf, x);
    CHECK1(f_round, x);
    CHECK1(f_fmod, x);
    CHECK1(f_all, x);
  }
  for (int i = 0; i < NPOS; i++) {
    double x = ppos[i];
    CHECK1(f_log, x);
    CHECK1(f_pow, x);
  }
  /* atan2(y, x) * y with one argument held constant by a marker */
  for (int i = 0; i < NPTS; i++) {
    double x = pts[i], y = 0.8 - 0.3 * i;
    double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
    double fdx = (f_atan2c(x + h, y) - f_atan2c(x - h, y)) / (2.0 * h);
    check("f_atan2c.dx", x, __enzyme_autodiff((void *)f_atan2c, x, enzyme_const, y), fdx, 1e-6);
    h = 1e-6 * (fabs(y) > 1.0 ? fabs(y) : 1.0);
    double fdy = (f_atan2c(x, y + h) - f_atan2c(x, y - h)) / (2.0 * h);
    check("f_atan2c.dy", y, __enzyme_autodiff((void *)f_atan2c, enzyme_const, x, enzyme_out, y), fdy, 1e-6);
  }
  printf("%s: %d failures\n", "libm", n_fail);
  return n_fail ? 1 : 0;
}
