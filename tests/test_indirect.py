"""Calls through function pointers (`enzympy/indirect.py`): which functions a call may reach,
the one-line errors for what cannot be dispatched, and the run-time stop when a pointer holds
a function whose derivative enzympy did not make. The derivatives themselves are checked end
to end by tests/c/memory/fnptr.c and tests/cpp/virtual.cpp at four optimisation levels."""

import platform
import subprocess
import sys
from pathlib import Path

import pytest

from enzympy import custom_rules, indirect
from enzympy.ir import ModuleInfo, name_all_values, parse_module
from cli_runs import diff_text, one_line_error  # noqa: E402

REPO = Path(__file__).resolve().parent.parent

FNS = ("define internal double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
       "define internal double @cube(double %x) {\n  %y = fmul double %x, %x\n  %z = fmul double %y, %x\n"
       "  ret double %z\n}\n"
       "define internal double @unnamed(double %x) {\n  ret double %x\n}\n"
       "define internal float @single(float %x) {\n  ret float %x\n}\n"
       "declare double @sin(double)\n"
       "declare double @__enzyme_autodiff(ptr, ...)\n@enzyme_const = global i32 0\n")
APPLY = ("define double @apply(ptr %f, double %x) {\n  %r = call double %f(double %x)\n"
         "  %t = fmul double %r, %x\n  ret double %t\n}\n")


def _module(text):
    m = parse_module(text)
    name_all_values(m)
    return ModuleInfo(m)






def test_candidates_are_the_address_taken_functions_of_the_calls_type():
    text = (FNS + APPLY + "@table = constant [3 x ptr] [ptr @sq, ptr @single, ptr @sin]\n"
            "@__enzyme_register_gradient_x = global [1 x ptr] [ptr @unnamed]\n"
            "define double @d(double %x) {\n"
            "  %a = call double (ptr, ...) @__enzyme_autodiff(ptr @apply, ptr @enzyme_const, ptr @cube, double %x)\n"
            "  ret double %a\n}\n")
    m = _module(text)
    call = next(i for i in m.function("apply").instructions() if i.opcode == "call")
    assert indirect.is_indirect(call)
    # @unnamed is named only by an Enzyme declaration, @single has another type, @sin no body
    assert indirect.candidates(m, call) == ["cube", "sq"]


def test_functions_declared_inactive_are_no_candidates():
    """Which derivative a call through a pointer to an inactive function means is not said:
    reaching it stops the program (as for a function without a body)."""
    text = (FNS + APPLY + "@table = constant [2 x ptr] [ptr @sq, ptr @cube]\n"
            "@__enzyme_inactivefn = global ptr @cube\n")
    m = _module(text)
    m.custom = custom_rules.read(text)
    call = next(i for i in m.function("apply").instructions() if i.opcode == "call")
    assert indirect.candidates(m, call) == ["sq"]


def test_a_call_no_function_of_the_module_can_answer_is_refused(tmp_path):
    text = (FNS + APPLY + "define double @d(double %x) {\n"
            "  %a = call double (ptr, ...) @__enzyme_autodiff(ptr @apply, ptr @enzyme_const, ptr @sin, double %x)\n"
            "  ret double %a\n}\n")
    one_line_error(diff_text(tmp_path, text), "may reach no function of this module",
                    "call double %f(double %x)`", "@apply")


@pytest.mark.parametrize("entry", ["__enzyme_autodiff", "__enzyme_fwddiff"])
def test_inline_assembly_is_refused_by_name(tmp_path, entry):
    """Eigen's SSE paths use inline asm (`maxpd`): it was taken for a call through a function
    pointer, or failed inside as an invalid constraint string."""
    text = (f"declare double @{entry}(ptr, ...)\n"
            "define double @f(double %x) {\n"
            '  %y = call double asm "movapd $1, $0", "=x,x"(double %x)\n'
            "  %z = fmul double %y, %x\n  ret double %z\n}\n"
            "define double @d(double %x) {\n"
            f"  %a = call double (ptr, ...) @{entry}(ptr @f, double %x"
            f"{', double 1.0' if 'fwd' in entry else ''})\n"
            "  ret double %a\n}\n")
    one_line_error(diff_text(tmp_path, text), 'inline assembly ("movapd $1, $0") has no derivative', "@f")


def test_an_aggregate_of_floats_through_a_pointer_is_refused(tmp_path):
    text = ("define internal { double, double } @pair(double %x) {\n"
            "  %p = insertvalue { double, double } undef, double %x, 0\n  ret { double, double } %p\n}\n"
            "@keep = global ptr @pair\n"
            "define double @apply(ptr %f, double %x) {\n  %r = call { double, double } %f(double %x)\n"
            "  %t = extractvalue { double, double } %r, 0\n  ret double %t\n}\n"
            "declare double @__enzyme_autodiff(ptr, ...)\n@enzyme_const = global i32 0\n"
            "define double @d(double %x) {\n"
            "  %a = call double (ptr, ...) @__enzyme_autodiff(ptr @apply, ptr @enzyme_const, ptr @pair, double %x)\n"
            "  ret double %a\n}\n")
    one_line_error(diff_text(tmp_path, text), "aggregate of floats", "@apply")


def test_virtualreverse_of_the_wrong_shape_is_refused(tmp_path):
    text = ("declare ptr @__enzyme_virtualreverse(ptr, ptr)\n"
            "define ptr @v(ptr %p) {\n  %s = call ptr @__enzyme_virtualreverse(ptr %p, ptr %p)\n  ret ptr %s\n}\n")
    one_line_error(diff_text(tmp_path, text), "__enzyme_virtualreverse takes one pointer", "@v")


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64") or not sys.platform.startswith("linux"),
                    reason="links and runs x86-64 Linux code")
def test_a_pointer_to_a_function_without_a_derivative_stops_the_program(tmp_path):
    """@apply may get @sq (a candidate) or @sin (no body here): the gradient through @sq is
    right; through @sin the program stops with the call named, never a wrong derivative."""
    text = (FNS + APPLY + '@fmt = private constant [4 x i8] c"%g\\0A\\00"\n'
            "declare i32 @printf(ptr, ...)\n"
            "define i32 @main(i32 %argc, ptr %argv) {\n"
            "  %many = icmp sgt i32 %argc, 1\n"
            "  %f = select i1 %many, ptr @sin, ptr @sq\n"
            "  %a = call double (ptr, ...) @__enzyme_autodiff(ptr @apply, ptr @enzyme_const, ptr %f, double 3.0)\n"
            "  call i32 (ptr, ...) @printf(ptr @fmt, double %a)\n  ret i32 0\n}\n")
    r = diff_text(tmp_path, text)
    assert r.returncode == 0, r.stderr
    exe = tmp_path / "a.out"
    subprocess.run(["cc", str(tmp_path / "x.o"), "-o", str(exe), "-lm"], check=True)
    ok = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and float(ok.stdout) == 27.0, ok      # d/dx x^2 * x = 3 x^2
    bad = subprocess.run([str(exe), "sin"], capture_output=True, text=True, timeout=60)
    assert bad.returncode != 0 and bad.stdout == ""
    assert "holds no function whose derivative enzympy made" in bad.stderr and "@apply" in bad.stderr, bad.stderr
