"""Sign-bit masks on float bits (enzympy.sign_masks): `and` with the sign-clear mask, `xor` /
`or` with the sign bit, of floats bitcast or loaded as integers and made floats again (or
stored), become llvm.fabs / fneg before AD. SSE2's _mm_and_pd and Eigen's pabs (.cwiseAbs(),
.lpNorm<1>(), LLT) write them; they were refused. Only exact masks: anything else is left as
it was and refused by name, including the integers stored to float memory, which were a
silent zero before. End to end: tests/c/memory/signmask.c."""

import llvmlite.binding as llvm
import numpy as np
import pytest

from enzympy import sign_masks
from enzympy.errors import UnsupportedError
from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

MAX64, SIGN64 = 9223372036854775807, -9223372036854775808

# f(x) = sum of x[0..2) OP'd, times x[2..4): the OP'd lanes by a mask on their bits
# what both read after the masked lanes %v: (v . x[2:4])
TAIL = """  %p = getelementptr inbounds double, ptr %x, i64 2
  %w = load <2 x double>, ptr %p, align 8
  %q = fmul <2 x double> %v, %w
  %l0 = extractelement <2 x double> %q, i64 0
  %l1 = extractelement <2 x double> %q, i64 1
  %s = fadd double %l0, %l1
  ret double %s
}
"""

LOADED = """
define double @f(ptr %x) {
entry:
  %b = load <2 x i64>, ptr %x, align 8, !tbaa !0
  %m = OP <2 x i64> %b, MASK
  %v = bitcast <2 x i64> %m to <2 x double>
""" + TAIL + """!0 = !{!1, !1, i64 0}
!1 = !{!"long long", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
"""

# the same on floats bitcast in registers, the result stored (as -O0 SSE code does)
CAST_STORED = """
define double @f(ptr %x) {
entry:
  %a = load <2 x double>, ptr %x, align 8
  %b = bitcast <2 x double> %a to <2 x i64>
  %m = OP <2 x i64> %b, MASK
  %t = alloca <2 x double>, align 16
  store <2 x i64> %m, ptr %t, align 16
  %v = load <2 x double>, ptr %t, align 16
""" + TAIL

EXACT = {
    "abs": ("and", f"splat (i64 {MAX64})", np.abs),
    "abs_lanes": ("and", f"<i64 {MAX64}, i64 {MAX64}>", np.abs),
    "neg": ("xor", f"splat (i64 {SIGN64})", np.negative),
    "nabs": ("or", f"<i64 {SIGN64}, i64 {SIGN64}>", lambda a: -np.abs(a)),
}
NOT_EXACT = {
    "one_bit_less": ("and", f"splat (i64 {MAX64 - 1})"),
    "one_lane": ("and", f"<i64 {MAX64}, i64 -1>"),
    "xor_other_bit": ("xor", "splat (i64 4611686018427387904)"),
    "and_sign_bit": ("and", f"splat (i64 {SIGN64})"),
}


def _ir(template, op, mask):
    return template.replace("OP", op).replace("MASK", mask)


def _parses(text):
    llvm.parse_assembly(text).verify()


@pytest.mark.parametrize("template", [LOADED, CAST_STORED], ids=["loaded", "cast_stored"])
@pytest.mark.parametrize("kind", sorted(EXACT))
def test_exact_masks_become_fabs_and_fneg_with_their_derivatives(template, kind):
    op, mask, fn = EXACT[kind]
    ir = _ir(template, op, mask)
    text = sign_masks.rewrite(ir)
    _parses(text)
    assert f" {op} <2 x i64>" not in text
    assert ("@llvm.fabs.v2f64" in text) == (op != "xor") and ("fneg" in text) == (op != "and")
    assert "!tbaa" not in text.split("!0 =")[0]         # the integer access tag went with the load
    x = np.array([0.7, -1.3, 0.4, -2.1])
    cg, ct = CompiledGradient(ir, "f", dup=[0]), CompiledTangent(ir, "f", dup=[0])
    value, (g,) = cg.value_and_grad(x.copy())
    assert value == pytest.approx(float(fn(x[:2]) @ x[2:]))
    sign = {"abs": np.sign(x[:2]), "abs_lanes": np.sign(x[:2]), "neg": -np.ones(2), "nabs": -np.sign(x[:2])}[kind]
    want = np.concatenate([sign * x[2:], fn(x[:2])])
    assert g == pytest.approx(want, rel=1e-12)
    for k in range(4):
        v = np.zeros(4)
        v[k] = 1.0
        assert ct.jvp(x.copy(), v)[1] == pytest.approx(want[k], rel=1e-12)


@pytest.mark.parametrize("template", [LOADED, CAST_STORED], ids=["loaded", "cast_stored"])
@pytest.mark.parametrize("kind", sorted(NOT_EXACT))
def test_other_masks_are_left_and_refused(template, kind):
    op, mask = NOT_EXACT[kind]
    ir = _ir(template, op, mask)
    assert sign_masks.rewrite(ir) == ir
    with pytest.raises(UnsupportedError, match=r"computed on as integers|reinterpreted as <2 x i64>|made <2 x double> again"):
        CompiledGradient(ir, "f", dup=[0])


def test_a_mask_of_one_float_type_read_as_another_is_left():
    """<2 x double> bits masked as <4 x i32> lanes (0x7fffffff clears bit 31 of each half, not
    the doubles' sign bits): not fabs of anything."""
    ir = CAST_STORED.replace("bitcast <2 x double> %a to <2 x i64>", "bitcast <2 x double> %a to <4 x i32>") \
        .replace("OP <2 x i64> %b, MASK", "and <4 x i32> %b, splat (i32 2147483647)") \
        .replace("store <2 x i64> %m", "store <4 x i32> %m")
    _parses(ir)
    assert sign_masks.rewrite(ir) == ir


def test_scalar_and_float_lanes():
    ir = """
define float @g(float %x, double %y) {
  %b = bitcast float %x to i32
  %m = and i32 %b, 2147483647
  %a = bitcast i32 %m to float
  %c = bitcast double %y to i64
  %n = xor i64 %c, -9223372036854775808
  %d = bitcast i64 %n to double
  %e = fptrunc double %d to float
  %r = fmul float %a, %e
  ret float %r
}
"""
    text = sign_masks.rewrite(ir)
    _parses(text)
    assert "call float @llvm.fabs.f32(float %x)" in text and "fneg double %y" in text
    assert " and i32" not in text and " xor i64" not in text and "bitcast" not in text
