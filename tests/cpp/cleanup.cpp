// A differentiated function with an object whose destructor runs on the unwind path and a
// callee that may throw (clang: an invoke and a cleanup landing pad). The derivative follows
// the normal path; when the callee does throw inside the derivative, the exception reaches
// the caller's handler and no derivative is returned.
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "../c/check.h"

extern "C" double __enzyme_autodiff(void *, ...);

struct Tracker {
  static int live;
  Tracker() { ++live; }
  ~Tracker() { --live; }
};
int Tracker::live = 0;

__attribute__((noinline)) double guarded_square(double x) {
  if (std::fabs(x) > 1e300) throw std::overflow_error("too big");
  return x * x;
}

static double f(double x) {
  Tracker t;
  double y = guarded_square(x);
  return std::sin(y) * x + y;
}

static double step(double x) { return 1e-6 * (std::fabs(x) > 1.0 ? std::fabs(x) : 1.0); }

int main() {
  const double xs[] = {-0.8, 0.4, 1.3};
  for (double x : xs) {
    double h = step(x);
    check("through an invoke", x, __enzyme_autodiff((void *)f, x), (f(x + h) - f(x - h)) / (2 * h), 1e-6);
  }
  int caught = 0;
  try { __enzyme_autodiff((void *)f, 1e301); } catch (const std::overflow_error &) { caught = 1; }
  check("a throw inside the derivative reaches the caller", 0.0, caught, 1.0, 0.0);
  printf("cleanup: %d failures\n", n_fail);
  return n_fail != 0;
}
