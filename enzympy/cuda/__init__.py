"""GPU kernels: kernel IR from numba-cuda without a GPU, PTX out, a CPU grid that runs it.

    ir = enzympy.cuda.kernel_ir(k, (float64[::1], float64[::1]))   # optimised NVPTX IR
    ptx = enzympy.cuda.to_ptx(ir, cc=(8, 0))                        # PTX, checked by ptxas
    enzympy.cuda.emulate(k)[grid, block](x, y)                      # the IR on the CPU grid
    enzympy.cuda.launch(k)[grid, block](x, y)                       # the IR's PTX on a GPU

Needs `pip install 'enzympy[cuda]'` (numba-cuda, the NVVM wheel for libdevice, the nvcc wheel
for ptxas); only `launch` needs a GPU.
"""

from .emulate import emulate
from .kernel import KernelIR, kernel_ir
from .launch import gpu_available, launch
from .numba_cuda import CudaSetupError
from .ptx import check_ptx, to_ptx

__all__ = ["kernel_ir", "KernelIR", "to_ptx", "check_ptx", "emulate", "launch", "gpu_available",
           "CudaSetupError"]
