// __enzyme_autodiff called inside try blocks (clang makes it an `invoke` with a landing pad
// shared by other calls that may throw), by a function whose caller catches.
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../c/check.h"

extern "C" double __enzyme_autodiff(void *, ...);

static double cube_sin(double x) { return x * x * x * std::sin(x); }
static double step(double x) { return 1e-6 * (std::fabs(x) > 1.0 ? std::fabs(x) : 1.0); }

__attribute__((noinline)) double checked(double x) {
  if (std::fabs(x) > 1e300) throw std::domain_error("too big");
  return x;
}

__attribute__((noinline)) double derivative_or_throw(double x) {
  double d = __enzyme_autodiff((void *)cube_sin, checked(x));
  return checked(d);
}

int main() {
  const double xs[] = {-1.2, 0.5, 2.5};
  for (double x : xs) {
    double h = step(x), fd = (cube_sin(x + h) - cube_sin(x - h)) / (2 * h);
    double got = -1.0;
    try {
      got = checked(x);
      got = __enzyme_autodiff((void *)cube_sin, got);
      got = checked(got);
    } catch (const std::exception &e) {
      got = -12345.0;
    }
    check("invoke in try", x, got, fd, 1e-6);
    check("invoke in callee", x, derivative_or_throw(x), fd, 1e-6);
  }
  int thrown = 0;
  try { derivative_or_throw(1e301); } catch (const std::domain_error &) { thrown = 1; }
  check("the primal still throws", 0.0, thrown, 1.0, 0.0);
  printf("exceptions: %d failures\n", n_fail);
  return n_fail != 0;
}
