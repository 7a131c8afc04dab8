// A C++ expression object holding a reference to duplicated data (as Eigen's Transpose<MatrixXd>
// in `B.transpose() * x` holds one to B), copied by value, and a callee that copies its other
// operand into an aligned temporary on the stack (small) or the heap (large), as Eigen's gemv
// does. The copy `Trans t = p.lhs` is an 8-byte memcpy that LLVM makes `load i64` + `store i64`
// (at -O0, after the pre-AD pipeline, a `store i64 (ptrtoint p)`): integer bits, so the copy's
// shadow kept 0 and the callee read a null shadow of the matrix: a segfault in both modes at
// every level. Reverse against central differences, forward against reverse, for n = 3 (stack
// temporary) and n = 6 (heap).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

struct Mat { double *data; long rows, cols; };
struct Trans { const Mat &m; };                 // an expression object: a reference to a matrix
struct Prod { Trans lhs; const double *x; };    // holds the transpose by value

// y += A^T x, x copied first into an aligned temporary: on the stack when small, else on the heap
__attribute__((noinline)) void gemv_t(const Trans &t, const double *x, double *y) {
  long n = t.m.rows;
  bool heap = n > 4;
  double *tmp = heap ? (double *)aligned_alloc(16, (n * sizeof(double) + 15) & ~15L)
                     : (double *)__builtin_alloca_with_align(n * sizeof(double), 128);
  for (long i = 0; i < n; i++) tmp[i] = x[i];
  for (long j = 0; j < t.m.cols; j++) {
    double s = 0;
    for (long i = 0; i < n; i++) s += t.m.data[i + j * n] * tmp[i];
    y[j] += s;
  }
  if (heap) free(tmp);
}

__attribute__((noinline)) void eval(const Prod &p, double *y) {
  Trans t = p.lhs;                              // copied: the reference goes through its bits
  gemv_t(t, p.x, y);
}

double f(const double *q, long n) {
  Mat B{new double[n * n], n, n};
  double *x = new double[n], *y = new double[n]();
  for (long i = 0; i < n; i++) {
    x[i] = q[i];
    for (long j = 0; j < n; j++) B.data[i + j * n] = q[i] * (j + 1) + (i == j ? 3.0 : 0.0);
  }
  Prod p{Trans{B}, x};
  eval(p, y);
  double s = 0;
  for (long i = 0; i < n; i++) s += y[i] * y[i];
  delete[] B.data; delete[] x; delete[] y;
  return s;
}

int main() {
  for (long n = 3; n <= 6; n += 3) {
    double q[6] = {0.3, -0.2, 0.5, 0.1, -0.4, 0.25}, g[6] = {0}, h = 1e-6;
    __enzyme_autodiff((void *)f, enzyme_dup, q, g, enzyme_const, n);
    for (int i = 0; i < n; i++) {
      double o = q[i]; q[i] = o + h; double a = f(q, n); q[i] = o - h; double b = f(q, n); q[i] = o;
      check("expr_refs.grad", i, g[i], (a - b) / (2 * h), 1e-5);
      double t[6] = {0}; t[i] = 1;
      check("expr_refs.fwd", i, __enzyme_fwddiff((void *)f, enzyme_dup, q, t, enzyme_const, n), g[i], 1e-8);
    }
  }
  printf("expr_refs: %d failures\n", n_fail);
  return n_fail != 0;
}
