// std::function inside differentiated code: two lambdas stored in an array of std::function
// (libstdc++ keeps each one's manager, which hands out the lambda's typeinfo, a constant
// global, through the same storage as the functor pointer), called in a loop of relaxation
// steps. The typeinfo pointer once met the shadowed storage in a phi and was refused; a
// pointer to memory without floats is its own shadow there, as when it is stored. Reverse
// against central differences, forward against reverse (the dot-product test).
#include <cmath>
#include <cstdio>
#include <functional>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

using Fn = std::function<double(double, const double *)>;

static double relax(const Fn &f, const double *p, double x, int steps) {
  for (int k = 0; k < steps; k++) {
    double g = (f(x + 1e-3, p) - f(x - 1e-3, p)) / 2e-3;   // a fixed-step slope, differentiated too
    x -= 0.1 * g;
  }
  return f(x, p);
}

double run(const double *p, double x0) {
  Fn fs[2] = {[](double x, const double *q) { return q[0] * (x - q[1]) * (x - q[1]) + std::cos(x); },
              [](double x, const double *q) { return std::exp(q[2] * x) + q[0] * x * x; }};
  return relax(fs[0], p, x0, 6) + relax(fs[1], p, x0, 4);
}

// A capturing lambda held in a std::function and called in a loop: in forward mode the
// manager pointer reloaded from the object met the manager function itself in a phi, and a
// function's address was not taken as its own shadow there (refused at all four levels).
double captured(const double *x, int n, double a) {
  std::function<double(double)> fn = [a](double v) { return a * v * v + std::sin(a * v); };
  double s = 0;
  for (int i = 0; i < n; i++) s += fn(x[i]);
  return s;
}

int main() {
  const double p0[3] = {1.5, 0.7, -0.6}, v[4] = {0.3, -0.2, 0.5, 0.4};
  const double x0 = 0.2, h = 1e-6;
  double p[3] = {p0[0], p0[1], p0[2]}, dp[3] = {0, 0, 0};
  double dx = __enzyme_autodiff((void *)run, enzyme_dup, p, dp, enzyme_out, x0);
  for (int i = 0; i < 4; i++) {
    double pp[3] = {p0[0], p0[1], p0[2]}, pm[3] = {p0[0], p0[1], p0[2]};
    double xp = x0, xm = x0;
    if (i < 3) pp[i] += h, pm[i] -= h;
    else xp += h, xm -= h;
    double fd = (run(pp, xp) - run(pm, xm)) / (2 * h);
    check("function_obj.rev", i, i < 3 ? dp[i] : dx, fd, 1e-5);
  }
  double tp[3] = {v[0], v[1], v[2]};
  double jv = __enzyme_fwddiff((void *)run, enzyme_dup, p, tp, x0, v[3]);
  double vjt = v[0] * dp[0] + v[1] * dp[1] + v[2] * dp[2] + v[3] * dx;
  check("function_obj.fwd_vs_rev", 0, jv, vjt, 1e-9);
  double cx[3] = {0.5, -0.3, 1.2}, cdx[3] = {0, 0, 0}, ct[3] = {0.4, 1.0, -0.7}, a = 1.7;
  double cda = __enzyme_autodiff((void *)captured, enzyme_dup, cx, cdx, enzyme_const, 3, enzyme_out, a);
  double cjv = __enzyme_fwddiff((void *)captured, enzyme_dup, cx, ct, enzyme_const, 3, a, 0.3);
  double cvjt = 0.3 * cda;
  for (int i = 0; i < 3; i++) {
    double xp[3] = {cx[0], cx[1], cx[2]}, xm[3] = {cx[0], cx[1], cx[2]};
    xp[i] += h, xm[i] -= h;
    check("function_obj.captured_rev", i, cdx[i], (captured(xp, 3, a) - captured(xm, 3, a)) / (2 * h), 1e-5);
    cvjt += ct[i] * cdx[i];
  }
  check("function_obj.captured_rev_a", 0, cda, (captured(cx, 3, a + h) - captured(cx, 3, a - h)) / (2 * h), 1e-5);
  check("function_obj.captured_fwd_vs_rev", 0, cjv, cvjt, 1e-9);
  // a captureless lambda converted to a function pointer and differentiated: at -O0 the
  // pointer comes from a call of the lambda's conversion operator, through a local variable
  auto cubic = [](double t) -> double { return t * t * t + std::sin(t); };
  double (*fp)(double) = cubic;
  double lt = 0.8;
  check("function_obj.lambda_pointer", 0, __enzyme_autodiff((void *)fp, lt), 3 * lt * lt + std::cos(lt), 1e-12);
  check("function_obj.lambda_plus", 0, __enzyme_autodiff((void *)+[](double t) { return t * std::exp(t); }, lt),
        (1 + lt) * std::exp(lt), 1e-12);
  printf("function_obj: %d failures\n", n_fail);
  return n_fail != 0;
}
