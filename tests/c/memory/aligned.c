/* Heap with alignment: posix_memalign and aligned_alloc temporaries inside the
 * differentiated function (their shadows are made alongside, zeroed, and
 * freed when the reverse pass reaches the allocation). */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 13

static double pm(const double *x, int n) {
  double *buf;
  if (posix_memalign((void **)&buf, 32, n * sizeof(double))) return 0.0;
  for (int i = 0; i < n; i++) buf[i] = sin(x[i]) * x[(i + 2) % n];
  double s = 0.0;
  for (int i = 0; i < n; i++) s += buf[i] * buf[n - 1 - i];
  free(buf);
  return s;
}

static double aa(const double *x, int n) {
  size_t bytes = ((n * sizeof(double) + 63) / 64) * 64;
  double *buf = (double *)aligned_alloc(64, bytes);
  for (int i = 0; i < n; i++) buf[i] = exp(0.3 * x[i]);
  double s = 0.0;
  for (int i = 1; i < n; i++) s += buf[i] * buf[i - 1] * x[i];
  free(buf);
  return s;
}

typedef struct { int n; int which; } Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->which ? aa(x, c->n) : pm(x, c->n);
}

int main(void) {
  double x[N], dx[N];
  fill(x, N, -1.0, 1.0);
  static const int ns[] = {N, 4, 1};
  for (int t = 0; t < 3; t++) {
    Ctx c = {ns[t], 0};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)pm, x, dx, c.n);
    check_grad("pm.dx", obj, &c, x, c.n, dx, 1e-6);
    c.which = 1;
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)aa, x, dx, c.n);
    check_grad("aa.dx", obj, &c, x, c.n, dx, 1e-6);
  }
  return finish("aligned");
}
