/* Built with _FORTIFY_SOURCE=2, as distributions build packages: glibc turns a copy of a
 * run-time size into a buffer of known size into __memcpy_chk / __memmove_chk / __memset_chk,
 * which had no body and were refused when they moved active memory. They get bodies with the
 * same check (enzympy/fortify.py). At -O0 glibc ignores _FORTIFY_SOURCE (the plain calls).
 * Reverse against central differences, forward against reverse. */
#define _FORTIFY_SOURCE 2
#include "check.h"

extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

__attribute__((noinline)) double loss(const double *x, int n) {
  double buf[16], sh[16];
  memset(buf, 0, sizeof buf);
  memcpy(buf + 1, x, n * sizeof(double));          /* run-time size: __memcpy_chk */
  memcpy(sh, buf, (n + 1) * sizeof(double));
  memmove(sh + 2, sh + 1, n * sizeof(double));     /* __memmove_chk */
  memset(sh, 0, 2 * sizeof(double));
  double e = 0;
  for (int i = 0; i < n + 2; i++) e += (i + 1) * sh[i] * sh[i] + buf[i < n ? i : 0] * x[0];
  return e;
}

static double obj(const double *x, void *ctx) { return loss(x, *(int *)ctx); }

int main(void) {
  int n = 6;
  double x[6], dx[6] = {0}, t[6];
  fill(x, n, -1, 1);
  fill(t, n, -1, 1);
  __enzyme_autodiff((void *)loss, enzyme_dup, x, dx, enzyme_const, n);
  check_grad("fortify.rev", obj, &n, x, n, dx, 1e-6);
  double dot = 0;
  for (int i = 0; i < n; i++) dot += t[i] * dx[i];
  check("fortify.fwd_vs_rev", 0, __enzyme_fwddiff((void *)loss, enzyme_dup, x, t, enzyme_const, n), dot, 1e-9);
  return finish("fortify");
}
