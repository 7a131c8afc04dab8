"""Enzyme's vector mode (`enzyme_width N`, `enzyme_dupv`, `enzyme_dupnoneedv`) at the
command line: what is refused, in one line naming it. The derivatives themselves are checked
end to end by tests/c/memory/vector.c (forward) and vector_reverse.c (reverse: Jacobian rows,
N seeds in one pass) at four optimisation levels, every lane against central differences along
its own direction, the primal run once."""

import subprocess
import sys
from pathlib import Path
from cli_runs import one_line_error  # noqa: E402

REPO = Path(__file__).resolve().parent.parent

HEAD = ("@enzyme_width = external global i32\n@enzyme_dupv = external global i32\n"
        "@enzyme_dup = external global i32\n"
        "define double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
        "define ptr @id(ptr %p) {\n  ret ptr %p\n}\n"
        "define double @ld(ptr %p) {\n  %v = load double, ptr %p\n  %y = fmul double %v, %v\n  ret double %y\n}\n"
        "declare [2 x double] @__enzyme_fwddiff(ptr, ...)\n"
        "declare double @__enzyme_autodiff(ptr, ...)\n")


def _diff(tmp_path, body, more=""):
    src = tmp_path / "v.ll"
    src.write_text(HEAD + more + "define void @main_(double %x, ptr %p, ptr %q, i32 %n) {\n"
                   "  %w = load i32, ptr @enzyme_width\n  %dv = load i32, ptr @enzyme_dupv\n"
                   "  %dp = load i32, ptr @enzyme_dup\n" + body + "  ret void\n}\n")
    return subprocess.run([sys.executable, "-m", "enzympy", "diff", str(src), "-o", str(tmp_path / "x.o")],
                          cwd=REPO, capture_output=True, text=True, timeout=600)




def test_forward_width_is_lowered(tmp_path):
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_fwddiff(ptr @sq, i32 %w, i32 2, "
                        "double %x, double 1.0, double 2.0)\n")
    assert r.returncode == 0, r.stderr
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_fwddiff(ptr @ld, i32 %w, i32 2, "
                        "i32 %dv, i64 8, ptr %p, ptr %q)\n")
    assert r.returncode == 0, r.stderr


def test_reverse_width_is_lowered(tmp_path):
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_autodiff(ptr @ld, i32 %w, i32 2, "
                        "ptr %p, ptr %q, ptr %q)\n")
    assert r.returncode == 0, r.stderr


CALLEE = ("define double @inner(ptr %p) noinline {\n  %v = load double, ptr %p\n  %y = fmul double %v, %v\n"
          "  ret double %y\n}\n"
          "define double @outer(ptr %p) {\n  %y = call double @inner(ptr %p)\n  %z = fmul double %y, 3.0\n"
          "  ret double %z\n}\n"
          "@g = global double 0.0\n"
          "define double @viaglobal(ptr %p) {\n  %v = load double, ptr %p\n  store double %v, ptr @g\n"
          "  %u = load double, ptr @g\n  %y = fmul double %u, %v\n  ret double %y\n}\n"
          "declare ptr @__enzyme_augmentfwd(ptr, ...)\n")


def test_reverse_width_refusals_name_what(tmp_path):
    """A call that stays a call takes its callee's vector derivative, an active global a shadow
    global per lane (all lowered), and so is split mode (checked end to end by
    tests/c/memory/split_width.c), except for a function with an active float result (its
    reverse's seed would take one value per lane): refused in one line naming it, at the
    augmented call already."""
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_autodiff(ptr @outer, i32 %w, i32 2, "
                        "ptr %p, ptr %q, ptr %q)\n", CALLEE)
    assert r.returncode == 0, r.stderr
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_autodiff(ptr @viaglobal, i32 %w, i32 2, "
                        "ptr %p, ptr %q, ptr %q)\n", CALLEE)
    assert r.returncode == 0, r.stderr
    r = _diff(tmp_path, "  %r = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @ld, i32 %w, i32 2, ptr %p, ptr %q, "
                        "ptr %q)\n", CALLEE)
    one_line_error(r, "enzyme_width 2", "split mode", "active float result")
    r = _diff(tmp_path, "  %t = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr @ld, i32 %w, i32 2, ptr %p, ptr %q, "
                        "ptr %q)\n  call void (ptr, ...) @__enzyme_reverse(ptr @ld, i32 %w, i32 2, ptr %p, ptr %q, "
                        "ptr %q, ptr %t)\n", CALLEE + "declare void @__enzyme_reverse(ptr, ...)\n")
    one_line_error(r, "enzyme_width 2", "split mode", "active float result")


def test_malformed_width_and_lanes(tmp_path):
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_fwddiff(ptr @sq, i32 %w, i32 %n, "
                        "double %x, double 1.0, double 2.0)\n")
    one_line_error(r, "enzyme_width takes a constant width")
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_fwddiff(ptr @sq, i32 %w, i32 2, "
                        "double %x, double 1.0)\n")
    one_line_error(r, "2 shadow(s) do not follow")
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_fwddiff(ptr @sq, i32 %w, i32 2, "
                        "i32 %dv, i64 8, double %x, ptr %p)\n")
    one_line_error(r, "enzyme_dupv on %x", "the lanes of a pointer only")
    r = _diff(tmp_path, "  %r = call [2 x double] (ptr, ...) @__enzyme_fwddiff(ptr @id, i32 %w, i32 2, "
                        "ptr %p, ptr %q, ptr %q)\n")
    one_line_error(r, "returns a pointer", "vector mode")
