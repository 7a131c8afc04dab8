"""`emulate(kernel)[grid, block](*args)`: run a @cuda.jit kernel's IR on the CPU grid.

The kernel is lowered for the types of the arguments (kernel_ir), compiled for the CPU grid
once per signature and dynamic shared-memory size, and run on the numpy arrays in place,
as numba-cuda's simulator does.
"""

from __future__ import annotations

import os

from .args import flatten_all
from .kernel import DEFAULT_CC, kernel_ir, signature_of

_compiled = {}


def grid_kernel(kir, dynamic_shared=0, check_races=None):
    """The CPU grid's compiled form of a kernel (anything with .name and .text; cached).
    `check_races` (default: ENZYMPY_CUDA_RACES=1): report unordered conflicting accesses."""
    from enzympy.runtime.grid import GridKernel
    if check_races is None:
        check_races = os.environ.get("ENZYMPY_CUDA_RACES", "") not in ("", "0")
    key = (kir.name, kir.text, dynamic_shared, bool(check_races))
    if key not in _compiled:
        _compiled[key] = GridKernel(kir.text, kir.name, dynamic_shared, check_races=bool(check_races))
    return _compiled[key]


class Emulated:
    """A kernel bound for the CPU grid; index it with a launch configuration."""

    def __init__(self, kernel, cc=DEFAULT_CC, check_races=None):
        self.kernel, self.cc, self.check_races = kernel, cc, check_races

    def __getitem__(self, config):
        if not isinstance(config, tuple) or not 2 <= len(config) <= 4:
            raise ValueError("launch configuration: [grid, block] or [grid, block, stream, sharedmem]")
        grid, block = config[0], config[1]
        sharedmem = int(config[3]) if len(config) == 4 else 0
        return lambda *args: self.run(grid, block, args, sharedmem)

    def run(self, grid, block, args, sharedmem=0):
        kir = kernel_ir(self.kernel, signature_of(args), cc=self.cc)
        grid_kernel(kir, sharedmem, self.check_races).launch(grid, block, flatten_all(kir, args))


def emulate(kernel, cc=DEFAULT_CC, check_races=None) -> Emulated:
    """`emulate(k)[grid, block](*args)` runs kernel k's IR on the CPU grid; `check_races`
    (default: ENZYMPY_CUDA_RACES=1) makes a data race a RaceError (slow: for tests)."""
    return Emulated(kernel, cc, check_races)
