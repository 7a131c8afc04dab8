/* Custom allocators: user functions wrapping malloc and free (noinline), as
 * a memory pool or an arena front end would be, whose buffers hold active
 * values. The returned pointer needs a shadow that the callee allocates and
 * returns with it (Enzyme's augmented forward pass returns both). A zeroing
 * allocator built on calloc is used too. Reverse mode against central
 * differences, forward mode against central differences along a direction and
 * against reverse mode. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed;

#define N 12

__attribute__((noinline)) static double *myalloc(size_t n) { return (double *)malloc(n * sizeof(double)); }
__attribute__((noinline)) static double *myzalloc(size_t n) { return (double *)calloc(n, sizeof(double)); }
__attribute__((noinline)) static void myfree(double *p) { free(p); }

static double temp(const double *x, int n) {
  double *t = myalloc(n);
  for (int i = 0; i < n; i++) t[i] = x[i] * x[i];
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] * t[(i + 1) % n] + sin(t[i]);
  myfree(t);
  return s;
}

static double accum(const double *x, int n) {
  double *t = myzalloc(n + 1);
  for (int i = 0; i < n; i++) {
    t[i] += exp(0.3 * x[i]);
    t[i + 1] += x[i] * t[i];
  }
  double s = t[n] * t[n];
  myfree(t);
  return s;
}

typedef struct {
  int n;
  int which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->which == 0 ? temp(x, c->n) : accum(x, c->n);
}

/* one function at a time (separate call sites: clang would merge two
 * __enzyme_* calls that differ only in the function into one on a select) */
#define RUN(FN, WHICH)                                                   \
  do {                                                                   \
    Ctx c = {n, WHICH};                                                  \
    memset(dx, 0, sizeof dx);                                            \
    __enzyme_autodiff((void *)FN, x, dx, enzyme_const, n);               \
    double tan = __enzyme_fwddiff((void *)FN, x, v, enzyme_const, n);    \
    check_grad(#FN ".dx", obj, &c, x, n, dx, 1e-6);                      \
    check(#FN ".fwd", t, tan, fd_dir(obj, &c, x, v, n), 1e-6);           \
    check_dot(#FN ".fwd_rev", t, dx, v, n, tan);                         \
  } while (0)

int main(void) {
  double x[N], dx[N], v[N];
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  static const int ns[] = {N, 5, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    RUN(temp, 0);
  }
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    RUN(accum, 1);
  }
  return finish("myalloc");
}
