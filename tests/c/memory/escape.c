/* Heap blocks made inside the differentiated function that outlive the call: stored into the
 * caller's struct (a buffer replaced: new block, filled from the old, the old freed, the new
 * stored back), and a node appended to the caller's linked list. Their shadows belong to the
 * caller's shadow struct after the call. The reverse pass freed them as local blocks: the
 * caller's shadow pointer dangled (a double free when the caller freed it, garbage when read).
 * Reverse against central differences; afterwards the caller reads and frees what its shadow
 * structs hold (a crash or a wrong value fails). A block the function keeps to itself is still
 * freed (the scratch buffer). */
#include "check.h"

extern double __enzyme_autodiff(void *, ...);
int enzyme_dup, enzyme_const;

typedef struct { double *b; int n; } Buf;
typedef struct Node { double v; struct Node *next; } Node;

double replace(Buf *s, const double *x) {
  double *nb = malloc(s->n * sizeof(double));
  double *scratch = malloc(s->n * sizeof(double));            /* the function's own */
  for (int i = 0; i < s->n; i++) scratch[i] = sin(s->b[i] + x[0]);
  for (int i = 0; i < s->n; i++) nb[i] = s->b[i] * x[i % 2] + scratch[i];
  free(scratch);
  free(s->b);
  s->b = nb;
  double r = 0;
  for (int i = 0; i < s->n; i++) r += s->b[i] * s->b[(i + 1) % s->n];
  return r;
}

double append(Node **head, const double *x) {
  Node *nd = malloc(sizeof(Node));
  nd->v = x[0] * x[1];
  nd->next = *head;
  *head = nd;
  double s = 0;
  for (Node *p = *head; p; p = p->next) s += p->v * p->v;
  return s;
}

static const double B0[4] = {0.5, -0.3, 0.8, 1.1};

static double replace_ref(const double *x, void *ctx) {
  (void)ctx;
  Buf s = {malloc(4 * sizeof(double)), 4};
  memcpy(s.b, B0, sizeof B0);
  double r = replace(&s, x);
  free(s.b);
  return r;
}

static double append_ref(const double *x, void *ctx) {
  Node *base = ctx, *head = base;
  double r = append(&head, x);
  free(head);                                                   /* the new node only */
  return r;
}

int main(void) {
  double x[2] = {0.7, -0.4}, dx[2] = {0, 0};
  Buf s = {malloc(4 * sizeof(double)), 4}, ds = {calloc(4, sizeof(double)), 4};
  memcpy(s.b, B0, sizeof B0);
  __enzyme_autodiff((void *)replace, enzyme_dup, &s, &ds, enzyme_dup, x, dx);
  check_grad("replace.x", replace_ref, NULL, x, 2, dx, 1e-6);
  for (int i = 0; i < 4; i++)                 /* the new block's shadow: read back, all zero */
    check("replace.new_shadow", i, ds.b[i], 0.0, 0.0);
  free(s.b);
  free(ds.b);

  Node tail = {0.9, NULL}, dtail = {0.0, NULL};
  Node *head = &tail, *dhead = &dtail;
  double y[2] = {1.3, 0.6}, dy[2] = {0, 0};
  __enzyme_autodiff((void *)append, enzyme_dup, &head, &dhead, enzyme_dup, y, dy);
  check_grad("append.x", append_ref, &tail, y, 2, dy, 1e-6);
  check("append.tail", 0, dtail.v, 2 * 0.9, 1e-12);
  check("append.node_shadow", 0, dhead->v, 0.0, 0.0);          /* the new node's shadow */
  check("append.linked", 0, dhead->next == &dtail, 1.0, 0.0);
  free(head);
  free(dhead);
  return finish("escape");
}
