/* A small reference BLAS (naive loops), linked with blas.c but never differentiated: the
 * derivative enzympy makes of blas.c calls these routines again. Row-major operands are
 * indexed as such (A[i * lda + j]), not by a transposition trick, so that this file checks
 * enzympy's layout handling instead of sharing it. Negative increments start at the end,
 * as BLAS specifies; with beta == 0 the output is not read. */
#include <math.h>

enum { RowMajor = 101, ColMajor = 102, NoTrans = 111, Trans = 112, ConjTrans = 113 };

#define AT(A, row, i, j, ld) ((row) ? (A)[(long)(i) * (ld) + (j)] : (A)[(long)(i) + (long)(j) * (ld)])
#define START(n, inc) ((inc) < 0 ? (long)(1 - (n)) * (inc) : 0)

#define DEFINE(T, p)                                                                               \
  T cblas_##p##dot(int n, const T *x, int incx, const T *y, int incy) {                           \
    T s = 0;                                                                                       \
    long ix = START(n, incx), iy = START(n, incy);                                                 \
    for (int i = 0; i < n; i++, ix += incx, iy += incy) s += x[ix] * y[iy];                        \
    return s;                                                                                      \
  }                                                                                                \
  T cblas_##p##nrm2(int n, const T *x, int incx) {                                                 \
    T s = 0;                                                                                       \
    long ix = START(n, incx);                                                                      \
    for (int i = 0; i < n; i++, ix += incx) s += x[ix] * x[ix];                                    \
    return sqrt(s);                                                                                \
  }                                                                                                \
  void cblas_##p##axpy(int n, T a, const T *x, int incx, T *y, int incy) {                         \
    long ix = START(n, incx), iy = START(n, incy);                                                 \
    for (int i = 0; i < n; i++, ix += incx, iy += incy) y[iy] += a * x[ix];                        \
  }                                                                                                \
  void cblas_##p##scal(int n, T a, T *x, int incx) {                                               \
    long ix = START(n, incx);                                                                      \
    for (int i = 0; i < n; i++, ix += incx) x[ix] *= a;                                            \
  }                                                                                                \
  void cblas_##p##gemv(int order, int trans, int m, int n, T alpha, const T *A, int lda,           \
                       const T *x, int incx, T beta, T *y, int incy) {                              \
    int row = order == RowMajor, t = trans != NoTrans;                                              \
    int ly = t ? n : m, lx = t ? m : n;                                                             \
    long iy = START(ly, incy);                                                                     \
    for (int i = 0; i < ly; i++, iy += incy) {                                                     \
      T s = 0;                                                                                     \
      long ix = START(lx, incx);                                                                   \
      for (int j = 0; j < lx; j++, ix += incx) s += (t ? AT(A, row, j, i, lda) : AT(A, row, i, j, lda)) * x[ix]; \
      y[iy] = alpha * s + (beta == 0 ? 0 : beta * y[iy]);                                          \
    }                                                                                              \
  }                                                                                                \
  void cblas_##p##gemm(int order, int ta, int tb, int m, int n, int k, T alpha, const T *A,        \
                       int lda, const T *B, int ldb, T beta, T *C, int ldc) {                      \
    int row = order == RowMajor;                                                                   \
    for (int i = 0; i < m; i++)                                                                    \
      for (int j = 0; j < n; j++) {                                                                \
        T s = 0;                                                                                   \
        for (int l = 0; l < k; l++)                                                                \
          s += (ta != NoTrans ? AT(A, row, l, i, lda) : AT(A, row, i, l, lda)) *                   \
               (tb != NoTrans ? AT(B, row, j, l, ldb) : AT(B, row, l, j, ldb));                     \
        T *c = row ? &C[(long)i * ldc + j] : &C[i + (long)j * ldc];                                \
        *c = alpha * s + (beta == 0 ? 0 : beta * *c);                                              \
      }                                                                                            \
  }                                                                                                \
  void cblas_##p##ger(int order, int m, int n, T alpha, const T *x, int incx, const T *y,          \
                      int incy, T *A, int lda) {                                                   \
    int row = order == RowMajor;                                                                   \
    long ix = START(m, incx);                                                                      \
    for (int i = 0; i < m; i++, ix += incx) {                                                      \
      long iy = START(n, incy);                                                                    \
      for (int j = 0; j < n; j++, iy += incy) *(row ? &A[(long)i * lda + j] : &A[i + (long)j * lda]) += alpha * x[ix] * y[iy]; \
    }                                                                                              \
  }                                                                                                \
  /* Fortran: column-major, everything by pointer */                                               \
  static int p##flag(const char *c) { return *c == 'N' || *c == 'n' ? NoTrans : Trans; }           \
  T p##dot_(const int *n, const T *x, const int *incx, const T *y, const int *incy) {              \
    return cblas_##p##dot(*n, x, *incx, y, *incy);                                                 \
  }                                                                                                \
  T p##nrm2_(const int *n, const T *x, const int *incx) { return cblas_##p##nrm2(*n, x, *incx); }   \
  void p##axpy_(const int *n, const T *a, const T *x, const int *incx, T *y, const int *incy) {     \
    cblas_##p##axpy(*n, *a, x, *incx, y, *incy);                                                   \
  }                                                                                                \
  void p##scal_(const int *n, const T *a, T *x, const int *incx) { cblas_##p##scal(*n, *a, x, *incx); } \
  void p##gemv_(const char *t, const int *m, const int *n, const T *alpha, const T *A,             \
                const int *lda, const T *x, const int *incx, const T *beta, T *y, const int *incy) { \
    cblas_##p##gemv(ColMajor, p##flag(t), *m, *n, *alpha, A, *lda, x, *incx, *beta, y, *incy);     \
  }                                                                                                \
  void p##gemm_(const char *ta, const char *tb, const int *m, const int *n, const int *k,          \
                const T *alpha, const T *A, const int *lda, const T *B, const int *ldb,            \
                const T *beta, T *C, const int *ldc) {                                             \
    cblas_##p##gemm(ColMajor, p##flag(ta), p##flag(tb), *m, *n, *k, *alpha, A, *lda, B, *ldb,      \
                    *beta, C, *ldc);                                                               \
  }                                                                                                \
  void p##ger_(const int *m, const int *n, const T *alpha, const T *x, const int *incx,            \
               const T *y, const int *incy, T *A, const int *lda) {                                \
    cblas_##p##ger(ColMajor, *m, *n, *alpha, x, *incx, y, *incy, A, *lda);                         \
  }

DEFINE(double, d)
DEFINE(float, s)
