"""`launch(kernel)[grid, block](*args)`: run a kernel's PTX on a GPU, through numba-cuda.

The kernel is lowered and turned into PTX by enzympy (kernel_ir, to_ptx for the device's
compute capability), loaded and launched the way numba-cuda launches its own kernels. numpy
arrays are copied to the device and back after the kernel (as numba-cuda's default InOut
does); device arrays are passed through. This is the only part of enzympy.cuda that needs a
GPU: CI has none, so it is kept small, and what it is built from (lowering, PTX, argument
flattening) is tested on the CPU.
"""

from __future__ import annotations

import ctypes

import numpy as np

from ..ir import parse_module
from .args import derivative_arguments, flatten_all
from .kernel import kernel_ir, signature_of
from .ptx import to_ptx
from .target import parse_arch
from . import numba_cuda

_loaded = {}
_CTYPES = {"ptr": ctypes.c_uint64, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
           "i16": ctypes.c_int16, "i8": ctypes.c_int8, "i1": ctypes.c_bool,
           "double": ctypes.c_double, "float": ctypes.c_float}


def gpu_available() -> bool:
    return numba_cuda.gpu_available()


class _DeviceCopies:
    """numpy arrays copied to the device for one launch, copied back afterwards."""

    def __init__(self):
        self.pairs = []

    def pointer(self, value):
        ptr = numba_cuda.device_pointer(value)
        if ptr is not None:
            return ptr
        if not isinstance(value, np.ndarray):
            raise TypeError(f"expected a numpy or device array, not {type(value).__name__}")
        from numba import cuda
        dev = cuda.to_device(value)
        self.pairs.append((value, dev))
        return numba_cuda.device_pointer(dev)

    def copy_back(self):
        for host, dev in self.pairs:
            if host.flags.writeable:
                dev.copy_to_host(host)


class Launcher:
    def __init__(self, kernel):
        self.kernel = kernel

    def __getitem__(self, config):
        grid, block = config[0], config[1]
        sharedmem = int(config[3]) if len(config) > 3 else 0
        return lambda *args: self.run(grid, block, args, sharedmem)

    def run(self, grid, block, args, sharedmem=0):
        from numba import cuda
        if not numba_cuda.gpu_available():
            raise numba_cuda.CudaSetupError("enzympy.cuda.launch needs a GPU that numba-cuda can "
                                            "see; enzympy.cuda.emulate runs the kernel on the CPU")
        cc = parse_arch(cuda.get_current_device().compute_capability)
        kir = kernel_ir(self.kernel, signature_of(args), cc=cc)
        run_loaded(kir.name, kir.text, cc, grid, block, sharedmem,
                   lambda pointer_of: flatten_all(kir, args, pointer_of))


def run_loaded(name, text, cc, grid, block, sharedmem, flat_of):
    """Load (once) the PTX of kernel `name` in module `text` and launch it with the parameters
    `flat_of(pointer_of)` makes; numpy arrays are copied in and back."""
    from enzympy.runtime.grid import dim3
    key = (name, text, cc)
    if key not in _loaded:
        _loaded[key] = numba_cuda.load_ptx_kernel(to_ptx(text, cc, name=f"<kernel {name}>"), name)
    function = _loaded[key][1]
    copies = _DeviceCopies()
    flat = flat_of(copies.pointer)
    types = [str(t) for t in parse_module(text, f"<kernel {name}>").get_function(name).global_value_type.elements][1:]
    params = [_CTYPES[t](v) for t, v in zip(types, flat)]
    numba_cuda.launch_loaded(function, dim3(grid), dim3(block, "block"), sharedmem, params)
    copies.copy_back()


def launch_derivative(dk, cc, grid, block, values, shadows, extra=()):
    """A derivative kernel (enzympy.cuda.gradient) on the GPU: shadows are copied like arrays.
    `extra`: functions of pointer_of giving the parameters after the shadows (the control
    block of the per-thread caches)."""
    run_loaded(dk.name, dk.text, cc, grid, block, 0,
               lambda pointer_of: derivative_arguments(dk, values, shadows, pointer_of)
               + [p(pointer_of) for p in extra])


def launch(kernel) -> Launcher:
    """`launch(k)[grid, block](*args)` runs kernel k on the GPU from enzympy's PTX."""
    return Launcher(kernel)
