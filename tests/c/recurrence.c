/* Recurrences in while loops: a logistic map iterated until a counter
 * reaches n computed from the input, loops whose exit depends on the
 * floating-point value itself, a two-term recurrence and a do-while. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_out, enzyme_const;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

/* logistic map; the iteration count comes from x0 (piecewise constant) */
static double logistic(double r, double x0) {
  int n = 5 + (int)(x0 * 10.0);
  double x = x0;
  int k = 0;
  while (k < n) {
    x = r * x * (1.0 - x);
    k++;
  }
  return x;
}

/* exit decided by the value: while (s < 10) s = s * 1.1 + x */
static double grow(double x) {
  double s = 0.0;
  while (s < 10.0) s = s * 1.1 + x;
  return s;
}

/* two-term recurrence a, b <- b, a + x b, counted */
static double fib(double x, int n) {
  double a = 0.0, b = 1.0;
  int k = 0;
  while (k++ < n) {
    double t = a + x * b;
    a = b;
    b = t;
  }
  return b / (1.0 + a);
}

/* do-while with the count from the input and a value-dependent early stop */
static double damped(double x) {
  int n = (int)(x * x) + 3;
  double v = 1.0, w = 0.0;
  int k = 0;
  do {
    double nv = v * cos(x) - w * sin(x) * 0.9;
    w = w * cos(x) + v * sin(x) * 0.9;
    v = nv;
    if (v * v + w * w < 1e-3) break;
  } while (++k < n);
  return v + 2.0 * w;
}

/* recurrence with a halving step until a value threshold: exit via the value */
static double halve(double x) {
  double y = x * x + 5.0;
  int k = 0;
  while (y > 1.0) {
    y = 0.5 * y + 0.1 * sin(y);
    k++;
  }
  return y + 0.01 * k;
}

int main(void) {
  static const double rs[] = {2.3, 2.8, 3.1, 3.3};
  static const double x0s[] = {0.12, 0.37, 0.64, 0.81};
  for (int i = 0; i < 4; i++) {
    double r = rs[i], x0 = x0s[i], hr = step(r), hx = step(x0);
    check("logistic.dr", r, __enzyme_autodiff((void *)logistic, r, enzyme_const, x0),
          (logistic(r + hr, x0) - logistic(r - hr, x0)) / (2 * hr), 1e-6);
    check("logistic.dx0", x0, __enzyme_autodiff((void *)logistic, enzyme_const, r, enzyme_out, x0),
          (logistic(r, x0 + hx) - logistic(r, x0 - hx)) / (2 * hx), 1e-6);
  }
  static const double gs[] = {0.37, 0.9, 1.55, 3.3, 7.0};
  for (int i = 0; i < 5; i++) {
    double x = gs[i], h = step(x);
    check("grow", x, __enzyme_autodiff((void *)grow, x), (grow(x + h) - grow(x - h)) / (2 * h), 1e-6);
    int n = 2 + 3 * i;
    check("fib", x, __enzyme_autodiff((void *)fib, x, n), (fib(x + h, n) - fib(x - h, n)) / (2 * h), 1e-6);
  }
  static const double ds[] = {-1.6, -0.3, 0.45, 1.25, 2.2};
  for (int i = 0; i < 5; i++) {
    double x = ds[i], h = step(x);
    check("damped", x, __enzyme_autodiff((void *)damped, x), (damped(x + h) - damped(x - h)) / (2 * h), 1e-6);
    check("halve", x, __enzyme_autodiff((void *)halve, x), (halve(x + h) - halve(x - h)) / (2 * h), 1e-6);
  }
  printf("%s: %d failures\n", "recurrence", n_fail);
  return n_fail ? 1 : 0;
}
