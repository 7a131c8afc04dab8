/* A custom allocator declared with Enzyme's __enzyme_allocation_like: an arena
 * whose blocks hold active values. Its calls get shadow blocks (zeroed), made by
 * calling the allocator again with the same arguments, and released with the
 * named free function, whose arguments are the allocator's arguments at the
 * listed indices ("0,-1": the arena, then -1: the block). Reverse mode against
 * central differences, forward mode against central differences along a
 * direction and against reverse mode. A second, counting arena's free function
 * ignores its block (clang passes poison for it from -O1 on): forward mode
 * releases the shadow block by repeating that call, so the count returns to 0. */
#include "dircheck.h"

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
int enzyme_dup, enzyme_const;

#define N 10

typedef struct {
  char *base;
  size_t used, cap;
  int live;
} Arena;

static char pool[1 << 16];
static Arena arena = {pool, 0, sizeof pool, 0};

__attribute__((noinline)) void *arena_alloc(Arena *a, size_t bytes) {
  size_t at = (a->used + 15) & ~(size_t)15;
  if (at + bytes > a->cap) abort();
  a->used = at + bytes;
  a->live++;
  return a->base + at;
}

__attribute__((noinline)) void arena_release(Arena *a, void *p) {
  if ((char *)p < a->base || (char *)p >= a->base + a->used) abort();   /* not a block of a */
  if (--a->live == 0) a->used = 0;
}

void *__enzyme_allocation_like[4] = {(void *)arena_alloc, (void *)1, (void *)"0,-1", (void *)arena_release};

static Arena counted = {pool + (1 << 15), 0, 1 << 15, 0};

__attribute__((noinline)) void *counted_alloc(Arena *a, size_t bytes) { return arena_alloc(a, bytes); }

__attribute__((noinline)) void counted_release(Arena *a, void *p) {   /* p unused: a count */
  (void)p;
  if (--a->live == 0) a->used = 0;
}

void *__enzyme_allocation_like_counted[4] = {(void *)counted_alloc, (void *)1, (void *)"0,-1", (void *)counted_release};

static double counted_sum(const double *x, int n) {
  double *t = (double *)counted_alloc(&counted, n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = exp(0.3 * x[i]) * x[(i + 2) % n];
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] * t[n - 1 - i];
  counted_release(&counted, t);
  return s;
}

static double obj_counted(const double *x, void *ctx) { return counted_sum(x, *(int *)ctx); }

static double smooth(const double *x, int n) {
  double *t = (double *)arena_alloc(&arena, n * sizeof(double));
  for (int i = 0; i < n; i++) t[i] = x[i] * x[i] + sin(x[i]);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += t[i] * t[(i + 1) % n];
  arena_release(&arena, t);
  return s;
}

static double obj(const double *x, void *ctx) { return smooth(x, *(int *)ctx); }

int main(void) {
  double x[N], dx[N], v[N];
  int n = N;
  fill(x, N, -1.0, 1.0);
  fill(v, N, -1.0, 1.0);
  memset(dx, 0, sizeof dx);
  __enzyme_autodiff((void *)smooth, x, dx, enzyme_const, n);
  check_grad("smooth.dx", obj, &n, x, n, dx, 1e-6);
  double tan = __enzyme_fwddiff((void *)smooth, x, v, enzyme_const, n);
  check("smooth.fwd", 0, tan, fd_dir(obj, &n, x, v, n), 1e-6);
  check_dot("smooth.fwd_rev", 0, dx, v, n, tan);
  check("arena.live", 0, arena.live, 0, 0);
  memset(dx, 0, sizeof dx);
  __enzyme_autodiff((void *)counted_sum, x, dx, enzyme_const, n);
  check_grad("counted.dx", obj_counted, &n, x, n, dx, 1e-6);
  check("counted.live_after_reverse", 0, counted.live, 0, 0);
  tan = __enzyme_fwddiff((void *)counted_sum, x, v, enzyme_const, n);
  check("counted.fwd", 0, tan, fd_dir(obj_counted, &n, x, v, n), 1e-6);
  check("counted.live_after_forward", 0, counted.live, 0, 0);
  return finish("allocation_like");
}
