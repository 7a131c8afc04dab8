/* Item 4b: realloc growing a buffer inside the differentiated function (kept
 * apart from alloc.c so that its failure is isolated). The buffer starts with
 * room for 2 and doubles whenever it is full, so data written before a
 * realloc must reach the derivative through the moved buffer (and its
 * shadow). */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 19

static double grow(const double *x, int n) {
  int cap = 2, len = 0;
  double *buf = (double *)malloc(cap * sizeof(double));
  for (int i = 0; i < n; i++) {
    int pushes = i % 3 == 0 ? 2 : 1;
    for (int p = 0; p < pushes; p++) {
      if (len == cap) {
        cap *= 2;
        buf = (double *)realloc(buf, cap * sizeof(double));
      }
      buf[len++] = p == 0 ? x[i] * x[i] + 0.5 * x[(i + 1) % n] : sin(x[i]);
    }
  }
  double s = 0.0;
  for (int k = 0; k < len; k++) s += buf[k] * buf[len - 1 - k] * (1.0 + 0.1 * k);
  free(buf);
  return s;
}

/* the same data kept in a growing array that is also written after growing */
static void grow_out(const double *x, double *y, int n) {
  int cap = 1;
  double *buf = (double *)malloc(cap * sizeof(double));
  for (int i = 0; i < n; i++) {
    if (i == cap) {
      cap *= 2;
      buf = (double *)realloc(buf, cap * sizeof(double));
    }
    buf[i] = exp(0.2 * x[i]);
    if (i > 0) buf[i - 1] *= buf[i];
  }
  for (int i = 0; i < n; i++) y[i] = buf[i] * x[n - 1 - i];
  free(buf);
}

typedef struct {
  int n;
  const double *w;
} Ctx;

static double obj_grow(const double *x, void *vc) { return grow(x, ((Ctx *)vc)->n); }
static double obj_grow_out(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  double y[N];
  grow_out(x, y, c->n);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * y[i];
  return s;
}

int main(void) {
  double x[N], dx[N], y[N], dy[N], w[N];
  fill(x, N, -1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  static const int ns[] = {N, 4, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c = {n, w};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)grow, x, dx, n);
    check_grad("grow.dx", obj_grow, &c, x, n, dx, 1e-6);

    memset(dx, 0, sizeof dx);
    memcpy(dy, w, sizeof dy);
    __enzyme_autodiff((void *)grow_out, x, dx, y, dy, n);
    check_grad("grow_out.JTw", obj_grow_out, &c, x, n, dx, 1e-6);
  }
  return finish("realloc");
}
