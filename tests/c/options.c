/* Enzyme's call options enzyme_primal_return (the result first: { f, df... }) and
 * enzyme_noret, in reverse and forward mode. Entry points are found by name
 * containment, so each return type gets a name of its own. */
#include <math.h>
#include <stdio.h>
#include "check.h"

typedef struct { double f, df; } VD;
typedef struct { double f, dx, dy; } VD2;
extern VD __enzyme_autodiff_vd(void *, ...);
extern VD2 __enzyme_autodiff_vd2(void *, ...);
extern VD __enzyme_fwddiff_vd(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern double __enzyme_autodiff(void *, ...);
extern int enzyme_const, enzyme_primal_return, enzyme_noret, enzyme_const_return, enzyme_active_return,
    enzyme_dup_return, enzyme_dup;

static double step(double x) { return 1e-6 * (fabs(x) > 1.0 ? fabs(x) : 1.0); }

static double f(double x, double y) { return sin(x) * y + x * x * exp(-y); }

/* a result and an output through a pointer: the return activity decides what counts */
static double g(double x, double *out) {
  out[0] = x * x * x;
  return sin(x);
}

int main(void) {
  static const double xs[] = {-0.7, 0.4, 1.9};
  for (int i = 0; i < 3; i++) {
    double x = xs[i], y = 0.5 + 0.3 * i, hx = step(x), hy = step(y);
    double fx = (f(x + hx, y) - f(x - hx, y)) / (2 * hx), fy = (f(x, y + hy) - f(x, y - hy)) / (2 * hy);
    VD r = __enzyme_autodiff_vd((void *)f, enzyme_primal_return, x, enzyme_const, y);
    check("autodiff primal_return value", x, r.f, f(x, y), 1e-15);
    check("autodiff primal_return dx", x, r.df, fx, 1e-6);
    VD2 r2 = __enzyme_autodiff_vd2((void *)f, enzyme_primal_return, x, y);
    check("autodiff primal_return value (2)", x, r2.f, f(x, y), 1e-15);
    check("autodiff primal_return dx (2)", x, r2.dx, fx, 1e-6);
    check("autodiff primal_return dy (2)", y, r2.dy, fy, 1e-6);
    VD t = __enzyme_fwddiff_vd((void *)f, enzyme_primal_return, x, 1.0, enzyme_const, y);
    check("fwddiff primal_return value", x, t.f, f(x, y), 1e-15);
    check("fwddiff primal_return dx", x, t.df, fx, 1e-6);
    check("fwddiff noret", y, __enzyme_fwddiff((void *)f, enzyme_noret, enzyme_const, x, y, 1.0), fy, 1e-6);
    check("autodiff noret", y, __enzyme_autodiff((void *)f, enzyme_noret, enzyme_const, x, y), fy, 1e-6);
    double out, dout = 1.0;
    check("const_return", x, __enzyme_autodiff((void *)g, enzyme_const_return, x, &out, &dout), 3 * x * x, 1e-12);
    dout = 1.0;
    check("active_return", x, __enzyme_autodiff((void *)g, enzyme_active_return, x, &out, &dout),
          3 * x * x + cos(x), 1e-12);
    check("fwddiff dup_return", x, __enzyme_fwddiff((void *)f, enzyme_dup_return, x, 1.0, enzyme_const, y), fx, 1e-6);
  }
  printf("options: %d failures\n", n_fail);
  return n_fail != 0;
}
