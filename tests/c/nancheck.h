/* What singular.c and untaken.c share: the check (check.h) and Enzyme's entry points. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
