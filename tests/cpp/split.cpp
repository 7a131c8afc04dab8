// Split mode with a result, as Enzyme's tests declare it: the augmented forward pass returns
// { result, tape } or { tape, result }; the reverse pass takes the seed and the tape.
#include <cmath>
#include <cstdio>

#include "../c/check.h"

struct ResultAndTape { double result; void *tape; };
struct TapeAndResult { void *tape; double result; };
ResultAndTape __enzyme_augmentfwd(void *, double);
extern "C" TapeAndResult __enzyme_augmentfwd_tape_first(void *, double) __asm__("__enzyme_augmentfwd");
double __enzyme_reverse(void *, double, double, void *);

static double cube_exp(double x) { return x * x * x * std::exp(-x); }
static double step(double x) { return 1e-6 * (std::fabs(x) > 1.0 ? std::fabs(x) : 1.0); }

int main() {
  const double xs[] = {-0.5, 0.7, 2.0};
  for (double x : xs) {
    double h = step(x), fd = (cube_exp(x + h) - cube_exp(x - h)) / (2 * h);
    ResultAndTape a = __enzyme_augmentfwd((void *)cube_exp, x);
    check("augmented result, {result, tape}", x, a.result, cube_exp(x), 1e-15);
    check("reverse, {result, tape}", x, __enzyme_reverse((void *)cube_exp, x, 1.0, a.tape), fd, 1e-6);
    TapeAndResult b = __enzyme_augmentfwd_tape_first((void *)cube_exp, x);
    check("augmented result, {tape, result}", x, b.result, cube_exp(x), 1e-15);
    check("reverse, {tape, result}, seed 2", x, __enzyme_reverse((void *)cube_exp, x, 2.0, b.tape), 2 * fd, 1e-6);
  }
  printf("split: %d failures\n", n_fail);
  return n_fail != 0;
}
