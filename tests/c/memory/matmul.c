/* Item 7: a matrix-product loss with a scratch buffer: C = A B (A m x k,
 * B k x n, row major) into a malloc'd scratch (matloss) or a stack scratch
 * (matloss_stack), loss = sum C^2. dA = 2 C B^T and dB = 2 A^T C are checked
 * against finite differences and against the closed form; one call holds B
 * constant. */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

#define MAXE 64

static double matloss(const double *A, const double *B, int m, int k, int n) {
  double *C = (double *)malloc(m * n * sizeof(double));
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      C[i * n + j] = 0.0;
      for (int p = 0; p < k; p++) C[i * n + j] += A[i * k + p] * B[p * n + j];
    }
  double s = 0.0;
  for (int q = 0; q < m * n; q++) s += C[q] * C[q];
  free(C);
  return s;
}

static double matloss_stack(const double *A, const double *B, int m, int k, int n) {
  double C[MAXE];
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int p = 0; p < k; p++) acc += A[i * k + p] * B[p * n + j];
      C[i * n + j] = acc;
    }
  double s = 0.0;
  for (int q = 0; q < m * n; q++) s += C[q] * C[q];
  return s;
}

typedef struct {
  const double *A, *B;
  int m, k, n, stack;
} Ctx;
static double obj_A(const double *A, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->stack ? matloss_stack(A, c->B, c->m, c->k, c->n) : matloss(A, c->B, c->m, c->k, c->n);
}
static double obj_B(const double *B, void *vc) {
  Ctx *c = (Ctx *)vc;
  return c->stack ? matloss_stack(c->A, B, c->m, c->k, c->n) : matloss(c->A, B, c->m, c->k, c->n);
}

static void closed_form(const double *A, const double *B, int m, int k, int n, double *gA, double *gB) {
  double C[MAXE];
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      C[i * n + j] = 0.0;
      for (int p = 0; p < k; p++) C[i * n + j] += A[i * k + p] * B[p * n + j];
    }
  for (int i = 0; i < m; i++)
    for (int p = 0; p < k; p++) {
      gA[i * k + p] = 0.0;
      for (int j = 0; j < n; j++) gA[i * k + p] += 2.0 * C[i * n + j] * B[p * n + j];
    }
  for (int p = 0; p < k; p++)
    for (int j = 0; j < n; j++) {
      gB[p * n + j] = 0.0;
      for (int i = 0; i < m; i++) gB[p * n + j] += 2.0 * A[i * k + p] * C[i * n + j];
    }
}

static void check_result(const char *name, Ctx *c, const double *dA, const double *dB, const double *gA,
                         const double *gB) {
  char nA[64], nB[64];
  snprintf(nA, sizeof nA, "%s.dA", name);
  snprintf(nB, sizeof nB, "%s.dB", name);
  check_grad(nA, obj_A, c, c->A, c->m * c->k, dA, 1e-6);
  check_grad(nB, obj_B, c, c->B, c->k * c->n, dB, 1e-6);
  for (int q = 0; q < c->m * c->k; q++) check("closed_form.dA", q, dA[q], gA[q], 1e-9);
  for (int q = 0; q < c->k * c->n; q++) check("closed_form.dB", q, dB[q], gB[q], 1e-9);
}

int main(void) {
  double A[MAXE], B[MAXE], dA[MAXE], dB[MAXE], gA[MAXE], gB[MAXE];
  static const int dims[][3] = {{4, 5, 3}, {1, 7, 2}, {6, 1, 6}, {8, 8, 8}};
  for (int t = 0; t < 4; t++) {
    int m = dims[t][0], k = dims[t][1], n = dims[t][2];
    fill(A, m * k, -1.0, 1.0);
    fill(B, k * n, -1.0, 1.0);
    closed_form(A, B, m, k, n, gA, gB);
    /* straight-line call sites: with both calls under one condition, clang
     * -O2 merges them into a call on `select(c, @matloss, @matloss_stack)`
     * (that pattern has its own program, fnselect.c) */
    Ctx c = {A, B, m, k, n, 0};
    memset(dA, 0, sizeof dA);
    memset(dB, 0, sizeof dB);
    __enzyme_autodiff((void *)matloss, A, dA, B, dB, m, k, n);
    check_result("matloss", &c, dA, dB, gA, gB);
    c.stack = 1;
    memset(dA, 0, sizeof dA);
    memset(dB, 0, sizeof dB);
    __enzyme_autodiff((void *)matloss_stack, A, dA, B, dB, m, k, n);
    check_result("matloss_stack", &c, dA, dB, gA, gB);
    c.stack = 0;

    /* B constant */
    memset(dA, 0, sizeof dA);
    __enzyme_autodiff((void *)matloss, A, dA, enzyme_const, B, m, k, n);
    check_grad("matloss.dA(const B)", obj_A, &c, A, m * k, dA, 1e-6);
  }
  return finish("matmul");
}
