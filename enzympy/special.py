"""Special functions that derivative rules need and libm lacks, emitted as internal IR helpers.

digamma (psi = Gamma' / Gamma) is the derivative of lgamma and, times tgamma, of tgamma. libm has
no digamma, so a small function is added to the derivative's module once: reflection
psi(x) = psi(1 - x) - pi cot(pi x) for x < 0 (cot reduced by the period first, so a large |x|
keeps its accuracy; poles give NaN), the recurrence psi(x) = psi(x + 1) - 1/x up to x >= 10, then
the asymptotic series log x - 1/(2x) - sum B_2k / (2k x^2k) to x^-14 (next term below 1e-16).
float is computed in double and rounded.
"""

from __future__ import annotations

import struct

from .emit import NVPTX_NATIVE, zero
from .ir import Value
from .irtypes import Type

PI = "0x400921FB54442D18"
NAN = "0x7FF8000000000000"
# B_2k / (2k) for k = 1..7: 1/12, -1/120, 1/252, -1/240, 1/132, -691/32760, 1/12
_SERIES = (1 / 12, -1 / 120, 1 / 252, -1 / 240, 1 / 132, -691 / 32760, 1 / 12)
F64 = "__enzympy_digamma_f64"


def _hex(x: float) -> str:
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]


def _math(b, base):
    """The name of a double math function for this target (libdevice's on a GPU), declared."""
    if b.gpu and base not in NVPTX_NATIVE:
        name = f"__nv_{base}"
    else:
        name = f"llvm.{base}.f64"
    b.declare(name, f"declare double @{name}(double)")
    return name


def _digamma_f64(b) -> str:
    log, sin, cos, floor, rnd = (_math(b, f) for f in ("log", "sin", "cos", "floor", "round"))
    # s = i2 * (c1 + i2 * (c2 + ... + i2 * c7)), Horner from the last coefficient
    lines, acc = [], _hex(_SERIES[-1])
    for k, c in enumerate(reversed(_SERIES[:-1])):
        lines.append(f"  %h{k} = fmul double %i2, {acc}")
        lines.append(f"  %g{k} = fadd double %h{k}, {_hex(c)}")
        acc = f"%g{k}"
    horner = "\n".join(lines)
    return f"""define internal double @{F64}(double %x) {{
entry:
  %neg = fcmp olt double %x, 0.0
  br i1 %neg, label %reflect, label %loop
reflect:
  %fl = call double @{floor}(double %x)
  %pole = fcmp oeq double %fl, %x
  %rd = call double @{rnd}(double %x)
  %t = fsub double %x, %rd
  %pt = fmul double %t, {PI}
  %s = call double @{sin}(double %pt)
  %c = call double @{cos}(double %pt)
  %cot = fdiv double %c, %s
  %pcot = fmul double %cot, {PI}
  %start = fneg double %pcot
  %start1 = select i1 %pole, double {NAN}, double %start
  %y = fsub double 1.0, %x
  br label %loop
loop:
  %v = phi double [ %x, %entry ], [ %y, %reflect ], [ %v1, %body ]
  %acc = phi double [ 0.0, %entry ], [ %start1, %reflect ], [ %acc1, %body ]
  %small = fcmp olt double %v, 10.0
  br i1 %small, label %body, label %tail
body:
  %inv = fdiv double 1.0, %v
  %acc1 = fsub double %acc, %inv
  %v1 = fadd double %v, 1.0
  br label %loop
tail:
  %lg = call double @{log}(double %v)
  %i = fdiv double 1.0, %v
  %i2 = fmul double %i, %i
{horner}
  %ser = fmul double %i2, {acc}
  %half = fmul double %i, 0.5
  %a = fsub double %lg, %half
  %b = fsub double %a, %ser
  %r = fadd double %b, %acc
  ret double %r
}}"""


def digamma(b, x: Value) -> Value:
    """psi(x) for a double or float x (vectors element by element), by the module's helper."""
    t = x.type
    if t.kind == "vector":
        out = zero(t)
        for k in range(t.count):
            out = b.insertelement(out, digamma(b, b.extractelement(x, k)), k)
        return out
    b.declare(F64, _digamma_f64(b))
    if t.name == "double":
        return b.call(t, F64, [x])
    # float: in double and rounded; long double and wider: in double (lgammal's derivative to
    # double precision, not the type's)
    narrow = t.width < 64
    d = b.cast("fpext" if narrow else "fptrunc", x, Type("float", "double", 64))
    r = b.call(d.type, F64, [d])
    return b.cast("fptrunc" if narrow else "fpext", r, t)
