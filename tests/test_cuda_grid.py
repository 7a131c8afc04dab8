"""GPU kernels without a GPU: numba-cuda kernels run on the CPU grid (enzympy.cuda.emulate)
against numpy references, and their PTX (enzympy.cuda.to_ptx) checked by ptxas for sm_80 and
sm_90. Skipped, with the reason, when the `cuda` extra is not installed."""

import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba_cuda", reason="the cuda extra is not installed (pip install -e '.[cuda]')")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from numba import float32, float64, int32, int64  # noqa: E402

import enzympy.cuda as ecuda  # noqa: E402
from enzympy.cuda import toolkit  # noqa: E402
import gpu_kernels as K  # noqa: E402

rng = np.random.default_rng(7)


def test_block_sum_barriers_in_a_while_loop():
    x = rng.random(1000)
    nb = (x.size + K.TPB - 1) // K.TPB
    out = np.zeros(nb + 1)
    ecuda.emulate(K.block_sum)[nb, K.TPB](x, out)
    _, ref = K.block_sum_ref(x, out)
    np.testing.assert_allclose(out, ref, rtol=1e-12)


def test_block_sum_float32_grid_stride_and_for_loop_barriers():
    x = rng.random(5000).astype(np.float32)
    out = np.zeros(1, np.float32)
    ecuda.emulate(K.block_sum32)[3, K.TPB](x, out)      # fewer threads than elements
    np.testing.assert_allclose(out[0], x.astype(np.float64).sum(), rtol=1e-5)
    assert out.dtype == np.float32


@pytest.mark.parametrize("shape", [(16, 16, 16), (13, 7, 10)])
def test_matmul_2d_tiles(shape):
    m, k, n = shape
    a, b = rng.random((m, k)), rng.random((k, n))
    c = np.full((m, n), np.nan)
    grid = ((n + K.TILE - 1) // K.TILE, (m + K.TILE - 1) // K.TILE)
    ecuda.emulate(K.matmul_tiled)[grid, (K.TILE, K.TILE)](a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-12)


def test_matmul_strided_views():
    """Non-contiguous arrays: the kernel is lowered for layout 'A' and reads their strides."""
    big = rng.random((20, 30))
    a, b = big[::2, ::3], big[1::2, 1:21:2].T.copy()[:, :7]
    c = np.zeros((a.shape[0], b.shape[1]))
    grid = ((c.shape[1] + K.TILE - 1) // K.TILE, (c.shape[0] + K.TILE - 1) // K.TILE)
    ecuda.emulate(K.matmul_tiled)[grid, (K.TILE, K.TILE)](a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-12)


def test_stencil_halo_float32():
    u = rng.random(200).astype(np.float32)
    v = np.zeros_like(u)
    w = np.array([0.25, 0.5, -0.75], np.float32)
    ecuda.emulate(K.stencil)[(u.size + K.TPB - 1) // K.TPB, K.TPB](u, v, w)
    np.testing.assert_allclose(v, K.stencil_ref(u, v, w)[1], rtol=1e-6)


def test_3d_grid_and_blocks():
    out = np.zeros((6, 5, 9), np.int64)
    ecuda.emulate(K.index3d)[(3, 2, 3), (3, 3, 2)](out)
    z, y, x = np.indices(out.shape)
    nx, ny = 9, 6
    tid = (x % 3) + 10 * (y % 3) + 100 * (z % 2)
    np.testing.assert_array_equal(out, (z * ny + y) * nx + x + 1000 * tid)


def test_atomic_scatter_shared_and_global():
    keys = rng.integers(0, 16, 3000).astype(np.int32)
    hist, ghist = np.zeros(16, np.int32), np.zeros(16, np.int32)
    ecuda.emulate(K.histogram)[(keys.size + 127) // 128, 128](keys, hist, ghist)
    ref = np.bincount(keys, minlength=16)
    np.testing.assert_array_equal(hist, ref)
    np.testing.assert_array_equal(ghist, ref)


def test_atomic_min_max_exch_cas():
    x = rng.random(300)
    fmax, fmin = np.array([-1.0]), np.array([2.0])
    imax, imin = np.array([-5], np.int32), np.array([10**6], np.int32)
    exch, cas = np.full(4, -1, np.int32), np.zeros(1, np.int32)
    f32max = np.array([-1.0], np.float32)
    ecuda.emulate(K.atomics_misc)[5, 64](x, fmax, fmin, imax, imin, exch, cas, f32max)
    assert fmax[0] == x.max() and fmin[0] == x.min()
    assert imax[0] == (x * 1000).astype(np.int32).max()
    assert imin[0] == (x * 1000).astype(np.int32).min()
    for k in range(4):                        # some thread i with i % 4 == k wrote last
        assert exch[k] % 4 == k and 0 <= exch[k] < x.size
    assert 1 <= cas[0] <= x.size
    assert f32max[0] == np.float32(x.max())


def test_early_exit_before_barrier():
    x = rng.random(100)                       # 2 blocks of 64: 28 threads return at once
    out = np.full(x.size, np.nan)
    ecuda.emulate(K.early_exit)[2, K.TPB](x, out)
    ref = np.zeros_like(x)
    for i in range(x.size):
        t = i % K.TPB
        j = i + 1 if t + 1 < K.TPB and i + 1 < x.size else i
        ref[i] = x[j] - x[i]
    np.testing.assert_array_equal(out, ref)


@pytest.mark.parametrize("kernel,dtype,rtol", [(K.math64, np.float64, 1e-13),
                                               (K.math32, np.float32, 2e-5)])
def test_libdevice_math(kernel, dtype, rtol):
    x = rng.uniform(0.1, 1.4, 77).astype(dtype)
    y = np.zeros((x.size, 5), dtype)
    ecuda.emulate(kernel)[3, 32](x, y)
    np.testing.assert_allclose(y, K.math_ref(x.astype(np.float64), None)[1], rtol=rtol)


def test_syncthreads_count_and_or():
    x = rng.random(128)
    x[64 + 5] = 0.995                          # only block 1 has a value over 0.99
    x[:64] = np.minimum(x[:64], 0.98)
    out = np.zeros((2, 3), np.int32)
    ecuda.emulate(K.sync_predicates)[2, 64](x, out)
    ref = [[(x[b * 64:(b + 1) * 64] > 0.5).sum(), 1, int((x[b * 64:(b + 1) * 64] > 0.99).any())]
           for b in range(2)]
    np.testing.assert_array_equal(out, ref)


def test_dynamic_shared_memory():
    x = rng.random(96)
    y = np.zeros_like(x)
    ecuda.emulate(K.dynamic_shared)[3, 32, 0, 32 * 8](x, y)
    np.testing.assert_array_equal(y, x.reshape(3, 32)[:, ::-1].ravel())


def test_dynamic_shared_memory_is_per_block_for_the_race_detector():
    """Each block has its own dynamic shared memory, as its own static shared arrays: the
    blocks' accesses to it are no race (they were reported as one), a block's own unordered
    ones still are."""
    from enzympy.runtime.races import RaceError
    x = rng.random(96)
    y = np.zeros_like(x)
    ecuda.emulate(K.dynamic_shared, check_races=True)[3, 32, 0, 32 * 8](x, y)
    np.testing.assert_array_equal(y, x.reshape(3, 32)[:, ::-1].ravel())
    with pytest.raises(RaceError, match="data race"):
        ecuda.emulate(K.dynamic_shared_unsynced, check_races=True)[3, 32, 0, 32 * 8](x, np.zeros_like(x))


def test_device_function_and_scalar_argument():
    x = rng.random(50)
    y = np.zeros_like(x)
    ecuda.emulate(K.with_device_function)[1, 64](x, y, 1.5)
    ref = 1.5 * (0.5 * (x[:-1] + x[1:]) + np.sin(x[:-1] * x[1:]))
    np.testing.assert_allclose(y[:-1], ref, rtol=1e-13)
    assert y[-1] == 0


def test_bad_launch_configuration():
    x = np.zeros(4)
    with pytest.raises(ValueError, match="exceeds CUDA's limits"):
        ecuda.emulate(K.early_exit)[1, 2048](x, x)
    with pytest.raises(ValueError, match="bad block"):
        ecuda.emulate(K.early_exit)[1, 0](x, x)
    with pytest.raises(ValueError, match="bad grid"):
        ecuda.emulate(K.early_exit)[1.5, 4](x, x)


def test_numpy_integers_are_launch_dimensions():
    """numba-cuda takes any integer, as `(np.int64(n) + tpb - 1) // tpb` gives one: so do the
    CPU grid and the derivative kernels (a TypeError from inside enzympy before)."""
    import enzympy
    from enzympy import Duplicated
    x = rng.random(20)
    n = (np.int64(x.size) + 15) // 16
    y = np.zeros_like(x)
    ecuda.emulate(K.early_exit)[n, np.int32(16)](x, y)
    ref = np.zeros_like(x)
    ecuda.emulate(K.early_exit)[2, 16](x, ref)
    np.testing.assert_array_equal(y, ref)
    k = enzympy.autodiff(K.early_exit)
    got, want = np.zeros_like(x), np.zeros_like(x)
    k.reverse[(n,), (np.int64(16), 1)](Duplicated(x.copy(), got), Duplicated(np.zeros_like(x), np.ones_like(x)))
    k.reverse[2, 16](Duplicated(x.copy(), want), Duplicated(np.zeros_like(x), np.ones_like(x)))
    np.testing.assert_array_equal(got, want)
    assert got.any()


# ----------------------------------------------------------------------------- kernel IR

def test_kernel_ir_slots_and_optimised_nvptx():
    ir = ecuda.kernel_ir(K.matmul_tiled, (float64[:, :], float64[:, :], float64[:, :]))
    assert 'target triple = "nvptx64-nvidia-cuda"' in ir.text
    assert "llvm.nvvm.read.ptx.sreg.tid.x" in ir.text
    assert "addrspace(3)" in ir.text                      # the shared tiles
    assert "alloca" not in ir.text                         # the pre-AD pipeline ran (SROA)
    assert [(s.name, s.first, s.count) for s in ir.slots] == [("a", 0, 9), ("b", 9, 9), ("c", 18, 9)]
    typed = ecuda.kernel_ir(K.matmul_tiled, args=(np.zeros((2, 2)),) * 3)   # types of values
    assert [t.layout for t in typed.argtypes] == ["C"] * 3
    assert [(s.first, s.count) for s in typed.slots] == [(0, 9), (9, 9), (18, 9)]


def test_kernel_ir_string_signature():
    ir = ecuda.kernel_ir(K.with_device_function, "void(float64[::1], float64[::1], float64)")
    assert [s.count for s in ir.slots] == [7, 7, 1]


# ----------------------------------------------------------------------------- PTX

_PTX_CASES = [
    (K.block_sum, (float64[::1], float64[::1])),
    (K.block_sum32, (float32[::1], float32[::1])),
    (K.matmul_tiled, (float64[:, :], float64[:, :], float64[:, :])),
    (K.stencil, (float32[::1], float32[::1], float32[::1])),
    (K.index3d, (int64[:, :, ::1],)),
    (K.histogram, (int32[::1], int32[::1], int32[::1])),
    (K.atomics_misc, (float64[::1], float64[::1], float64[::1], int32[::1], int32[::1],
                      int32[::1], int32[::1], float32[::1])),
    (K.early_exit, (float64[::1], float64[::1])),
    (K.math64, (float64[::1], float64[:, ::1])),
    (K.math32, (float32[::1], float32[:, ::1])),
    (K.sync_predicates, (float64[::1], int32[:, ::1])),
    (K.dynamic_shared, (float64[::1], float64[::1])),
    (K.with_device_function, (float64[::1], float64[::1], float64)),
]

needs_ptxas = pytest.mark.skipif(toolkit.ptxas_path() is None,
                                 reason="ptxas is not installed (pip install nvidia-cuda-nvcc)")


@needs_ptxas
@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
@pytest.mark.parametrize("kernel,sig", _PTX_CASES, ids=[k.py_func.__name__ for k, _ in _PTX_CASES])
def test_ptx_passes_ptxas(kernel, sig, arch):
    ir = ecuda.kernel_ir(kernel, sig)
    ptx = ecuda.to_ptx(ir, cc=arch)                        # check=True: ptxas ran
    assert f".target {arch}" in ptx and ".entry" in ptx
    assert "__nv_" not in ptx                              # libdevice linked and inlined


@needs_ptxas
def test_ptxas_refusal_is_an_error():
    ir = ecuda.kernel_ir(K.block_sum, (float64[::1], float64[::1]))
    ptx = ecuda.to_ptx(ir, cc=(8, 0)).replace("bar.sync", "bar.synk")
    from enzympy.errors import EnzympyError
    with pytest.raises(EnzympyError, match="ptxas .sm_80. refused"):
        ecuda.check_ptx(ptx, (8, 0))


def test_backend_refusal_names_the_construct():
    src = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p) {
  %x = load fp128, ptr %p
  %y = frem fp128 %x, %x
  store fp128 %y, ptr %p
  ret void
}"""
    from enzympy.errors import UnsupportedError
    with pytest.raises(UnsupportedError, match="no fp128 arithmetic.*load fp128.*@k"):
        ecuda.to_ptx(src, check=False)


def test_backend_abort_is_an_error_not_a_crash():
    """LLVM aborts the process when instruction selection fails; the emission runs in a
    child process, so this is an error naming what LLVM could not select."""
    src = """target triple = "nvptx64-nvidia-cuda"
declare void @llvm.x86.sse2.pause()
define ptx_kernel void @k(ptr %p) {
  call void @llvm.x86.sse2.pause()
  ret void
}"""
    from enzympy.errors import UnsupportedError
    with pytest.raises(UnsupportedError, match="NVPTX backend refused.*(sse2|pause|select)"):
        ecuda.to_ptx(src, check=False)


def test_undefined_callee_is_refused():
    src = """target triple = "nvptx64-nvidia-cuda"
declare double @mystery(double)
define ptx_kernel void @k(ptr %p) {
  %x = load double, ptr %p
  %y = call double @mystery(double %x)
  store double %y, ptr %p
  ret void
}"""
    from enzympy.errors import UnsupportedError
    with pytest.raises(UnsupportedError, match="@mystery"):
        ecuda.to_ptx(src, check=False)


def test_host_ir_is_not_ptx():
    from enzympy.errors import EnzympyError
    with pytest.raises(EnzympyError, match="needs NVPTX IR"):
        ecuda.to_ptx('target triple = "x86_64-pc-linux-gnu"\ndefine void @f() {\n  ret void\n}\n')


def test_launch_without_gpu_says_so():
    if ecuda.gpu_available():
        pytest.skip("a GPU is present")
    with pytest.raises(ecuda.CudaSetupError, match="needs a GPU"):
        ecuda.launch(K.block_sum)[1, 64](np.zeros(64), np.zeros(2))


def test_unfit_numba_cuda_version_is_a_clear_error(monkeypatch):
    import numba_cuda
    from enzympy.cuda import numba_cuda as internals
    monkeypatch.setattr(internals, "_checked", None)
    monkeypatch.setattr(numba_cuda, "__version__", "0.9.1")
    with pytest.raises(ecuda.CudaSetupError, match="supports numba-cuda 0.20 to 0.30.x; numba-cuda 0.9.1"):
        internals.require()


def test_warp_shuffle_is_refused_by_name():
    from numba import cuda
    from enzympy.errors import UnsupportedError

    @cuda.jit
    def shuffled(x):
        i = cuda.threadIdx.x
        x[i] = cuda.shfl_down_sync(0xFFFFFFFF, x[i], 1)

    with pytest.raises(UnsupportedError, match="shfl"):
        ecuda.emulate(shuffled)[1, 32](np.zeros(32))


def test_flattened_arguments_follow_numba_cudas_launch():
    """What a launch passes (numba-cuda's _Kernel._prepare_args): an array is meminfo, parent,
    nitems, itemsize, data, shape..., strides... (bytes); scalars stay; the data pointer is
    the caller's (a device address for a GPU launch)."""
    from enzympy.cuda.args import flatten_all
    ir = ecuda.kernel_ir(K.with_device_function, (float64[::1], float64[::1], float64))
    x = np.zeros(5)
    y = np.zeros((4, 6))[:, ::2]                          # any array: only its metadata is read
    flat = flatten_all(ir, [x, y[0], 2.5], pointer_of=lambda a: 0xD0 if a is x else 0xE0)
    assert flat == [0, 0, 5, 8, 0xD0, 5, 8, 0, 0, 3, 8, 0xE0, 3, 16, 2.5]
    with pytest.raises(TypeError, match="takes 3 arguments, got 2"):
        flatten_all(ir, [x, x])


def test_device_arrays_pass_through_and_numpy_arrays_are_copied(monkeypatch):
    from enzympy.cuda.gpu_launch import _DeviceCopies

    class FakeDeviceArray:
        __cuda_array_interface__ = {"data": (0xABC0, False), "shape": (3,), "typestr": "<f8",
                                    "version": 3}
    copies = _DeviceCopies()
    assert copies.pointer(FakeDeviceArray()) == 0xABC0 and copies.pairs == []
    with pytest.raises(TypeError, match="numpy or device array"):
        copies.pointer([1.0, 2.0])
