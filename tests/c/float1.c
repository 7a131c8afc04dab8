/* float-typed functions with one active float argument: __enzyme_autodiff is
 * declared returning float. Mixes float and double (fpext/fptrunc), float
 * libm calls, and a double parameter held constant. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern float __enzyme_autodiff(void *, ...);
extern int enzyme_const;

#define TOL 5e-3

static double fdf(float (*f)(float), float x) {
  float h = 1e-2f * (fabsf(x) > 1.0f ? fabsf(x) : 1.0f);
  float xp = x + h, xm = x - h;
  return ((double)f(xp) - (double)f(xm)) / ((double)xp - (double)xm);
}

static float f_libm(float x) {
  return sqrtf(x) * logf(1.0f + x) + powf(x, 1.5f) + cbrtf(x) + atanf(x) * erff(x);
}
/* double libm on float values: fpext, call, fptrunc */
static float f_mixed(float x) {
  return (float)(sin(x) * exp((double)x * 0.3)) + (float)log1p(x * x) * x;
}
/* a double constant parameter */
static float f_dconst(float x, double d) { return (float)(x * d) + sinf(x) * (float)d; }
/* double accumulator inside a float function */
static float f_acc(float x) {
  double acc = 0.0;
  for (int i = 1; i <= 10; i++) acc += (double)x * i / (acc * acc + 1.0);
  return (float)acc;
}
/* float recurrence with an int trip count */
static float f_loop(float x, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s = s * 0.9f + x / (i + 1.0f) + s * x * 0.05f;
  return s;
}
/* nested loops with a float accumulator; the inner bound depends on i */
static float f_nest(float x, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) s += x * (j + 1) / (i + 1) + sinf(0.5f * x * j) * 0.1f;
  return s;
}
/* float min/max/abs/floor */
static float f_minmax(float x) {
  return fminf(fabsf(x), 2.0f) + fmaxf(x * x, 0.5f) + floorf(x) * x + copysignf(x * x, x);
}

int main(void) {
  static const float xs[] = {0.3f, 0.75f, 1.4f, 2.6f};
  static const float ss[] = {-1.3f, -0.45f, 0.3f, 0.75f, 1.4f, 2.6f};
  for (int i = 0; i < 4; i++) {
    float x = xs[i];
    check("f_libm", x, __enzyme_autodiff((void *)f_libm, x), fdf(f_libm, x), TOL);
  }
  for (int i = 0; i < 6; i++) {
    float x = ss[i];
    check("f_mixed", x, __enzyme_autodiff((void *)f_mixed, x), fdf(f_mixed, x), TOL);
    check("f_acc", x, __enzyme_autodiff((void *)f_acc, x), fdf(f_acc, x), TOL);
    check("f_minmax", x, __enzyme_autodiff((void *)f_minmax, x), fdf(f_minmax, x), TOL);
    double d = 0.7 + 0.4 * i;
    float h = 1e-2f * (fabsf(x) > 1.0f ? fabsf(x) : 1.0f), xp = x + h, xm = x - h;
    check("f_dconst", x, __enzyme_autodiff((void *)f_dconst, x, enzyme_const, d),
          ((double)f_dconst(xp, d) - (double)f_dconst(xm, d)) / ((double)xp - (double)xm), TOL);
    int n = 3 + 2 * i;
    check("f_loop", x, __enzyme_autodiff((void *)f_loop, x, n),
          ((double)f_loop(xp, n) - (double)f_loop(xm, n)) / ((double)xp - (double)xm), TOL);
    check("f_nest", x, __enzyme_autodiff((void *)f_nest, x, n),
          ((double)f_nest(xp, n) - (double)f_nest(xm, n)) / ((double)xp - (double)xm), TOL);
  }
  printf("%s: %d failures\n", "float1", n_fail);
  return n_fail ? 1 : 0;
}
