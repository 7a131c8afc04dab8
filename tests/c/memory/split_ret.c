/* Item 11b: split mode on a function that returns a double, written the way
 * real Enzyme wants it: __enzyme_augmentfwd then returns the tape and the
 * primal result together, as struct { void *tape; double ret; } (x86-64 returns
 * it in two registers: `{ ptr, double }` in IR). A distinct name starting with
 * __enzyme_augmentfwd declares it (C allows one type per name), as Enzyme's own
 * tests do. __enzyme_reverse takes the seed of the result before the tape and
 * returns the derivative of the active scalar. (split.c declares
 * __enzyme_augmentfwd as returning void* for the same function.) */
#include "check.h"

typedef struct {
  void *tape;
  double ret;
} TapeAndResult;
extern TapeAndResult __enzyme_augmentfwd_ret(void *, ...);
extern double __enzyme_reverse(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

#define N 10

static double g(const double *x, double a, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += sin(a * x[i]) * x[i];
  return s * a;
}

typedef struct {
  int n;
  double a;
} Ctx;
static double obj_g(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return g(x, c->a, c->n);
}

int main(void) {
  double x[N], dx[N];
  fill(x, N, -1.0, 1.0);
  static const int ns[] = {N, 3};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    for (int k = 0; k < 2; k++) {
      double a = k ? -0.6 : 0.8, seed = k ? 1.0 : 2.0;
      Ctx c = {n, a};
      memset(dx, 0, sizeof dx);
      TapeAndResult r = __enzyme_augmentfwd_ret((void *)g, x, dx, a, n);
      check("g.aug_primal", k, r.ret, g(x, a, n), 1e-12);
      double da = __enzyme_reverse((void *)g, x, dx, a, n, seed, r.tape);
      double h = step(a);
      check("g.da(split)", k, da, seed * (g(x, a + h, n) - g(x, a - h, n)) / ((a + h) - (a - h)), 1e-6);
      for (int i = 0; i < n; i++) dx[i] /= seed;
      check_grad("g.dx(split)", obj_g, &c, x, n, dx, 1e-6);

      /* a constant scalar: the reverse returns nothing useful, dx only */
      memset(dx, 0, sizeof dx);
      r = __enzyme_augmentfwd_ret((void *)g, x, dx, enzyme_const, a, n);
      __enzyme_reverse((void *)g, x, dx, enzyme_const, a, n, 1.0, r.tape);
      check_grad("g.dx(split, const a)", obj_g, &c, x, n, dx, 1e-6);
    }
  }
  return finish("split_ret");
}
