/* Gaussian-mixture log-likelihood with a Wishart prior: ADBench's GMM objective.
 *
 * alphas[k], means[k*d], icf[k*(d + d*(d-1)/2)] (per component: log of Q's diagonal, then Q's
 * strict lower triangle packed column by column), x[n*d]. Written as plain C (no headers), so
 * the same text compiles with clang-19 for the .ll path and inside enzyme-ad's embedded clang.
 * Work arrays are caller-provided (Qdiags[k*d], sum_qs[k], xcentered[d], Qxcentered[d],
 * main_term[k]) as in ADBench's C++ reference; they are duplicated (given shadows) when
 * differentiated.
 */
double exp(double);
double log(double);

static double arr_max(int n, const double *x) {
    double m = x[0];
    for (int i = 1; i < n; i++)
        if (m < x[i]) m = x[i];
    return m;
}

static double sqnorm(int n, const double *x) {
    double res = x[0] * x[0];
    for (int i = 1; i < n; i++) res += x[i] * x[i];
    return res;
}

static double logsumexp(int n, const double *x) {
    double mx = arr_max(n, x);
    double s = 0.0;
    for (int i = 0; i < n; i++) s += exp(x[i] - mx);
    return log(s) + mx;
}

static double log_gamma_distrib(double a, int p) {
    /* constant in the parameters: only enters the value */
    double out = 0.25 * p * (p - 1) * 1.1447298858494002;    /* log(pi) */
    for (int j = 1; j <= p; j++) out += __builtin_lgamma(a + 0.5 * (1 - j));
    return out;
}

double gmm_objective(int d, int k, int n,
                     const double *__restrict alphas, const double *__restrict means,
                     const double *__restrict icf, const double *__restrict x,
                     double wishart_gamma, int wishart_m,
                     double *__restrict Qdiags, double *__restrict sum_qs,
                     double *__restrict xcentered, double *__restrict Qxcentered,
                     double *__restrict main_term) {
    const double CONSTANT = -n * d * 0.5 * 1.8378770664093453;   /* log(2 pi) */
    int icf_sz = d * (d + 1) / 2;

    for (int ik = 0; ik < k; ik++) {
        double s = 0.0;
        for (int id = 0; id < d; id++) {
            double v = icf[ik * icf_sz + id];
            s += v;
            Qdiags[ik * d + id] = exp(v);
        }
        sum_qs[ik] = s;
    }

    double slse = 0.0;
    for (int ix = 0; ix < n; ix++) {
        for (int ik = 0; ik < k; ik++) {
            for (int id = 0; id < d; id++)
                xcentered[id] = x[ix * d + id] - means[ik * d + id];
            const double *Qd = Qdiags + ik * d;
            const double *L = icf + ik * icf_sz + d;
            for (int id = 0; id < d; id++) Qxcentered[id] = Qd[id] * xcentered[id];
            int Lparamsidx = 0;
            for (int i = 0; i < d; i++)
                for (int j = i + 1; j < d; j++) {
                    Qxcentered[j] += L[Lparamsidx] * xcentered[i];
                    Lparamsidx++;
                }
            main_term[ik] = alphas[ik] + sum_qs[ik] - 0.5 * sqnorm(d, Qxcentered);
        }
        slse += logsumexp(k, main_term);
    }

    double lse_alphas = logsumexp(k, alphas);

    /* Wishart prior */
    int m = wishart_m;
    double out = 0.0;
    for (int ik = 0; ik < k; ik++) {
        double frobenius = sqnorm(d, Qdiags + ik * d) + sqnorm(icf_sz - d, icf + ik * icf_sz + d);
        out += 0.5 * wishart_gamma * wishart_gamma * frobenius - m * sum_qs[ik];
    }
    int n_ = d + m + 1;
    double C = n_ * d * (log(wishart_gamma) - 0.5 * 0.6931471805599453) - log_gamma_distrib(0.5 * n_, d);
    double prior = out - k * C;

    return CONSTANT + slse - n * lse_alphas + prior;
}
