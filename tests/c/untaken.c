/* Operands a select does not take, with an infinite partial at the point where they are not
 * taken (sqrt and log at 0, x * log(x) at 0), and a product whose factors include a zero (the
 * vectorised product reduction at -O3 -ffast-math). The derivative there is finite (FD
 * agrees), never NaN. Reverse (__enzyme_autodiff) and forward (__enzyme_fwddiff) mode, against
 * central differences and against each other. */
#include <stdlib.h>

#include "nancheck.h"

static double sel_sqrt(double x) { return x > 0.0 ? sqrt(x) : 0.0; }
static double sel_xlogx(double x) { return x > 0.0 ? x * log(x) : 0.0; }
/* both sides computed before the choice (a select, also at -O0's level of the source) */
static double sel_xlogx_pre(double x) { double a = x * log(x); return x > 0.0 ? a : 0.0; }
static double sel_xsqrt_pre(double x) { double a = sqrt(x) * x; return x > 0.0 ? a : -x * x; }
static double sel_xlogx2(double x) { double t = x * x; return t > 0.0 ? t * log(t) + x : x; }
static double sel_2sqrt(double x) { return fmax(2.0 * sqrt(x), 1.0) + x; }
static double sel_log_lt(double x) { return x < 1.0 ? 3.0 * x : log(x - 1.0) + 3.0; }

/* at x = 0 sel_sqrt and the x log x ones are not differentiable (the right derivative is
 * infinite): there the derivative of the branch taken, the constant 0, is expected (exact, not
 * FD); so for sel_xsqrt_pre (x^1.5 on the right, -x^2 on the left: 0 on both sides, where FD's
 * error is of order sqrt(h)) */
static void run(const char *name, double (*f)(double), double x, double rev, double fwd) {
  double h = 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0);
  int kink = x == 0.0 && (f == sel_sqrt || f == sel_xlogx || f == sel_xlogx_pre || f == sel_xsqrt_pre);
  double fd = kink ? 0.0 : (f(x + h) - f(x - h)) / (2 * h);
  check(name, x, rev, fd, 1e-5);
  check(name, x, fwd, rev, 1e-12);
}

#define CASE(F, X) run(#F, F, X, __enzyme_autodiff((void *)F, X), __enzyme_fwddiff((void *)F, X, 1.0))

/* the product of a[0..n): the loop the vectoriser turns into llvm.vector.reduce.fmul */
static double prod(const double *a, int n) {
  double p = 1.0;
  for (int i = 0; i < n; i++) p *= a[i];
  return p;
}

static void check_prod(int n, int zero_at, int zero_at2) {
  double a[64], g[64];
  for (int i = 0; i < n; i++) { a[i] = 1.0 + 0.01 * (i % 7); g[i] = 0.0; }
  if (zero_at >= 0) a[zero_at] = 0.0;
  if (zero_at2 >= 0) a[zero_at2] = 0.0;
  __enzyme_autodiff((void *)prod, a, g, n);
  for (int i = 0; i < n; i++) {
    double h = 1e-6, s = a[i];
    a[i] = s + h; double up = prod(a, n);
    a[i] = s - h; double dn = prod(a, n);
    a[i] = s;
    char name[64];
    snprintf(name, sizeof name, "prod n=%d zero=%d,%d i=%d", n, zero_at, zero_at2, i);
    check(name, a[i], g[i], (up - dn) / (2 * h), 1e-6);
  }
}

int main(void) {
  static const double xs[4] = {-1.0, 0.0, 0.5, 2.5};
  for (int i = 0; i < 4; i++) {
    CASE(sel_sqrt, xs[i]);
    CASE(sel_xlogx, xs[i]);
    CASE(sel_xlogx_pre, xs[i]);
    CASE(sel_xsqrt_pre, xs[i]);
    CASE(sel_xlogx2, xs[i]);
    CASE(sel_2sqrt, xs[i]);
    CASE(sel_log_lt, xs[i] * 0.4 + 0.5);
  }
  check_prod(40, -1, -1);
  check_prod(40, 5, -1);
  check_prod(40, 0, -1);
  check_prod(40, 39, -1);
  check_prod(40, 6, 20);
  check_prod(37, 36, -1);
  printf("untaken: %d failures\n", n_fail);
  return n_fail ? 1 : 0;
}
