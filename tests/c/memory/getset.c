/* Mutable internal globals written by one function and read by another, none
 * of them inlined: a setter/getter pair, a callee without arguments that
 * updates the global in place, and a global pointer bound to the active
 * array by one callee and read through by another. The differentiated
 * function itself never names the globals. Reverse mode against central
 * differences, forward mode against central differences along a direction and
 * against reverse mode. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed, enzyme_out;

#define N 8

static double g_state;
__attribute__((noinline)) static void set_state(double v) { g_state = v; }
__attribute__((noinline)) static double get_state(void) { return g_state; }
__attribute__((noinline)) static void step_state(void) { g_state = sin(g_state) * 2.0 + g_state; }

static double setget(double x) {
  set_state(x * x);
  step_state();
  step_state();
  return get_state() * x;
}

static double g_acc[N];
__attribute__((noinline)) static void put(int i, double v) { g_acc[i] = v; }
__attribute__((noinline)) static double total(int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += g_acc[i] * g_acc[i];
  return s;
}
static double arr(const double *x, int n) {
  for (int i = 0; i < n; i++) put(i, exp(0.5 * x[i]));
  return total(n);
}

static double *g_ptr;
__attribute__((noinline)) static void bind(double *p) { g_ptr = p; }
__attribute__((noinline)) static double at(int i) { return g_ptr[i]; }
static double gptr(double *x, int n) {
  bind(x);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += at(i) * sin(at(i));
  return s;
}

typedef struct {
  int n;
  int which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  double xs[N];
  memcpy(xs, x, c->n * sizeof(double));
  if (c->which == 0) return setget(xs[0]);
  if (c->which == 1) return arr(xs, c->n);
  return gptr(xs, c->n);
}

int main(void) {
  double x[N], dx[N], v[N];
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  static const int ns[] = {N, 3, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c0 = {1, 0}, c1 = {n, 1}, c2 = {n, 2};
    x[0] = 0.4 + 0.3 * t;
    dx[0] = __enzyme_autodiff((void *)setget, x[0]);
    check_grad("setget.d", obj, &c0, x, 1, dx, 1e-6);
    double tan = __enzyme_fwddiff((void *)setget, enzyme_dup, x[0], v[0]);
    check("setget.fwd", t, tan, fd_dir(obj, &c0, x, v, 1), 1e-6);
    check_dot("setget.fwd_rev", t, dx, v, 1, tan);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)arr, x, dx, enzyme_const, n);
    check_grad("arr.dx", obj, &c1, x, n, dx, 1e-6);
    tan = __enzyme_fwddiff((void *)arr, x, v, enzyme_const, n);
    check("arr.fwd", t, tan, fd_dir(obj, &c1, x, v, n), 1e-6);
    check_dot("arr.fwd_rev", t, dx, v, n, tan);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)gptr, x, dx, enzyme_const, n);
    check_grad("gptr.dx", obj, &c2, x, n, dx, 1e-6);
    tan = __enzyme_fwddiff((void *)gptr, x, v, enzyme_const, n);
    check("gptr.fwd", t, tan, fd_dir(obj, &c2, x, v, n), 1e-6);
    check_dot("gptr.fwd_rev", t, dx, v, n, tan);
  }
  return finish("getset");
}
