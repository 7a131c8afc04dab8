/* Variable-length arrays declared inside a loop body: clang gives their stack back at the end
 * of each iteration (llvm.stacksave / stackrestore), so the next iteration's array lies where
 * the last one did. Their shadows lived there too, and the reverse pass, which runs after the
 * loop, read the shadows of every iteration in that one dead stack area (a silent wrong
 * gradient at -O0 to -O3). They go on the heap now, freed where the reverse pass leaves the
 * iteration. Reverse against central differences, forward against reverse. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 5

static double vla_loop(const double *x, int n) {
  double s = 0.0;
  for (int k = 1; k < 5; k++) {
    double w[k + n];
    for (int i = 0; i < k + n; i++) w[i] = x[i % n] * k + sin(x[(i + k) % n]);
    s += w[k] * w[k + 1] - w[0] * cos(w[n - 1]);
  }
  return s;
}

static double vla_nested(const double *x, int n) {
  double s = 0.0;
  for (int k = 0; k < 3; k++) {
    double a[n + k];
    for (int i = 0; i < n + k; i++) a[i] = x[(i * 3 + k) % n];
    for (int j = 1; j < 3; j++) {
      double b[j + 1];
      for (int i = 0; i <= j; i++) b[i] = a[i + k] * a[(i + j) % (n + k)];
      s += exp(0.1 * b[j]) * b[0];
    }
  }
  return s;
}

typedef struct {
  int n;
  double (*f)(const double *, int);
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->f(x, c->n);
}

static void run(const char *name, double (*f)(const double *, int), const double *x, const double *v,
                double *dx, double jv) {
  Ctx c = {N, f};
  double xc[N];
  memcpy(xc, x, sizeof xc);
  check_grad(name, obj, &c, xc, N, dx, 1e-6);
  double vjt = 0.0;
  for (int i = 0; i < N; i++) vjt += v[i] * dx[i];
  check("fwd_vs_rev", 0, jv, vjt, 1e-9);
}

int main(void) {
  double x[N], dx[N], v[N], jv;
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  memset(dx, 0, sizeof dx);
  __enzyme_autodiff((void *)vla_loop, enzyme_dup, x, dx, enzyme_const, N);
  jv = __enzyme_fwddiff((void *)vla_loop, enzyme_dup, x, v, enzyme_const, N);
  run("vla_loop", vla_loop, x, v, dx, jv);
  memset(dx, 0, sizeof dx);
  __enzyme_autodiff((void *)vla_nested, enzyme_dup, x, dx, enzyme_const, N);
  jv = __enzyme_fwddiff((void *)vla_nested, enzyme_dup, x, v, enzyme_const, N);
  run("vla_nested", vla_nested, x, v, dx, jv);
  return finish("vla");
}
