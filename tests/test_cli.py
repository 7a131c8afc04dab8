"""The command line as a user meets it: exit codes, one-line errors, check tables."""

import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_cache_plan import READ_ONLY as POINTER_IR  # noqa: E402  (wsum(x, w, n) over two arrays)

ROOT = Path(__file__).resolve().parents[1]
C_LL = ROOT / "tests" / "c" / "ll"


def enzympy(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "enzympy", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, timeout=300)




def test_help_everywhere():
    for cmd in ([], ["diff"], ["run"], ["analyze"], ["check"]):
        r = enzympy(*cmd, "--help")
        assert r.returncode == 0 and "usage" in r.stdout


def test_check_scalar_function_table():
    r = enzympy("check", C_LL / "libm.O2.ll", "--function", "f_trig", "--points", "2")
    assert r.returncode == 0, r.stdout + r.stderr
    rows = [l for l in r.stdout.splitlines() if l.rstrip().endswith(" ok")]
    dot = [l for l in rows if "forward/reverse" in l]
    assert len(rows) == 4 and len(dot) == 2 and "all derivatives agree" in r.stdout


def test_check_pointer_arguments(tmp_path):
    f = tmp_path / "w.ll"
    f.write_text(POINTER_IR)
    r = enzympy("check", f, "--function", "wsum", "--len", "5", "--points", "2")
    assert r.returncode == 0, r.stdout + r.stderr
    assert sum(l.rstrip().endswith(" ok") for l in r.stdout.splitlines()) == 2 * 10 + 2   # + dot-product tests
    r = enzympy("check", f, "--function", "wsum")
    assert r.returncode == 2 and "--len" in r.stderr


def test_check_reports_a_mismatch(tmp_path):
    # at the jump of a step function finite differences disagree: check must say so, exit 1
    f = tmp_path / "step.ll"
    f.write_text("define double @f(double %x) {\n  %c = fcmp ogt double %x, 5.0e-01\n"
                 "  %j = select i1 %c, double 1.0, double 0.0\n  %y = fadd double %x, %j\n  ret double %y\n}\n")
    r = enzympy("check", f, "--function", "f", "--at", "0.5", "--at", "0.25")
    assert r.returncode == 1, r.stdout + r.stderr
    assert "MISMATCH" in r.stdout and " ok" in r.stdout and "1 mismatch" in r.stdout


def test_unknown_function_is_one_line(tmp_path):
    r = enzympy("check", C_LL / "libm.O2.ll", "--function", "nope")
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and "nope" in r.stderr and "Traceback" not in r.stderr


def test_unsupported_call_names_instruction_function_and_line(tmp_path):
    src = tmp_path / "u.ll"
    src.write_text("""
declare double @mystery(double)
declare double @__enzyme_autodiff(ptr, ...)
define double @f(double %x) !dbg !5 {
  %y = call double @mystery(double %x), !dbg !8
  ret double %y
}
define double @main() {
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @f, double 1.0)
  ret double %d
}
!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "u.c", directory: "/tmp")
!3 = !DISubroutineType(types: !4)
!4 = !{}
!5 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 3, type: !3, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!8 = !DILocation(line: 4, column: 10, scope: !5)
""")
    r = enzympy("diff", src, "-o", tmp_path / "u.o")
    assert r.returncode == 2
    line = r.stderr.strip()
    assert len(line.splitlines()) == 1
    assert "@mystery" in line and "@f" in line and "u.c:4:10" in line


@pytest.mark.parametrize("ret, ok", [("double", False), ("{ double }", False), ("{ double, double }", True),
                                     ("[2 x double]", True)])
def test_an_entry_point_declared_too_small_for_its_result_is_an_error(tmp_path, ret, ok):
    """Two active scalars give two derivatives: declared to return one double, the derivative's
    struct was stored into a double's stack slot (the stack smashed at -O2)."""
    src = tmp_path / "r.ll"
    src.write_text(f"""
declare {ret} @__enzyme_autodiff(ptr, ...)
define double @f(double %x, double %a) {{
  %y = fmul double %x, %a
  ret double %y
}}
define {ret} @main() {{
  %d = call {ret} (ptr, ...) @__enzyme_autodiff(ptr @f, double 1.0, double 2.0)
  ret {ret} %d
}}
""")
    r = enzympy("diff", src, "-o", tmp_path / "r.o")
    if ok:
        assert r.returncode == 0, r.stderr
    else:
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
        assert f"declared to return {ret}" in r.stderr and "{ double, double }" in r.stderr


def test_diff_refuses_to_overwrite_its_input(tmp_path):
    src = tmp_path / "a.ll"
    src.write_text((C_LL / "libm.O2.ll").read_text())
    before = src.read_text()
    r = enzympy("diff", src, "-o", src)
    assert r.returncode == 2 and src.read_text() == before


@pytest.mark.parametrize("suffix", [".ll", ".bc", ".s", ".o"])
def test_diff_output_formats(tmp_path, suffix):
    out = tmp_path / f"x{suffix}"
    r = enzympy("diff", C_LL / "multi2.O2.ll", "-o", out, "-O1")
    assert r.returncode == 0, r.stderr
    data = out.read_bytes()
    assert data
    if suffix == ".ll":
        assert b"__enzyme_autodiff(" not in data.replace(b"declare", b"")
    if suffix == ".bc":
        assert data[:2] == b"BC"


def test_bad_output_suffix(tmp_path):
    r = enzympy("diff", C_LL / "libm.O2.ll", "-o", tmp_path / "x.txt")
    assert r.returncode == 2 and "suffix" in r.stderr


# ---------------------------------------------------------------------------------------------
# bad inputs: one line on stderr, exit 2, no traceback, nothing the user gave overwritten

OK_IR = "define double @f(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
C_SOURCE = "#include <math.h>\n\ndouble f(double x) { return sin(x) * x; }\n"
COMMANDS = {"diff": ["-o", "{tmp}/out.o"], "run": [], "analyze": ["--function", "f"],
            "check": ["--function", "f"]}


def _bad_inputs(tmp):
    (tmp / "adir").mkdir()
    (tmp / "empty.ll").write_text("")
    (tmp / "blank.ll").write_text("\n   \n")
    (tmp / "garbage.ll").write_bytes(bytes(range(256)) * 4)
    (tmp / "garbage.bc").write_bytes(b"BC\xc0\xde" + bytes(200))
    (tmp / "source.ll").write_text(C_SOURCE)
    (tmp / "source.c").write_text(C_SOURCE)
    return {"missing": ("nope.ll", "no such file"), "directory": ("adir", "directory"),
            "empty": ("empty.ll", "empty"), "blank": ("blank.ll", "empty"),
            "binary": ("garbage.ll", "neither LLVM IR text nor bitcode"),
            "bad_bitcode": ("garbage.bc", "garbage.bc"),
            "c_as_ll": ("source.ll", "clang -x c -S -emit-llvm"),
            "c_source": ("source.c", "clang -S -emit-llvm source.c -o")}


class _Result:
    def __init__(self, returncode, stdout, stderr):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def cli(capsys, monkeypatch, cwd, *args):
    """enzympy ARGS in this process (as `enzympy` would run them, but without starting Python
    for each of the many cases)."""
    from enzympy.cli import main
    monkeypatch.chdir(cwd)
    capsys.readouterr()
    try:
        code = main([str(a) for a in args])
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return _Result(code, out, err)


def _one_line_error(r, *needles):
    assert r.returncode == 2, f"exit {r.returncode}\n{r.stdout}\n{r.stderr}"
    assert "Traceback" not in r.stderr + r.stdout and "internal error" not in r.stderr, r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    for n in needles:
        assert n in lines[0], (n, lines[0])


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("kind", ["missing", "directory", "empty", "blank", "binary", "bad_bitcode",
                                  "c_as_ll", "c_source"])
def test_bad_input_files(tmp_path, capsys, monkeypatch, command, kind):
    name, needle = _bad_inputs(tmp_path)[kind]
    extra = [a.format(tmp=tmp_path) for a in COMMANDS[command]]
    r = cli(capsys, monkeypatch, tmp_path, command, name, *extra)
    _one_line_error(r, name, needle)
    assert not (tmp_path / "out.o").exists()


@pytest.mark.parametrize("out, needle", [("nofolder/x.o", "does not exist"), ("adir", "is a directory"),
                                         ("ro.o", "not writable")])
def test_diff_unwritable_output_is_one_line_and_keeps_files(tmp_path, out, needle):
    (tmp_path / "ok.ll").write_text(OK_IR)
    (tmp_path / "adir").mkdir()
    ro = tmp_path / "ro.o"
    ro.write_text("keep")
    ro.chmod(0o444)
    r = enzympy("diff", "ok.ll", "-o", out, cwd=tmp_path)
    _one_line_error(r, out, needle)
    assert ro.read_text() == "keep" and (tmp_path / "ok.ll").read_text() == OK_IR
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".enzympy-")]


def test_diff_failure_keeps_an_existing_output(tmp_path):
    """A module enzympy refuses leaves the previous output as it was."""
    bad = tmp_path / "bad.ll"
    bad.write_text("declare double @mystery(double)\ndeclare double @__enzyme_autodiff(ptr, ...)\n"
                   "define double @f(double %x) {\n  %y = call double @mystery(double %x)\n  ret double %y\n}\n"
                   "define double @g() {\n  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @f, double 1.0)\n"
                   "  ret double %d\n}\n")
    out = tmp_path / "out.o"
    out.write_text("previous")
    _one_line_error(enzympy("diff", bad, "-o", out), "@mystery")
    assert out.read_text() == "previous"


@pytest.mark.parametrize("args, needle", [
    (["--function", "nope"], "@nope"),
    (["--function", "f", "--at", "abc"], "'abc'"),
    (["--function", "f", "--at", "1,2"], "takes 1 arguments"),
    (["--function", "f", "--at", "nan"], "finite"),
    (["--function", "f", "--at", "inf"], "finite"),
    (["--function", "f", "--at", ""], "takes 1 arguments"),
    (["--function", "f", "--points", "0"], "--points"),
    (["--function", "f", "--len", "0"], "--len"),
    (["--function", "f", "--rtol", "-1"], "--rtol"),
    (["--function", "f", "--low", "2", "--high", "1"], "--low"),
    (["--function", "f", "--seed", "-1"], "--seed"),
    (["--function", "f", "--active", "zz"], "zz"),
    (["--function", "f", "--points", "many"], "--points"),
    ([], "--function"),
])
def test_check_bad_options(tmp_path, capsys, monkeypatch, args, needle):
    (tmp_path / "ok.ll").write_text(OK_IR)
    _one_line_error(cli(capsys, monkeypatch, tmp_path, "check", "ok.ll", *args), needle)


@pytest.mark.parametrize("args, needle", [(["analyze", "ok.ll", "--function", "nope"], "@nope"),
                                          (["analyze", "ok.ll", "--function", "f", "--active", "q"], "q"),
                                          (["run", "ok.ll"], "@main"),
                                          (["diff", "ok.ll"], "-o"),
                                          (["nosuchcommand"], "nosuchcommand")])
def test_other_bad_uses(tmp_path, capsys, monkeypatch, args, needle):
    (tmp_path / "ok.ll").write_text(OK_IR)
    _one_line_error(cli(capsys, monkeypatch, tmp_path, *args), needle)
