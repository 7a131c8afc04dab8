/* Atomics on active memory: __atomic_fetch_add / fetch_sub on doubles (atomicrmw fadd, fsub;
 * their result used or not), __atomic_exchange, the generic __atomic_load / __atomic_store on
 * doubles (integer atomics of float bits), _Atomic double loads and stores, an atomic
 * accumulator in a global, `+=` and `-=` on _Atomic doubles (compare-exchange loops). Every function takes x[N] (duplicated); reverse mode is checked
 * against central differences, forward mode (one tangent per coordinate) against reverse. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "finite.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 4
static int n_fail = 0;

static void check(const char *name, int i, double ad, double fd, double tol) {
  double scale = fabs(fd) > 1.0 ? fabs(fd) : 1.0;
  int ok = finite_bits(ad) && finite_bits(fd) && fabs(ad - fd) <= tol * scale;
  printf("%s[%d] ad=%.17g fd=%.17g %s\n", name, i, ad, fd, ok ? "ok" : "FAIL");
  if (!ok) n_fail++;
}

/* sum of squares added atomically into an accumulator on the stack (result unused) */
static void add_into(double *acc, const double *x, int n) {
  for (int i = 0; i < n; i++) __atomic_fetch_add(acc, x[i] * x[i] * (i + 1), __ATOMIC_RELAXED);
}
static double a_fetch_add(double *x) {
  double acc = 0.5;
  add_into(&acc, x, N);
  return acc * x[0];
}
/* the old value returned by fetch_add is used */
static double a_fetch_old(double *x) {
  double s = 0.0;
  for (int i = 0; i < N; i++) s += __atomic_fetch_add(&x[0], sin(x[i]), __ATOMIC_SEQ_CST) * x[i];
  return s + x[0] * x[0];
}
/* fetch_sub into the input array itself */
static double a_fetch_sub(double *x) {
  for (int i = 1; i < N; i++) __atomic_fetch_sub(&x[i], x[i - 1] * 0.5, __ATOMIC_ACQ_REL);
  double s = 0.0;
  for (int i = 0; i < N; i++) s += x[i] * x[i] * x[i];
  return s;
}
/* generic atomic load and store of doubles (integer atomics of the bits) */
static double a_load_store(double *x) {
  double a, b, t;
  __atomic_load(&x[0], &a, __ATOMIC_ACQUIRE);
  t = a * x[1] + 1.0;
  __atomic_store(&x[2], &t, __ATOMIC_RELEASE);
  __atomic_load(&x[2], &b, __ATOMIC_SEQ_CST);
  return b * b + a * x[3];
}
/* exchange: the old value comes back, the new one stays */
static double a_exchange(double *x) {
  double v = x[1] * x[2], old;
  __atomic_exchange(&x[0], &v, &old, __ATOMIC_SEQ_CST);
  return old * old * x[3] + x[0] * cos(x[0]);
}
/* _Atomic double: plain reads and writes are atomic loads and stores */
static double a_atomic_type(double *x) {
  _Atomic double *ax = (_Atomic double *)x;
  double a = ax[0];
  ax[1] = a * ax[2];
  ax[3] = ax[1] + ax[3] * a;
  return ax[3] * ax[1];
}
/* an accumulator in a global */
static double g_acc;
static double a_global(double *x) {
  g_acc = 0.0;
  for (int i = 0; i < N; i++) __atomic_fetch_add(&g_acc, exp(0.3 * x[i]) * x[i], __ATOMIC_RELAXED);
  return g_acc * g_acc;
}

/* _Atomic double x; x += v and x -= v: compare-exchange loops on the bits */
static double a_atomic_sum(double *x) {
  _Atomic double s = 0.25;
  for (int i = 0; i < N; i++) s += x[i] * sin(x[i]);
  s -= x[1] * 0.5;
  return s * s;
}
static _Atomic double g_at;
static double a_atomic_global(double *x) {
  g_at = 0.0;
  for (int i = 0; i < N; i++) g_at += x[i] * x[i] * (i + 1);
  return g_at * x[0];
}

typedef double (*objective)(double *);

static void run(const char *name, objective f, const double *x0, const double *grad,
                const double *tangents) {
  double x[N];
  for (int i = 0; i < N; i++) {
    double h = 1e-6 * (fabs(x0[i]) > 1.0 ? fabs(x0[i]) : 1.0);
    memcpy(x, x0, sizeof x);
    x[i] = x0[i] + h;
    double fp = f(x);
    memcpy(x, x0, sizeof x);
    x[i] = x0[i] - h;
    double fm = f(x);
    check(name, i, grad[i], (fp - fm) / (2 * h), 1e-6);
    check(name, i, tangents[i], grad[i], 1e-10);
  }
}

/* F is named in the __enzyme_* calls themselves */
#define CASE(F)                                                                  \
  do {                                                                           \
    double x[N], dx[N] = {0}, tan[N];                                            \
    memcpy(x, x0, sizeof x);                                                     \
    __enzyme_autodiff((void *)F, enzyme_dup, x, dx);                             \
    for (int i = 0; i < N; i++) {                                                \
      double v[N] = {0};                                                         \
      v[i] = 1.0;                                                                \
      memcpy(x, x0, sizeof x);                                                   \
      tan[i] = __enzyme_fwddiff((void *)F, enzyme_dup, x, v);                    \
    }                                                                            \
    run(#F, F, x0, dx, tan);                                                     \
  } while (0)

int main(void) {
  static const double points[2][N] = {{0.7, -1.2, 0.4, 1.9}, {-0.3, 0.8, 1.6, -0.9}};
  for (int p = 0; p < 2; p++) {
    const double *x0 = points[p];
    CASE(a_fetch_add);
    CASE(a_fetch_old);
    CASE(a_fetch_sub);
    CASE(a_load_store);
    CASE(a_exchange);
    CASE(a_atomic_type);
    CASE(a_global);
    CASE(a_atomic_sum);
    CASE(a_atomic_global);
  }
  printf("atomics: %d failures\n", n_fail);
  return n_fail ? 1 : 0;
}
