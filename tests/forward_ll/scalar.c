/* Scalar programs for the forward-mode tests (tests/test_forward.py): libm expressions,
 * loops, branches and reductions the vectoriser turns into vector code at -O3 -ffast-math.
 * No main: the tests JIT each function and compare jvp against finite differences and
 * against reverse mode. Regenerate the .ll files with regen.sh. */
#include <math.h>

double expr1(double x, double y) {
  return sin(x * y) + exp(-x * x) * log1p(y * y) + atan2(y, x) + pow(fabs(x) + 1.0, y);
}

double expr2(double x, double y) {
  return sqrt(x * x + y * y) * tanh(x - y) + cbrt(x + 3.0) / (1.0 + cosh(y)) + hypot(x, 2.0 * y);
}

float exprf(float x, float y) {
  double d = (double)x * y;
  return (float)(d * d) + sinf(x) * expf(y) + fmaxf(x, y);
}

double branches(double x, double y) {
  double r;
  if (x > y)
    r = x * x - y;
  else if (x > 0.0)
    r = sin(x) * y;
  else
    r = fmin(x, y) + exp(y);
  return r * (x < 0.5 ? 2.0 : x);
}

double loop(double x, int n) {
  double s = x, t = 1.0;
  for (int i = 0; i < n; i++) {
    t = t * (1.0 + 0.1 * sin(s));
    s = s + t / (i + 1.0);
  }
  return s * t;
}

double whileloop(double x) {
  double y = x;
  int k = 0;
  while (y < 100.0 && k < 50) {
    y = y * 1.5 + cos(y);
    k++;
  }
  return y;
}

double nested(double x, double y, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += x * i - y * j + x * y / (1.0 + i + j);
  return s;
}

/* reductions: vectorised at -O3 -ffast-math -march=x86-64-v3 */
double vsum(double x, double y, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x * i * i + y / (i + 1.0);
  return s;
}

double vprod(double x, int n) {
  double p = 1.0;
  for (int i = 0; i < n; i++) p *= 1.0 + x / (i + 100.0);
  return p;
}

double vmax(double x, int n) {
  double m = -1e3;
  for (int i = 0; i < n; i++) {
    double v = x * i - 0.01 * i * i;
    m = m > v ? m : v;
  }
  return m;
}
