/* Item 3: insertion sort with a data-dependent while loop. top_half() sorts a
 * copy on the stack and returns a rank-weighted sum of squares of the larger
 * half; isort() sorts in place (void, output = sorted array: its shadow holds
 * the weights on entry and the permuted weights on exit). The inputs are
 * distinct and well separated, so the order is locally constant and finite
 * differences are exact up to rounding. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define MAXN 64

static double top_half(const double *x, int n) {
  double a[MAXN];
  for (int i = 0; i < n; i++) a[i] = x[i];
  for (int i = 1; i < n; i++) {
    double v = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
  double s = 0.0;
  for (int i = n / 2; i < n; i++) s += a[i] * a[i] * (1.0 + 0.5 * (i - n / 2));
  return s;
}

static void isort(double *x, int n) {
  for (int i = 1; i < n; i++) {
    double v = x[i];
    int j = i - 1;
    while (j >= 0 && x[j] > v) {
      x[j + 1] = x[j];
      j--;
    }
    x[j + 1] = v;
  }
}

typedef struct {
  int n;
  const double *w;
} Ctx;

static double obj_top(const double *x, void *vc) { return top_half(x, ((Ctx *)vc)->n); }
static double obj_isort(const double *x0, void *vc) {
  Ctx *c = (Ctx *)vc;
  double x[MAXN];
  memcpy(x, x0, c->n * sizeof(double));
  isort(x, c->n);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * x[i];
  return s;
}

int main(void) {
  double x[MAXN], dx[MAXN], y[MAXN], w[MAXN];
  static const int ns[] = {MAXN, 17, 2, 1};
  for (int t = 0; t < 4; t++) {
    int n = ns[t];
    /* a permutation of a grid (spacing 0.1) plus a small jitter */
    for (int i = 0; i < n; i++) x[i] = 0.1 * ((i * 37 + 11) % n) - 0.05 * n + urand(0.0, 0.02);
    fill(w, n, -1.0, 1.0);
    Ctx c = {n, w};

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)top_half, x, dx, n);
    check_grad("top_half.dx", obj_top, &c, x, n, dx, 1e-6);

    memcpy(y, x, sizeof y);
    memcpy(dx, w, sizeof dx); /* seed on the sorted output */
    __enzyme_autodiff((void *)isort, y, dx, n);
    check_grad("isort.JTw", obj_isort, &c, x, n, dx, 1e-6);
    for (int i = 0; i + 1 < n; i++) check("isort.primal_sorted", i, y[i] <= y[i + 1], 1.0, 0.0);
  }
  return finish("sort");
}
