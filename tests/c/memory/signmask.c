/* |x|, -x and -|x| taken by masking the sign bit of each lane as an integer, as SSE2 code
 * (_mm_and_pd / _mm_xor_pd / _mm_or_pd with a sign mask) and Eigen's pabs (.cwiseAbs(),
 * .lpNorm<1>(), LLT) do: clang writes `and <2 x i64> %bits, splat (i64 0x7FFF...)` and a
 * bitcast back to <2 x double>, or loads the floats as <2 x i64>. These were refused ("floats
 * in active memory are read as <2 x i64> ..."); enzympy/sign_masks.py makes them llvm.fabs and
 * fneg. In double and in float; reverse and forward mode, against central differences. */
#include <emmintrin.h>

#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 8

double l1(const double *x, int n) {          /* sum |x_i| x_{i+1}, the |.| by an and-mask */
  const __m128d mask = _mm_castsi128_pd(_mm_set1_epi64x(0x7fffffffffffffffLL));
  double t[N];
  for (int i = 0; i < n; i += 2) _mm_storeu_pd(t + i, _mm_and_pd(_mm_loadu_pd(x + i), mask));
  double s = 0;
  for (int i = 0; i < n; i++) s += t[i] * x[(i + 1) % n];
  return s;
}

double negs(const double *x, int n) {        /* -x by xor with the sign bit, -|x| by or */
  const __m128d sign = _mm_castsi128_pd(_mm_set1_epi64x((long long)0x8000000000000000ULL));
  __m128d acc = _mm_setzero_pd();
  for (int i = 0; i < n; i += 2) {
    __m128d v = _mm_loadu_pd(x + i);
    __m128d w = _mm_mul_pd(v, _mm_set1_pd(1.5));
    acc = _mm_add_pd(acc, _mm_mul_pd(_mm_xor_pd(w, sign), _mm_or_pd(v, sign)));
  }
  double t[2];
  _mm_storeu_pd(t, acc);
  return t[0] + 2.0 * t[1];
}

double l1f(const double *x, int n) {         /* float lanes: and with 0x7fffffff */
  const __m128 mask = _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff));
  float f[N], t[N];
  for (int i = 0; i < n; i++) f[i] = (float)(x[i] * x[i] - 0.3);
  for (int i = 0; i < n; i += 4) _mm_storeu_ps(t + i, _mm_and_ps(_mm_loadu_ps(f + i), mask));
  double s = 0;
  for (int i = 0; i < n; i++) s += (i + 1) * (double)t[i];
  return s;
}

typedef double (*fn)(const double *, int);
static double obj(const double *x, void *ctx) { return ((fn)ctx)(x, N); }

/* f's gradient (reverse) and each partial (forward) against central differences */
#define RUN(f, start, tol)                                                                     \
  do {                                                                                         \
    double x[N], dx[N] = {0}, v[N], xc[N];                                                     \
    memcpy(x, start, sizeof x);                                                                \
    memcpy(xc, start, sizeof xc);                                                              \
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, N);                          \
    check_grad(#f, obj, (void *)f, x, N, dx, tol);                                             \
    for (int i = 0; i < N; i++) {                                                              \
      memset(v, 0, sizeof v);                                                                  \
      v[i] = 1.0;                                                                              \
      check(#f ".fwd", i, __enzyme_fwddiff((void *)f, enzyme_dup, x, v, enzyme_const, N),      \
            fd_coord(obj, (void *)f, xc, i), tol);                                             \
    }                                                                                          \
  } while (0)

int main(void) {
  double x0[N];
  fill(x0, N, -1.0, 1.0);
  for (int i = 0; i < N; i++)
    if (fabs(x0[i]) < 0.05) x0[i] = 0.4;       /* away from the kink of |x| */
  for (int i = 0; i < N; i++)
    if (fabs(x0[i] * x0[i] - 0.3) < 0.05) x0[i] += 0.1;
  RUN(l1, x0, 1e-6);
  RUN(negs, x0, 1e-6);
  {                                          /* l1f: float rounding swamps differences: exact partials */
    double x[N], dx[N] = {0}, v[N];
    memcpy(x, x0, sizeof x);
    __enzyme_autodiff((void *)l1f, enzyme_dup, x, dx, enzyme_const, N);
    for (int i = 0; i < N; i++) {
      double want = (i + 1) * ((float)(x[i] * x[i] - 0.3) < 0 ? -1.0 : 1.0) * 2.0 * x[i];
      check("l1f", i, dx[i], want, 1e-6);
      memset(v, 0, sizeof v);
      v[i] = 1.0;
      check("l1f.fwd", i, __enzyme_fwddiff((void *)l1f, enzyme_dup, x, v, enzyme_const, N), want, 1e-6);
    }
  }
  return finish("signmask");
}
