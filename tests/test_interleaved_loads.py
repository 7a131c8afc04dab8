"""enzympy/interleaved_loads.py: a vector load taken apart by shuffles becomes loads of the lanes
used, where it was. End to end: tests/c/memory/interleaved.c and tests/cpp/springs.cpp."""

from enzympy import interleaved_loads
from enzympy.ir import parse_module

SRC = """
define <2 x double> @f(ptr %p, ptr %q) {
  %v = load <8 x double>, ptr %p, align 8, !tbaa !0
  store double 1.0, ptr %p
  %a = shufflevector <8 x double> %v, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %b = bitcast <8 x double> %v to <16 x float>
  %c = shufflevector <16 x float> %b, <16 x float> poison, <2 x i32> <i32 5, i32 poison>
  %d = fpext <2 x float> %c to <2 x double>
  %r = fadd <2 x double> %a, %d
  ret <2 x double> %r
}
!0 = !{!"x"}
"""


def test_the_lanes_used_are_loaded_where_the_vector_was():
    out = interleaved_loads.rewrite(SRC)
    parse_module(out)                                 # valid IR
    body = out.split("define", 1)[1]
    assert "load <8 x double>" not in body and "bitcast" not in body
    loads = [line.strip() for line in body.splitlines() if " = load " in line]
    assert loads == ["%v.double0 = load double, ptr %v.p0, align 8",
                     "%v.float20 = load float, ptr %v.p20, align 4",
                     "%v.double32 = load double, ptr %v.p32, align 8"]
    # before the store that follows the original load
    assert body.index("%v.float20 = load") < body.index("store double 1.0")
    assert "%a = insertelement <2 x double> %a.i0, double %v.double32, i64 1" in body
    assert "%c = insertelement <2 x float> poison, float %v.float20, i64 0" in body


def test_a_load_read_whole_or_used_otherwise_stays():
    whole = SRC.replace("<2 x i32> <i32 0, i32 4>", "<8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>")
    whole = whole.replace("%b = bitcast <8 x double> %v to <16 x float>\n", "").replace(
        "  %c = shufflevector <16 x float> %b, <16 x float> poison, <2 x i32> <i32 5, i32 poison>\n", "")
    assert interleaved_loads.rewrite(whole) == whole
    escaped = SRC.replace("  ret <2 x double> %r", "  store <8 x double> %v, ptr %q\n  ret <2 x double> %r")
    assert interleaved_loads.rewrite(escaped) == escaped
