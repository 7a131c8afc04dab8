"""The GPU section of `enzympy bench`: derivative kernels of four CUDA kernels (issue 17).

A 3-point stencil, a shared-memory tree reduction (barriers in a halving loop, one atomic per
block), a particle kernel (each thread sums a pair energy over every other particle) and a
small dense contraction (Numba's documentation's shared-memory matmul). For each:

- **correctness, on the CPU grid** (always): the reverse kernel's J^T w and the forward
  kernel's J v against central differences of the emulated primal, <w, (F(s+hv) - F(s-hv))/2h>,
  and against each other (the dot-product test);
- **atomics in the reverse kernel's PTX** (where the `cuda` extra is installed): global atomics
  made per thread, shared-memory atomics, and the generic ones each block's first thread makes
  after summing a block-uniform element (synth/block_sums.py);
- **time, on a GPU** (only where numba-cuda sees one): the median of repeated launches of the
  gradient kernel over the primal kernel's. The CPU grid is for correctness only: its times
  say nothing of a GPU's.
"""

from __future__ import annotations

import collections
import math
import re
import statistics
import time

import numpy as np

TILE = 8


def _kernels():
    from numba import cuda, float32, float64

    @cuda.jit
    def stencil(x, y):
        i = cuda.grid(1)
        n = x.shape[0]
        if 0 < i < n - 1:
            y[i] = math.sin(x[i - 1]) - 2.0 * x[i] * x[i] + math.sin(x[i + 1])

    @cuda.jit
    def reduction(x, out):
        sm = cuda.shared.array(64, float64)
        t = cuda.threadIdx.x
        i = cuda.grid(1)
        sm[t] = x[i] * math.exp(-x[i] * x[i]) if i < x.shape[0] else 0.0
        cuda.syncthreads()
        s = cuda.blockDim.x // 2
        while s > 0:
            if t < s:
                sm[t] += sm[t + s]
            cuda.syncthreads()
            s //= 2
        if t == 0:
            cuda.atomic.add(out, 0, sm[0])

    @cuda.jit
    def particles(pos, eps, energy):
        i = cuda.grid(1)
        n = pos.shape[0]
        if i < n:
            e = 0.0
            for j in range(n):
                if j != i:
                    dx = pos[i, 0] - pos[j, 0]
                    dy = pos[i, 1] - pos[j, 1]
                    inv = 1.0 / (dx * dx + dy * dy + 0.5)
                    e += eps[0] * (inv * inv * inv - inv)
            energy[i] = e

    @cuda.jit
    def contraction(A, B, C):
        sA = cuda.shared.array((TILE, TILE), float32)
        sB = cuda.shared.array((TILE, TILE), float32)
        x, y = cuda.grid(2)
        tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
        acc = float32(0.0)
        for k in range(cuda.gridDim.x):
            sA[ty, tx] = A[y, tx + k * TILE] if y < A.shape[0] and tx + k * TILE < A.shape[1] else 0
            sB[ty, tx] = B[ty + k * TILE, x] if x < B.shape[1] and ty + k * TILE < B.shape[0] else 0
            cuda.syncthreads()
            for j in range(TILE):
                acc += sA[ty, j] * sB[j, tx]
            cuda.syncthreads()
        if y < C.shape[0] and x < C.shape[1]:
            C[y, x] = acc

    return {
        "stencil": (stencil, lambda n, r: [r.normal(size=n), np.zeros(n)], lambda n: ((n + 63) // 64, 64)),
        "reduction": (reduction, lambda n, r: [r.normal(size=n), np.zeros(1)], lambda n: ((n + 63) // 64, 64)),
        "particles": (particles, lambda n, r: [r.normal(size=(n, 2)) * 2, np.array([0.8]), np.zeros(n)],
                      lambda n: ((n + 31) // 32, 32)),
        "contraction": (contraction, lambda n, r: [r.normal(size=(n, n)).astype(np.float32),
                                                   r.normal(size=(n, n)).astype(np.float32),
                                                   np.zeros((n, n), np.float32)],
                        lambda n: (((n + TILE - 1) // TILE,) * 2, (TILE, TILE))),
    }


SIZES = {"tiny": {"stencil": 200, "reduction": 200, "particles": 48, "contraction": 16},
         "quick": {"stencil": 2000, "reduction": 2000, "particles": 128, "contraction": 32},
         "full": {"stencil": 10000, "reduction": 10000, "particles": 256, "contraction": 48}}


def _float_adds(ptx: str) -> collections.Counter:
    return collections.Counter(m.group(1) for m in re.finditer(r"\b((?:atom|red)(?:\.global|\.shared)?)\.add\.f(?:32|64)", ptx))


def count_atomics(ptx: str, primal_ptx: str = "") -> dict:
    """Float atomic adds in a reverse kernel's PTX (instructions, not executions), less the
    primal's own: `per_block`, the sums of block-uniform elements (a shared add per thread,
    then one global add by the block's first thread); `shared`, other shared-memory adds
    (shadows of shared arrays); `per_thread`, the other global or generic-address adds."""
    c, p = _float_adds(ptx), _float_adds(primal_ptx)
    sums = len(re.findall(r"atom\.shared\.add\.f(?:32|64)\s+\S+\s+\[__enzympy_bsum", ptx))
    glob = sum(c[k] - p[k] for k in ("atom.global", "red.global", "atom", "red"))
    shared = c["atom.shared"] + c["red.shared"] - p["atom.shared"] - p["red.shared"]
    return {"per_thread": glob - sums, "shared": shared - sums, "per_block": sums}


def _check(kernel, make, cfg_of, n, rng):
    """(relative error of J^T w against central differences, of forward against reverse)."""
    import enzympy
    from enzympy import Duplicated
    k = enzympy.autodiff(kernel)
    args = make(n, rng)
    grid, block = cfg_of(n)
    dup = [i for i, a in enumerate(args) if a.dtype.kind == "f"]
    w = {i: rng.normal(size=args[i].shape).astype(args[i].dtype) for i in dup}
    v = {i: rng.normal(size=args[i].shape).astype(args[i].dtype) for i in dup}
    bar, dot = {i: w[i].copy() for i in dup}, {i: v[i].copy() for i in dup}
    k.reverse[grid, block](*[Duplicated(a.copy(), bar[i]) if i in dup else a for i, a in enumerate(args)])
    k.forward[grid, block](*[Duplicated(a.copy(), dot[i]) if i in dup else a for i, a in enumerate(args)])
    single = any(args[i].dtype == np.float32 for i in dup)
    h = 1e-2 if single else 1e-6

    def final(sign):
        a = [x.copy() for x in args]
        for i in dup:
            a[i] = (a[i].astype(np.float64) + sign * h * v[i]).astype(a[i].dtype)
        k[grid, block](*a)
        return a
    up, dn = final(1), final(-1)
    ref = sum(float(np.vdot((up[i].astype(np.float64) - dn[i]) / (2 * h), w[i])) for i in dup)
    vjp = sum(float(np.vdot(v[i], bar[i])) for i in dup)
    jvp = sum(float(np.vdot(dot[i], w[i])) for i in dup)
    scale = max(abs(ref), 1e-30)
    return abs(vjp - ref) / scale, abs(vjp - jvp) / max(abs(vjp), 1e-30), args, dup, (grid, block), k


def _gpu_ratio(k, args, dup, config, repeats=21):
    """Median gradient-kernel launch over the median primal launch, on device arrays."""
    from numba import cuda
    from enzympy import Duplicated
    dev = [cuda.to_device(a) for a in args]
    shadows = {i: cuda.to_device(np.ones_like(args[i])) for i in dup}

    def timed(fn):
        out = []
        for _ in range(repeats):
            cuda.synchronize()
            t0 = time.perf_counter()
            fn()
            cuda.synchronize()
            out.append(time.perf_counter() - t0)
        return statistics.median(out)
    primal = timed(lambda: k[config](*dev))
    grad = timed(lambda: k.reverse[config](*[Duplicated(d, shadows[i]) if i in dup else d
                                             for i, d in enumerate(dev)]))
    return grad / primal, primal


def section(tier, say=print) -> list:
    """One record per kernel: errors, atomics, and (on a GPU) the time ratio."""
    import os
    from enzympy import Duplicated
    from enzympy.cuda.autodiff import on_gpu
    records = []
    rng = np.random.default_rng(17)
    for name, (kernel, make, cfg_of) in _kernels().items():
        n = SIZES[tier][name]
        say(f"GPU kernel {name} (n = {n})")
        rec = {"kernel": name, "n": n, "errors": {}}
        saved = os.environ.get("ENZYMPY_CUDA")
        try:
            os.environ["ENZYMPY_CUDA"] = "emulate"
            rec["fd_rel"], rec["fwd_rev_rel"], args, dup, config, k = _check(kernel, make, cfg_of, n, rng)
            wrapped = [Duplicated(a, np.zeros_like(a)) if i in dup else a for i, a in enumerate(args)]
            try:
                from enzympy.cuda.kernel import kernel_ir, signature_of
                from enzympy.cuda.ptx import to_ptx
                primal = kernel_ir(kernel, signature_of(args))
                rec["atomics"] = count_atomics(k.reverse.ptx(*wrapped), to_ptx(primal.text, check=False))
            except Exception as e:          # no NVPTX toolchain: correctness only
                rec["errors"]["ptx"] = f"{type(e).__name__}: {e}"
        except Exception as e:
            rec["errors"]["check"] = f"{type(e).__name__}: {e}"
            records.append(rec)
            continue
        finally:
            if saved is None:
                os.environ.pop("ENZYMPY_CUDA", None)
            else:
                os.environ["ENZYMPY_CUDA"] = saved
        if on_gpu():
            rec["gpu_ratio"], rec["gpu_primal_s"] = _gpu_ratio(k, args, dup, config)
        records.append(rec)
    return records


def rows(records):
    out = [("kernel", "n", "J^T w vs FD", "fwd vs rev", "atomics: per thread / shared / per block", "GPU grad/primal")]
    for r in records:
        a = r.get("atomics")
        out.append((r["kernel"], str(r["n"]),
                    f"{r['fd_rel']:.1e}" if "fd_rel" in r else "error",
                    f"{r['fwd_rev_rel']:.1e}" if "fwd_rev_rel" in r else "error",
                    f"{a['per_thread']} / {a['shared']} / {a['per_block']}" if a else "-",
                    f"{r['gpu_ratio']:.2f}x" if "gpu_ratio" in r else "no GPU"))
    return out


def print_section(records):
    table = rows(records)
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    print()
    for r in table:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
    for r in records:
        for k, v in r["errors"].items():
            print(f"{r['kernel']}: {k}: {v}")


def markdown(records) -> str:
    table = rows(records)
    lines = ["### GPU kernels", "", "Correctness on the CPU grid; time only where a GPU is present. Atomics are "
             "counted in the reverse kernel's PTX (instructions, not executions).", "",
             "| " + " | ".join(table[0]) + " |", "|" + "---|" * len(table[0])]
    lines += ["| " + " | ".join(r) + " |" for r in table[1:]]
    lines += [f"- note: {r['kernel']}: {k}: {v}" for r in records for k, v in r["errors"].items()]
    return "\n".join(lines) + "\n"


def ok(records) -> bool:
    """Every kernel checked, within float tolerance (float32 for the contraction)."""
    return all("fd_rel" in r and r["fd_rel"] < (1e-2 if r["kernel"] == "contraction" else 1e-5)
               and r["fwd_rev_rel"] < 1e-4 for r in records)
