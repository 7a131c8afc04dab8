/* Iterative solvers whose loop exit depends on the data (while |step| > tol):
 * the derivative with respect to a parameter goes through every iteration. */
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

/* Newton for sqrt(a); d/da -> 1 / (2 sqrt(a)) */
static double newton_sqrt(double a) {
  double x = a > 1.0 ? a : 1.0;
  double step;
  int it = 0;
  do {
    step = (x * x - a) / (2.0 * x);
    x -= step;
    it++;
  } while (fabs(step) > 1e-15 * x && it < 100);
  return x;
}

/* fixed point x = cos(a x) by plain iteration; dx/da = -x sin(ax) / (1 + a sin(ax)) */
static double fixed_cos(double a) {
  double x = 1.0, step = 1.0;
  int it = 0;
  while (fabs(step) > 1e-15 && it < 500) {
    double xn = cos(a * x);
    step = xn - x;
    x = xn;
    it++;
  }
  return x;
}

/* Newton for the real root of x^3 + p x - 1 = 0; dx/dp = -x / (3 x^2 + p) */
static double cubic_root(double p) {
  double x = 1.0;
  for (int it = 0; it < 100; it++) {
    double fx = x * x * x + p * x - 1.0;
    double step = fx / (3.0 * x * x + p);
    x -= step;
    if (fabs(step) < 1e-15) break;
  }
  return x;
}

/* Newton for x = cos(a x) (the equation, not the iteration), returning a
 * function of the solution, with a constant damping parameter */
static double newton_cos(double a, double damp) {
  double x = 0.5, step = 1.0;
  while (fabs(step) > 1e-14) {
    double r = x - cos(a * x);
    double dr = 1.0 + a * sin(a * x);
    step = damp * r / dr;
    x -= step;
  }
  return x * x + sin(x);
}

int main(void) {
  static const double as[] = {0.25, 0.9, 2.0, 7.5, 123.0};
  for (int i = 0; i < 5; i++) {
    double a = as[i];
    check("newton_sqrt", a, __enzyme_autodiff((void *)newton_sqrt, a), fd1(newton_sqrt, a), 1e-6);
    check("newton_sqrt.exact", a, __enzyme_autodiff((void *)newton_sqrt, a), 0.5 / sqrt(a), 1e-6);
  }
  static const double bs[] = {0.2, 0.5, 0.8, 0.95};
  for (int i = 0; i < 4; i++) {
    double a = bs[i], x = fixed_cos(a);
    double exact = -x * sin(a * x) / (1.0 + a * sin(a * x));
    check("fixed_cos", a, __enzyme_autodiff((void *)fixed_cos, a), fd1(fixed_cos, a), 1e-6);
    check("fixed_cos.exact", a, __enzyme_autodiff((void *)fixed_cos, a), exact, 1e-6);
  }
  static const double ps[] = {0.1, 1.0, 3.0, 10.0};
  for (int i = 0; i < 4; i++) {
    double p = ps[i], x = cubic_root(p);
    check("cubic_root", p, __enzyme_autodiff((void *)cubic_root, p), fd1(cubic_root, p), 1e-6);
    check("cubic_root.exact", p, __enzyme_autodiff((void *)cubic_root, p), -x / (3 * x * x + p), 1e-6);
  }
  static const double cs[] = {0.3, 1.0, 1.4};
  for (int i = 0; i < 3; i++) {
    double a = cs[i], damp = 1.0 - 0.1 * i;
    double h = 1e-6 * (fabs(a) > 1.0 ? fabs(a) : 1.0);
    double fd = (newton_cos(a + h, damp) - newton_cos(a - h, damp)) / (2 * h);
    check("newton_cos", a, __enzyme_autodiff((void *)newton_cos, a, enzyme_const, damp), fd, 1e-6);
  }
  printf("%s: %d failures\n", "newton", n_fail);
  return n_fail ? 1 : 0;
}
