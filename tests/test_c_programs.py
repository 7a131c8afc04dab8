"""End-to-end tests over the C programs in tests/c.

Each program in tests/c/*.c calls ``__enzyme_autodiff`` on scalar functions,
checks every derivative against a central finite difference computed in the
same program, prints one line per check and exits 0 only when all checks pass.
tests/c/regen.sh compiles them with clang-19 into tests/c/ll/NAME.LEVEL.ll
(LEVEL: O0, O2, O3, O3fast = -O3 -ffast-math -march=x86-64-v3); those .ll files
are committed, so these tests need no C compiler, only ``cc`` to link.

For every .ll: ``python -m enzympy diff LL -o NAME.o``, link with ``cc``, run.
For the O2 files also ``python -m enzympy run LL`` (JIT; exit code is main's).
"""

import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
LL_DIR = HERE / "c" / "ll"
LL_FILES = sorted(LL_DIR.glob("*.ll"))
O2_FILES = [p for p in LL_FILES if p.name.endswith(".O2.ll")]

DIFF_TIMEOUT = 600  # seconds for one `enzympy diff` / `enzympy run`
RUN_TIMEOUT = 60  # seconds for one compiled program

# The fixtures are x86-64 Linux IR (clang's default target on the machine that
# generated them); objects made from them only link and run on such a host.
pytestmark = pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or not sys.platform.startswith("linux"),
    reason="the C fixtures are x86-64 Linux IR",
)


def _name(ll: Path) -> str:
    """libm.O2.ll -> libm.O2"""
    return ll.name[: -len(".ll")]


def _host_has_x86_64_v3() -> bool:
    """True when the CPU can run code built with -march=x86-64-v3 (AVX2, FMA, ...)."""
    try:
        with open("/proc/cpuinfo") as f:
            text = f.read()
    except OSError:
        return True  # cannot tell; let the test run
    m = re.search(r"^flags\s*:(.*)$", text, re.M)
    if not m:
        return True
    flags = set(m.group(1).split())
    return {"avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "movbe"} <= flags


def _skip_if_cpu_lacks(ll: Path) -> None:
    if ll.name.endswith(".O3fast.ll") and not _host_has_x86_64_v3():
        pytest.skip("host CPU cannot run -march=x86-64-v3 code")


def _enzympy(*args, timeout=DIFF_TIMEOUT):
    """Run `python -m enzympy ARGS` from the repository root."""
    cmd = [sys.executable, "-m", "enzympy", *map(str, args)]
    try:
        return subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"{' '.join(cmd)} did not finish in {timeout} s\nstderr:\n{e.stderr}")


def _show(r) -> str:
    return f"exit code {r.returncode}\n--- stdout ---\n{r.stdout}\n--- stderr ---\n{r.stderr}"


def _summary_ok(name: str, stdout: str) -> bool:
    """Every program ends with the line 'PROGRAM: 0 failures' when all checks passed."""
    prog = name.split(".")[0]
    return re.search(rf"^{re.escape(prog)}: 0 failures$", stdout, re.M) is not None


def test_fixtures_present():
    assert LL_FILES, f"no .ll fixtures in {LL_DIR}; run tests/c/regen.sh"
    programs = sorted(HERE.joinpath("c").glob("*.c"))
    for c in programs:
        for level in ("O0", "O2", "O3", "O3fast"):
            assert (LL_DIR / f"{c.stem}.{level}.ll").exists(), f"missing {c.stem}.{level}.ll"


def test_vectorised_fixture_is_vectorised():
    text = (LL_DIR / "vectorloop.O3fast.ll").read_text()
    assert "<4 x double>" in text
    assert "llvm.vector.reduce.fadd" in text


def diff_link_run(ll, tmp_path):
    """enzympy diff -> cc -lm -> run: the program's own checks must pass."""
    name = _name(ll)
    _skip_if_cpu_lacks(ll)
    obj = tmp_path / f"{name}.o"
    r = _enzympy("diff", ll, "-o", obj)
    assert r.returncode == 0, f"enzympy diff {ll.name} failed\n{_show(r)}"
    assert obj.is_file() and obj.stat().st_size > 0, f"enzympy diff wrote no object\n{_show(r)}"

    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no `cc` on PATH to link the object")
    exe = tmp_path / name
    link = subprocess.run([cc, str(obj), "-lm", "-o", str(exe)], capture_output=True, text=True)
    assert link.returncode == 0, f"linking {obj.name} failed\n{_show(link)}"

    try:
        run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"{name} did not finish in {RUN_TIMEOUT} s\nstdout:\n{e.stdout}")
    assert run.returncode == 0, f"{name}: derivative checks failed\n{_show(run)}"
    assert _summary_ok(name, run.stdout), f"{name}: no '0 failures' summary\n{_show(run)}"


def jit_run(ll):
    """enzympy run (JIT): main's exit code and its output."""
    name = _name(ll)
    r = _enzympy("run", ll)
    assert r.returncode == 0, f"enzympy run {ll.name}: derivative checks failed\n{_show(r)}"
    assert "Traceback" not in r.stderr, _show(r)
    assert _summary_ok(name, r.stdout), f"{name}: program output missing or incomplete\n{_show(r)}"


@pytest.mark.parametrize("ll", LL_FILES, ids=_name)
def test_diff_link_run(ll, tmp_path):
    diff_link_run(ll, tmp_path)


@pytest.mark.parametrize("ll", O2_FILES, ids=_name)
def test_jit_run(ll):
    jit_run(ll)


# Each module has its error on line 5, reported there by the LLVM parser.
MALFORMED = {
    "bad_opcode": "  %y = fmull double %x, %x\n",
    "bad_type": "  %y = fmul dubble %x, %x\n",
    "undefined_value": "  %y = fmul double %x, %w\n",
}


@pytest.mark.parametrize("kind", sorted(MALFORMED))
def test_malformed_ll_is_a_one_line_error(kind, tmp_path):
    bad = tmp_path / f"malformed_{kind}.ll"
    bad.write_text(
        f"; deliberately malformed ({kind}) on line 5\n"
        "\n"
        "define double @f(double %x) {\n"
        "entry:\n" + MALFORMED[kind] + "  ret double %y\n"
        "}\n"
    )
    r = _enzympy("diff", bad, "-o", tmp_path / "out.o", timeout=120)
    assert "Traceback" not in r.stderr + r.stdout, _show(r)
    assert r.returncode == 2, _show(r)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, f"expected exactly one line on stderr\n{_show(r)}"
    assert bad.name in lines[0], f"file name missing from the message\n{_show(r)}"
    assert re.search(r"(?::5\b|\bline\s+5\b)", lines[0]), f"line number 5 missing\n{_show(r)}"
