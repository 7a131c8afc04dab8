// libstdc++ without bodies in the module (enzympy/libstdcxx.py): std::string keys hashed into an
// unordered_map of doubles passed with its shadow (std::_Hash_bytes, string constructors and
// destructors), numbers
// parsed from a std::istringstream with >> (one read into a fresh variable, one overwriting an
// active value, whose old value must then get no gradient; raw bytes by istream::read likewise), and a string built next to a double
// in one struct; reverse and forward mode. Each derivative is checked against a central difference.
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <unordered_map>

#include "../c/check.h"

double __enzyme_autodiff(void *, ...);
double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

using Dict = std::unordered_map<std::string, double>;

// a map passed in with its shadow (Enzyme's map.cpp does this): d/dx of vals["x"]^2 + vals["y"]
__attribute__((noinline)) void square_in(Dict &vals) {
  vals["x"] = vals["x"] * vals["x"] + std::cos(vals["y"]);
}

// a coefficient read from text, then differentiated through
__attribute__((noinline)) double read_coefficient(double x) {
  std::istringstream in("2.5 -0.75");
  double a;
  float b;
  in >> a >> b;
  return a * x * x + b * std::exp(x);
}

// an active value overwritten by >>: the old value (x itself) gets no gradient from v
__attribute__((noinline)) double overwrite(double x) {
  double v = x * x;
  std::istringstream in("1.25");
  in >> v;
  return v * x + std::sin(v);
}

// through a pointer: p[0] overwritten with a parsed number, p[1] kept
__attribute__((noinline)) double overwrite_ptr(double *p) {
  double before = p[0] * p[1];
  std::istringstream in("  4.0");
  in >> p[0];
  return before + p[0] * p[1] * p[1];
}

// raw bytes read over an active double with istream::read: the old value gets no gradient
__attribute__((noinline)) double overwrite_bytes(double x) {
  double v = std::sin(x);
  std::string raw("\0\0\0\0\0\0\xe4\x3f", 8);      // 0.625, little-endian
  std::istringstream in(raw);
  in.read(reinterpret_cast<char *>(&v), sizeof v);
  return v * x + v;
}

struct Labelled {
  std::string label;
  double value;
};

// a string next to a double: its constructor and destructor touch only the string's bytes
__attribute__((noinline)) double labelled(double x) {
  Labelled l{std::string("short"), x};
  l.value = l.value * std::exp(l.value) + (double)l.label.size();
  return l.value;
}

static double step(double x) { return 1e-6 * (std::fabs(x) > 1.0 ? std::fabs(x) : 1.0); }

static double square_in_value(double x, double y) {
  Dict v;
  v["x"] = x;
  v["y"] = y;
  square_in(v);
  return v["x"];
}

int main() {
  const double xs[] = {-0.8, 0.4, 1.7};
  for (double x : xs) {
    double h = step(x);
    check("read coefficient", x, __enzyme_autodiff((void *)read_coefficient, x),
          (read_coefficient(x + h) - read_coefficient(x - h)) / (2 * h), 1e-6);
    check("overwrite by >>", x, __enzyme_autodiff((void *)overwrite, x),
          (overwrite(x + h) - overwrite(x - h)) / (2 * h), 1e-6);
    check("overwrite by >>, exact", x, __enzyme_autodiff((void *)overwrite, x), 1.25, 1e-12);
    check("overwrite by >>, forward mode", x, __enzyme_fwddiff((void *)overwrite, x, 1.0), 1.25, 1e-12);
    check("read coefficient, forward mode", x, __enzyme_fwddiff((void *)read_coefficient, x, 1.0),
          (read_coefficient(x + h) - read_coefficient(x - h)) / (2 * h), 1e-6);
    check("istream::read over a double", x, __enzyme_autodiff((void *)overwrite_bytes, x), 0.625, 1e-12);
    check("istream::read over a double, forward mode", x,
          __enzyme_fwddiff((void *)overwrite_bytes, x, 1.0), 0.625, 1e-12);
    check("string next to a double", x, __enzyme_autodiff((void *)labelled, x),
          (labelled(x + h) - labelled(x - h)) / (2 * h), 1e-6);

    double y = 0.3 - x;
    Dict vals, dvals;
    vals["x"] = x;
    vals["y"] = y;
    dvals["x"] = 1.0;          // seed: d(out)/d(out) = 1; the inputs' adjoints land here
    dvals["y"] = 0.0;
    __enzyme_autodiff((void *)square_in, enzyme_dup, &vals, &dvals);
    check("dup unordered_map, d/dx", x, dvals["x"],
          (square_in_value(x + h, y) - square_in_value(x - h, y)) / (2 * h), 1e-6);
    check("dup unordered_map, d/dy", x, dvals["y"],
          (square_in_value(x, y + h) - square_in_value(x, y - h)) / (2 * h), 1e-6);

    double p[2] = {x, y}, dp[2] = {0, 0};
    __enzyme_autodiff((void *)overwrite_ptr, enzyme_dup, p, dp);
    double q1[2] = {x + h, y}, q0[2] = {x - h, y}, r1[2] = {x, y + h}, r0[2] = {x, y - h};
    check("overwrite p[0], d/dp0", x, dp[0], (overwrite_ptr(q1) - overwrite_ptr(q0)) / (2 * h), 1e-6);
    check("overwrite p[0], d/dp1", x, dp[1], (overwrite_ptr(r1) - overwrite_ptr(r0)) / (2 * h), 1e-6);
  }
  printf("stdlib: %d failures\n", n_fail);
  return n_fail != 0;
}
