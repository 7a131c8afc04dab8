/* Item 5: a struct with int, double, pointer, long and float fields, passed by
 * pointer. The shadow is a second struct of the same type whose pointer field
 * points to the shadow array (Enzyme's convention); its non-float fields are
 * never read (they are zero here, as in `struct P dp = {0}; dp.xs = dxs;`).
 * pf() reads every field and returns a double: the derivatives land in dp.a,
 * dp.f and dxs. pnorm() writes the array and the double field: the shadows
 * of those outputs are seeded with weights first. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

struct P {
  int n;
  double a;
  double *xs;
  long k;
  float f;
};

#define N 12

static double pf(struct P *p) {
  double s = 0.0;
  for (int i = 0; i < p->n; i++)
    s += p->a * p->xs[i] * p->xs[i] + p->f * sin(p->xs[i]) * (double)(p->k + i);
  return s * (1.0 + 0.1 * p->a);
}

/* xs <- a * xs / |xs|, a <- |xs| (in place, both outputs) */
static void pnorm(struct P *p) {
  double s = 0.0;
  for (int i = 0; i < p->n; i++) s += p->xs[i] * p->xs[i];
  double norm = sqrt(s) + 0.01 * p->f;
  for (int i = 0; i < p->n; i++) p->xs[i] = p->a * p->xs[i] / norm;
  p->a = norm;
}

/* objectives for finite differences: v = (xs..., a), f fixed */
typedef struct {
  int n;
  long k;
  float f;
  const double *w; /* weights of the outputs: xs then a */
} Ctx;

static double obj_pf(const double *v, void *vc) {
  Ctx *c = (Ctx *)vc;
  double xs[N];
  memcpy(xs, v, c->n * sizeof(double));
  struct P p = {c->n, v[c->n], xs, c->k, c->f};
  return pf(&p);
}
static double obj_pnorm(const double *v, void *vc) {
  Ctx *c = (Ctx *)vc;
  double xs[N];
  memcpy(xs, v, c->n * sizeof(double));
  struct P p = {c->n, v[c->n], xs, c->k, c->f};
  pnorm(&p);
  double s = c->w[c->n] * p.a;
  for (int i = 0; i < c->n; i++) s += c->w[i] * xs[i];
  return s;
}

int main(void) {
  double x0[N], xs[N], dxs[N], v[N + 1], ad[N + 1], w[N + 1];
  fill(x0, N, -1.0, 1.0);
  fill(w, N + 1, -1.0, 1.0);
  static const int ns[] = {N, 3};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    long k = 3 + t;
    float f = 0.7f - 0.3f * t;
    double a = 1.3 + 0.2 * t;
    Ctx c = {n, k, f, w};
    memcpy(v, x0, n * sizeof(double));
    v[n] = a;

    /* pf: the shadow struct collects da and df, its pointer field dxs */
    memcpy(xs, x0, sizeof xs);
    memset(dxs, 0, sizeof dxs);
    struct P p = {n, a, xs, k, f};
    struct P dp;
    memset(&dp, 0, sizeof dp);
    dp.xs = dxs;
    __enzyme_autodiff((void *)pf, &p, &dp);
    memcpy(ad, dxs, n * sizeof(double));
    ad[n] = dp.a;
    check_grad("pf.d(xs,a)", obj_pf, &c, v, n + 1, ad, 1e-6);
    /* pf is affine in f: the difference is exact up to rounding */
    float fp = f + 0.125f, fm = f - 0.125f;
    struct P pp = {n, a, xs, k, fp}, pm = {n, a, xs, k, fm};
    check("pf.df(float field)", t, dp.f, (pf(&pp) - pf(&pm)) / ((double)fp - (double)fm), 1e-5);
    check("pf.dn_untouched", t, dp.n, 0.0, 0.0);
    check("pf.dk_untouched", t, (double)dp.k, 0.0, 0.0);
    check("pf.dxs_pointer_kept", t, dp.xs == dxs, 1.0, 0.0);

    /* pnorm: seed the outputs' shadows (dxs and dp.a) with weights */
    memcpy(xs, x0, sizeof xs);
    struct P q = {n, a, xs, k, f};
    struct P dq;
    memset(&dq, 0, sizeof dq);
    dq.xs = dxs;
    memcpy(dxs, w, n * sizeof(double));
    dq.a = w[n];
    __enzyme_autodiff((void *)pnorm, &q, &dq);
    memcpy(ad, dxs, n * sizeof(double));
    ad[n] = dq.a;
    check_grad("pnorm.JTw", obj_pnorm, &c, v, n + 1, ad, 1e-6);
    /* pnorm's outputs depend on f through 1/(norm + 0.01 f): a small step */
    float gp = f + 0.001f, gm = f - 0.001f;
    Ctx cp = {n, k, gp, w}, cm = {n, k, gm, w};
    check("pnorm.df(float field)", t, dq.f, (obj_pnorm(v, &cp) - obj_pnorm(v, &cm)) / ((double)gp - (double)gm),
          1e-4);
  }
  return finish("structs");
}
