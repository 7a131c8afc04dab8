/* Refused: a call through a function pointer (chosen at run time from a
 * table) that receives the active array. */
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

static double sumsq(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * x[i];
  return s;
}
static double sum(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}
double (*volatile table[2])(const double *, int) = {sumsq, sum};
volatile int which = 0;

static double f(const double *x, int n) { return table[which](x, n) * 2.0; }

int main(void) {
  double x[3] = {1.0, 2.0, 3.0}, dx[3] = {0.0, 0.0, 0.0}, v[3] = {1.0, 0.0, 0.0};
#if FWD
  return __enzyme_fwddiff((void *)f, x, v, enzyme_const, 3) == 4.0 ? 0 : 1;
#else
  __enzyme_autodiff((void *)f, x, dx, enzyme_const, 3);
  return dx[0] == 4.0 ? 0 : 1;
#endif
}
