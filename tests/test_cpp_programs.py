"""C++ programs through `enzympy diff` (issue 20, part 1: entry points as Enzyme finds them).

Each program in tests/cpp/*.cpp calls `__enzyme_autodiff` the ways C++ users declare it (a
mangled variadic name, template instances, Enzyme's suffixed names, calls inside try blocks,
which clang makes `invoke`s), checks every derivative against a central difference, and
exits 0 only when all pass. tests/cpp/regen.sh writes tests/cpp/ll/NAME.{O0,O2,O3,O3fast}.ll
with clang++-19; those are committed, so the tests need only `c++` to link.
"""

import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
LL_FILES = sorted((HERE / "cpp" / "ll").glob("*.ll"))

pytestmark = pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or not sys.platform.startswith("linux"),
    reason="the C++ fixtures are x86-64 Linux IR")


def _enzympy(*args):
    return subprocess.run([sys.executable, "-m", "enzympy", *map(str, args)], cwd=HERE.parent,
                          capture_output=True, text=True, timeout=600)


def test_every_program_has_its_four_fixtures():
    for src in (HERE / "cpp").glob("*.cpp"):
        for level in ("O0", "O2", "O3", "O3fast"):
            assert (HERE / "cpp" / "ll" / f"{src.stem}.{level}.ll").exists(), (src.name, level)


def _refused_at(prog):
    """{level: what the message says} from the program's `// refused at O0: ...` lines."""
    src = HERE / "cpp" / f"{prog}.cpp"
    lines = src.read_text().splitlines() if src.exists() else []
    return {m.group(1): m.group(2).strip() for ln in lines if (m := re.match(r"// refused at (\w+): (.*)", ln))}


@pytest.mark.parametrize("ll", LL_FILES, ids=lambda p: p.stem)
def test_diff_link_run(ll, tmp_path):
    if ll.name.endswith(".O3fast.ll"):
        flags = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else "avx2 fma"
        if "avx2" not in flags or "fma" not in flags:
            pytest.skip("host CPU cannot run -march=x86-64-v3 code")
    obj = tmp_path / f"{ll.stem}.o"
    r = _enzympy("diff", ll, "-o", obj)
    level = ll.name.split(".")[1]
    refused = _refused_at(ll.name.split(".")[0]).get(level)
    if refused is not None:                      # a known refusal at this level: by name, one line
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and refused in r.stderr, r.stderr
        return
    assert r.returncode == 0, r.stderr
    cxx = shutil.which("c++")
    if cxx is None:
        pytest.skip("no `c++` on PATH to link the object")
    exe = tmp_path / ll.stem
    link = subprocess.run([cxx, str(obj), "-lm", "-o", str(exe)], capture_output=True, text=True)
    assert link.returncode == 0, link.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    prog = ll.name.split(".")[0]
    assert run.returncode == 0 and f"{prog}: 0 failures" in run.stdout, run.stdout + run.stderr


SHARED_PAD = """
declare double @__enzyme_autodiff(ptr, ...)
declare i32 @__gxx_personality_v0(...)
declare double @mayfail(double)

define internal double @sq(double %x) {
  %y = fmul double %x, %x
  ret double %y
}

define double @caller(double %a) personality ptr @__gxx_personality_v0 {
entry:
  %d = invoke double (ptr, ...) @__enzyme_autodiff(ptr @sq, double %a)
          to label %ok unwind label %pad
ok:
  %e = invoke double @mayfail(double %d)
          to label %done unwind label %pad
pad:
  %w = phi double [ 1.0, %entry ], [ 2.0, %ok ]
  %lp = landingpad { ptr, i32 }
          cleanup
  ret double %w
done:
  ret double %e
}
"""


def test_invoked_entry_point_still_unwinds_into_its_landing_pad(tmp_path):
    """An invoked __enzyme_autodiff becomes an invoke of the derivative with the same landing
    pad (an exception thrown in the derivative reaches the caller's handler), its normal
    destination a new block that branches on; the module verifies (-O0 keeps the shape)."""
    src, out = tmp_path / "pad.ll", tmp_path / "out.ll"
    src.write_text(SHARED_PAD)
    r = _enzympy("diff", src, "-o", out, "-O0")
    assert r.returncode == 0, r.stderr
    caller = out.read_text().split("define double @caller", 1)[1].split("\n}", 1)[0]
    assert "__enzyme_autodiff(" not in caller
    assert "invoke" in caller and "@__enzympy_" in caller and "unwind label %pad" in caller
    phi = next(line for line in caller.splitlines() if " phi double" in line)
    assert "%entry" in phi and "%ok" in phi


def test_unwind_edges_of_phis():
    from enzympy.unwind import retarget_incoming
    phi = "  %w = phi double [ 1.0, %a ], [ 2.0, %b ], [ 3.0, %c ]"
    assert retarget_incoming(phi, "b", None) == "  %w = phi double [ 1.0, %a ], [ 3.0, %c ]"
    assert retarget_incoming(phi, "a", None) == "  %w = phi double [ 2.0, %b ], [ 3.0, %c ]"
    assert retarget_incoming(phi, "c", "n") == "  %w = phi double [ 1.0, %a ], [ 2.0, %b ], [ 3.0, %n ]"


INVOKES = """define double @f(double %x) personality ptr @p {
entry:
  %y = invoke double @g(double %x)
          to label %ok unwind label %pad
ok:
  ret double %y
pad:
  %k = phi i32 [ 0, %entry ]
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}
"""


def test_invokes_become_calls_in_the_copy_that_is_differentiated():
    from enzympy.unwind import invokes_to_calls
    out = invokes_to_calls(INVOKES)
    assert "  %y = call double @g(double %x)\n  br label %ok\n" in out
    assert "invoke" not in out and "landingpad" not in out and "cleanup" not in out
    assert "  %k = freeze i32 poison\n  %lp = freeze { ptr, i32 } poison\n" in out


def test_metadata_after_the_unwind_label_goes_with_the_call_and_the_branch():
    """`!dbg` (clang -g) goes on both, a loop latch's `!llvm.loop` on the branch: an invoke with
    either was once left an invoke whose landing pad had become a freeze (an invalid module)."""
    from enzympy.unwind import invokes_to_calls
    text = INVOKES.replace("unwind label %pad", "unwind label %pad, !dbg !7, !llvm.loop !9")
    out = invokes_to_calls(text)
    assert "  %y = call double @g(double %x), !dbg !7\n  br label %ok, !dbg !7, !llvm.loop !9\n" in out
    assert "invoke" not in out


LOOP_LATCH = """
declare void @work(i32)
declare i32 @__gxx_personality_v0(...)
declare double @__enzyme_autodiff(ptr, ...)
define void @loop(i32 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, %n
  br i1 %c, label %exit, label %latch
latch:
  invoke void @work(i32 %i1) to label %body unwind label %lp, !llvm.loop !0
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
exit:
  ret void
}
define double @sq(double %x) {
  %r = fmul double %x, %x
  ret double %r
}
define double @main2() {
  call void @loop(i32 3)
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @sq, double 3.0)
  ret double %d
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
"""


def test_a_module_with_an_invoke_loop_latch_is_differentiated(tmp_path):
    src, out = tmp_path / "latch.ll", tmp_path / "out.ll"
    src.write_text(LOOP_LATCH)
    r = _enzympy("diff", src, "-o", out, "-O0")
    assert r.returncode == 0, r.stderr
    assert "call double (ptr, ...) @__enzyme_autodiff" not in out.read_text()


@pytest.mark.parametrize("name", ["__enzyme_fwdsplit", "_Z18__enzyme_fwdsplitPvz", "__enzyme_float"])
def test_a_call_nothing_lowers_is_an_error_not_a_link_failure(name, tmp_path):
    src = tmp_path / "left.ll"
    src.write_text(f"declare i64 @{name}(ptr, ...)\n"
                   "define internal double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
                   f"define i64 @size() {{\n  %n = call i64 (ptr, ...) @{name}(ptr @sq)\n  ret i64 %n\n}}\n")
    r = _enzympy("diff", src, "-o", tmp_path / "x.o")
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert f"@{name} is not supported" in r.stderr and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("marker, how", [("enzyme_runtime_activity", "load"), ("enzyme_byref", "address")])
def test_unsupported_markers_are_refused_by_name(marker, how, tmp_path):
    """A marker enzympy does not take, passed loaded or as the global's address, is named in a
    one-line error (taken as an argument it would shift the others)."""
    arg, pre = ("i32 %m", f"  %m = load i32, ptr @{marker}\n") if how == "load" else (f"ptr @{marker}", "")
    src = tmp_path / "marker.ll"
    src.write_text(f"@{marker} = external global i32\n"
                   "declare double @__enzyme_autodiff(ptr, ...)\n"
                   "define internal double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
                   f"define double @d(double %x) {{\n{pre}"
                   f"  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @sq, {arg}, double %x)\n  ret double %r\n}}\n")
    r = _enzympy("diff", src, "-o", tmp_path / "x.o")
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert f"marker {marker} is not supported" in r.stderr and len(r.stderr.strip().splitlines()) == 1


MARKED_MAIN = """@enzyme_dup = global i32 0
@enzyme_out = global i32 0
@{marker} = global i32 0
declare double @__enzyme_autodiff(ptr, ...)
declare i32 @printf(ptr, ...)
@fmt = private constant [7 x i8] c"%.17g\\0A\\00"
define internal double @f(double %x, ptr %p) {{
  %v = load double, ptr %p
  %y = fmul double %x, %v
  %z = fmul double %y, %x
  ret double %z
}}
define i32 @main() {{
  %p = alloca double
  %dp = alloca double
  store double 3.0, ptr %p
  store double 0.0, ptr %dp
  %m = load i32, ptr @{marker}
  %d = load i32, ptr @enzyme_dup
  %o = load i32, ptr @enzyme_out
  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @f, {args})
  %g = load double, ptr %dp
  %s = fadd double %r, %g
  call i32 (ptr, ...) @printf(ptr @fmt, double %s)
  ret i32 0
}}
"""


def _run_main(tmp_path, text):
    """Differentiate, link and run a module with a main; its output."""
    src, obj, exe = tmp_path / "m.ll", tmp_path / "m.o", tmp_path / "m"
    src.write_text(text)
    r = _enzympy("diff", src, "-o", obj)
    assert r.returncode == 0, r.stderr
    cxx = shutil.which("c++")
    if cxx is None:
        pytest.skip("no `c++` on PATH to link the object")
    assert subprocess.run([cxx, str(obj), "-o", str(exe)]).returncode == 0
    return subprocess.run([str(exe)], capture_output=True, text=True).stdout


@pytest.mark.parametrize("marker, args", [
    # enzyme_nocache (the caller's promise not to overwrite an argument between the passes),
    # before an argument, alone or before its activity marker: shifts nothing
    ("enzyme_nocache", "i32 %m, double 2.0, i32 %m, i32 %d, ptr %p, ptr %dp"),
    ("enzyme_not_overwritten", "i32 %m, double 2.0, i32 %m, i32 %d, ptr %p, ptr %dp"),
    # enzyme_interleave (Enzyme's C++ header): every primal with its marker, then the shadows
    ("enzyme_interleave", "i32 %o, double 2.0, i32 %d, ptr %p, i32 %m, ptr %dp"),
    ("enzyme_interleave", "double 2.0, ptr %p, i32 %m, ptr %dp"),
])
def test_hints_and_interleaved_shadows(marker, args, tmp_path):
    out = _run_main(tmp_path, MARKED_MAIN.format(marker=marker, args=args))
    assert float(out) == 2 * 2.0 * 3.0 + 2.0 * 2.0       # d/dx (x^2 v) at 2, 3, plus d/dv: x^2


def test_interleave_with_a_shadow_too_many_is_refused(tmp_path):
    src = tmp_path / "m.ll"
    src.write_text(MARKED_MAIN.format(marker="enzyme_interleave",
                                      args="double 2.0, ptr %p, i32 %m, ptr %dp, ptr %dp"))
    r = _enzympy("diff", src, "-o", tmp_path / "m.o")
    assert r.returncode != 0 and "after enzyme_interleave are no duplicated argument's shadow" in r.stderr


def test_enzyme_logging_hook_is_refused_by_name(tmp_path):
    """A program defining Enzyme's enzymeLogGrad hook expects calls enzympy never makes."""
    src = tmp_path / "hook.ll"
    src.write_text("declare double @__enzyme_autodiff(ptr, ...)\n"
                   "define void @_Z13enzymeLogGradddPKcS0_(double %r, double %g, ptr %a, ptr %b) {\n  ret void\n}\n"
                   "define internal double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
                   "define double @d(double %x) {\n"
                   "  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @sq, double %x)\n  ret double %r\n}\n")
    r = _enzympy("diff", src, "-o", tmp_path / "x.o")
    assert r.returncode != 0 and "enzymeLogGrad" in r.stderr and "logging hook" in r.stderr


TU_MODEL = """
declare double @llvm.sin.f64(double)
define double @model(double %x, double %w) {
  %a = fmul double %w, %x
  %s = call double @llvm.sin.f64(double %a)
  %r = fmul double %s, %x
  ret double %r
}
"""

TU_MAIN = """
@enzyme_const = external global i32
declare double @model(double, double)
declare double @__enzyme_autodiff(ptr, ...)
define double @dmodel(double %x, double %w) {
  %c = load i32, ptr @enzyme_const
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @model, double %x, i32 %c, double %w)
  ret double %d
}
"""


def test_several_translation_units_are_linked_first(tmp_path):
    """`enzympy diff main.ll model.ll`: the function to differentiate is defined in another
    translation unit; alone, main.ll is an error that says what to do; twice the same
    definition is a link error, one line each."""
    import ctypes
    import math
    from enzympy.ir import parse_module
    from enzympy.runtime.jit import JITModule
    main, model = tmp_path / "main.ll", tmp_path / "model.ll"
    main.write_text(TU_MAIN)
    model.write_text(TU_MODEL)
    out = tmp_path / "linked.ll"
    r = _enzympy("diff", main, model, "-o", out)
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    assert "define double @dmodel" in text and "define double @model" in text
    jit = JITModule(parse_module(text, "linked"))
    f = jit.function("dmodel", ctypes.c_double, ctypes.c_double, ctypes.c_double)
    x, w = 0.7, 1.3
    assert f(x, w) == pytest.approx(w * x * math.cos(w * x) + math.sin(w * x), rel=1e-13)
    alone = _enzympy("diff", main, "-o", tmp_path / "a.o")
    assert alone.returncode != 0 and "give the one that defines it too" in alone.stderr
    twice = _enzympy("diff", model, model, "-o", tmp_path / "b.o")
    assert twice.returncode != 0 and "cannot link" in twice.stderr and len(twice.stderr.strip().splitlines()) == 1
