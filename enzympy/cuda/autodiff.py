"""`enzympy.autodiff` on a @cuda.jit kernel: the kernel, with `.reverse` and `.forward` kernels.

    step = enzympy.autodiff(step)                        # step: a @cuda.jit kernel
    step[blocks, threads](a, x, y)                       # the primal, unchanged
    step.reverse[blocks, threads](Duplicated(x, dx), Duplicated(y, dy))   # dx += J^T dy
    step.forward[blocks, threads](Duplicated(x, tx), Duplicated(y, ty))   # ty = J tx
    step.reverse.ptx(Duplicated(x, dx), Duplicated(y, dy), cc=(8, 0))     # its PTX
    print(step.reverse.analyze(Duplicated(x, dx), Duplicated(y, dy)))     # activity, accumulation

Activities as on the CPU (`Duplicated(array, shadow)`; `Const` or a plain value is constant).
Reverse mode adds into the shadows of the inputs, and reads and consumes (zeroes) the shadows
of what the kernel overwrites, as Enzyme does; forward mode leaves each written array's
tangent in its shadow. Launches run on a GPU when numba-cuda sees one, on the CPU grid
otherwise; ENZYMPY_CUDA=emulate forces the grid, ENZYMPY_CUDA=gpu the GPU; on the grid,
ENZYMPY_CUDA_RACES=1 checks every launch for data races (runtime/races.py).
"""

from __future__ import annotations

import os

import numpy as np

from ..errors import EnzympyError
from .args import derivative_arguments, host_pointer
from .gradient import analysis, check_distinct, derivative_kernel, split_activities
from .emulation import grid_kernel
from .kernel import DEFAULT_CC, signature_of
from .thread_caches import launch_with_caches


def on_gpu() -> bool:
    """Where launches run: ENZYMPY_CUDA=emulate|gpu, else a GPU when numba-cuda sees one."""
    choice = os.environ.get("ENZYMPY_CUDA", "").strip().lower()
    if choice in ("emulate", "cpu", "grid"):
        return False
    from .gpu_launch import gpu_available
    if choice == "gpu":
        if not gpu_available():
            raise EnzympyError("ENZYMPY_CUDA=gpu, but numba-cuda sees no GPU")
        return True
    if choice:
        raise EnzympyError(f"ENZYMPY_CUDA is 'emulate' or 'gpu', not {choice!r}")
    return gpu_available()


def _config(config):
    if not isinstance(config, tuple) or not 2 <= len(config) <= 4:
        raise ValueError("launch configuration: [grid, block] or [grid, block, stream, sharedmem]")
    return config[0], config[1], (int(config[3]) if len(config) == 4 else 0)


class AutodiffKernel:
    """A @cuda.jit kernel with derivative kernels; indexing it launches the primal."""

    def __init__(self, kernel):
        self.kernel = kernel
        self.reverse = DerivativeLauncher(kernel, "reverse")
        self.forward = DerivativeLauncher(kernel, "forward")
        self.__wrapped__ = kernel
        self.__doc__ = getattr(kernel, "__doc__", None)

    def __getitem__(self, config):
        if on_gpu():
            return self.kernel[config]
        from .emulation import emulate
        return emulate(self.kernel)[config]

    def __getattr__(self, name):                        # py_func, signatures, ... of the kernel
        return getattr(self.kernel, name)


class DerivativeLauncher:
    """`k.reverse[grid, block](*args)` / `k.forward[...]`; `.ptx(*args, cc=)` and `.ir(*args)`."""

    def __init__(self, kernel, mode):
        self.kernel, self.mode = kernel, mode

    def __getitem__(self, config):
        grid, block, sharedmem = _config(config)
        return lambda *args: self.launch(grid, block, args, sharedmem)

    def ir(self, *args, cc=DEFAULT_CC, launch_1d=False):
        """The derivative kernel for these arguments (a DerivativeKernel: .text, .name);
        `launch_1d`: the variant launched when grid and blocks are 1-D."""
        values, _, activity = split_activities(args)
        return derivative_kernel(self.kernel, signature_of(values), activity, self.mode, cc, launch_1d)

    def analyze(self, *args, cc=DEFAULT_CC, launch_1d=False) -> str:
        """`enzympy analyze`'s table of the kernel for these arguments: activities, type trees
        and, per memory operation, how the reverse kernel accumulates into its shadow
        (`launch_1d`: as launched with 1-D grid and blocks)."""
        values, _, activity = split_activities(args)
        return analysis(self.kernel, signature_of(values), activity, cc, launch_1d)

    def ptx(self, *args, cc=DEFAULT_CC, check=True, launch_1d=False) -> str:
        """The derivative kernel's PTX for these arguments (checked by ptxas when installed)."""
        from .ptx import to_ptx
        dk = self.ir(*args, cc=cc, launch_1d=launch_1d)
        return to_ptx(dk.text, cc, check=check, name=f"<{self.mode} kernel {dk.name}>")

    def launch(self, grid, block, args, sharedmem=0):
        if sharedmem:
            raise EnzympyError("derivative kernels of kernels with dynamic shared memory are not "
                               "supported yet (static cuda.shared.array is)")
        values, shadows, activity = split_activities(args)
        check_distinct(values, shadows)
        gpu = on_gpu()
        one_d = _one_d(grid) and _one_d(block)
        if gpu:
            from .gpu_launch import launch_derivative
            from .target import parse_arch
            from numba import cuda
            cc = parse_arch(cuda.get_current_device().compute_capability)
            dk = derivative_kernel(self.kernel, signature_of(values), activity, self.mode, cc, one_d)

            def run(extra=()):
                launch_derivative(dk, cc, grid, block, values, shadows, extra)
        else:
            dk = derivative_kernel(self.kernel, signature_of(values), activity, self.mode, launch_1d=one_d)

            def run(extra=()):
                flat = derivative_arguments(dk, values, shadows, host_pointer)
                grid_kernel(dk).launch(grid, block, flat + [p(host_pointer) for p in extra])
        if not dk.cache_records:
            return run()
        _launch_with_caches(dk, grid, block, values, shadows, gpu, run)


def _one_d(dims) -> bool:
    from enzympy.runtime.grid import dim3
    return dim3(dims)[1:] == (1, 1)


def _launch_with_caches(dk, grid, block, values, shadows, gpu, run):
    """A kernel whose loop caches live in a per-thread buffer (cuda/thread_caches.py)."""
    def new_buffer(nbytes):
        if gpu:
            from numba import cuda
            return cuda.device_array(nbytes, np.uint8)
        return np.empty(nbytes, np.uint8)

    def once(ctl, buf):
        def control(pointer_of):
            ctl[0] = pointer_of(buf)
            return pointer_of(ctl)
        run((control,))
    arrays = [a for a in list(values) + list(shadows) if a is not None and not np.isscalar(a)]
    launch_with_caches(dk, grid, block, arrays, new_buffer, once)


def autodiff_kernel(kernel) -> AutodiffKernel:
    return AutodiffKernel(kernel)
