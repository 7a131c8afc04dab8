"""A function that never returns (abort, exit, trap, unreachable, a noreturn callee): its
derivative aborts where it does, as Enzyme's does, instead of an internal error. The paths that
return are checked by tests/c/noreturn.c itself (run by test_c_programs); here the program is
run with an argument, which differentiates a function that always aborts."""

import signal
import shutil
import subprocess

import pytest

from test_c_programs import LL_DIR, _enzympy, _show, _skip_if_cpu_lacks


@pytest.mark.parametrize("level", ["O0", "O2", "O3", "O3fast"])
def test_derivative_of_a_function_that_always_aborts_aborts(level, tmp_path):
    ll = LL_DIR / f"noreturn.{level}.ll"
    _skip_if_cpu_lacks(ll)
    obj, exe = tmp_path / "noreturn.o", tmp_path / "noreturn"
    r = _enzympy("diff", ll, "-o", obj)
    assert r.returncode == 0, _show(r)
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no `cc` on PATH to link the object")
    link = subprocess.run([cc, str(obj), "-lm", "-o", str(exe)], capture_output=True, text=True)
    assert link.returncode == 0, _show(link)
    run = subprocess.run([str(exe), "always"], capture_output=True, text=True, timeout=60)
    assert run.returncode == -signal.SIGABRT, _show(run)
    assert "noreturn: 0 failures" in run.stdout, _show(run)
    assert "f_always returned" not in run.stdout, _show(run)
