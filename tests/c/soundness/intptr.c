/* Refused: active values read through a pointer made from an integer (an
 * address kept as uintptr_t): enzympy cannot tell which memory it names. */
#include <stdint.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

uintptr_t scratch_addr;

static double f(double *x, int n) {
  double *t = (double *)scratch_addr;
  for (int i = 0; i < n; i++) t[i] = x[i] * x[i];
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] * x[i];
  return s;
}

int main(void) {
  double x[3] = {1.0, 2.0, 3.0}, dx[3] = {0.0, 0.0, 0.0}, v[3] = {1.0, 0.0, 0.0}, t[3];
  scratch_addr = (uintptr_t)t;
#if FWD
  return __enzyme_fwddiff((void *)f, x, v, enzyme_const, 3) == 3.0 ? 0 : 1;
#else
  __enzyme_autodiff((void *)f, x, dx, enzyme_const, 3);
  return dx[0] == 3.0 ? 0 : 1;
#endif
}
