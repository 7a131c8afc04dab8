// std::map<int, double> walked in differentiated code, forwards and backwards (libstdc++'s
// _Rb_tree_increment / _Rb_tree_decrement, which have no body in the IR: the shadow map, a
// copy of the same shape as Enzyme asks, is walked alike). Values read and written through
// the iterators; reverse and forward mode, against central differences.
#include <cmath>
#include <cstdio>
#include <map>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

using M = std::map<int, double>;

// a weighted sum forwards, a product backwards, and an in-place update through the iterators
double f(M *m, double s) {
  double fw = 0, bw = 1;
  for (auto &kv : *m) fw += kv.first * std::sin(kv.second * s);
  for (auto it = m->rbegin(); it != m->rend(); ++it) bw *= 1.0 + 0.1 * it->second;
  for (auto &kv : *m) kv.second = kv.second * s;       // the map is scaled in place
  double after = 0;
  for (auto &kv : *m) after += kv.second * kv.second;
  return fw + bw + after;
}

static M make() { return M{{1, 0.3}, {4, -0.7}, {2, 1.1}, {9, 0.25}}; }

int main() {
  const double s = 0.8, h = 1e-6;
  M m = make(), dm = make();
  for (auto &kv : dm) kv.second = 0.0;
  double ds = __enzyme_autodiff((void *)f, enzyme_dup, &m, &dm, s);
  for (int k : {1, 2, 4, 9}) {
    M a = make(), b = make();
    a[k] += h;
    b[k] -= h;
    double fd = (f(&a, s) - f(&b, s)) / (2 * h);
    check("d/dm", k, dm[k], fd, 1e-6);
  }
  M a = make(), b = make();
  double fds = (f(&a, s + h) - f(&b, s - h)) / (2 * h);
  check("d/ds", s, ds, fds, 1e-6);
  // forward mode: the tangent along m[2] and s together
  M mt = make(), tm = make();
  for (auto &kv : tm) kv.second = kv.first == 2 ? 1.0 : 0.0;
  double t = __enzyme_fwddiff((void *)f, enzyme_dup, &mt, &tm, s, 1.0);
  M c = make(), d = make();
  c[2] += h;
  d[2] -= h;
  double fd2 = (f(&c, s) - f(&d, s)) / (2 * h);
  check("jvp", s, t, fd2 + fds, 1e-6);
  printf("stl_map: %d failures\n", n_fail);
  return n_fail != 0;
}
