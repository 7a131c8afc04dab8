"""Every numba-cuda internal enzympy relies on, behind one version check.

numba-cuda's public API needs a GPU driver to compile (`cuda.jit(sig)`, `inspect_llvm`); its
compiler's lowering entry point (the one `compile_ptx` uses) does not. That entry point, the
text substitution that defines Numba's atomic helpers, and the launch path are internals: they
are reached only through this module, so a numba-cuda that no longer fits fails here, with a
message that says which versions do, rather than deep inside the lowering.
"""

from __future__ import annotations

import contextlib

from ..errors import EnzympyError

SUPPORTED = ((0, 20), (0, 31))          # [lowest, highest) numba-cuda versions known to fit
_checked = None


class CudaSetupError(EnzympyError):
    """numba-cuda (or a part of the CUDA toolkit enzympy needs) is missing or does not fit."""


def _version_tuple(text):
    out = []
    for part in text.split(".")[:2]:
        digits = "".join(c for c in part if c.isdigit())
        out.append(int(digits or 0))
    return tuple(out)


def require():
    """The installed numba-cuda version, after checking that it is one enzympy knows."""
    global _checked
    if _checked is not None:
        return _checked
    try:
        import numba_cuda
        from numba import cuda  # noqa: F401
    except ImportError as e:
        raise CudaSetupError("enzympy.cuda needs numba-cuda: pip install 'enzympy[cuda]' "
                             f"({e})") from None
    version = getattr(numba_cuda, "__version__", "0")
    lo, hi = SUPPORTED
    if not lo <= _version_tuple(version) < hi:
        raise CudaSetupError(f"enzympy.cuda supports numba-cuda {lo[0]}.{lo[1]} to "
                             f"{hi[0]}.{hi[1] - 1}.x; numba-cuda {version} is installed "
                             "(pip install 'enzympy[cuda]')")
    try:
        from numba.cuda import compiler
        from numba.cuda.cudadrv import nvvm
        from numba.cuda import dispatcher
        compiler._compile_pyfunc_with_fixup
        nvvm.llvm_replace
        dispatcher.get_current_device
    except (ImportError, AttributeError) as e:
        raise CudaSetupError(f"numba-cuda {version} lacks an internal enzympy uses: {e}") from None
    _checked = version
    return version


def is_kernel_dispatcher(obj) -> bool:
    require()
    from numba.cuda.dispatcher import CUDADispatcher
    return isinstance(obj, CUDADispatcher)


def python_function(kernel):
    """The Python function behind a @cuda.jit dispatcher (or the function itself)."""
    if is_kernel_dispatcher(kernel):
        return kernel.py_func
    if callable(kernel) and hasattr(kernel, "__code__"):
        return kernel
    raise TypeError(f"expected a @cuda.jit kernel or a Python function, not {kernel!r}")


def normalize_signature(sig):
    """(argument types, return type) from a signature, a string or a tuple of types."""
    require()
    from numba.core import sigutils
    return sigutils.normalize_signature(sig)


def typeof(value):
    """The Numba type a kernel launch gives this Python value (numpy or device array, scalar)."""
    require()
    from numba.core.typing.typeof import Purpose, typeof as _typeof
    t = _typeof(value, Purpose.argument)
    if t is None:
        raise TypeError(f"no CUDA kernel argument type for {type(value).__name__} {value!r}")
    return t


def lower_kernel(pyfunc, argtypes, cc=(8, 0), fastmath=False):
    """Lower a kernel without a GPU: (typed-pointer NVVM IR text, kernel name, fndesc).

    The IR is Numba's before NVVM sees it, with Numba's atomic helpers (float min/max, ...)
    defined as NVVM would define them."""
    require()
    from numba.cuda import compiler
    from numba.cuda.cudadrv import nvvm
    with _device_compute_capability(tuple(cc)[:2]):
        lib, _ = compiler._compile_pyfunc_with_fixup(pyfunc, tuple(argtypes), device=False,
                                                     abi="numba", cc=tuple(cc)[:2],
                                                     fastmath=fastmath, debug=False, lineinfo=False)
    texts = [nvvm.llvm_replace(t) for t in lib.llvm_strs]
    return texts, lib._entry_name


@contextlib.contextmanager
def _device_compute_capability(cc):
    """numba-cuda compiles a kernel's device functions for the current device's compute
    capability, asking the driver; without one, they are compiled for `cc`."""
    from numba.cuda import dispatcher

    class _Device:
        compute_capability = cc

    original = dispatcher.get_current_device
    dispatcher.get_current_device = lambda: _Device
    try:
        yield
    finally:
        dispatcher.get_current_device = original


def arg_count(numba_type) -> int:
    """How many LLVM parameters a kernel argument of this type is flattened into."""
    require()
    from numba.cuda.descriptor import cuda_target
    return len(cuda_target.target_context.get_arg_packer([numba_type]).argument_types)


def gpu_available() -> bool:
    """Whether numba-cuda sees a GPU (never raises)."""
    try:
        require()
        from numba import cuda
        return bool(cuda.is_available())
    except Exception:
        return False


def load_ptx_kernel(ptx: str, name: str):
    """The kernel `name` of a PTX module, loaded into numba-cuda's current context (as
    numba-cuda loads its own: Context.create_module_ptx, Module.get_function)."""
    require()
    from numba import cuda
    module = cuda.current_context().create_module_ptx(ptx)
    return module, module.get_function(name)


def launch_loaded(function, grid, block, sharedmem, params):
    """Launch a loaded kernel on the default stream, as numba-cuda's _Kernel.launch does, and
    wait for it."""
    require()
    from cuda.core import LaunchConfig, launch as core_launch
    from numba import cuda
    from numba.cuda.cudadrv.driver import _to_core_stream
    config = LaunchConfig(grid=tuple(grid), block=tuple(block), shmem_size=int(sharedmem))
    core_launch(_to_core_stream(0), config, function.kernel, *params)   # the default stream
    cuda.synchronize()


def device_pointer(value):
    """The device address of a device array (anything with __cuda_array_interface__), or None."""
    cai = getattr(value, "__cuda_array_interface__", None)
    return None if cai is None else int(cai["data"][0])
