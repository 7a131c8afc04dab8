// A helper that catches its own exception, called by the differentiated function and declared
// inactive (__enzyme_inactivefn): its call stays a call of the function as compiled, landing
// pad and all, so an exception thrown there is caught there, in the derivative as in the
// primal. (Catching in differentiated code itself is refused: tests/cpp/refused/caught_inside.cpp.)
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../c/check.h"

extern "C" double __enzyme_autodiff(void *, ...);
extern "C" double __enzyme_fwddiff(void *, ...);

static int events = 0;

__attribute__((noinline)) void note(double v) {
  try {
    if (v > 1.0) throw std::runtime_error("big");
    events += 1;
  } catch (const std::exception &) {
    events += 100;
  }
}

void *__enzyme_inactivefn[] = {(void *)note};

double f(double x) {
  note(x);
  return std::sin(x) * x * 3.0;
}

int main() {
  for (double x : {0.5, 1.5}) {
    double want = 3.0 * (std::cos(x) * x + std::sin(x));
    check("caught.rev", x, __enzyme_autodiff((void *)f, x), want, 1e-12);
    check("caught.fwd", x, __enzyme_fwddiff((void *)f, x, 1.0), want, 1e-12);
  }
  check("caught.events", 0, events, 2 * (1 + 100), 0.0);   // the primal's handler ran each time
  printf("caught: %d failures\n", n_fail);
  return n_fail != 0;
}
