// A C++ exception thrown and caught inside the differentiated function, the handler going on
// with another value: the derivative has no unwind paths (its invokes are calls), so at x > 1
// the exception left the derivative and the program was terminated. Refused by name, at
// differentiation (a helper no derivative flows through may catch: tests/cpp/caught.cpp).
#include <cmath>
#include <stdexcept>

extern "C" double __enzyme_autodiff(void *, ...);

double g(double x) {
  if (x > 1.0) throw std::runtime_error("big");
  return x * x;
}

double f(double x) {
  double r;
  try {
    r = g(x);
  } catch (const std::exception &) {
    r = std::sin(x);
  }
  return r * 3.0;
}

int main() { return __enzyme_autodiff((void *)f, 1.5) > 0.0 ? 0 : 1; }
