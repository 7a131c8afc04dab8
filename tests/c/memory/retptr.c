/* Pointers returned by non-inlined helpers: an address computed from an argument
 * (`p + i`, a field of a struct argument), once of memory the caller keeps constant
 * (no shadow: the loads through it are inactive) and once of the active array (its
 * shadow passes through the call, as through a getelementptr). Reverse mode against
 * central differences, forward mode against central differences along a direction
 * and against reverse mode. Before: forward mode returned a null shadow for the
 * constant case (a NaN derivative), reverse mode refused it. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed, enzyme_out;

#define N 6

typedef struct {
  double *data;
  int n;
} Vec;

__attribute__((noinline)) static double *at(double *p, int i) { return p + i; }
__attribute__((noinline)) static double *row(Vec *v, int i) { return v->data + i; }

/* c is constant (enzyme_const), x active */
static double mixed(const double *x, double *c, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += *at(c, i) * x[i] * x[i] + *at((double *)x, i) * sin(*at(c, i));
  return s;
}

static double viavec(double *x, int n) {
  Vec v = {x, n};
  double s = 0.0;
  for (int i = 0; i + 1 < n; i++) s += *row(&v, i) * cos(*row(&v, i + 1));
  return s;
}

typedef struct {
  double *c;
  int n;
  int which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *t = (Ctx *)vc;
  double xs[N];
  memcpy(xs, x, t->n * sizeof(double));
  return t->which == 0 ? mixed(xs, t->c, t->n) : viavec(xs, t->n);
}

int main(void) {
  double x[N], dx[N], v[N], c[N];
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  fill(c, N, 0.5, 2.0);
  static const int ns[] = {N, 3};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    Ctx c0 = {c, n, 0}, c1 = {c, n, 1};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)mixed, x, dx, enzyme_const, c, enzyme_const, n);
    check_grad("mixed.dx", obj, &c0, x, n, dx, 1e-6);
    double tan = __enzyme_fwddiff((void *)mixed, x, v, enzyme_const, c, enzyme_const, n);
    check("mixed.fwd", t, tan, fd_dir(obj, &c0, x, v, n), 1e-6);
    check_dot("mixed.fwd_rev", t, dx, v, n, tan);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)viavec, x, dx, enzyme_const, n);
    check_grad("viavec.dx", obj, &c1, x, n, dx, 1e-6);
    tan = __enzyme_fwddiff((void *)viavec, x, v, enzyme_const, n);
    check("viavec.fwd", t, tan, fd_dir(obj, &c1, x, v, n), 1e-6);
    check_dot("viavec.fwd_rev", t, dx, v, n, tan);
  }
  return finish("retptr");
}
