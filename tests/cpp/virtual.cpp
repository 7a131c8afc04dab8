// Virtual calls inside differentiated code: a method on a base-class pointer with two
// derived classes, the objects' fields active (duplicated objects, whose shadows are made
// as Enzyme's tests make them: the same class, the vtable replaced by
// __enzyme_virtualreverse), and objects made inside the differentiated function. Reverse and
// forward mode, against derivatives worked out by hand and central differences.
#include <cmath>
#include <cstdio>
#include <new>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
template <typename T> T __enzyme_virtualreverse(T);
int enzyme_dup, enzyme_const, enzyme_out;

struct Shape {
  double a;
  virtual double eval(double x) const = 0;
  virtual ~Shape() {}
};
struct Quad : Shape {
  double eval(double x) const override { return a * x * x; }
};
struct Wave : Shape {
  double eval(double x) const override { return std::sin(a * x) + a; }
};

__attribute__((noinline)) double total(const Shape *s, double x) { return s->eval(x) * x; }

// objects made inside: which class is chosen at run time
double made_inside(double a, double x, int k) {
  Shape *s = k ? static_cast<Shape *>(new Wave()) : static_cast<Shape *>(new Quad());
  s->a = a;
  double r = total(s, x) + s->eval(a);
  delete s;
  return r;
}

static double f_total(const Shape *s, double a, double x) {
  return s->eval(x) * x + 0.0 * a;
}
static double f_inside(double a, double x, int k) { return made_inside(a, x, k); }

template <typename S> static void run(const char *name, int k) {
  const double xs[] = {-0.8, 0.4, 1.3};
  for (double x : xs) {
    S s, ds;
    s.a = 0.7;
    ds.a = 0.0;
    *reinterpret_cast<void **>(&ds) = __enzyme_virtualreverse(*reinterpret_cast<void **>(&ds));
    double h = 1e-6;
    double dx = __enzyme_autodiff((void *)total, enzyme_dup, &s, &ds, x);
    double fdx = (f_total(&s, 0, x + h) - f_total(&s, 0, x - h)) / (2 * h);
    S sp = s, sm = s;
    sp.a += h;
    sm.a -= h;
    double fda = (f_total(&sp, 0, x) - f_total(&sm, 0, x)) / (2 * h);
    check(name, x, dx, fdx, 1e-6);
    check(name, x, ds.a, fda, 1e-6);
    // forward mode: d/dx along 1 and d/da along 1 at once
    S ts;
    ts.a = 1.0;
    double t = __enzyme_fwddiff((void *)total, enzyme_dup, &s, &ts, x, 1.0);
    check(name, x, t, fdx + fda, 1e-6);
    // hand-worked derivatives
    double a = s.a;
    double want_dx = k ? (std::sin(a * x) + a) + x * a * std::cos(a * x) : 3 * a * x * x;
    check(name, x, dx, want_dx, 1e-12);
    // made inside: d/da and d/dx by central differences
    double ga = __enzyme_autodiff((void *)made_inside, a, enzyme_const, x, enzyme_const, k);
    check(name, x, ga, (f_inside(a + h, x, k) - f_inside(a - h, x, k)) / (2 * h), 1e-6);
    double gx = __enzyme_fwddiff((void *)made_inside, enzyme_const, a, x, 1.0, enzyme_const, k);
    check(name, x, gx, (f_inside(a, x + h, k) - f_inside(a, x - h, k)) / (2 * h), 1e-6);
  }
}

int main() {
  run<Quad>("Quad", 0);
  run<Wave>("Wave", 1);
  printf("virtual: %d failures\n", n_fail);
  return n_fail != 0;
}
