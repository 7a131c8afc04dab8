/* __enzyme_fwddiff from C, checked against central finite differences inside the program.
 * Floats are marked enzyme_dup explicitly (x, dx); pointers are duplicated by default.
 * main returns the number of failed checks. Regenerate the .ll files with regen.sh. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

static int n_fail = 0;

static void check(const char *name, double ad, double fd) {
  double scale = fabs(fd) > 1.0 ? fabs(fd) : 1.0;
  int ok = fabs(ad - fd) <= 1e-6 * scale;
  printf("%s ad=%.17g fd=%.17g %s\n", name, ad, fd, ok ? "ok" : "FAIL");
  if (!ok) n_fail++;
}

static double f(double x, double y) { return sin(x * y) + exp(x) / (1.0 + y * y); }

static double norm2(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * x[i];
  return sqrt(s);
}

static void scale(double a, const double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] = a * x[i] * x[i];
}

int main(void) {
  double x = 0.7, y = -1.3, h = 1e-6;
  check("f.dx", __enzyme_fwddiff((void *)f, enzyme_dup, x, 1.0, enzyme_const, y),
        (f(x + h, y) - f(x - h, y)) / (2 * h));
  check("f.dxdy", __enzyme_fwddiff((void *)f, enzyme_dup, x, 0.5, enzyme_dup, y, 2.0),
        (f(x + 0.5 * h, y + 2.0 * h) - f(x - 0.5 * h, y - 2.0 * h)) / (2 * h));

  enum { N = 9 };
  double v[N], dv[N], vp[N], vm[N];
  for (int i = 0; i < N; i++) {
    v[i] = 0.1 * i + 0.3;
    dv[i] = cos(i);
    vp[i] = v[i] + h * dv[i];
    vm[i] = v[i] - h * dv[i];
  }
  check("norm2", __enzyme_fwddiff((void *)norm2, v, dv, N), (norm2(vp, N) - norm2(vm, N)) / (2 * h));

  double out[N], dout[N], op[N], om[N];
  for (int i = 0; i < N; i++) dout[i] = 0.0;
  __enzyme_fwddiff((void *)scale, enzyme_dup, 1.5, 0.25, v, dv, out, dout, N);
  scale(1.5 + 0.25 * h, vp, op, N);
  scale(1.5 - 0.25 * h, vm, om, N);
  for (int i = 0; i < N; i++) check("scale", dout[i], (op[i] - om[i]) / (2 * h));

  printf("fwddiff: %d failures\n", n_fail);
  return n_fail;
}
