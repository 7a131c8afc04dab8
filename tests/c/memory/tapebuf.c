/* Split mode with the tape in the caller's buffer, as libCEED uses Enzyme:
 * __enzyme_augmentsize(fn, markers) tells the bytes; __enzyme_augmentfwd takes
 * enzyme_allocated SIZE, enzyme_tape PTR and writes the tape there;
 * __enzyme_reverse takes the same (and enzyme_nofree: the buffer is the
 * caller's). The buffer is on the stack, or malloc'd with the size asked for;
 * stage() overwrites its input (the reverse needs the old values) and loops a
 * run-time n times (its cache lives on the heap, pointed to from the tape). */
#include "check.h"

extern long __enzyme_augmentsize(void *, ...);
extern void __enzyme_augmentfwd(void *, ...);
extern double __enzyme_reverse(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out, enzyme_allocated, enzyme_tape, enzyme_nofree;

#define N 8

static void stage(double *x, double *y, int n) {
  for (int i = 0; i < n; i++) y[i] = x[i] * x[i] * sin(x[i]) + x[(i + 1) % n] * exp(-x[i]);
  for (int i = 0; i < n; i++) x[i] = 0.5 * x[i] * x[i];
}

static double g(const double *x, double a, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += sin(a * x[i]) * x[i];
  return s * a;
}

typedef struct {
  int n;
  const double *w, *v;
  double a;
} Ctx;
static double obj_stage(const double *x0, void *vc) {
  Ctx *c = (Ctx *)vc;
  double x[N], y[N];
  memcpy(x, x0, c->n * sizeof(double));
  stage(x, y, c->n);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * y[i] + c->v[i] * x[i];
  return s;
}
static double obj_g(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  return g(x, c->a, c->n);
}

int main(void) {
  double x0[N], x[N], dx[N], y[N], dy[N], w[N], v[N];
  fill(x0, N, -1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  long size = __enzyme_augmentsize((void *)stage, enzyme_dup, enzyme_dup, enzyme_const);
  check("augmentsize > 0", 0, size > 0, 1, 0);
  static const int ns[] = {N, 3};
  for (int t = 0; t < 2; t++) {
    int n = ns[t];
    Ctx c = {n, w, v, 0.8};
    /* a stack buffer, the size asked for at run time */
    char buf[512];
    check("augmentsize fits the stack buffer", t, size <= (long)sizeof buf, 1, 0);
    memcpy(x, x0, sizeof x);
    memset(dx, 0, sizeof dx);
    memset(dy, 0, sizeof dy);
    __enzyme_augmentfwd((void *)stage, enzyme_allocated, size, enzyme_tape, (void *)buf, x, dx, y, dy,
                        enzyme_const, n);
    memcpy(dy, w, sizeof dy);
    memcpy(dx, v, sizeof dx);
    __enzyme_reverse((void *)stage, enzyme_allocated, size, enzyme_nofree, enzyme_tape, (void *)buf, x, dx, y,
                     dy, enzyme_const, n);
    check_grad("stage.JTw(stack tape)", obj_stage, &c, x0, n, dx, 1e-6);

    /* a heap buffer of exactly the size, an active scalar, the seed before the options */
    long gsize = __enzyme_augmentsize((void *)g, enzyme_dup, enzyme_out, enzyme_const);
    void *tape = malloc(gsize);
    memset(dx, 0, sizeof dx);
    c.a = -0.6;
    __enzyme_augmentfwd((void *)g, enzyme_allocated, gsize, enzyme_tape, tape, x0, dx, c.a, n);
    double da = __enzyme_reverse((void *)g, enzyme_allocated, gsize, enzyme_tape, tape, x0, dx, c.a, n, 1.0);
    free(tape);
    double h = step(c.a);
    check("g.da(tape buffer)", t, da, (g(x0, c.a + h, n) - g(x0, c.a - h, n)) / (2 * h), 1e-6);
    check_grad("g.dx(tape buffer)", obj_g, &c, x0, n, dx, 1e-6);
  }
  return finish("tapebuf");
}
