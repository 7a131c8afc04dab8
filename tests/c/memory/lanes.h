/* The functions vector_reverse.c and split_width.c both differentiate in vector mode (their
 * lanes checked each against central differences): a loop nest over scratch memory (fv), calls
 * that stay calls (fc: noinline blend, recursive chain), and `calls`, the primal's effect. */
#ifndef ENZYMPY_TEST_LANES_H
#define ENZYMPY_TEST_LANES_H
#include "check.h"

#define N 7
#define M 4

static int calls; /* the primal's effect: once per derivative call */

/* y = f(x): a chain with a scratch array, a data-dependent branch and a loop
 * nest whose inner trip count comes from the data */
static void fv(const double *x, double *y, int n, int m) {
  calls++;
  double *t = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = x[i] > 0 ? sqrt(1.0 + x[i] * x[i]) : exp(x[i]) * x[(i + 1) % n];
  for (int j = 0; j < m; j++) {
    double acc = 0.0;
    int reps = 1 + (j + n) % 3;
    for (int r = 0; r < reps; r++)
      for (int i = 0; i < n; i++) acc += sin(t[i] * (j + 1) + r) * x[(i + j) % n];
    y[j] = acc * t[j % n];
  }
  free(t);
}

/* stays a call: a pointer, an active scalar and an active result */
__attribute__((noinline)) static double blend(double *p, double a, int i) {
  double old = p[i];
  p[i] = old * a + sin(p[i + 1]);
  return old * old * a;
}

/* recursive: stays a call */
__attribute__((noinline)) static double chain(const double *x, int k) {
  if (k == 0) return x[0];
  return x[k] * chain(x, k - 1) * 0.8 + cos(x[k]);
}

/* y = g(x): calls in a loop, in place into a scratch copy */
static void fc(const double *x, double *y, int n) {
  calls++;
  double t[N + 1];
  for (int i = 0; i < n; i++) t[i] = x[i];
  t[n] = 0.5;
  for (int j = 0; j < M; j++) {
    double s = 0.0;
    for (int i = 0; i + 1 < n; i++) s += blend(t, 0.9 + 0.01 * j + 0.1 * x[j], i);
    y[j] = s + chain(t, n - 1 - j);
  }
}

/* a lane's weighted output <c, y> */
static double weighted(const double *c, const double *y, int m) {
  double s = 0.0;
  for (int j = 0; j < m; j++) s += c[j] * y[j];
  return s;
}
/* <c, fv(x)> and <c, fc(x)>: a lane's objective, for check_grad */
static double weighted_fv(const double *x, int n, const double *c) {
  double y[M];
  fv(x, y, n, M);
  return weighted(c, y, M);
}
static double weighted_fc(const double *x, int n, const double *c) {
  double y[M];
  fc(x, y, n);
  return weighted(c, y, M);
}
#endif
