// clang flags: -g
// Built with debug info (-g), as most C++ projects are in development: every invoke carries a
// `!dbg` location after its unwind label, and a loop whose latch may throw (push_back in a loop)
// an `!llvm.loop` there too. enzympy read an invoke only without anything after the label, so
// any such module aborted in LLVM's verifier ("Broken module found", exit 134), even where no
// invoke was differentiated. The derivative is taken inside a try block (an invoked entry point)
// of a function with exceptions on an inactive path; reverse against central differences,
// forward against reverse.
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "../c/check.h"

extern "C" double __enzyme_autodiff(void *, ...);
extern "C" double __enzyme_fwddiff(void *, ...);

__attribute__((noinline)) double checked(double x) {
  if (x < -100) throw std::domain_error("out of range");
  return x * std::sin(x);
}

double g(double x) {
  std::vector<double> v;
  for (int i = 0; i < 5; i++) v.push_back(checked(x + 0.5 * i));
  double s = 0;
  for (double t : v) s += t * t;
  return s;
}

int main() {
  const double x = 0.7, h = 1e-6;
  double d = 0, t = 0;
  try {
    d = __enzyme_autodiff((void *)g, x);
    t = __enzyme_fwddiff((void *)g, x, 1.0);
  } catch (const std::exception &) {
    d = t = -1.0;                                  // fails the checks
  }
  check("debuginfo.rev", x, d, (g(x + h) - g(x - h)) / (2 * h), 1e-6);
  check("debuginfo.fwd_vs_rev", x, t, d, 1e-12);
  printf("debuginfo: %d failures\n", n_fail);
  return n_fail != 0;
}
