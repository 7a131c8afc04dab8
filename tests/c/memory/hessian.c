/* Second derivatives by nesting, in Enzyme's style: __enzyme_fwddiff of a function that calls
 * __enzyme_autodiff (a Hessian-vector product: forward over reverse), and of a function that
 * calls __enzyme_fwddiff (forward over forward). The inner calls are lowered first, the outer
 * mode then differentiates the derivative. Functions with loops whose reverse pass keeps a
 * cache sized at run time (n from the caller), a heap temporary, realloc, a mutable global,
 * a max, recursion.
 * Each H v is checked against central differences of the gradient along v (the gradient by
 * a closed form or by the first-order derivative) and against a closed form where there is
 * one; each f'' against second differences of f. */
#include "check.h"

extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_autodiff_d(void *, ...) __asm__("__enzyme_autodiff");
extern void __enzyme_fwddiff(void *, ...);
extern double __enzyme_fwddiff_d(void *, ...) __asm__("__enzyme_fwddiff");
int enzyme_dup, enzyme_const, enzyme_out;

#define N 9

/* ---------------------------------------------------------------- Rosenbrock */
static double rosen(const double *x, int n) {
  double s = 0.0;
  for (int i = 0; i + 1 < n; i++) {
    double a = x[i + 1] - x[i] * x[i], b = 1.0 - x[i];
    s += 100.0 * a * a + b * b;
  }
  return s;
}
static void rosen_grad(const double *x, double *dx, int n) {
  __enzyme_autodiff((void *)rosen, enzyme_dup, x, dx, enzyme_const, n);
}
/* the Hessian of Rosenbrock's function times v, by hand */
static void rosen_hv(const double *x, const double *v, double *hv, int n) {
  for (int i = 0; i < n; i++) hv[i] = 0.0;
  for (int i = 0; i + 1 < n; i++) {
    double hii = 1200.0 * x[i] * x[i] - 400.0 * x[i + 1] + 2.0, hij = -400.0 * x[i];
    hv[i] += hii * v[i] + hij * v[i + 1];
    hv[i + 1] += hij * v[i] + 200.0 * v[i + 1];
  }
}

/* ---------------------------------------------------------------- a recurrence over an array:
 * the reverse pass caches s for each of the n iterations (n known only at run time) */
static double chain(const double *x, int n) {
  double s = 0.5;
  for (int i = 0; i < n; i++) s = sin(s * x[i]) + 0.3 * x[i] * s;
  return s * s + exp(-s);
}
static void chain_grad(const double *x, double *dx, int n) {
  __enzyme_autodiff((void *)chain, enzyme_dup, x, dx, enzyme_const, n);
}
/* the directional derivative <grad chain(x), v> by forward mode: its gradient (reverse over
 * forward) is H v too */
static double chain_dir(const double *x, const double *v, int n) {
  return __enzyme_fwddiff_d((void *)chain, enzyme_dup, x, v, enzyme_const, n);
}

/* ---------------------------------------------------------------- a heap temporary and a max */
static double heap(const double *x, int n) {
  double *t = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = exp(0.4 * x[i]) * x[(i + 1) % n];
  double s = 0.0;
  for (int i = 0; i < n; i++) s += fmax(t[i] * t[i], 0.5 * t[i]) + t[i] * t[(i + 2) % n];
  free(t);
  return s;
}
static void heap_grad(const double *x, double *dx, int n) {
  __enzyme_autodiff((void *)heap, enzyme_dup, x, dx, enzyme_const, n);
}

/* ---------------------------------------------------------------- scalars: f'' of a loop,
 * reverse inside forward, and forward inside forward */
static double loop1(double x, int n) {
  double y = x;
  for (int i = 0; i < n; i++) y = sin(y) + 0.25 * x * y;
  return y;
}
static double loop1_d(double x, int n) { return __enzyme_autodiff_d((void *)loop1, x, enzyme_const, n); }

static double fs(double x) { return sin(x) * x * x + exp(0.5 * x); }
static double fs_rev(double x) { return __enzyme_autodiff_d((void *)fs, x); }
static double fs_fwd(double x) { return __enzyme_fwddiff_d((void *)fs, x, 1.0); }
static double fs2(double x) { return 2 * sin(x) + 4 * x * cos(x) - x * x * sin(x) + 0.25 * exp(0.5 * x); }

/* a mutable global array written and read back at run-time indices (main prints it): its
 * adjoint (inner derivative) and its tangent (outer) must be different shadow globals */
double tab[8];
static double glob(double x, int n) {
  for (int i = 0; i < 8; i++) tab[i] = x * (i + 1);
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    int j = (i * 5) % 8;
    tab[j] = sin(tab[j]) + 0.3 * x * cos(tab[(j + 3) % 8]);
    s += tab[j];
  }
  return s;
}
static double glob_d(double x, int n) { return __enzyme_autodiff_d((void *)glob, x, enzyme_const, n); }

/* a loop whose trip count depends on the data: the reverse pass grows its cache with realloc */
static double grow(double a) {
  double x = 1.0, y = 0.0;
  int it = 0;
  while (x < 50.0 * a && it < 1000) {
    y += sin(x * a) * x;
    x = x * 1.3 + a;
    it++;
  }
  return y;
}
static double grow_d(double a) { return __enzyme_autodiff_d((void *)grow, a); }

/* realloc in the function itself: the reverse pass carries the adjoints of the moved memory
 * back (asking malloc_usable_size), which forward mode then meets */
static double moved(double x, int n) {
  int cap = 2;
  double *buf = (double *)malloc(cap * sizeof(double));
  for (int i = 0; i < n; i++) {
    if (i >= cap) {
      cap *= 2;
      buf = (double *)realloc(buf, cap * sizeof(double));
    }
    buf[i] = sin(x * (i + 1)) + (i ? 0.5 * buf[i - 1] : 0.0);
  }
  double s = 0.0;
  for (int i = 0; i < n; i++) s += buf[i] * buf[i];
  free(buf);
  return s;
}
static double moved_d(double x, int n) { return __enzyme_autodiff_d((void *)moved, x, enzyme_const, n); }
static double moved_t(double x, int n) { return __enzyme_fwddiff_d((void *)moved, x, 1.0, enzyme_const, n); }

/* recursion: the gradient calls the split-mode halves of rec (its tape through memory) */
static double rec(double x, int k) { return k == 0 ? sin(x) : x * rec(0.9 * x, k - 1) + cos(x * k); }
static double rec_d(double x, int k) { return __enzyme_autodiff_d((void *)rec, x, enzyme_const, k); }

static double rec_t(double x, int k) { return __enzyme_fwddiff_d((void *)rec, x, 1.0, enzyme_const, k); }

/* gradient descent unrolled: k steps on a loss with parameter c; the final loss as a function
 * of c goes through every inner gradient (forward over reverse and reverse over reverse in a
 * loop; the inner derivative's blocks are named like the outer's when it is not inlined) */
static double dloss(const double *x, double c) {
  double s = 0.0;
  for (int i = 0; i < 3; i++) s += (x[i] - c * (i + 1)) * (x[i] - c * (i + 1)) + 0.1 * x[i] * x[i] * x[i] * x[i];
  return s;
}
static double descend(double c, int k) {
  double x[3] = {0.5, -0.2, 0.1};
  for (int t = 0; t < k; t++) {
    double g[3] = {0.0, 0.0, 0.0};
    __enzyme_autodiff((void *)dloss, enzyme_dup, x, g, enzyme_const, c);
    for (int i = 0; i < 3; i++) x[i] -= 0.05 * g[i];
  }
  return dloss(x, c);
}

/* ---------------------------------------------------------------- harness */
typedef void (*gradient)(const double *x, double *dx, int n);
typedef double (*fn)(const double *x, int n);

/* H v against central differences of the gradient along v */
static void check_hvp(const char *name, gradient g, const double *x, const double *v, const double *hv, int n) {
  double xp[N], xm[N], gp[N] = {0}, gm[N] = {0}, h = 1e-6;
  for (int i = 0; i < n; i++) xp[i] = x[i] + h * v[i], xm[i] = x[i] - h * v[i];
  g(xp, gp, n);
  g(xm, gm, n);
  for (int i = 0; i < n; i++) check(name, i, hv[i], (gp[i] - gm[i]) / (2 * h), 1e-5);
}
/* the gradient of f by central differences (a reference independent of enzympy) */
static void fd_gradient(fn f, const double *x, double *g, int n) {
  double xc[N];
  memcpy(xc, x, n * sizeof(double));
  for (int i = 0; i < n; i++) {
    double h = 1e-5 * (fabs(x[i]) > 1 ? fabs(x[i]) : 1.0);
    xc[i] = x[i] + h;
    double fp = f(xc, n);
    xc[i] = x[i] - h;
    double fm = f(xc, n);
    xc[i] = x[i];
    g[i] = (fp - fm) / (2 * h);
  }
}
/* H v against second differences of f: (g(x + h v) - g(x - h v)) / 2h with g by differences */
static void check_hvp_fd(const char *name, fn f, const double *x, const double *v, const double *hv, int n) {
  double xp[N], xm[N], gp[N], gm[N], h = 1e-4;
  for (int i = 0; i < n; i++) xp[i] = x[i] + h * v[i], xm[i] = x[i] - h * v[i];
  fd_gradient(f, xp, gp, n);
  fd_gradient(f, xm, gm, n);
  for (int i = 0; i < n; i++) check(name, i, hv[i], (gp[i] - gm[i]) / (2 * h), 1e-4);
}
static double d2(double (*f)(double), double x) {
  double h = 1e-4;
  return (f(x + h) - 2 * f(x) + f(x - h)) / (h * h);
}
static int loop_n = 7;
static double loop1_n(double x) { return loop1(x, loop_n); }
static double glob_n(double x) { return glob(x, loop_n); }
static double rec_n(double x) { return rec(x, loop_n); }
static double moved_n(double x) { return moved(x, loop_n); }

int main(void) {
  double x[N], v[N], w[N], dx[N], hv[N], hw[N], ref[N];
  for (int n = 2; n <= N; n += 7 - 2 * (n > 2)) {        /* n = 2, 7, 9 */
    fill(x, n, -1.2, 1.2);
    fill(v, n, -1.0, 1.0);
    fill(w, n, -1.0, 1.0);

    memset(dx, 0, sizeof dx), memset(hv, 0, sizeof hv);
    __enzyme_fwddiff((void *)rosen_grad, enzyme_dup, x, v, enzyme_dup, dx, hv, enzyme_const, n);
    rosen_hv(x, v, ref, n);
    for (int i = 0; i < n; i++) check("rosen.hv.exact", i, hv[i], ref[i], 1e-10);
    check_hvp("rosen.hv.fd_grad", rosen_grad, x, v, hv, n);
    check_hvp_fd("rosen.hv.fd2", rosen, x, v, hv, n);
    double g[N] = {0};                                    /* the plain gradient, same module */
    __enzyme_autodiff((void *)rosen, enzyme_dup, x, g, enzyme_const, n);
    fd_gradient(rosen, x, ref, n);
    for (int i = 0; i < n; i++) check("rosen.grad", i, g[i], ref[i], 1e-6);
    for (int i = 0; i < n; i++) check("rosen.grad.by_hvp_call", i, dx[i], ref[i], 1e-6);

    memset(dx, 0, sizeof dx), memset(hv, 0, sizeof hv), memset(hw, 0, sizeof hw);
    __enzyme_fwddiff((void *)chain_grad, enzyme_dup, x, v, enzyme_dup, dx, hv, enzyme_const, n);
    memset(dx, 0, sizeof dx);
    __enzyme_fwddiff((void *)chain_grad, enzyme_dup, x, w, enzyme_dup, dx, hw, enzyme_const, n);
    check_hvp("chain.hv.fd_grad", chain_grad, x, v, hv, n);
    check_hvp_fd("chain.hv.fd2", chain, x, v, hv, n);
    double rof[N] = {0};                                  /* reverse over forward */
    __enzyme_autodiff((void *)chain_dir, enzyme_dup, x, rof, enzyme_const, v, enzyme_const, n);
    for (int i = 0; i < n; i++) check("chain.hv.rev_over_fwd", i, rof[i], hv[i], 1e-10);
    double wHv = 0, vHw = 0;                              /* H is symmetric */
    for (int i = 0; i < n; i++) wHv += w[i] * hv[i], vHw += v[i] * hw[i];
    check("chain.symmetry", n, wHv, vHw, 1e-10);

    memset(dx, 0, sizeof dx), memset(hv, 0, sizeof hv);
    for (int i = 0; i < n; i++) x[i] = 0.3 + 0.1 * i;     /* away from the max's kinks */
    __enzyme_fwddiff((void *)heap_grad, enzyme_dup, x, v, enzyme_dup, dx, hv, enzyme_const, n);
    check_hvp("heap.hv.fd_grad", heap_grad, x, v, hv, n);
    check_hvp_fd("heap.hv.fd2", heap, x, v, hv, n);
  }

  static const double xs[] = {-1.1, 0.35, 0.9, 2.0};
  for (int k = 0; k < 4; k++) {
    double a = xs[k];
    check("fs.fwd_over_rev.exact", k, __enzyme_fwddiff_d((void *)fs_rev, a, 1.0), fs2(a), 1e-10);
    check("fs.fwd_over_fwd.exact", k, __enzyme_fwddiff_d((void *)fs_fwd, a, 1.0), fs2(a), 1e-10);
    check("fs.fwd_over_rev.fd2", k, __enzyme_fwddiff_d((void *)fs_rev, a, 1.0), d2(fs, a), 1e-5);
    check("fs.rev_over_rev.exact", k, __enzyme_autodiff_d((void *)fs_rev, a), fs2(a), 1e-10);
    check("fs.rev_over_fwd.exact", k, __enzyme_autodiff_d((void *)fs_fwd, a), fs2(a), 1e-10);
    for (loop_n = 3; loop_n <= 20; loop_n += 17) {
      double dd = __enzyme_fwddiff_d((void *)glob_d, a, 1.0, enzyme_const, loop_n);
      double h = 1e-6, fdd = (glob_d(a + h, loop_n) - glob_d(a - h, loop_n)) / (2 * h);
      check("glob.fwd_over_rev.fd_grad", loop_n, dd, fdd, 1e-5);
      check("glob.fwd_over_rev.fd2", loop_n, dd, d2(glob_n, a), 1e-4);
    }
    for (loop_n = 0; loop_n <= 6; loop_n += 3) {
      double dd = __enzyme_fwddiff_d((void *)rec_d, a, 1.0, enzyme_const, loop_n);
      double h = 1e-6, fdd = (rec_d(a + h, loop_n) - rec_d(a - h, loop_n)) / (2 * h);
      check("rec.fwd_over_rev.fd_grad", loop_n, dd, fdd, 1e-5);
      check("rec.fwd_over_rev.fd2", loop_n, dd, d2(rec_n, a), 1e-4);
      check("rec.fwd_over_fwd", loop_n, __enzyme_fwddiff_d((void *)rec_t, a, 1.0, enzyme_const, loop_n), dd, 1e-10);
      check("rec.rev_over_rev", loop_n, __enzyme_autodiff_d((void *)rec_d, a, enzyme_const, loop_n), dd, 1e-10);
    }
    for (int k = 1; k <= 20; k += 19) {
      double c = 0.25 * a, h = 1e-6, fd = (descend(c + h, k) - descend(c - h, k)) / (2 * h);
      check("descend.fwd_over_rev", k, __enzyme_fwddiff_d((void *)descend, c, 1.0, enzyme_const, k), fd, 1e-6);
      check("descend.rev_over_rev", k, __enzyme_autodiff_d((void *)descend, c, enzyme_const, k), fd, 1e-6);
    }
    for (loop_n = 1; loop_n <= 9; loop_n += 8) {
      double dd = __enzyme_fwddiff_d((void *)moved_d, a, 1.0, enzyme_const, loop_n);
      double h = 1e-6, fdd = (moved_d(a + h, loop_n) - moved_d(a - h, loop_n)) / (2 * h);
      check("moved.fwd_over_rev.fd_grad", loop_n, dd, fdd, 1e-5);
      check("moved.fwd_over_rev.fd2", loop_n, dd, d2(moved_n, a), 1e-4);
      check("moved.rev_over_fwd", loop_n, __enzyme_autodiff_d((void *)moved_t, a, enzyme_const, loop_n), dd, 1e-10);
    }
    if (a > 0) {                                          /* grow's trip count is constant near a */
      double h = 1e-6, fdd = (grow_d(a + h) - grow_d(a - h)) / (2 * h);
      check("grow.fwd_over_rev.fd_grad", k, __enzyme_fwddiff_d((void *)grow_d, a, 1.0), fdd, 1e-5);
      check("grow.fwd_over_rev.fd2", k, __enzyme_fwddiff_d((void *)grow_d, a, 1.0), d2(grow, a), 1e-4);
    }
    for (loop_n = 1; loop_n <= 12; loop_n += 11) {
      double dd = __enzyme_fwddiff_d((void *)loop1_d, a, 1.0, enzyme_const, loop_n);
      double h = 1e-6, fdd = (loop1_d(a + h, loop_n) - loop1_d(a - h, loop_n)) / (2 * h);
      check("loop1.fwd_over_rev.fd_grad", loop_n, dd, fdd, 1e-5);
      check("loop1.fwd_over_rev.fd2", loop_n, dd, d2(loop1_n, a), 1e-4);
    }
  }
  printf("tab[1] = %g\n", tab[1]);
  return finish("hessian");
}
