/* Noinline helpers that allocate memory, store their float arguments there and return it (a
 * custom allocator: the returned pointer has a shadow only as the call's result; no pointer
 * goes in). Before: reverse mode took the helper's float arguments as not useful (no shadowed
 * pointer among its arguments), so their adjoints were dropped: a silently zero gradient at
 * -O2 (forward mode was right). Reverse and forward mode against central differences. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_const;

struct S {
  double v;
  int *idx;
};

__attribute__((noinline)) static struct S *make(double x, int n) {
  struct S *s = (struct S *)malloc(sizeof *s);
  s->v = x;
  s->idx = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) s->idx[i] = i + 1;
  return s;
}
__attribute__((noinline)) static void drop(struct S *s) {
  free(s->idx);
  free(s);
}
static double viastruct(double x, int n) {
  struct S *s = make(x, n);
  double r = s->v * s->v * s->idx[n - 1];
  drop(s);
  return r;
}

__attribute__((noinline)) static double *filled(double x, double y, int n) {
  double *a = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = x * (i + 1) + sin(y * i);
  return a;
}
static double viaarray(double x, double y, int n) {
  double *a = filled(x, y, n), s = 0.0;
  for (int i = 0; i < n; i++) s += a[i] * a[i] * cos(0.3 * i);
  free(a);
  return s;
}

static double step1(double (*f)(double, int), double x, int n) {
  double h = step(x);
  return (f(x + h, n) - f(x - h, n)) / (2 * h);
}
static int n_g = 5;
static double va_x(double x, int n) { (void)n; return viaarray(x, 0.4, n_g); }
static double va_y(double y, int n) { (void)n; return viaarray(0.8, y, n_g); }

int main(void) {
  static const double xs[] = {-1.1, 0.35, 0.7, 2.0};
  for (int k = 0; k < 4; k++) {
    double x = xs[k];
    for (int n = 1; n <= 4; n += 3) {
      double fd = step1(viastruct, x, n);
      check("viastruct.rev", k, __enzyme_autodiff((void *)viastruct, x, enzyme_const, n), fd, 1e-6);
      check("viastruct.fwd", k, __enzyme_fwddiff((void *)viastruct, x, 1.0, enzyme_const, n), fd, 1e-6);
    }
    typedef struct { double dx, dy; } D2;
    D2 d = ((D2(*)(void *, ...))__enzyme_autodiff)((void *)viaarray, x, 0.4, enzyme_const, n_g);
    check("viaarray.rev.dx", k, d.dx, step1(va_x, x, 0), 1e-6);
    D2 e = ((D2(*)(void *, ...))__enzyme_autodiff)((void *)viaarray, 0.8, x, enzyme_const, n_g);
    check("viaarray.rev.dy", k, e.dy, step1(va_y, x, 0), 1e-6);
    check("viaarray.fwd.dx", k, __enzyme_fwddiff((void *)viaarray, x, 1.0, 0.4, 0.0, enzyme_const, n_g),
          step1(va_x, x, 0), 1e-6);
  }
  return finish("allocret");
}
