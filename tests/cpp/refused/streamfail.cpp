// A read with >> that fails (no number in the text): libstdc++ may leave the old value, so the
// derivative stops the program naming the call instead of clearing the old value's adjoint.
#include <cstdio>
#include <sstream>

double __enzyme_autodiff(void *, ...);

__attribute__((noinline)) double reread(double x) {
  double v = x * x;
  std::istringstream in("not a number");
  in >> v;
  return v * x;
}

int main() {
  printf("%g\n", __enzyme_autodiff((void *)reread, 1.5));
  return 0;
}
