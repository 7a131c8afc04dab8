/* Item 1: a loop over an array with a constant weight array: enzyme_const on
 * the weights, the data duplicated (marked or unmarked), an active scalar next
 * to a duplicated pointer, both arrays duplicated, and accumulation: a second
 * call adds to the shadow the first one filled. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

#define N 40

static double wsum(const double *w, const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += w[i] * x[i] * x[i] + sin(w[i] * x[i]);
  return s;
}

/* neighbours and a product of two reductions */
static double wchain(const double *w, const double *x, int n) {
  double a = 0.0, b = 0.0;
  for (int i = 0; i + 1 < n; i++) {
    a += w[i] * x[i] * x[i + 1];
    b += w[i + 1] * exp(-x[i] * x[i]);
  }
  return a * b;
}

/* an active scalar next to the arrays */
static double wscale(const double *w, const double *x, double a, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += w[i] * exp(a * x[i]);
  return s / (1.0 + a * a);
}

typedef struct {
  const double *w;
  double a;
  int n;
  int which;
} Ctx;

static double obj_x(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  if (c->which == 0) return wsum(c->w, x, c->n);
  if (c->which == 1) return wchain(c->w, x, c->n);
  return wscale(c->w, x, c->a, c->n);
}
/* the same objectives as functions of the weights, x held in ctx */
typedef struct {
  const double *x;
  int n;
} CtxW;
static double obj_w(const double *w, void *vc) {
  CtxW *c = (CtxW *)vc;
  return wsum(w, c->x, c->n);
}

int main(void) {
  double w[N], x[N], dx[N], dw[N], dx2[N];
  fill(w, N, 0.5, 1.5);
  fill(x, N, -1.0, 1.0);
  static const int ns[] = {N, 7, 1, 0};
  for (int t = 0; t < 4; t++) {
    int n = ns[t];
    Ctx c = {w, 0.0, n, 0};

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)wsum, enzyme_const, w, x, dx, n);
    check_grad("wsum.dx(const w)", obj_x, &c, x, n, dx, 1e-6);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)wsum, enzyme_const, w, enzyme_dup, x, dx, enzyme_const, n);
    check_grad("wsum.dx(const w, dup x)", obj_x, &c, x, n, dx, 1e-6);

    /* both duplicated */
    memset(dx, 0, sizeof dx);
    memset(dw, 0, sizeof dw);
    __enzyme_autodiff((void *)wsum, w, dw, x, dx, n);
    check_grad("wsum.dx(dup w)", obj_x, &c, x, n, dx, 1e-6);
    CtxW cw = {x, n};
    check_grad("wsum.dw(dup w)", obj_w, &cw, w, n, dw, 1e-6);

    c.which = 1;
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)wchain, enzyme_const, w, x, dx, n);
    check_grad("wchain.dx", obj_x, &c, x, n, dx, 1e-6);

    /* active scalar: its derivative is the result, dx goes to the shadow */
    c.which = 2;
    for (int k = 0; k < 2; k++) {
      double a = k == 0 ? 0.7 : -0.4;
      c.a = a;
      memset(dx, 0, sizeof dx);
      double da = __enzyme_autodiff((void *)wscale, enzyme_const, w, x, dx, a, n);
      check_grad("wscale.dx", obj_x, &c, x, n, dx, 1e-6);
      double h = step(a);
      double fd = (wscale(w, x, a + h, n) - wscale(w, x, a - h, n)) / ((a + h) - (a - h));
      check("wscale.da", k, da, fd, 1e-6);
      memset(dx, 0, sizeof dx);
      da = __enzyme_autodiff((void *)wscale, enzyme_const, w, enzyme_dup, x, dx, enzyme_out, a, n);
      check("wscale.da(enzyme_out)", k, da, fd, 1e-6);
    }
  }

  /* accumulation: shadows are incremented, never overwritten */
  memset(dx, 0, sizeof dx);
  __enzyme_autodiff((void *)wsum, enzyme_const, w, x, dx, N);
  memcpy(dx2, dx, sizeof dx);
  __enzyme_autodiff((void *)wsum, enzyme_const, w, x, dx2, N);
  for (int i = 0; i < N; i++) check("wsum.second_call_adds", i, dx2[i], 2.0 * dx[i], 1e-12);
  /* and starting from a nonzero shadow */
  for (int i = 0; i < N; i++) dx2[i] = 0.25 * i;
  __enzyme_autodiff((void *)wsum, enzyme_const, w, x, dx2, N);
  for (int i = 0; i < N; i++) check("wsum.adds_to_nonzero", i, dx2[i], 0.25 * i + dx[i], 1e-12);
  return finish("weights");
}
