/* An internal global accumulated atomically by a non-inlined callee
 * (`__atomic_fetch_add` on a double, the pattern of a shared counter), reset
 * and read back by other callees. Before: the global got no shadow when its
 * only use in a function was the atomicrmw (refused). Reverse mode against
 * central differences, forward mode against central differences along a
 * direction and against reverse mode. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed, enzyme_out;

#define N 6

static double acc;
__attribute__((noinline)) static void bump(double v) { __atomic_fetch_add(&acc, v, __ATOMIC_RELAXED); }
__attribute__((noinline)) static void drop(double v) { __atomic_fetch_sub(&acc, v, __ATOMIC_SEQ_CST); }
__attribute__((noinline)) static void reset(void) { acc = 0.0; }
__attribute__((noinline)) static double take(void) { return acc; }

static double f(const double *x, int n) {
  reset();
  for (int i = 0; i < n; i++) {
    bump(exp(0.3 * x[i]) * x[i]);
    if (i % 2) drop(x[i] * x[i] * 0.5);
  }
  return take() * take();
}

static double obj(const double *x, void *vc) { return f(x, *(int *)vc); }

int main(void) {
  double x[N], dx[N], v[N];
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  static const int ns[] = {N, 3, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)f, x, dx, enzyme_const, n);
    check_grad("f.dx", obj, &n, x, n, dx, 1e-6);
    double tan = __enzyme_fwddiff((void *)f, x, v, enzyme_const, n);
    check("f.fwd", t, tan, fd_dir(obj, &n, x, v, n), 1e-6);
    check_dot("f.fwd_rev", t, dx, v, n, tan);
  }
  return finish("atomicglobal");
}
