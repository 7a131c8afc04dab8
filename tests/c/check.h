/* The check every C test program here runs: a derivative `ad` against its reference `fd`
 * (relative tolerance above 1, absolute below), printed one line each, counted in n_fail;
 * a NaN or an infinity fails even under -ffast-math (finite.h). */
#ifndef ENZYMPY_TEST_CHECK_H
#define ENZYMPY_TEST_CHECK_H
#include <math.h>
#include <stdio.h>

#include "finite.h"

static int n_fail = 0;

static void check(const char *name, double x, double ad, double fd, double tol) {
  double scale = fabs(fd) > 1.0 ? fabs(fd) : 1.0;
  int ok = finite_bits(ad) && finite_bits(fd) && fabs(ad - fd) <= tol * scale;
  printf("%s x=%.17g ad=%.17g fd=%.17g %s\n", name, x, ad, fd, ok ? "ok" : "FAIL");
  if (!ok) n_fail++;
}
#endif
