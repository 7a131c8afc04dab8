/* min / max / abs written with fmin, fmax, fabs, copysign and with
 * ternaries (which the optimiser turns into select, llvm.maxnum/minnum or
 * llvm.fabs), clamps, and an argmax loop. */
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

/* library min/max; y is constant */
static double m_lib(double x, double y) { return fmin(x, y) * fmax(x * x, y) + fmax(fmin(x, 1.0), -1.0); }
/* the same through ternaries */
static double m_tern(double x) {
  double a = x > 0.5 ? x : 0.5;
  double b = x < 2.0 ? x * x : 4.0;
  double c = x < -0.8 ? -0.8 : x;
  return a * b + c * c * c;
}
/* absolute values: fabs and the ternary idiom */
static double m_abs(double x) {
  double t = sin(2.0 * x);
  double u = t < 0.0 ? -t : t;
  return fabs(x - 1.0) * x + u + fabs(x * x - 2.0);
}
/* copysign with a varying magnitude and a varying sign */
static double m_copysign(double x) {
  return copysign(x * x + 1.0, x - 0.3) + copysign(1.0, x + 1.0) * exp(x) + copysign(x, -2.0);
}
/* clamp */
static double m_clamp(double x) {
  double lo = -0.5, hi = 1.5;
  double c = fmin(fmax(x, lo), hi);
  double d = x < lo ? lo : (x > hi ? hi : x);
  return c * x + d * d;
}
/* running max / min over a loop (argmax pattern) */
static double m_loop(double x) {
  double best = -1e3, worst = 1e3;
  for (int i = 0; i < 12; i++) {
    double v = sin(x * (i + 1)) * (1.0 + 0.05 * i);
    if (v > best) best = v;
    worst = fmin(worst, v);
  }
  return best - 0.5 * worst;
}
/* smooth maximum vs hard maximum */
static double m_soft(double x, double y) {
  double m = fmax(x, y);
  return m + log(exp(x - m) + exp(y - m));
}

int main(void) {
  static const double xs[] = {-1.9, -0.95, -0.2, 0.35, 0.85, 1.35, 1.75, 2.6};
  for (int i = 0; i < 8; i++) {
    double x = xs[i], y = 0.6 - 0.25 * i;
    double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
    check("m_lib", x, __enzyme_autodiff((void *)m_lib, x, enzyme_const, y),
          (m_lib(x + h, y) - m_lib(x - h, y)) / (2 * h), 1e-6);
    check("m_tern", x, __enzyme_autodiff((void *)m_tern, x), fd1(m_tern, x), 1e-6);
    check("m_abs", x, __enzyme_autodiff((void *)m_abs, x), fd1(m_abs, x), 1e-6);
    check("m_copysign", x, __enzyme_autodiff((void *)m_copysign, x), fd1(m_copysign, x), 1e-6);
    check("m_clamp", x, __enzyme_autodiff((void *)m_clamp, x), fd1(m_clamp, x), 1e-6);
    check("m_loop", x, __enzyme_autodiff((void *)m_loop, x), fd1(m_loop, x), 1e-6);
    check("m_soft", x, __enzyme_autodiff((void *)m_soft, x, enzyme_const, y),
          (m_soft(x + h, y) - m_soft(x - h, y)) / (2 * h), 1e-6);
  }
  printf("%s: %d failures\n", "minmax", n_fail);
  return n_fail ? 1 : 0;
}
