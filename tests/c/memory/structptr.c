/* Active memory reached through a struct passed to a callee that is not
 * inlined. A struct holding a pointer to the active array (built on the
 * stack, or the argument itself with a shadow struct holding the shadow
 * pointer) is read by a noinline callee, whose parameter clang marks
 * `nocapture readonly`; a heap-allocated struct is walked by a recursive
 * callee; a linked list of heap nodes holding the active values is summed
 * recursively. Reverse mode against central differences, forward mode against
 * central differences along a direction and against reverse mode. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const, enzyme_dupnoneed;

#define N 10

typedef struct {
  int n;
  double *x;
  double scale;
} Vec;

__attribute__((noinline)) static double vnorm2(const Vec *v) {
  double s = 0.0;
  for (int i = 0; i < v->n; i++) s += v->x[i] * v->x[i] * v->scale;
  return s;
}

/* the struct is built here and holds only a pointer to the active data */
static double local_struct(double *x, int n) {
  Vec v = {n, x, 1.5};
  return sin(vnorm2(&v)) + x[0] * x[n - 1];
}

/* the struct is the argument: its shadow struct holds the shadow pointer */
static double arg_struct(Vec *v) { return vnorm2(v) * v->scale + v->x[0]; }

/* a heap struct walked by a recursive callee (not tail recursive) */
__attribute__((noinline)) static double rsum(const Vec *v, int i) {
  if (i >= v->n) return 0.0;
  double r = rsum(v, i + 1);
  return v->x[i] * cos(v->x[i]) + 0.5 * r * v->scale + 0.1 * r * r;
}
static double heap_rec(double *x, int n) {
  Vec *v = (Vec *)malloc(sizeof(Vec));
  v->n = n;
  v->x = x;
  v->scale = 0.9;
  double r = rsum(v, 0);
  free(v);
  return r * r;
}

/* a span: a struct holding only a pointer to the active data and a length */
typedef struct {
  const double *p;
  long n;
} Span;
__attribute__((noinline)) static double span_dot(const Span *s) {
  double r = 0.0;
  for (long i = 0; i < s->n; i++) r += s->p[i] * s->p[(i + 1) % s->n];
  return r;
}
static double span_local(double *x, int n) {
  Span s = {x, n};
  return span_dot(&s);
}
/* the same on the heap, walked recursively */
__attribute__((noinline)) static double span_rec(const Span *s, long i) {
  if (i >= s->n) return 1.0;
  return s->p[i] + sin(s->p[i]) * span_rec(s, i + 1);
}
static double span_heap(double *x, int n) {
  Span *s = (Span *)malloc(sizeof(Span));
  s->p = x;
  s->n = n;
  double r = span_rec(s, 0);
  free(s);
  return r;
}

/* a linked list of heap nodes holding the active values, summed recursively */
typedef struct Node {
  double val;
  struct Node *next;
} Node;
__attribute__((noinline)) static double lsum(const Node *p) {
  if (!p) return 0.0;
  double r = lsum(p->next);
  return p->val * p->val + sin(r) * p->val;
}
static double list(const double *x, int n) {
  Node *head = NULL;
  for (int i = 0; i < n; i++) {
    Node *q = (Node *)malloc(sizeof(Node));
    q->val = x[i];
    q->next = head;
    head = q;
  }
  double r = lsum(head);
  while (head) {
    Node *q = head->next;
    free(head);
    head = q;
  }
  return r;
}

typedef struct {
  int n;
  int which;
} Ctx;
static double obj(const double *x, void *vc) {
  Ctx *c = (Ctx *)vc;
  double xs[N + 1];
  memcpy(xs, x, (c->n + 1) * sizeof(double));
  if (c->which == 0) return local_struct(xs, c->n);
  if (c->which == 1) {
    Vec v = {c->n, xs, xs[c->n]};
    return arg_struct(&v);
  }
  if (c->which == 2) return heap_rec(xs, c->n);
  if (c->which == 4) return span_local(xs, c->n);
  if (c->which == 5) return span_heap(xs, c->n);
  return list(xs, c->n);
}

int main(void) {
  double x[N + 1], dx[N + 1], v[N + 1], dv[N + 1];
  fill(x, N + 1, -1.0, 1.0);
  fill(v, N + 1, -1.0, 1.0);
  static const char *names[] = {"local_struct", "arg_struct", "heap_rec", "list", "span_local", "span_heap"};
  static const int ns[] = {N, 4, 1};
  for (int t = 0; t < 3; t++) {
    int n = ns[t];
    for (int which = 0; which < 6; which++) {
      Ctx c = {n, which};
      char nm[64];
      memset(dx, 0, sizeof dx);
      double tan = 0.0;
      if (which == 0) {
        __enzyme_autodiff((void *)local_struct, x, dx, enzyme_const, n);
        tan = __enzyme_fwddiff((void *)local_struct, x, v, enzyme_const, n);
      } else if (which == 1) {
        Vec p = {n, x, x[n]}, dp = {0, dx, 0.0};
        __enzyme_autodiff((void *)arg_struct, &p, &dp);
        dx[n] = dp.scale;
        Vec tp = {0, v, v[n]};
        tan = __enzyme_fwddiff((void *)arg_struct, &p, &tp);
      } else if (which == 2) {
        __enzyme_autodiff((void *)heap_rec, x, dx, enzyme_const, n);
        tan = __enzyme_fwddiff((void *)heap_rec, x, v, enzyme_const, n);
      } else if (which == 4) {
        __enzyme_autodiff((void *)span_local, x, dx, enzyme_const, n);
        tan = __enzyme_fwddiff((void *)span_local, x, v, enzyme_const, n);
      } else if (which == 5) {
        __enzyme_autodiff((void *)span_heap, x, dx, enzyme_const, n);
        tan = __enzyme_fwddiff((void *)span_heap, x, v, enzyme_const, n);
      } else {
        __enzyme_autodiff((void *)list, x, dx, enzyme_const, n);
        tan = __enzyme_fwddiff((void *)list, x, v, enzyme_const, n);
      }
      int m = which == 1 ? n + 1 : n;
      snprintf(nm, sizeof nm, "%s.dx", names[which]);
      check_grad(nm, obj, &c, x, m, dx, 1e-6);
      snprintf(nm, sizeof nm, "%s.fwd", names[which]);
      check(nm, t, tan, fd_dir(obj, &c, x, v, m), 1e-6);
      snprintf(nm, sizeof nm, "%s.fwd_rev", names[which]);
      check_dot(nm, t, dx, v, m, tan);
      (void)dv;
    }
  }
  return finish("structptr");
}
