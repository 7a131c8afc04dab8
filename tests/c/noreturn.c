/* Functions with paths that never return: abort(), exit(), __builtin_trap(), __builtin_unreachable
 * and noreturn callees of the program (one of them taking an active value). The derivative is
 * that of the paths that return; a path that aborts aborts in the derivative too. With an
 * argument, the program differentiates a function that always aborts (expected: SIGABRT). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_const, enzyme_dup;

__attribute__((noinline, noreturn)) static void die(const char *m) {
  fprintf(stderr, "%s\n", m);
  exit(4);
}
__attribute__((noinline, noreturn)) static void die_with(double v) {
  fprintf(stderr, "bad value %g\n", v * v);
  exit(5);
}

static double f_abort(double x) { if (x < 0) abort(); return x * x * sin(x); }
static double f_exit(double x) { if (x > 100) exit(3); return exp(0.5 * x) / (1.0 + x * x); }
static double f_trap(double x) { if (x > 10) __builtin_trap(); return x * cos(x); }
static double f_unreachable(double x, int k) {
  switch (k) {
  case 0: return x * x;
  case 1: return sin(x) * x;
  default: __builtin_unreachable();
  }
}
static double f_die(double x) { if (x > 10) die("too big"); return 5.0 * x * x; }
static double f_die_with(double x) { double y = x * 3.0; if (y > 30) die_with(y); return y * y; }
/* a check inside a loop over memory */
static double f_loop(const double *a, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    if (a[i] < -100.0) abort();
    s += a[i] * a[i] * (i + 1);
  }
  return sqrt(s);
}
static double f_always(double x) { (void)x; abort(); }

#define SCALAR(F, X)                                                              \
  do {                                                                            \
    double x_ = (X), h_ = 1e-6 * (fabs(x_) > 1.0 ? fabs(x_) : 1.0);               \
    double fd_ = (F(x_ + h_) - F(x_ - h_)) / (2 * h_);                            \
    double rev_ = __enzyme_autodiff((void *)F, x_);                              \
    check(#F, x_, rev_, fd_, 1e-6);                                               \
    check(#F " fwd", x_, __enzyme_fwddiff((void *)F, x_, 1.0), rev_, 1e-12);     \
  } while (0)

static double unreach0(double x) { return f_unreachable(x, 0); }
static double unreach1(double x) { return f_unreachable(x, 1); }

int main(int argc, char **argv) {
  (void)argv;
  static const double xs[] = {0.3, 1.7, 2.9};
  for (int i = 0; i < 3; i++) {
    double x = xs[i];
    SCALAR(f_abort, x);
    SCALAR(f_exit, x);
    SCALAR(f_trap, x);
    SCALAR(f_die, x);
    SCALAR(f_die_with, x);
    double h = 1e-6;
    for (int k = 0; k < 2; k++) {
      double fd = k == 0 ? (unreach0(x + h) - unreach0(x - h)) / (2 * h) : (unreach1(x + h) - unreach1(x - h)) / (2 * h);
      double rev = __enzyme_autodiff((void *)f_unreachable, x, enzyme_const, k);
      check("f_unreachable", x, rev, fd, 1e-6);
      check("f_unreachable fwd", x, __enzyme_fwddiff((void *)f_unreachable, x, 1.0, enzyme_const, k), rev, 1e-12);
    }
  }
  double a[5] = {0.5, -1.0, 2.0, 0.25, 1.5}, da[5] = {0};
  __enzyme_autodiff((void *)f_loop, enzyme_dup, a, da, 5);
  for (int i = 0; i < 5; i++) {
    double a0 = a[i], h = 1e-6;
    a[i] = a0 + h; double fp = f_loop(a, 5);
    a[i] = a0 - h; double fm = f_loop(a, 5);
    a[i] = a0;
    check("f_loop", i, da[i], (fp - fm) / (2 * h), 1e-6);
    double v[5] = {0}; v[i] = 1.0;
    check("f_loop fwd", i, __enzyme_fwddiff((void *)f_loop, enzyme_dup, a, v, 5), da[i], 1e-12);
  }
  printf("noreturn: %d failures\n", n_fail);
  fflush(stdout);
  if (argc > 1) {                     /* the derivative of a function that always aborts */
    double d = __enzyme_autodiff((void *)f_always, 1.0);
    printf("f_always returned %g\n", d);
    return 0;
  }
  return n_fail ? 1 : 0;
}
