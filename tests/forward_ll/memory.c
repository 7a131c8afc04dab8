/* Memory programs for the forward-mode tests (tests/test_forward.py): pointer arguments,
 * stack scratch arrays, memcpy/memset, heap temporaries, pointers stored in structs.
 * Regenerate the .ll files with regen.sh. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* y[i] written from x */
void map(const double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] = sin(x[i]) * x[i] + 0.5 * y[i] * x[(i + 1) % n];
}

/* a double from a pointer */
double sumsq(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * x[i];
  return s;
}

/* in place update: reads and writes the same array */
void inplace(double *x, int n) {
  for (int i = 1; i < n; i++) x[i] = x[i] * x[i - 1] + cos(x[i]);
}

/* a stack scratch array (dynamically indexed: it stays in memory) */
double scratch(const double *x, int n) {
  double t[32];
  int m = n < 32 ? n : 32;
  for (int i = 0; i < m; i++) t[i] = x[i] * x[i];
  for (int i = 1; i < m; i++) t[i] += t[i - 1] * 0.5;
  double s = 0.0;
  for (int i = 0; i < m; i++) s += t[(i * 7) % m] * x[i];
  return s;
}

/* memcpy into a scratch array and into the output; memset */
void copies(const double *x, double *y, int n) {
  double buf[64];
  int m = n < 64 ? n : 64;
  memcpy(buf, x, m * sizeof(double));
  for (int i = 0; i < m; i++) buf[i] = buf[i] * buf[m - 1 - i];
  memcpy(y, buf, m * sizeof(double));
  memset(buf, 0, sizeof buf);
  for (int i = 0; i < m; i++) buf[i % 3] += x[i];
  y[0] += buf[0] * buf[1] - buf[2];
}

/* a heap temporary */
double heap(const double *x, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = exp(x[i]);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] / t[n - 1 - i];
  free(t);
  return s;
}

/* a zeroed heap accumulator */
void hist(const double *x, double *y, int n) {
  double *acc = (double *)calloc(4, sizeof(double));
  for (int i = 0; i < n; i++) acc[i & 3] += x[i] * x[i];
  for (int i = 0; i < n; i++) y[i] = acc[i & 3] * x[i];
  free(acc);
}

/* a pointer stored in a struct: its shadow is read from the shadow struct */
struct vec {
  double *data;
  long n;
  double scale;
};

double vnorm(const struct vec *v) {
  double s = 0.0;
  for (long i = 0; i < v->n; i++) s += v->data[i] * v->data[i];
  return v->scale * sqrt(s);
}

/* builds a struct on the stack holding a pointer, passes it through memory */
static double __attribute__((noinline)) dot_impl(struct vec *a, const double *b) {
  double s = 0.0;
  for (long i = 0; i < a->n; i++) s += a->data[i] * b[i];
  return s * a->scale;
}
double dotp(double *x, const double *y, long n) {
  struct vec a = {x, n, 2.0};
  return dot_impl(&a, y);
}

/* mutable globals as scratch memory: they get shadow globals of their own */
static double gbuf[16];
double gtotal;
double globals(const double *x, int n) {
  int m = n < 16 ? n : 16;
  for (int i = 0; i < m; i++) gbuf[i] = x[i] * x[i] + 1.0;
  gtotal = 0.0;
  for (int i = 0; i < m; i++) gtotal += gbuf[i] * gbuf[(i + 3) % m] * x[i];
  return log(1.0 + gtotal * gtotal);
}

/* recursion: calls that stay calls, on scalars and through pointers */
static double rpow(double x, int n) {
  if (n == 0) return 1.0;
  double h = rpow(x, n / 2);
  return (n & 1) ? h * h * x : h * h;
}
static double rsum(const double *x, int lo, int hi) {
  if (hi - lo == 1) return x[lo] * sin(x[lo]);
  int mid = (lo + hi) / 2;
  double l = rsum(x, lo, mid), r = rsum(x, mid, hi);
  return l + r + 0.1 * l * r;
}
static void rscale(double a, double *y, int lo, int hi) {
  if (hi - lo == 1) {
    y[lo] = a * y[lo] * y[lo];
    return;
  }
  int mid = (lo + hi) / 2;
  rscale(a, y, lo, mid);
  rscale(a * 0.5, y, mid, hi);
}
double recursion(double *x, double a, int n) {
  rscale(a, x, 0, n);
  return rpow(x[0] + a, 5) * rsum(x, 0, n);
}

/* a global written by a recursive helper: its shadow must survive the recursive calls */
static double gacc;
static void racc(const double *x, int lo, int hi) {
  if (hi - lo == 1) {
    gacc += x[lo] * x[lo] * x[lo];
    return;
  }
  int mid = (lo + hi) / 2;
  racc(x, lo, mid);
  racc(x, mid, hi);
}
double grec(const double *x, int n) {
  gacc = 0.5;
  racc(x, 0, n);
  return gacc * gacc;
}

/* a stack array filled and read only by recursive helpers */
static void rfill(double *t, const double *x, int lo, int hi) {
  if (hi - lo == 1) {
    t[lo] = x[lo] * x[lo] + sin(x[lo]);
    return;
  }
  int mid = (lo + hi) / 2;
  rfill(t, x, lo, mid);
  rfill(t, x, mid, hi);
}
static double rread(const double *t, int lo, int hi) {
  if (hi - lo == 1) return t[lo] * t[(lo * 5) % hi];
  int mid = (lo + hi) / 2;
  return rread(t, lo, mid) * 0.5 + rread(t, mid, hi);
}
double stackcall(const double *x, int n) {
  double t[64];
  int m = n < 64 ? n : 64;
  rfill(t, x, 0, m);
  return rread(t, 0, m);
}
