/* Item 11: split mode. __enzyme_augmentfwd runs the forward pass and returns a
 * tape; the caller then sets the output shadow (it may change it between the
 * two calls); __enzyme_reverse takes the same arguments plus the tape and
 * accumulates the derivatives. stage() overwrites its input after reading it
 * (the reverse needs the old values: they must be on the tape). For g(),
 * which returns an active double and has an active scalar, __enzyme_reverse
 * takes the seed of the result before the tape and returns da. Two tapes are
 * live at once in the last check. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern void *__enzyme_augmentfwd(void *, ...);
extern double __enzyme_reverse(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

#define N 10

/* y = f(x), then x is overwritten with a damped copy of itself */
static void stage(double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] = x[i] * x[i] * sin(x[i]) + x[(i + 1) % n] * exp(-x[i]);
  for (int i = 0; i < n; i++) x[i] = 0.5 * x[i] * x[i];
}

static double g(const double *x, double a, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += sin(a * x[i]) * x[i];
  return s * a;
}

/* objective: sum w.y + sum v.x_final as a function of the initial x */
typedef struct {
  int n;
  const double *w, *v;
  double a;
} Ctx;
static double obj_stage(const double *x0, void *vc) {
  Ctx *c = (Ctx *)vc;
  double x[N], y[N];
  memcpy(x, x0, c->n * sizeof(double));
  stage(x, y, c->n);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * y[i] + c->v[i] * x[i];
  return s;
}
static double obj_g(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return g(x, c->a, c->n);
}

int main(void) {
  double x0[N], x[N], dx[N], y[N], dy[N], w[N], v[N], yref[N], xref[N], z[N], dz[N];
  fill(x0, N, -1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  static const int ns[] = {N, 3};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    Ctx c = {n, w, v, 0.8};

    /* stage: zero shadows for the forward pass, seeds set afterwards */
    memcpy(x, x0, sizeof x);
    memset(dx, 0, sizeof dx);
    memset(dy, 0, sizeof dy);
    void *tape = __enzyme_augmentfwd((void *)stage, x, dx, y, dy, n);
    memcpy(xref, x0, sizeof xref);
    stage(xref, yref, n);
    for (int i = 0; i < n; i++) check("stage.aug_primal_y", i, y[i], yref[i], 1e-12);
    for (int i = 0; i < n; i++) check("stage.aug_primal_x", i, x[i], xref[i], 1e-12);
    memcpy(dy, w, sizeof dy); /* the output seeds, changed between the calls */
    memcpy(dx, v, sizeof dx); /* the seed of the overwritten x */
    __enzyme_reverse((void *)stage, x, dx, y, dy, n, tape);
    check_grad("stage.JTw(split)", obj_stage, &c, x0, n, dx, 1e-6);

    /* g: seed 2.0 for the result, da returned by __enzyme_reverse */
    for (int k = 0; k < 2; k++) {
      double a = k ? -0.6 : 0.8, seed = k ? 1.0 : 2.0;
      c.a = a;
      memset(dx, 0, sizeof dx);
      void *tg = __enzyme_augmentfwd((void *)g, x0, dx, a, n);
      double da = __enzyme_reverse((void *)g, x0, dx, a, n, seed, tg);
      double h = step(a);
      check("g.da(split)", k, da, seed * (g(x0, a + h, n) - g(x0, a - h, n)) / ((a + h) - (a - h)), 1e-6);
      for (int i = 0; i < n; i++) dx[i] /= seed;
      check_grad("g.dx(split)", obj_g, &c, x0, n, dx, 1e-6);
    }

    /* two tapes live at once, reversed in the opposite order */
    c.a = 0.8;
    double x2[N], dx2[N];
    for (int i = 0; i < N; i++) x2[i] = -0.5 * x0[i] + 0.1;
    memcpy(x, x0, sizeof x);
    memset(dx, 0, sizeof dx);
    memset(dy, 0, sizeof dy);
    memset(dx2, 0, sizeof dx2);
    memset(dz, 0, sizeof dz);
    void *t1 = __enzyme_augmentfwd((void *)stage, x, dx, y, dy, n);
    double x2c[N];
    memcpy(x2c, x2, sizeof x2c);
    void *t2 = __enzyme_augmentfwd((void *)stage, x2c, dx2, z, dz, n);
    memcpy(dz, w, sizeof dz);
    memcpy(dx2, v, sizeof dx2);
    __enzyme_reverse((void *)stage, x2c, dx2, z, dz, n, t2);
    memcpy(dy, w, sizeof dy);
    memcpy(dx, v, sizeof dx);
    __enzyme_reverse((void *)stage, x, dx, y, dy, n, t1);
    check_grad("stage.JTw(tape 1 of 2)", obj_stage, &c, x0, n, dx, 1e-6);
    check_grad("stage.JTw(tape 2 of 2)", obj_stage, &c, x2, n, dx2, 1e-6);
  }
  return finish("split");
}
