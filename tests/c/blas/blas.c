/* Derivatives of BLAS calls (CBLAS and Fortran), reverse and forward mode, checked against
 * central finite differences. The BLAS is refblas.c, a separate translation unit that is
 * linked, not differentiated: enzympy's derivative calls it again. Every function reads its
 * inputs from one array p (duplicated), so every entry of p gets a derivative checked:
 * row and column major, transposes, strides (negative too), leading dimensions larger than
 * the rows, beta 0 (with garbage in the output) and not, alpha and beta active; and second
 * derivatives (reverse and forward over reverse: the gradient's BLAS calls, ger among them). */
#include <math.h>
#include <stdio.h>

#include "../memory/check.h"

extern int enzyme_dup;
double __enzyme_autodiff(void *, ...);
double __enzyme_fwddiff(void *, ...);

enum { RowMajor = 101, ColMajor = 102, NoTrans = 111, Trans = 112 };
double cblas_ddot(int, const double *, int, const double *, int);
double cblas_dnrm2(int, const double *, int);
void cblas_daxpy(int, double, const double *, int, double *, int);
void cblas_dscal(int, double, double *, int);
void cblas_dgemv(int, int, int, int, double, const double *, int, const double *, int, double, double *, int);
void cblas_dgemm(int, int, int, int, int, int, double, const double *, int, const double *, int, double,
                 double *, int);
float cblas_sdot(int, const float *, int, const float *, int);
void cblas_sgemm(int, int, int, int, int, int, float, const float *, int, const float *, int, float,
                 float *, int);
double ddot_(const int *, const double *, const int *, const double *, const int *);
void dgemv_(const char *, const int *, const int *, const double *, const double *, const int *,
            const double *, const int *, const double *, double *, const int *);
void dgemm_(const char *, const char *, const int *, const int *, const int *, const double *,
            const double *, const int *, const double *, const int *, const double *, double *, const int *);

#define N 40
#define GARBAGE 1e30

__attribute__((noinline)) static double sumsq(const double *v, int n, int inc) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i * inc] * v[i * inc] + sin(v[i * inc]);
  return s;
}

double f_dot(double *p) {                 /* unit, strided and negative increments */
  return cblas_ddot(4, p, 1, p + 8, 2) * cblas_ddot(3, p + 1, -1, p + 20, 3);
}

double f_nrm2(double *p) { return cblas_dnrm2(5, p + 2, 2) + sin(cblas_dnrm2(3, p + 30, -1)); }

double f_gemv_row(double *p) {            /* row major, lda > n, strided x, active alpha */
  double y[3] = {p[30], p[31], p[32]};
  cblas_dgemv(RowMajor, NoTrans, 3, 4, p[39], p, 5, p + 15, 2, 0.5, y, 1);
  return sumsq(y, 3, 1);
}

double f_gemv_col_t(double *p) {          /* column major, transposed, strided y, active beta */
  double y[8] = {p[30], 0, p[31], 0, p[32], 0, p[33], 0};
  cblas_dgemv(ColMajor, Trans, 3, 4, 1.5, p, 4, p + 16, 1, p[38], y, 2);
  return sumsq(y, 4, 2);
}

double f_gemv_row_t_beta0(double *p) {    /* row major, transposed, beta 0: y is not read */
  double y[4] = {GARBAGE, GARBAGE, GARBAGE, GARBAGE};
  cblas_dgemv(RowMajor, Trans, 3, 4, p[39], p, 4, p + 20, -1, 0.0, y, 1);
  return sumsq(y, 4, 1);
}

double f_gemm_row(double *p) {            /* row major, B transposed, active beta */
  double C[6] = {p[30], p[31], p[32], p[33], p[34], p[35]};
  cblas_dgemm(RowMajor, NoTrans, Trans, 2, 3, 4, 0.75, p, 4, p + 8, 4, p[38], C, 3);
  return sumsq(C, 6, 1);
}

double f_gemm_col(double *p) {            /* column major, A transposed, lda > k, beta 0 */
  double C[8] = {GARBAGE, GARBAGE, GARBAGE, GARBAGE, GARBAGE, GARBAGE, GARBAGE, GARBAGE};
  cblas_dgemm(ColMajor, Trans, NoTrans, 2, 3, 4, 1.5, p, 5, p + 10, 4, 0.0, C, 2);
  return sumsq(C, 6, 1);
}

double f_gemm_both_t(double *p) {         /* column major, both transposed, ldc > m, active alpha */
  double C[9] = {p[30], p[31], 0, p[32], p[33], 0, p[34], p[35], 0};
  cblas_dgemm(ColMajor, Trans, Trans, 2, 3, 4, p[39], p, 4, p + 8, 3, -0.5, C, 3);
  return sumsq(C, 9, 1);
}

double f_gemm_row_ta_alpha_beta(double *p) { /* row major, A transposed, alpha and beta active */
  double C[6] = {p[30], p[31], p[32], p[33], p[34], p[35]};
  cblas_dgemm(RowMajor, Trans, NoTrans, 2, 3, 4, p[39], p, 2, p + 8, 3, p[38], C, 3);
  return sumsq(C, 6, 1);
}

double f_axpy_scal(double *p) {           /* y += a x, then x *= b on a copy, both a, b active */
  double y[4] = {p[30], p[31], p[32], p[33]};
  double x[4] = {p[0], p[1], p[2], p[3]};
  cblas_daxpy(4, p[39], p + 4, 2, y, 1);
  cblas_dscal(4, p[38], x, 1);
  return sumsq(y, 4, 1) + sumsq(x, 4, 1);
}

double f_fortran(double *p) {             /* Fortran: by pointer, alpha read from p itself */
  int n = 4, m = 3, one = 1, two = 2, lda = 3, ldb = 4, ldc = 3;
  char t = 'T', nt = 'N';
  double beta = 0.25, zero = 0.0;
  double y[4] = {p[30], p[31], p[32], p[33]};
  dgemv_(&t, &m, &n, &p[39], p, &lda, p + 20, &one, &beta, y, &one);
  double C[12];
  dgemm_(&nt, &t, &m, &n, &m, &p[38], p, &lda, p + 12, &ldb, &zero, C, &ldc);
  return sumsq(y, 4, 1) + sumsq(C, 12, 1) + ddot_(&n, p, &one, p + 8, &two);
}

double f_float(double *p) {               /* float32: sgemm and sdot */
  float a[6], b[6], c[4];
  for (int i = 0; i < 6; i++) { a[i] = (float)p[i]; b[i] = (float)p[10 + i]; }
  cblas_sgemm(ColMajor, NoTrans, NoTrans, 2, 2, 3, 1.0f, a, 2, b, 3, 0.0f, c, 2);
  return (double)cblas_sdot(4, c, 1, c, 1) + (double)cblas_sdot(3, a, 2, b, 1);
}

static double p0[N], v0[N];

double hv(double *p) {                    /* second order: the gradient's own BLAS calls */
  double dp[N] = {0};
  __enzyme_autodiff((void *)f_gemm_row_ta_alpha_beta, enzyme_dup, p, dp);
  __enzyme_autodiff((void *)f_gemv_row, enzyme_dup, p, dp);
  __enzyme_autodiff((void *)f_fortran, enzyme_dup, p, dp);
  double s = 0;
  for (int i = 0; i < N; i++) s += dp[i] * v0[i];
  return s;
}

static void compare(const char *name, double (*f)(double *), const double *dp, double t, double tol, double h) {
  char label[64];
  double dir = 0;
  for (int i = 0; i < N; i++) {
    double save = p0[i];
    p0[i] = save + h;
    double up = f(p0);
    p0[i] = save - h;
    double down = f(p0);
    p0[i] = save;
    double fd = (up - down) / (2 * h);
    dir += fd * v0[i];
    snprintf(label, sizeof label, "%s d/dp[%d]", name, i);
    check(label, p0[i], dp[i], fd, tol);
  }
  snprintf(label, sizeof label, "%s forward", name);
  check(label, 0, t, dir, tol);
}

#define CHECK(f, tol, h)                                        \
  do {                                                          \
    double dp[N] = {0};                                         \
    __enzyme_autodiff((void *)f, enzyme_dup, p0, dp);           \
    double t = __enzyme_fwddiff((void *)f, enzyme_dup, p0, v0); \
    compare(#f, f, dp, t, tol, h);                              \
  } while (0)

int main(void) {
  for (int i = 0; i < N; i++) {
    p0[i] = 0.3 * sin(1.7 * i + 0.4) + 0.1 * (i % 3);
    v0[i] = cos(0.9 * i);
  }
  p0[38] = 0.8;
  p0[39] = -1.3;
  CHECK(f_dot, 1e-6, 1e-6);
  CHECK(f_nrm2, 1e-6, 1e-6);
  CHECK(f_gemv_row, 1e-6, 1e-6);
  CHECK(f_gemv_col_t, 1e-6, 1e-6);
  CHECK(f_gemv_row_t_beta0, 1e-6, 1e-6);
  CHECK(f_gemm_row, 1e-6, 1e-6);
  CHECK(f_gemm_col, 1e-6, 1e-6);
  CHECK(f_gemm_both_t, 1e-6, 1e-6);
  CHECK(f_gemm_row_ta_alpha_beta, 1e-6, 1e-6);
  CHECK(f_axpy_scal, 1e-6, 1e-6);
  CHECK(f_fortran, 1e-6, 1e-6);
  CHECK(f_float, 2e-2, 1e-2);
  CHECK(hv, 1e-5, 1e-5);
  printf("blas: %d failures\n", n_fail);
  return n_fail != 0;
}
