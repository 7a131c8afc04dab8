"""GPU kernels: kernel IR from numba-cuda without a GPU, PTX out, a CPU grid that runs it.

    ir = enzympy.cuda.kernel_ir(k, (float64[::1], float64[::1]))   # optimised NVPTX IR
    ptx = enzympy.cuda.to_ptx(ir, cc=(8, 0))                        # PTX, checked by ptxas
    enzympy.cuda.emulate(k)[grid, block](x, y)                      # the IR on the CPU grid
    enzympy.cuda.launch(k)[grid, block](x, y)                       # the IR's PTX on a GPU

Needs `pip install 'enzympy[cuda]'` (numba-cuda, the NVVM wheel for libdevice, the nvcc wheel
for ptxas); only `launch` needs a GPU.
"""

import importlib

# numba-cuda is needed by kernel_ir, emulate and launch, not by to_ptx (the command line's .ptx
# output): each name is imported on first use.
_WHERE = {"emulate": "emulation", "kernel_ir": "kernel", "KernelIR": "kernel", "launch": "gpu_launch",
          "gpu_available": "gpu_launch", "CudaSetupError": "numba_cuda", "to_ptx": "ptx",
          "check_ptx": "ptx"}
__all__ = list(_WHERE)


def __getattr__(name):
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'enzympy.cuda' has no attribute {name!r}")
