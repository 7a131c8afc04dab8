/* Arrays of structs mixing doubles, an int, a float and a pointer, walked by a loop clang
 * vectorises at -O3 -ffast-math -march=x86-64-v3 with one `load <16 x double>` per four
 * structs, taking the doubles out with shuffles (the int, the float and the pointer read from
 * the same bytes, called doubles). Such a load is split into loads of the lanes used before AD
 * (enzympy/interleaved_loads.py); it was refused ("floats in active memory are read as i32").
 * Reverse against central differences for every active field (doubles, the float, the value
 * behind the pointer), the shadow's ints kept, forward against reverse (the dot-product test). */
#include "check.h"

extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

typedef struct { double x, y; int id; float w; double *ext; } P;   /* 32 bytes */
enum { N = 37 };

double energy(const P *p, int n) {
  double e = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      double dx = p[i].x - p[j].x, dy = p[i].y - p[j].y;
      e += p[i].w * p[j].w / sqrt(dx * dx + dy * dy + 0.1) + p[i].ext[0] * (p[i].id % 3 + 1);
    }
  return e;
}

static P pts[N];
static double ext[N];

static double along(const double *v, void *ctx) {   /* field k of struct i, as a function of v[0] */
  int i = ((int *)ctx)[0], k = ((int *)ctx)[1];
  P save = pts[i];
  double e0 = ext[i];
  if (k == 0) pts[i].x = v[0];
  if (k == 1) pts[i].y = v[0];
  if (k == 2) pts[i].w = (float)v[0];
  if (k == 3) ext[i] = v[0];
  double e = energy(pts, N);
  pts[i] = save;
  ext[i] = e0;
  return e;
}

int main(void) {
  P dp[N], tp[N];
  double dext[N] = {0}, text[N];
  for (int i = 0; i < N; i++) {
    ext[i] = urand(0.5, 1.5);
    pts[i] = (P){urand(-2, 2), urand(-2, 2), i, (float)urand(0.5, 1.5), &ext[i]};
    dp[i] = (P){0, 0, 1000 + i, 0, &dext[i]};
  }
  __enzyme_autodiff((void *)energy, enzyme_dup, pts, dp, enzyme_const, N);
  double dot = 0;
  for (int i = 0; i < N; i++) {
    double ad[4] = {dp[i].x, dp[i].y, dp[i].w, dext[i]};
    double at[4] = {pts[i].x, pts[i].y, pts[i].w, ext[i]};
    for (int k = 0; k < 4; k++) {
      int ctx[2] = {i, k};
      double v = at[k], fd = fd_coord(along, ctx, &v, 0);
      if (k == 2) {                     /* a float: a step it can resolve, over the step it took */
        double vp = (float)(v + 1e-3), vm = (float)(v - 1e-3);
        fd = (along(&vp, ctx) - along(&vm, ctx)) / (vp - vm);
      }
      check("interleaved.rev", 4 * i + k, ad[k], fd, k == 2 ? 1e-4 : 1e-6);
    }
    check("interleaved.shadow_id_kept", i, dp[i].id, 1000 + i, 0);
    text[i] = urand(-1, 1);
    tp[i] = (P){urand(-1, 1), urand(-1, 1), 0, (float)urand(-1, 1), &text[i]};
    dot += tp[i].x * dp[i].x + tp[i].y * dp[i].y + tp[i].w * dp[i].w + text[i] * dext[i];
  }
  double jv = __enzyme_fwddiff((void *)energy, enzyme_dup, pts, tp, enzyme_const, N);
  check("interleaved.fwd_vs_rev", 0, jv, dot, 1e-6);     /* float lanes */
  return finish("interleaved");
}
