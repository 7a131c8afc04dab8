"""`emulate(kernel)[grid, block](*args)`: run a @cuda.jit kernel's IR on the CPU grid.

The kernel is lowered for the types of the arguments (kernel_ir), compiled for the CPU grid
once per signature and dynamic shared-memory size, and run on the numpy arrays in place,
as numba-cuda's simulator does.
"""

from __future__ import annotations

from .args import flatten_all
from .kernel import DEFAULT_CC, kernel_ir, signature_of

_compiled = {}


def grid_kernel(kir, dynamic_shared=0):
    """The CPU grid's compiled form of a KernelIR (cached)."""
    from enzympy.runtime.grid import GridKernel
    key = (kir.name, kir.text, dynamic_shared)
    if key not in _compiled:
        _compiled[key] = GridKernel(kir.text, kir.name, dynamic_shared)
    return _compiled[key]


class Emulated:
    """A kernel bound for the CPU grid; index it with a launch configuration."""

    def __init__(self, kernel, cc=DEFAULT_CC):
        self.kernel, self.cc = kernel, cc

    def __getitem__(self, config):
        if not isinstance(config, tuple) or not 2 <= len(config) <= 4:
            raise ValueError("launch configuration: [grid, block] or [grid, block, stream, sharedmem]")
        grid, block = config[0], config[1]
        sharedmem = int(config[3]) if len(config) == 4 else 0
        return lambda *args: self.run(grid, block, args, sharedmem)

    def run(self, grid, block, args, sharedmem=0):
        kir = kernel_ir(self.kernel, signature_of(args), cc=self.cc)
        grid_kernel(kir, sharedmem).launch(grid, block, flatten_all(kir, args))


def emulate(kernel, cc=DEFAULT_CC) -> Emulated:
    """`emulate(k)[grid, block](*args)` runs kernel k's IR on the CPU grid."""
    return Emulated(kernel, cc)
