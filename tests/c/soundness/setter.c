/* Refused: the active value is written through a pointer that a setter, called before and
 * outside the derivative, parked in a global. The global's shadow starts zeroed, so the
 * pointer read back has no shadow: the derivative was undefined behaviour (LLVM turned it
 * into `unreachable`, and the program returned garbage). Enzyme refuses such a global too. */
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static double *buf;
__attribute__((noinline)) void bind(double *p) { buf = p; }

__attribute__((noinline)) static double f(double x) {
  buf[0] = x * x;
  return buf[0] * 3.0;
}

int main(void) {
  double b[1];
  bind(b);
#if FWD
  return __enzyme_fwddiff((void *)f, 3.0, 1.0) == 18.0 ? 0 : 1;
#else
  return __enzyme_autodiff((void *)f, 3.0) == 18.0 ? 0 : 1;
#endif
}
