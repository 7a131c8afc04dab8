// A spring network: positions in std::vector<std::array<double, 2>>, springs in
// std::vector<Spring { double k; int a, b; }>, both duplicated. At -O3 -ffast-math
// -march=x86-64-v3 clang loads four springs at a time as <8 x double> and keeps every other
// lane (the stiffnesses): the int lanes were typed as doubles from the load's LLVM type, met the
// `load i32` of the indices, and the program was refused; with the lanes typed apart, the
// reverse added -0.0 to the ints in the shadow as doubles, which denormals-are-zero (set here
// under -ffast-math, as crtfastmath does) flushed to 0. Such a load is now split into loads of
// the lanes used (enzympy/interleaved_loads.py). Reverse against central differences (positions
// and stiffnesses), the shadow's int fields left as they were, forward against reverse.
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

#include "../c/check.h"
#if defined(__FAST_MATH__) && defined(__x86_64__)
#include <xmmintrin.h>
#endif

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

struct Spring {
  double k;
  int a, b;
};
using Pos = std::vector<std::array<double, 2>>;

double energy(const Pos &pos, const std::vector<Spring> &springs) {
  double e = 0;
  for (const Spring &s : springs) {
    double dx = pos[s.a][0] - pos[s.b][0], dy = pos[s.a][1] - pos[s.b][1];
    double r = std::sqrt(dx * dx + dy * dy);
    e += 0.5 * s.k * (r - 1.0) * (r - 1.0);
  }
  return e;
}

int main() {
#if defined(__FAST_MATH__) && defined(__x86_64__)
  _mm_setcsr(_mm_getcsr() | 0x8040);            // flush to zero, denormals are zero
#endif
  const int n = 6, m = 40;                       // over 16 springs: the interleaved loop runs
  Pos pos(n), dpos(n, {0, 0}), tpos(n);
  for (int i = 0; i < n; i++) pos[i] = {std::cos(1.1 * i) * (1 + 0.1 * i), std::sin(0.7 * i) + 0.2 * i};
  std::vector<Spring> springs, dsprings, tsprings;
  for (int r = 0; r < m; r++) springs.push_back({0.5 + 0.05 * r, r % n, (r % n + 1 + (r / n) % (n - 1)) % n});
  dsprings = springs;
  for (Spring &s : dsprings) s.k = 0;
  __enzyme_autodiff((void *)energy, enzyme_dup, &pos, &dpos, enzyme_dup, &springs, &dsprings);
  const double h = 1e-6;
  for (int i = 0; i < n; i++)
    for (int c = 0; c < 2; c++) {
      double o = pos[i][c];
      pos[i][c] = o + h;
      double ep = energy(pos, springs);
      pos[i][c] = o - h;
      double em = energy(pos, springs);
      pos[i][c] = o;
      check("springs.dpos", 2 * i + c, dpos[i][c], (ep - em) / (2 * h), 1e-6);
    }
  int ints = 0;
  for (int r = 0; r < m; r++) {
    double o = springs[r].k;
    springs[r].k = o + h;
    double ep = energy(pos, springs);
    springs[r].k = o - h;
    double em = energy(pos, springs);
    springs[r].k = o;
    check("springs.dk", r, dsprings[r].k, (ep - em) / (2 * h), 1e-6);
    ints += dsprings[r].a != springs[r].a || dsprings[r].b != springs[r].b;
  }
  check("springs.shadow_ints_kept", 0, ints, 0, 0);
  double dot = 0;
  for (int i = 0; i < n; i++) {
    tpos[i] = {std::sin(3.0 * i), std::cos(2.0 * i)};
    dot += tpos[i][0] * dpos[i][0] + tpos[i][1] * dpos[i][1];
  }
  tsprings = springs;
  for (int r = 0; r < m; r++) {
    tsprings[r].k = 0.1 * std::cos(r);
    dot += tsprings[r].k * dsprings[r].k;
  }
  double jv = __enzyme_fwddiff((void *)energy, enzyme_dup, &pos, &tpos, enzyme_dup, &springs, &tsprings);
  check("springs.fwd_vs_rev", 0, jv, dot, 1e-9);
  printf("springs: %d failures\n", n_fail);
  return n_fail != 0;
}
