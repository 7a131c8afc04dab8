/* Vector normalisation with the O(n) magnitude inside the loop (the Enzyme lecture's case).
 *
 * out[i] = x[i] / mag(x) for every i, then the loss sum_i c[i] * out[i]. mag is a separate,
 * non-inlined, read-only function: optimised before differentiation, LICM hoists the call out
 * of the loop and the gradient is O(n); differentiated as written, the reverse pass runs mag's
 * adjoint n times and the gradient is O(n^2), while the (optimised) primal stays O(n).
 */
double sqrt(double) __attribute__((const));

__attribute__((noinline)) static double mag(const double *__restrict x, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    return sqrt(s);
}

double normalize(double *__restrict out, const double *__restrict x, const double *__restrict c, int n) {
    double loss = 0.0;
    for (int i = 0; i < n; i++) {
        out[i] = x[i] / mag(x, n);
        loss += c[i] * out[i];
    }
    return loss;
}
