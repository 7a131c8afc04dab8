/* Control flow on floating-point values: if/else chains, a switch on an
 * integer computed from the input, ternaries that become select, several
 * return points, and a loop with break and continue (several exits). */
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

/* if / else-if chain with an early return in the first arm */
static double chain(double x) {
  double y;
  if (x < -1.0) return -x * x + 3.0;
  else if (x < 0.5) y = sin(3.0 * x);
  else if (x < 2.0) y = x * x * x - exp(-x);
  else y = log(x) * 5.0;
  return 2.0 * y + x;
}

/* switch on (int)floor(x) mod 4 */
static double sw(double x) {
  int k = (int)floor(x) % 4;
  if (k < 0) k += 4;
  double r;
  switch (k) {
    case 0: r = x * x; break;
    case 1: r = sin(x) * x; break;
    case 2: return exp(-0.5 * x);
    default: r = 1.0 / x; break;
  }
  return r + 0.5 * x;
}

/* ternaries (selects); y is constant */
static double sel(double x, double y) {
  double a = x > y ? x * y : x + y;
  double b = (x * x > 2.0) ? cos(x) : sin(x);
  double c = (a > 0.0) ? a : -a;
  return a * b + c * (x < 0.0 ? 2.0 : 3.0);
}

/* many return points */
static double multi_ret(double x) {
  if (x > 3.0) return sqrt(x);
  double t = x * x;
  if (t > 4.0) return t * x;
  if (x < 0.0) {
    if (t > 1.0) return exp(x);
    return t - x;
  }
  return sin(t);
}

/* loop with continue (on the index) and data-dependent break */
static double loop_bc(double x) {
  double s = 0.0;
  for (int i = 0; i < 40; i++) {
    if (i % 3 == 1) continue;
    double t = sin(x * i) / (i + 1);
    if (t < -0.3) continue;
    s += t + x * 0.01 * i;
    if (s > 2.0) break;
  }
  return s;
}

/* loop with two exits returning different values */
static double search(double x) {
  double v = x;
  for (int i = 0; i < 50; i++) {
    v = v * 1.05 + 0.1 * sin(v);
    if (v > 4.0) return v * x;
    if (v < -4.0) return -v;
  }
  return v + 1.0;
}

int main(void) {
  static const double xs[] = {-2.3, -1.4, -0.7, 0.2, 0.9, 1.7, 2.6, 3.4, 5.3, 6.6};
  for (int i = 0; i < 10; i++) {
    double x = xs[i];
    check("chain", x, __enzyme_autodiff((void *)chain, x), fd1(chain, x), 1e-6);
    check("sw", x, __enzyme_autodiff((void *)sw, x), fd1(sw, x), 1e-6);
    double y = 0.3 - 0.2 * i;
    double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
    check("sel", x, __enzyme_autodiff((void *)sel, x, enzyme_const, y),
          (sel(x + h, y) - sel(x - h, y)) / (2 * h), 1e-6);
    check("multi_ret", x, __enzyme_autodiff((void *)multi_ret, x), fd1(multi_ret, x), 1e-6);
    check("loop_bc", x, __enzyme_autodiff((void *)loop_bc, x), fd1(loop_bc, x), 1e-6);
    check("search", x, __enzyme_autodiff((void *)search, x), fd1(search, x), 1e-6);
  }
  printf("%s: %d failures\n", "branches", n_fail);
  return n_fail ? 1 : 0;
}
