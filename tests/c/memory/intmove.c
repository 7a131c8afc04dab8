/* memmove and memcpy of int arrays inside differentiated code: an insertion argsort that
 * shifts its heap index array with memmove (as many C codes and libstdc++'s insertion sort
 * do), the permutation then copied with memcpy into a stack array. The bytes moved are ints
 * (the type analysis proves it: they index x), so no derivative moves with them; these
 * copies were refused ("cannot tell whether this moves float or double data"). Reverse and
 * forward mode, against central differences (x's order is the same at x +- h). */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 7

double ranked(const double *x, int n) {
  int *idx = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) {
    int j = 0;
    while (j < i && x[idx[j]] < x[i]) j++;
    memmove(idx + j + 1, idx + j, (i - j) * sizeof(int));
    idx[j] = i;
  }
  int perm[N];
  memcpy(perm, idx, n * sizeof(int));
  free(idx);
  double s = 0;
  for (int i = 0; i < n; i++) s += (i + 1) * x[perm[i]] * x[perm[(i + 1) % n]] + sin(x[perm[i]]);
  return s;
}

static double obj(const double *x, void *ctx) { (void)ctx; return ranked(x, N); }

int main(void) {
  double x[N], dx[N], v[N];
  fill(x, N, -1.0, 1.0);
  memset(dx, 0, sizeof dx);
  __enzyme_autodiff((void *)ranked, enzyme_dup, x, dx, enzyme_const, N);
  check_grad("ranked.rev", obj, NULL, x, N, dx, 1e-6);
  double xc[N];
  memcpy(xc, x, sizeof xc);
  for (int i = 0; i < N; i++) {
    memset(v, 0, sizeof v);
    v[i] = 1.0;
    check("ranked.fwd", i, __enzyme_fwddiff((void *)ranked, enzyme_dup, x, v, enzyme_const, N),
          fd_coord(obj, NULL, xc, i), 1e-6);
  }
  return finish("intmove");
}
