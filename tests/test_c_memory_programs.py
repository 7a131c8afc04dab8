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

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_c_programs import (  # noqa: E402
    _name,
    diff_link_run,
    jit_run,
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
    diff_link_run(ll, tmp_path)


@pytest.mark.parametrize("ll", O2_FILES, ids=_name)
def test_memory_jit_run(ll):
    jit_run(ll)
