"""The CPU grid: runs a GPU kernel's LLVM IR on this machine with CUDA's semantics.

The kernel's IR (NVPTX, from numba-cuda, clang or enzympy) is rewritten for the host
(grid_ir.py), compiled by the host JIT together with a small native runtime (grid_native.py),
and launched with one foreign call. The blocks run one after another; within a block every GPU
thread has its own context record (thread and block indices, dimensions) and, when the kernel
has barriers, its own fiber and stack, so a `__syncthreads` anywhere (inside loops and branches
that all threads take) is a real barrier: it returns when every thread of the block that has
not exited reached one. Shared memory is one global per `__shared__` array, which is per block
since blocks do not overlap; atomics are the host's. A kernel without barriers needs no fibers:
its GPU threads run one after another, which is one legal schedule of a CUDA grid.
"""

from __future__ import annotations

import contextlib
import ctypes
import numbers
import re

import llvmlite.binding as llvm

from enzympy.errors import EnzympyError
from enzympy.ir import ModuleInfo, find_function, init_llvm, parse_module

from .grid_ir import rewrite_for_host
from .grid_native import BLOCK_SIZE, CTX_SIZE, STACK_SIZE, UC_SIZE, native_runtime
from .jit import JITModule, _load_runtime_libraries
from .races import register_hook, shared_arrays, watching

MAX_BLOCK = (1024, 1024, 64)
MAX_THREADS_PER_BLOCK = 1024
MAX_GRID = (2**31 - 1, 65535, 65535)

_CTYPES = {"ptr": ctypes.c_void_p, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
           "i16": ctypes.c_int16, "i8": ctypes.c_int8, "i1": ctypes.c_bool,
           "double": ctypes.c_double, "float": ctypes.c_float, "half": ctypes.c_uint16}
_libc = ctypes.CDLL(None)


class _Ctx(ctypes.Structure):
    """The per-thread record the rewritten IR reads (layout: grid_native's docstring)."""
    _fields_ = [("tid", ctypes.c_int32 * 3), ("ntid", ctypes.c_int32 * 3),
                ("ctaid", ctypes.c_int32 * 3), ("nctaid", ctypes.c_int32 * 3),
                ("laneid", ctypes.c_int32), ("warpid", ctypes.c_int32),
                ("block", ctypes.c_void_p), ("args", ctypes.c_void_p),
                ("uc", ctypes.c_void_p), ("stack", ctypes.c_void_p), ("state", ctypes.c_int32)]


assert ctypes.sizeof(_Ctx) == CTX_SIZE


_libc.malloc.restype = ctypes.c_void_p
_libc.malloc.argtypes = [ctypes.c_size_t]
_libc.free.argtypes = [ctypes.c_void_p]


def dim3(d, what="grid"):
    """(x, y, z) from an integer (a numpy one too, as numba-cuda takes) or up to three."""
    try:
        items = (d,) if isinstance(d, numbers.Integral) else tuple(d)
    except TypeError:
        items = ()
    t = tuple(int(v) for v in items) if all(isinstance(v, numbers.Integral) for v in items) else ()
    if not 1 <= len(t) <= 3 or any(v < 1 for v in t):
        raise ValueError(f"bad {what} dimensions {d!r}: one to three positive integers")
    return t + (1,) * (3 - len(t))


# Enzyme's activity markers (`extern int enzyme_dup;`): their loads outlive the calls `enzympy diff`
# lowered, and nothing defines them on the host
_MARKER = re.compile(r"^(@enzyme_\w+) = external\b[^=\n]*?\bglobal ([^\s,]+)[^\n]*$", re.M)


def _check_resolved(mod, kernel):
    """Every external the host module still uses must be a symbol of this process: the JIT
    would read an unresolved global as address 0 (a segfault) or abort on a function."""
    missing = [g.name for g in mod.global_variables if g.is_declaration and not llvm.address_of_symbol(g.name)]
    missing += [f.name for f in mod.functions if f.is_declaration and not f.name.startswith("llvm.")
                and not llvm.address_of_symbol(f.name)]
    if missing:
        raise EnzympyError(f"@{kernel}'s module uses @{missing[0]}, which it does not define and this process "
                           "does not have (an `extern` the kernel was compiled against; an __enzyme_* call or "
                           "marker left: run `enzympy diff` on the module first)")


class GridKernel:
    """A kernel's IR compiled for the CPU grid; `launch(grid, block, args)` runs it.

    `args` are the kernel's LLVM parameters, already flattened (an array is its meminfo,
    parent, nitems, itemsize, data pointer, shape and strides): ints, floats, or addresses."""

    def __init__(self, text: str, kernel: str, dynamic_shared: int = 0, check_races: bool = False):
        """`check_races`: every launch reports unordered conflicting accesses (races.py)."""
        init_llvm()
        _load_runtime_libraries()
        text = str(text)
        original = find_function(parse_module(text, f"<kernel @{kernel}>"), kernel)
        if original is None:
            raise EnzympyError(f"no kernel @{kernel} defined in the module")
        types = [str(t) for t in original.global_value_type.elements][1:]
        bad = [t for t in types if t not in _CTYPES]
        if bad:
            raise EnzympyError(f"the CPU grid cannot pass a kernel parameter of type {bad[0]} "
                               f"to @{kernel}")
        machine = llvm.Target.from_default_triple().create_target_machine()
        types_of, shared = None, []
        if check_races:
            register_hook()
            types_of = ModuleInfo(parse_module(text, f"<kernel @{kernel}>")).type
            shared = shared_arrays(text, types_of, dynamic_shared)
        host_text, self.uses_barrier = rewrite_for_host(
            text, kernel, llvm.get_process_triple(), str(machine.target_data),
            lambda name: bool(llvm.address_of_symbol(name)), dynamic_shared, types_of)
        self.check_races = check_races
        self._shared = shared
        host_text = _MARKER.sub(r"\1 = internal global \2 zeroinitializer", host_text)
        mod = parse_module(host_text + native_runtime(kernel, types), f"<CPU grid for @{kernel}>")
        from enzympy import passes
        passes.post_ad(mod, 2, host=True)
        _check_resolved(mod, kernel)
        self.param_types = types
        self.jit = JITModule(mod)
        self._launch = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32,
                                        ctypes.c_int32)(self.jit.address("__grid.launch"))
        self._args_struct = type("Args", (ctypes.Structure,),
                                 {"_fields_": [(f"a{k}", _CTYPES[t]) for k, t in enumerate(types)]})
        self.name = kernel

    def _shared_ranges(self):
        out = []
        for name, n in self._shared:
            addr = self.jit.engine.get_global_value_address(name)
            if addr:
                out.append((addr, addr + n))
        return out

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
        packed = self._args_struct(*args)
        record = (ctypes.c_uint64 * (BLOCK_SIZE // 8))()
        n = block[0] * block[1] * block[2]
        ctxs = (_Ctx * n)()
        fibers = ucs = None
        if self.uses_barrier:                   # a fiber (context and stack) per GPU thread
            ucs = (ctypes.c_uint8 * (n * UC_SIZE))()
            fibers = _libc.malloc(n * STACK_SIZE)
            if not fibers:
                raise MemoryError(f"no stacks for {n} GPU threads of @{self.name}")
        try:
            for t, c in enumerate(ctxs):
                c.tid[:] = (t % block[0], (t // block[0]) % block[1], t // (block[0] * block[1]))
                c.ntid[:], c.nctaid[:] = block, grid
                c.laneid, c.warpid = t % 32, t // 32
                c.block, c.args = ctypes.addressof(record), ctypes.addressof(packed)
                if fibers:
                    c.uc = ctypes.addressof(ucs) + t * UC_SIZE
                    c.stack = fibers + t * STACK_SIZE
            private = [(fibers, fibers + n * STACK_SIZE)] if fibers else []
            with (watching(private, self.name, self._shared_ranges()) if self.check_races
                  else contextlib.nullcontext()):
                if self._launch(ctypes.addressof(ctxs), n, int(self.uses_barrier)):
                    raise RuntimeError(f"the CPU grid's scheduler lost its fibers in @{self.name}")
        finally:
            if fibers:
                _libc.free(fibers)
