// clang flags: -fno-inline
// Lambdas that capture doubles by value, held in std::function, built without inlining (as when
// debugging, or when a project passes -fno-inline). libstdc++ copies a small closure into the
// std::function's own storage in _M_create, three calls below the function that captured it,
// through _Any_data::_M_access() (a call that returns its argument), and at -O2 clang copies the
// double there as `load i64` / `store i64`. Analysed alone, _M_create took the eight bytes for
// an integer and the reverse pass dropped the adjoint that went through the copy: the derivative
// in the captured scale came back without the lambda's share, silently. The copy still carries
// clang's access tag naming a double (TBAA), which the type analysis reads, as Enzyme's does.
// A closure of 8 bytes (one double: `load i64` / `store i64`) and one of 16 (two: a memcpy with
// the fields' tags, !tbaa.struct), both kept inside the std::function; reverse against central
// differences, forward against reverse.
#include <cmath>
#include <cstdio>
#include <functional>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

using Curve = std::function<double(double)>;

static double total(const Curve &c, const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += c(x[i]);
  return s;
}

double model(const double *x, int n, double scale, double shift) {
  Curve bowl = [scale](double v) { return scale * v * v + std::sin(scale * v); };
  Curve bump = [scale, shift](double v) { return scale * std::exp(-(v - shift) * (v - shift)); };
  return total(bowl, x, n) + total(bump, x, n) * shift;
}

int main() {
  const int n = 4;
  double x[n] = {0.5, -0.3, 1.2, 0.8}, dx[n] = {0, 0, 0, 0};
  const double scale = 1.7, shift = 0.4, h = 1e-6;
  double dscale = __enzyme_autodiff((void *)model, enzyme_dup, x, dx, enzyme_const, n, enzyme_out, scale,
                                    enzyme_const, shift);
  double dshift = __enzyme_autodiff((void *)model, enzyme_const, x, enzyme_const, n, enzyme_const, scale,
                                    enzyme_out, shift);
  check("captured_copy.scale", scale, dscale, (model(x, n, scale + h, shift) - model(x, n, scale - h, shift)) / (2 * h),
        1e-5);
  check("captured_copy.shift", shift, dshift, (model(x, n, scale, shift + h) - model(x, n, scale, shift - h)) / (2 * h),
        1e-5);
  double jv = 0.6 * dscale - 0.9 * dshift;
  double tx[n] = {0.3, -1.1, 0.2, 0.7};
  for (int i = 0; i < n; i++) {
    double t = x[i];
    x[i] = t + h;
    double fp = model(x, n, scale, shift);
    x[i] = t - h;
    double fm = model(x, n, scale, shift);
    x[i] = t;
    check("captured_copy.x", i, dx[i], (fp - fm) / (2 * h), 1e-5);
    jv += tx[i] * dx[i];
  }
  double fwd = __enzyme_fwddiff((void *)model, enzyme_dup, x, tx, enzyme_const, n, scale, 0.6, shift, -0.9);
  check("captured_copy.fwd_vs_rev", 0, fwd, jv, 1e-9);
  printf("captured_copy: %d failures\n", n_fail);
  return n_fail != 0;
}
