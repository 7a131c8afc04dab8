/* Item 4: heap temporaries allocated and freed inside the differentiated
 * function: malloc and calloc together, a malloc'd buffer with ghost cells
 * feeding an output array, and a malloc/free pair inside a loop (a fresh
 * buffer, and a fresh shadow, on every iteration). realloc is in realloc.c. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 20

static double temps(const double *x, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  double *c = (double *)calloc(n, sizeof(double));
  for (int i = 0; i < n; i++) t[i] = exp(0.3 * x[i]) - x[i];
  for (int i = 0; i < n; i++) {
    c[i] += t[i] * t[(i + 1) % n];
    c[(i + 2) % n] += 0.5 * t[i];
  }
  double s = 0.0;
  for (int i = 0; i < n; i++) s += c[i] * c[i];
  free(t);
  free(c);
  return s;
}

/* y = smoothed x^2, through a malloc'd buffer with one ghost cell per side */
static void smooth(const double *x, double *y, int n) {
  double *g = (double *)malloc((n + 2) * sizeof(double));
  for (int i = 0; i < n; i++) g[i + 1] = x[i] * x[i];
  g[0] = g[n];
  g[n + 1] = g[1];
  for (int i = 0; i < n; i++) y[i] = 0.25 * g[i] + 0.5 * g[i + 1] + 0.25 * g[i + 2] * x[i];
  free(g);
}

/* a buffer allocated and freed on every iteration */
static double loop_alloc(const double *x, int n, int reps) {
  double s = 0.0;
  for (int r = 0; r < reps; r++) {
    double *b = (double *)malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) b[i] = x[i] * (r + 1) + sin(x[(i + r) % n]);
    for (int i = 0; i < n; i++) s += b[i] * b[n - 1 - i] / (r + 1.0);
    free(b);
  }
  return s;
}

typedef struct {
  int n;
  const double *w;
} Ctx;

static double obj_temps(const double *x, void *vc) { return temps(x, ((Ctx *)vc)->n); }
static double obj_smooth(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  double y[N];
  smooth(x, y, c->n);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * y[i];
  return s;
}
static double obj_loop(const double *x, void *vc) { return loop_alloc(x, ((Ctx *)vc)->n, 4); }

int main(void) {
  double x[N], dx[N], y[N], dy[N], w[N];
  fill(x, N, -1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  static const int ns[] = {N, 5, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c = {n, w};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)temps, x, dx, n);
    check_grad("temps.dx", obj_temps, &c, x, n, dx, 1e-6);

    memset(dx, 0, sizeof dx);
    memcpy(dy, w, sizeof dy);
    __enzyme_autodiff((void *)smooth, x, dx, y, dy, n);
    check_grad("smooth.JTw", obj_smooth, &c, x, n, dx, 1e-6);
    for (int i = 0; i < n; i++) check("smooth.dy_consumed", i, dy[i], 0.0, 0.0);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)loop_alloc, x, dx, n, 4);
    check_grad("loop_alloc.dx", obj_loop, &c, x, n, dx, 1e-6);
  }
  return finish("alloc");
}
