/* Copies (memcpy) of memory that holds pointers next to floats, between shadowed memory: a
 * struct assignment `*dst = *src` of { double *p; double a, b; } (the reverse pass crashed: the
 * destination's shadow pointer was never copied, and the caller's shadow struct had pointer
 * bits added into it as doubles), an array of such structs, a struct mixing int, double and
 * float, and an array of row pointers copied with a size known only at run time. Reverse
 * against central differences, forward against reverse, and the caller's shadow structs keep
 * their pointers. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

typedef struct {
  double *p;
  double a, b;
} S;

typedef struct {
  int n;
  double d;
  float f;
  double *q;
} M;

__attribute__((noinline)) double assign(S *dst, const S *src) {
  *dst = *src;
  return dst->p[0] * dst->a + dst->b * dst->b + dst->p[1] * dst->b;
}

__attribute__((noinline)) double assign3(S *dst, const S *src) {
  memcpy(dst, src, 3 * sizeof(S));
  double s = 0.0;
  for (int i = 0; i < 3; i++) s += dst[i].p[i] * dst[i].a * dst[i].a + sin(dst[i].b);
  return s;
}

__attribute__((noinline)) double mixed(M *dst, const M *src) {
  *dst = *src;
  return dst->d * dst->f * dst->n + dst->q[0] * dst->d;
}

/* a run-time number of mixed structs, shifted left by one with memmove (its pointers' shadows
 * follow, its doubles' and floats' adjoints go back) */
__attribute__((noinline)) double shift_mixed(M *a, int k) {
  memmove(a, a + 1, (k - 1) * sizeof(M));
  double s = 0.0;
  for (int i = 0; i < k; i++) s += (i + 1) * a[i].d * a[i].f + a[i].q[0] * a[i].d;
  return s;
}

__attribute__((noinline)) double rows(double **r, int n, int m) {
  double **copy = (double **)malloc(n * sizeof(double *));
  memcpy(copy, r, n * sizeof(double *));
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += copy[n - 1 - i][j] * copy[i][j] * (i + 1);
  free(copy);
  return s;
}

/* x packs every float the functions read; the objectives rebuild the structs from it */
static double obj_assign(const double *x, void *unused) {
  double p[2] = {x[0], x[1]};
  S src = {p, x[2], x[3]}, dst;
  return assign(&dst, &src);
}
static double obj_assign3(const double *x, void *unused) {
  double p[3][3];
  S src[3], dst[3];
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 3; j++) p[i][j] = x[5 * i + j];
    src[i] = (S){p[i], x[5 * i + 3], x[5 * i + 4]};
  }
  return assign3(dst, src);
}
static double obj_rows(const double *x, void *unused) {
  double data[12], *r[4];
  memcpy(data, x, sizeof data);
  for (int i = 0; i < 4; i++) r[i] = data + 3 * i;
  return rows(r, 4, 3);
}

int main(void) {
  double x[15], g[15], v[15];
  fill(x, 15, -1.0, 1.0);
  fill(v, 15, -1.0, 1.0);

  { /* one struct */
    double p[2] = {x[0], x[1]}, dp[2] = {0, 0};
    S src = {p, x[2], x[3]}, dsrc = {dp, 0, 0}, dst, ddst = {0, 0, 0};
    __enzyme_autodiff((void *)assign, enzyme_dup, &dst, &ddst, enzyme_dup, &src, &dsrc);
    double ad[4] = {dp[0], dp[1], dsrc.a, dsrc.b};
    check_grad("assign", obj_assign, 0, x, 4, ad, 1e-6);
    check("assign.shadow_pointer_kept", 0, dsrc.p == dp, 1.0, 0.0);
    double tp[2] = {v[0], v[1]};
    S tsrc = {tp, v[2], v[3]}, tdst = {0, 0, 0};
    double jv = __enzyme_fwddiff((void *)assign, enzyme_dup, &dst, &tdst, enzyme_dup, &src, &tsrc);
    double vjt = 0.0;
    for (int i = 0; i < 4; i++) vjt += v[i] * ad[i];
    check("assign.fwd_vs_rev", 0, jv, vjt, 1e-9);
  }
  { /* three structs, one memcpy */
    double p[3][3], dp[3][3] = {{0}};
    S src[3], dsrc[3], dst[3], ddst[3];
    memset(ddst, 0, sizeof ddst);
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) p[i][j] = x[5 * i + j];
      src[i] = (S){p[i], x[5 * i + 3], x[5 * i + 4]};
      dsrc[i] = (S){dp[i], 0, 0};
    }
    __enzyme_autodiff((void *)assign3, enzyme_dup, dst, ddst, enzyme_dup, src, dsrc);
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) g[5 * i + j] = dp[i][j];
      g[5 * i + 3] = dsrc[i].a;
      g[5 * i + 4] = dsrc[i].b;
      check("assign3.shadow_pointer_kept", i, dsrc[i].p == dp[i], 1.0, 0.0);
    }
    check_grad("assign3", obj_assign3, 0, x, 15, g, 1e-6);
  }
  { /* int, double, float and a pointer */
    double q[1] = {x[0]}, dq[1] = {0};
    M src = {3, x[1], (float)x[2], q}, dsrc = {3, 0, 0, dq}, dst, ddst = {0, 0, 0, 0};
    __enzyme_autodiff((void *)mixed, enzyme_dup, &dst, &ddst, enzyme_dup, &src, &dsrc);
    /* by hand (differences through the float field would be mostly its rounding) */
    double f = (float)x[2];
    check("mixed.dq", 0, dq[0], x[1], 1e-12);
    check("mixed.dd", 0, dsrc.d, f * 3 + x[0], 1e-12);
    check("mixed.df", 0, dsrc.f, x[1] * 3, 1e-6);
    check("mixed.shadow_pointer_kept", 0, dsrc.q == dq, 1.0, 0.0);
  }
  { /* four mixed structs, shifted left: a[i] = a[i + 1] for i < 3, a[3] stays */
    double q[4], dq[4] = {0};
    M a[4], da[4];
    for (int i = 0; i < 4; i++) {
      q[i] = x[i];
      a[i] = (M){i, x[4 + i], (float)x[8 + i], &q[i]};
      da[i] = (M){i, 0, 0, &dq[i]};
    }
    __enzyme_autodiff((void *)shift_mixed, enzyme_dup, a, da, enzyme_const, 4);
    /* after the shift, slot i holds struct s(i) = min(i + 1, 3): d s / d d_j, d f_j, d q_j by hand */
    double wd[4] = {0}, wf[4] = {0}, wq[4] = {0};
    for (int i = 0; i < 4; i++) {
      int j = i < 3 ? i + 1 : 3;
      double d = x[4 + j], f = (float)x[8 + j];
      wd[j] += (i + 1) * f + x[j];
      wf[j] += (i + 1) * d;
      wq[j] += d;
    }
    for (int j = 0; j < 4; j++) {
      check("shift_mixed.dd", j, da[j].d, wd[j], 1e-12);
      check("shift_mixed.df", j, da[j].f, wf[j], 1e-5);
      check("shift_mixed.dq", j, dq[j], wq[j], 1e-12);
    }
  }
  { /* row pointers, copied with a run-time size */
    double data[12], ddata[12] = {0}, *r[4], *dr[4];
    memcpy(data, x, sizeof data);
    for (int i = 0; i < 4; i++) r[i] = data + 3 * i, dr[i] = ddata + 3 * i;
    __enzyme_autodiff((void *)rows, enzyme_dup, r, dr, enzyme_const, 4, enzyme_const, 3);
    check_grad("rows", obj_rows, 0, x, 12, ddata, 1e-6);
  }
  return finish("structcopy");
}
