"""The soundness gate (enzympy/soundness.py): what the analyses cannot see through is refused.

Each program in tests/c/soundness moves active data through memory enzympy cannot follow (an
allocator called through a function pointer, a pointer made from an integer, the active array read again through its address
kept as an integer, memory reached through a global pointer that a setter bound before the
derivative ran, or that an earlier call bound: a static buffer grown only when too small). Compiled with debug information at -O0 and -O2
for reverse mode (__enzyme_autodiff) and forward mode (__enzyme_fwddiff); `enzympy diff` must
refuse each with one line naming the instruction, its function and its source line, and exit 2
(a derivative of these programs would be silently wrong or zero). One exception: at -O0 the
pre-AD pipeline inlines allocfn's helper and forwards the store to the load, so no memory is
left to refuse; that derivative must then be right (the program checks it and exits 0).
The .ll files are made by tests/c/soundness/regen.sh and committed.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LL_DIR = ROOT / "tests" / "c" / "soundness" / "ll"

# program -> (what the message says, the source line it names)
EXPECTED = {
    "allocfn": ("made by an indirect call", "allocfn.c:19"),
    "intptr": ("made by inttoptr", "intptr.c:13"),
    # before the gate: a silently wrong derivative (half of it), in both modes
    "alias": ("an active value is loaded through pointer", "alias.c:15"),
    # before the gate: undefined behaviour (a store through the null shadow), garbage returned
    "setter": ("read from global @buf", "setter.c:12"),
    # before: a crash on the second call (the pointer set by the first, its shadow zeroed)
    "static_buffer": ("read from global @scratch", "static_buffer.c:21"),
}
# the memory disappears in the pre-AD pipeline: differentiated, and checked by the program
SOLVED = {("allocfn", "rev", "O0"), ("allocfn", "fwd", "O0")}
# refused until calls through function pointers were dispatched among the module's functions
# (enzympy/indirect.py): differentiated now, and checked by the program
SOLVED |= {("callback", mode, level) for mode in ("rev", "fwd") for level in ("O0", "O2")}
CASES = [(name, mode, level) for name in list(EXPECTED) + ["callback"] for mode in ("rev", "fwd")
         for level in ("O0", "O2")]


def _id(case):
    return ".".join(case)


def test_fixtures_present():
    for name, mode, level in CASES:
        assert (LL_DIR / f"{name}.{mode}.{level}.ll").exists(), "run tests/c/soundness/regen.sh"


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_refused_by_name(case, tmp_path):
    name, mode, level = case
    ll = LL_DIR / f"{name}.{mode}.{level}.ll"
    obj = tmp_path / "x.o"
    r = subprocess.run([sys.executable, "-m", "enzympy", "diff", str(ll), "-o", str(obj)],
                       capture_output=True, text=True, timeout=300)
    if case in SOLVED:
        assert r.returncode == 0, r.stderr
        subprocess.run(["cc", str(obj), "-lm", "-o", str(tmp_path / "x")], check=True, timeout=120)
        assert subprocess.run([str(tmp_path / "x")], timeout=60).returncode == 0
        return
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    line = r.stderr.strip()
    assert len(line.splitlines()) == 1, line
    what, where = EXPECTED[name]
    assert what in line and "in function @f" in line and "instruction `" in line, line
    assert where in line, line
