/* memmove within one array, both ways: shifting a history window left (dst below src, as a
 * FIR filter or std::copy(h + 1, h + n, h) does), right (dst above src), deleting an entry,
 * in double and in float. The reverse pass must read every element of dst's adjoint before it
 * adds into the same memory as part of src's: walked the wrong way, the adjoints piled up in
 * the last element (a silent wrong gradient, found on a FIR filter). Forward mode is checked
 * against reverse by the dot-product test. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 9

/* weights the moved array so that every element's adjoint differs */
static double weigh(const double *b, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += (i + 1) * b[i] * b[i] + 0.5 * b[i];
  return s;
}

static double shift(double *b, int n, int k) {       /* k > 0: left by k; k < 0: right by -k */
  if (k > 0) memmove(b, b + k, (n - k) * sizeof(double));
  else memmove(b - k, b, (n + k) * sizeof(double));
  return weigh(b, n);
}

static double fir(double *h, const double *x, int n, int steps) {
  double y = 0.0;
  for (int t = 0; t < steps; t++) {
    memmove(h, h + 1, (n - 1) * sizeof(double));      /* the oldest sample leaves */
    h[n - 1] = x[t];
    double acc = 0.0;
    for (int i = 0; i < n; i++) acc += (0.1 * i + 0.3) * h[i];
    y += acc * acc;
  }
  return y;
}

static double erase(double *b, int n, int j) {        /* delete entry j, compact */
  memmove(b + j, b + j + 1, (n - j - 1) * sizeof(double));
  return weigh(b, n - 1);
}

static double shiftf(float *b, int n, int k) {
  memmove(b, b + k, (n - k) * sizeof(float));
  double s = 0.0;
  for (int i = 0; i < n; i++) s += (i + 1) * (double)b[i] * b[i];
  return s;
}

typedef struct {
  int n, k, steps, which;          /* which: 0 shift, 1 fir, 2 erase */
  const double *x;
} Ctx;
/* the functions above on a copy of their array (they move its elements in place) */
static double obj_moved(const double *b, void *vc) {
  Ctx *c = (Ctx *)vc;
  double t[N];
  memcpy(t, b, sizeof t);
  return c->which == 0 ? shift(t, c->n, c->k) : c->which == 1 ? fir(t, c->x, c->n, c->steps)
                                                               : erase(t, c->n, c->k);
}
/* shiftf's function in double (differences of the float program would be mostly rounding) */
static double obj_shiftf(const double *b, void *vc) {
  Ctx *c = (Ctx *)vc;
  double t[N], s = 0.0;
  memcpy(t, b, sizeof t);
  memmove(t, t + c->k, (c->n - c->k) * sizeof(double));
  for (int i = 0; i < c->n; i++) s += (i + 1) * t[i] * t[i];
  return s;
}

int main(void) {
  double b0[N], b[N], db[N], v[N], x[N];
  fill(b0, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  fill(x, N, -1.0, 1.0);
  static const int ks[] = {1, 2, 4, -1, -3};
  for (int t = 0; t < 5; t++) {
    Ctx c = {N, ks[t], 0, 0, x};
    memcpy(b, b0, sizeof b);
    memset(db, 0, sizeof db);
    __enzyme_autodiff((void *)shift, enzyme_dup, b, db, enzyme_const, N, enzyme_const, ks[t]);
    check_grad("shift.db", obj_moved, &c, b0, N, db, 1e-6);
    /* forward against reverse: <J v, 1> = <v, J^T 1> */
    double bv[N], tv[N];
    memcpy(bv, b0, sizeof bv);
    memcpy(tv, v, sizeof tv);
    double jv = __enzyme_fwddiff((void *)shift, enzyme_dup, bv, tv, enzyme_const, N, enzyme_const, ks[t]);
    double vjt = 0.0;
    for (int i = 0; i < N; i++) vjt += v[i] * db[i];
    check("shift.fwd_vs_rev", t, jv, vjt, 1e-9);
  }
  for (int steps = 1; steps <= 4; steps += 3) {
    Ctx c = {N, 0, steps, 1, x};
    memcpy(b, b0, sizeof b);
    memset(db, 0, sizeof db);
    __enzyme_autodiff((void *)fir, enzyme_dup, b, db, enzyme_const, x, enzyme_const, N,
                      enzyme_const, steps);
    check_grad("fir.dh", obj_moved, &c, b0, N, db, 1e-6);
  }
  for (int j = 0; j < N - 1; j += 3) {
    Ctx c = {N, j, 0, 2, x};
    memcpy(b, b0, sizeof b);
    memset(db, 0, sizeof db);
    __enzyme_autodiff((void *)erase, enzyme_dup, b, db, enzyme_const, N, enzyme_const, j);
    check_grad("erase.db", obj_moved, &c, b0, N, db, 1e-6);
  }
  {
    Ctx c = {N, 2, 0, 0, x};
    float bf[N], dbf[N];
    double g[N], b0f[N];
    for (int i = 0; i < N; i++) bf[i] = (float)b0[i], dbf[i] = 0.0f, b0f[i] = (float)b0[i];
    __enzyme_autodiff((void *)shiftf, enzyme_dup, bf, dbf, enzyme_const, N, enzyme_const, 2);
    for (int i = 0; i < N; i++) g[i] = dbf[i];
    check_grad("shiftf.db", obj_shiftf, &c, b0f, N, g, 1e-3);
  }
  return finish("memmove");
}
