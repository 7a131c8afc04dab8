/* Refused: memory from an allocator reached through a function pointer (kept
 * in a global, as a pluggable allocator is): enzympy cannot see what the call
 * returns, so it cannot know whether the memory is active. */
#include <stdlib.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

struct {
  int count;
  void *(*allocfn)(size_t);
} pool = {0, malloc};

__attribute__((noinline)) static void square(double *p) { *p *= *p; }

static double f(double x) {
  double *m = (double *)pool.allocfn(sizeof(double));
  *m = x;
  square(m);
  double r = m[0] * x;
  free(m);
  return r;
}

int main(void) {
#if FWD
  return __enzyme_fwddiff((void *)f, enzyme_dup, 2.0, 1.0) == 12.0 ? 0 : 1;
#else
  return __enzyme_autodiff((void *)f, 2.0) == 12.0 ? 0 : 1;
#endif
}
