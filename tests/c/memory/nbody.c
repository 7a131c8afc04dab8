/* Item 10: an n-body leapfrog (kick-drift-kick, softened gravity) over an
 * array of structs, in place, for several steps; the loss is the final total
 * energy plus a weighted sum of the final positions. The gradient with
 * respect to the initial positions and velocities comes back in the shadow
 * array of Body structs; the masses are only read (never written), and their
 * derivatives land in the shadow's m fields, which are checked too. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

struct Body {
  double x, y, z, vx, vy, vz, m;
};

#define NB 4
#define EPS2 0.05

static void accel(const struct Body *b, int n, double *ax, double *ay, double *az) {
  for (int i = 0; i < n; i++) {
    ax[i] = ay[i] = az[i] = 0.0;
    for (int j = 0; j < n; j++) {
      if (j == i) continue;
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      double r2 = dx * dx + dy * dy + dz * dz + EPS2;
      double inv = b[j].m / (r2 * sqrt(r2));
      ax[i] += dx * inv;
      ay[i] += dy * inv;
      az[i] += dz * inv;
    }
  }
}

static double nbody(struct Body *b, int n, int steps, double dt) {
  double ax[NB], ay[NB], az[NB];
  accel(b, n, ax, ay, az);
  for (int s = 0; s < steps; s++) {
    for (int i = 0; i < n; i++) {
      b[i].vx += 0.5 * dt * ax[i];
      b[i].vy += 0.5 * dt * ay[i];
      b[i].vz += 0.5 * dt * az[i];
      b[i].x += dt * b[i].vx;
      b[i].y += dt * b[i].vy;
      b[i].z += dt * b[i].vz;
    }
    accel(b, n, ax, ay, az);
    for (int i = 0; i < n; i++) {
      b[i].vx += 0.5 * dt * ax[i];
      b[i].vy += 0.5 * dt * ay[i];
      b[i].vz += 0.5 * dt * az[i];
    }
  }
  double e = 0.0;
  for (int i = 0; i < n; i++) {
    e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
    for (int j = i + 1; j < n; j++) {
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      e -= b[i].m * b[j].m / sqrt(dx * dx + dy * dy + dz * dz + EPS2);
    }
    e += 0.3 * b[i].x - 0.2 * b[i].y + 0.1 * (i + 1) * b[i].z;
  }
  return e;
}

/* the state as a flat vector of 7 doubles per body (the struct's layout) */
typedef struct {
  int n, steps;
} Ctx;
static double obj(const double *v, void *vc) {
  Ctx *c = (Ctx *)vc;
  struct Body b[NB];
  memcpy(b, v, c->n * sizeof(struct Body));
  return nbody(b, c->n, c->steps, 0.01);
}

int main(void) {
  struct Body b0[NB], b[NB], db[NB];
  for (int i = 0; i < NB; i++) {
    double ang = 1.7 * i;
    b0[i].x = cos(ang) * (1.0 + 0.1 * i);
    b0[i].y = sin(ang) * (1.0 + 0.1 * i);
    b0[i].z = 0.1 * urand(-1.0, 1.0);
    b0[i].vx = -0.5 * sin(ang) + 0.05 * urand(-1.0, 1.0);
    b0[i].vy = 0.5 * cos(ang);
    b0[i].vz = 0.05 * urand(-1.0, 1.0);
    b0[i].m = 0.5 + 0.25 * i;
  }
  static const char *field[7] = {"dx", "dy", "dz", "dvx", "dvy", "dvz", "dm"};
  static const int steps[] = {10, 1, 0};
  static const int nbs[] = {NB, NB, 2};
  for (int t = 0; t < 3; t++) {
    int n = nbs[t];
    Ctx c = {n, steps[t]};
    memcpy(b, b0, sizeof b);
    memset(db, 0, sizeof db);
    __enzyme_autodiff((void *)nbody, b, db, n, steps[t], enzyme_const, 0.01);
    const double *v = (const double *)b0, *g = (const double *)db;
    double *vc = (double *)malloc(n * 7 * sizeof(double));
    memcpy(vc, v, n * 7 * sizeof(double));
    for (int i = 0; i < n; i++)
      for (int f = 0; f < 7; f++) {
        char name[32];
        snprintf(name, sizeof name, "nbody[%d].%s", i, field[f]);
        check(name, t, g[7 * i + f], fd_coord(obj, &c, vc, 7 * i + f), 1e-6);
      }
    free(vc);
  }
  return finish("nbody");
}
