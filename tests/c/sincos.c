/* GNU libm's sincos(x, &s, &c) and sincosf, which write both results through pointers, in
 * reverse and forward mode, into locals and into duplicated memory: differentiated as
 * s = sin(x), c = cos(x) (enzympy/multi_result_calls.py). It was refused ("@sincos has no body
 * here and gets active memory"). Reverse against central differences, forward against
 * reverse (the dot-product test); sincosf against the double version. */
#define _GNU_SOURCE
#include <math.h>

#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern float __enzyme_autodiff_f(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

double rotate(double t, double r) {          /* locals */
  double s, c;
  sincos(t * r, &s, &c);
  return s * s * r + c * t;
}

void polar(const double *t, double *xy, int n) {   /* into duplicated memory */
  for (int i = 0; i < n; i++) sincos(t[i], &xy[2 * i + 1], &xy[2 * i]);
}

double polar_loss(const double *t, int n) {
  double xy[8];
  polar(t, xy, n);
  double e = 0;
  for (int i = 0; i < 2 * n; i++) e += (i + 1) * xy[i] * xy[i] * xy[i];
  return e;
}

float rotatef(float t) {
  float s, c;
  sincosf(t, &s, &c);
  return s / (2.0f + c);
}

static double rotated(double t) { return sin(t) / (2.0 + cos(t)); }

int main(void) {
  const double t = 0.7, r = 1.3, h = 1e-6;
  double dt = __enzyme_autodiff((void *)rotate, t, enzyme_const, r);
  check("sincos.rev", t, dt, (rotate(t + h, r) - rotate(t - h, r)) / (2 * h), 1e-6);
  double jt = __enzyme_fwddiff((void *)rotate, t, 0.5, enzyme_const, r);
  check("sincos.fwd_vs_rev", t, jt, 0.5 * dt, 1e-12);

  double th[4] = {0.3, -1.1, 2.0, 0.9}, dth[4] = {0}, v[4] = {0.2, -0.4, 1.0, 0.3}, vjt = 0;
  __enzyme_autodiff((void *)polar_loss, enzyme_dup, th, dth, enzyme_const, 4);
  for (int i = 0; i < 4; i++) {
    double p[4] = {th[0], th[1], th[2], th[3]}, m[4] = {th[0], th[1], th[2], th[3]};
    p[i] += h, m[i] -= h;
    check("sincos.memory_rev", i, dth[i], (polar_loss(p, 4) - polar_loss(m, 4)) / (2 * h), 1e-6);
    vjt += v[i] * dth[i];
  }
  double jv = __enzyme_fwddiff((void *)polar_loss, enzyme_dup, th, v, enzyme_const, 4);
  check("sincos.memory_fwd_vs_rev", 0, jv, vjt, 1e-12);

  float df = __enzyme_autodiff_f((void *)rotatef, 0.7f);
  check("sincosf.rev", 0.7, df, (rotated(0.7 + h) - rotated(0.7 - h)) / (2 * h), 1e-5);
  printf("sincos: %d failures\n", n_fail);
  return n_fail != 0;
}
