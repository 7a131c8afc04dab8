// clang also: -Os -Oz
// Built for size (-Os, -Oz), as embedded and distribution builds are: libstdc++'s out-of-line
// helpers stay calls. std::vector's growth checks its length in _M_check_len, which calls
// std::__throw_length_error(const char *) on overflow; that call, with a string literal,
// was refused as a body-less function given active memory. A vector grown by push_back, sorted
// by a lambda and summed; reverse against central differences, forward against reverse. A copy
// from an iterator range stores, on its empty-range branch, `getelementptr i8, ptr null, %n`
// into the vector: a null-derived pointer, its own shadow (it was refused at -Os).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

double spread(const double *x, int n) {
  std::vector<double> v;
  for (int i = 0; i < n; i++) v.push_back(std::sin(x[i]) + 0.1 * i * x[i]);
  std::sort(v.begin(), v.end(), [](double a, double b) { return a < b; });
  double s = 0;
  for (int i = 0; i < n; i++) s += (i + 1) * v[i] * v[i];
  std::vector<double> w(v.begin(), v.end());      // a copy from an iterator range: at -Os its
  s += 0.5 * w[n / 2] * w[0];                      // empty-range branch stores null + n bytes
  return s + std::accumulate(v.begin(), v.end(), 0.0);
}

int main() {
  const int n = 5;
  double x[n] = {0.5, -0.3, 1.2, 0.8, -1.1}, dx[n] = {0, 0, 0, 0, 0}, tx[n] = {0.3, -1.1, 0.2, 0.7, 0.4};
  __enzyme_autodiff((void *)spread, enzyme_dup, x, dx, enzyme_const, n);
  double jv = check_coords("sized.x", spread, x, dx, tx, n, 1e-5);
  double fwd = __enzyme_fwddiff((void *)spread, enzyme_dup, x, tx, enzyme_const, n);
  check("sized.fwd_vs_rev", 0, fwd, jv, 1e-9);
  printf("sized: %d failures\n", n_fail);
  return n_fail != 0;
}
