"""The CPU grid: runs a GPU kernel's LLVM IR on this machine with CUDA's semantics.

The kernel's IR (NVPTX, from numba-cuda, clang or enzympy) is rewritten for the host
(grid_ir.py) and compiled by the host JIT. A launch runs the blocks one after another; within a
block every GPU thread is an OS thread with its own context record (thread and block indices,
dimensions), so a `__syncthreads` anywhere (inside loops and branches that all threads take) is
a real barrier: it returns when every thread of the block that has not exited reached one.
Shared memory is one global per `__shared__` array, which is per block since blocks do not
overlap; atomics are the host's. A kernel without barriers needs no OS threads: its threads
run one after another, which is one legal schedule of a CUDA grid.
"""

from __future__ import annotations

import ctypes
import threading

import llvmlite.binding as llvm

from enzympy.errors import EnzympyError
from enzympy.ir import find_function, init_llvm, parse_module

from .grid_ir import SYNC_AND, SYNC_OR, SYNC_POPC, rewrite_for_host
from .jit import JITModule, _load_runtime_libraries

MAX_BLOCK = (1024, 1024, 64)
MAX_THREADS_PER_BLOCK = 1024
MAX_GRID = (2**31 - 1, 65535, 65535)

_CTYPES = {"ptr": ctypes.c_void_p, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
           "i16": ctypes.c_int16, "i8": ctypes.c_int8, "i1": ctypes.c_bool,
           "double": ctypes.c_double, "float": ctypes.c_float, "half": ctypes.c_uint16}
_SYNC = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32)


class _Ctx(ctypes.Structure):
    """The per-thread record the rewritten IR reads (layout: grid_ir's docstring)."""
    _fields_ = [("tid", ctypes.c_int32 * 3), ("ntid", ctypes.c_int32 * 3),
                ("ctaid", ctypes.c_int32 * 3), ("nctaid", ctypes.c_int32 * 3),
                ("laneid", ctypes.c_int32), ("warpid", ctypes.c_int32), ("sync", ctypes.c_void_p)]


class _BlockBarrier:
    """A barrier over the live threads of one block: a thread that exits stops counting, as on
    the GPU, so threads that returned early do not hang the others. Predicate barriers
    (`syncthreads_count/and/or`) reduce the threads' values of one generation."""

    def __init__(self, n):
        self.live, self.arrived, self.generation = n, 0, 0
        self.cond = threading.Condition()
        self.count = 0
        self.results = {}

    def wait(self, op, value):
        with self.cond:
            gen = self.generation
            self.arrived += 1
            self.count += 1 if value else 0
            if self.arrived >= self.live:
                self._release()
            else:
                while self.generation == gen:
                    self.cond.wait()
            count, arrived = self.results[gen]
        if op == SYNC_POPC:
            return count
        if op == SYNC_AND:
            return int(count == arrived)
        if op == SYNC_OR:
            return int(count > 0)
        return 0

    def exit(self):
        with self.cond:
            self.live -= 1
            if self.arrived and self.arrived >= self.live:
                self._release()

    def _release(self):
        self.results[self.generation] = (self.count, self.arrived)
        self.results.pop(self.generation - 2, None)
        self.arrived = self.count = 0
        self.generation += 1
        self.cond.notify_all()


def dim3(d, what="grid"):
    """(x, y, z) from an int or a tuple of up to three ints."""
    t = (d,) if isinstance(d, int) else tuple(int(v) for v in d)
    if not 1 <= len(t) <= 3 or any(v < 1 for v in t):
        raise ValueError(f"bad {what} dimensions {d!r}: one to three positive integers")
    return t + (1,) * (3 - len(t))


class GridKernel:
    """A kernel's IR compiled for the CPU grid; `launch(grid, block, args)` runs it.

    `args` are the kernel's LLVM parameters, already flattened (an array is its meminfo,
    parent, nitems, itemsize, data pointer, shape and strides): ints, floats, or addresses."""

    def __init__(self, text: str, kernel: str, dynamic_shared: int = 0):
        init_llvm()
        _load_runtime_libraries()
        host = llvm.Target.from_default_triple()
        machine = host.create_target_machine()
        host_text, self.uses_barrier = rewrite_for_host(
            str(text), kernel, llvm.get_process_triple(), str(machine.target_data),
            lambda name: bool(llvm.address_of_symbol(name)), dynamic_shared)
        mod = parse_module(host_text, f"<CPU grid for @{kernel}>")
        from enzympy import passes
        passes.post_ad(mod, 2, host=True)
        fn = find_function(mod, kernel)
        types = [str(t) for t in fn.global_value_type.elements][2:]     # return, ctx, params
        bad = [t for t in types if t not in _CTYPES]
        if bad:
            raise EnzympyError(f"the CPU grid cannot pass a kernel parameter of type {bad[0]} "
                               f"to @{kernel}")
        self.param_types = types
        self.jit = JITModule(mod)
        self.cfunc = ctypes.CFUNCTYPE(None, ctypes.c_void_p, *[_CTYPES[t] for t in types])(
            self.jit.address(kernel))
        self._barrier = None
        self._sync = _SYNC(self._on_sync)
        self.name = kernel

    def _on_sync(self, ctx, op, value):
        return self._barrier.wait(op, value)

    def launch(self, grid, block, args):
        grid, block = dim3(grid, "grid"), dim3(block, "block")
        if any(b > m for b, m in zip(block, MAX_BLOCK)) or \
                block[0] * block[1] * block[2] > MAX_THREADS_PER_BLOCK:
            raise ValueError(f"block {block} exceeds CUDA's limits ({MAX_THREADS_PER_BLOCK} "
                             f"threads, {MAX_BLOCK})")
        if any(g > m for g, m in zip(grid, MAX_GRID)):
            raise ValueError(f"grid {grid} exceeds CUDA's limits {MAX_GRID}")
        if len(args) != len(self.param_types):
            raise TypeError(f"@{self.name} takes {len(self.param_types)} flattened parameters, "
                            f"got {len(args)}")
        cargs = [_CTYPES[t](a) for t, a in zip(self.param_types, args)]
        for bz in range(grid[2]):
            for by in range(grid[1]):
                for bx in range(grid[0]):
                    self._run_block((bx, by, bz), grid, block, cargs)

    def _contexts(self, bidx, grid, block):
        n = block[0] * block[1] * block[2]
        ctxs = []
        for t in range(n):
            c = _Ctx()
            c.tid[:] = (t % block[0], (t // block[0]) % block[1], t // (block[0] * block[1]))
            c.ntid[:], c.ctaid[:], c.nctaid[:] = block, bidx, grid
            c.laneid, c.warpid = t % 32, t // 32
            c.sync = ctypes.cast(self._sync, ctypes.c_void_p).value
            ctxs.append(c)
        return ctxs

    def _run_block(self, bidx, grid, block, cargs):
        ctxs = self._contexts(bidx, grid, block)
        if not self.uses_barrier:
            for c in ctxs:
                self.cfunc(ctypes.byref(c), *cargs)
            return
        barrier = self._barrier = _BlockBarrier(len(ctxs))

        def run(c):
            try:
                self.cfunc(ctypes.byref(c), *cargs)
            finally:
                barrier.exit()
        threads = [threading.Thread(target=run, args=(c,), daemon=True) for c in ctxs]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
