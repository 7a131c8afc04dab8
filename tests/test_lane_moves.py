"""Lanes of a float vector taken out through a wide integer (enzympy.lane_moves).

InstCombine writes `bitcast <4 x double> %v to i256`, `lshr`, `trunc` and a `bitcast` back where
a row swap of clang -O3 -march=x86-64-v3 code reads lanes of a loaded vector, and when nothing
else uses the vector, loads it as one i256. The rewrite makes them `extractelement` /
`shufflevector` of a vector load, so the derivative flows through (the first was refused, the
second was a silent zero); a chain with any other integer use stays, and is refused by name. Gradients against central
differences, forward mode against reverse mode.
"""

import numpy as np
import pytest

from enzympy import lane_moves
from enzympy.compiled import CompiledTangent
from enzympy.errors import UnsupportedError
from enzympy.runtime.wrappers import CompiledGradient

# lanes 0, 1-2 (as a <2 x double>), 1 (through two shifts) and 3 of x[0..4), used nonlinearly
LANES = """
define double @f(ptr %x) {
entry:
  %v = load <4 x double>, ptr %x, align 8
  %i = bitcast <4 x double> %v to i256
  %t0 = trunc i256 %i to i64
  %l0 = bitcast i64 %t0 to double
  %s64 = lshr i256 %i, 64
  %t12 = trunc i256 %s64 to i128
  %l12 = bitcast i128 %t12 to <2 x double>
  %t1 = trunc i256 %s64 to i64
  %l1 = bitcast i64 %t1 to double
  %s128 = lshr i256 %s64, 128
  %t3 = trunc i256 %s128 to i64
  %l3 = bitcast i64 %t3 to double
  %a = extractelement <2 x double> %l12, i64 0
  %b = extractelement <2 x double> %l12, i64 1
  %p = fmul double %l0, %a
  %q = fmul double %b, %l1
  %r = fmul double %q, %l3
  %s = fadd double %p, %r
  %w = fmul double %s, %l3
  ret double %w
}
"""

# the same, but the integer is also compared: bits used as an integer, left alone
COMPARED = LANES.replace("  %w = fmul double %s, %l3\n  ret double %w",
                         "  %z = icmp eq i64 %t0, 0\n  %w = select i1 %z, double %s, double %l3\n  ret double %w")


def test_the_chain_becomes_vector_operations():
    text = lane_moves.rewrite(LANES)
    assert "i256" not in text and "i128" not in text
    assert "extractelement <4 x double> %v, i64 0" in text
    assert "extractelement <4 x double> %v, i64 1" in text
    assert "extractelement <4 x double> %v, i64 3" in text
    assert "shufflevector <4 x double> %v, <4 x double> poison, <2 x i32> <i32 1, i32 2>" in text


def test_a_chain_with_an_integer_use_is_left_and_refused():
    """The optimiser loads such a vector as one i256; read with an integer meaning too, its
    lanes would carry no derivative (a silent zero): both modes refuse, naming the load."""
    assert lane_moves.rewrite(COMPARED) == COMPARED
    with pytest.raises(UnsupportedError, match=r"read as i256 \(`%v1 = load i256"):
        CompiledGradient(COMPARED, "f", dup=[0])
    with pytest.raises(UnsupportedError, match="read as i256"):
        CompiledTangent(COMPARED, "f", dup=[0])


def test_big_endian_targets_are_left_alone():
    be = 'target datalayout = "E-m:e-i64:64-n32:64"\n' + LANES
    assert lane_moves.rewrite(be) == be


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_gradient_agrees_with_finite_differences_and_forward_mode(seed):
    cg, ct = CompiledGradient(LANES, "f", dup=[0]), CompiledTangent(LANES, "f", dup=[0])
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1.5, 1.5, 4)
    _, (g,) = cg.value_and_grad(x.copy())
    x0, x1, x2, x3 = x
    # f = (x0 x1 + x2 x1 x3) x3 = x0 x1 x3 + x1 x2 x3^2
    want = [x1 * x3, x0 * x3 + x2 * x3 * x3, x1 * x3 * x3, x0 * x1 + 2 * x1 * x2 * x3]
    assert g == pytest.approx(want, rel=1e-12, abs=1e-12)
    h = 1e-6
    for k in range(4):
        up, dn = x.copy(), x.copy()
        up[k] += h
        dn[k] -= h
        assert g[k] == pytest.approx((cg(up) - cg(dn)) / (2 * h), rel=1e-6, abs=1e-9)
    v = rng.standard_normal(4)
    assert ct.jvp(x.copy(), v)[1] == pytest.approx(g @ v, rel=1e-12, abs=1e-12)


# a double copied as an i64 and read back as a double: the optimiser forwards the store, so the
# read becomes a bitcast of the loaded integer
FORWARDED = """
define double @f(ptr %x, ptr %y) {
  %v = load i64, ptr %x, align 8
  store i64 %v, ptr %y, align 8
  %w = load double, ptr %y, align 8
  %sq = fmul double %w, %w
  %y1 = getelementptr inbounds double, ptr %y, i64 1
  %u = load double, ptr %y1
  %r = fadd double %sq, %u
  ret double %r
}
"""


def test_a_float_forwarded_through_an_integer_copy():
    """Forward mode carries the shadow's bits with the integer (a raw copy) and is right; reverse
    mode has no such path and gave a silent zero for d/dx: it refuses, naming the load."""
    x, y = np.array([1.5, 0.0]), np.array([0.0, 2.0])
    ct = CompiledTangent(FORWARDED, "f", dup=[0, 1])
    assert ct.jvp(x.copy(), y.copy(), np.array([1.0, 0.0]), np.zeros(2))[1] == pytest.approx(3.0)
    assert ct.jvp(x.copy(), y.copy(), np.zeros(2), np.array([0.0, 1.0]))[1] == pytest.approx(1.0)
    with pytest.raises(UnsupportedError, match=r"read as i64 \(`%v = load i64"):
        CompiledGradient(FORWARDED, "f", dup=[0, 1])


# the sign and exponent of x read as bits (Numba's signbit, isinf, isnan), only compared
TESTED = """
define double @f(ptr %x) {
  %v = load double, ptr %x
  %bits = bitcast double %v to i64
  %neg = icmp slt i64 %bits, 0
  %exp = and i64 %bits, 9218868437227405312
  %inf = icmp eq i64 %exp, 9218868437227405312
  %sq = fmul double %v, %v
  %s = call double @llvm.sin.f64(double %v)
  %a = select i1 %neg, double %sq, double %s
  %r = select i1 %inf, double 0.0, double %a
  ret double %r
}
declare double @llvm.sin.f64(double)
"""

# the bits come back as a float (the fast inverse square root): no derivative through them
RSQRT = """
define float @f(ptr %x) {
  %v = load float, ptr %x
  %i = bitcast float %v to i32
  %h = lshr i32 %i, 1
  %m = sub i32 1597463007, %h
  %y = bitcast i32 %m to float
  %yy = fmul float %y, %y
  %t = fmul float %yy, %v
  %u = fsub float 1.5, %t
  %r = fmul float %y, %u
  ret float %r
}
"""


@pytest.mark.parametrize("x0", [-0.7, 0.4, 1.3])
def test_bits_that_are_only_compared_keep_the_derivative(x0):
    """Reverse mode refused every bitcast of an active float to an integer, so np.nan_to_num
    and np.signbit were refused; bits that reach only comparisons lose no derivative."""
    cg, ct = CompiledGradient(TESTED, "f", dup=[0]), CompiledTangent(TESTED, "f", dup=[0])
    x = np.array([x0])
    _, (g,) = cg.value_and_grad(x.copy())
    want = 2 * x0 if x0 < 0 else np.cos(x0)
    assert g[0] == pytest.approx(want, rel=1e-12)
    assert ct.jvp(x.copy(), np.ones(1))[1] == pytest.approx(want, rel=1e-12)


def test_bits_made_a_float_again_are_refused():
    with pytest.raises(UnsupportedError, match="reinterpreted as i32"):
        CompiledGradient(RSQRT, "f", dup=[0])
    with pytest.raises(UnsupportedError, match="i32"):
        CompiledTangent(RSQRT, "f", dup=[0])


# InstCombine's upper half of a <4 x double>: as <2 x i128>, element 1, back to <2 x double>
HALVES = """
define double @f(ptr %x) {
entry:
  %v = load <4 x double>, ptr %x, align 8
  %w = fmul <4 x double> %v, %v
  %bc = bitcast <4 x double> %w to <2 x i128>
  %hi = extractelement <2 x i128> %bc, i64 1
  %lo = extractelement <2 x i128> %bc, i64 0
  %h = bitcast i128 %hi to <2 x double>
  %l = bitcast i128 %lo to <2 x double>
  %m = fmul <2 x double> %h, %l
  %a = extractelement <2 x double> %m, i64 0
  %b = extractelement <2 x double> %m, i64 1
  %r = fadd double %a, %b
  ret double %r
}
"""


def test_halves_taken_through_a_vector_of_wide_integers():
    """`bitcast <4 x double> to <2 x i128>` and extractelement (a probe's FFT under -O3
    -ffast-math -march=x86-64-v3): refused as bit manipulation of floats before."""
    text = lane_moves.rewrite(HALVES)
    assert "i128" not in text
    assert "shufflevector <4 x double> %w, <4 x double> poison, <2 x i32> <i32 2, i32 3>" in text
    cg, ct = CompiledGradient(HALVES, "f", dup=[0]), CompiledTangent(HALVES, "f", dup=[0])
    x = np.array([0.7, -1.2, 0.4, 1.9])
    _, (g,) = cg.value_and_grad(x.copy())
    x0, x1, x2, x3 = x                      # f = x2^2 x0^2 + x3^2 x1^2
    assert g == pytest.approx([2 * x0 * x2 ** 2, 2 * x1 * x3 ** 2, 2 * x2 * x0 ** 2, 2 * x3 * x1 ** 2], rel=1e-12)
    v = np.array([0.3, 1.1, -0.5, 0.2])
    assert ct.jvp(x.copy(), v)[1] == pytest.approx(g @ v, rel=1e-12)


# a lane of a float vector copied to memory as an integer (clang -O3 -ffast-math on Eigen's
# Matrix3d: bitcast to <2 x i64>, extractelement, store i64), then read back as a double
STORED_LANE = """
define double @f(ptr %x, ptr %y) {
entry:
  %v = load <2 x double>, ptr %x, align 8
  %s = fmul <2 x double> %v, %v
  %c = bitcast <2 x double> %s to <2 x i64>
  %e1 = extractelement <2 x i64> %c, i64 1
  store i64 %e1, ptr %y, align 8, !tbaa !0
  %e0 = extractelement <2 x i64> %c, i64 0
  %y1 = getelementptr inbounds double, ptr %y, i64 1
  store i64 %e0, ptr %y1, align 8, !tbaa !0
  %a = load double, ptr %y, align 8
  %b = load double, ptr %y1, align 8
  %p = fmul double %a, %b
  %q = fadd double %p, %a
  ret double %q
}
!0 = !{!1, !1, i64 0}
!1 = !{!"long", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
"""


def test_a_lane_stored_as_an_integer_is_stored_as_a_float():
    """A plain copy of the lanes' bits: stored as the doubles they are (the bitcast to <2 x i64>
    was refused as bit manipulation of floats). y = (x1^2, x0^2); f = x1^2 x0^2 + x1^2."""
    text = lane_moves.rewrite(STORED_LANE)
    assert "i64 %e" not in text and "<2 x i64>" not in text
    assert "store double" in text and "!tbaa" not in text.split("!0 =")[0]
    x, y = np.array([0.7, -1.3]), np.zeros(2)
    cg, ct = CompiledGradient(STORED_LANE, "f", dup=[0, 1]), CompiledTangent(STORED_LANE, "f", dup=[0, 1])
    _, (g, _) = cg.value_and_grad(x.copy(), y.copy())
    want = [2 * x[0] * x[1] ** 2, 2 * x[1] * x[0] ** 2 + 2 * x[1]]
    assert g == pytest.approx(want, rel=1e-12)
    for k in range(2):
        v = np.zeros(2)
        v[k] = 1.0
        assert ct.jvp(x.copy(), y.copy(), v, np.zeros(2))[1] == pytest.approx(want[k], rel=1e-12)


def test_a_stored_lane_also_computed_on_is_left_and_refused():
    ir = STORED_LANE.replace("  %y1 = getelementptr", "  %odd = and i64 %e0, 1\n  %y1 = getelementptr") \
        .replace("store i64 %e0, ptr %y1", "store i64 %odd, ptr %y1")
    assert lane_moves.rewrite(ir) == ir
    with pytest.raises(UnsupportedError, match="reinterpreted as <2 x i64>"):
        CompiledGradient(ir, "f", dup=[0, 1])
