/* Forward vector mode (Enzyme's enzyme_width N): N tangents in one pass, the
 * primal once. Scalars with N tangents each (enzyme_dup x, dx1 .. dxN), arrays
 * with N shadow pointers (enzyme_dup) or one pointer and a byte stride
 * (enzyme_dupv / enzyme_dupnoneedv), results as a struct of N tangents (by
 * value or through sret) or in N output shadows. The functions loop, branch,
 * allocate, update a global and their arguments in place, and call a
 * recursive function that stays a call: every lane is checked against central
 * differences along its own direction, and the primal effects (an in-place
 * update, a global's count) must happen once. */
#include "check.h"

extern int enzyme_width, enzyme_dup, enzyme_dupv, enzyme_dupnoneedv, enzyme_const;
typedef struct { double d0, d1; } T2;
typedef struct { double d0, d1, d2; } T3;
typedef struct { double d0, d1, d2, d3, d4; } T5;
extern T2 __enzyme_fwddiff(void *, ...);
extern T3 __enzyme_fwddiff_t3(void *, ...);
extern T5 __enzyme_fwddiff_t5(void *, ...);
extern void __enzyme_fwddiff_void(void *, ...);

#define N 9

static double fs(double x, double y) { return x * y * y + log(1.0 + x * x) * cos(y) + (x > 0.3 ? x : -x); }

static double counter; /* a global the primal updates: once per call */
static double scale;   /* a global holding an active value */

__attribute__((noinline)) static double pw(const double *x, int k) { /* recursive: stays a call */
  if (k == 0) return 1.0;
  return x[k % 3] * pw(x, k - 1) * 0.9 + sin(x[k % 2]);
}

static double fa(const double *x, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  scale = 1.0;
  counter += 1.0;
  for (int i = 0; i < n; i++) {
    t[i] = x[i] * x[(i + 1) % n];
    scale *= 1.0 + 0.05 * t[i];
  }
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] > 0 ? sqrt(1.0 + t[i]) : exp(t[i]);
  free(t);
  return s * scale + pw(x, 4);
}

static void fin(double *x, int n) { /* in place: the primal must run once */
  double t[N];
  for (int i = 0; i < n; i++) t[i] = x[i] * x[i];
  for (int i = 1; i < n; i++) x[i] = x[i] * t[i - 1] + cos(t[i]);
  x[0] = sqrt(1.0 + t[n - 1]);
}

static void fv(const double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] = exp(0.5 * x[i]) * x[(i + 2) % n] - 0.3 * x[i] * pw(x, 2);
}

/* the derivative of g along v at x, by central differences */
typedef double (*objective_n)(const double *x, int n, int out);
static double ev_fa(const double *x, int n, int out) { (void)out; return fa(x, n); }
static double ev_fin(const double *x, int n, int out) {
  double y[N];
  memcpy(y, x, n * sizeof(double));
  fin(y, n);
  return y[out];
}
static double ev_fv(const double *x, int n, int out) {
  double y[N];
  fv(x, y, n);
  return y[out];
}
static double fd_dir(objective_n g, const double *x, const double *v, int n, int out) {
  double xp[N], xm[N], h = 1e-6;
  for (int i = 0; i < n; i++) { xp[i] = x[i] + h * v[i]; xm[i] = x[i] - h * v[i]; }
  return (g(xp, n, out) - g(xm, n, out)) / (2.0 * h);
}

int main(void) {
  static const double xs[] = {-1.3, -0.2, 0.45, 1.7};
  for (int k = 0; k < 4; k++) {
    double x = xs[k], y = 0.5 - 0.4 * k, h = 1e-6;
    double fx = (fs(x + h, y) - fs(x - h, y)) / (2 * h), fy = (fs(x, y + h) - fs(x, y - h)) / (2 * h);
    T2 d = __enzyme_fwddiff((void *)fs, enzyme_width, 2, x, 1.0, 0.0, y, 0.0, 1.0);
    check("fs.width2.lane0", k, d.d0, fx, 1e-6);
    check("fs.width2.lane1", k, d.d1, fy, 1e-6);
    T3 d3 = __enzyme_fwddiff_t3((void *)fs, enzyme_width, 3, enzyme_dup, x, 0.5, -1.0, 2.0, enzyme_const, y);
    check("fs.width3(const y).lane0", k, d3.d0, 0.5 * fx, 1e-6);
    check("fs.width3(const y).lane1", k, d3.d1, -fx, 1e-6);
    check("fs.width3(const y).lane2", k, d3.d2, 2.0 * fx, 1e-6);
  }

  double x[N], v[5][N], xc[N], dx[5][N], y[N], dy[3][N];
  fill(x, N, -1.0, 1.0);
  for (int l = 0; l < 5; l++) fill(v[l], N, -1.0, 1.0);
  static const int ns[] = {N, 4};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    /* five lanes through one pointer and a stride; the global counted once */
    counter = 0.0;
    memcpy(dx, v, sizeof dx);
    T5 g = __enzyme_fwddiff_t5((void *)fa, enzyme_width, 5, enzyme_dupv, sizeof(dx[0]), x, dx, enzyme_const, n);
    double lanes[5] = {g.d0, g.d1, g.d2, g.d3, g.d4};
    check("fa.primal_ran_once", t, counter, 1.0, 0.0);
    for (int l = 0; l < 5; l++) check("fa.width5(dupv)", 10 * t + l, lanes[l], fd_dir(ev_fa, x, v[l], n, 0), 1e-6);
    for (int i = 0; i < n; i++) check("fa.tangents_untouched", i, dx[2][i], v[2][i], 0.0);

    /* two lanes given as two shadow pointers: in place, the primal once */
    double d0[N], d1[N];
    memcpy(xc, x, sizeof xc);
    memcpy(d0, v[0], sizeof d0);
    memcpy(d1, v[3], sizeof d1);
    __enzyme_fwddiff_void((void *)fin, enzyme_width, 2, enzyme_dup, xc, d0, d1, enzyme_const, n);
    for (int i = 0; i < n; i++) {
      check("fin.width2.lane0", i, d0[i], fd_dir(ev_fin, x, v[0], n, i), 1e-6);
      check("fin.width2.lane1", i, d1[i], fd_dir(ev_fin, x, v[3], n, i), 1e-6);
    }
    double ref[N];
    memcpy(ref, x, sizeof ref);
    fin(ref, n);
    for (int i = 0; i < n; i++) check("fin.primal_once", i, xc[i], ref[i], 1e-12);

    /* three lanes, outputs through enzyme_dupnoneedv (garbage in the shadows: overwritten) */
    for (int l = 0; l < 3; l++)
      for (int i = 0; i < N; i++) dy[l][i] = 1234.5;
    __enzyme_fwddiff_void((void *)fv, enzyme_width, 3, enzyme_dupv, sizeof(v[0]), x, v,
                          enzyme_dupnoneedv, sizeof(dy[0]), y, dy, enzyme_const, n);
    for (int l = 0; l < 3; l++)
      for (int i = 0; i < n; i++) check("fv.width3(dupnoneedv)", 100 * l + i, dy[l][i], fd_dir(ev_fv, x, v[l], n, i), 1e-6);
  }
  return finish("vector");
}
