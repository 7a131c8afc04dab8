// Entry points as C++ users declare them: without extern "C" (a mangled, variadic name), as a
// template (one mangled instance per call's types), and Enzyme's `_v3`-style suffixed names;
// each derivative checked against a central difference in the program.
#include <cmath>
#include <cstdio>

#include "../c/check.h"

double __enzyme_autodiff(void *, ...);                          // mangled: _Z17__enzyme_autodiffPvz
template <typename Ret, typename... Args> Ret __enzyme_autodiff(Args...);
extern "C" double __enzyme_fwddiff_v3(void *, ...);
extern int enzyme_const, enzyme_dup, enzyme_out;

struct Spring {
  double k, rest;
  double energy(double x) const { return 0.5 * k * (x - rest) * (x - rest) + std::sin(x); }
};

static double spring(double x) { Spring s{3.0, 0.5}; return s.energy(x) * std::exp(-0.1 * x); }
static double two(double x, double y) { return std::pow(x, 3.0) * y + std::cos(x * y); }
static double norm3(const double *v) { return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]); }

static double step(double x) { return 1e-6 * (std::fabs(x) > 1.0 ? std::fabs(x) : 1.0); }

int main() {
  const double xs[] = {-0.7, 0.3, 1.9};
  for (double x : xs) {
    double h = step(x), y = 0.4 - x;
    double fd = (spring(x + h) - spring(x - h)) / (2 * h);
    check("mangled variadic", x, __enzyme_autodiff((void *)spring, x), fd, 1e-6);
    check("template", x, __enzyme_autodiff<double>((void *)spring, x), fd, 1e-6);
    double fdx = (two(x + h, y) - two(x - h, y)) / (2 * h);
    check("template, const y", x, __enzyme_autodiff<double>((void *)two, x, enzyme_const, y), fdx, 1e-6);
    check("fwddiff_v3", x, __enzyme_fwddiff_v3((void *)two, x, 1.0, enzyme_const, y), fdx, 1e-6);
    double v[3] = {x, y, 2.0}, dv[3] = {0, 0, 0};
    __enzyme_autodiff<void>((void *)norm3, enzyme_dup, v, dv);
    double v1[3] = {x + h, y, 2.0}, v0[3] = {x - h, y, 2.0};
    check("template, dup array", x, dv[0], (norm3(v1) - norm3(v0)) / (2 * h), 1e-6);
  }
  printf("entries: %d failures\n", n_fail);
  return n_fail != 0;
}
