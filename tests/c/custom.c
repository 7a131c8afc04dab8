/* Enzyme's custom derivatives and inactivity declarations, used as Enzyme's users write them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const, enzyme_out;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

/* 1. A square root by Newton's method: its body's derivative is the iteration's, the
 * registered gradient the exact 1/(2 sqrt x). Pointer arguments, a malloc'ed tape. */
int n_aug = 0, n_grad = 0;
__attribute__((noinline)) void newton_sqrt(const double *x, double *out) {
  double r = *x > 1 ? *x : 1;
  for (int k = 0; k < 60; k++) r = 0.5 * (r + *x / r);
  *out = r;
}
void *newton_sqrt_aug(const double *x, const double *dx, double *out, double *dout) {
  n_aug++;
  newton_sqrt(x, out);
  double *tape = malloc(sizeof(double));
  *tape = *out;
  return tape;
}
void newton_sqrt_rev(const double *x, double *dx, const double *out, double *dout, void *tape) {
  n_grad++;
  double r = *(double *)tape;
  *dx += *dout / (2 * r);
  *dout = 0;
  free(tape);
}
void *__enzyme_register_gradient_newton_sqrt[3] = {(void *)newton_sqrt, (void *)newton_sqrt_aug,
                                                    (void *)newton_sqrt_rev};
double uses_sqrt(double x) {
  double s;
  newton_sqrt(&x, &s);
  return s * x;
}

/* The same gradient in a loop: one tape per call, each freed by its reverse. */
double sum_sqrt(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    double r;
    newton_sqrt(&x[i], &r);
    s += r * x[i];
  }
  return s;
}

/* 2. Scalars: the augmented pass returns the primal result only (no tape); the gradient
 * gets x, y, the int twice (Enzyme passes every non-float argument with its shadow) and the
 * result's adjoint, and returns both partials. */
typedef struct { double dx, dy; } pair;
__attribute__((noinline)) double hyp(double x, double y, int scale) { return scale * sqrt(x * x + y * y); }
double hyp_aug(double x, double y, int scale, int dscale) { return hyp(x, y, scale); }
pair hyp_rev(double x, double y, int scale, int dscale, double dret) {
  double h = sqrt(x * x + y * y);
  pair p = {dret * scale * x / h, dret * scale * y / h};
  return p;
}
void *__enzyme_register_gradient_hyp[3] = {(void *)hyp, (void *)hyp_aug, (void *)hyp_rev};
double uses_hyp(double x, double y) { return hyp(x, y, 3) * x + y; }

/* 3. One float argument: the gradient may return a bare double; the augmented pass returns
 * { tape, result }. */
typedef struct { void *tape; double r; } tape_and_result;
__attribute__((noinline)) double cube(double x) { return x * x * x; }
tape_and_result cube_aug(double x) { tape_and_result t = {NULL, x * x * x}; return t; }
double cube_rev(double x, double dret, void *tape) { return dret * 3 * x * x; }
void *__enzyme_register_gradient_cube[3] = {(void *)cube, (void *)cube_aug, (void *)cube_rev};
double uses_cube(double x) { return sin(cube(x)); }

/* 4. Forward mode: { value, tangent } by value, and a pointer version. */
typedef struct { double v, d; } dual;
__attribute__((noinline)) double softplus(double x, double b) { return log1p(exp(b * x)) / b; }
dual softplus_fwd(double x, double dx, double b, double db) {
  double e = exp(b * x), v = log1p(e) / b;
  dual r = {v, (e / (1 + e)) * (dx + x * db / b) - v * db / b};
  return r;
}
void *__enzyme_register_derivative_softplus[2] = {(void *)softplus, (void *)softplus_fwd};
double uses_softplus(double x, double b) { return softplus(x * x, b) + x; }

__attribute__((noinline)) void scale2(const double *x, double *y) { y[0] = 2 * x[0]; y[1] = x[0] * x[1]; }
int n_fwd = 0;
void scale2_fwd(const double *x, const double *dx, double *y, double *dy) {
  n_fwd++;
  scale2(x, y);
  dy[0] = 2 * dx[0];
  dy[1] = dx[0] * x[1] + x[0] * dx[1];
}
void *__enzyme_register_derivative_scale2[2] = {(void *)scale2, (void *)scale2_fwd};
double uses_scale2(double a) {
  double x[2] = {a, a * a}, y[2];
  scale2(x, y);
  return y[0] * y[1];
}

/* 5. A function differentiated like log1p: the body is only near log1p for small a; the
 * derivative is log1p's, 1/(1+a). */
__attribute__((noinline)) double my_log1p(double a) { return a - a * a / 2 + a * a * a / 3; }
void *__enzyme_function_like[2] = {(void *)my_log1p, "log1p"};
double uses_log1p(double a) { return my_log1p(a * a); }

/* 6. An inactive function: jitter added to the value carries no derivative. */
__attribute__((noinline)) double jitter(double x) { return 1e-3 * sin(1e3 * x); }
void *__enzyme_inactivefn[1] = {(void *)jitter};
double uses_jitter(double x) { return x * x + jitter(x); }

/* 7. An inactive global: a log of the last argument, which the derivative drops (no shadow
 * is made for it, and the active value stored there is not refused). */
double last_seen;
void *__enzyme_inactive_global = &last_seen;
__attribute__((noinline)) void remember(double x) { last_seen = x; }
double uses_last(double x) {
  remember(x);
  return x * x * x;
}
/* ... and read back: a constant (at -O0 the pre-AD pipeline inlined both and forwarded the
   store to the load, and d/dx took x * x through it) */
__attribute__((noinline)) double recall(void) { return last_seen; }
double reads_last(double x, double y) {
  remember(x * x);
  return recall() * y + x;
}

/* 8. Structs of three doubles come back through a hidden sret pointer: an augmented pass
 * returning { tape, result, shadow result } with a double for the tape, and a gradient
 * returning three adjoints. */
typedef struct { double tape, r, dr; } aug3;
typedef struct { double da, db, dc; } grad3;
__attribute__((noinline)) double expsum(double a, double b, double c) { return exp(a + 2 * b) * c; }
aug3 expsum_aug(double a, double b, double c) {
  double e = exp(a + 2 * b);
  aug3 t = {e, e * c, 0};
  return t;
}
grad3 expsum_rev(double a, double b, double c, double dret, double e) {
  grad3 g = {dret * e * c, 2 * dret * e * c, dret * e};
  return g;
}
void *__enzyme_register_gradient_expsum[3] = {(void *)expsum, (void *)expsum_aug, (void *)expsum_rev};
double uses_expsum(double a, double b, double c) { return expsum(a, b * b, c) + a * c; }

int main(void) {
  double v[5] = {0.5, 1.0, 2.0, 3.5, 9.0}, dv[5] = {0};
  n_aug = n_grad = 0;
  __enzyme_autodiff((void *)sum_sqrt, v, dv, 5);
  for (int k = 0; k < 5; k++) check("sum_sqrt", v[k], dv[k], 1.5 * sqrt(v[k]), 1e-9);
  check("sum_sqrt augment calls", 5, n_aug, 5, 0);
  check("sum_sqrt gradient calls", 5, n_grad, 5, 0);
  static const double xs[] = {0.3, 1.7, 4.2};
  for (int i = 0; i < 3; i++) {
    double x = xs[i], h = step(x), y = 0.5 + 0.25 * i, hy = step(y);
    n_aug = n_grad = 0;
    check("sqrt custom gradient", x, __enzyme_autodiff((void *)uses_sqrt, x), 1.5 * sqrt(x), 1e-9);
    check("sqrt augment calls", x, n_aug, 1, 0);
    check("sqrt gradient calls", x, n_grad, 1, 0);
    check("hyp dx", x, __enzyme_autodiff((void *)uses_hyp, x, enzyme_const, y),
          (uses_hyp(x + h, y) - uses_hyp(x - h, y)) / (2 * h), 1e-6);
    check("hyp dy", y, __enzyme_autodiff((void *)uses_hyp, enzyme_const, x, y),
          (uses_hyp(x, y + hy) - uses_hyp(x, y - hy)) / (2 * hy), 1e-6);
    check("cube", x, __enzyme_autodiff((void *)uses_cube, x), cos(x * x * x) * 3 * x * x, 1e-9);
    check("softplus fwd dx", x, __enzyme_fwddiff((void *)uses_softplus, x, 1.0, enzyme_const, y),
          (uses_softplus(x + h, y) - uses_softplus(x - h, y)) / (2 * h), 1e-6);
    check("softplus fwd db", y, __enzyme_fwddiff((void *)uses_softplus, enzyme_const, x, y, 1.0),
          (uses_softplus(x, y + hy) - uses_softplus(x, y - hy)) / (2 * hy), 1e-6);
    n_fwd = 0;
    check("scale2 fwd", x, __enzyme_fwddiff((void *)uses_scale2, x, 1.0), 8 * x * x * x, 1e-9);
    check("scale2 fwd calls", x, n_fwd, 1, 0);
    check("log1p-like", x, __enzyme_autodiff((void *)uses_log1p, x), 2 * x / (1 + x * x), 1e-12);
    check("log1p-like fwd", x, __enzyme_fwddiff((void *)uses_log1p, x, 1.0), 2 * x / (1 + x * x), 1e-12);
    double c = 1.5 - 0.5 * i, hc = step(c), a = 0.1 * x;
    check("expsum da", a, __enzyme_autodiff((void *)uses_expsum, a, enzyme_const, y, enzyme_const, c),
          (uses_expsum(a + h, y, c) - uses_expsum(a - h, y, c)) / (2 * h), 1e-6);
    check("expsum db", y, __enzyme_autodiff((void *)uses_expsum, enzyme_const, a, y, enzyme_const, c),
          (uses_expsum(a, y + hy, c) - uses_expsum(a, y - hy, c)) / (2 * hy), 1e-6);
    check("expsum dc", c, __enzyme_autodiff((void *)uses_expsum, enzyme_const, a, enzyme_const, y, c),
          (uses_expsum(a, y, c + hc) - uses_expsum(a, y, c - hc)) / (2 * hc), 1e-6);
    check("inactive fn", x, __enzyme_autodiff((void *)uses_jitter, x), 2 * x, 1e-12);
    check("inactive fn fwd", x, __enzyme_fwddiff((void *)uses_jitter, x, 1.0), 2 * x, 1e-12);
    check("inactive global", x, __enzyme_autodiff((void *)uses_last, x), 3 * x * x, 1e-12);
    check("inactive global kept", x, last_seen, x, 0);
    check("inactive global fwd", x, __enzyme_fwddiff((void *)uses_last, x, 1.0), 3 * x * x, 1e-12);
    check("inactive global read back", x, __enzyme_autodiff((void *)reads_last, x, enzyme_const, y), 1.0, 1e-12);
    check("inactive global read back fwd", x,
          __enzyme_fwddiff((void *)reads_last, x, 1.0, enzyme_const, y), 1.0, 1e-12);
  }
  printf("custom: %d failures\n", n_fail);
  return n_fail != 0;
}
