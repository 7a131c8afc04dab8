// std::map<std::string, double>: inserting links a node into a red-black tree inside libstdc++
// (std::_Rb_tree_insert_and_rebalance, no body here). It rewires pointers between nodes that hold
// doubles, which the shadow tree would have to follow: refused by name, never guessed.
#include <cmath>
#include <cstdio>
#include <map>
#include <string>

double __enzyme_autodiff(void *, ...);

__attribute__((noinline)) double ordered(double x) {
  std::map<std::string, double> m;
  m["a"] = x * x;
  m["b"] = std::sin(x);
  return m["a"] * m["b"];
}

int main() {
  printf("%g\n", __enzyme_autodiff((void *)ordered, 0.5));
  return 0;
}
