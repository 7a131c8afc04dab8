/* Item 12: forward mode. __enzyme_fwddiff on scalar functions (enzyme_dup, x,
 * dx: a scalar and its tangent, both by value; the result is the tangent of
 * the result), on a function of an array returning a double (a tangent
 * array: the directional derivative), on a void function writing an output
 * array (the tangents appear in the output's shadow, which starts as garbage:
 * forward mode overwrites it), and on an in-place update of an array with a
 * local scratch array. Checked against central differences along the tangent
 * direction. */
#include "check.h"

extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed;

#define N 14

static double fs(double x) { return sin(x) * exp(0.3 * x) + x * x * x; }
static double fs2(double x, double y) { return x * y * y + log(1.0 + x * x) * cos(y); }

static double fa(const double *x, int n) {
  double s = 0.0, p = 1.0;
  for (int i = 0; i < n; i++) {
    s += x[i] * x[i] * sin(x[(i + 1) % n]);
    p *= 1.0 + 0.1 * x[i];
  }
  return s * p;
}

static void fv(const double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] = exp(0.5 * x[i]) * x[(i + 2) % n] - 0.3 * x[i] * x[i];
}

static void fin(double *x, int n) {
  double t[N];
  for (int i = 0; i < n; i++) t[i] = x[i] * x[i];
  for (int i = 1; i < n; i++) x[i] = x[i] * t[i - 1] + cos(t[i]);
  x[0] = sqrt(1.0 + t[n - 1]);
}

/* g(s) = f(x + s v) and its derivative at s = 0, by central differences */
typedef double (*along)(double s, void *ctx);
static double fd_along(along f, void *ctx) {
  double h = 1e-6;
  return (f(h, ctx) - f(-h, ctx)) / (2.0 * h);
}
typedef struct {
  const double *x, *v, *w;
  int n;
  int which; /* 0: fa, 1: w.fv, 2: w.fin */
} Ctx;
static double shifted(double s, void *vc) {
  Ctx *c = (Ctx *)vc;
  double xs[N] = {0}, ys[N] = {0};
  for (int i = 0; i < c->n; i++) xs[i] = c->x[i] + s * c->v[i];
  if (c->which == 0) return fa(xs, c->n);
  if (c->which == 1) fv(xs, ys, c->n);
  if (c->which == 2) {
    fin(xs, c->n);
    memcpy(ys, xs, c->n * sizeof(double));
  }
  double r = 0.0;
  for (int i = 0; i < c->n; i++) r += c->w[i] * ys[i];
  return r;
}
/* one output component: w = e_i */
static void check_components(const char *name, Ctx *c, const double *ad) {
  double e[N];
  for (int i = 0; i < c->n; i++) {
    memset(e, 0, sizeof e);
    e[i] = 1.0;
    c->w = e;
    check(name, i, ad[i], fd_along(shifted, c), 1e-6);
  }
}

int main(void) {
  static const double xs[] = {-1.3, -0.2, 0.45, 1.7};
  for (int k = 0; k < 4; k++) {
    double x = xs[k], y = 0.5 - 0.4 * k, h = step(x), hy = step(y);
    double dfs = (fs(x + h) - fs(x - h)) / ((x + h) - (x - h));
    check("fs.tangent(dx=1)", k, __enzyme_fwddiff((void *)fs, enzyme_dup, x, 1.0), dfs, 1e-6);
    check("fs.tangent(dx=-2.5)", k, __enzyme_fwddiff((void *)fs, enzyme_dup, x, -2.5), -2.5 * dfs, 1e-6);
    double fx = (fs2(x + h, y) - fs2(x - h, y)) / ((x + h) - (x - h));
    double fy = (fs2(x, y + hy) - fs2(x, y - hy)) / ((y + hy) - (y - hy));
    check("fs2.tangent(dup x, const y)", k, __enzyme_fwddiff((void *)fs2, enzyme_dup, x, 1.0, enzyme_const, y), fx,
          1e-6);
    check("fs2.tangent(dup x, dup y)", k,
          __enzyme_fwddiff((void *)fs2, enzyme_dup, x, 0.3, enzyme_dup, y, -0.7), 0.3 * fx - 0.7 * fy, 1e-6);
  }

  double x[N], v[N], y[N], dy[N], xc[N], dxc[N], vc[N];
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  static const int ns[] = {N, 4, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c = {x, v, 0, n, 0};
    memcpy(vc, v, sizeof vc);
    double dfa = __enzyme_fwddiff((void *)fa, enzyme_dup, x, vc, enzyme_const, n);
    check("fa.tangent", t, dfa, fd_along(shifted, &c), 1e-6);
    for (int i = 0; i < N; i++) check("fa.tangent_input_untouched", i, vc[i], v[i], 0.0);

    for (int i = 0; i < N; i++) dy[i] = 1234.5; /* garbage: overwritten */
    (void)__enzyme_fwddiff((void *)fv, x, vc, y, dy, n);
    c.which = 1;
    check_components("fv.tangent", &c, dy);

    memcpy(xc, x, sizeof xc);
    memcpy(dxc, v, sizeof dxc);
    (void)__enzyme_fwddiff((void *)fin, enzyme_dup, xc, dxc, n);
    c.which = 2;
    check_components("fin.tangent(in place)", &c, dxc);
    memcpy(vc, x, sizeof vc);
    fin(vc, n);
    for (int i = 0; i < n; i++) check("fin.primal", i, xc[i], vc[i], 1e-12);
  }
  return finish("fwd");
}
