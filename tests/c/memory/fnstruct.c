/* A table of functions returning a small struct by value (through sret at -O0),
 * one picked at run time and called through the pointer: the call's text names
 * the struct type, which enzympy's runtime message for a pointer that holds no
 * candidate quoted; the type's name was mapped back inside that string constant
 * and the differentiated module no longer parsed. Reverse and forward mode
 * against central differences, forward against reverse. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 5

typedef struct {
  double lo, mid, hi;
} Triple;

static Triple spread(double x) {
  Triple t = {x - 1.0, x * x, exp(0.3 * x)};
  return t;
}
static Triple bend(double x) {
  Triple t = {sin(x), x * x * x, 1.0 / (1.0 + x * x)};
  return t;
}
Triple (*shapes[2])(double) = {spread, bend};
int pick = 0;

static double energy(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    Triple t = shapes[(i + pick) % 2](x[i]);
    s += t.lo * t.mid + t.hi * x[(i + 1) % n];
  }
  return s;
}

static double obj(const double *x, void *ctx) { return energy(x, *(int *)ctx); }

int main(void) {
  double x[N], dx[N], v[N];
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  for (pick = 0; pick < 2; pick++) {
    int n = N;
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)energy, enzyme_dup, x, dx, enzyme_const, n);
    check_grad(pick ? "bend.dx" : "spread.dx", obj, &n, x, N, dx, 1e-6);
    double t = __enzyme_fwddiff((void *)energy, enzyme_dup, x, v, enzyme_const, n);
    check("fwd", pick, t, fd_dir(obj, &n, x, v, N), 1e-6);
    check_dot("fwd.rev", pick, dx, v, N, t);
  }
  return finish("fnstruct");
}
