/* Calls through function pointers inside differentiated code: a function chosen
 * at run time among two, a table of functions indexed by an argument, a callback
 * passed to the differentiated function (with pointer arguments: the shadows of
 * the arrays go to the callee's derivative), and a callback kept in a struct
 * with active data. Reverse mode against central differences, forward mode
 * along a direction against central differences and against reverse mode;
 * forward over reverse (the gradient's derivative calls through the pointer
 * too) against the second derivative worked out by hand. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 6

typedef double (*unary)(double);
__attribute__((noinline)) static double cube(double x) { return x * x * x; }
__attribute__((noinline)) static double wave(double x) { return sin(2.0 * x) + x; }
static unary table[3] = {cube, wave, exp};

/* a function chosen at run time */
static double chosen(const double *x, int n, int which) {
  unary f = which ? wave : cube;
  double s = 0.0;
  for (int i = 0; i < n; i++) s += f(x[i]) * x[(i + 1) % n];
  return s;
}

/* a table indexed by data (exp: a library function, never reached with k < 2) */
static double tabled(const double *x, int n, int k) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += table[(k + i) % 2](x[i]);
  return s * s;
}

/* callbacks with pointer arguments, passed to the differentiated function */
typedef void (*stencil)(const double *in, double *out, int n);
static void diff2(const double *in, double *out, int n) {
  for (int i = 0; i < n; i++) out[i] = in[(i + 1) % n] - 2.0 * in[i] + in[(i + n - 1) % n];
}
static void square_all(const double *in, double *out, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * in[i];
}
static double energy(const double *x, int n, stencil op) {
  double t[N];
  op(x, t, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] * t[i] * x[i];
  return s;
}

/* a callback kept next to active data */
typedef struct {
  unary f;
  double scale;
} Model;
static double model_eval(Model *m, const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += m->scale * m->f(x[i]);
  return s;
}

/* second derivatives: f = x g(x), f'' = 2 g' + x g'' */
static double scal(double x, int k) { return table[k](x) * x; }
__attribute__((noinline)) double dscal(double x, int k) {
  return __enzyme_autodiff((void *)scal, x, enzyme_const, k);
}
static double d2scal(double x, int k) {
  return k ? 4.0 * cos(2.0 * x) + 2.0 - 4.0 * x * sin(2.0 * x) : 12.0 * x * x;
}

typedef struct {
  int n, k;
  stencil op;
} Ctx;
static double obj_chosen(const double *x, void *c) { return chosen(x, ((Ctx *)c)->n, ((Ctx *)c)->k); }
static double obj_tabled(const double *x, void *c) { return tabled(x, ((Ctx *)c)->n, ((Ctx *)c)->k); }
static double obj_energy(const double *x, void *c) { return energy(x, ((Ctx *)c)->n, ((Ctx *)c)->op); }
static double obj_model(const double *x, void *c) {
  Model m = {((Ctx *)c)->k ? wave : cube, 1.5};
  return model_eval(&m, x, ((Ctx *)c)->n);
}

int main(void) {
  double x[N], dx[N], v[N];
  int n = N;
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  for (int k = 0; k < 2; k++) {
    Ctx c = {n, k, k ? square_all : diff2};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)chosen, x, dx, enzyme_const, n, enzyme_const, k);
    check_grad(k ? "chosen(wave).dx" : "chosen(cube).dx", obj_chosen, &c, x, n, dx, 1e-6);
    double t = __enzyme_fwddiff((void *)chosen, x, v, enzyme_const, n, enzyme_const, k);
    check("chosen.fwd", k, t, fd_dir(obj_chosen, &c, x, v, n), 1e-6);
    check_dot("chosen.fwd_rev", k, dx, v, n, t);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)tabled, x, dx, enzyme_const, n, enzyme_const, k);
    check_grad("tabled.dx", obj_tabled, &c, x, n, dx, 1e-6);
    t = __enzyme_fwddiff((void *)tabled, x, v, enzyme_const, n, enzyme_const, k);
    check("tabled.fwd", k, t, fd_dir(obj_tabled, &c, x, v, n), 1e-6);
    check_dot("tabled.fwd_rev", k, dx, v, n, t);

    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)energy, x, dx, enzyme_const, n, enzyme_const, c.op);
    check_grad(k ? "energy(square_all).dx" : "energy(diff2).dx", obj_energy, &c, x, n, dx, 1e-6);
    t = __enzyme_fwddiff((void *)energy, x, v, enzyme_const, n, enzyme_const, c.op);
    check("energy.fwd", k, t, fd_dir(obj_energy, &c, x, v, n), 1e-6);
    check_dot("energy.fwd_rev", k, dx, v, n, t);

    Model m = {k ? wave : cube, 1.5}, dm = {k ? wave : cube, 0.0};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)model_eval, enzyme_dup, &m, &dm, x, dx, enzyme_const, n);
    check_grad("model.dx", obj_model, &c, x, n, dx, 1e-6);
    double s = 0.0;                     /* d/dscale = sum f(x_i) */
    for (int i = 0; i < n; i++) s += m.f(x[i]);
    check("model.dscale", k, dm.scale, s, 1e-12);
    Model tm = {m.f, 0.0};
    t = __enzyme_fwddiff((void *)model_eval, enzyme_dup, &m, &tm, x, v, enzyme_const, n);
    check("model.fwd", k, t, fd_dir(obj_model, &c, x, v, n), 1e-6);

    double h = __enzyme_fwddiff((void *)dscal, x[k], 1.0, enzyme_const, k);
    check("scal.fwd_over_rev", k, h, d2scal(x[k], k), 1e-9);
  }
  return finish("fnptr");
}
