"""Derivative kernels of @cuda.jit kernels: reverse mode (shadows += J^T shadow of outputs)
and forward mode (tangents), as kernels of their own.

The kernel's IR (`kernel_ir`) is differentiated as the CPU path differentiates a function, in
combined mode (one GPU thread runs its forward sweep, then its reverse sweep, caches in
registers), with the GPU's own rules:

- every increment of shadow memory other threads may reach is an atomic add (the one
  accumulation point, `MemoryRules.accumulate_memory`); a thread's own allocations are plain;
- a barrier's adjoint is a barrier at the mirrored place of the reverse sweep, so shadow reads
  and writes are ordered across threads as the primal's were;
- libm-style math in derivative rules is written as libdevice calls (`__nv_cos`).

The derivative kernel takes the primal kernel's flattened parameters, then a (meminfo, data)
pair per Duplicated array, the order Numba's CPU front end passes shadows in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from .. import passes
from ..driver import ModuleDifferentiator
from ..errors import ActivityError, UnsupportedError
from ..ir import parse_module
from ..irtypes import split_top
from ..numba_frontend.activities import Const, Duplicated
from ..numba_frontend.outputs import shadow_params
from ..synth.thread_caches import LAYOUT_GLOBAL
from .kernel import DEFAULT_CC, KernelIR, kernel_ir

_cache = {}


@dataclass
class DerivativeKernel:
    """A derivative kernel: its IR, the primal's KernelIR, and which arguments are Duplicated."""
    mode: str                 # "reverse" or "forward"
    name: str
    text: str
    primal: KernelIR
    activity: tuple           # "dup" or "const" per Python argument
    cache_records: tuple = ()  # record bytes of each loop cache in the per-thread buffer (then the
                               # kernel's last parameter is the control block: cuda/thread_caches.py)

    def __str__(self):
        return self.text


def split_activities(args):
    """(primal values, shadows or None, activity) from Duplicated / Const / plain arguments."""
    values, shadows, activity = [], [], []
    for k, a in enumerate(args):
        if isinstance(a, Duplicated):
            values.append(a.primal)
            shadows.append(a.shadow)
            activity.append("dup")
            _check_shadow(k, a.primal, a.shadow)
        else:
            values.append(a.primal if isinstance(a, Const) else a)
            shadows.append(None)
            activity.append("const")
    return values, shadows, tuple(activity)


def _check_shadow(k, primal, shadow):
    shape, dtype = getattr(primal, "shape", None), getattr(primal, "dtype", None)
    if shape is None:
        raise ActivityError(f"argument {k}: Duplicated needs an array (a kernel returns nothing, so a "
                            "scalar's derivative has nowhere to go: pass it as it is, or in a 1-element array)")
    if getattr(shadow, "shape", None) != shape or getattr(shadow, "dtype", None) != dtype:
        raise ActivityError(f"argument {k}: the shadow must have the array's shape {shape} and dtype "
                            f"{dtype}, not {getattr(shadow, 'shape', None)} {getattr(shadow, 'dtype', None)}")
    if dtype.kind != "f":
        raise ActivityError(f"argument {k}: only float arrays carry derivatives, not {dtype}")
    # the derivative kernel reaches the shadow through the array's strides: another layout (a
    # C-ordered np.zeros(x.shape) for a Fortran-ordered x) would get derivatives in the wrong places
    if any(n > 1 and a != b for n, a, b in zip(shape, getattr(primal, "strides", ()), getattr(shadow, "strides", ()))):
        raise ActivityError(f"argument {k}: the shadow must be laid out like the array (strides "
                            f"{tuple(primal.strides)}), not {tuple(shadow.strides)}: make it with np.zeros_like, "
                            "or pass contiguous copies of non-contiguous arrays")


def derivative_kernel(kernel, argtypes, activity, mode, cc=DEFAULT_CC, launch_1d=False) -> DerivativeKernel:
    """The derivative kernel of `kernel` for these Numba argument types (cached).
    `launch_1d`: for launches with 1-D grid and blocks only (reverse mode: an element only
    one thread touches, x[cuda.grid(1)], takes plain adds)."""
    if mode not in ("reverse", "forward"):
        raise ValueError(f"mode is 'reverse' or 'forward', not {mode!r}")
    primal = kernel_ir(kernel, tuple(argtypes), cc=cc)
    launch_1d = launch_1d and mode == "reverse"
    key = (primal.name, primal.text, tuple(activity), mode, launch_1d)
    if key not in _cache:
        try:
            _cache[key] = _synthesise(primal, tuple(activity), mode, launch_1d)
        except UnsupportedError as e:
            strided = [k for k, (t, a) in enumerate(zip(argtypes, activity))
                       if a == "dup" and getattr(t, "layout", "C") == "A"]
            if not strided:
                raise
            # Numba indexes a non-contiguous array through integer address arithmetic, which
            # the derivative cannot follow: say which argument it is, not only the inttoptr
            raise UnsupportedError(f"{e.what} (argument(s) {strided} are non-contiguous arrays, such as "
                                   "x[::2]: pass contiguous copies, np.ascontiguousarray)",
                                   e.inst, e.function, e.location) from None
    return _cache[key]


def analysis(kernel, argtypes, activity, cc=DEFAULT_CC, launch_1d=False) -> str:
    """`enzympy analyze`'s table for a kernel (after the pre-AD pipeline), with the shadowed
    arrays those Duplicated, and how each memory operation accumulates in its reverse kernel."""
    from ..analyze import format_analysis
    primal = kernel_ir(kernel, tuple(argtypes), cc=cc)
    diff, fn, dups = _prepared(primal, activity, primal.name)
    return format_analysis(diff.W, primal.name, dups, ret_active=False, gpu_kernel=True, launch_1d=launch_1d)


def restrict_arrays(text, name, slots):
    """The kernel's array data pointers marked `noalias` (C's restrict): the launch checks that
    no two arrays overlap (`check_distinct`), so the reverse sweep may read an input again
    instead of caching it per iteration (a cache that would need the heap on a GPU)."""
    params = {s.data_param for s in slots if s.is_array}
    m = re.search(rf"^define\b[^\n]*@{re.escape(name)}\((.*)\)", text, re.M)
    if m is None:                                       # pragma: no cover - kernel_ir made it
        raise AssertionError(f"no definition of @{name}")
    parts = split_top(m.group(1))
    for k in params:
        if not re.search(r"\bnoalias\b", parts[k]):
            parts[k] = re.sub(r"^ptr\b", "ptr noalias", parts[k])
    return text[:m.start(1)] + ", ".join(parts) + text[m.end(1):]


def check_distinct(values, shadows):
    """Refuse arrays that overlap (the derivative kernel takes them as restrict pointers)."""
    spans = []
    for k, v in enumerate(values):
        for what, a in (("argument", v), ("shadow of argument", shadows[k])):
            if isinstance(a, np.ndarray) and a.size:
                lo, hi = _byte_bounds(a)
                for other, (l2, h2) in spans:
                    if lo < h2 and l2 < hi:
                        raise ActivityError(f"{what} {k} overlaps {other}: a derivative kernel takes "
                                            "distinct arrays (pass copies)")
                spans.append((f"{what} {k}", (lo, hi)))


def _byte_bounds(a):
    lo = hi = a.ctypes.data
    for n, st in zip(a.shape, a.strides):
        (lo, hi) = (lo + (n - 1) * st, hi) if st < 0 else (lo, hi + (n - 1) * st)
    return lo, hi + a.itemsize


def _prepared(primal: KernelIR, activity, what):
    """(the kernel's differentiator, its function in the working copy, the names of the
    parameters that get a shadow) for these activities."""
    diff = ModuleDifferentiator(restrict_arrays(primal.text, primal.name, primal.slots), what)
    fn = diff.W.function(primal.name)
    return diff, fn, [n for s, a in zip(primal.slots, activity) if a == "dup" for n in shadow_params(fn.args, s)]


def _synthesise(primal: KernelIR, activity, mode, launch_1d=False) -> DerivativeKernel:
    what = primal.py_func.__qualname__ if primal.py_func else primal.name
    diff, fn, dups = _prepared(primal, activity, f"<kernel {what}>")
    if mode == "reverse":
        dname = diff.reverse(primal.name, (), False, dup_args=dups, gpu_kernel=True, launch_1d=launch_1d)
    else:
        dname = diff.forward(primal.name, dups)
    text = diff._assemble({}, {})
    rt = _return_type(text, dname)
    name = f"__enzympy_{mode}{'_1d' if launch_1d else ''}_{primal.name}"
    params = [f"{a.type} %p{k}" for k, a in enumerate(fn.args)] + [f"ptr %s{k}" for k in range(len(dups))]
    records = _cache_records(text, primal.name)
    if records:
        params.append("ptr %ctl")
    call_args = ", ".join(p for p in params)
    text += (f"\ndefine ptx_kernel void @{name}({', '.join(params)}) {{\n"
             f"  call {rt} @{dname}({call_args})\n  ret void\n}}\n")
    mod = parse_module(text, f"<{mode} kernel of {what}>")
    passes.post_ad(mod, 2)
    mod.verify()
    return DerivativeKernel(mode, name, str(mod), primal, activity, records)


def _cache_records(text, fn_name):
    """Record sizes of the loop caches the derivative keeps in the per-thread buffer (the
    private constant the reverse writer leaves for the launch), or ()."""
    m = re.search(rf'^@"?{re.escape(LAYOUT_GLOBAL + fn_name)}"? = .*?\[([^\[\]]*)\]\s*$', text, re.M)
    return tuple(int(v.split()[1]) for v in m.group(1).split(",")) if m else ()


def _return_type(text, fname):
    m = re.search(rf"^define\s+(?:internal\s+|private\s+|dso_local\s+)*(.+?)\s+@{re.escape(fname)}\(", text, re.M)
    if m is None:                                       # pragma: no cover - the driver wrote it
        raise AssertionError(f"no definition of @{fname}")
    return m.group(1)
