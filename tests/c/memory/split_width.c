/* Split mode in vector mode (Enzyme's enzyme_width N with __enzyme_augmentfwd
 * and __enzyme_reverse): the augmented forward pass runs the primal once and
 * returns a tape; the reverse pass later takes N seeds in the outputs' shadows
 * and gives N gradients in the inputs' shadows (enzyme_dup with N pointers, or
 * enzyme_dupv / enzyme_dupnoneedv with one pointer and a byte stride). Between
 * the two passes the caller changes what the reverse must not read again (the
 * tape has to hold it): the function overwrites its input in place, scratch
 * memory is freed, a second augmented call with other inputs runs before the
 * first reverse. Also: calls that stay calls (noinline, recursive), active
 * scalar arguments (their N adjoints come back as [N x double] per argument),
 * the tape in the caller's buffer (__enzyme_augmentsize, enzyme_allocated,
 * enzyme_tape, enzyme_nofree). Every lane is checked against central
 * differences of its own weighted output; the primal runs once per augmented
 * call. */
#include "lanes.h"

extern int enzyme_width, enzyme_dup, enzyme_dupv, enzyme_dupnoneed, enzyme_dupnoneedv, enzyme_const, enzyme_out;
extern int enzyme_allocated, enzyme_tape, enzyme_nofree;
typedef struct { double a[2]; double b[2]; } A2;
extern void *__enzyme_augmentfwd(void *, ...);
extern void __enzyme_reverse(void *, ...);
extern A2 __enzyme_reverse_a2(void *, ...);
extern long __enzyme_augmentsize(void *, ...);

/* in place: x[i] updated from its neighbours (the reverse needs the old x) */
static void fin(double *x, const double *w, int n) {
  calls++;
  for (int s = 0; s < 3; s++)
    for (int i = 1; i < n; i++) x[i] = x[i] * cos(w[i - 1] + x[i - 1]) + 0.1 * x[i - 1] * x[i - 1];
}

/* out[0] = h(a, b, x): two active scalars, the result through a pointer */
static void fs(double a, double b, const double *x, double *out, int n) {
  calls++;
  double s = 0.0;
  for (int i = 0; i < n; i++) s += log(1.0 + x[i] * x[i] * a) * cos(b * i) + a * b * x[i];
  out[0] = s * s;
}

typedef struct { int n; const double *x, *w, *c; double ab[2]; } Lane;

static double lane_fv(const double *v, void *p) { return weighted_fv(v, ((Lane *)p)->n, ((Lane *)p)->c); }
static double lane_fc(const double *v, void *p) { return weighted_fc(v, ((Lane *)p)->n, ((Lane *)p)->c); }
static double lane_fin_x(const double *v, void *p) {
  Lane *L = (Lane *)p;
  double x[N];
  memcpy(x, L->x, sizeof x);
  memcpy(x, v, L->n * sizeof(double));
  fin(x, L->w, L->n);
  return weighted(L->c, x, L->n);
}
static double lane_fin_w(const double *v, void *p) {
  Lane *L = (Lane *)p;
  double x[N];
  memcpy(x, L->x, sizeof x);
  fin(x, v, L->n);
  return weighted(L->c, x, L->n);
}
static double lane_fs_x(const double *v, void *p) {
  Lane *L = (Lane *)p;
  double out;
  fs(L->ab[0], L->ab[1], v, &out, L->n);
  return L->c[0] * out;
}
static double lane_fs_ab(const double *v, void *p) {
  Lane *L = (Lane *)p;
  double out;
  fs(v[0], v[1], L->x, &out, L->n);
  return L->c[0] * out;
}

int main(void) {
  double x[N], x2[N], seeds[3][M], dx[3][N], dx2[3][N], y[M], y2[M], dy[3][M], dy2[3][M];
  fill(x, N, -1.0, 1.0);
  fill(x2, N, -1.0, 1.0);
  for (int l = 0; l < 3; l++) fill(seeds[l], M, -1.0, 1.0);
  static const int ns[] = {N, 5};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    /* width 3, three shadow pointers each; two augmented calls, reversed last first */
    memset(dx, 0, sizeof dx);
    memset(dx2, 0, sizeof dx2);
    calls = 0;
    void *tape1 = __enzyme_augmentfwd((void *)fv, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                                      enzyme_dup, y, dy[0], dy[1], dy[2], enzyme_const, n, enzyme_const, M);
    void *tape2 = __enzyme_augmentfwd((void *)fv, enzyme_width, 3, enzyme_dup, x2, dx2[0], dx2[1], dx2[2],
                                      enzyme_dup, y2, dy2[0], dy2[1], dy2[2], enzyme_const, n, enzyme_const, M);
    check("fv.primal_once_each", t, calls, 2.0, 0.0);
    double yref[M];
    fv(x, yref, n, M);
    for (int j = 0; j < M; j++) check("fv.primal_value", j, y[j], yref[j], 1e-12);
    memcpy(dy, seeds, sizeof dy);
    memcpy(dy2, seeds, sizeof dy2);
    __enzyme_reverse((void *)fv, enzyme_width, 3, enzyme_dup, x2, dx2[0], dx2[1], dx2[2],
                     enzyme_dup, y2, dy2[0], dy2[1], dy2[2], enzyme_const, n, enzyme_const, M, tape2);
    __enzyme_reverse((void *)fv, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                     enzyme_dup, y, dy[0], dy[1], dy[2], enzyme_const, n, enzyme_const, M, tape1);
    for (int l = 0; l < 3; l++) {
      Lane L = {n, x, NULL, seeds[l], {0, 0}}, L2 = {n, x2, NULL, seeds[l], {0, 0}};
      check_grad("fv.split3(dup)", lane_fv, &L, x, n, dx[l], 1e-6);
      check_grad("fv.split3(dup).second", lane_fv, &L2, x2, n, dx2[l], 1e-6);
    }

    /* width 2, one pointer and a stride (enzyme_dupnoneedv: the outputs not needed) */
    memset(dx, 0, sizeof dx);
    void *tape = __enzyme_augmentfwd((void *)fv, enzyme_width, 2, enzyme_dupv, sizeof(dx[0]), x, dx,
                                     enzyme_dupnoneedv, sizeof(dy[0]), y, dy, enzyme_const, n, enzyme_const, M);
    memcpy(dy, seeds, sizeof dy);
    __enzyme_reverse((void *)fv, enzyme_width, 2, enzyme_dupv, sizeof(dx[0]), x, dx,
                     enzyme_dupnoneedv, sizeof(dy[0]), y, dy, enzyme_const, n, enzyme_const, M, tape);
    for (int l = 0; l < 2; l++) {
      Lane L = {n, x, NULL, seeds[l], {0, 0}};
      check_grad("fv.split2(dupv)", lane_fv, &L, x, n, dx[l], 1e-6);
    }
    for (int i = 0; i < n; i++) check("fv.lane2_untouched", i, dx[2][i], 0.0, 0.0);

    /* calls that stay calls */
    memset(dx, 0, sizeof dx);
    calls = 0;
    tape = __enzyme_augmentfwd((void *)fc, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                               enzyme_dupnoneed, y, dy[0], dy[1], dy[2], enzyme_const, n);
    check("fc.primal_once", t, calls, 1.0, 0.0);
    memcpy(dy, seeds, sizeof dy);
    __enzyme_reverse((void *)fc, enzyme_width, 3, enzyme_dup, x, dx[0], dx[1], dx[2],
                     enzyme_dupnoneed, y, dy[0], dy[1], dy[2], enzyme_const, n, tape);
    for (int l = 0; l < 3; l++) {
      Lane L = {n, x, NULL, seeds[l], {0, 0}};
      check_grad("fc.split3(calls)", lane_fc, &L, x, n, dx[l], 1e-6);
    }

    /* in place, the tape in the caller's buffer: x is overwritten by the
       augmented pass, and the caller scribbles on it before the reverse */
    {
      double xc[N], w[N], dxc[3][N], dw[3][N], c[3][N];
      unsigned char buf[1 << 14];
      long size = __enzyme_augmentsize((void *)fin, enzyme_width, 3, enzyme_dup, enzyme_dup, enzyme_const);
      check("fin.augmentsize_fits", t, size > 0 && size <= (long)sizeof buf, 1.0, 0.0);
      memcpy(xc, x, sizeof xc);
      fill(w, N, -0.5, 0.5);
      for (int l = 0; l < 3; l++) {
        fill(c[l], N, -1.0, 1.0);
        memset(dxc[l], 0, sizeof dxc[l]);
        memset(dw[l], 0, sizeof dw[l]);
      }
      calls = 0;
      __enzyme_augmentfwd((void *)fin, enzyme_width, 3, enzyme_allocated, size, enzyme_tape, (void *)buf,
                          enzyme_dup, xc, dxc[0], dxc[1], dxc[2], enzyme_dup, w, dw[0], dw[1], dw[2],
                          enzyme_const, n);
      check("fin.primal_once", t, calls, 1.0, 0.0);
      double ref[N];
      memcpy(ref, x, sizeof ref);
      fin(ref, w, n);
      for (int i = 0; i < n; i++) check("fin.primal_value", i, xc[i], ref[i], 1e-12);
      for (int i = 0; i < n; i++) xc[i] = 1e3 + i;     /* the reverse must not read x again */
      for (int l = 0; l < 3; l++) memcpy(dxc[l], c[l], sizeof c[l]);
      __enzyme_reverse((void *)fin, enzyme_width, 3, enzyme_allocated, size, enzyme_nofree, enzyme_tape,
                       (void *)buf, enzyme_dup, xc, dxc[0], dxc[1], dxc[2], enzyme_dup, w, dw[0], dw[1], dw[2],
                       enzyme_const, n);
      for (int l = 0; l < 3; l++) {
        Lane L = {n, x, w, c[l], {0, 0}};
        check_grad("fin.split3.dx", lane_fin_x, &L, x, n, dxc[l], 1e-6);
        check_grad("fin.split3.dw", lane_fin_w, &L, w, n, dw[l], 1e-6);
      }
    }

    /* active scalars: their two lanes' adjoints from the reverse call */
    {
      double ab[2] = {0.7, -0.4}, out[2] = {0, 0}, dout[2][1], g[2][N], c[2];
      memset(g, 0, sizeof g);
      fill(c, 2, -1.0, 1.0);
      calls = 0;
      tape = __enzyme_augmentfwd((void *)fs, enzyme_width, 2, enzyme_out, ab[0], enzyme_out, ab[1],
                                 enzyme_dup, x, g[0], g[1], enzyme_dup, out, dout[0], dout[1], enzyme_const, n);
      check("fs.primal_once", t, calls, 1.0, 0.0);
      dout[0][0] = c[0];
      dout[1][0] = c[1];
      A2 r = __enzyme_reverse_a2((void *)fs, enzyme_width, 2, enzyme_out, ab[0], enzyme_out, ab[1],
                                 enzyme_dup, x, g[0], g[1], enzyme_dup, out, dout[0], dout[1], enzyme_const, n, tape);
      for (int l = 0; l < 2; l++) {
        Lane L = {n, x, NULL, &c[l], {ab[0], ab[1]}};
        double dab[2] = {r.a[l], r.b[l]};
        check_grad("fs.split2.d(a,b)", lane_fs_ab, &L, ab, 2, dab, 1e-6);
        check_grad("fs.split2.dx", lane_fs_x, &L, x, n, g[l], 1e-6);
      }
    }
  }
  return finish("split_width");
}
