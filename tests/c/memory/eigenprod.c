/* A callee that writes active values through a pointer it loads from a struct
 * argument (`d->data[0] = a * a`), the shape of Eigen's product kernels: a
 * small outer product written into a destination struct on the stack, and a
 * matrix-vector product whose destination and operands are structs holding
 * pointers. All callees are noinline. Reverse mode against central
 * differences, forward mode against central differences along a direction and
 * against reverse mode. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed, enzyme_out;

#define N 6

typedef struct {
  double *data;
  int rows, cols;
} Mat;

__attribute__((noinline)) static void outer2(Mat *d, double a, double b) {
  d->data[0] = a * a;
  d->data[1] = a * b;
  d->data[2] = b * sin(a);
  d->data[3] = b * b;
}

static double prod(double a, double b) {
  double buf[4];
  Mat d = {buf, 2, 2};
  outer2(&d, a, b);
  return buf[0] * buf[3] - buf[1] * buf[2] + buf[0];
}

/* dst = A x, through structs; A and x active */
__attribute__((noinline)) static void gemv(Mat *dst, const Mat *A, const Mat *x) {
  for (int i = 0; i < A->rows; i++) {
    double s = 0.0;
    for (int j = 0; j < A->cols; j++) s += A->data[i * A->cols + j] * x->data[j];
    dst->data[i] = s;
  }
}

/* v = (A row-major n*n, x n) */
static double gemv_obj(double *v, int n) {
  double y[N];
  Mat A = {v, n, n}, x = {v + n * n, n, 1}, d = {y, n, 1};
  gemv(&d, &A, &x);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += y[i] * y[i] * (1.0 + 0.1 * i);
  return sqrt(s);
}

typedef struct {
  int n;
  int which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  if (c->which == 0) return prod(x[0], x[1]);
  double v[N * N + N];
  memcpy(v, x, (c->n * c->n + c->n) * sizeof(double));
  return gemv_obj(v, c->n);
}

typedef struct {
  double da, db;
} D2;
extern D2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff");

int main(void) {
  double x[N * N + N], dx[N * N + N], v[N * N + N];
  fill(x, N * N + N, -1.0, 1.0);
  fill(v, N * N + N, -1.0, 1.0);
  for (int t = 0; t < 3; t++) {
    /* prod(a, b) */
    x[0] = 0.3 + 0.4 * t;
    x[1] = -0.7 + 0.5 * t;
    Ctx c0 = {0, 0};
    D2 d = __enzyme_autodiff2((void *)prod, x[0], x[1]);
    dx[0] = d.da;
    dx[1] = d.db;
    check_grad("prod.d", obj, &c0, x, 2, dx, 1e-6);
    double tan = __enzyme_fwddiff((void *)prod, enzyme_dup, x[0], v[0], enzyme_dup, x[1], v[1]);
    check("prod.fwd", t, tan, fd_dir(obj, &c0, x, v, 2), 1e-6);
    check_dot("prod.fwd_rev", t, dx, v, 2, tan);

    /* gemv through structs */
    static const int ns[] = {N, 3, 1};
    int n = ns[t], m = n * n + n;
    Ctx c1 = {n, 1};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)gemv_obj, x, dx, enzyme_const, n);
    check_grad("gemv.dx", obj, &c1, x, m, dx, 1e-6);
    tan = __enzyme_fwddiff((void *)gemv_obj, x, v, enzyme_const, n);
    check("gemv.fwd", t, tan, fd_dir(obj, &c1, x, v, m), 1e-6);
    check_dot("gemv.fwd_rev", t, dx, v, m, tan);
  }
  return finish("eigenprod");
}
