"""The libm rules that are more than a formula (tests/test_rules.py checks every rule against
central differences at ordinary points): digamma (lgamma's and tgamma's derivative, an IR
helper in enzympy.special) against a 50-digit reference, including reflection, the recurrence's
edge and extreme arguments; the integer quotient in the derivatives of fmod and remainder
exactly at the points where the rounded x / y lands on the wrong integer; intrinsics whose
libm twin writes through a pointer (llvm.frexp returns a struct) refused by name."""

from __future__ import annotations

import math
import sys
from decimal import Decimal, getcontext
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from irgen import compiled  # noqa: E402

from enzympy.errors import UnsupportedError  # noqa: E402


def _bernoulli(n):
    """B_0..B_n as fractions (Akiyama-Tanigawa)."""
    a, out = [Fraction(0)] * (n + 1), []
    for m in range(n + 1):
        a[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1):
            a[j - 1] = j * (a[j - 1] - a[j])
        out.append(a[0])
    return out


_B = _bernoulli(40)


def digamma_reference(x: float) -> float:
    """psi(x) to ~45 digits: the recurrence up to x >= 30 (also from negative x: no
    reflection here), then 19 terms of the asymptotic series."""
    getcontext().prec = 50
    v, acc = Decimal(x), Decimal(0)
    while v < 30:
        acc -= 1 / v
        v += 1
    s = v.ln() - 1 / (2 * v)
    for k in range(1, 20):
        b = _B[2 * k]
        s -= Decimal(b.numerator) / Decimal(b.denominator) / (2 * k * v ** (2 * k))
    return float(s + acc)


def _unary(fn, t="double"):
    return (f"declare {t} @{fn}({t})\n"
            f"define {t} @f({t} %x) {{\n"
            f"  %r = call {t} @{fn}({t} %x)\n"
            f"  ret {t} %r\n}}\n")


def _binary(fn):
    return (f"declare double @{fn}(double, double)\n"
            "define double @f(double %a, double %b) {\n"
            f"  %r = call double @{fn}(double %a, double %b)\n"
            "  ret double %r\n}\n")


RNG = np.random.default_rng(6)
POINTS = ([1.0, 0.5, 2.0, 1e-8, 3e-300, 9.99, 10.0, 10.01, 1e5, 1e15, 1e300,
           -0.5, -2.5, -1.0000001, -7.3, -123.45, -1e6 + 0.3, -0.001, 0.3, 4.7, 12.0]
          + list(RNG.uniform(-20.0, 20.0, 60)) + list(10 ** RNG.uniform(-5.0, 8.0, 30)))


def test_digamma_to_1e14():
    g = compiled(_unary("lgamma"), "f")
    for x in POINTS:
        ref = digamma_reference(x)
        d = g.value_and_grad(x)[1][0]
        assert abs(d - ref) <= 1e-14 * max(1.0, abs(ref)), (x, d, ref)


def test_tgamma_is_gamma_times_digamma():
    g = compiled(_unary("tgamma"), "f")
    for x in (-2.5, -0.6, 0.3, 1.0, 4.7, 12.0, 30.5):
        want = math.gamma(x) * digamma_reference(x)
        assert g.value_and_grad(x)[1][0] == pytest.approx(want, rel=1e-13), x


def test_digamma_poles_and_float():
    g = compiled(_unary("lgamma"), "f")
    for x in (0.0, -1.0, -3.0, -1e17):
        d = g.value_and_grad(x)[1][0]
        assert not math.isfinite(d), (x, d)               # a pole: never a finite number
    g32 = compiled(_unary("lgammaf", "float"), "f")
    for x in (-2.5, 0.3, 4.7, 12.0):
        x32 = float(np.float32(x))
        assert g32.value_and_grad(x32)[1][0] == pytest.approx(digamma_reference(x32), rel=1e-6)


def _exact_quotient(a, b, r):
    n = (Fraction(a) - Fraction(r)) / Fraction(b)
    assert n.denominator == 1
    return float(n)


def test_fmod_quotient_near_multiples():
    """a an ulp or two below k * b: a / b rounds to k, but fmod's quotient is k - 1 (then
    d fmod / d b = 1 - k, not -k). The old rule -trunc(a / b) got 9 of these wrong."""
    g = compiled(_binary("fmod"), "f")
    for k in range(1, 120):
        b = 0.1 + 0.0137 * k
        for a in (math.nextafter(k * b, 0.0), math.nextafter(math.nextafter(k * b, 0.0), 0.0), k * b):
            da, db = g.value_and_grad(a, b)[1]
            assert da == 1.0
            assert db == -_exact_quotient(a, b, math.fmod(a, b)), (a, b)


def test_remainder_quotient_near_halves():
    """remainder's quotient is a / b rounded to even: exact halves, and an ulp either side."""
    g = compiled(_binary("remainder"), "f")
    for k in range(-40, 40):
        b = 0.3 + 0.011 * abs(k)
        h = (k + 0.5) * b
        for a in (h, math.nextafter(h, -math.inf), math.nextafter(h, math.inf), float(k) + 0.5):
            bb = 1.0 if a == float(k) + 0.5 else b
            da, db = g.value_and_grad(a, bb)[1]
            assert da == 1.0
            assert db == -_exact_quotient(a, bb, math.remainder(a, bb)), (a, bb)


def test_frexp_intrinsic_is_refused():
    """llvm.frexp returns {mantissa, exponent}: libm's rule (a pointer output) does not fit it."""
    text = ("declare { double, i32 } @llvm.frexp.f64.i32(double)\n"
            "define double @f(double %x) {\n"
            "  %p = call { double, i32 } @llvm.frexp.f64.i32(double %x)\n"
            "  %m = extractvalue { double, i32 } %p, 0\n"
            "  ret double %m\n}\n")
    with pytest.raises(UnsupportedError, match="llvm.frexp"):
        compiled(text, "f")


def test_ldexp_intrinsic():
    text = ("declare double @llvm.ldexp.f64.i32(double, i32)\n"
            "define double @f(double %x, i32 %n) {\n"
            "  %s = fmul double %x, %x\n"
            "  %r = call double @llvm.ldexp.f64.i32(double %s, i32 %n)\n"
            "  ret double %r\n}\n")
    g = compiled(text, "f")
    for x, n in ((1.3, 3), (-0.7, -5), (2.5, 0), (1.1, -1000)):
        assert g.value_and_grad(x, n)[1][0] == math.ldexp(2.0 * x, n), (x, n)
