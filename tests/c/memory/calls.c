/* Item 6: calls that stay calls. Recursive helpers (power by squaring and a
 * divide-and-conquer sum: neither is tail recursive, so the optimiser cannot
 * turn them into loops) and helpers that write through pointers (axpy into a
 * stack array, a two-output helper writing to locals), all noinline, called
 * from the differentiated functions; the recursive helpers are also
 * differentiated directly. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

#define N 16

__attribute__((noinline)) static double rpow(double x, int n) {
  if (n == 0) return 1.0;
  double h = rpow(x, n / 2);
  return (n & 1) ? h * h * x : h * h;
}

__attribute__((noinline)) static double rsum(const double *x, int lo, int hi) {
  if (hi - lo == 1) return x[lo] * sin(x[lo]);
  int mid = (lo + hi) / 2;
  double l = rsum(x, lo, mid), r = rsum(x, mid, hi);
  return l + r + 0.1 * l * r;
}

__attribute__((noinline)) static void axpy(double a, const double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

__attribute__((noinline)) static void polar(double t, double r, double *px, double *py) {
  *px = r * cos(t);
  *py = r * sin(t);
}

static double user(const double *x, double a, int n) {
  double y[N];
  for (int i = 0; i < n; i++) y[i] = cos(x[i]);
  axpy(a, x, y, n);
  axpy(a * a, y, y + 1, n - 1); /* reads and writes overlapping parts of y */
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    double px, py;
    polar(x[i], y[i], &px, &py);
    s += px * py + y[i] * y[i];
  }
  return s + rpow(a, 5) * rsum(x, 0, n);
}

typedef struct {
  int n;
  double a;
} Ctx;
static double obj_user(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return user(x, c->a, c->n);
}
static double obj_rsum(const double *x, void *vc) { return rsum(x, 0, ((Ctx *)vc)->n); }

int main(void) {
  double x[N], dx[N];
  fill(x, N, -1.0, 1.0);
  static const int ns[] = {N, 5, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    double a = 0.6 + 0.3 * t;
    Ctx c = {n, a};

    memset(dx, 0, sizeof dx);
    double da = __enzyme_autodiff((void *)user, x, dx, a, n);
    check_grad("user.dx", obj_user, &c, x, n, dx, 1e-6);
    double h = step(a);
    check("user.da", t, da, (user(x, a + h, n) - user(x, a - h, n)) / ((a + h) - (a - h)), 1e-6);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)rsum, x, dx, enzyme_const, 0, enzyme_const, n);
    check_grad("rsum.dx", obj_rsum, &c, x, n, dx, 1e-6);
  }
  static const int ps[] = {0, 1, 2, 7, 12};
  for (int k = 0; k < 5; k++) {
    double xv = 1.1 - 0.35 * k, h = step(xv);
    check("rpow.dx", ps[k], __enzyme_autodiff((void *)rpow, xv, ps[k]),
          (rpow(xv + h, ps[k]) - rpow(xv - h, ps[k])) / ((xv + h) - (xv - h)), 1e-6);
  }
  return finish("calls");
}
