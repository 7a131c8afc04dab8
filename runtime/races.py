"""A race detector for the CPU grid: two GPU threads touching one byte of memory where CUDA
does not order them is reported.

With `GridKernel(..., check_races=True)` every load, store and atomic of the kernel's own code
(not the grid's helpers) first calls `@__grid.race_access(ctx, address, size, kind)`, and each
barrier a thread passes counts one epoch of that thread. Two accesses conflict when they come
from different threads, at least one is a write and at least one is plain (not atomic; a
volatile read, a compare-and-swap loop's first, counts as atomic), and nothing orders them:
they are in different blocks (no barrier orders blocks within a launch), or in one block
between the same two barriers (equal epochs); shared memory is per block. Memory on a thread's own stack (its fiber's, or
the OS thread's when a kernel without barriers runs its threads one after another) is private
and not checked. Slow (a Python call per access): for tests of small launches, which is where
the derivative kernels' accumulation is proved race-free.
"""

from __future__ import annotations

import ctypes
import re

from enzympy.irtypes import size_of, split_top
from enzympy.ir import init_llvm

HOOK = "__grid.race_access"
READ, WRITE, ATOMIC, BARRIER = 0, 1, 2, 3
_KINDS = {READ: "read", WRITE: "write", ATOMIC: "atomic"}

_LOAD = re.compile(r"^(\s*)%\S+\s*=\s*load\s+(atomic\s+|volatile\s+)?(?:volatile\s+)?(.*)$")
_STORE = re.compile(r"^(\s*)store\s+(atomic\s+)?(?:volatile\s+)?(.*)$")
_RMW = re.compile(r"^(\s*)%\S+\s*=\s*(?:atomicrmw|cmpxchg)\s+(?:weak\s+)?(?:volatile\s+)?(?:[a-z]+\s+)?ptr\s+(.*)$")
_TYPE_VALUE = re.compile(r"^(<[^>]*>|\[[^\]]*\]|\{[^}]*\}|[^\s]+)\s+(.*)$")


class RaceError(AssertionError):
    """Unordered conflicting accesses in a CPU-grid launch."""


def instrument(lines, types_of, ctx="%__grid_ctx"):
    """The lines of the host module with a race hook before every memory access of the
    functions that take the context record (`types_of(text)`: an irtypes Type)."""
    out, inside = [], False
    for ln in lines:
        if ln.startswith("define ") and ctx in ln:
            inside = True
        elif ln.startswith("}"):
            inside = False
        hook = _hook(ln, types_of, ctx) if inside else None
        if hook:
            out.append(hook)
        out.append(ln)
    out.append(f"declare void @\"{HOOK}\"(ptr, ptr, i64, i32)")
    return out


def _hook(ln, types_of, ctx):
    m = _LOAD.match(ln)
    if m:
        parts = split_top(m.group(3))
        ty, ptr, kind = parts[0], parts[1], ATOMIC if m.group(2) else READ
    elif (m := _STORE.match(ln)):
        parts = split_top(m.group(3))
        tv = _TYPE_VALUE.match(parts[0])
        if tv is None:
            return None
        ty, ptr, kind = tv.group(1), parts[1], ATOMIC if m.group(2) else WRITE
    elif (m := _RMW.match(ln)):
        parts = split_top(m.group(2))
        tv = _TYPE_VALUE.match(parts[1]) if len(parts) > 1 else None
        if tv is None:
            return None
        ty, ptr, kind = tv.group(1), "ptr " + parts[0], ATOMIC
    else:
        return None
    ptr = re.sub(r"\s+(monotonic|acquire|release|acq_rel|seq_cst|unordered)\b.*$", "", ptr.strip())
    if not ptr.startswith("ptr "):
        return None
    try:
        n = size_of(types_of(ty))
    except Exception:                                   # an unsized or odd type: not checked
        return None
    return f"{m.group(1)}call void @\"{HOOK}\"(ptr {ctx}, {ptr}, i64 {n}, i32 {kind})"


def barrier_hook(ctx="%c"):
    return f"  call void @\"{HOOK}\"(ptr {ctx}, ptr null, i64 0, i32 {BARRIER})\n"


class _Detector:
    """The accesses of one launch, by byte."""

    def __init__(self, private, shared):
        self.private = private          # [(lo, hi)] address ranges that are thread-private
        self.shared = shared            # [(lo, hi)] shared memory: one copy per block on a GPU
        self.epoch = {}
        self.seen = {}                  # byte -> {(thread, epoch, kind)}
        self.races = []

    def access(self, ctx, addr, size, kind):
        c = ctypes.cast(ctx, ctypes.POINTER(ctypes.c_int32))
        thread = (c[6], c[7], c[8], c[0], c[1], c[2])            # block (ctaid), thread (tid)
        if kind == BARRIER:
            self.epoch[thread] = self.epoch.get(thread, 0) + 1
            return
        if any(lo <= addr < hi for lo, hi in self.private) or len(self.races) >= 8:
            return
        mine = (thread, self.epoch.get(thread, 0), kind)
        block = thread[:3] if any(lo <= addr < hi for lo, hi in self.shared) else None
        for byte in range(addr, addr + size):
            prior = self.seen.setdefault((block, byte), set())
            if mine in prior:
                continue
            for other in prior:
                if _conflict(mine, other):
                    self.races.append(_describe(byte, mine, other))
                    break
            prior.add(mine)


def _conflict(a, b) -> bool:
    """Different threads, one of them a write, one of them plain (not atomic), and no barrier
    between them: a plain write beside anything, or a plain read beside an atomic update
    (its value depends on the order). A volatile read counts as atomic: it is the first read
    of a compare-and-swap loop (numba-cuda's float atomics)."""
    (ta, ea, ka), (tb, eb, kb) = a, b
    kinds = {ka, kb}
    if ta == tb or not kinds & {WRITE, ATOMIC} or not kinds & {READ, WRITE}:
        return False
    return ta[:3] != tb[:3] or ea == eb


def _describe(byte, a, b):
    def who(x):
        t, e, k = x
        return f"{_KINDS[k]} by block {t[:3]} thread {t[3:]} (after {e} barriers)"
    return f"address {byte:#x}: {who(b)} and {who(a)}"


_current = []
_HOOK_TYPE = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int32)


@_HOOK_TYPE
def _hook_entry(ctx, addr, size, kind):
    if _current:
        _current[-1].access(ctx, addr or 0, size, kind)


def register_hook():
    """Make @__grid.race_access resolvable by the host JIT (once per process)."""
    import llvmlite.binding as llvm
    init_llvm()
    llvm.add_symbol(HOOK, ctypes.cast(_hook_entry, ctypes.c_void_p).value)


def os_stack():
    """(low, high) of the calling OS thread's stack."""
    libc = ctypes.CDLL(None)
    attr = ctypes.create_string_buffer(128)
    libc.pthread_self.restype = ctypes.c_void_p
    if libc.pthread_getattr_np(ctypes.c_void_p(libc.pthread_self()), attr) != 0:
        return (0, 0)
    addr, size = ctypes.c_void_p(), ctypes.c_size_t()
    libc.pthread_attr_getstack(attr, ctypes.byref(addr), ctypes.byref(size))
    libc.pthread_attr_destroy(attr)
    return (addr.value or 0, (addr.value or 0) + size.value)


class watching:
    """`with watching(private_ranges, name, shared_ranges):` collects one launch's accesses;
    raises RaceError on exit when two of them race. The grid runs blocks one after another
    with one copy of each shared array: accesses to `shared_ranges` are told apart by block."""

    def __init__(self, private, name, shared=()):
        self.detector, self.name = _Detector(list(private) + [os_stack()], list(shared)), name

    def __enter__(self):
        _current.append(self.detector)
        return self.detector

    def __exit__(self, exc_type, exc, tb):
        _current.pop()
        if exc_type is None and self.detector.races:
            raise RaceError(f"@{self.name}: data race on the CPU grid: " + "; ".join(self.detector.races[:3]))
        return False


_SHARED_GLOBAL = re.compile(r"^@(\"[^\"]+\"|[-a-zA-Z$._0-9]+)\s*=.*\baddrspace\(3\)\s+global\s+(.+?)\s+(?:undef|zeroinitializer|poison)", re.M)


_DYNAMIC_SHARED = re.compile(r"^@(\"[^\"]+\"|[-a-zA-Z$._0-9]+)\s*=\s*(?:external|extern_weak)\b.*\baddrspace\(3\)", re.M)


def shared_arrays(text, types_of, dynamic_shared=0):
    """(name, bytes) of the module's shared-memory globals; an `extern __shared__` array
    (dynamic shared memory) has the launch's `dynamic_shared` bytes, per block like the others."""
    fixed = [(m.group(1).strip('"'), size_of(types_of(m.group(2)))) for m in _SHARED_GLOBAL.finditer(text)]
    return fixed + [(m.group(1).strip('"'), max(dynamic_shared, 1)) for m in _DYNAMIC_SHARED.finditer(text)]
