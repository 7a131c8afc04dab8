/* Refused: a static scratch buffer that grows with realloc only when a call needs more room
 * (a common way to avoid an allocation per call). On the first call the derivative sets the
 * pointer itself; on any later one the pointer was set by an earlier call, and the global's
 * shadow, zeroed at every call, has none: the derivative wrote through null (a crash on the
 * second call) or could add into stale memory. */
#include <stdlib.h>
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static double *scratch;
static int room;
__attribute__((noinline)) static void ensure(int n) {
  if (n > room) {
    scratch = realloc(scratch, n * sizeof(double));
    room = n;
  }
}

__attribute__((noinline)) static double f(double x) {
  ensure(4);
  for (int i = 0; i < 4; i++) scratch[i] = x * (i + 1);
  double s = 0;
  for (int i = 0; i < 4; i++) s += scratch[i] * scratch[i];
  return s;
}

int main(void) {
#if FWD
  double a = __enzyme_fwddiff((void *)f, 2.0, 1.0), b = __enzyme_fwddiff((void *)f, 2.0, 1.0);
#else
  double a = __enzyme_autodiff((void *)f, 2.0), b = __enzyme_autodiff((void *)f, 2.0);
#endif
  return a == 120.0 && b == 120.0 ? 0 : 1;
}
