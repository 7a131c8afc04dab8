/* A buffer allocated inside a callee that is not inlined (a `resize`, as a
 * vector class does), filled with active values, copied out and freed by the
 * caller. The allocation must get a shadow of its own in the callee, and the
 * shadow struct must receive that shadow (not the primal pointer). A second
 * resize that keeps the old contents (grow, copy, free the old buffer) is
 * exercised too. Reverse mode against central differences, forward mode
 * against central differences along a direction and against reverse mode. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed;

#define N 12

typedef struct {
  double *data;
  long n;
} Buf;

__attribute__((noinline)) static void resize(Buf *b, long n) {
  double *p = (double *)malloc(n * sizeof(double));
  long keep = b->n < n ? b->n : n;
  for (long i = 0; i < keep; i++) p[i] = b->data[i];
  free(b->data);
  b->data = p;
  b->n = n;
}

/* a fresh buffer: the callee only allocates, never touches the data */
__attribute__((noinline)) static void reset(Buf *b, long n) {
  free(b->data);
  b->data = (double *)malloc(n * sizeof(double));
  b->n = n;
}

static double fresh(const double *x, int n) {
  Buf b = {NULL, 0};
  reset(&b, n);
  for (int i = 0; i < n; i++) b.data[i] = x[i] * x[i] * x[i];
  double out[N];
  memcpy(out, b.data, n * sizeof(double));
  free(b.data);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * out[(i + 1) % n];
  return s;
}

static double fill_copy(const double *x, int n) {
  Buf b = {NULL, 0};
  resize(&b, n);
  for (int i = 0; i < n; i++) b.data[i] = x[i] * x[i];
  double out[N];
  memcpy(out, b.data, n * sizeof(double));
  free(b.data);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * sin(out[i] + x[i]);
  return s;
}

static double grow(const double *x, int n) {
  Buf b = {NULL, 0};
  resize(&b, 1);
  b.data[0] = x[0] * 2.0;
  resize(&b, n);
  for (int i = 1; i < n; i++) b.data[i] = b.data[i - 1] * x[i] + cos(x[i]);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += b.data[i] * b.data[i];
  free(b.data);
  return s;
}

typedef struct {
  int n;
  int which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->which == 0 ? fill_copy(x, c->n) : c->which == 1 ? grow(x, c->n) : fresh(x, c->n);
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
    RUN(fill_copy, 0);
  }
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    RUN(grow, 1);
  }
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    RUN(fresh, 2);
  }
  return finish("resize");
}
