"""The C program tests/c/blas/blas.c: derivatives of CBLAS and Fortran BLAS calls (reverse and
forward mode; row and column major, transposes, strides, beta 0, active alpha and beta),
checked by the program itself against finite differences. Its BLAS is tests/c/blas/refblas.c,
a separate translation unit (committed as refblas.O2.ll) compiled without differentiation and
linked in: the derivative calls BLAS again, as with a real BLAS library."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_c_programs import RUN_TIMEOUT, _enzympy, _name, _show, _skip_if_cpu_lacks, _summary_ok, pytestmark  # noqa: E402, F401

LL_DIR = Path(__file__).resolve().parent / "c" / "blas" / "ll"
LEVELS = ("O0", "O2", "O3", "O3fast")


@pytest.fixture(scope="module")
def refblas(tmp_path_factory):
    obj = tmp_path_factory.mktemp("refblas") / "refblas.o"
    r = _enzympy("diff", LL_DIR / "refblas.O2.ll", "-o", obj)
    assert r.returncode == 0, _show(r)
    return obj


@pytest.mark.parametrize("level", LEVELS)
def test_blas_program(level, refblas, tmp_path):
    ll = LL_DIR / f"blas.{level}.ll"
    _skip_if_cpu_lacks(ll)
    obj = tmp_path / "blas.o"
    r = _enzympy("diff", ll, "-o", obj)
    assert r.returncode == 0, f"enzympy diff {ll.name} failed\n{_show(r)}"
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no `cc` on PATH to link the object")
    exe = tmp_path / "blas"
    link = subprocess.run([cc, str(obj), str(refblas), "-lm", "-o", str(exe)], capture_output=True, text=True)
    assert link.returncode == 0, _show(link)
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert run.returncode == 0, f"{_name(ll)}: derivative checks failed\n{_show(run)}"
    assert _summary_ok("blas", run.stdout), _show(run)
    assert run.stdout.count(" ok\n") > 400
    symbols = obj.read_bytes()                     # the derivative calls BLAS, not a copy of it
    for routine in ("cblas_dger", "cblas_daxpy", "cblas_dgemm", "dger_", "dgemm_", "cblas_sgemm"):
        assert f"\0{routine}\0".encode() in symbols, routine


# What is not supported is refused by name, in both modes (hand-written IR, no BLAS needed).
COMPLEX = """
declare void @cblas_zaxpy(i32, ptr, ptr, i32, ptr, i32)
define double @f(ptr %x, ptr %y) {
  %a = alloca [2 x double]
  call void @cblas_zaxpy(i32 2, ptr %a, ptr %x, i32 1, ptr %y, i32 1)
  %v = load double, ptr %y
  ret double %v
}
"""
RUNTIME_FLAG = """
declare void @cblas_dgemv(i32, i32, i32, i32, double, ptr, i32, ptr, i32, double, ptr, i32)
define double @f(ptr %x, ptr %y, i32 %t) {
  call void @cblas_dgemv(i32 102, i32 %t, i32 2, i32 2, double 1.0, ptr %x, i32 2, ptr %x, i32 1,
                         double 0.0, ptr %y, i32 1)
  %v = load double, ptr %y
  ret double %v
}
"""
GPU = """
target triple = "nvptx64-nvidia-cuda"
declare double @cblas_ddot(i32, ptr, i32, ptr, i32)
define double @f(ptr %x, ptr %y) {
  %v = call double @cblas_ddot(i32 2, ptr %x, i32 1, ptr %y, i32 1)
  ret double %v
}
"""


@pytest.mark.parametrize("text,what", [(COMPLEX, r"@cblas_zaxpy: complex BLAS"),
                                       (RUNTIME_FLAG, r"@cblas_dgemv: the transpose flag must be a constant"),
                                       (GPU, r"@cblas_ddot: BLAS calls have no derivative in GPU code")],
                         ids=["complex", "runtime_flag", "gpu"])
def test_unsupported_blas_is_refused_by_name(text, what):
    from enzympy.driver import ModuleDifferentiator
    from enzympy.errors import UnsupportedError
    from enzympy.forward import forward_derivative
    from enzympy.runtime.wrappers import CompiledGradient
    with pytest.raises(UnsupportedError, match=what):
        CompiledGradient(text, "f", dup=(0, 1))
    with pytest.raises(UnsupportedError, match=what):
        forward_derivative(ModuleDifferentiator(text, "<test>"), "f", ["x", "y"], return_primal=True)
