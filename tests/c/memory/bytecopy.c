/* A double copied as raw bytes by a helper that is not inlined (memcpy into a char buffer,
 * which clang makes `load i64` / `store i64` inside the helper: std::function's _M_create under
 * -fno-inline does the same with a lambda's capture), then read back as a double by another.
 * Alone, the helper's analysis took the 8 bytes for an integer and the derivative dropped
 * them: d/da came back 0 at -O1 and above, silently. A function's own analysis now starts
 * from what its callers know of its arguments (type_analysis.callers_arg_trees). (Static
 * helpers get the double passed as an i64 by value at -O3, argument promotion: refused by name,
 * not covered here.) Reverse against central differences, forward against reverse. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_const, enzyme_out, enzyme_dup;

struct Box { char buf[24]; };

__attribute__((noinline)) void put(struct Box *b, const double *v, int k) { memcpy(b->buf + 8 * k, v, 8); }
__attribute__((noinline)) double get(const struct Box *b, int k) {
  double a;
  memcpy(&a, b->buf + 8 * k, 8);
  return a;
}

double obj(double a, const double *x) {
  struct Box b;
  double t = a * a;
  put(&b, &a, 0);
  put(&b, &t, 2);
  return get(&b, 0) * x[0] * x[0] + sin(get(&b, 2)) * x[1];
}

static double along_a(const double *v, void *ctx) { return obj(v[0], (const double *)ctx); }
static double along_x(const double *v, void *ctx) { return obj(*(const double *)ctx, v); }

int main(void) {
  double a = 1.7, x[2] = {1.5, -0.8}, dx[2] = {0, 0};
  double da = __enzyme_autodiff((void *)obj, enzyme_out, a, enzyme_dup, x, dx);
  check_grad("bytecopy.da", along_a, x, &a, 1, &da, 1e-6);
  check_grad("bytecopy.dx", along_x, &a, x, 2, dx, 1e-6);
  double tx[2] = {0.3, -1.1};
  double jv = __enzyme_fwddiff((void *)obj, a, 0.7, enzyme_dup, x, tx);
  check("bytecopy.fwd_vs_rev", 0, jv, 0.7 * da + tx[0] * dx[0] + tx[1] * dx[1], 1e-9);
  return finish("bytecopy");
}
