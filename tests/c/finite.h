/* Is d finite? Read from the bits of a volatile copy: -ffast-math (the O3fast fixtures) folds
 * isnan(), NaN comparisons and even bit tests of values it assumes finite, so a check written
 * with them would let a NaN derivative pass. Shared by the C test programs' checks. */
#ifndef ENZYMPY_TEST_FINITE_H
#define ENZYMPY_TEST_FINITE_H
#include <string.h>

static inline int finite_bits(double d) {
  volatile double v = d;
  double w = v;
  unsigned long long u;
  memcpy(&u, &w, sizeof u);
  return ((u >> 52) & 0x7ff) != 0x7ff;
}
#endif
