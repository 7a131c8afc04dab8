/* Gaussian elimination with partial pivoting on a 3x3 system built from the inputs: rows are
 * swapped whole (at -O3 -ffast-math -march=x86-64-v3 the optimiser reads a row as one vector
 * and takes its lanes out through a 256-bit integer, enzympy.lane_moves), eliminated and solved
 * back. Reverse mode against central differences, forward mode against reverse mode, at points
 * where a different pivot is chosen. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static double solve3(double *x) {
  double A[3][4];
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 3; j++) A[i][j] = x[(i * 3 + j) % 8] + (i == j ? 3 : 0);
    A[i][3] = x[(i + 5) % 8];
  }
  for (int c = 0; c < 3; c++) {
    int piv = c;
    for (int r = c + 1; r < 3; r++)
      if (fabs(A[r][c]) > fabs(A[piv][c])) piv = r;
    if (piv != c)
      for (int j = 0; j <= 3; j++) {
        double t = A[c][j];
        A[c][j] = A[piv][j];
        A[piv][j] = t;
      }
    for (int r = c + 1; r < 3; r++) {
      double f = A[r][c] / A[c][c];
      for (int j = c; j <= 3; j++) A[r][j] -= f * A[c][j];
    }
  }
  double sol[3];
  for (int i = 2; i >= 0; i--) {
    double s = A[i][3];
    for (int j = i + 1; j < 3; j++) s -= A[i][j] * sol[j];
    sol[i] = s / A[i][i];
  }
  return sol[0] * sol[0] + sol[1] - 2 * sol[2] * sol[2];
}

int main(void) {
  const double pts[3][8] = {{0.2, -0.5, 0.9, 0.1, -4.5, 0.3, 0.7, -0.2},
                            {-4.0, 0.3, 0.2, 0.5, 0.1, -0.6, 0.4, 0.9},
                            {0.5, 0.4, -0.3, -0.8, 0.6, 0.2, -0.9, 0.35}};
  const double v[8] = {0.3, -0.1, 0.7, 0.2, -0.5, 0.4, 0.1, -0.6};
  for (int p = 0; p < 3; p++) {
    double x[8], dx[8] = {0}, dot = 0;
    for (int i = 0; i < 8; i++) x[i] = pts[p][i];
    __enzyme_autodiff((void *)solve3, x, dx);
    for (int i = 0; i < 8; i++) {
      double a[8], b[8], h = 1e-6;
      for (int j = 0; j < 8; j++) a[j] = b[j] = pts[p][j];
      a[i] += h;
      b[i] -= h;
      check("d/dx", (double)i, dx[i], (solve3(a) - solve3(b)) / (2 * h), 1e-6);
      dot += dx[i] * v[i];
    }
    for (int i = 0; i < 8; i++) x[i] = pts[p][i];
    check("fwd", (double)p, __enzyme_fwddiff((void *)solve3, x, v), dot, 1e-12);
  }
  printf("%s: %d failures\n", "pivot", n_fail);
  return n_fail ? 1 : 0;
}
