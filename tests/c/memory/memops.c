/* Item 8: memcpy and memset inside the differentiated functions: copying
 * the input into a stack buffer and that buffer into a second half of itself,
 * zeroing accumulators, copying a heap temporary into the output, zeroing
 * part of the output. The output of mout is also passed as enzyme_dupnoneed
 * (its primal values are then unspecified; only dx is checked). */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed;

#define N 12

static double mcopy(const double *x, int n) {
  double buf[2 * N], acc[8];
  memcpy(buf, x, n * sizeof(double));
  memcpy(buf + n, buf, n * sizeof(double));
  memset(acc, 0, sizeof acc);
  for (int i = 0; i < n; i++) buf[i] = buf[i] * buf[i];
  for (int i = 0; i < 2 * n; i++) acc[i % 8] += buf[i] * sin(buf[(i + 1) % (2 * n)]);
  double s = 0.0;
  for (int j = 0; j < 8; j++) s += acc[j] * acc[j] * (j + 1);
  return s;
}

static void mout(const double *x, double *y, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  memcpy(t, x, n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = t[i] * exp(0.5 * t[(i + 1) % n]);
  memset(y, 0, n * sizeof(double));
  for (int i = 0; i < n; i++) y[(i + 1) % n] += t[i];
  memcpy(y, t, (n / 2) * sizeof(double));       /* overwrite the first half */
  memset(y + n - 1, 0, sizeof(double));           /* and zero the last entry */
  free(t);
}

typedef struct {
  int n;
  const double *w;
} Ctx;
static double obj_mcopy(const double *x, void *vc) { return mcopy(x, ((Ctx *)vc)->n); }
static double obj_mout(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  double y[N];
  mout(x, y, c->n);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * y[i];
  return s;
}

int main(void) {
  double x[N], dx[N], y[N], dy[N], w[N], yref[N];
  fill(x, N, -1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  static const int ns[] = {N, 5, 2};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c = {n, w};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)mcopy, x, dx, n);
    check_grad("mcopy.dx", obj_mcopy, &c, x, n, dx, 1e-6);

    memset(dx, 0, sizeof dx);
    memcpy(dy, w, sizeof dy);
    for (int i = 0; i < N; i++) y[i] = 100.0 + i; /* overwritten by mout */
    __enzyme_autodiff((void *)mout, x, dx, y, dy, n);
    check_grad("mout.JTw", obj_mout, &c, x, n, dx, 1e-6);
    mout(x, yref, n);
    for (int i = 0; i < n; i++) check("mout.primal_y", i, y[i], yref[i], 1e-12);
    for (int i = 0; i < n; i++) check("mout.dy_consumed", i, dy[i], 0.0, 0.0);

    memset(dx, 0, sizeof dx);
    memcpy(dy, w, sizeof dy);
    __enzyme_autodiff((void *)mout, enzyme_dup, x, dx, enzyme_dupnoneed, y, dy, n);
    check_grad("mout.JTw(dupnoneed y)", obj_mout, &c, x, n, dx, 1e-6);
  }
  return finish("memops");
}
