// Erasing from a duplicated std::map: libstdc++'s std::_Rb_tree_rebalance_for_erase (no body
// here) unlinks the node. Repeated on the shadow map it would take the erased node's shadow,
// and with it the adjoints the reverse pass adds for reads before the erase, out of the
// caller's shadow map: refused by name (walking a map is differentiated: tests/cpp/stl_map.cpp).
#include <cstdio>
#include <map>

int enzyme_dup;
double __enzyme_autodiff(void *, ...);

double f(std::map<int, double> *m) {
  double s = 0;
  for (auto &kv : *m) s += kv.second * kv.second;
  m->erase(7);
  return s;
}

int main() {
  std::map<int, double> m = {{1, 0.5}, {7, 2.0}}, dm = {{1, 0.0}, {7, 0.0}};
  __enzyme_autodiff((void *)f, enzyme_dup, &m, &dm);
  printf("%g\n", dm[1]);
  return 0;
}
