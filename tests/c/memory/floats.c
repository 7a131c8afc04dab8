/* float arrays: `float *` data and float shadows. Each function is defined
 * twice from one macro, in float (differentiated) and in double (a twin for
 * accurate finite differences); the float derivatives are compared with the
 * twin's central differences at a float-sized tolerance, and with central
 * differences of the float function itself at a loose one. */
#include "check.h"

extern float __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

#define N 16
#define TOL_TWIN 1e-4
#define TOL_SELF 2e-2

#define DEF_FSUM(NAME, T, SIN)                                             \
  static T NAME(const T *x, int n) {                                       \
    T s = 0;                                                               \
    for (int i = 0; i < n; i++) s += x[i] * x[i] * SIN(x[i]) + (T)0.5 * x[i] * x[(i + 1) % n]; \
    return s;                                                              \
  }
DEF_FSUM(fsum, float, sinf)
DEF_FSUM(fsum_d, double, sin)

/* an active float scalar next to the array */
#define DEF_FSCALE(NAME, T, EXP)                                    \
  static T NAME(const T *x, T a, int n) {                           \
    T s = 0;                                                        \
    for (int i = 0; i < n; i++) s += EXP(a * x[i]) * x[i];          \
    return s / (1 + a * a);                                         \
  }
DEF_FSCALE(fscale, float, expf)
DEF_FSCALE(fscale_d, double, exp)

/* a float output array */
#define DEF_FMAP(NAME, T, COS)                                                     \
  static void NAME(const T *x, T *y, int n) {                                      \
    for (int i = 0; i < n; i++) y[i] = COS(x[i]) * x[(i + 1) % n] + (T)0.25 * x[i] * x[i]; \
  }
DEF_FMAP(fmap, float, cosf)
DEF_FMAP(fmap_d, double, cos)

typedef struct {
  int n;
  float a;
  const double *w;
  int which;
} Ctx;
/* objectives on the double twin */
static double obj_twin(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  if (c->which == 0) return fsum_d(x, c->n);
  if (c->which == 1) return fscale_d(x, c->a, c->n);
  double y[N], s = 0.0;
  fmap_d(x, y, c->n);
  for (int i = 0; i < c->n; i++) s += c->w[i] * y[i];
  return s;
}
/* the float functions themselves, along coordinate i with a float step */
static double fd_self(Ctx *c, const float *x0, int i) {
  float x[N];
  memcpy(x, x0, c->n * sizeof(float));
  float h = 1e-2f, xp = x0[i] + h, xm = x0[i] - h;
  double fp, fm;
  for (int side = 0; side < 2; side++) {
    x[i] = side ? xm : xp;
    double r;
    if (c->which == 0)
      r = fsum(x, c->n);
    else if (c->which == 1)
      r = fscale(x, c->a, c->n);
    else {
      float y[N];
      fmap(x, y, c->n);
      r = 0.0;
      for (int k = 0; k < c->n; k++) r += c->w[k] * y[k];
    }
    if (side) fm = r; else fp = r;
  }
  return (fp - fm) / ((double)xp - (double)xm);
}
static void check_float_grad(const char *name, Ctx *c, const float *x, const float *ad) {
  double xd[N], add[N];
  char self[64];
  for (int i = 0; i < c->n; i++) {
    xd[i] = x[i];
    add[i] = ad[i];
  }
  check_grad(name, obj_twin, c, xd, c->n, add, TOL_TWIN);
  snprintf(self, sizeof self, "%s(self fd)", name);
  for (int i = 0; i < c->n; i++) check(self, i, ad[i], fd_self(c, x, i), TOL_SELF);
}

int main(void) {
  float x[N], dx[N], y[N], dy[N];
  double w[N];
  for (int i = 0; i < N; i++) x[i] = (float)urand(-1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  static const int ns[] = {N, 3};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    Ctx c = {n, 0.6f, w, 0};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)fsum, x, dx, n);
    check_float_grad("fsum.dx", &c, x, dx);

    c.which = 1;
    for (int k = 0; k < 2; k++) {
      float a = k ? -0.45f : 0.6f;
      c.a = a;
      memset(dx, 0, sizeof dx);
      float da = __enzyme_autodiff((void *)fscale, x, dx, a, n);
      check_float_grad("fscale.dx", &c, x, dx);
      double xd[N];
      for (int i = 0; i < n; i++) xd[i] = x[i];
      double h = 1e-4;
      check("fscale.da", k, da, (fscale_d(xd, a + h, n) - fscale_d(xd, a - h, n)) / (2 * h), TOL_TWIN);
    }

    c.which = 2;
    memset(dx, 0, sizeof dx);
    for (int i = 0; i < N; i++) dy[i] = (float)w[i];
    __enzyme_autodiff((void *)fmap, x, dx, y, dy, n);
    double wf[N];
    for (int i = 0; i < N; i++) wf[i] = (float)w[i]; /* the seed as the function saw it */
    c.w = wf;
    check_float_grad("fmap.JTw", &c, x, dx);
    c.w = w;
  }
  return finish("floats");
}
