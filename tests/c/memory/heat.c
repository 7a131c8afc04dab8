/* Item 2: explicit time stepping in place. Each step overwrites the state
 * array it reads (viscous Burgers: diffusion plus u*u_x, zero boundaries),
 * so the reverse pass needs the state of every step, which no longer exists
 * in memory at the end. heat() returns a loss of the final state and has an
 * active scalar (the viscosity); advect() returns nothing: the final state is
 * its output, its shadow is seeded with a weight vector w and, after the call,
 * holds J^T w with respect to the initial state. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

#define N 24
#define STEPS 12

static void burgers_step(double *u, int n, double nu, double c) {
  double left = 0.0; /* u[i-1] before this step */
  for (int i = 0; i < n; i++) {
    double ui = u[i];
    double right = i + 1 < n ? u[i + 1] : 0.0;
    u[i] = ui + nu * (left - 2.0 * ui + right) - c * ui * (right - left);
    left = ui;
  }
}

static double heat(double *u, int n, int steps, double nu) {
  for (int t = 0; t < steps; t++) burgers_step(u, n, nu, 0.15);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += u[i] * u[i] * (1.0 + 0.1 * i);
  return s;
}

/* upwind advection with a nonlinear source, in place, output = final u */
static void advect(double *u, int n, int steps) {
  for (int t = 0; t < steps; t++) {
    double prev = u[n - 1]; /* periodic: the left neighbour of u[0] */
    for (int i = 0; i < n; i++) {
      double ui = u[i];
      u[i] = ui - 0.4 * (ui - prev) + 0.05 * sin(ui);
      prev = ui;
    }
  }
}

typedef struct {
  int n, steps;
  double nu;
  const double *w;
} Ctx;

static double obj_heat(const double *u0, void *vc) {
  Ctx *c = (Ctx *)vc;
  double u[N];
  memcpy(u, u0, c->n * sizeof(double));
  return heat(u, c->n, c->steps, c->nu);
}
static double obj_advect(const double *u0, void *vc) {
  Ctx *c = (Ctx *)vc;
  double u[N];
  memcpy(u, u0, c->n * sizeof(double));
  advect(u, c->n, c->steps);
  double s = 0.0;
  for (int i = 0; i < c->n; i++) s += c->w[i] * u[i];
  return s;
}

int main(void) {
  double u0[N], u[N], du[N], w[N];
  for (int i = 0; i < N; i++) u0[i] = sin(0.4 * i) * 0.8 + 0.1 * urand(-1.0, 1.0);
  fill(w, N, -1.0, 1.0);
  static const int steps[] = {STEPS, 1, 0};
  for (int t = 0; t < 3; t++) {
    Ctx c = {N, steps[t], 0.2, w};
    memcpy(u, u0, sizeof u);
    memset(du, 0, sizeof du);
    double dnu = __enzyme_autodiff((void *)heat, u, du, N, steps[t], 0.2);
    check_grad("heat.du0", obj_heat, &c, u0, N, du, 1e-6);
    double h = step(0.2), up[N], um[N];
    memcpy(up, u0, sizeof up);
    memcpy(um, u0, sizeof um);
    double fd = (heat(up, N, steps[t], 0.2 + h) - heat(um, N, steps[t], 0.2 - h)) / ((0.2 + h) - (0.2 - h));
    check("heat.dnu", t, dnu, fd, 1e-6);
    /* the primal ran too: u holds the final state */
    memcpy(up, u0, sizeof up);
    heat(up, N, steps[t], 0.2);
    for (int i = 0; i < N; i++) check("heat.primal_state", i, u[i], up[i], 1e-12);

    memcpy(u, u0, sizeof u);
    memcpy(du, w, sizeof du); /* seed: the output's shadow */
    __enzyme_autodiff((void *)advect, enzyme_dup, u, du, enzyme_const, N, enzyme_const, steps[t]);
    check_grad("advect.JTw", obj_advect, &c, u0, N, du, 1e-6);
  }
  return finish("heat");
}
