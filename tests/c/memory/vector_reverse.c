/* Reverse vector mode (Enzyme's enzyme_width N with __enzyme_autodiff): N
 * cotangents in one pass, the primal once. A vector-valued function's
 * Jacobian rows come out of one call: the outputs' N shadows hold N seeds
 * (enzyme_dup y, dy0 .. dyN-1, or one pointer and a byte stride with
 * enzyme_dupv / enzyme_dupnoneedv), the inputs' N shadows take N gradients;
 * an active scalar argument's N adjoints come back as a struct of N doubles
 * (an active result is seeded 1 in every lane). The functions loop with trip
 * counts known only at run time (their values cached for the reverse sweep),
 * allocate scratch memory, choose between pointers, update an argument in
 * place, call functions that stay calls (noinline, recursive: their vector
 * derivatives take every lane in one call) and count their calls in a
 * global: every lane is checked against
 * central differences of its own weighted output, and the primal effects
 * must happen once. */
#include "check.h"

extern int enzyme_width, enzyme_dup, enzyme_dupv, enzyme_dupnoneed, enzyme_dupnoneedv, enzyme_const, enzyme_out;
typedef struct { double a[2]; double s[2]; } A2;
extern void __enzyme_autodiff(void *, ...);
extern A2 __enzyme_autodiff_a2(void *, ...);

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

/* in place, through a chosen pointer: x[i] updated from its neighbours */
static void fin(double *x, double *w, int n, int which) {
  calls++;
  double *p = which ? w : x;
  for (int s = 0; s < 3; s++)
    for (int i = 1; i < n; i++) x[i] = x[i] * cos(p[i - 1]) + 0.1 * x[i - 1] * x[i - 1];
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

/* a scalar of two active scalars and an array */
static double fs(double a, double b, const double *x, int n) {
  calls++;
  double s = 0.0;
  for (int i = 0; i < n; i++) s += log(1.0 + x[i] * x[i] * a) * cos(b * i) + a * b * x[i];
  return s * s;
}

/* central differences of <c, f(x)> for one lane's seed c */
static double lane_fv(const double *x, int n, int m, const double *c) {
  double y[M];
  fv(x, y, n, m);
  double s = 0.0;
  for (int j = 0; j < m; j++) s += c[j] * y[j];
  return s;
}
static double fd_fv(double *x, int n, int m, const double *c, int i) {
  double x0 = x[i], h = step(x0);
  x[i] = x0 + h;
  double fp = lane_fv(x, n, m, c);
  x[i] = x0 - h;
  double fm = lane_fv(x, n, m, c);
  x[i] = x0;
  return (fp - fm) / (2 * h);
}
static double lane_fc(const double *x, int n, const double *c) {
  double y[M];
  fc(x, y, n);
  double s = 0.0;
  for (int j = 0; j < M; j++) s += c[j] * y[j];
  return s;
}
static double lane_fin(const double *x0, const double *w, int n, int which, const double *c, int dw) {
  double x[N], ww[N];
  memcpy(x, x0, sizeof x);
  memcpy(ww, w, sizeof ww);
  fin(x, ww, n, which);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += c[i] * x[i];
  (void)dw;
  return s;
}

int main(void) {
  double x[N], seeds[3][M], dx[3][N], y[M], dy[3][M];
  fill(x, N, -1.0, 1.0);
  for (int l = 0; l < 3; l++) fill(seeds[l], M, -1.0, 1.0);
  static const int ns[] = {N, 5};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    /* three Jacobian rows through three shadow pointers each */
    memset(dx, 0, sizeof dx);
    memcpy(dy, seeds, sizeof dy);
    calls = 0;
    __enzyme_autodiff((void *)fv, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                      enzyme_dup, y, dy[0], dy[1], dy[2], enzyme_const, n, enzyme_const, M);
    check("fv.primal_once", t, calls, 1.0, 0.0);
    for (int l = 0; l < 3; l++)
      for (int i = 0; i < n; i++) check("fv.width3(dup)", 100 * t + 10 * l + i, dx[l][i], fd_fv(x, n, M, seeds[l], i), 1e-6);
    double yref[M];
    fv(x, yref, n, M);
    for (int j = 0; j < M; j++) check("fv.primal_value", j, y[j], yref[j], 1e-12);

    /* two lanes through one pointer and a stride; the outputs' seeds likewise
       (enzyme_dupnoneedv: the primal outputs are not needed) */
    memset(dx, 0, sizeof dx);
    memcpy(dy, seeds, sizeof dy);
    __enzyme_autodiff((void *)fv, enzyme_width, 2, enzyme_dupv, sizeof(dx[0]), x, dx,
                      enzyme_dupnoneedv, sizeof(dy[0]), y, dy, enzyme_const, n, enzyme_const, M);
    for (int l = 0; l < 2; l++)
      for (int i = 0; i < n; i++) check("fv.width2(dupv)", 100 * t + 10 * l + i, dx[l][i], fd_fv(x, n, M, seeds[l], i), 1e-6);
    for (int i = 0; i < n; i++) check("fv.lane2_untouched", i, dx[2][i], 0.0, 0.0);

    /* calls that stay calls: their vector derivatives, all lanes in one call */
    memset(dx, 0, sizeof dx);
    memcpy(dy, seeds, sizeof dy);
    calls = 0;
    __enzyme_autodiff((void *)fc, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                      enzyme_dupnoneed, y, dy[0], dy[1], dy[2], enzyme_const, n);
    check("fc.primal_once", t, calls, 1.0, 0.0);
    for (int l = 0; l < 3; l++)
      for (int i = 0; i < n; i++) {
        double xp[N], xm[N], h = step(x[i]);
        memcpy(xp, x, sizeof xp);
        memcpy(xm, x, sizeof xm);
        xp[i] += h;
        xm[i] -= h;
        check("fc.width3(calls)", 100 * t + 10 * l + i, dx[l][i], (lane_fc(xp, n, seeds[l]) - lane_fc(xm, n, seeds[l])) / (2 * h), 1e-6);
      }

    /* in place: lane l's seed is in its shadow of x on entry; gradients come
       back there (and in w's shadows); the primal runs once */
    for (int which = 0; which < 2; which++) {
      double xc[N], w[N], dxc[3][N], dw[3][N], c[3][N];
      memcpy(xc, x, sizeof xc);
      fill(w, N, -0.5, 0.5);
      for (int l = 0; l < 3; l++) {
        fill(c[l], N, -1.0, 1.0);
        memcpy(dxc[l], c[l], sizeof c[l]);
        memset(dw[l], 0, sizeof dw[l]);
      }
      calls = 0;
      __enzyme_autodiff((void *)fin, enzyme_width, 3, enzyme_dup, xc, dxc[0], dxc[1], dxc[2],
                        enzyme_dup, w, dw[0], dw[1], dw[2], enzyme_const, n, enzyme_const, which);
      check("fin.primal_once", which, calls, 1.0, 0.0);
      double ref[N], wc[N];
      memcpy(ref, x, sizeof ref);
      memcpy(wc, w, sizeof wc);
      fin(ref, wc, n, which);
      for (int i = 0; i < n; i++) check("fin.primal_value", i, xc[i], ref[i], 1e-12);
      for (int l = 0; l < 3; l++)
        for (int i = 0; i < n; i++) {
          double xp[N], xm[N], h = step(x[i]);
          memcpy(xp, x, sizeof xp);
          memcpy(xm, x, sizeof xm);
          xp[i] += h;
          xm[i] -= h;
          double fdx = (lane_fin(xp, w, n, which, c[l], 0) - lane_fin(xm, w, n, which, c[l], 0)) / (2 * h);
          check("fin.width3.dx", 1000 * which + 100 * t + 10 * l + i, dxc[l][i], fdx, 1e-6);
          double wp[N], wm[N], hw = step(w[i]);
          memcpy(wp, w, sizeof wp);
          memcpy(wm, w, sizeof wm);
          wp[i] += hw;
          wm[i] -= hw;
          double fdw = (lane_fin(x, wp, n, which, c[l], 1) - lane_fin(x, wm, n, which, c[l], 1)) / (2 * hw);
          check("fin.width3.dw", 1000 * which + 100 * t + 10 * l + i, dw[l][i], fdw, 1e-6);
        }
    }

    /* active scalars: [2 x double] per argument; the result seeded 1 in both lanes,
       so lane 1 repeats lane 0 (and the array's two shadows get the same gradient) */
    double a = 0.7, b = -0.4, h = 1e-6, g0[N] = {0}, g1[N] = {0};
    calls = 0;
    A2 r = __enzyme_autodiff_a2((void *)fs, enzyme_width, 2, enzyme_out, a, enzyme_out, b,
                                enzyme_dup, x, g0, g1, enzyme_const, n);
    check("fs.primal_once", t, calls, 1.0, 0.0);
    double fa = (fs(a + h, b, x, n) - fs(a - h, b, x, n)) / (2 * h);
    double fb = (fs(a, b + h, x, n) - fs(a, b - h, x, n)) / (2 * h);
    for (int l = 0; l < 2; l++) {
      check("fs.da", 10 * t + l, r.a[l], fa, 1e-6);
      check("fs.db", 10 * t + l, r.s[l], fb, 1e-6);
    }
    for (int i = 0; i < n; i++) {
      double xp[N], xm[N], hx = step(x[i]);
      memcpy(xp, x, sizeof xp);
      memcpy(xm, x, sizeof xm);
      xp[i] += hx;
      xm[i] -= hx;
      double fdx = (fs(a, b, xp, n) - fs(a, b, xm, n)) / (2 * hx);
      check("fs.dx.lane0", 10 * t + i, g0[i], fdx, 1e-6);
      check("fs.dx.lane1", 10 * t + i, g1[i], fdx, 1e-6);
    }
  }
  return finish("vector_reverse");
}
