// std::vector members of an object the caller passes with a shadow (enzyme_dup), changed
// inside the differentiated function: grown by push_back, and replaced by a local vector
// through swap (a recurrent cell's state update). The new buffers outlive the call in the
// object, their shadows in the shadow object; the reverse pass freed those shadows as the
// function's own, and the caller's destructors then freed them again (abort: double free).
// Reverse against central differences, forward against reverse; the shadow object is read and
// destroyed afterwards. A local vector grown and dropped inside keeps its shadow freed.
#include <cmath>
#include <cstdio>
#include <vector>

#include "../c/check.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_out;

struct Cell {
  std::vector<double> w, h, log;
  explicit Cell(int n) : w(n), h(n, 0.0) {}
  void step(double x) {
    std::vector<double> nh(h.size());
    for (size_t i = 0; i < h.size(); i++) {
      double s = x * w[i];
      for (size_t j = 0; j < h.size(); j++) s += 0.3 * w[(i + j) % w.size()] * h[j];
      nh[i] = std::tanh(s);
    }
    h.swap(nh);                                   // the local buffer moves into the member
    log.push_back(h[0]);                          // the member grows
  }
};

double run(Cell *c, const double *xs, int t) {
  std::vector<double> scratch;                    // the function's own: grown and dropped
  double loss = 0;
  for (int k = 0; k < t; k++) {
    c->step(xs[k]);
    scratch.push_back(c->h[1] * xs[k]);
    loss += c->h[0] * c->h[0] + scratch.back();
  }
  for (double v : c->log) loss += 0.5 * v;
  return loss;
}

static double fresh(const double *w, const double *xs, int t) {
  Cell c(3);
  for (int i = 0; i < 3; i++) c.w[i] = w[i];
  return run(&c, xs, t);
}

int main() {
  const int n = 3, t = 4;
  const double w0[n] = {0.4, -0.7, 0.9}, h = 1e-6;
  double xs[t] = {0.5, -0.2, 0.9, 0.3}, dxs[t] = {0, 0, 0, 0}, tx[t] = {0.2, -0.5, 0.4, 1.0};
  Cell c(n), dc(n);
  for (int i = 0; i < n; i++) c.w[i] = w0[i];
  __enzyme_autodiff((void *)run, enzyme_dup, &c, &dc, enzyme_dup, xs, dxs, enzyme_const, t);
  double jv = 0;
  for (int k = 0; k < t; k++) {
    double s = xs[k];
    xs[k] = s + h;
    double fp = fresh(w0, xs, t);
    xs[k] = s - h;
    double fm = fresh(w0, xs, t);
    xs[k] = s;
    check("vector_member.xs", k, dxs[k], (fp - fm) / (2 * h), 1e-5);
    jv += tx[k] * dxs[k];
  }
  double w[n] = {w0[0], w0[1], w0[2]};
  for (int i = 0; i < n; i++) {
    w[i] = w0[i] + h;
    double fp = fresh(w, xs, t);
    w[i] = w0[i] - h;
    double fm = fresh(w, xs, t);
    w[i] = w0[i];
    check("vector_member.w", i, dc.w[i], (fp - fm) / (2 * h), 1e-5);
  }
  check("vector_member.shadow_sizes", 0, (double)(dc.log.size() + dc.h.size()), (double)(t + n), 0.0);
  Cell f(n), tf(n);
  for (int i = 0; i < n; i++) f.w[i] = w0[i];
  double fwd = __enzyme_fwddiff((void *)run, enzyme_dup, &f, &tf, enzyme_dup, xs, tx, enzyme_const, t);
  check("vector_member.fwd_vs_rev", 0, fwd, jv, 1e-9);
  printf("vector_member: %d failures\n", n_fail);
  return n_fail != 0;                             // then c, dc, f, tf are destroyed
}
