"""Python arguments -> a kernel's flattened LLVM parameters, as numba-cuda's launch makes them.

An array becomes meminfo (null), parent (null), nitems, itemsize, data pointer, shape...,
strides... (bytes); a complex number its two parts; a tuple its members; other scalars stay.
The data pointer is whatever `pointer_of` returns: the host address for the CPU grid, a device
address for a GPU launch.
"""

from __future__ import annotations

import numpy as np


def host_pointer(arr):
    if not isinstance(arr, np.ndarray):
        raise TypeError(f"the CPU grid runs kernels on host (numpy) arrays, not {type(arr).__name__}; "
                        "copy device arrays back with .copy_to_host() first")
    return arr.ctypes.data


def flatten(numba_type, value, pointer_of=host_pointer):
    """The LLVM parameters of one kernel argument of `numba_type`."""
    from numba.core import types
    if isinstance(numba_type, types.Array):
        shape = tuple(int(s) for s in value.shape)
        strides = tuple(int(s) for s in value.strides)
        itemsize = int(value.dtype.itemsize)
        if len(shape) != numba_type.ndim:
            raise TypeError(f"expected a {numba_type.ndim}-d array, got {len(shape)}-d")
        return [0, 0, int(np.prod(shape, dtype=np.int64)), itemsize, pointer_of(value),
                *shape, *strides]
    if isinstance(numba_type, types.Complex):
        return [value.real, value.imag]
    if isinstance(numba_type, types.BaseTuple):
        out = []
        for t, v in zip(numba_type, value):
            out += flatten(t, v, pointer_of)
        return out
    if isinstance(numba_type, types.Boolean):
        return [bool(value)]
    if isinstance(numba_type, types.Integer):
        return [int(value)]
    if isinstance(numba_type, types.Float):
        return [float(value)]
    raise TypeError(f"kernel arguments of type {numba_type} are not supported")


def flatten_all(kernel_ir, values, pointer_of=host_pointer):
    """Every LLVM parameter of the kernel, from one value per Python parameter."""
    if len(values) != len(kernel_ir.slots):
        raise TypeError(f"{kernel_ir.py_func.__name__ if kernel_ir.py_func else kernel_ir.name}() "
                        f"takes {len(kernel_ir.slots)} arguments, got {len(values)}")
    flat = []
    for slot, v in zip(kernel_ir.slots, values):
        part = flatten(slot.numba_type, v, pointer_of)
        if len(part) != slot.count:                           # pragma: no cover - numba changed
            raise TypeError(f"argument {slot.name}: {len(part)} parameters, the kernel takes {slot.count}")
        flat += part
    return flat


def derivative_arguments(dk, values, shadows, pointer_of):
    """The derivative kernel's flattened parameters: the primal's, then (meminfo, data) per
    Duplicated array."""
    flat = flatten_all(dk.primal, values, pointer_of)
    for s in shadows:
        if s is not None:
            flat += [0, pointer_of(s)]
    return flat
