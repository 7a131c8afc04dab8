// std::complex's inverse trigonometric and hyperbolic functions and powers in differentiated
// code: std::asin, acos, atan, asinh, acosh, atanh (casin ... catanh), std::pow of two complex
// numbers (cpow), std::proj (cproj), std::log10 (clog), std::conj, and the float ones (casinf,
// catanhf, cacoshf, cpowf: <2 x float> arguments). Reverse and forward mode, against central
// differences, at points away from the branch cuts.
#include <complex>
#include <cstdio>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

using C = std::complex<double>;

double f(double x, double y) {
  C z(x, y), w(y, 0.5 * x);
  C a = std::asin(z) + std::acos(z * 0.5) * std::atan(z) + std::asinh(w) * std::acosh(z + 2.0) +
        std::atanh(w * 0.3);
  C p = std::pow(z, w) + std::log10(z) + std::proj(z) * std::conj(w);
  return std::real(a * p) + std::imag(a);
}

float g(float x, float y) {
  std::complex<float> z(x, y), w(y, 0.5f * x);
  std::complex<float> a = std::asin(z) + std::atanh(w * 0.3f) + std::pow(z, w) + std::acosh(z + 2.0f);
  return std::real(a) + std::imag(a);
}

struct D2 {
  double dx, dy;
};

int main() {
  const double pts[][2] = {{0.4, 0.3}, {-0.6, 0.7}, {0.9, -0.35}};
  for (auto &p : pts) {
    double x = p[0], y = p[1], h = 1e-6;
    D2 d = ((D2(*)(void *, ...))__enzyme_autodiff)((void *)f, x, y);
    double fdx = (f(x + h, y) - f(x - h, y)) / (2 * h), fdy = (f(x, y + h) - f(x, y - h)) / (2 * h);
    check("d/dx", x, d.dx, fdx, 1e-6);
    check("d/dy", x, d.dy, fdy, 1e-6);
    double t = __enzyme_fwddiff((void *)f, x, 1.0, y, 0.5);
    check("jvp", x, t, fdx + 0.5 * fdy, 1e-6);
    check("jvp = grad . v", x, t, d.dx + 0.5 * d.dy, 1e-12);
    float xf = (float)x, yf = (float)y, hf = 1e-2f;
    struct F2 {
      float dx, dy;
    } gf = ((F2(*)(void *, ...))__enzyme_autodiff)((void *)g, xf, yf);
    check("float d/dx", x, gf.dx, (g(xf + hf, yf) - g(xf - hf, yf)) / (2 * hf), 3e-2);
    check("float d/dy", x, gf.dy, (g(xf, yf + hf) - g(xf, yf - hf)) / (2 * hf), 3e-2);
  }
  printf("complex_inverse: %d failures\n", n_fail);
  return n_fail != 0;
}
