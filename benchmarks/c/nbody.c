/* n-body simulation, symplectic Euler, stepping the state arrays in place.
 *
 * x[3n] positions and v[3n] velocities are advanced `steps` times by dt under softened gravity
 * (masses m[n]); the result is the final moment of inertia sum_i m_i |x_i|^2. Plain C, no
 * headers: the same text compiles with clang-19 and inside enzyme-ad's clang.
 */
double sqrt(double) __attribute__((const));

double nbody(double *__restrict x, double *__restrict v, const double *__restrict m,
             int n, int steps, double dt) {
    const double eps2 = 0.01;
    for (int s = 0; s < steps; s++) {
        for (int i = 0; i < n; i++) {
            double ax = 0.0, ay = 0.0, az = 0.0;
            for (int j = 0; j < n; j++) {
                double dx = x[3 * j] - x[3 * i];
                double dy = x[3 * j + 1] - x[3 * i + 1];
                double dz = x[3 * j + 2] - x[3 * i + 2];
                double r2 = dx * dx + dy * dy + dz * dz + eps2;
                double inv = m[j] / (r2 * sqrt(r2));
                ax += dx * inv;
                ay += dy * inv;
                az += dz * inv;
            }
            v[3 * i] += dt * ax;
            v[3 * i + 1] += dt * ay;
            v[3 * i + 2] += dt * az;
        }
        for (int i = 0; i < 3 * n; i++) x[i] += dt * v[i];
    }
    double out = 0.0;
    for (int i = 0; i < n; i++)
        out += m[i] * (x[3 * i] * x[3 * i] + x[3 * i + 1] * x[3 * i + 1] + x[3 * i + 2] * x[3 * i + 2]);
    return out;
}
