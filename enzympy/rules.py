"""Derivative rules as data.

Every differentiable operation (an instruction opcode, an LLVM intrinsic, a libm function) has
one entry: the names of its operands and, per operand, the partial derivative written as a small
expression over those names and ``r`` (the result). Reverse mode multiplies each partial by the
result's adjoint; forward mode sums partial times tangent. Both are generated from this one table,
as Enzyme does from InstructionDerivatives.td. A user rule goes into the same table
(`register_rule`).

Operations that only move values around (select, vector and aggregate element operations) are
linear; their tangent is the same operation on tangents and their transpose is written once
in `enzympy.linear`.

Expression language (Python syntax): + - * / unary -, float literals, operand names, ``r``,
the functions in `FUNCTIONS`, ``sel(c, a, b)``, comparisons ``lt le gt ge eq`` (ordered) and
``sitofp(n)`` for an integer operand, ``ldexp(a, n)``: a * 2^n for an integer operand n,
``digamma(x)`` (`enzympy.special`), ``first(m)``: the first true lane of a vector mask (a
reduction's maximum goes to one lane, as a chain of maxnum would send it), ``lanes_product(v)``
and ``others_product(v)``: the product of a vector's lanes, and per lane that of the others.

The chain rule never multiplies a zero seed (adjoint or tangent) by an infinite partial where
the true derivative has no contribution: a partial that is a select (``sel(c, 1, 0)``: min, max,
a choice between operands) selects the seed itself, so an operand not chosen gets nothing
whatever its partial would be; and a term is zero where its seed is zero (Enzyme's checked
multiply) where `analyses.choice_zero` says a zero seed may meet an infinite partial: the terms
of `checked` rules (singular somewhere: sqrt at 0, log at 0, a division by zero) unless the
operand's sign rules the singular point out, and any term reading an infinite value (log(x) in
x * log(x)) where a choice may have made the seed zero. So ``fmax(sqrt(x), 1)``,
``x != 0 ? sin(x) / x : 1`` and ``x > 0 ? x * log(x) : 0`` have a finite derivative at x = 0.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from .emit import const_value

LN2 = "0.6931471805599453"
LN10 = "2.302585092994046"
TWO_OVER_SQRT_PI = "1.1283791670955126"


@dataclass(frozen=True)
class Rule:
    name: str
    params: tuple            # operand names, in operand order
    partials: tuple          # one expression per operand; None = not differentiable (integer)
    checked: bool = False    # a partial may be infinite or NaN: a zero seed gives a zero term
    # pointer operands the call also writes through: (operand index, what it writes: 'r', a value
    # of the result's type, or an integer type). What they write has derivative 0 (an exponent,
    # modf's integral part: a step function), so the shadow there is zeroed in both modes.
    writes: tuple = ()

    def parsed(self, k):
        return _parse(self.partials[k])


def _rule(name, params, *partials, checked=False, writes=()):
    return Rule(name, tuple(params.split()), tuple(partials), checked, writes)


RULES: dict = {}


def register_rule(name: str, params, partials, replace=False, checked=True):
    """Add a derivative rule. ``params`` is a list of operand names (or a space separated
    string), ``partials`` one expression (or None) per operand, e.g.
    ``register_rule("softplus", "x", ["1 / (1 + exp(-x))"])``. ``checked`` (the safe default):
    a zero seed gives a zero term even where a partial is infinite; pass False for partials
    finite wherever the operands are."""
    if isinstance(params, str):
        params = params.split()
    if isinstance(partials, str):
        partials = [partials]
    if len(params) != len(partials):
        raise ValueError(f"rule {name}: {len(params)} operands but {len(partials)} partials")
    if name in RULES and not replace:
        raise ValueError(f"rule {name} already exists (pass replace=True)")
    for p in partials:
        if p is not None:
            _parse(p)                                  # fail early on a typo
    RULES[name] = Rule(name, tuple(params), tuple(partials), checked)
    return RULES[name]


_BUILTIN = [
    # instructions
    _rule("fadd", "a b", "1", "1"),
    _rule("fsub", "a b", "1", "-1"),
    _rule("fmul", "a b", "b", "a"),
    _rule("fdiv", "a b", "1 / b", "-r / b", checked=True),
    # frem: r = a - n b, n = trunc of the exact a / b; (a - r) / b recovers n exactly, where the
    # rounded a / b may reach the next integer (a an ulp below a multiple of b)
    _rule("frem", "a b", "1", "-round((a - r) / b)"),
    _rule("fneg", "a", "-1"),
    _rule("fpext", "a", "1"),
    _rule("fptrunc", "a", "1"),
    # intrinsics and libm
    _rule("sqrt", "x", "0.5 / r", checked=True),
    _rule("cbrt", "x", "1 / (3 * r * r)", checked=True),
    _rule("sin", "x", "cos(x)"),
    _rule("cos", "x", "-sin(x)"),
    _rule("tan", "x", "1 + r * r"),
    _rule("asin", "x", "1 / sqrt(1 - x * x)", checked=True),
    _rule("acos", "x", "-1 / sqrt(1 - x * x)", checked=True),
    _rule("atan", "x", "1 / (1 + x * x)"),
    _rule("atan2", "y x", "x / (x * x + y * y)", "-y / (x * x + y * y)", checked=True),
    _rule("sinh", "x", "cosh(x)"),
    _rule("cosh", "x", "sinh(x)"),
    _rule("tanh", "x", "1 - r * r"),
    _rule("asinh", "x", "1 / sqrt(x * x + 1)"),
    _rule("acosh", "x", "1 / sqrt(x * x - 1)", checked=True),
    _rule("atanh", "x", "1 / (1 - x * x)", checked=True),
    _rule("exp", "x", "r"),
    _rule("exp2", "x", f"r * {LN2}"),
    _rule("exp10", "x", f"r * {LN10}"),
    _rule("expm1", "x", "r + 1"),
    _rule("log", "x", "1 / x", checked=True),
    _rule("log2", "x", f"1 / (x * {LN2})", checked=True),
    _rule("log10", "x", f"1 / (x * {LN10})", checked=True),
    _rule("log1p", "x", "1 / (1 + x)", checked=True),
    # pow: x^0 and 0^y (y > 0) are constant in the other operand (0 * inf, 0 * log 0 otherwise)
    _rule("pow", "x y", "sel(eq(y, 0), 0, y * pow(x, y - 1))", "sel(eq(x, 0), 0, r * log(x))",
          checked=True),
    # powi: x^0 is constant (0 * powi(0, -1) = 0 * inf otherwise)
    _rule("powi", "x n", "sel(eq(sitofp(n), 0), 0, sitofp(n) * powi(x, n - 1))", None, checked=True),
    _rule("fabs", "x", "copysign(1, x)"),
    _rule("fma", "a b c", "b", "a", "1"),
    _rule("fmuladd", "a b c", "b", "a", "1"),
    # min and max: the seed goes to the operand chosen (a on a tie; the other one of a NaN)
    _rule("minnum", "a b", "sel(eq(r, a), 1, 0)", "sel(eq(r, a), 0, 1)"),
    _rule("maxnum", "a b", "sel(eq(r, a), 1, 0)", "sel(eq(r, a), 0, 1)"),
    _rule("minimum", "a b", "sel(eq(r, a), 1, 0)", "sel(eq(r, a), 0, 1)"),
    _rule("maximum", "a b", "sel(eq(r, a), 1, 0)", "sel(eq(r, a), 0, 1)"),
    _rule("minimumnum", "a b", "sel(eq(r, a), 1, 0)", "sel(eq(r, a), 0, 1)"),
    _rule("maximumnum", "a b", "sel(eq(r, a), 1, 0)", "sel(eq(r, a), 0, 1)"),
    _rule("copysign", "m s", "copysign(1, m) * copysign(1, s)", "0"),
    _rule("hypot", "x y", "x / r", "y / r", checked=True),
    # |x + iy| and arg(x + iy) of C's double _Complex, passed as two doubles
    _rule("cabs", "x y", "x / r", "y / r", checked=True),
    _rule("carg", "x y", "-y / (x * x + y * y)", "x / (x * x + y * y)", checked=True),
    _rule("creal", "x y", "1", "0"),
    _rule("cimag", "x y", "0", "1"),
    _rule("erf", "x", f"{TWO_OVER_SQRT_PI} * exp(-x * x)"),
    _rule("erfc", "x", f"-{TWO_OVER_SQRT_PI} * exp(-x * x)"),
    # libm functions with an integer operand or a pointer output (its partial: None)
    _rule("ldexp", "x n", "ldexp(1, n)", None),
    # frexp: m = x * 2^-e, so dm/dx = 2^-e = m / x exactly (1 at 0, where frexp gives e = 0)
    _rule("frexp", "x e", "sel(eq(x, 0), 1, r / x)", None, writes=((1, "i32"),)),
    _rule("modf", "x ip", "1", None, writes=((1, "r"),)),
    _rule("lgamma", "x", "digamma(x)"),
    _rule("lgamma_r", "x s", "digamma(x)", None, writes=((1, "i32"),)),
    _rule("tgamma", "x", "r * digamma(x)"),
    # remainder: r = x - n y with n = x / y rounded to even, recovered exactly as (x - r) / y
    # (x / y itself may round onto the other side of a half)
    _rule("remainder", "x y", "1", "-round((x - r) / y)"),
    _rule("nextafter", "x y", "1", "0"),
    _rule("floor", "x", "0"),
    _rule("ceil", "x", "0"),
    _rule("trunc", "x", "0"),
    _rule("round", "x", "0"),
    _rule("roundeven", "x", "0"),
    _rule("rint", "x", "0"),
    _rule("nearbyint", "x", "0"),
    # vector reductions: the start value then the vector
    _rule("vector.reduce.fadd", "s v", "1", "1"),
    # a product's partial is the product of the other factors (not r / v: 0 / 0 at a zero lane)
    _rule("vector.reduce.fmul", "s v", "lanes_product(v)", "s * others_product(v)"),
    _rule("vector.reduce.fmax", "v", "sel(first(eq(v, r)), 1, 0)"),
    _rule("vector.reduce.fmin", "v", "sel(first(eq(v, r)), 1, 0)"),
    _rule("vector.reduce.fmaximum", "v", "sel(first(eq(v, r)), 1, 0)"),
    _rule("vector.reduce.fminimum", "v", "sel(first(eq(v, r)), 1, 0)"),
]
for _r in _BUILTIN:
    RULES[_r.name] = _r

@dataclass(frozen=True)
class StructRule:
    """A library call returning two floats (a complex number, C99's `double _Complex` as
    clang passes it: `{double, double}`, or `<2 x float>` for float): per result field, one
    partial per operand, over the operand names and ``r0``, ``r1`` (the result's fields)."""
    name: str
    params: tuple
    fields: tuple            # fields[j][k]: d result_j / d operand_k
    checked: bool = False
    writes: tuple = ()       # as Rule's: none (the analyses that ask a call's rule read it)
    packed: bool = False     # operands 2i and 2i+1 are the lanes of <2 x float> argument i (cexpf, cpowf)

    def parsed(self, j, k):
        return _parse(self.fields[j][k])


def _crule(name, params, re, im, checked=False):
    return StructRule(name, tuple(params.split()), (tuple(re), tuple(im)), checked)


def _holo(name, p, q, checked=False):
    """A holomorphic f(x + iy) whose derivative is p + iq."""
    return _crule(name, "x y", (p, f"-({q})"), (q, p), checked)


def _reciprocal(name, a, b, negated=False):
    """A holomorphic f whose derivative is 1 / (a + ib) (or -1 / (a + ib)): (a - ib) / (a^2 + b^2)."""
    den = f"(({a}) * ({a}) + ({b}) * ({b}))"
    sign = "-" if negated else ""
    return _holo(name, f"{sign}({a}) / {den}", f"{'' if negated else '-'}({b}) / {den}", checked=True)


_LN10 = "2.302585092994046"
# cpow's partials, z = a + ib, w = c + id, f = r0 + i r1: w f / z and f log z as (re, im). At
# z = 0 (where cpow is 0, and log z is not finite): d/dz is 1 for w = 1, 0 for re w > 1 (w z^(w-1)),
# NaN otherwise; d/dw is 0 (as pow's d/dy at x = 0).
_WF = ("(c * r0 - d * r1)", "(c * r1 + d * r0)")
_Z0, _W1 = "eq(fabs(a) + fabs(b), 0)", "eq(fabs(c - 1) + fabs(d), 0)"


def _dz_at_zero(expr, at_one):
    return f"sel({_Z0}, sel({_W1}, {at_one}, sel(gt(c, 1), 0, {expr})), {expr})"


_CPOW_DZ = (_dz_at_zero(f"({_WF[0]} * a + {_WF[1]} * b) / (a * a + b * b)", 1),
            _dz_at_zero(f"({_WF[1]} * a - {_WF[0]} * b) / (a * a + b * b)", 0))
_CPOW_DW = (f"sel({_Z0}, 0, r0 * 0.5 * log(a * a + b * b) - r1 * atan2(b, a))",
            f"sel({_Z0}, 0, r0 * atan2(b, a) + r1 * 0.5 * log(a * a + b * b))")


# (a + bi)(c + di) and (a + bi) / (c + di), as clang calls them for std::complex and C's _Complex
# without -ffast-math (C99 Annex G: the same value where the naive formula is finite); the
# quotient's partials: 1 / (c + di) for a + bi, -q / (c + di) for c + di, as 2x2 real blocks.
_DEN = "(c * c + d * d)"
STRUCT_RULES = {r.name: r for r in (
    _crule("__muldc3", "a b c d", ("c", "-d", "a", "-b"), ("d", "c", "b", "a")),
    _crule("__divdc3", "a b c d",
           (f"c / {_DEN}", f"d / {_DEN}", f"-(r0 * c + r1 * d) / {_DEN}", f"(r1 * c - r0 * d) / {_DEN}"),
           (f"-d / {_DEN}", f"c / {_DEN}", f"(r0 * d - r1 * c) / {_DEN}", f"-(r0 * c + r1 * d) / {_DEN}"),
           checked=True),
    # holomorphic functions of x + iy, f' = p + iq: d/dx = (p, q), d/dy = (-q, p)
    _crule("cexp", "x y", ("r0", "-r1"), ("r1", "r0")),
    _holo("csin", "cos(x) * cosh(y)", "-(sin(x) * sinh(y))"),              # f' = cos z
    _holo("ccos", "-(sin(x) * cosh(y))", "-(cos(x) * sinh(y))"),           # f' = -sin z
    _holo("csinh", "cosh(x) * cos(y)", "sinh(x) * sin(y)"),                # f' = cosh z
    _holo("ccosh", "sinh(x) * cos(y)", "cosh(x) * sin(y)"),                # f' = sinh z
    _holo("ctan", "1 + r0 * r0 - r1 * r1", "2 * r0 * r1"),                # f' = 1 + tan^2 z
    _holo("ctanh", "1 - r0 * r0 + r1 * r1", "-2 * r0 * r1"),              # f' = 1 - tanh^2 z
    _crule("clog", "x y", ("x / (x * x + y * y)", "y / (x * x + y * y)"),
           ("-y / (x * x + y * y)", "x / (x * x + y * y)"), checked=True),
    _crule("csqrt", "x y", ("r0 / (2 * (r0 * r0 + r1 * r1))", "r1 / (2 * (r0 * r0 + r1 * r1))"),
           ("-r1 / (2 * (r0 * r0 + r1 * r1))", "r0 / (2 * (r0 * r0 + r1 * r1))"), checked=True),
    _holo("clog10", f"x / ((x * x + y * y) * {_LN10})", f"-y / ((x * x + y * y) * {_LN10})", checked=True),
    # the inverse functions through their result w: asin' = 1 / cos w, acos' = -1 / sin w,
    # asinh' = 1 / cosh w, acosh' = 1 / sinh w; atan' = 1 / (1 + z^2), atanh' = 1 / (1 - z^2)
    _reciprocal("casin", "cos(r0) * cosh(r1)", "-(sin(r0) * sinh(r1))"),
    _reciprocal("cacos", "sin(r0) * cosh(r1)", "cos(r0) * sinh(r1)", negated=True),
    _reciprocal("casinh", "cosh(r0) * cos(r1)", "sinh(r0) * sin(r1)"),
    _reciprocal("cacosh", "sinh(r0) * cos(r1)", "cosh(r0) * sin(r1)"),
    _reciprocal("catan", "1 + x * x - y * y", "2 * x * y"),
    _reciprocal("catanh", "1 - x * x + y * y", "-2 * x * y"),
    # z^w = exp(w log z): d/dz = w z^w / z, d/dw = z^w log z (_CPOW_DZ, _CPOW_DW)
    _crule("cpow", "a b c d",
           (_CPOW_DZ[0], f"-({_CPOW_DZ[1]})", _CPOW_DW[0], f"-({_CPOW_DW[1]})"),
           (_CPOW_DZ[1], _CPOW_DZ[0], _CPOW_DW[1], _CPOW_DW[0]), checked=True),
    # the projection onto the Riemann sphere is z itself for every finite z
    _crule("cproj", "x y", ("1", "0"), ("0", "1")),
    _crule("conj", "x y", ("1", "0"), ("0", "-1")),
)}
STRUCT_RULES["__mulsc3"] = replace(STRUCT_RULES["__muldc3"], name="__mulsc3")     # float: <2 x float>
STRUCT_RULES["__divsc3"] = replace(STRUCT_RULES["__divdc3"], name="__divsc3")
# the float functions take their complex packed in a <2 x float> too; cabsf and cargf return one
# float (a single field, r0)
for _n in ("cexp", "clog", "csqrt", "csin", "ccos", "csinh", "ccosh", "ctan", "ctanh", "clog10", "casin", "cacos",
           "casinh", "cacosh", "catan", "catanh", "cpow", "cproj", "conj"):
    STRUCT_RULES[_n + "f"] = replace(STRUCT_RULES[_n], name=_n + "f", packed=True)
STRUCT_RULES["cabsf"] = StructRule("cabsf", ("x", "y"), (("x / r0", "y / r0"),), True, packed=True)
STRUCT_RULES["cargf"] = StructRule("cargf", ("x", "y"), (("-y / (x * x + y * y)", "x / (x * x + y * y)"),),
                                   True, packed=True)
STRUCT_RULES["crealf"] = StructRule("crealf", ("x", "y"), (("1", "0"),), packed=True)
STRUCT_RULES["cimagf"] = StructRule("cimagf", ("x", "y"), (("0", "1"),), packed=True)


# c / b with c a finite nonzero constant (1 / x): d/db = -c / b^2 = -r * r / c, with no division
# (1 / c folds; Enzyme's reciprocal rule). Not for c = 0 (0 / b is constant: -r * r / 0 is NaN)
# nor an infinite c.
RECIPROCAL = Rule("fdiv", ("a", "b"), ("1 / b", "-r * r * (1 / a)"), checked=True)


def instruction_rule(inst):
    """The rule of an instruction's opcode (None if it has none): `RECIPROCAL` for a division
    of a finite nonzero constant."""
    if inst.opcode == "fdiv" and _finite_nonzero(inst.ops[0]):
        return RECIPROCAL
    return RULES.get(inst.opcode)


def _finite_nonzero(v) -> bool:
    try:
        c = const_value(v)
    except (ValueError, IndexError):
        return False
    return c is not None and c != 0.0 and c == c and abs(c) != float("inf")


# libm spellings that share a rule
ALIASES = {"fmin": "minnum", "fmax": "maxnum", "fmod": "frem", "scalbn": "ldexp"}
# other spellings of libm functions, registered by front ends (`register_alias`): Numba's helpers
FRONT_END_ALIASES: dict = {}


def register_alias(name: str, target: str):
    """Let the library function `name` use the rule of `target` (numba_gamma -> tgamma)."""
    if target not in RULES:
        raise ValueError(f"alias {name}: no rule {target}")
    FRONT_END_ALIASES[name] = target

# operations whose derivative is zero whatever their operands (no operand may be active)
INACTIVE_OPS = {"sitofp", "uitofp", "fptosi", "fptoui", "fcmp", "icmp", "ptrtoint",
                "is.fpclass"}


def lookup(name: str):
    """Rule for an opcode, an intrinsic (llvm.sin.f64), a libm function (sinf) or its
    libdevice twin on NVPTX (__nv_sinf, __nv_fast_sinf)."""
    if name.startswith("__nv_"):
        name = name[len("__nv_fast_"):] if name.startswith("__nv_fast_") else name[len("__nv_"):]
        if name.startswith("llvm."):
            return None
    if name.startswith("llvm."):
        base = intrinsic_base(name)
        r = RULES.get(ALIASES.get(base, base))
        # llvm.frexp and llvm.modf return a struct, not the pointer writes of the libm rule
        return None if r is None or r.writes else r
    if name in STRUCT_RULES:
        return STRUCT_RULES[name]
    for base in _spellings(name):
        base = FRONT_END_ALIASES.get(base, base)
        base = ALIASES.get(base, base)
        if base in RULES:
            return RULES[base]
    return None


def _spellings(name: str):
    """The name, then the double function's name if it may be a float or long double version
    (sinf, sinl: sin)."""
    if name.endswith(("f_r", "l_r")):
        return (name, name[:-3] + "_r")
    return (name, name[:-1]) if name.endswith(("f", "l")) else (name,)


@lru_cache(maxsize=None)
def intrinsic_base(name: str) -> str:
    """llvm.sin.f64 -> sin; llvm.vector.reduce.fadd.v4f64 -> vector.reduce.fadd."""
    parts = name.split(".")[1:]
    while parts and _is_type_suffix(parts[-1]):
        parts.pop()
    return ".".join(parts)


_TYPE_SUFFIX = re.compile(r"(v\d+)?(f16|bf16|f32|f64|f80|f128|i\d+|p\d+)")


def _is_type_suffix(p: str) -> bool:
    return bool(_TYPE_SUFFIX.fullmatch(p))


_PARSED = {}


def _parse(expr: str):
    if expr not in _PARSED:
        try:
            _PARSED[expr] = ast.parse(expr, mode="eval").body
        except SyntaxError as e:
            raise ValueError(f"bad derivative expression {expr!r}: {e.msg}") from None
    return _PARSED[expr]


def names_used(expr: str) -> set:
    """Operand names (and 'r') an expression reads: what the reverse pass must keep."""
    return set(_names_used(expr)) if expr is not None else set()


@lru_cache(maxsize=None)
def _names_used(expr: str) -> frozenset:
    tree = _parse(expr)
    called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    return frozenset(n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and id(n) not in called)
