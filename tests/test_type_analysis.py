"""Type analysis: Enzyme-style type trees on hand-written IR and on IR as clang emits it."""

import glob
import os

import pytest

from enzympy import ir, passes
from enzympy.analyses.type_analysis import TypeAnalysis, TypeTree
from enzympy.analyze import format_analysis
from enzympy.errors import ActivityError

HERE = os.path.dirname(__file__)


def load(text):
    mod = ir.parse_module(passes.strip_optnone(text))
    ir.name_all_values(mod)
    return ir.ModuleInfo(mod)


def trees(text, fn, *names, **kw):
    ta = TypeAnalysis(load(text), fn, **kw)
    assert ta.conflicts == []
    return [str(ta.tree(n)) for n in names] if names else ta


PD = "{[-1]:Pointer, [-1,0]:Float@double}"
PDA = "{[-1]:Pointer, [-1,-1]:Float@double}"     # pointer into an array of doubles
D, I, P = "{[-1]:Float@double}", "{[-1]:Integer}", "{[-1]:Pointer}"


# ----------------------------------------------------------------------------- trees

def test_notation_round_trip_and_lookup():
    t = TypeTree.parse("{[-1]:Pointer, [-1,0]:Integer, [-1,8]:Float@double, [-1,16]:Pointer, [-1,16,-1]:Float@float}")
    assert str(TypeTree.parse(str(t))) == str(t)
    assert t.at(-1) == "Pointer" and t.at(-1, 8) == "Float@double" and t.at(-1, 4) is None
    assert t.at(-1, 16, 12) == "Float@float"             # -1 covers every offset
    assert t.float_at(8) == "double" and t.float_at(0) is None and t.float_at(4) is None
    assert str(t.pointee()) == "{[0]:Integer, [8]:Float@double, [16]:Pointer, [16,-1]:Float@float}"
    assert str(TypeTree()) == "{}"


def test_every_offset_absorbs_specific_entries():
    t = TypeTree.parse("{[-1]:Pointer, [-1,0]:Float@double, [-1,8]:Float@double}")
    changed, conflicts = t.merge(TypeTree.parse("{[-1,-1]:Float@double}"))
    assert changed and conflicts == [] and str(t) == PDA


def test_conflict_is_recorded_as_anything():
    t = TypeTree.parse("{[-1]:Pointer, [-1,0]:Integer, [-1,8]:Float@double}")
    _, conflicts = t.merge(TypeTree.parse("{[-1,-1]:Float@double}"))
    assert conflicts == [((-1, 0), "Integer", "Float@double")]
    assert t.at(-1, 0) == "Anything" and t.at(-1, 8) == "Float@double"


# ----------------------------------------------------------------------------- scalars

def test_scalar_function():
    src = """
    define double @f(double %x, float %y, i64 %n, <4 x double> %v, i1 %c) {
      %a = fpext float %y to double
      %b = sitofp i64 %n to double
      %s = fadd double %x, %a
      %e = extractelement <4 x double> %v, i64 0
      %r = select i1 %c, double %s, double %e
      ret double %r
    }"""
    ta = trees(src, "f")
    assert [str(ta.arg_tree(k)) for k in range(5)] == [
        D, "{[-1]:Float@float}", I, D, I]
    assert str(ta.tree("%b")) == D and str(ta.return_tree) == D


# ----------------------------------------------------------------------------- structs

# struct S { int n; double x; double *p; long k; float f; };
# double fields(struct S *s) { return s->x * s->f + s->p[s->n] + (double)s->k; }   (clang -O2)
FIELDS_O2 = """
define double @fields(ptr %s) {
entry:
  %x = getelementptr inbounds i8, ptr %s, i64 8
  %0 = load double, ptr %x, align 8
  %f = getelementptr inbounds i8, ptr %s, i64 32
  %1 = load float, ptr %f, align 8
  %conv = fpext float %1 to double
  %p = getelementptr inbounds i8, ptr %s, i64 16
  %2 = load ptr, ptr %p, align 8
  %3 = load i32, ptr %s, align 8
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds double, ptr %2, i64 %idxprom
  %4 = load double, ptr %arrayidx, align 8
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %conv, double %4)
  %k = getelementptr inbounds i8, ptr %s, i64 24
  %6 = load i64, ptr %k, align 8
  %conv1 = sitofp i64 %6 to double
  %add = fadd double %5, %conv1
  ret double %add
}
declare double @llvm.fmuladd.f64(double, double, double)
"""
S_TREE = ("{[-1]:Pointer, [-1,0]:Integer, [-1,8]:Float@double, [-1,16]:Pointer, "
          "[-1,16,-1]:Float@double, [-1,24]:Integer, [-1,32]:Float@float}")


def test_struct_fields_through_byte_geps():
    ta = trees(FIELDS_O2, "fields")
    assert str(ta.arg_tree(0)) == S_TREE
    assert str(ta.tree("f")) == "{[-1]:Pointer, [-1,0]:Float@float}"
    assert str(ta.tree("x")).startswith("{[-1]:Pointer, [-1,0]:Float@double, [-1,8]:Pointer")
    # what issue 3 asks: float or double per byte offset of the pointee
    assert [ta.float_at("s", k) for k in (0, 8, 16, 24, 32)] == [None, "double", None, None, "float"]


# the same function at -O0: allocas, typed struct GEPs, loads and stores through the stack
FIELDS_O0 = """
%struct.S = type { i32, double, ptr, i64, float }
define double @fields(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %x = getelementptr inbounds %struct.S, ptr %0, i32 0, i32 1
  %1 = load double, ptr %x, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %f = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 4
  %3 = load float, ptr %f, align 8
  %conv = fpext float %3 to double
  %4 = load ptr, ptr %s.addr, align 8
  %p = getelementptr inbounds %struct.S, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %p, align 8
  %6 = load ptr, ptr %s.addr, align 8
  %n = getelementptr inbounds %struct.S, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %n, align 8
  %idxprom = sext i32 %7 to i64
  %arrayidx = getelementptr inbounds double, ptr %5, i64 %idxprom
  %8 = load double, ptr %arrayidx, align 8
  %9 = call double @llvm.fmuladd.f64(double %1, double %conv, double %8)
  %10 = load ptr, ptr %s.addr, align 8
  %k = getelementptr inbounds %struct.S, ptr %10, i32 0, i32 3
  %11 = load i64, ptr %k, align 8
  %conv1 = sitofp i64 %11 to double
  %add = fadd double %9, %conv1
  ret double %add
}
declare double @llvm.fmuladd.f64(double, double, double)
attributes #0 = { noinline nounwind optnone }
"""


def test_struct_fields_at_O0_through_allocas():
    ta = trees(FIELDS_O0, "fields")
    assert str(ta.arg_tree(0)) == S_TREE
    assert str(ta.tree("s.addr")) == S_TREE.replace("[-1,", "[-1,0,").replace("{[-1]:Pointer", "{[-1]:Pointer, [-1,0]:Pointer")


def test_array_of_structs_describes_one_element():
    src = """
    %struct.P = type { double, ptr, i64 }
    define double @g(ptr %ps, i64 %i) {
      %a = getelementptr inbounds %struct.P, ptr %ps, i64 %i, i32 1
      %b = load ptr, ptr %a
      %x = load double, ptr %b
      %c = getelementptr inbounds %struct.P, ptr %ps, i64 %i
      %y = load double, ptr %c
      %d = getelementptr inbounds %struct.P, ptr %ps, i64 %i, i32 2
      %n = load i64, ptr %d
      %m = sitofp i64 %n to double
      %s = fadd double %x, %y
      %t = fadd double %s, %m
      ret double %t
    }"""
    assert trees(src, "g", "ps") == [
        "{[-1]:Pointer, [-1,0]:Float@double, [-1,8]:Pointer, [-1,8,0]:Float@double, [-1,16]:Integer}"]


# ----------------------------------------------------------------------------- arrays

def test_loop_over_doubles_generalises_to_every_offset():
    src = """
    define double @sum(ptr %x, i64 %n) {
    entry:
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
      %t = phi double [ 0.0, %entry ], [ %t.next, %loop ]
      %q = getelementptr inbounds double, ptr %x, i64 %i
      %v = load double, ptr %q
      %t.next = fadd double %t, %v
      %i.next = add nuw nsw i64 %i, 1
      %c = icmp eq i64 %i.next, %n
      br i1 %c, label %exit, label %loop
    exit:
      ret double %t.next
    }"""
    assert trees(src, "sum", "x", "q", "i", "n") == [PDA, PDA, I, I]


def test_two_dimensional_array_and_vector_loads():
    src = """
    define double @g(ptr %a, i64 %i, i64 %j, ptr %b) {
      %p = getelementptr inbounds [10 x double], ptr %a, i64 %i, i64 %j
      %v = load double, ptr %p
      %q = getelementptr inbounds double, ptr %b, i64 %i
      %w = load <4 x double>, ptr %q
      %e = extractelement <4 x double> %w, i64 3
      %s = fadd double %v, %e
      ret double %s
    }"""
    assert trees(src, "g", "a", "b", "w") == [PDA, PDA, D]


def test_pointer_induction_variables():
    src = """
    define double @g(ptr %begin, ptr %end, i64 %base) {
    entry:
      br label %loop
    loop:
      %p = phi ptr [ %begin, %entry ], [ %next, %loop ]
      %pi = phi i64 [ %base, %entry ], [ %inext, %loop ]
      %t = phi double [ 0.0, %entry ], [ %s2, %loop ]
      %v = load double, ptr %p
      %ip = inttoptr i64 %pi to ptr
      %w = load float, ptr %ip
      %wd = fpext float %w to double
      %s = fadd double %t, %v
      %s2 = fadd double %s, %wd
      %next = getelementptr inbounds i8, ptr %p, i64 8
      %inext = add i64 %pi, 4
      %c = icmp eq ptr %next, %end
      br i1 %c, label %exit, label %loop
    exit:
      ret double %s2
    }"""
    assert trees(src, "g", "begin", "base") == [PDA, "{[-1]:Pointer, [-1,-1]:Float@float}"]


# ----------------------------------------------------------------------------- memory

def test_malloc_buffer_of_doubles():
    src = """
    define ptr @make(i64 %n) {
    entry:
      %bytes = shl i64 %n, 3
      %buf = call noalias ptr @malloc(i64 %bytes)
      br label %loop
    loop:
      %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
      %x = uitofp i64 %i to double
      %q = getelementptr inbounds double, ptr %buf, i64 %i
      store double %x, ptr %q
      %i.next = add i64 %i, 1
      %c = icmp eq i64 %i.next, %n
      br i1 %c, label %exit, label %loop
    exit:
      ret ptr %buf
    }
    declare ptr @malloc(i64)
    define double @use(i64 %n) {
      %b = call ptr @make(i64 %n)
      %v = load double, ptr %b
      call void @free(ptr %b)
      ret double %v
    }
    declare void @free(ptr)"""
    ta = trees(src, "make")
    assert str(ta.return_tree) == PDA and str(ta.tree("buf")) == PDA and str(ta.tree("bytes")) == I
    assert trees(src, "use", "b") == [PDA]          # the callee's return tree comes back


def test_memcpy_between_double_buffers():
    src = """
    define double @copy_sum(ptr %dst, ptr %src, i64 %n) {
      %bytes = shl i64 %n, 3
      call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 %bytes, i1 false)
      %q = getelementptr inbounds double, ptr %dst, i64 %n
      %v = load double, ptr %q
      ret double %v
    }
    declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)"""
    assert trees(src, "copy_sum", "dst", "src") == [PDA, PDA]


def test_doubles_and_pointers_copied_through_integers():
    src = """
    define void @copy(ptr %dst, ptr %src) {
      %v = load i64, ptr %src
      store i64 %v, ptr %dst
      %d = load double, ptr %dst
      %g = getelementptr inbounds i8, ptr %src, i64 8
      %pair = load <2 x i64>, ptr %g
      %h = getelementptr inbounds i8, ptr %dst, i64 8
      store <2 x i64> %pair, ptr %h
      %y = getelementptr inbounds i8, ptr %dst, i64 16
      %yp = load ptr, ptr %y
      %z = load float, ptr %yp
      %x = load double, ptr %h
      ret void
    }"""
    v, pair, src = trees(src, "copy", "v", "pair", "src")
    assert v == D                        # not Integer: an i64 that only moves a double
    assert pair == "{[0]:Float@double, [8]:Pointer, [8,0]:Float@float}"
    assert src == ("{[-1]:Pointer, [-1,0]:Float@double, [-1,8]:Float@double, [-1,16]:Pointer, "
                   "[-1,16,0]:Float@float}")


def test_pointer_carried_through_an_integer():
    src = """
    define double @g(ptr %p) {
      %u = ptrtoint ptr %p to i64
      %add = add i64 %u, 8
      %q = inttoptr i64 %add to ptr
      %v = load double, ptr %q
      ret double %v
    }"""
    assert trees(src, "g", "p", "u", "add") == [
        "{[-1]:Pointer, [-1,8]:Float@double}", "{[-1]:Pointer, [-1,8]:Float@double}", PD]


def test_globals_and_library_calls():
    src = """
    @table = global [8 x double] zeroinitializer
    @cfg = global { i32, float } zeroinitializer
    define double @g(i64 %i, double %x, ptr %e) {
      %q = getelementptr inbounds [8 x double], ptr @table, i64 0, i64 %i
      %v = load double, ptr %q
      %f = getelementptr inbounds i8, ptr @cfg, i64 4
      %w = load float, ptr %f
      %m = call double @frexp(double %x, ptr %e)
      %buf = call ptr @calloc(i64 4, i64 8)
      store double %m, ptr %buf
      call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 32, i1 false)
      %n = call i32 (ptr, ...) @printf(ptr @fmt, double %v)
      ret double %v
    }
    @fmt = constant [4 x i8] c"%g\\0A\\00"
    declare double @frexp(double, ptr)
    declare ptr @calloc(i64, i64)
    declare i32 @printf(ptr, ...)
    declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)"""
    assert trees(src, "g", "@table", "@cfg", "e", "buf", "@fmt", "n") == [
        PDA, "{[-1]:Pointer, [-1,4]:Float@float}", "{[-1]:Pointer, [-1,0]:Integer}", PD,
        "{[-1]:Pointer, [-1,-1]:Integer}", I]


def test_aggregates_across_calls():
    src = """
    define { double, i64 } @pack(double %x, i64 %n) {
      %a = insertvalue { double, i64 } poison, double %x, 0
      %b = insertvalue { double, i64 } %a, i64 %n, 1
      ret { double, i64 } %b
    }
    define double @unpack(ptr %out) {
      %r = call { double, i64 } @pack(double 1.0, i64 3)
      %d = extractvalue { double, i64 } %r, 0
      store { double, i64 } %r, ptr %out
      ret double %d
    }"""
    ta = trees(src, "pack")
    assert str(ta.return_tree) == "{[0]:Float@double, [8]:Integer}"
    assert trees(src, "unpack", "out") == ["{[-1]:Pointer, [-1,0]:Float@double, [-1,8]:Integer}"]


# ----------------------------------------------------------------------------- calls

CALLEE_FLOAT = """
define float @second(ptr %q) noinline {
  %g = getelementptr inbounds i8, ptr %q, i64 4
  %v = load float, ptr %g
  %m = fmul float %v, 2.0
  ret float %m
}
define float @caller(ptr %q) {
  %c = call float @second(ptr %q)
  %a = fadd float %c, 1.0
  ret float %a
}
"""


def test_pointer_passed_to_a_callee_that_loads_a_float():
    ta = trees(CALLEE_FLOAT, "caller")
    assert str(ta.arg_tree(0)) == "{[-1]:Pointer, [-1,4]:Float@float}"
    assert ta.float_at("q", 4) == "float" and ta.float_at("q", 0) is None
    assert str(ta.return_tree) == "{[-1]:Float@float}"


def test_argument_trees_from_the_caller_reach_the_callee():
    src = """
    define ptr @id(ptr %p) {
      ret ptr %p
    }
    define double @caller(ptr %x) {
      %q = call ptr @id(ptr %x)
      %v = load double, ptr %q
      ret double %v
    }"""
    info = load(src)
    ta = TypeAnalysis(info, "id", ["{[-1]:Pointer, [-1,0]:Float@float}"])
    assert str(ta.return_tree) == "{[-1]:Pointer, [-1,0]:Float@float}"
    assert str(TypeAnalysis(info, "caller").arg_tree(0)) == PD


def test_recursion_and_linked_lists_terminate():
    src = """
    define double @rec(ptr %p, i64 %n) {
    entry:
      %c = icmp eq i64 %n, 0
      br i1 %c, label %base, label %step
    base:
      %v = load double, ptr %p
      ret double %v
    step:
      %q = getelementptr inbounds double, ptr %p, i64 1
      %m = sub i64 %n, 1
      %r = call double @rec(ptr %q, i64 %m)
      ret double %r
    }
    define double @walk(ptr %n) {
    entry:
      br label %loop
    loop:
      %t = phi double [ 0.0, %entry ], [ %add, %loop ]
      %node = phi ptr [ %n, %entry ], [ %next, %loop ]
      %v = load double, ptr %node
      %add = fadd double %t, %v
      %g = getelementptr inbounds i8, ptr %node, i64 8
      %next = load ptr, ptr %g
      %c = icmp eq ptr %next, null
      br i1 %c, label %exit, label %loop
    exit:
      ret double %add
    }"""
    ta = trees(src, "rec")
    assert str(ta.arg_tree(0)) == PD and str(ta.return_tree) == D
    node = TypeAnalysis(load(src), "walk").tree("node")
    assert node.at(-1, 8, 8, 0) == "Float@double"            # a few links deep, then capped
    assert max(len(p) for p, _ in node.items()) <= 6


def test_conflicts_are_reported_not_raised():
    src = """
    define i64 @g(ptr %p, double %x) {
      store double %x, ptr %p
      %v = load i64, ptr %p
      %m = mul i64 %v, 3
      ret i64 %m
    }"""
    ta = TypeAnalysis(load(src), "g")
    assert ta.conflicts == ["%v [-1]: Float@double vs Integer"]
    assert ta.tree("v").at(-1) == "Anything"
    assert str(ta.arg_tree(1)) == D                  # the conflict stays where the kinds met
    assert "conflicts" in format_analysis(ta.info, "g")


# ----------------------------------------------------------------------------- printing

def test_format_analysis_lists_every_argument_and_instruction():
    src = """
    define double @f(double %x, ptr %p, i64 %n) {
    entry:
      %q = getelementptr inbounds double, ptr %p, i64 %n
      %v = load double, ptr %q
      %y = fmul double %x, %x
      %z = fadd double %y, %v
      store double %z, ptr %p
      ret double %y
    }"""
    info = load(src)
    text = format_analysis(info, "f")
    lines = text.splitlines()
    fn = info.function("f")
    for a in fn.args:
        line = next(l for l in lines if l.strip().startswith(f"{a.type} %{a.name} "))
        assert sum(w in line.split() for w in ("active", "constant", "shadowed")) == 1
    for inst in fn.instructions():
        line = next(l for l in lines if l.strip().startswith(inst.line[:40]))
        assert sum(w in line.split() for w in ("active", "constant", "shadowed")) == 1
    row = lambda start: next(l for l in lines if l.strip().startswith(start)).split()  # noqa: E731
    assert row("double %x")[2:] == ["active", "{[-1]:Float@double}"]
    assert row("%y = fmul")[-2:] == ["active", "{[-1]:Float@double}"]
    assert row("%z = fadd")[-2:] == ["active", "{[-1]:Float@double}"]     # stored to duplicated memory
    assert row("ptr %p")[2:] == ["shadowed", "{[-1]:Pointer,", "[-1,-1]:Float@double}"]
    assert row("ret double")[-2:] == ["active", "-"]
    assert lines[0].startswith("function @f: return {[-1]:Float@double} (active)")
    # activity chosen by the user, by name or position; unknown names are a one-line error
    assert row("double %x")[2] == "active"
    only_p = format_analysis(info, "f", ["1"]).splitlines()
    row_p = lambda start: next(l for l in only_p if l.strip().startswith(start)).split()  # noqa: E731
    assert row_p("double %x")[2] == "constant" and row_p("%y = fmul")[-2] == "constant"
    assert row_p("%v = load")[-2] == "active"          # read from duplicated memory, stored back to it
    with pytest.raises(ActivityError, match="no argument %nope"):
        format_analysis(info, "f", ["nope"])


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(HERE, "c", "ll", "*.O2.ll"))),
                         ids=os.path.basename)
def test_clang_fixtures_have_no_conflicts(path):
    with open(path) as fh:
        info = load(fh.read())
    for f in info.mod.functions:
        if not f.is_declaration and f.name != "main":
            ta = TypeAnalysis(info, f.name)
            assert ta.conflicts == [], (f.name, ta.conflicts)
            for k, a in enumerate(ta.fn.args):
                if a.type.kind == "ptr":
                    assert ta.arg_tree(k).at(-1) == "Pointer"


def test_shuffles_move_types_lane_by_lane():
    """Result lane i is lane mask[i] of the operands end to end, both ways."""
    src = """
    define double @f(<2 x i64> %x, <2 x i64> %y) {
      %m = shufflevector <2 x i64> %x, <2 x i64> %y, <2 x i32> <i32 1, i32 2>
      %e0 = extractelement <2 x i64> %m, i32 0
      %p = inttoptr i64 %e0 to ptr
      %d = load double, ptr %p
      %e1 = extractelement <2 x i64> %m, i32 1
      %n = mul i64 %e1, 3
      %nf = sitofp i64 %n to double
      %r = fmul double %d, %nf
      ret double %r
    }
    """
    ta = trees(src, "f")
    assert str(ta.tree("m")) == "{[0]:Pointer, [0,0]:Float@double, [8]:Integer}"
    assert str(ta.tree("x")) == "{[8]:Pointer, [8,0]:Float@double}"
    assert str(ta.tree("y")) == "{[0]:Integer}"


# ----------------------------------------------------------------------------- TBAA and integer copies

# A double copied as raw bits two noinline calls below the function that stored it (libstdc++'s
# std::function _M_create under -fno-inline): alone, @copy8 sees only an i64.
CHAIN = """
declare double @__enzyme_autodiff(ptr, ...)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @copy8(ptr %dst, ptr %src) noinline {{
  %v = load i64, ptr %src, align 8{tag}
  store i64 %v, ptr %dst, align 8{tag}
  ret void
}}

define void @copy16(ptr %dst, ptr %src) noinline {{
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 16, i1 false){struct}
  ret void
}}

define void @relay(ptr %dst, ptr %src) noinline {{
  call void @copy8(ptr %dst, ptr %src)
  ret void
}}

define double @f(double %x) {{
  %a = alloca double, align 8
  %b = alloca double, align 8
  store double %x, ptr %a, align 8
  call void @relay(ptr %b, ptr %a)
  %y = load double, ptr %b, align 8
  %z = fmul double %y, %x
  ret double %z
}}

define double @df(double %x) {{
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}}

!0 = !{{!"Simple C++ TBAA"}}
!1 = !{{!"omnipotent char", !0, i64 0}}
!2 = !{{!"double", !1, i64 0}}
!3 = !{{!2, !2, i64 0}}
!4 = !{{!"int", !1, i64 0}}
!5 = !{{!4, !4, i64 0}}
!6 = !{{i64 0, i64 8, !3, i64 8, i64 4, !5}}
!7 = !{{!1, !1, i64 0}}
!8 = !{{!"long", !1, i64 0}}
!9 = !{{!8, !8, i64 0}}
"""


def test_tbaa_tags_name_the_doubles_that_integers_copy():
    """clang's access tags (a double's on the i64 copy, each field's on a struct's memcpy) are
    facts, as in Enzyme. Untagged or tagged char (any memory), the i64 is Integer only by
    default, bits that may be a float's; tagged long, an integer."""
    tagged = CHAIN.format(tag=", !tbaa !3", struct=", !tbaa.struct !6")
    assert trees(tagged, "copy8", "v", "src", "dst") == [D, PD, PD]
    assert trees(tagged, "copy16", "src", "dst") == ["{[-1]:Pointer, [-1,0]:Float@double, [-1,8]:Integer}"] * 2
    for tag, unproven in (("", True), (", !tbaa !7", True), (", !tbaa !9", False)):
        ta = trees(CHAIN.format(tag=tag, struct=""), "copy8")
        assert str(ta.tree("v")) == I and ta.unproven_bits("v") == unproven
        assert str(ta.arg_tree(1)) == "{[-1]:Pointer, [-1,0]:Integer}"


def test_callers_pass_on_what_they_prove_not_their_default_integers():
    """@relay alone knows nothing of the bytes behind its pointers; its analysis defaults the
    i64 that @copy8 moves to Integer, which must not reach @copy8 as a fact."""
    from enzympy.analyses.function_types import callers_arg_trees
    info = load(CHAIN.format(tag="", struct=""))
    assert [str(t) for t in callers_arg_trees(info, "copy8")] == [P, P]
    assert [str(t) for t in callers_arg_trees(info, "relay")] == [PD, PD]     # two allocas of doubles


def test_integer_copy_of_what_may_be_a_double_is_refused_or_differentiated(tmp_path):
    """Untagged, nothing tells @copy8 that its i64 is a double: refused by name (it was
    differentiated as an integer, d/dx x*x = x). Tagged double: the adjoint moves back."""
    from cli_runs import diff_text, one_line_error
    from enzympy.runtime.wrappers import CompiledGradient
    r = diff_text(tmp_path, CHAIN.format(tag="", struct=""))
    one_line_error(r, "of bits that may be a float's", "store i64 %v, ptr %dst", "in function @copy8")
    cg = CompiledGradient(CHAIN.format(tag=", !tbaa !3", struct=""), "f")
    assert cg.grad(1.5)[0] == pytest.approx(3.0)
