// A std::string longer than 15 chars next to a double: libstdc++ builds it on the heap inside a
// body-less member (_M_construct), where its shadow cannot follow. The derivative stops the
// program naming that call instead of writing through a stale shadow pointer.
#include <cstdio>
#include <string>

double __enzyme_autodiff(void *, ...);

struct Record {
  std::string name;
  double weight;
};

__attribute__((noinline)) double weigh(double x) {
  Record r{std::string(40, 'a'), x};
  r.name[3] = 'x';
  r.name.push_back('z');
  return r.weight * r.weight + (r.name[3] == 'x') + (double)r.name.size();
}

int main() {
  printf("%g\n", __enzyme_autodiff((void *)weigh, 0.5));
  return 0;
}
