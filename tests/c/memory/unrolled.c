/* Loops the optimiser unrolls fully after differentiation (constant trip counts), each
 * caching a value per iteration for the reverse pass: a product recurrence and a running
 * maximum. Found by Enzyme's vecmax.c at -O0 -ffast-math: the reverse pass read the last
 * cached record before the forward pass had written it (the optimiser sank the store below
 * the cache's view). Checked against central differences at every level, and regen.sh
 * also writes an -O0 -ffast-math fixture (ll/unrolled.O0fast.ll), the level that showed it. */
#include "check.h"

extern void __enzyme_autodiff(void *, ...);

static double prod(const double *v, int n) {
  double r = 1.0;
  for (int i = 0; i < n; i++) r = r * v[i] + 0.5 * r;
  return r;
}

static double runmax(const double *v, int n) {
  double r = v[0];
  for (int i = 1; i < n; i++) r = (r > v[i]) ? r : v[i];
  return r * r;
}

static double ctx_prod(const double *x, void *ctx) { (void)ctx; return prod(x, 5); }
static double ctx_max(const double *x, void *ctx) { (void)ctx; return runmax(x, 5); }

int main(void) {
  double v[5] = {1.5, 2.0, 0.25, 3.0, 0.5}, d[5] = {0};
  __enzyme_autodiff((void *)prod, v, d, 5);
  check_grad("prod", ctx_prod, NULL, v, 5, d, 1e-6);
  double w[5] = {-1.0, 2.0, -0.2, 3.0, 1.0}, e[5] = {0};
  __enzyme_autodiff((void *)runmax, w, e, 5);
  check_grad("runmax", ctx_max, NULL, w, 5, e, 1e-6);
  return finish("unrolled");
}
