"""End-to-end tests over the C programs in tests/c/memory (the second stage).

These programs exercise shadow memory in reverse mode (duplicated pointers,
constant arrays, in-place updates, heap and stack temporaries, malloc, calloc,
realloc, memcpy, memset, structs with a shadow struct, mutable globals, float
arrays), calls to non-inlined and recursive functions, split mode
(``__enzyme_augmentfwd`` / ``__enzyme_reverse``) and forward mode
(``__enzyme_fwddiff``). Like tests/c/*.c, each program checks its derivatives
against central finite differences, prints one line per check, ends with
``NAME: 0 failures`` and exits 0 only when all checks pass.
tests/c/regen.sh compiles them with clang-19 into
tests/c/memory/ll/NAME.LEVEL.ll (LEVEL: O0, O2, O3, O3fast); those .ll files are
committed, so these tests need no C compiler, only ``cc`` to link.

For every .ll: ``python -m enzympy diff LL -o NAME.o``, link with ``cc -lm``,
run. For the O2 files also ``python -m enzympy run LL`` (JIT). The helpers are
those of tests/test_c_programs.py.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_c_programs import (  # noqa: E402
    RUN_TIMEOUT,
    _enzympy,
    _name,
    _show,
    _skip_if_cpu_lacks,
    _summary_ok,
    pytestmark,  # noqa: F401  (x86-64 Linux only, as there)
)

HERE = Path(__file__).resolve().parent
SRC_DIR = HERE / "c" / "memory"
LL_DIR = SRC_DIR / "ll"
LL_FILES = sorted(LL_DIR.glob("*.ll"))
O2_FILES = [p for p in LL_FILES if p.name.endswith(".O2.ll")]
LEVELS = ("O0", "O2", "O3", "O3fast")


def test_memory_fixtures_present():
    programs = sorted(SRC_DIR.glob("*.c"))
    assert programs, f"no C programs in {SRC_DIR}"
    for c in programs:
        for level in LEVELS:
            assert (LL_DIR / f"{c.stem}.{level}.ll").exists(), f"missing {c.stem}.{level}.ll; run tests/c/regen.sh"
    stems = {c.stem for c in programs}
    for ll in LL_FILES:
        assert ll.name.split(".")[0] in stems, f"{ll.name} has no source in {SRC_DIR}"


@pytest.mark.parametrize("ll", LL_FILES, ids=_name)
def test_memory_diff_link_run(ll, tmp_path):
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


@pytest.mark.parametrize("ll", O2_FILES, ids=_name)
def test_memory_jit_run(ll):
    name = _name(ll)
    r = _enzympy("run", ll)
    assert r.returncode == 0, f"enzympy run {ll.name}: derivative checks failed\n{_show(r)}"
    assert "Traceback" not in r.stderr, _show(r)
    assert _summary_ok(name, r.stdout), f"{name}: program output missing or incomplete\n{_show(r)}"
