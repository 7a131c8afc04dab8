"""Kernels for the derivative-kernel tests (tests/test_cuda_autodiff.py), written as CUDA users
write them, none shaped for the differentiator. Each entry of CASES: (kernel, grid, block,
make_args(rng) -> list of arrays and scalars, indices of the Duplicated arrays)."""

import math

import numpy as np
from numba import cuda, float32, float64

TPB = 32


@cuda.jit
def axpy_sin(a, x, y):
    """The issue's example: a scalar in a[0] read by every thread, y updated in place."""
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a[0] * x[i] + math.sin(y[i])


@cuda.jit
def shift_left(x, y):
    """Each thread reads what its left neighbour wrote before the barrier, then overwrites its
    own input: the reverse sweep needs the barrier's mirror (the neighbour's shadow of y is
    read and cleared only after this thread added into it)."""
    i = cuda.grid(1)
    if i < x.size:
        y[i] = x[i] * x[i]
    cuda.syncthreads()
    if 0 < i < x.size:
        x[i] = 2.0 * y[i - 1] + x[i]


@cuda.jit
def stencil3(x, out, c):
    """A 3-point stencil with clamped ends and a scalar coefficient argument."""
    i = cuda.grid(1)
    n = x.size
    if i < n:
        left = x[i - 1] if i > 0 else x[i]
        right = x[i + 1] if i + 1 < n else x[i]
        out[i] = c * (left - 2.0 * x[i] + right) + x[i] * x[i]


@cuda.jit
def tree_sum(x, out):
    """Shared-memory tree reduction of squares, barriers inside a counted loop, one atomic per
    block."""
    sm = cuda.shared.array(TPB, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    sm[t] = x[i] * x[i] if i < x.size else 0.0
    cuda.syncthreads()
    for k in range(5):                      # TPB = 2**5
        s = TPB >> (k + 1)
        if t < s:
            sm[t] += sm[t + s]
        cuda.syncthreads()
    if t == 0:
        cuda.atomic.add(out, 0, sm[0])


@cuda.jit
def tile_neighbour_2d(a, b):
    """A 2-D block loads a tile into shared memory; each thread reads its right neighbour's
    element of the tile (or its own at the edge)."""
    tile = cuda.shared.array((8, 8), float64)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    i, j = cuda.grid(2)
    inside = i < a.shape[0] and j < a.shape[1]
    tile[ty, tx] = math.exp(a[i, j]) if inside else 0.0
    cuda.syncthreads()
    if inside:
        nx = tx + 1 if tx + 1 < 8 and j + 1 < a.shape[1] else tx
        b[i, j] = tile[ty, nx] * a[i, j]


@cuda.jit
def contraction(A, B, C):
    """C[i, j] = sum_k A[i, k] * B[k, j], one thread per output element, a 2-D grid."""
    i, j = cuda.grid(2)
    if i < C.shape[0] and j < C.shape[1]:
        acc = 0.0
        for k in range(A.shape[1]):
            acc += A[i, k] * B[k, j]
        C[i, j] = acc


@cuda.jit
def scatter(idx, w, x, hist):
    """Atomic scatter: many threads add into the same bins."""
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(hist, idx[i], w[i] * math.tanh(x[i]))


@cuda.jit
def early_exit_f32(x, y):
    """float32, libdevice math, threads that return early."""
    i = cuda.grid(1)
    if i >= x.size:
        return
    v = x[i]
    if v < float32(0.0):
        y[i] = math.exp(v)
        return
    y[i] = math.log(float32(1.0) + v * v) * v


@cuda.jit(device=True)
def _poly(v, c):
    return c[0] + v * (c[1] + v * c[2])


@cuda.jit
def local_array_poly(x, c, y):
    """A thread-local array filled and read in counted loops (the reverse sweep keeps each
    iteration's value in a stack cache), a device function, coefficients read by every thread."""
    i = cuda.grid(1)
    if i < x.size:
        loc = cuda.local.array(4, float64)
        for j in range(4):
            loc[j] = math.exp(0.1 * j * x[i])
        s = 0.0
        for j in range(4):
            s += loc[j] * _poly(loc[j], c)
        y[i] = s


@cuda.jit
def rowdot_sin(A, b, out):
    """A loop with a trip count known only at run time whose reverse needs sin(A[i, k]) per
    iteration: computed again from A (no cache on a GPU)."""
    i = cuda.grid(1)
    if i < A.shape[0]:
        acc = 0.0
        for k in range(A.shape[1]):
            acc += math.sin(A[i, k]) * b[k]
        out[i] = acc


@cuda.jit
def branchy(x, y):
    """Threads of one warp take different branches with different functions."""
    i = cuda.grid(1)
    if i < x.size:
        if x[i] > 0:
            y[i] = math.log(1.0 + x[i]) * x[i]
        else:
            y[i] = math.exp(x[i]) - 1.0


# three kernels of Enzyme.jl / CUDA.jl users (their tests and forum examples), in Numba
@cuda.jit
def column_scan(x):
    """In-place prefix sum down each column, one thread per column (CUDA.jl's Enzyme example)."""
    j = cuda.threadIdx.x
    for i in range(1, x.shape[0]):
        x[i, j] += x[i - 1, j]
    cuda.syncthreads()


@cuda.jit
def sqrt_2d(x):
    """x = sqrt(x) with 2-D thread indices, then a barrier."""
    i, j = cuda.threadIdx.x, cuda.threadIdx.y
    x[i, j] = math.sqrt(x[i, j])
    cuda.syncthreads()


@cuda.jit
def power(R, H, N):
    """R = H ** N, both active."""
    ix = cuda.grid(1)
    if ix < R.size:
        R[ix] = H[ix] ** N[ix]


# kernels whose reverse sweep keeps values of loops with run-time trip counts (the per-thread
# cache buffer of the launch: enzympy/cuda/thread_caches.py)
@cuda.jit
def pow_scalars(alpha, beta, x, out):
    """x ** 2 (Numba lowers it to a squaring loop) and two scalars read by every thread."""
    i = cuda.grid(1)
    if i < x.shape[0]:
        out[i] = alpha[0] * x[i] ** 2 + beta[0] * x[i] ** 3


@cuda.jit
def reduce_halving(x, out):
    """The textbook tree reduction: `s = blockDim.x // 2; while s > 0: ...; s >>= 1`."""
    sdata = cuda.shared.array(32, float64)
    tid = cuda.threadIdx.x
    i = cuda.blockIdx.x * cuda.blockDim.x + tid
    v = 0.0
    if i < x.shape[0]:
        v = math.sin(x[i]) * x[i]
    sdata[tid] = v
    cuda.syncthreads()
    s = cuda.blockDim.x // 2
    while s > 0:
        if tid < s:
            sdata[tid] += sdata[tid + s]
        cuda.syncthreads()
        s >>= 1
    if tid == 0:
        cuda.atomic.add(out, 0, sdata[0] * sdata[0])


SM_TILE = 8


@cuda.jit
def fast_matmul(A, B, C):
    """Numba's documentation's shared-memory matmul (tiles loaded, barrier, partial products,
    barrier), in float32: the tiles are overwritten on every pass of a loop over the grid."""
    sA = cuda.shared.array(shape=(SM_TILE, SM_TILE), dtype=float32)
    sB = cuda.shared.array(shape=(SM_TILE, SM_TILE), dtype=float32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x
    tmp = float32(0.)
    for i in range(bpg):
        sA[ty, tx] = 0
        sB[ty, tx] = 0
        if y < A.shape[0] and (tx + i * SM_TILE) < A.shape[1]:
            sA[ty, tx] = A[y, tx + i * SM_TILE]
        if x < B.shape[1] and (ty + i * SM_TILE) < B.shape[0]:
            sB[ty, tx] = B[ty + i * SM_TILE, x]
        cuda.syncthreads()
        for j in range(SM_TILE):
            tmp += sA[ty, j] * sB[j, tx]
        cuda.syncthreads()
    if y < C.shape[0] and x < C.shape[1]:
        C[y, x] = tmp


@cuda.jit
def contract3(T, v, out):
    """out_i = sum_jk T_ijk v_j v_k: nested loops over the array's run-time shape."""
    i = cuda.grid(1)
    if i < out.shape[0]:
        s = 0.0
        for j in range(T.shape[1]):
            for k in range(T.shape[2]):
                s += T[i, j, k] * v[j] * v[k]
        out[i] = s


@cuda.jit
def halo_stencil(x, y):
    """A stencil through shared memory with a halo element at each end of the block."""
    sh = cuda.shared.array(34, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    n = x.shape[0]
    if i < n:
        sh[t + 1] = x[i]
    if t == 0:
        sh[0] = x[i - 1] if 0 < i <= n else 0.0
    if t == cuda.blockDim.x - 1 or i == n - 1:
        sh[t + 2] = x[i + 1] if i + 1 < n else 0.0
    cuda.syncthreads()
    if i < n:
        y[i] = sh[t] * sh[t + 2] - math.cos(sh[t + 1])


@cuda.jit
def transpose_square(a, b):
    """Transpose through a padded shared tile, squaring on the way out."""
    tile = cuda.shared.array((8, 9), float64)
    x, y = cuda.grid(2)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    if y < a.shape[0] and x < a.shape[1]:
        tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    ox = cuda.blockIdx.y * 8 + tx
    oy = cuda.blockIdx.x * 8 + ty
    if oy < b.shape[0] and ox < b.shape[1]:
        b[oy, ox] = tile[tx, ty] * tile[tx, ty]


@cuda.jit
def scatter_rows(idx, x, out):
    """A 2-D atomic scatter: rows of x added (as exp) into the rows idx picks."""
    i, j = cuda.grid(2)
    if i < x.shape[0] and j < x.shape[1]:
        cuda.atomic.add(out, (idx[i], j), math.exp(x[i, j]))


@cuda.jit
def gridstride_dot(x, y, out):
    """A grid-stride loop (its trip count depends on the thread) and one atomic per thread."""
    acc = 0.0
    for i in range(cuda.grid(1), x.shape[0], cuda.gridsize(1)):
        acc += x[i] * math.tanh(y[i])
    cuda.atomic.add(out, 0, acc)


@cuda.jit
def matvec_rows(A, x, y):
    """One block per row: a block-strided loop over the columns, then a halving reduction."""
    row = cuda.blockIdx.x
    t = cuda.threadIdx.x
    sm = cuda.shared.array(32, float64)
    s = 0.0
    for c in range(t, A.shape[1], cuda.blockDim.x):
        s += A[row, c] * x[c]
    sm[t] = s
    cuda.syncthreads()
    step = 16
    while step > 0:
        if t < step:
            sm[t] += sm[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        y[row] = sm[0] * sm[0]


@cuda.jit
def grid3d(u, out):
    """A 3-D grid of 3-D blocks, with a neighbour along the first axis."""
    i, j, k = cuda.grid(3)
    if i < u.shape[0] and j < u.shape[1] and k < u.shape[2]:
        out[i, j, k] = u[i, j, k] * math.exp(-u[i, j, k]) + (u[i - 1, j, k] if i > 0 else 0.0)


# warp-level operations: refused by name in both modes
@cuda.jit
def warp_shuffle(x, y):
    i = cuda.grid(1)
    v = x[i] * x[i]
    v += cuda.shfl_down_sync(0xffffffff, v, 1)
    y[i] = v


@cuda.jit
def warp_vote(x, y):
    i = cuda.grid(1)
    v = x[i]
    if cuda.all_sync(0xffffffff, v > 0):
        y[i] = v * v


@cuda.jit
def dynamic_shared(x, y):
    sm = cuda.shared.array(0, float64)
    i = cuda.grid(1)
    sm[cuda.threadIdx.x] = x[i]
    cuda.syncthreads()
    y[i] = sm[cuda.threadIdx.x] * x[i]


@cuda.jit
def first_thread_leaves(c, x, y):
    """Thread 0 of each block returns before the barrier; the others read the coefficient c[0]
    (a block-uniform element: its increments are summed per block only where every thread
    passes every barrier; here the sum's first thread had left, and d/dc came out 0)."""
    i = cuda.grid(1)
    if cuda.threadIdx.x == 0 or i >= x.size:
        return
    v = x[i] * c[0]
    cuda.syncthreads()
    y[i] = v + math.sin(y[i])


@cuda.jit
def leaves_after_reading(c, x, y):
    """Threads with x[i] < 0 read c[0] and leave before the barrier (their part of d/dc was
    dropped, and the reverse kernel raced on the sum's shared memory)."""
    i = cuda.grid(1)
    if i >= x.size:
        return
    v = x[i] * c[0] * c[0]
    if x[i] < 0.0:
        y[i] = v
        return
    cuda.syncthreads()
    y[i] = v + x[i]


@cuda.jit
def guarded_tile(c, x, y):
    """The usual `if i >= n: return` guard before a shared tile and a barrier, n not a multiple
    of the block, a coefficient c[0] read by every thread."""
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    if i >= x.size:
        return
    tile = cuda.shared.array(16, float64)
    tile[t] = x[i] * c[0]
    cuda.syncthreads()
    left = tile[t - 1] if t > 0 else 0.0
    y[i] = tile[t] * tile[t] + left


# primal kernels for the race detector's own tests
@cuda.jit
def overwrite_one(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[0] = x[i]


@cuda.jit
def atomics_and_own(x, out):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(out, 0, x[i])
        out[i + 1] = x[i]


@cuda.jit
def reads_a_running_sum(x, out):
    """Reads out[0] while other threads add into it: the value depends on the order."""
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(out, 0, x[i])
        out[i + 1] = out[0]


@cuda.jit
def atomics_only(x, out):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(out, 0, x[i])
        cuda.atomic.sub(out, 1, x[i])


@cuda.jit
def neighbour_after_barrier(x, y):
    i = cuda.grid(1)
    y[i] = x[i]
    cuda.syncthreads()
    x[i] = y[(i + 1) % x.size]


@cuda.jit
def neighbour_no_barrier(x, y):
    i = cuda.grid(1)
    y[i] = x[i]
    x[i] = y[(i + 1) % x.size]


@cuda.jit
def leave_after_barrier(x, y):
    """The upper half of each block returns after the first barrier; the lower half passes a
    second one (threads that returned no longer count at it)."""
    tile = cuda.shared.array(16, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    tile[t] = math.sin(x[i]) * x[i]
    cuda.syncthreads()
    if t >= 8:
        return
    tile[t] = tile[t] * tile[t + 8]
    cuda.syncthreads()
    y[i] = tile[t] - 0.5 * tile[(t + 3) % 8]


@cuda.jit
def leave_barrier_loop(x, y):
    """Threads leave a loop of barriers at different rounds: thread t takes t % 4 + 1 rounds."""
    buf = cuda.shared.array(16, float64)
    t = cuda.threadIdx.x
    v = x[t]
    for r in range(4):
        buf[t] = v
        cuda.syncthreads()
        v = v * 0.5 + buf[(t + 5) % 16] * buf[(t + 5) % 16]
        y[t] += v
        if r == t % 4:
            return
        cuda.syncthreads()


@cuda.jit
def halving_with_return(x, out):
    """A tree reduction that sends each thread home once it has nothing left to add."""
    part = cuda.shared.array(32, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    part[t] = x[i] * x[i] * x[i] if i < x.size else 0.0
    cuda.syncthreads()
    step = cuda.blockDim.x // 2
    while step > 0:
        if t >= step:
            return
        part[t] += part[t + step]
        cuda.syncthreads()
        step //= 2
    cuda.atomic.add(out, 0, math.cos(part[0]))


@cuda.jit
def counted_after_return(x, y):
    """__syncthreads_count after some threads returned: refused in reverse mode, by name."""
    t = cuda.threadIdx.x
    if x[t] < 0.0:
        return
    n = cuda.syncthreads_count(1 if x[t] > 1.0 else 0)
    y[t] = x[t] * n


@cuda.jit
def scaled_views(x, y):
    """y[i] = x[i]^2 + exp(y[i]): called on strided views (x[::2], A[:, 1]), which numba-cuda
    indexes by integer address arithmetic."""
    i = cuda.grid(1)
    if i < x.shape[0]:
        y[i] = x[i] * x[i] + math.exp(y[i])


@cuda.jit
def last_block_total(x, partial, tickets, out):
    """Each block's first thread writes a partial sum, fences, takes a ticket; the last block
    adds the partials (CUDA's threadFenceReduction): refused in reverse mode, by name."""
    t = cuda.threadIdx.x
    if t == 0:
        s = 0.0
        for k in range(cuda.blockDim.x):
            s += x[cuda.blockIdx.x * cuda.blockDim.x + k] ** 2
        partial[cuda.blockIdx.x] = s
        cuda.threadfence()
        if cuda.atomic.add(tickets, 0, 1) == cuda.gridDim.x - 1:
            tot = 0.0
            for b in range(cuda.gridDim.x):
                tot += partial[b]
            out[0] = tot


@cuda.jit
def drain_bins(x, bins):
    """bins[i % 3] -= x[i]^2 by cuda.atomic.sub (numba-cuda: a compare-exchange loop on the
    bits, which is an atomic subtraction)."""
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.sub(bins, i % 3, x[i] * x[i])


def _rng_args(*shapes):
    return lambda rng: [rng.normal(size=s) for s in shapes]


@cuda.jit
def special_math(x, y):
    """libdevice's lgamma, tgamma (digamma in the derivative), frexp (an exponent written
    through a pointer), ldexp, nextafter."""
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        m, e = math.frexp(v * 3.0 + 0.17)
        y[i] = math.lgamma(v + 0.4) + math.gamma(v * 0.5 + 2.2) + m * m * e + math.ldexp(v, 3) \
            + math.nextafter(v, 9.0) * v


# both sides of the gamma function's poles; no frexp argument near a power of 2
SPECIAL_X = [0.3, -0.7, 1.2, 0.05, -2.9, 4.4, -1.13, 2.6, 3.3, -0.2]

CASES = {
    "drain_bins": (drain_bins, 2, 16, lambda rng: [rng.normal(size=27), rng.normal(size=3)], (0, 1)),
    "drain_bins_f32": (drain_bins, 2, 16, lambda rng: [rng.normal(size=27).astype(np.float32),
                                                        rng.normal(size=3).astype(np.float32)], (0, 1)),
    "leave_after_barrier": (leave_after_barrier, 2, 16, _rng_args(32, 32), (0, 1)),
    "leave_barrier_loop": (leave_barrier_loop, 1, 16, _rng_args(16, 16), (0, 1)),
    "halving_with_return": (halving_with_return, 3, 32, lambda rng: [rng.normal(size=80), np.zeros(1)], (0, 1)),
    "first_thread_leaves": (first_thread_leaves, 2, 8, lambda rng: [np.array([1.5]), rng.normal(size=13),
                                                                   rng.normal(size=13)], (0, 1, 2)),
    "leaves_after_reading": (leaves_after_reading, 2, 8, lambda rng: [np.array([0.7]), rng.normal(size=16),
                                                                     np.zeros(16)], (0, 1, 2)),
    "guarded_tile": (guarded_tile, 2, 16, lambda rng: [np.array([1.2]), rng.normal(size=21), np.zeros(21)],
                     (0, 1, 2)),
    "special_math": (special_math, 2, 8, lambda rng: [np.array(SPECIAL_X), np.zeros(len(SPECIAL_X))], (0, 1)),
    "axpy_sin": (axpy_sin, 3, TPB, lambda rng: [np.array([1.3]), rng.normal(size=70), rng.normal(size=70)],
                 (0, 1, 2)),
    "shift_left": (shift_left, 1, 64, _rng_args(64, 64), (0, 1)),
    "stencil3": (stencil3, 2, TPB, lambda rng: [rng.normal(size=50), np.zeros(50), 0.7], (0, 1)),
    "tree_sum": (tree_sum, 3, TPB, lambda rng: [rng.normal(size=90), np.zeros(1)], (0, 1)),
    "tile_neighbour_2d": (tile_neighbour_2d, (2, 2), (8, 8), lambda rng: [0.5 * rng.normal(size=(13, 11)),
                                                                         np.zeros((13, 11))], (0, 1)),
    "contraction": (contraction, (2, 2), (4, 4), lambda rng: [rng.normal(size=(7, 5)), rng.normal(size=(5, 6)),
                                                             np.zeros((7, 6))], (0, 1, 2)),
    "scatter": (scatter, 2, TPB, lambda rng: [rng.integers(0, 4, size=40), rng.normal(size=40),
                                              rng.normal(size=40), np.zeros(4)], (1, 2, 3)),
    "local_array_poly": (local_array_poly, 2, TPB, lambda rng: [rng.normal(size=50), rng.normal(size=3),
                                                               np.zeros(50)], (0, 1, 2)),
    "rowdot_sin": (rowdot_sin, 2, TPB, lambda rng: [rng.normal(size=(40, 7)), rng.normal(size=7), np.zeros(40)],
                   (0, 1, 2)),
    "branchy": (branchy, 2, TPB, _rng_args(40, 40), (0, 1)),
    "column_scan": (column_scan, 1, 3, _rng_args((5, 3)), (0,)),
    "sqrt_2d": (sqrt_2d, 1, (5, 3), lambda rng: [rng.random(size=(5, 3)) + 0.5], (0,)),
    "power": (power, 1, 16, lambda rng: [np.zeros(10), rng.random(10) + 0.5, 2 * rng.random(10)], (0, 1, 2)),
    "early_exit_f32": (early_exit_f32, 2, TPB, lambda rng: [rng.normal(size=45).astype(np.float32),
                                                           np.zeros(45, np.float32)], (0, 1)),
    "pow_scalars": (pow_scalars, 3, TPB, lambda rng: [np.array([1.3]), np.array([-0.4]), rng.normal(size=70),
                                                      np.zeros(70)], (0, 1, 2, 3)),
    "reduce_halving": (reduce_halving, 3, 32, lambda rng: [rng.normal(size=80), np.zeros(1)], (0, 1)),
    "fast_matmul": (fast_matmul, (2, 2), (SM_TILE, SM_TILE),
                    lambda rng: [rng.normal(size=(13, 11)).astype(np.float32),
                                 rng.normal(size=(11, 14)).astype(np.float32), np.zeros((13, 14), np.float32)],
                    (0, 1, 2)),
    "contract3": (contract3, 2, 8, lambda rng: [rng.normal(size=(12, 5, 5)), rng.normal(size=5), np.zeros(12)],
                  (0, 1, 2)),
    "halo_stencil": (halo_stencil, 2, 32, lambda rng: [rng.normal(size=50), np.zeros(50)], (0, 1)),
    "transpose_square": (transpose_square, (3, 2), (8, 8), lambda rng: [rng.normal(size=(13, 20)),
                                                                         np.zeros((20, 13))], (0, 1)),
    "scatter_rows": (scatter_rows, (2, 2), (8, 4), lambda rng: [rng.integers(0, 3, size=12), rng.normal(size=(12, 6)),
                                                               np.zeros((3, 6))], (1, 2)),
    "gridstride_dot": (gridstride_dot, 2, 32, lambda rng: [rng.normal(size=150), rng.normal(size=150), np.zeros(1)],
                       (0, 1, 2)),
    "matvec_rows": (matvec_rows, 6, 32, lambda rng: [rng.normal(size=(6, 70)), rng.normal(size=70), np.zeros(6)],
                    (0, 1, 2)),
    "grid3d": (grid3d, (2, 2, 2), (4, 2, 2), lambda rng: [rng.normal(size=(7, 3, 4)), np.zeros((7, 3, 4))], (0, 1)),
}
