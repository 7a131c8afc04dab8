/* float-typed functions with two active float arguments: the derivatives come
 * back as struct { float, float }, which x86-64 returns as <2 x float>.
 * The float arguments undergo default promotion to double in the variadic
 * call. Includes fpext/fptrunc mixes with double. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

typedef struct { float a, b; } F2;
extern F2 __enzyme_autodiff(void *, ...);
int enzyme_const;

#define TOL 5e-3
static float stepf(float x) { return 1e-2f * (fabsf(x) > 1.0f ? fabsf(x) : 1.0f); }

static float f(float x, float y) { return x * y + sinf(x) * expf(0.5f * y); }

/* double arithmetic inside a float function */
static float g(float x, float y) {
  double t = (double)x * y;
  return (float)sqrt(t * t + 1.0) + x / y + (float)exp(x * 0.25);
}

/* a constant float between two actives */
static float h(float x, float c, float y) {
  return powf(x, 2.0f) * c + tanhf(y * c) + logf(1.0f + x * x) * y;
}

/* float loop with an int trip count */
static float loopf(float x, float y, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += x * s * 0.01f + y / (i + 1) + cosf(0.3f * x * i) * 0.1f;
  return s;
}

#define FD_X(expr_p, expr_m, xp, xm) (((double)(expr_p) - (double)(expr_m)) / ((double)(xp) - (double)(xm)))

int main(void) {
  static const float xs[] = {-1.2f, 0.35f, 0.8f, 1.6f};
  static const float ys[] = {0.9f, -0.7f, 1.3f, 2.1f};
  for (int i = 0; i < 4; i++) {
    float x = xs[i], y = ys[i];
    float xp = x + stepf(x), xm = x - stepf(x), yp = y + stepf(y), ym = y - stepf(y);
    F2 d;

    d = __enzyme_autodiff((void *)f, x, y);
    check("f.dx", x, d.a, FD_X(f(xp, y), f(xm, y), xp, xm), TOL);
    check("f.dy", y, d.b, FD_X(f(x, yp), f(x, ym), yp, ym), TOL);

    d = __enzyme_autodiff((void *)g, x, y);
    check("g.dx", x, d.a, FD_X(g(xp, y), g(xm, y), xp, xm), TOL);
    check("g.dy", y, d.b, FD_X(g(x, yp), g(x, ym), yp, ym), TOL);

    float c = 0.5f + 0.25f * i;
    d = __enzyme_autodiff((void *)h, x, enzyme_const, c, y);
    check("h.dx", x, d.a, FD_X(h(xp, c, y), h(xm, c, y), xp, xm), TOL);
    check("h.dy", y, d.b, FD_X(h(x, c, yp), h(x, c, ym), yp, ym), TOL);

    int n = 4 + 3 * i;
    d = __enzyme_autodiff((void *)loopf, x, y, n);
    check("loopf.dx", x, d.a, FD_X(loopf(xp, y, n), loopf(xm, y, n), xp, xm), TOL);
    check("loopf.dy", y, d.b, FD_X(loopf(x, yp, n), loopf(x, ym, n), yp, ym), TOL);
  }
  printf("%s: %d failures\n", "float2", n_fail);
  return n_fail ? 1 : 0;
}
