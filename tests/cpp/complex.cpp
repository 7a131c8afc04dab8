// std::complex<double> and <float> arithmetic in differentiated code: products and quotients
// (clang calls __muldc3 / __divdc3 / __mulsc3 / __divsc3 for them without -ffast-math, and
// writes the formulas out with it), std::exp, std::log, std::sqrt (cexp, clog, csqrt), std::abs
// and std::arg (cabs, carg), and the float ones (cexpf ... cargf, a <2 x float> argument).
// Reverse and forward mode, against central differences.
#include <complex>
#include <cstdio>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern float __enzyme_autodiff_f(void *, ...) __asm__("__enzyme_autodiff");
int enzyme_dup, enzyme_const, enzyme_out;

using C = std::complex<double>;

// a Mandelbrot-like map, a quotient and the transcendental functions, real in, real out
double f(double x, double y) {
  C z(x, y), c(0.3, -0.1);
  for (int k = 0; k < 3; k++) z = z * z + c;
  C q = (z + 1.0) / (C(x, 2.0) * z + C(0.5, y));
  C e = std::exp(q * 0.3) + std::log(z) * std::sqrt(C(y, x));
  return std::abs(z) + std::arg(q) * std::real(e) + std::imag(e);
}

// the same in float
float g(float x, float y) {
  std::complex<float> z(x, y), c(0.25f, -0.5f);
  z = z * z + c;
  std::complex<float> q = z / (std::complex<float>(1.5f, y) * z + c);
  std::complex<float> e = std::exp(q * 0.5f) + std::log(z) * std::sqrt(z);   // cexpf, clogf, csqrtf
  return std::real(q) * 2.0f - std::imag(z * q) + std::abs(e) + std::arg(e);  // cabsf, cargf
}

struct D2 {
  double dx, dy;
};

int main() {
  const double pts[][2] = {{0.4, 0.3}, {-0.2, 0.7}, {0.9, -0.35}};
  for (auto &p : pts) {
    double x = p[0], y = p[1], h = 1e-6;
    D2 d = ((D2(*)(void *, ...))__enzyme_autodiff)((void *)f, x, y);
    double fdx = (f(x + h, y) - f(x - h, y)) / (2 * h), fdy = (f(x, y + h) - f(x, y - h)) / (2 * h);
    check("d/dx", x, d.dx, fdx, 1e-6);
    check("d/dy", x, d.dy, fdy, 1e-6);
    double t = __enzyme_fwddiff((void *)f, x, 1.0, y, 0.5);
    check("jvp", x, t, fdx + 0.5 * fdy, 1e-6);
    float xf = (float)x, yf = (float)y, hf = 1e-2f;
    struct F2 {
      float dx, dy;
    } gf = ((F2(*)(void *, ...))__enzyme_autodiff)((void *)g, xf, yf);
    check("float d/dx", x, gf.dx, (g(xf + hf, yf) - g(xf - hf, yf)) / (2 * hf), 3e-2);
    check("float d/dy", x, gf.dy, (g(xf, yf + hf) - g(xf, yf - hf)) / (2 * hf), 3e-2);
  }
  printf("complex: %d failures\n", n_fail);
  return n_fail != 0;
}
