/* Reverse vector mode (Enzyme's enzyme_width N with __enzyme_autodiff): N
 * cotangents in one pass, the primal once. A vector-valued function's
 * Jacobian rows come out of one call: the outputs' N shadows hold N seeds
 * (enzyme_dup y, dy0 .. dyN-1, or one pointer and a byte stride with
 * enzyme_dupv / enzyme_dupnoneedv), the inputs' N shadows take N gradients;
 * an active scalar argument's N adjoints come back as a struct of N doubles
 * (an active result is seeded 1 in every lane). The functions loop with trip
 * counts known only at run time (their values cached for the reverse sweep),
 * allocate scratch memory, choose between pointers, update an argument in
 * place, keep an active value in a global, call functions that stay calls (noinline, recursive: their vector
 * derivatives take every lane in one call) and count their calls in a
 * global: every lane is checked against
 * central differences of its own weighted output, and the primal effects
 * must happen once. */
#include "lanes.h"

extern int enzyme_width, enzyme_dup, enzyme_dupv, enzyme_dupnoneed, enzyme_dupnoneedv, enzyme_const, enzyme_out;
typedef struct { double a[2]; double s[2]; } A2;
extern void __enzyme_autodiff(void *, ...);
extern A2 __enzyme_autodiff_a2(void *, ...);

/* in place, through a chosen pointer: x[i] updated from its neighbours */
static void fin(double *x, double *w, int n, int which) {
  calls++;
  double *p = which ? w : x;
  for (int s = 0; s < 3; s++)
    for (int i = 1; i < n; i++) x[i] = x[i] * cos(p[i - 1]) + 0.1 * x[i - 1] * x[i - 1];
}

/* a global holding an active value (a shadow global per lane) */
static double gscale;
static void fg(const double *x, double *y, int n) {
  gscale = 1.0;
  for (int i = 0; i < n; i++) gscale *= 1.0 + 0.1 * x[i] * x[i];
  for (int j = 0; j < M; j++) y[j] = gscale * sin(x[j] + j) + gscale * gscale;
}

/* a scalar of two active scalars and an array */
static double fs(double a, double b, const double *x, int n) {
  calls++;
  double s = 0.0;
  for (int i = 0; i < n; i++) s += log(1.0 + x[i] * x[i] * a) * cos(b * i) + a * b * x[i];
  return s * s;
}

/* one lane's weighted output <c, f(...)> as a function of the argument
   differentiated (v: x, or w for fin with wrt = 1), for check_grad */
typedef struct { int n, which, wrt; const double *x, *w, *c; } Lane;

static double lane_fv(const double *v, void *p) { return weighted_fv(v, ((Lane *)p)->n, ((Lane *)p)->c); }
static double lane_fc(const double *v, void *p) { return weighted_fc(v, ((Lane *)p)->n, ((Lane *)p)->c); }
static double lane_fg(const double *v, void *p) {
  Lane *L = (Lane *)p;
  double y[M];
  fg(v, y, L->n);
  return weighted(L->c, y, M);
}
static double lane_fin(const double *v, void *p) {
  Lane *L = (Lane *)p;
  double x[N], w[N];
  memcpy(x, L->wrt ? L->x : v, sizeof x);
  memcpy(w, L->wrt ? v : L->w, sizeof w);
  fin(x, w, L->n, L->which);
  return weighted(L->c, x, L->n);
}
static double lane_fs(const double *v, void *p) {
  Lane *L = (Lane *)p;
  return fs(L->w[0], L->w[1], v, L->n);
}
static double lane_fs_ab(const double *v, void *p) {
  Lane *L = (Lane *)p;
  return fs(v[0], v[1], L->x, L->n);
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
    for (int l = 0; l < 3; l++) {
      Lane L = {n, 0, 0, x, NULL, seeds[l]};
      check_grad("fv.width3(dup)", lane_fv, &L, x, n, dx[l], 1e-6);
    }
    double yref[M];
    fv(x, yref, n, M);
    for (int j = 0; j < M; j++) check("fv.primal_value", j, y[j], yref[j], 1e-12);

    /* two lanes through one pointer and a stride; the outputs' seeds likewise
       (enzyme_dupnoneedv: the primal outputs are not needed) */
    memset(dx, 0, sizeof dx);
    memcpy(dy, seeds, sizeof dy);
    __enzyme_autodiff((void *)fv, enzyme_width, 2, enzyme_dupv, sizeof(dx[0]), x, dx,
                      enzyme_dupnoneedv, sizeof(dy[0]), y, dy, enzyme_const, n, enzyme_const, M);
    for (int l = 0; l < 2; l++) {
      Lane L = {n, 0, 0, x, NULL, seeds[l]};
      check_grad("fv.width2(dupv)", lane_fv, &L, x, n, dx[l], 1e-6);
    }
    for (int i = 0; i < n; i++) check("fv.lane2_untouched", i, dx[2][i], 0.0, 0.0);

    /* calls that stay calls: their vector derivatives, all lanes in one call */
    memset(dx, 0, sizeof dx);
    memcpy(dy, seeds, sizeof dy);
    calls = 0;
    __enzyme_autodiff((void *)fc, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                      enzyme_dupnoneed, y, dy[0], dy[1], dy[2], enzyme_const, n);
    check("fc.primal_once", t, calls, 1.0, 0.0);
    for (int l = 0; l < 3; l++) {
      Lane L = {n, 0, 0, x, NULL, seeds[l]};
      check_grad("fc.width3(calls)", lane_fc, &L, x, n, dx[l], 1e-6);
    }

    /* an active global */
    memset(dx, 0, sizeof dx);
    memcpy(dy, seeds, sizeof dy);
    __enzyme_autodiff((void *)fg, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                      enzyme_dupnoneed, y, dy[0], dy[1], dy[2], enzyme_const, n);
    for (int l = 0; l < 3; l++) {
      Lane L = {n, 0, 0, x, NULL, seeds[l]};
      check_grad("fg.width3(global)", lane_fg, &L, x, n, dx[l], 1e-6);
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
      for (int l = 0; l < 3; l++) {
        Lane Lx = {n, which, 0, x, w, c[l]}, Lw = {n, which, 1, x, w, c[l]};
        check_grad("fin.width3.dx", lane_fin, &Lx, x, n, dxc[l], 1e-6);
        check_grad("fin.width3.dw", lane_fin, &Lw, w, n, dw[l], 1e-6);
      }
    }

    /* active scalars: [2 x double] per argument; the result seeded 1 in both lanes,
       so lane 1 repeats lane 0 (and the array's two shadows get the same gradient) */
    double ab[2] = {0.7, -0.4}, g0[N] = {0}, g1[N] = {0};
    calls = 0;
    A2 r = __enzyme_autodiff_a2((void *)fs, enzyme_width, 2, enzyme_out, ab[0], enzyme_out, ab[1],
                                enzyme_dup, x, g0, g1, enzyme_const, n);
    check("fs.primal_once", t, calls, 1.0, 0.0);
    Lane L = {n, 0, 0, x, ab, NULL};
    for (int l = 0; l < 2; l++) {
      double dab[2] = {r.a[l], r.s[l]};
      check_grad("fs.d(a,b)", lane_fs_ab, &L, ab, 2, dab, 1e-6);
    }
    check_grad("fs.dx.lane0", lane_fs, &L, x, n, g0, 1e-6);
    check_grad("fs.dx.lane1", lane_fs, &L, x, n, g1, 1e-6);
  }
  return finish("vector_reverse");
}
