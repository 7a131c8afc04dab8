/* The check of singular.c and untaken.c: a derivative against its reference, where a NaN or
 * an infinity fails even under -ffast-math (which folds isnan(), NaN comparisons and even bit
 * tests of values it assumes finite: the bits are read from a volatile copy). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "finite.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int n_fail = 0;

static void check(const char *name, double x, double ad, double fd, double tol) {
  double scale = fabs(fd) > 1.0 ? fabs(fd) : 1.0;
  int ok = finite_bits(ad) && finite_bits(fd) && fabs(ad - fd) <= tol * scale;
  printf("%s x=%.17g ad=%.17g fd=%.17g %s\n", name, x, ad, fd, ok ? "ok" : "FAIL");
  if (!ok) n_fail++;
}
