// A std::function whose lambda captures three doubles by reference: the closure (three
// pointers, 24 bytes) is too big for std::function's local storage, so its manager copies it
// to the heap with a memcpy. The memcpy's !tbaa.struct names three pointer fields; without
// them the type analysis knew the closure's layout only up to byte 15 (two pointers) and the copy was refused.
// A damped oscillator (with a clock as third component, so the state is returned through
// memory) stepped by the midpoint rule through the std::function; reverse against central
// differences in the three captured coefficients and the initial state, forward against reverse.
// At -O0 clang writes no access tags: there the copy is still refused, by name:
// refused at O0: whose layout the type analysis knows only up to byte 15
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

using Pair = std::array<double, 3>;
using Field = std::function<Pair(const Pair &)>;

static Pair midpoint(const Field &f, Pair y, double h, int steps) {
  for (int s = 0; s < steps; s++) {
    Pair k = f(y);
    Pair mid = {y[0] + 0.5 * h * k[0], y[1] + 0.5 * h * k[1], y[2] + 0.5 * h * k[2]};
    Pair k2 = f(mid);
    y = {y[0] + h * k2[0], y[1] + h * k2[1], y[2] + h * k2[2]};
  }
  return y;
}

// p = {stiffness, damping, drive}, y0 = {position, velocity}
double settle(const double *p, const double *y0) {
  double k = p[0], c = p[1], a = p[2];
  Field f = [&k, &c, &a](const Pair &y) {
    return Pair{y[1], -k * y[0] - c * y[1] + a * std::sin(y[2]), 1.0};
  };
  Pair y = midpoint(f, {y0[0], y0[1], 0.0}, 0.05, 40);
  return y[0] * y[0] + 0.5 * y[1] * y[1];
}

int main() {
  double p[3] = {2.0, 0.3, 0.7}, y0[2] = {1.0, -0.2};
  double dp[3] = {0, 0, 0}, dy[2] = {0, 0};
  __enzyme_autodiff((void *)settle, enzyme_dup, p, dp, enzyme_dup, y0, dy);
  const double h = 1e-6;
  double tp[3] = {0.4, -1.0, 0.3}, ty[2] = {0.2, 0.5}, jv = 0;
  for (int i = 0; i < 5; i++) {
    double *x = i < 3 ? &p[i] : &y0[i - 3], g = i < 3 ? dp[i] : dy[i - 3], t = *x;
    *x = t + h;
    double fp = settle(p, y0);
    *x = t - h;
    double fm = settle(p, y0);
    *x = t;
    check("captured_refs.grad", i, g, (fp - fm) / (2 * h), 1e-5);
    jv += g * (i < 3 ? tp[i] : ty[i - 3]);
  }
  double fwd = __enzyme_fwddiff((void *)settle, enzyme_dup, p, tp, enzyme_dup, y0, ty);
  check("captured_refs.fwd_vs_rev", 0, fwd, jv, 1e-9);
  printf("captured_refs: %d failures\n", n_fail);
  return n_fail != 0;
}
