"""The text reader (enzympy/irtext.py) against the llvmlite walk it replaced (`ir._build_function`,
kept as its fallback and as the oracle here): every function of every IR module of the repository
(by default each program's -O0 and -O3fast fixtures, see MODULES) after the driver's
preprocessing (the user's module M and the optimised working copy W), the IR of a few Numba
functions, and a module of rare constructs, compared field by field."""

import os
import re
from pathlib import Path

import pytest

from enzympy import driver, ir, irtext
from enzympy.ir import ModuleInfo, parse_module

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(str(p.relative_to(ROOT)) for pattern in
                 ("tests/**/*.ll", "benchmarks/c/*.ll", "examples/*.ll") for p in ROOT.glob(pattern))
# A program's -O2 and -O3 fixtures hold nothing its -O0 and -O3fast ones do not (unoptimised IR,
# and the vectorised kind), and every `enzympy diff` in the suite reads its module with the
# reader too (irtext.STRICT): the default run compares one of the two per program, -O0 and
# -O3fast in turn (programs in sorted order), about 2 minutes less of the suite's CPU time;
# ENZYMPY_IRTEXT=full reads all.
if os.environ.get("ENZYMPY_IRTEXT") != "full":
    _LEVEL = re.compile(r"\.(O0|O2|O3|O3fast)\.ll$")
    _STEMS = sorted({_LEVEL.sub("", m) for m in MODULES if _LEVEL.search(m)})
    _PICK = {stem: ("O0", "O3fast")[k % 2] for k, stem in enumerate(_STEMS)}
    MODULES = [m for m in MODULES if not _LEVEL.search(m) or _LEVEL.search(m).group(1) == _PICK[_LEVEL.sub("", m)]]

_GROUP = re.compile(r"\s#[0-9]+\b")
_METADATA = re.compile(r"![0-9]+")


def _values(vs):
    """A metadata operand (`!12`) without its number: llvmlite prints a function's metadata
    operand numbered apart from the module's and with its definition (`!12 = !{!13}`: a
    noalias.scope.decl of an inlined restrict function); the reader keeps the module's `!12`."""
    return [(v.type, _METADATA.sub("!N", v.ref.split(" = ")[0]) if v.kind == "other" else v.ref, v.kind, v.name)
            for v in vs]


def _assert_same(old, new):
    """Equal in every field the analyses read. Texts are compared without attribute-group
    numbers (llvmlite prints a function with numbers of its own; the reader's are the module's,
    which the text of everything else uses); where llvmlite printed instructions one by one (a
    switch or an invoke spans lines), without metadata numbers either."""
    where = f"@{old.name}"
    for f in ("name", "ret_type", "attrs", "is_declaration", "vararg", "noalias_args"):
        assert getattr(old, f) == getattr(new, f), (where, f)
    assert _values(old.args) == _values(new.args), where
    assert [b.name for b in old.blocks] == [b.name for b in new.blocks], where
    one_by_one = not old.is_declaration and ir._instruction_lines(old.module.mod.get_function(old.name)) is None
    for bo, bn in zip(old.blocks, new.blocks):
        assert len(bo.instructions) == len(bn.instructions), (where, bo.name)
        for io, inn in zip(bo.instructions, bn.instructions):
            at = (where, io.text)
            assert inn.block is bn, at
            for f in ("name", "opcode", "type", "attrs"):
                assert getattr(io, f) == getattr(inn, f), at + (f,)
            assert _values(io.ops) == _values(inn.ops), at
            if io.opcode == "phi":
                assert io._incoming_blocks == inn._incoming_blocks, at
            told, tnew = _GROUP.sub("", io.text), _GROUP.sub("", inn.text)
            if one_by_one:
                told, tnew = _METADATA.sub("!N", told), _METADATA.sub("!N", tnew)
            else:
                assert io.dbg == inn.dbg, at
            assert told == tnew, at


def _compare_module(info):
    for f in info.mod.functions:
        old = ir._build_function(info, f)
        _assert_same(old, irtext.read_function(info, info.index, f.name))
        sig = irtext.read_signature(info, info.index, f.name)     # what call sites read
        assert (sig.name, sig.ret_type, _values(sig.args), sig.is_declaration, sig.vararg) == \
            (old.name, old.ret_type, _values(old.args), old.is_declaration, old.vararg)


@pytest.mark.parametrize("path", MODULES)
def test_reader_reads_each_module_as_llvmlite_does(path):
    d = driver.ModuleDifferentiator((ROOT / path).read_bytes(), path)
    _compare_module(d.M)
    _compare_module(d.W)


def test_reader_reads_numba_modules_as_llvmlite_does():
    numba = pytest.importorskip("numba")
    import numpy as np
    from enzympy.numba_frontend.derivative import _dedicated_preheaders
    from enzympy.numba_frontend.source import compiled_ir

    @numba.njit
    def helper(a, i):
        return a[i] * a[i] if a[i] > 0 else -a[i]

    @numba.njit
    def loss(w, X, delta):
        n, d = X.shape
        r = np.empty(n)
        for i in range(n):
            acc = 0.0
            for j in range(d):
                acc += X[i, j] * w[j]
            r[i] = acc
        s = np.sort(r)
        return np.cumsum(s).sum() + helper(w, 0) + delta * math.sqrt(1.0 + (w * w).sum())

    import math
    f64 = numba.float64
    src = compiled_ir(loss, (f64[::1], f64[:, ::1], f64))
    d = driver.ModuleDifferentiator(src.text, "<numba loss>")
    _dedicated_preheaders(d)
    _compare_module(d.M)
    _compare_module(d.W)


RARE = r'''
%struct.S = type { double, [2 x { i32, double }] }
@g = global double 0.0, align 8
@"quoted \22g\22" = internal global [4 x double] zeroinitializer
@al = alias double, ptr @g
@0 = private constant [3 x i8] c"%g\00"

declare double @llvm.fabs.f64(double)
declare void @llvm.assume(i1)
declare i32 @printf(ptr, ...)
declare void @sret_fn(ptr sret(%struct.S) align 8, double)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(double)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x double>)

define internal noundef nofpclass(nan) double @"odd fn"(ptr noalias nocapture noundef readonly align 8 %"a b", double %x, i32 range(i32 0, 10) %n, ...) #0 {
entry:
  %v = alloca %struct.S, align 8
  %w = alloca double, i32 %n, align 8
  %z = alloca i8, i64 1, align 1
  %l = load double, ptr %"a b", align 8
  %la = load atomic double, ptr @g seq_cst, align 8
  %lv = load volatile double, ptr @al, align 8
  store atomic double %l, ptr @g syncscope("singlethread") release, align 8
  store volatile double %x, ptr getelementptr inbounds (i8, ptr @"quoted \22g\22", i64 8), align 8
  %s = fadd fast double %l, %x
  %c = fcmp fast olt double %s, 0.000000e+00
  %ic = icmp samesign ult i32 %n, 5
  %sel = select nnan i1 %c, double %s, double 1.000000e+00
  %e = extractvalue { double, { i32, [2 x float] } } { double 1.0, { i32, [2 x float] } { i32 1, [2 x float] [float 1.0, float 2.0] } }, 1, 1, 0
  %agg = insertvalue { double, i32 } poison, double %sel, 0
  %vec = insertelement <4 x double> poison, double %sel, i64 0
  %sh = shufflevector <4 x double> %vec, <4 x double> poison, <2 x i32> zeroinitializer
  %ee = extractelement <2 x double> %sh, i32 1
  %vc = fcmp oeq <4 x double> %vec, zeroinitializer
  %gp = getelementptr inbounds nuw %struct.S, ptr %v, i64 0, i32 1, i64 1, i32 1
  %vg = getelementptr double, ptr %"a b", <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %mg = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> %vg, i32 8, <4 x i1> splat (i1 true), <4 x double> poison)
  %rmw = atomicrmw fadd ptr @g, double %x seq_cst, align 8
  %rmw2 = atomicrmw volatile xchg ptr %z, i8 1 syncscope("agent") monotonic, align 1
  %cx = cmpxchg weak ptr %z, i8 0, i8 1 acq_rel monotonic, align 1
  fence seq_cst
  %ab = call fast double @llvm.fabs.f64(double %ee) #1
  call void @llvm.assume(i1 true) [ "align"(ptr %"a b", i64 8), "nonnull"(ptr %w) ]
  %pr = call i32 (ptr, ...) @printf(ptr noundef nonnull @0, double %ab)
  call void @sret_fn(ptr nonnull sret(%struct.S) align 8 %v, double %x) #2
  %cf = call double @llvm.experimental.constrained.fadd.f64(double %x, double %l, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %va = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %fr = freeze double %cf
  %tr = fptosi double %fr to i32
  %t2 = trunc nuw i32 %tr to i8
  %ip = inttoptr i64 ptrtoint (ptr @g to i64) to ptr
  call void asm sideeffect "nop", "~{memory}"()
  switch i8 %t2, label %exit [
    i8 0, label %a
    i8 1, label %"b c"
  ]

a:
  %fnp = select i1 %c, ptr @may_throw, ptr @may_throw
  call void %fnp(double %x)
  br i1 %ic, label %exit, label %"b c"

"b c":
  %ph = phi fast double [ %s, %a ], [ %x, %entry ]
  br label %exit

exit:
  %r = phi double [ %ph, %"b c" ], [ %s, %a ], [ %x, %entry ]
  ret double %r
}

define void @unnamed(double %0, ptr %1) {
  %3 = fmul double %0, %0
  store double %3, ptr %1, align 8
  br label %4

4:
  ret void
}

define { double, double } @eh(double %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(double %x) #3
          to label %ok unwind label %bad

ok:
  ret { double, double } { double 1.000000e+00, double 2.000000e+00 }

bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

attributes #0 = { nounwind "target-cpu"="x86-64" alignstack=16 }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { noinline }
'''


def test_reader_reads_rare_constructs_as_llvmlite_does():
    _compare_module(ModuleInfo(parse_module(RARE)))


def test_what_the_reader_cannot_read_falls_back_to_llvmlite(monkeypatch):
    """Silently for users; an error where tests set irtext.STRICT."""
    text = ("define void @f(ptr %t) {\nentry:\n  indirectbr ptr %t, [label %a]\n\n"
            "a:\n  ret void\n}\n")
    monkeypatch.setattr(irtext, "STRICT", False)
    fn = ModuleInfo(parse_module(text)).function("f")
    assert [i.opcode for i in fn.instructions()] == ["indirectbr", "ret"]
    monkeypatch.setattr(irtext, "STRICT", True)
    with pytest.raises(irtext.Unreadable):
        ModuleInfo(parse_module(text)).function("f")
