"""NVPTX IR that clang wrote (tests/gpu/kernels.cu): `enzympy diff k.ll -o k.ptx [--gpu-arch]`
and the CPU grid running it. Neither needs numba-cuda; ptxas checks need the nvcc wheel."""

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from enzympy.cli import main
from enzympy.cuda import toolkit

KERNELS = Path(__file__).resolve().parent / "gpu" / "kernels.ll"
needs_ptxas = pytest.mark.skipif(toolkit.ptxas_path() is None,
                                 reason="ptxas is not installed (pip install nvidia-cuda-nvcc)")
needs_libdevice = pytest.mark.skipif(toolkit.libdevice_path() is None,
                                     reason="libdevice is not installed (pip install nvidia-nvvm)")


@needs_ptxas
@needs_libdevice
@pytest.mark.parametrize("arch", ["sm_80", "sm_90"])
def test_diff_writes_ptx_for_the_chosen_arch(tmp_path, arch):
    out = tmp_path / "k.ptx"
    assert main(["diff", str(KERNELS), "-o", str(out), "--gpu-arch", arch]) == 0
    ptx = out.read_text()
    assert f".target {arch}" in ptx
    assert ".visible .entry sum_exp(" in ptx and ".visible .entry saxpy(" in ptx
    assert "bar.sync" in ptx and "atom.global.add.f64" in ptx and "__nv_exp" not in ptx


def test_ptx_of_host_ir_is_a_one_line_error(tmp_path):
    src = tmp_path / "host.ll"
    src.write_text('target triple = "x86_64-pc-linux-gnu"\ndefine double @f(double %x) {\n'
                   "  ret double %x\n}\n")
    r = subprocess.run([sys.executable, "-m", "enzympy", "diff", str(src), "-o", str(tmp_path / "h.ptx")],
                       capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "needs NVPTX IR" in r.stderr


def test_unknown_gpu_arch_is_a_one_line_error(tmp_path, capsys):
    assert main(["diff", str(KERNELS), "-o", str(tmp_path / "k.ptx"), "--gpu-arch", "sm_13"]) == 2
    assert "unknown GPU architecture sm_13" in capsys.readouterr().err


def _ptr(a):
    return a.ctypes.data


def test_grid_runs_clang_kernels():
    from enzympy.runtime.grid import GridKernel
    text = KERNELS.read_text()
    x = np.random.default_rng(3).uniform(-1, 1, 300)
    out = np.zeros(1)
    GridKernel(text, "sum_exp").launch(3, 128, [_ptr(x), _ptr(out), x.size])
    np.testing.assert_allclose(out[0], np.exp(x).sum(), rtol=1e-13)

    xf = np.arange(70, dtype=np.float32)
    yf = np.ones(70, np.float32)
    GridKernel(text, "saxpy").launch(2, 64, [2.0, _ptr(xf), _ptr(yf), 70])
    np.testing.assert_array_equal(yf, 2 * np.arange(70, dtype=np.float32) + 1)


def test_grid_runtime_depends_on_the_ir_layer_only():
    """runtime/grid*.py and races.py import the IR layer (ir, irtypes, passes, errors) and the
    JIT, never the synthesiser or the front ends."""
    import ast
    runtime = Path(__file__).resolve().parent.parent / "runtime"
    allowed = {"enzympy.errors", "enzympy.ir", "enzympy.irtypes", "enzympy.passes", "enzympy", ".grid_ir",
               ".grid_native", ".jit", ".races"}
    for path in [*runtime.glob("grid*.py"), runtime / "races.py"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or node.level):
                mod = "." * node.level + (node.module or "")
                assert mod in allowed or not mod.startswith((".", "enzympy")), (path.name, mod)
                if mod == "enzympy":
                    assert {a.name for a in node.names} <= {"passes"}, (path.name, node.names)


def test_divergent_predicate_barrier_and_exit_in_ir():
    """A hand-written NVPTX kernel: half of the threads exit, the rest meet at
    barrier0.popc twice (a barrier in a loop) and count themselves."""
    from enzympy.runtime.grid import GridKernel
    src = """target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier0.popc(i32)
define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %t, 1
  %quit = icmp eq i32 %odd, 1
  br i1 %quit, label %done, label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %c = call i32 @llvm.nvvm.barrier0.popc(i32 1)
  %k1 = add i32 %k, 1
  %again = icmp ult i32 %k1, 2
  br i1 %again, label %loop, label %store
store:
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr %out, i64 %t64
  store i32 %c, ptr %p
  br label %done
done:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"""
    out = np.full(16, -1, np.int32)
    GridKernel(src, "k").launch(1, 16, [out.ctypes.data])
    assert list(out) == [8, -1] * 8


GRAD = Path(__file__).resolve().parent / "gpu" / "grad.ll"


@pytest.mark.parametrize("races", [False, True])
def test_enzyme_autodiff_in_a_cuda_kernel_matches_central_differences(tmp_path, races):
    """clang CUDA: a __global__ kernel calls __enzyme_autodiff on a __device__ function with
    shared memory and a barrier; `enzympy diff` makes the gradient kernel (atomic increments,
    the barrier mirrored), the CPU grid runs it, and J^T w matches central differences; with the
    race detector too (the loads of Enzyme's `extern int enzyme_dup` markers that outlive the
    lowered call read address 0 there: the grid defines the markers now)."""
    from enzympy.runtime.grid import GridKernel
    out = tmp_path / "grad.ll"
    assert main(["diff", str(GRAD), "-o", str(out)]) == 0
    text = out.read_text()
    grad, primal = GridKernel(text, "grad", check_races=races), GridKernel(text, "primal", check_races=races)
    n, rng = 100, np.random.default_rng(0)
    x, a, w = rng.normal(size=n), np.array([0.8]), rng.normal(size=n)

    def f(x, a):
        y = np.zeros(n)
        primal.launch(2, 64, [x.ctypes.data, y.ctypes.data, a.ctypes.data, n])
        return y
    dx, dy, da, y = np.zeros(n), w.copy(), np.zeros(1), np.zeros(n)
    grad.launch(2, 64, [x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data,
                        a.ctypes.data, da.ctypes.data, n])
    v, h = rng.normal(size=n), 1e-6
    assert v @ dx == pytest.approx((f(x + h * v, a) - f(x - h * v, a)) / (2 * h) @ w, rel=1e-7)
    assert da[0] == pytest.approx((f(x, a + h) - f(x, a - h)) / (2 * h) @ w, rel=1e-7)
    np.testing.assert_array_equal(y, f(x, a))          # the forward sweep ran the primal
    assert not dy.any()                                # the output's cotangent is consumed


@pytest.mark.parametrize("races", [False, True])
def test_enzyme_autodiff_where_threads_return_between_barriers(tmp_path, races):
    """clang CUDA: half of each block returns after a barrier the other half passes two more
    of. In the derivative the early threads wait out the others' barriers (synth/barriers.py);
    their gradient was silently 0 before."""
    from enzympy.runtime.grid import GridKernel
    out = tmp_path / "grad.ll"
    assert main(["diff", str(GRAD), "-o", str(out)]) == 0
    text = out.read_text()
    grad = GridKernel(text, "grad_pairs", check_races=races)
    primal = GridKernel(text, "primal_pairs", check_races=races)
    n, rng = 128, np.random.default_rng(1)
    x, w = rng.normal(size=n), rng.normal(size=n)

    def f(x):
        y = np.zeros(n)
        primal.launch(2, 64, [x.ctypes.data, y.ctypes.data])
        return y
    dx, dy, y = np.zeros(n), w.copy(), np.zeros(n)
    grad.launch(2, 64, [x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data])
    h = 1e-6
    fd = np.array([(f(x + h * e) - f(x - h * e)) @ w / (2 * h) for e in np.eye(n)])
    np.testing.assert_allclose(dx, fd, rtol=1e-6, atol=1e-8)
    assert np.abs(dx[32:64]).min() > 0                 # the threads that returned early


def test_enzyme_autodiff_of_a_grid_stride_loop():
    """The loop's step (blockDim.x * gridDim.x) is known only at run time: the reverse sweep
    recomputes the index from the loop's count (it was refused: a cache a GPU cannot have)."""
    from enzympy.runtime.grid import GridKernel
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "grad.ll"
        assert main(["diff", str(GRAD), "-o", str(out)]) == 0
        text = out.read_text()
    n, rng = 300, np.random.default_rng(2)
    x, w = rng.normal(size=n), rng.normal(size=n)
    dx, dy, y = np.zeros(n), w.copy(), np.zeros(n)
    GridKernel(text, "grad_stride").launch(2, 32, [x.ctypes.data, dx.ctypes.data, y.ctypes.data, dy.ctypes.data, n])
    np.testing.assert_allclose(dx, (np.cos(x) * x + np.sin(x)) * w, rtol=1e-12)
    np.testing.assert_allclose(y, np.sin(x) * x, rtol=1e-12)
    assert not dy.any()


def test_an_external_nothing_defines_is_a_grid_error_not_a_crash():
    from enzympy.errors import EnzympyError
    from enzympy.runtime.grid import GridKernel
    src = """
@table = external global [4 x double]
define void @k(ptr %out) {
  %v = load double, ptr @table
  store double %v, ptr %out
  ret void
}
"""
    with pytest.raises(EnzympyError, match="uses @table, which it does not define"):
        GridKernel(src, "k")


@needs_ptxas
@needs_libdevice
def test_enzyme_autodiff_in_a_cuda_kernel_becomes_ptx(tmp_path):
    out = tmp_path / "grad.ptx"
    assert main(["diff", str(GRAD), "-o", str(out), "--gpu-arch", "sm_90"]) == 0
    ptx = out.read_text()
    assert ".visible .entry grad(" in ptx and ptx.count("bar.sync") >= 2    # the mirrored barrier
    assert "atom.global.add.f64" in ptx or "atom.add.f64" in ptx               # a[0]'s increments


def test_shadow_memcpy_in_gpu_code_is_refused(tmp_path, capsys):
    """A memcpy between memory carrying derivatives: its adjoint would move shadow values into
    the source without atomics, which other threads may add to; refused by name, not raced."""
    src = tmp_path / "k.ll"
    src.write_text('target triple = "nvptx64-nvidia-cuda"\n'
                   "declare void @__enzyme_autodiff(ptr, ...)\n"
                   "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
                   "@enzyme_dup = external global i32\n"
                   "define void @f(ptr %x, ptr %y) {\n"
                   "  call void @llvm.memcpy.p0.p0.i64(ptr %y, ptr %x, i64 16, i1 false)\n"
                   "  %v = load double, ptr %y\n  %w = fmul double %v, %v\n  store double %w, ptr %y\n"
                   "  ret void\n}\n"
                   "define void @k(ptr %x, ptr %dx, ptr %y, ptr %dy) {\n"
                   "  %m = load i32, ptr @enzyme_dup\n"
                   "  call void (ptr, ...) @__enzyme_autodiff(ptr @f, i32 %m, ptr %x, ptr %dx, i32 %m, ptr %y, ptr %dy)\n"
                   "  ret void\n}\n")
    assert main(["diff", str(src), "-o", str(tmp_path / "out.ll")]) == 2
    err = capsys.readouterr().err
    assert "memcpy" in err and "GPU" in err and err.count("\n") == 1


def test_analyze_of_nvptx_ir_says_how_each_memory_operation_accumulates(capsys):
    """On device code differentiated from C (no kernel of its own: no block sums), loads of
    shadowed memory are atomic adds and stores a plain read and clear."""
    assert main(["analyze", str(GRAD), "-f", "_Z11square_leftPKdPdS0_i"]) == 0
    out = capsys.readouterr().out
    assert "accumulation (GPU reverse)" in out
    loads = [line for line in out.splitlines() if " = load double" in line]
    assert loads and all(line.endswith("atomic add") for line in loads)
    assert all(line.endswith("read and clear (plain)") for line in out.splitlines() if "store double" in line)
