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
