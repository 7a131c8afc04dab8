/* Two __enzyme_autodiff call sites with the same arguments in the two arms
 * of an if/else. At -O0 they are two calls; at -O2 clang sinks them into one
 * call whose function argument is `select i1 %c, ptr @f1, ptr @f2` (at -O3
 * the loop is unrolled first and the calls stay apart). matmul.c avoids that
 * shape; this program keeps it on purpose. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 8

static double f1(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * x[i] * x[i];
  return s;
}
static double f2(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += sin(x[i]) * x[(i + 1) % n];
  return s;
}

typedef struct {
  int n, which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->which ? f2(x, c->n) : f1(x, c->n);
}

int main(void) {
  double x[N], dx[N];
  fill(x, N, -1.0, 1.0);
  for (int which = 0; which < 2; which++) {
    Ctx c = {N, which};
    memset(dx, 0, sizeof dx);
    if (which)
      __enzyme_autodiff((void *)f2, x, dx, N);
    else
      __enzyme_autodiff((void *)f1, x, dx, N);
    check_grad(which ? "f2.dx" : "f1.dx", obj, &c, x, N, dx, 1e-6);
  }
  return finish("fnselect");
}
