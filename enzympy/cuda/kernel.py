"""Kernel IR from Numba: a @cuda.jit kernel lowered for one signature, without a GPU.

numba-cuda lowers to typed-pointer NVVM IR (`nvptx64-nvidia-cuda`); llvmlite reads it (LLVM
upgrades the pointers and the old NVVM intrinsics), links the device functions' modules in and
runs enzympy's pre-AD pipeline with the NVPTX target machine, so what comes out is the
optimised IR the differentiator and the CPU grid read. Arguments are flattened as Numba's CPU
convention flattens them (an array: meminfo, parent, nitems, itemsize, data, shape..., strides...)
but a kernel has no return pointer and no exception-info pointer, so the first Python argument
starts at LLVM parameter 0.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass

import llvmlite.binding as llvm

from .. import passes
from ..ir import find_function, parse_module
from ..numba_frontend.source import ArgSlot
from . import numba_cuda
from .target import nvptx_machine

DEFAULT_CC = (8, 0)


@dataclass
class KernelIR:
    """The optimised NVPTX IR of one kernel and where each Python argument lands in it."""
    name: str                 # the kernel's (mangled) LLVM name
    text: str                 # the module, NVPTX triple and data layout
    argtypes: tuple           # Numba types, one per Python argument
    slots: list               # ArgSlot per Python argument (first = LLVM parameter index)
    py_func: object = None

    def __str__(self):
        return self.text

    def module(self) -> llvm.ModuleRef:
        return parse_module(self.text, f"<kernel {self.py_func.__name__ if self.py_func else self.name}>")


_cache = {}


def signature_of(args):
    """The Numba types of the given arguments (arrays, scalars), as a launch types them."""
    return tuple(numba_cuda.typeof(a) for a in args)


def _is_type_tuple(sig):
    from numba.core import types
    return isinstance(sig, (tuple, list)) and all(isinstance(t, types.Type) for t in sig)


def kernel_ir(kernel, sig=None, *, args=None, cc=DEFAULT_CC, optimize=True) -> KernelIR:
    """Lower `kernel` (a @cuda.jit dispatcher or a Python function) for a signature (a tuple of
    Numba types, a `void(...)` signature or its string) or, with ``args=``, for the types of
    those values; the pre-AD pipeline runs with the NVPTX target machine unless ``optimize`` is
    False. No GPU or driver is needed."""
    pyfunc = numba_cuda.python_function(kernel)
    if args is not None:
        if sig is not None:
            raise TypeError("kernel_ir takes a signature or args=, not both")
        argtypes = signature_of(args)
    elif sig is None:
        raise TypeError("kernel_ir needs a signature (a tuple of Numba types) or args=")
    elif _is_type_tuple(sig):
        argtypes = tuple(sig)
    else:
        argtypes = tuple(numba_cuda.normalize_signature(sig)[0])
    key = (pyfunc, argtypes, tuple(cc), optimize)
    if key not in _cache:
        _cache[key] = _lower(pyfunc, argtypes, tuple(cc), optimize)
    return _cache[key]


def _lower(pyfunc, argtypes, cc, optimize):
    texts, name = numba_cuda.lower_kernel(pyfunc, argtypes, cc=cc)
    where = f"<kernel {pyfunc.__name__}>"
    mod = parse_module(texts[0], where)
    for t in texts[1:]:
        mod.link_in(parse_module(t, where))
    if optimize:
        passes.pre_ad(mod, machine=nvptx_machine(cc))
    if find_function(mod, name) is None:                   # pragma: no cover - numba-cuda changed
        raise numba_cuda.CudaSetupError(f"numba-cuda's lowering lost the kernel @{name}")
    return KernelIR(name, str(mod), argtypes, argument_slots(pyfunc, argtypes), pyfunc)


def argument_slots(pyfunc, argtypes):
    """Where each Python argument lands among the kernel's LLVM parameters."""
    try:
        names = list(inspect.signature(pyfunc).parameters)
    except (TypeError, ValueError):
        names = []
    names += [f"arg{k}" for k in range(len(names), len(argtypes))]
    slots, pos = [], 0
    for k, t in enumerate(argtypes):
        count = numba_cuda.arg_count(t)
        slots.append(ArgSlot(k, names[k], t, pos, count))
        pos += count
    return slots
