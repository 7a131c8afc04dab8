/* libm functions with an integer operand, a pointer output or a special-function derivative,
 * in reverse (__enzyme_autodiff) and forward (__enzyme_fwddiff) mode, double and float:
 * ldexp scalbn frexp modf lgamma tgamma remainder nextafter fmod.
 *
 * Checked against central differences (the float versions against those of their double
 * twins), and lgamma's derivative (digamma) against its closed forms at integers and
 * half-integers: psi(n) = H(n-1) - gamma, psi(n + 1/2) = -gamma - 2 ln 2 + sum 2/(2k-1), and
 * psi(1/2 - n) = psi(1/2 + n). Points keep away from the jumps (integers for modf, powers of 2
 * for frexp, half-multiples for remainder) and the poles of the gamma function.
 *
 * Pointer outputs into duplicated memory: modf writes its integral part over a value that
 * depended on x, frexp its exponent into an int field of a struct with a shadow. Their
 * derivative is 0, so forward mode must overwrite the tangent there (the shadow starts as
 * garbage) and reverse mode must drop the adjoint there (never pass it to x). */
#include <stdlib.h>

#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern float __enzyme_autodiff_f(void *, ...);
extern float __enzyme_fwddiff_f(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

static const double EULER = 0.57721566490153286061;
static const double LN2 = 0.69314718055994530942;

/* central difference, step relative to |x| (frexp's tiny and huge arguments) */
static double fd1(double (*f)(double), double x) {
  double h = 1e-6 * (fabs(x) > 1e-3 ? fabs(x) : 1e-3);
  if (fabs(x) < 1e-3) h = 1e-6 * fabs(x);
  double xp = x + h, xm = x - h;
  return (f(xp) - f(xm)) / (xp - xm);
}

/* ---------------------------------------------------------------- double, one argument */
static double f_ldexp(double x) { return ldexp(x * x, 3) + scalbn(sin(x), -2) + ldexp(x, -40) * 1e12; }
static double f_ldexpn(double x, int n) { return ldexp(x, n) * x; }
static double f_frexp(double x) {
  int e;
  double m = frexp(x, &e);
  return m * m + m * e;
}
static double f_modf(double x) {
  double ip;
  double fr = modf(x, &ip);
  return fr * fr + ip * x + ip;
}
static double f_lgamma(double x) { return lgamma(x); }
static double f_tgamma(double x) { return tgamma(x) * x; }
static double f_rem(double x) { return remainder(x * x, 0.7) + remainder(5.3, x) * x; }
static double f_next(double x) { return nextafter(x * x, 3.0) + nextafter(2.0, x) * x; }
static double f_rem2(double x, double y) { return remainder(x, y) * y; }
static double f_fmod2(double x, double y) { return fmod(x, y) * y; }

/* ---------------------------------------------------------------- float twins (of the above) */
static float g_ldexp(float x) { return ldexpf(x * x, 3) + scalbnf(sinf(x), -2) + ldexpf(x, -40) * 1e12f; }
static float g_frexp(float x) {
  int e;
  float m = frexpf(x, &e);
  return m * m + m * (float)e;
}
static float g_modf(float x) {
  float ip;
  float fr = modff(x, &ip);
  return fr * fr + ip * x + ip;
}
static float g_lgamma(float x) { return lgammaf(x); }
static float g_tgamma(float x) { return tgammaf(x) * x; }
static float g_rem(float x) { return remainderf(x * x, 0.7f) + nextafterf(x, 5.0f) * x; }
static double d_rem(double x) { return remainder(x * x, (double)0.7f) + x * x; }

/* ---------------------------------------------------------------- pointer outputs */
/* modf's integral part overwrites out[1] (first a value that depends on x) */
static void f_modf_out(const double *x, double *out) {
  out[1] = x[0] * x[1];
  out[0] = modf(3.0 * x[0], &out[1]) + out[1] * x[1];
  out[2] = sin(x[1]) * out[1];
}
typedef struct {
  double m;
  int e;
  double w;
} Split;
/* frexp's exponent goes to an int field of a struct that has a shadow */
static void f_split(const double *x, Split *s) {
  s->w = x[1] * x[0];
  s->m = frexp(x[0], &s->e) * x[1];
  s->w += s->m * s->e;
}

/* modf overwrites p[i] after a was read from it: a reverse pass that read p[i] again for a
 * (believing the call writes no memory) would get the integral part */
static double f_modf_loop(double *p, double x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    double a = p[i];
    double fr = modf(x * (i + 1), &p[i]);
    s += a * a * fr;
  }
  return s;
}

/* J[i][j] = d out_i / d x_j by central differences, for the two vector functions */
static void jac_modf(const double *x, double J[3][2]) {
  for (int j = 0; j < 2; j++) {
    double xp[2] = {x[0], x[1]}, xm[2] = {x[0], x[1]}, op[3], om[3];
    double h = 1e-6 * (fabs(x[j]) > 1.0 ? fabs(x[j]) : 1.0);
    xp[j] += h;
    xm[j] -= h;
    f_modf_out(xp, op);
    f_modf_out(xm, om);
    for (int i = 0; i < 3; i++) J[i][j] = (op[i] - om[i]) / (xp[j] - xm[j]);
  }
}
static void jac_split(const double *x, double J[2][2]) {
  for (int j = 0; j < 2; j++) {
    double xp[2] = {x[0], x[1]}, xm[2] = {x[0], x[1]};
    Split sp, sm;
    double h = 1e-6 * (fabs(x[j]) > 1.0 ? fabs(x[j]) : 1.0);
    xp[j] += h;
    xm[j] -= h;
    f_split(xp, &sp);
    f_split(xm, &sm);
    J[0][j] = (sp.m - sm.m) / (xp[j] - xm[j]);
    J[1][j] = (sp.w - sm.w) / (xp[j] - xm[j]);
  }
}

static void modf_loop(void) {
  static const double p0[4] = {1.7, -0.4, 2.2, 0.9};
  const double x = 0.37;
  double dx_want = 0.0, dp_want[4];
  for (int i = 0; i < 4; i++) {
    double ip, fr = modf(x * (i + 1), &ip);
    dx_want += p0[i] * p0[i] * (i + 1);
    dp_want[i] = 2.0 * p0[i] * fr;
  }
  double p[4], dp[4] = {0.0, 0.0, 0.0, 0.0};
  for (int i = 0; i < 4; i++) p[i] = p0[i];
  double dx = __enzyme_autodiff((void *)f_modf_loop, p, dp, x, 4);
  check("modf_loop.rev dx", x, dx, dx_want, 1e-12);
  for (int i = 0; i < 4; i++) check("modf_loop.rev dp", p0[i], dp[i], dp_want[i], 1e-12);
  /* forward along (dp, dx) = (v, 1): the tangents of the p[i] it writes are 0 */
  double v[4] = {0.3, -1.1, 0.6, 2.0}, t_want = dx_want;
  for (int i = 0; i < 4; i++) {
    p[i] = p0[i];
    t_want += dp_want[i] * v[i];
  }
  double t = __enzyme_fwddiff((void *)f_modf_loop, p, v, x, 1.0, 4);
  check("modf_loop.fwd", x, t, t_want, 1e-12);
  for (int i = 0; i < 4; i++) check("modf_loop.fwd p tangent", p0[i], v[i], 0.0, 0.0);
}

static void pointer_outputs(void) {
  modf_loop();
  static const double xs[3][2] = {{-1.37, 0.8}, {0.45, -1.2}, {2.71, 1.9}};
  for (int t = 0; t < 3; t++) {
    const double *x = xs[t];
    double J[3][2];
    jac_modf(x, J);
    /* forward: the tangent of out along v; the shadow of out starts as garbage */
    double v[2] = {0.7, -1.3}, out[3], dout[3] = {99.0, 99.0, 99.0};
    __enzyme_fwddiff((void *)f_modf_out, x, v, out, dout);
    for (int i = 0; i < 3; i++) check("modf_out.fwd", x[0], dout[i], J[i][0] * v[0] + J[i][1] * v[1], 1e-6);
    check("modf_out.fwd ip tangent", x[0], dout[1], 0.0, 0.0);
    /* reverse: dx = J^T w; out[1]'s adjoint (from the seed and from its uses) must not reach x */
    double w[3] = {0.5, 2.0, -1.5}, dx[2] = {0.0, 0.0};
    __enzyme_autodiff((void *)f_modf_out, x, dx, out, w);
    for (int j = 0; j < 2; j++)
      check("modf_out.rev", x[0], dx[j], 0.5 * J[0][j] + 2.0 * J[1][j] - 1.5 * J[2][j], 1e-6);

    double K[2][2];
    jac_split(x, K);
    Split s, ds = {77.0, 12345, 55.0};
    __enzyme_fwddiff((void *)f_split, x, v, &s, &ds);
    check("split.fwd m", x[0], ds.m, K[0][0] * v[0] + K[0][1] * v[1], 1e-6);
    check("split.fwd w", x[0], ds.w, K[1][0] * v[0] + K[1][1] * v[1], 1e-6);
    check("split.fwd e shadow", x[0], (double)ds.e, 0.0, 0.0);
    Split db = {0.25, 0, -0.75};
    double dy[2] = {0.0, 0.0};
    __enzyme_autodiff((void *)f_split, x, dy, &s, &db);
    for (int j = 0; j < 2; j++)
      check("split.rev", x[0], dy[j], 0.25 * K[0][j] - 0.75 * K[1][j], 1e-6);
  }
}

/* ---------------------------------------------------------------- the checks */
#define BOTH(F, X, REF, TOL)                                                   \
  do {                                                                         \
    check(#F ".rev", X, __enzyme_autodiff((void *)F, X), REF, TOL);            \
    check(#F ".fwd", X, __enzyme_fwddiff((void *)F, X, 1.0), REF, TOL);        \
  } while (0)
#define BOTHF(G, X, REF, TOL)                                                  \
  do {                                                                         \
    float xf_ = (float)(X);                                                    \
    check(#G ".rev", X, __enzyme_autodiff_f((void *)G, xf_), REF, TOL);        \
    check(#G ".fwd", X, __enzyme_fwddiff_f((void *)G, xf_, 1.0f), REF, TOL);   \
  } while (0)

static double psi_int(int n) { /* psi(n), n >= 1 */
  double s = -EULER;
  for (int k = 1; k < n; k++) s += 1.0 / k;
  return s;
}
static double psi_half(int n) { /* psi(n + 1/2), n >= 0 */
  double s = -EULER - 2.0 * LN2;
  for (int k = 1; k <= n; k++) s += 2.0 / (2 * k - 1);
  return s;
}

int main(void) {
  static const double pts[] = {-2.3, -0.4, 0.7, 1.3, 3.6};
  for (int i = 0; i < 5; i++) {
    double x = pts[i];
    BOTH(f_ldexp, x, fd1(f_ldexp, x), 1e-6);
    BOTH(f_modf, x, fd1(f_modf, x), 1e-6);
    BOTH(f_next, x, fd1(f_next, x), 1e-6);
    double xf = (float)x;
    BOTHF(g_ldexp, xf, fd1(f_ldexp, xf), 1e-4);
    BOTHF(g_modf, xf, fd1(f_modf, xf), 1e-4);
  }
  /* ldexp's integer exponent held constant (an unmarked int is constant) */
  for (int n = -3; n <= 5; n += 4) {
    double x = 1.7, ref = 2.0 * x * ldexp(1.0, n);
    check("f_ldexpn.rev", x, __enzyme_autodiff((void *)f_ldexpn, x, n), ref, 1e-14);
    check("f_ldexpn.fwd", x, __enzyme_fwddiff((void *)f_ldexpn, x, 1.0, n), ref, 1e-14);
  }
  /* frexp across exponents: x = +-1.3 * 2^k, mantissa +-0.65 */
  static const int ks[] = {-60, -3, 0, 5, 40, 300};
  for (int i = 0; i < 6; i++) {
    for (int sgn = -1; sgn <= 1; sgn += 2) {
      double x = sgn * ldexp(1.3, ks[i]);
      BOTH(f_frexp, x, fd1(f_frexp, x), 1e-6);
      if (ks[i] > -30 && ks[i] < 30) BOTHF(g_frexp, x, fd1(f_frexp, x), 1e-4);
    }
  }
  /* lgamma on both sides of 0, tgamma */
  static const double gx[] = {-2.5, -1.3, -0.6, 0.3, 1.0, 4.7, 12.0};
  for (int i = 0; i < 7; i++) {
    double x = gx[i];
    BOTH(f_lgamma, x, fd1(f_lgamma, x), 1e-6);
    BOTH(f_tgamma, x, fd1(f_tgamma, x), 1e-6);
    if (x < 10.0) {
      BOTHF(g_lgamma, x, fd1(f_lgamma, (float)x), 1e-4);
      BOTHF(g_tgamma, x, fd1(f_tgamma, (float)x), 1e-4);
    }
  }
  /* digamma's closed forms: tight */
  for (int n = 1; n <= 12; n += 11) BOTH(f_lgamma, (double)n, psi_int(n), 1e-14);
  for (int n = 0; n <= 7; n += 3) {
    BOTH(f_lgamma, n + 0.5, psi_half(n), 1e-14);
    BOTH(f_lgamma, 0.5 - n, psi_half(n), 1e-14); /* reflection: psi(1/2 - n) = psi(1/2 + n) */
  }
  /* remainder and nextafter */
  static const double rx[] = {-2.1, -0.9, 0.55, 1.8, 2.6};
  for (int i = 0; i < 5; i++) {
    double x = rx[i];
    BOTH(f_rem, x, fd1(f_rem, x), 1e-6);
    double xf = (float)x;
    BOTHF(g_rem, xf, fd1(d_rem, xf), 1e-4);
  }
  /* remainder and fmod in both operands, one at a time held constant */
  static const double xy[4][2] = {{5.3, 1.1}, {-3.7, 0.9}, {2.2, -0.7}, {-7.9, -1.6}};
  for (int i = 0; i < 4; i++) {
    double x = xy[i][0], y = xy[i][1];
    double h = 1e-6 * fabs(x), k = 1e-6 * fabs(y);
    double rdx = (f_rem2(x + h, y) - f_rem2(x - h, y)) / (2 * h);
    double rdy = (f_rem2(x, y + k) - f_rem2(x, y - k)) / (2 * k);
    double mdx = (f_fmod2(x + h, y) - f_fmod2(x - h, y)) / (2 * h);
    double mdy = (f_fmod2(x, y + k) - f_fmod2(x, y - k)) / (2 * k);
    check("rem2.dx.rev", x, __enzyme_autodiff((void *)f_rem2, x, enzyme_const, y), rdx, 1e-6);
    check("rem2.dy.rev", y, __enzyme_autodiff((void *)f_rem2, enzyme_const, x, y), rdy, 1e-6);
    check("rem2.dx.fwd", x, __enzyme_fwddiff((void *)f_rem2, x, 1.0, enzyme_const, y), rdx, 1e-6);
    check("rem2.dy.fwd", y, __enzyme_fwddiff((void *)f_rem2, enzyme_const, x, y, 1.0), rdy, 1e-6);
    check("fmod2.dx.rev", x, __enzyme_autodiff((void *)f_fmod2, x, enzyme_const, y), mdx, 1e-6);
    check("fmod2.dy.rev", y, __enzyme_autodiff((void *)f_fmod2, enzyme_const, x, y), mdy, 1e-6);
    check("fmod2.dx.fwd", x, __enzyme_fwddiff((void *)f_fmod2, x, 1.0, enzyme_const, y), mdx, 1e-6);
    check("fmod2.dy.fwd", y, __enzyme_fwddiff((void *)f_fmod2, enzyme_const, x, y, 1.0), mdy, 1e-6);
  }
  pointer_outputs();
  printf("%s: %d failures\n", "libm2", n_fail);
  return n_fail ? 1 : 0;
}
