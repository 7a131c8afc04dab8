/* Item 9: a constant global table and a switch on an int computed from the
 * data. tab() picks a formula per case with coefficients from the table;
 * coef() only picks a coefficient per case (clang turns such a switch into a
 * lookup table of its own at -O2). The inputs keep |x|*3 at least 0.25 away
 * from an integer, so the case is locally constant. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 24

static const double table[8] = {0.5, -1.25, 2.0, 0.75, -0.3, 1.5, -2.2, 0.9};

static double tab(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    int k = (int)floor(fabs(x[i]) * 3.0) & 7;
    double c;
    switch (k) {
    case 0: c = table[0] * x[i]; break;
    case 1: c = table[1] * x[i] * x[i]; break;
    case 2: c = sin(table[2] * x[i]); break;
    case 3: c = table[3] + exp(0.5 * x[i]); break;
    case 4: c = table[4] * x[i] * x[i] * x[i]; break;
    case 5: c = table[5] / (1.0 + x[i] * x[i]); break;
    default: c = table[k] * x[i] + table[(k + 1) & 7]; break;
    }
    s += c * table[(k + 3) & 7];
  }
  return s;
}

static double coef(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    int k = (int)(fabs(x[i]) * 3.0) % 6;
    double a;
    switch (k) {
    case 0: a = 1.5; break;
    case 1: a = -0.25; break;
    case 2: a = 3.0; break;
    case 3: a = 0.125; break;
    case 4: a = -2.0; break;
    default: a = 0.7; break;
    }
    s += a * x[i] * x[i] + table[k] * x[i];
  }
  return s * s;
}

typedef struct {
  int n;
} Ctx;
static double obj_tab(const double *x, void *vc) { return tab(x, ((Ctx *)vc)->n); }
static double obj_coef(const double *x, void *vc) { return coef(x, ((Ctx *)vc)->n); }

int main(void) {
  double x[N], dx[N];
  for (int i = 0; i < N; i++) {
    int k = (i * 5) % 24;        /* every case, several times */
    double frac = urand(0.25, 0.75); /* |x|*3 = k + frac */
    x[i] = (i % 2 ? -1.0 : 1.0) * (k + frac) / 3.0;
  }
  static const int ns[] = {N, 8, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    Ctx c = {n};
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)tab, x, dx, n);
    check_grad("tab.dx", obj_tab, &c, x, n, dx, 1e-6);
    memset(dx, 0, sizeof dx);
    __enzyme_autodiff((void *)coef, x, dx, n);
    check_grad("coef.dx", obj_coef, &c, x, n, dx, 1e-6);
  }
  return finish("table");
}
