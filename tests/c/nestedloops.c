/* Nested loops: known trip counts (fully unrolled at -O2), inner bounds that
 * depend on the outer index, trip counts from an int argument, and
 * accumulators carried across the whole nest. */
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

/* constant trip counts 8 x 5 */
static double fixed_nest(double x) {
  double s = 0.0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 5; j++)
      s += sin(x * (i + 1)) * cos(x * j) / (1 + i + j);
  return s;
}

/* triangular nest: inner bound depends on the outer index, the accumulator
 * feeds back into itself */
static double triangle(double x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += 1e-2 * x * s + exp(-x * j) / (i + 1);
  return s;
}

/* three levels, middle bound from a table-free formula, product accumulator */
static double three_level(double x, int n) {
  double p = 1.0;
  for (int i = 0; i < n; i++) {
    int m = (i * 7) % 4 + 1;
    for (int j = 0; j < m; j++) {
      double t = 0.0;
      for (int k = 0; k <= j; k++) t += x / (1.0 + i + j + k);
      p *= 1.0 + 0.1 * sin(t);
    }
  }
  return p;
}

/* trip counts computed from the input value itself (constant derivative
 * of the bound), with a per-row reduction */
static double data_nest(double x) {
  int n = 2 + (int)(3.0 * fabs(x));
  double total = 0.0;
  for (int i = 1; i <= n; i++) {
    double row = 0.0;
    for (int j = i; j < 2 * i; j++) row += pow(x, 2) / j - x * i;
    total += row * row / (n * n);
  }
  return total;
}

/* loop nest writing and reading a local array */
static double local_array(double x) {
  double a[6][6];
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) a[i][j] = (i == j) ? 2.0 + x : x / (1 + i + j);
  double s = 0.0;
  for (int i = 0; i < 6; i++)
    for (int j = 0; j <= i; j++) s += a[i][j] * a[j][i] * (j + 1);
  return s;
}

int main(void) {
  static const double xs[] = {-0.55, 0.15, 0.8, 1.45};
  for (int i = 0; i < 4; i++) {
    double x = xs[i];
    double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
    check("fixed_nest", x, __enzyme_autodiff((void *)fixed_nest, x), fd1(fixed_nest, x), 1e-6);
    int n = 3 + 4 * i;
    check("triangle", x, __enzyme_autodiff((void *)triangle, x, n),
          (triangle(x + h, n) - triangle(x - h, n)) / (2 * h), 1e-6);
    check("three_level", x, __enzyme_autodiff((void *)three_level, x, enzyme_const, n),
          (three_level(x + h, n) - three_level(x - h, n)) / (2 * h), 1e-6);
    check("data_nest", x, __enzyme_autodiff((void *)data_nest, x), fd1(data_nest, x), 1e-6);
    check("local_array", x, __enzyme_autodiff((void *)local_array, x), fd1(local_array, x), 1e-6);
  }
  printf("%s: %d failures\n", "nestedloops", n_fail);
  return n_fail ? 1 : 0;
}
