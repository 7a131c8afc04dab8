/* Worked example: the derivative of an iterative solver, through Enzyme's C convention.
 *
 * solve(a) finds x with x = cos(a * x) by Newton's method, stopping when the step is small:
 * a loop whose trip count depends on the data. enzympy differentiates straight through the
 * iterations; the program compares d solve / d a with a central finite difference. */
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
int enzyme_out, enzyme_const;

double solve(double a, double x0) {
    double x = x0;
    for (int it = 0; it < 100; it++) {
        double g = x - cos(a * x), dg = 1 + a * sin(a * x);
        double step = g / dg;
        x -= step;
        if (fabs(step) < 1e-14) break;
    }
    return x;
}

double energy(double a) { double x = solve(a, 0.5); return x * x + sin(a) * x; }

int main(void) {
    int bad = 0;
    for (double a = 0.5; a < 2.0; a += 0.5) {
        double ad = __enzyme_autodiff((void *)energy, a);
        double h = 1e-6, fd = (energy(a + h) - energy(a - h)) / (2 * h);
        int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd));
        bad += !ok;
        printf("a=%.2f  d energy/da: enzympy %.12f  finite difference %.12f  %s\n", a, ad, fd, ok ? "ok" : "MISMATCH");
    }
    double dx0 = __enzyme_autodiff((void *)solve, enzyme_const, 1.3, enzyme_out, 0.5);
    printf("d solve/d x0 = %.3g (the fixed point forgets its starting guess)\n", dx0);
    return bad != 0;
}
