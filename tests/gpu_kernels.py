"""Kernels for the CPU grid and PTX tests, written as CUDA users write them, each with a numpy
reference (`reference(*args)` returns the arrays the kernel should leave behind)."""

import math

import numpy as np
from numba import cuda, float32, float64, int32

TPB = 64
TILE = 8
HALO = TPB + 2


@cuda.jit
def block_sum(x, out):
    """Tree reduction in shared memory: a barrier inside a loop; one atomic per block."""
    sm = cuda.shared.array(TPB, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    sm[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    s = cuda.blockDim.x // 2
    while s > 0:
        if t < s:
            sm[t] += sm[t + s]
        cuda.syncthreads()
        s //= 2
    if t == 0:
        out[cuda.blockIdx.x] = sm[0]
        cuda.atomic.add(out, cuda.gridDim.x, sm[0])


def block_sum_ref(x, out):
    nb = out.size - 1
    parts = np.zeros(out.size)
    for b in range(nb):
        parts[b] = x[b * TPB:(b + 1) * TPB].sum()
    parts[nb] = parts[:nb].sum()
    return [x, parts]


@cuda.jit
def block_sum32(x, out):
    """The same in float32, with a for loop and a warp-sized tail still using barriers."""
    sm = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    acc = float32(0.0)
    for j in range(i, x.size, cuda.gridsize(1)):         # grid-stride loop
        acc += x[j]
    sm[t] = acc
    cuda.syncthreads()
    for k in range(6):                                    # 64 = 2**6
        s = TPB >> (k + 1)
        if t < s:
            sm[t] += sm[t + s]
        cuda.syncthreads()
    if t == 0:
        cuda.atomic.add(out, 0, sm[0])


@cuda.jit
def matmul_tiled(a, b, c):
    """C = A B with TILE x TILE shared tiles: 2-D grid and blocks, barriers in the tile loop,
    edges padded with zeros."""
    sa = cuda.shared.array((TILE, TILE), float64)
    sb = cuda.shared.array((TILE, TILE), float64)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    row = cuda.blockIdx.y * TILE + ty
    col = cuda.blockIdx.x * TILE + tx
    acc = 0.0
    for k0 in range(0, a.shape[1], TILE):
        sa[ty, tx] = a[row, k0 + tx] if row < a.shape[0] and k0 + tx < a.shape[1] else 0.0
        sb[ty, tx] = b[k0 + ty, col] if k0 + ty < b.shape[0] and col < b.shape[1] else 0.0
        cuda.syncthreads()
        for k in range(TILE):
            acc += sa[ty, k] * sb[k, tx]
        cuda.syncthreads()
    if row < c.shape[0] and col < c.shape[1]:
        c[row, col] = acc


@cuda.jit
def stencil(u, v, w):
    """v[i] = w0 u[i-1] + w1 u[i] + w2 u[i+1] (zero outside), through a shared tile with halo."""
    sm = cuda.shared.array(HALO, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    n = u.size
    sm[t + 1] = u[i] if i < n else float32(0)
    if t == 0:
        sm[0] = u[i - 1] if i >= 1 and i - 1 < n else float32(0)
    if t == cuda.blockDim.x - 1:
        sm[t + 2] = u[i + 1] if i + 1 < n else float32(0)
    cuda.syncthreads()
    if i < n:
        v[i] = w[0] * sm[t] + w[1] * sm[t + 1] + w[2] * sm[t + 2]


def stencil_ref(u, v, w):
    p = np.concatenate([[0], u, [0]]).astype(np.float32)
    return [u, (w[0] * p[:-2] + w[1] * p[1:-1] + w[2] * p[2:]).astype(np.float32), w]


@cuda.jit
def index3d(out):
    """Every thread of a 3-D grid of 3-D blocks writes its global linear index."""
    x, y, z = cuda.grid(3)
    nx, ny, nz = cuda.gridsize(3)
    if x < out.shape[2] and y < out.shape[1] and z < out.shape[0]:
        out[z, y, x] = (z * ny + y) * nx + x + 1000 * (cuda.threadIdx.x + cuda.threadIdx.y * 10
                                                        + cuda.threadIdx.z * 100)


@cuda.jit
def histogram(keys, hist, ghist):
    """Scatter with atomics: a block histogram in shared memory, then added to the global one;
    also a direct global histogram."""
    sh = cuda.shared.array(16, int32)
    t = cuda.threadIdx.x
    if t < 16:
        sh[t] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    if i < keys.size:
        cuda.atomic.add(sh, keys[i], 1)
        cuda.atomic.add(ghist, keys[i], 1)
    cuda.syncthreads()
    if t < 16:
        cuda.atomic.add(hist, t, sh[t])


@cuda.jit
def atomics_misc(x, fmax, fmin, imax, imin, exch, cas, f32max):
    """atomic max/min (float and int), exch and cas on global memory."""
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.max(fmax, 0, x[i])
        cuda.atomic.min(fmin, 0, x[i])
        cuda.atomic.max(imax, 0, int32(x[i] * 1000))
        cuda.atomic.min(imin, 0, int32(x[i] * 1000))
        cuda.atomic.exch(exch, i % 4, i)               # one of the writers' values stays
        cuda.atomic.cas(cas, 0, 0, i + 1)             # only the first thread to arrive wins
        cuda.atomic.max(f32max, 0, float32(x[i]))


@cuda.jit
def early_exit(x, out):
    """Threads past the end return before the barrier; the rest must not hang."""
    sm = cuda.shared.array(TPB, float64)
    i = cuda.grid(1)
    t = cuda.threadIdx.x
    if i >= x.size:
        return
    sm[t] = x[i]
    cuda.syncthreads()
    # neighbour within the block (or itself at the live end)
    j = t + 1 if t + 1 < cuda.blockDim.x and i + 1 < x.size else t
    out[i] = sm[j] - sm[t]


@cuda.jit
def math64(x, y):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        y[i, 0] = math.exp(v) + math.log(v) + math.sqrt(v)
        y[i, 1] = math.sin(v) * math.cos(v) + math.tan(v)
        y[i, 2] = math.pow(v, 2.5) + math.tanh(v) + math.erf(v)
        y[i, 3] = math.atan2(v, 1.5) + math.expm1(v) + math.log1p(v)
        y[i, 4] = math.floor(v * 10) + math.fabs(-v) + math.hypot(v, 2.0)


@cuda.jit
def math32(x, y):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        y[i, 0] = math.exp(v) + math.log(v) + math.sqrt(v)
        y[i, 1] = math.sin(v) * math.cos(v) + math.tan(v)
        y[i, 2] = math.pow(v, float32(2.5)) + math.tanh(v) + math.erf(v)
        y[i, 3] = math.atan2(v, float32(1.5)) + math.expm1(v) + math.log1p(v)
        y[i, 4] = math.floor(v * float32(10)) + math.fabs(-v) + math.hypot(v, float32(2.0))


def math_ref(x, y):
    from math import erf
    e = np.vectorize(erf)
    out = np.stack([np.exp(x) + np.log(x) + np.sqrt(x),
                    np.sin(x) * np.cos(x) + np.tan(x),
                    x ** 2.5 + np.tanh(x) + e(x),
                    np.arctan2(x, 1.5) + np.expm1(x) + np.log1p(x),
                    np.floor(x * 10) + np.abs(x) + np.hypot(x, 2.0)], axis=1)
    return [x, out]


@cuda.jit
def sync_predicates(x, out):
    """syncthreads_count / _and / _or over the block."""
    t = cuda.threadIdx.x
    b = cuda.blockIdx.x
    v = x[cuda.grid(1)]
    c = cuda.syncthreads_count(int32(v > 0.5))
    a = cuda.syncthreads_and(int32(v > -1.0))
    o = cuda.syncthreads_or(int32(v > 0.99))
    if t == 0:
        out[b, 0] = c
        out[b, 1] = a
        out[b, 2] = o


@cuda.jit
def dynamic_shared(x, y):
    """Reverse each block's chunk through dynamically sized shared memory."""
    sm = cuda.shared.array(0, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    sm[t] = x[i]
    cuda.syncthreads()
    y[i] = sm[cuda.blockDim.x - 1 - t]


@cuda.jit
def dynamic_shared_unsynced(x, y):
    """Reads a neighbour's element of dynamic shared memory with no barrier between: a race."""
    sm = cuda.shared.array(0, float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    sm[t] = x[i]
    y[i] = sm[(t + 1) % cuda.blockDim.x]


@cuda.jit(device=True)
def _smooth(a, b):
    return 0.5 * (a + b) + math.sin(a * b)


@cuda.jit
def with_device_function(x, y, alpha):
    """A device function call and a scalar argument."""
    i = cuda.grid(1)
    if i < x.size - 1:
        y[i] = alpha * _smooth(x[i], x[i + 1])
