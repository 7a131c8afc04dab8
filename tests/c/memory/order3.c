/* A derivative of order three by nesting reverse mode, as Enzyme's mycos.c does:
 * __enzyme_autodiff of a function that calls __enzyme_autodiff of a function that calls it
 * again. Each round names its own values; a third round's once took names an earlier round's
 * inlined derivative still had (invalid IR). The function is a truncated Taylor series with a
 * loop, a `continue` and an integer helper, so every order has a closed form. */
#include "check.h"

extern double __enzyme_autodiff(void *, double);

__attribute__((noinline)) static long fact(long k) { return k <= 1 ? 1 : k * fact(k - 1); }

static double series(double x) {
  double s = 0.0;
  for (long i = 0; i <= 9; i++) {
    if (i % 2 == 0) continue;
    s += pow(x, (double)i) / fact(i) * (i % 4 == 1 ? 1.0 : -1.0);
  }
  return s;
}
static double d1(double x) { return __enzyme_autodiff((void *)series, x); }
static double d2(double x) { return __enzyme_autodiff((void *)d1, x); }
static double d3(double x) { return __enzyme_autodiff((void *)d2, x); }

/* the k-th derivative of the series, term by term */
static double exact(double x, int k) {
  double s = 0.0;
  for (long i = 1; i <= 9; i += 2) {
    if (i < k) continue;
    double c = (i % 4 == 1 ? 1.0 : -1.0) / fact(i);
    for (long j = i - k + 1; j <= i; j++) c *= j;
    s += c * pow(x, (double)(i - k));
  }
  return s;
}

int main(void) {
  const double xs[] = {-0.7, 0.4, 1.23};
  for (int t = 0; t < 3; t++) {
    double x = xs[t];
    check("order1", t, d1(x), exact(x, 1), 1e-12);
    check("order2", t, d2(x), exact(x, 2), 1e-12);
    check("order3", t, d3(x), exact(x, 3), 1e-12);
  }
  return finish("order3");
}
