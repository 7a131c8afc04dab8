/* Refused: the active array read a second time through a pointer made from an
 * integer (its address, kept as uintptr_t by the caller). Treating those loads
 * as constant would give half the gradient (x[i] instead of 2 x[i]). */
#include <stdint.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

uintptr_t data_addr;

static double f(const double *x, int n) {
  const double *y = (const double *)data_addr;
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

int main(void) {
  double x[3] = {1.0, 2.0, 3.0}, dx[3] = {0.0, 0.0, 0.0}, v[3] = {1.0, 0.0, 0.0};
  data_addr = (uintptr_t)x;
#if FWD
  return __enzyme_fwddiff((void *)f, x, v, enzyme_const, 3) == 2.0 ? 0 : 1;
#else
  __enzyme_autodiff((void *)f, x, dx, enzyme_const, 3);
  return dx[0] == 2.0 ? 0 : 1;
#endif
}
