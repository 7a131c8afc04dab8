/* Mutable globals used as scratch inside the differentiated functions: a
 * static array that is filled and read back, and a static double accumulator
 * (both written before they are read, so the result depends on x only). The
 * globals need shadows of their own, which the caller never sees. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 16

static double scratch[N];
static double gacc;
double gcount; /* external linkage, written and read */

static double gscratch(const double *x, int n) {
  for (int i = 0; i < n; i++) scratch[i] = x[i] * x[i] + 1.0;
  gacc = 0.0;
  for (int i = 0; i < n; i++) gacc += scratch[i] * scratch[(i + 3) % n] * x[i];
  return log(1.0 + gacc * gacc);
}

/* a running value kept in a global across loop iterations */
static double grun(const double *x, int n) {
  gcount = 0.5;
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    gcount = gcount * 0.9 + sin(x[i]);
    s += gcount * x[(i + 1) % n];
  }
  return s + gcount * gcount;
}

typedef struct {
  int n;
} Ctx;
static double obj_scratch(const double *x, void *vc) { return gscratch(x, ((Ctx *)vc)->n); }
static double obj_run(const double *x, void *vc) { return grun(x, ((Ctx *)vc)->n); }

int main(void) {
  double x[N], dx[N];
  fill(x, N, -1.0, 1.0);
  static const int ns[] = {N, 5, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c = {n};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)gscratch, x, dx, n);
    /* the primal ran: the globals hold its values */
    check("gscratch.primal_scratch", t, scratch[n - 1], x[n - 1] * x[n - 1] + 1.0, 1e-12);
    check_grad("gscratch.dx", obj_scratch, &c, x, n, dx, 1e-6);
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)grun, x, dx, n);
    check_grad("grun.dx", obj_run, &c, x, n, dx, 1e-6);
    /* twice more: no stale global shadow state carries over between calls */
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)grun, x, dx, n);
    __enzyme_autodiff((void *)grun, x, dx, n);
    for (int i = 0; i < n; i++) dx[i] *= 0.5;
    check_grad("grun.dx(second and third call)", obj_run, &c, x, n, dx, 1e-6);
  }
  return finish("globals");
}
