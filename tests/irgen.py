"""Shared helpers for the rule and random-program tests: an operation catalogue keyed by the
names of ``enzympy.rules.RULES``, small LLVM IR text builders and finite-difference checks.

The catalogue (`OPS`) says, for every derivative rule, how to spell the operation in IR (an
instruction, an ``llvm.*`` intrinsic, a libm call, a vector reduction), where its operands may
be sampled (`OpInfo.domain`, `OpInfo.valid`) and how a random program keeps an arbitrary value
inside that domain (`OpInfo.safe`). A rule added to the table without an entry here makes
``tests/test_rules.py`` fail, so the catalogue cannot silently fall behind the table.
"""

from __future__ import annotations

import functools
import math
import re
import zlib
from dataclasses import dataclass

import numpy as np

from enzympy.rules import RULES, lookup

# ---------------------------------------------------------------------------------------------
# operand domains
R3 = ((-3.0, 3.0),)
R2 = ((-2.0, 2.0),)
NZ = ((-3.0, -0.2), (0.2, 3.0))       # away from zero, both signs
POS = ((0.1, 4.0),)
ROUNDING = ((-5.0, 5.0),)
GAMMA = ((-2.8, -2.2), (-1.8, -1.2), (-0.8, -0.2), (0.2, 6.0))      # away from the poles


def _frac_away(x, d=0.01):
    """x is at least d away from an integer and from an integer + 1/2."""
    f = x - math.floor(x)
    return min(f, 1 - f) > d and abs(f - 0.5) > d


def _distinct(*xs, d=0.02):
    xs = sorted(xs)
    return all(b - a > d for a, b in zip(xs, xs[1:]))


def _frem_ok(a, b, d=1e-3):
    q = a / b
    f = q - math.floor(q)
    return min(f, 1 - f) > d


def _remainder_ok(a, b, d=1e-3):
    """remainder jumps where a / b is an integer plus 1/2."""
    q = a / b
    return abs(q - math.floor(q) - 0.5) > d


def _frexp_ok(x, d=0.01):
    """frexp's mantissa jumps (from 1 to 1/2) at the powers of 2."""
    e = math.log2(abs(x))
    return abs(e - round(e)) > d


def float_name(name):
    """libm's float spelling of a double function: sinf, lgammaf_r."""
    return name[:-2] + "f_r" if name.endswith("_r") else name + "f"


@dataclass(frozen=True)
class OpInfo:
    """How to exercise one rule of the table.

    form: 'binop' (fadd a, b), 'unop' (fneg a), 'intr' (llvm.NAME.f64, optionally libm too),
          'libm' (a libm function only), 'powi' (llvm.powi.f64.i32), 'cast' (fpext, fptrunc),
          'reduce' (llvm.vector.reduce.NAME.v4f64), 'ldexp' (llvm.ldexp.f64.i32 or the libm
          call, with an i32 exponent), 'ptrout' (a libm call writing through a pointer to a
          local: frexp, modf)
    domain: one tuple of (lo, hi) intervals per floating operand (for 'reduce': the start value,
          if any, then one entry used for each of the four lanes)
    valid: optional predicate on the sampled point (floats, in operand order) to reject
          points near a kink, jump or branch cut
    zero: the derivative is zero everywhere on the domain (floor and friends)
    libm: libm spellings of the double function (the float one appends 'f')
    f32 / vector: the float and the <4 x double> variants exist
    safe: per operand, how a random program maps an arbitrary value into the domain:
          'any', 'pos' (1 + x*x), 'sqr' (x*x), or ('sq', c): c * x / sqrt(1 + x*x)
    """

    name: str
    form: str
    domain: tuple
    valid: object = None
    zero: bool = False
    libm: tuple = ()
    f32: bool = True
    vector: bool = True
    safe: tuple = ()
    ints: tuple = ()          # powi: exponents to test

    @property
    def nfloat(self):
        return len(self.domain)

    @property
    def nint(self):
        """Operands that are no float: an integer exponent, a pointer written to."""
        return int(self.form in ("powi", "ldexp", "ptrout"))


def _op(name, form, domain, **kw):
    return OpInfo(name, form, tuple(domain), **kw)


_ANY1 = ("any",)
_ANY2 = ("any", "any")
_ANY3 = ("any", "any", "any")

_CATALOGUE = [
    # instructions
    _op("fadd", "binop", [R3, R3], safe=_ANY2),
    _op("fsub", "binop", [R3, R3], safe=_ANY2),
    _op("fmul", "binop", [R3, R3], safe=_ANY2),
    _op("fdiv", "binop", [R3, NZ], safe=("any", "pos")),
    _op("frem", "binop", [((-6.0, 6.0),), ((-2.5, -0.6), (0.6, 2.5))],
        valid=lambda a, b: _frem_ok(a, b), libm=("fmod",), safe=("any", "pos")),
    _op("fneg", "unop", [R3], safe=_ANY1),
    _op("freeze", "unop", [R3], safe=_ANY1),
    _op("fpext", "cast", [R3], f32=False, vector=False),
    _op("fptrunc", "cast", [R3], f32=False, vector=False),
    # intrinsics (most also in libm)
    _op("sqrt", "intr", [POS], libm=("sqrt",), safe=("pos",)),
    _op("cbrt", "libm", [((-4.0, -0.1), (0.1, 4.0))], libm=("cbrt",), vector=False, safe=("pos",)),
    _op("sin", "intr", [((-4.0, 4.0),)], libm=("sin",), safe=_ANY1),
    _op("cos", "intr", [((-4.0, 4.0),)], libm=("cos",), safe=_ANY1),
    _op("tan", "intr", [((-1.3, 1.3),)], libm=("tan",), safe=(("sq", 1.3),)),
    _op("asin", "intr", [((-0.9, 0.9),)], libm=("asin",), safe=(("sq", 0.9),)),
    _op("acos", "intr", [((-0.9, 0.9),)], libm=("acos",), safe=(("sq", 0.9),)),
    _op("atan", "intr", [((-4.0, 4.0),)], libm=("atan",), safe=_ANY1),
    _op("atan2", "intr", [R2, NZ], valid=lambda y, x: not (x < 0 and abs(y) < 0.05),
        libm=("atan2",), safe=_ANY2),
    _op("sinh", "intr", [R2], libm=("sinh",), safe=(("sq", 2.0),)),
    _op("cosh", "intr", [R2], libm=("cosh",), safe=(("sq", 2.0),)),
    _op("tanh", "intr", [R2], libm=("tanh",), safe=_ANY1),
    _op("asinh", "libm", [R2], libm=("asinh",), vector=False, safe=_ANY1),
    _op("acosh", "libm", [((1.1, 4.0),)], libm=("acosh",), vector=False, safe=("pos",)),
    _op("atanh", "libm", [((-0.9, 0.9),)], libm=("atanh",), vector=False, safe=(("sq", 0.9),)),
    _op("exp", "intr", [R2], libm=("exp",), safe=(("sq", 2.0),)),
    _op("exp2", "intr", [R2], libm=("exp2",), safe=(("sq", 2.0),)),
    _op("exp10", "intr", [((-1.5, 1.5),)], libm=("exp10",), safe=(("sq", 1.5),)),
    _op("expm1", "libm", [R2], libm=("expm1",), vector=False, safe=(("sq", 2.0),)),
    _op("log", "intr", [POS], libm=("log",), safe=("pos",)),
    _op("log2", "intr", [POS], libm=("log2",), safe=("pos",)),
    _op("log10", "intr", [POS], libm=("log10",), safe=("pos",)),
    _op("log1p", "libm", [((-0.8, 4.0),)], libm=("log1p",), vector=False, safe=("sqr",)),
    _op("pow", "intr", [((0.2, 3.0),), ((-2.5, 2.5),)], libm=("pow",), safe=("pos", ("sq", 2.0))),
    _op("powi", "powi", [NZ], ints=(-3, -1, 0, 1, 2, 3, 5), safe=("pos",)),
    _op("fabs", "intr", [NZ], libm=("fabs",), safe=_ANY1),
    _op("fma", "intr", [R3, R3, R3], libm=("fma",), safe=_ANY3),
    _op("fmuladd", "intr", [R3, R3, R3], safe=_ANY3),
    _op("minnum", "intr", [R3, R3], valid=_distinct, libm=("fmin",), safe=_ANY2),
    _op("maxnum", "intr", [R3, R3], valid=_distinct, libm=("fmax",), safe=_ANY2),
    _op("minimum", "intr", [R3, R3], valid=_distinct, safe=_ANY2),
    _op("maximum", "intr", [R3, R3], valid=_distinct, safe=_ANY2),
    _op("minimumnum", "intr", [R3, R3], valid=_distinct, safe=_ANY2),
    _op("maximumnum", "intr", [R3, R3], valid=_distinct, safe=_ANY2),
    _op("copysign", "intr", [NZ, NZ], libm=("copysign",), safe=_ANY2),
    _op("hypot", "libm", [NZ, NZ], libm=("hypot",), vector=False, safe=_ANY2),
    # C's double _Complex as two doubles (cabsf / cargf take a <2 x float>: not these forms)
    _op("cabs", "libm", [NZ, NZ], libm=("cabs",), vector=False, f32=False, safe=_ANY2),
    _op("carg", "libm", [NZ, R2], valid=lambda x, y: not (x < 0 and abs(y) < 0.05), libm=("carg",),
        vector=False, f32=False, safe=_ANY2),
    _op("creal", "libm", [R3, R3], libm=("creal",), vector=False, f32=False, safe=_ANY2),
    _op("cimag", "libm", [R3, R3], libm=("cimag",), vector=False, f32=False, safe=_ANY2),
    _op("erf", "libm", [R2], libm=("erf",), vector=False, safe=_ANY1),
    _op("erfc", "libm", [R2], libm=("erfc",), vector=False, safe=_ANY1),
    _op("ldexp", "ldexp", [R3], ints=(-3, 0, 2, 7), libm=("ldexp", "scalbn"), vector=False),
    _op("frexp", "ptrout", [((-40.0, -0.01), (0.01, 40.0))], valid=_frexp_ok, libm=("frexp",),
        vector=False),
    _op("modf", "ptrout", [ROUNDING], valid=_frac_away, libm=("modf",), vector=False),
    _op("lgamma", "libm", [GAMMA], libm=("lgamma",), vector=False),
    _op("lgamma_r", "ptrout", [GAMMA], libm=("lgamma_r",), vector=False),
    _op("tgamma", "libm", [GAMMA], libm=("tgamma",), vector=False),
    _op("remainder", "libm", [((-6.0, 6.0),), ((-2.5, -0.6), (0.6, 2.5))], valid=_remainder_ok,
        libm=("remainder",), vector=False),
    _op("nextafter", "libm", [R3, R3], valid=_distinct, libm=("nextafter",), vector=False),
    _op("floor", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("floor",), safe=_ANY1),
    _op("ceil", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("ceil",), safe=_ANY1),
    _op("trunc", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("trunc",), safe=_ANY1),
    _op("round", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("round",), safe=_ANY1),
    _op("roundeven", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("roundeven",),
        safe=_ANY1),
    _op("rint", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("rint",), safe=_ANY1),
    _op("nearbyint", "intr", [ROUNDING], valid=_frac_away, zero=True, libm=("nearbyint",),
        safe=_ANY1),
    # vector reductions: domain = (start,) + (lane,) or just (lane,)
    _op("vector.reduce.fadd", "reduce", [R3, R3], vector=False),
    _op("vector.reduce.fmul", "reduce", [NZ, ((-2.0, -0.5), (0.5, 2.0))], vector=False),
    _op("vector.reduce.fmax", "reduce", [R3], valid=_distinct, vector=False),
    _op("vector.reduce.fmin", "reduce", [R3], valid=_distinct, vector=False),
    _op("vector.reduce.fmaximum", "reduce", [R3], valid=_distinct, vector=False),
    _op("vector.reduce.fminimum", "reduce", [R3], valid=_distinct, vector=False),
]

OPS = {o.name: o for o in _CATALOGUE}


def libm_pairs():
    """(libm name, rule name) for every libm spelling in the catalogue."""
    return [(n, o.name) for o in _CATALOGUE for n in o.libm]


# ---------------------------------------------------------------------------------------------
# sampling

def rng_for(*key):
    return np.random.default_rng(zlib.crc32(repr(key).encode()))


def sample_interval(rng, intervals):
    widths = np.array([hi - lo for lo, hi in intervals])
    k = rng.choice(len(intervals), p=widths / widths.sum())
    lo, hi = intervals[k]
    return float(rng.uniform(lo, hi))


def sample_points(info: OpInfo, rng, n_points, lanes=1):
    """n_points lists of operand values; with lanes=4, each operand gets 4 lanes (lane-major
    within the operand), and `valid` is checked per lane."""
    out = []
    tries = 0
    while len(out) < n_points:
        tries += 1
        assert tries < 10000, f"cannot sample a valid point for {info.name}"
        if info.form == "reduce":
            start = [sample_interval(rng, info.domain[0])] if len(info.domain) == 2 else []
            lanes_v = [sample_interval(rng, info.domain[-1]) for _ in range(4)]
            if info.valid and not info.valid(*lanes_v):
                continue
            out.append(start + lanes_v)
            continue
        ops = [[sample_interval(rng, d) for _ in range(lanes)] for d in info.domain]
        if info.valid and not all(info.valid(*[o[j] for o in ops]) for j in range(lanes)):
            continue
        out.append([v for o in ops for v in o])
    return out


# ---------------------------------------------------------------------------------------------
# IR text building

SUFFIX = {"double": "f64", "float": "f32", "<4 x double>": "v4f64", "<4 x float>": "v4f32"}


def scalar_of(t):
    return t.split(" x ")[-1].rstrip(">") if t.startswith("<") else t


def fconst(x, t="double"):
    """An LLVM floating constant of type t (exact hex for float, which must be representable)."""
    if scalar_of(t) == "float":
        x = float(np.float32(x))
    return "0x%016X" % np.float64(x).view(np.uint64)


class FnBuilder:
    """Collects the instructions of one function; `let` names a value, `decl` a callee."""

    def __init__(self):
        self.lines = []
        self.decls = {}
        self.n = 0

    def tmp(self, hint="t"):
        self.n += 1
        return f"%{hint}.{self.n}"

    def let(self, rhs, hint="t"):
        name = self.tmp(hint)
        self.lines.append(f"  {name} = {rhs}")
        return name

    def raw(self, line):
        self.lines.append(line)

    def label(self, name):
        self.lines.append(f"{name}:")

    def decl(self, ret, name, params):
        self.decls[name] = f"declare {ret} @{name}({', '.join(params)})"

    def call(self, ret, name, typed_args, params=None, flags=""):
        if params is None:
            params = [a.rsplit(" ", 1)[0] for a in typed_args]
        self.decl(ret, name, params)
        fl = f"{flags} " if flags else ""
        return self.let(f"call {fl}{ret} @{name}({', '.join(typed_args)})")

    def module(self, header):
        body = "\n".join(self.lines)
        decls = "\n".join(sorted(self.decls.values()))
        return f"{decls}\n\n{header} {{\n{body}\n}}\n"

    # helpers used by random programs
    def fadd(self, a, b, t="double"):
        return self.let(f"fadd {t} {a}, {b}")

    def fmul(self, a, b, t="double"):
        return self.let(f"fmul {t} {a}, {b}")

    def intr(self, name, t, *args):
        return self.call(t, f"llvm.{name}.{SUFFIX[t]}", [f"{t} {a}" for a in args])


def emit_op(b: FnBuilder, info: OpInfo, args, t="double", via="intr", libm_name=None, n=None,
            flags=""):
    """Emit the operation of `info` on SSA names `args` (type t); returns the result's name.
    via='libm' calls libm_name (or the rule's first libm spelling), 'f'-suffixed for float.
    powi takes the integer exponent `n` (an SSA name or a constant) as i32. flags: fast-math
    flags ('fast', 'nsz contract', ...), ignored for freeze."""
    form = info.form
    fl = f"{flags} " if flags else ""
    if via == "libm" and info.libm and form not in ("libm", "ldexp", "ptrout"):
        form = "libm"
    if form == "ldexp":
        if via == "libm":
            name = libm_name or info.libm[0]
            return b.call(t, name if t == "double" else float_name(name), [f"{t} {args[0]}", f"i32 {n}"],
                          flags=flags)
        return b.call(t, f"llvm.ldexp.{SUFFIX[t]}.i32", [f"{t} {args[0]}", f"i32 {n}"], flags=flags)
    if form == "ptrout":                  # the value written through the pointer is dropped
        what = RULES[info.name].writes[0][1]
        p = b.let(f"alloca {t if what == 'r' else what}", "out")
        name = libm_name or info.libm[0]
        return b.call(t, name if t == "double" else float_name(name), [f"{t} {args[0]}", f"ptr {p}"],
                      flags=flags)
    if form == "binop":
        return b.let(f"{info.name} {fl}{t} {args[0]}, {args[1]}")
    if form == "unop":
        return b.let(f"{info.name} {'' if info.name == 'freeze' else fl}{t} {args[0]}")
    if form == "powi":
        return b.call(t, f"llvm.powi.{SUFFIX[t]}.i32", [f"{t} {args[0]}", f"i32 {n}"],
                      flags=flags)
    if form == "libm" or via == "libm":
        name = libm_name or info.libm[0]
        if t == "float":
            name = float_name(name)
        assert t in ("double", "float"), "libm calls are scalar"
        return b.call(t, name, [f"{t} {a}" for a in args], flags=flags)
    if form == "intr":
        return b.call(t, f"llvm.{info.name}.{SUFFIX[t]}", [f"{t} {a}" for a in args],
                      flags=flags)
    raise ValueError(f"emit_op cannot emit {info.name} ({form})")


def build_vector(b: FnBuilder, scalars, t="<4 x double>"):
    st = scalar_of(t)
    v = "poison"
    for j, s in enumerate(scalars):
        v = b.let(f"insertelement {t} {v}, {st} {s}, i32 {j}", "v")
    return v


# ---------------------------------------------------------------------------------------------
# what the optimiser left: which rules a function still uses

_CALL = re.compile(r"\bcall\b[^@]*@([-\w.$]+)\(")
_DEF = re.compile(r"^define [^@]*@([-\w.$]+)\(", re.M)


def function_body(module_text, fn):
    for m in _DEF.finditer(module_text):
        if m.group(1) == fn:
            end = module_text.index("\n}", m.end())
            return module_text[m.start():end]
    raise KeyError(fn)


def optimised_text(g):
    """The module a CompiledGradient differentiated: the user's IR after the pre-AD pipeline."""
    return g.diff.W.text


def rules_used(module_text, fn):
    """Rule names used by the instructions of @fn (after the pre-AD optimiser)."""
    used = set()
    for line in function_body(module_text, fn).splitlines()[1:]:
        line = line.strip()
        if not line or line.endswith(":") or line.startswith(";"):
            continue
        m = _CALL.search(line)
        if m:
            r = lookup(m.group(1))
        else:
            rhs = line.split("=", 1)[1].strip() if re.match(r"^%[-\w.$\"]+ =", line) else line
            r = RULES.get(rhs.split()[0]) if rhs else None
        if r is not None:
            used.add(r.name)
    return used


# ---------------------------------------------------------------------------------------------
# compiling and checking

# Every CompiledGradient made by the tests stays alive until the process ends: dropping one
# disposes its MCJIT engine, which also frees the target machine that enzympy.ir caches and
# shares (llvmlite hands its ownership to the engine), and the next JIT then crashes the
# interpreter. tests/test_rules.py::test_dropping_a_compiled_gradient checks that bug in a
# subprocess; keeping the objects here stops it from killing the whole test session.
_KEEP_ALIVE = []


def compile_gradient(ll_text, fn_name, active=None):
    from enzympy.runtime.wrappers import CompiledGradient
    g = CompiledGradient(ll_text, fn_name, None if active is None else list(active))
    _KEEP_ALIVE.append(g)
    return g


@functools.lru_cache(maxsize=None)
def compiled(ll_text, fn_name, active=None):
    return compile_gradient(ll_text, fn_name, active)


def central_fd(f, args, k, h, is_float=False):
    """Central difference of f in argument k with step h (relative to the rounded step when
    the argument is a float)."""
    xp, xm = list(args), list(args)
    p, m = args[k] + h, args[k] - h
    if is_float:
        p, m = float(np.float32(p)), float(np.float32(m))
    xp[k], xm[k] = p, m
    return (f(*xp) - f(*xm)) / (p - m)


def fd_step(x, rel):
    return rel * max(1.0, abs(x))
