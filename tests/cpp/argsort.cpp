// An argsort: std::sort of a std::vector<int> of indices, compared through x by a lambda.
// libstdc++'s insertion sort shifts the ints with memmove, which was refused ("cannot tell
// whether this moves float or double data") although the type analysis proves them integers
// (they index x): such a copy moves no derivative. Reverse and forward mode, against central
// differences (the order of x is the same at x +- h).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../c/check.h"

double __enzyme_autodiff(void *, ...);
double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

double ranked(const double *x, int n) {
  std::vector<int> idx(n);
  for (int i = 0; i < n; i++) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [x](int a, int b) { return x[a] < x[b]; });
  double s = 0;
  for (int i = 0; i < n; i++) s += (i + 1) * x[idx[i]] * std::cos(x[idx[(i + 1) % n]]);
  return s;
}

int main() {
  const int n = 12;
  double x[n], dx[n] = {0}, tx[n];
  for (int i = 0; i < n; i++) {
    x[i] = std::sin(1.7 * i + 0.3);           // distinct, unsorted
    tx[i] = std::cos(0.9 * i);
  }
  __enzyme_autodiff((void *)ranked, enzyme_dup, x, dx, enzyme_const, n);
  double jv = check_coords("argsort.x", ranked, x, dx, tx, n, 1e-5);
  double fwd = __enzyme_fwddiff((void *)ranked, enzyme_dup, x, tx, enzyme_const, n);
  check("argsort.fwd_vs_rev", 0, fwd, jv, 1e-9);
  printf("argsort: %d failures\n", n_fail);
  return n_fail != 0;
}
