"""Split mode with the tape in the caller's buffer (`enzympy/tape_buffers.py`): the one-line
errors. The derivatives themselves are checked by tests/c/memory/tapebuf.c at four levels
(tests/test_c_memory_programs.py)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

HEAD = ("@enzyme_allocated = external global i32\n@enzyme_tape = external global i32\n"
        "@enzyme_dup = external global i32\n@enzyme_const = external global i32\n"
        "declare void @__enzyme_augmentfwd(ptr, ...)\ndeclare double @__enzyme_autodiff(ptr, ...)\n"
        "declare i64 @__enzyme_augmentsize(ptr, ...)\n"
        "define void @sq(ptr %x, ptr %y) {\n  %v = load double, ptr %x\n  %s = fmul double %v, %v\n"
        "  store double %s, ptr %y\n  ret void\n}\n")


def _diff(tmp_path, body, out="t.o"):
    src = tmp_path / "t.ll"
    src.write_text(HEAD + "define void @caller(ptr %x, ptr %dx, ptr %y, ptr %dy, ptr %buf) {\n"
                   "  %al = load i32, ptr @enzyme_allocated\n  %tp = load i32, ptr @enzyme_tape\n"
                   "  %dup = load i32, ptr @enzyme_dup\n" + body + "  ret void\n}\n")
    return subprocess.run([sys.executable, "-m", "enzympy", "diff", str(src), "-o", str(tmp_path / out)],
                          cwd=REPO, capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize("body, words", [
    ("  call void (ptr, ...) @__enzyme_augmentfwd(ptr @sq, i32 %al, i64 4, i32 %tp, ptr %buf, "
     "ptr %x, ptr %dx, ptr %y, ptr %dy)\n", ["enzyme_allocated 4", "takes", "__enzyme_augmentsize"]),
    ("  call void (ptr, ...) @__enzyme_augmentfwd(ptr @sq, i32 %al, i64 64, ptr %x, ptr %dx, ptr %y, ptr %dy)\n",
     ["takes both enzyme_allocated SIZE and enzyme_tape PTR"]),
    ("  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @sq, i32 %tp, ptr %buf, ptr %x, ptr %dx, "
     "ptr %y, ptr %dy)\n", ["are for split mode"]),
    ("  %n = call i64 (ptr, ...) @__enzyme_augmentsize(ptr @sq, i32 %dup)\n",
     ["one activity marker per parameter of @sq (2)"]),
])
def test_tape_buffer_mistakes_are_one_line_errors(body, words, tmp_path):
    r = _diff(tmp_path, body)
    assert r.returncode != 0 and "Traceback" not in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    for w in words:
        assert w in r.stderr, (w, r.stderr)


def test_augmentsize_is_a_constant(tmp_path):
    """The bytes of the tape record: here the square's argument kept for the reverse pass
    (a double) and the return path (an i32), at least."""
    body = ("  %n = call i64 (ptr, ...) @__enzyme_augmentsize(ptr @sq, i32 %dup, i32 %dup)\n"
            "  store i64 %n, ptr %buf\n")
    r = _diff(tmp_path, body, "out.ll")
    assert r.returncode == 0, r.stderr
    m = re.search(r"store i64 (\d+), ptr %buf", (tmp_path / "out.ll").read_text())
    assert m and int(m.group(1)) >= 12, m
