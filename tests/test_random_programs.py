"""Random programs built from the derivative rule table, differentiated and checked against
central finite differences (hypothesis).

- straight-line programs: a DAG of 3-15 operations drawn from the table's unary, binary and
  ternary float rules (instructions, intrinsics and libm spellings), each operand an earlier
  value or one of the 2-3 double arguments (half of the programs with random fast-math flags),
  passed through a domain-safe wrapper
  (log(1 + x*x), asin(0.9 * x / sqrt(1 + x*x)), ...; see `OpInfo.safe` in tests/irgen.py);
- looping programs: a counted loop ``for i in 0..n`` (n an i32 argument, 1..6; tested at the
  top, or at the bottom with values of the last iteration used after the loop) carrying one or
  two double phis updated by a random straight-line body, optionally with an if/else on a
  float comparison inside the body, and optionally a data-dependent while loop
  ``while (s < bound) s = s*1.5 + 0.1*|x| + 0.1`` (capped), nested in the body or after the loop;
- vector programs: the straight-line programs on <4 x double> lanes (permutations of the
  arguments, shufflevector), reduced with weights by llvm.vector.reduce.fadd.

Every partial is compared with central differences at two step sizes; an example whose value
or FD is not finite, or whose two FDs disagree (a kink or jump nearby), is not checked, but the
tests count those and fail if most examples were not actually checked.

ENZYMPY_RANDOM_EXAMPLES sets the number of examples per test (default 50);
ENZYMPY_RANDOM_SEED=random explores new programs instead of the fixed (derandomised) set.
"""

from __future__ import annotations

import math
import os
import sys
from collections import Counter
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from irgen import (OPS, FnBuilder, build_vector, central_fd,  # noqa: E402
                   compile_gradient, emit_op, fconst)

from enzympy.rules import RULES  # noqa: E402

MAX_EXAMPLES = int(os.environ.get("ENZYMPY_RANDOM_EXAMPLES", "50"))
SETTINGS = settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    database=None,
    derandomize=os.environ.get("ENZYMPY_RANDOM_SEED", "") != "random",
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# the table's float rules a random program can use: every rule with a domain-safe wrapper
GEN_OPS = [n for n in sorted(RULES) if n in OPS and OPS[n].safe]
# ... and those with a <4 x double> form (instructions and elementwise intrinsics)
GEN_VECTOR_OPS = [n for n in GEN_OPS if OPS[n].vector]

RTOL = 1e-5              # AD vs FD, relative to max(1, |fd|), plus the FD's own error
UNSTABLE = 1e-4          # FDs at two steps that differ by more than this: not checked
STEPS = (1e-5, 1e-6)     # relative steps of the two central differences
# fast-math flags on the operations of some straight-line programs (the domain-safe wrappers
# keep values finite, so nnan / ninf hold)
FLAGS = ["", "", "fast", "nsz", "contract", "reassoc nsz", "afn", "nnan ninf"]
MIN_CHECKED_EXAMPLES = 0.75
MIN_CHECKED_PARTIALS = 0.85


def test_generator_uses_the_table():
    assert len(GEN_OPS) >= 40, GEN_OPS
    for n in GEN_OPS:
        assert n in RULES


# ---------------------------------------------------------------------------------------------
# program generation

class Gen:
    """Draws operations with hypothesis and writes them with a FnBuilder."""

    def __init__(self, data, b: FnBuilder, t="double", fast_math=False):
        self.data = data
        self.b = b
        self.t = t
        self.fast_math = fast_math
        self.ops = GEN_OPS if t == "double" else GEN_VECTOR_OPS

    def const(self, c):
        k = fconst(c)
        if self.t == "double":
            return k
        return "<" + ", ".join([f"double {k}"] * 4) + ">"

    def draw(self, strategy, label=None):
        return self.data.draw(strategy, label=label)

    def pick(self, pool):
        return pool[self.draw(st.integers(0, len(pool) - 1))]

    def safe(self, v, how):
        b, t = self.b, self.t
        if how == "any":
            return v
        if how == "pos":                                  # 1 + v*v
            return b.fadd(b.fmul(v, v, t), self.const(1.0), t)
        if how == "sqr":                                  # v*v
            return b.fmul(v, v, t)
        kind, c = how
        assert kind == "sq"                               # c * v / sqrt(1 + v*v)
        root = b.intr("sqrt", t, b.fadd(b.fmul(v, v, t), self.const(1.0), t))
        return b.fmul(b.let(f"fdiv {t} {v}, {root}"), self.const(c), t)

    def op(self, pool):
        """One random operation on values of `pool`; returns its result."""
        name = self.draw(st.sampled_from(self.ops), label="op")
        info = OPS[name]
        flags = self.draw(st.sampled_from(FLAGS), label="flags") if self.fast_math else ""
        if info.form == "powi":
            n = self.draw(st.integers(-2, 4), label="powi n")
            x = self.safe(self.pick(pool), "pos" if n < 0 else "any")
            return emit_op(self.b, info, [x], self.t, n=n, flags=flags)
        operands = [self.safe(self.pick(pool), how) for how in info.safe]
        via = "intr"
        if info.libm and info.form != "libm" and self.t == "double":
            via = self.draw(st.sampled_from(["intr", "libm"]), label="via")
        return emit_op(self.b, info, operands, self.t, via=via, flags=flags)

    def straight_line(self, pool, n_ops):
        """n_ops operations; returns (all values made, those no later operation used)."""
        made = []
        used = set()
        for _ in range(n_ops):
            before = len(self.b.lines)
            v = self.op(pool + made)
            text = "\n".join(self.b.lines[before:])
            used |= {u for u in made if _uses(text, u)}
            made.append(v)
        return made, [v for v in made if v not in used]

    def combine(self, values):
        """A weighted sum of values (so that each contributes to the result)."""
        b, t = self.b, self.t
        acc = None
        for k, v in enumerate(values):
            w = self.draw(st.sampled_from([1.0, -0.5, 0.75, 2.0, -1.25]), label="weight")
            term = b.fmul(v, self.const(w), t)
            acc = term if acc is None else b.fadd(acc, term, t)
        return acc


def _uses(text, name):
    import re
    return re.search(re.escape(name) + r"(?![\w.])", text) is not None


@st.composite
def straight_line_programs(draw):
    n_args = draw(st.integers(2, 3), label="arguments")
    n_ops = draw(st.integers(3, 15), label="operations")
    b = FnBuilder()
    gen = Gen(_Drawer(draw), b, fast_math=draw(st.booleans(), label="fast-math flags"))
    args = [f"%x{k}" for k in range(n_args)]
    made, sinks = gen.straight_line(args, n_ops)
    out = gen.combine(sinks)
    b.raw(f"  ret double {out}")
    params = ", ".join(f"double {a}" for a in args)
    return b.module(f"define double @f({params})"), n_args, False


@st.composite
def vector_programs(draw):
    """A straight-line program on <4 x double> values: lanes are permutations of the 3 double
    arguments (insertelement, shufflevector), the result a weighted llvm.vector.reduce.fadd."""
    b = FnBuilder()
    gen = Gen(_Drawer(draw), b, "<4 x double>")
    vt = "<4 x double>"
    args = ["%x0", "%x1", "%x2"]
    perms = draw(st.lists(st.lists(st.integers(0, 2), min_size=4, max_size=4), min_size=1,
                          max_size=2), label="lanes")
    pool = [build_vector(b, [args[j] for j in perm], vt) for perm in perms]
    if draw(st.booleans(), label="shuffle"):
        mask = draw(st.lists(st.integers(0, 4 * len(pool) - 1), min_size=4, max_size=4))
        other = pool[1] if len(pool) > 1 else "poison"
        mask = [m if len(pool) > 1 else m % 4 for m in mask]
        m = ", ".join(f"i32 {k}" for k in mask)
        pool.append(b.let(f"shufflevector {vt} {pool[0]}, {vt} {other}, <4 x i32> <{m}>"))
    made, sinks = gen.straight_line(pool, draw(st.integers(2, 10), label="operations"))
    out = gen.combine(sinks)
    lanes = ", ".join(f"double {fconst(w)}" for w in (1.0, -2.0, 0.5, 3.0))
    out = b.fmul(out, f"<{lanes}>", vt)
    r = b.call("double", "llvm.vector.reduce.fadd.v4f64", [f"double {fconst(-0.0)}", f"{vt} {out}"])
    b.raw(f"  ret double {r}")
    return b.module(f"define double @f({', '.join('double ' + a for a in args)})"), 3, False


class _Drawer:
    """Lets Gen use a composite strategy's `draw` like st.data()."""

    def __init__(self, draw):
        self._draw = draw

    def draw(self, strategy, label=None):
        return self._draw(strategy)


def while_loop(gen, b, s0, x, tag):
    """while (s < bound && k < 25) s = s*1.5 + 0.1*|x| + 0.1; returns (s at exit, exit label).
    Emitted starting in the current block; ends in block while.exit.TAG."""
    bound = gen.draw(st.sampled_from(["const", "arg"]), label="bound")
    if bound == "const":
        bnd = fconst(gen.draw(st.sampled_from([1.0, 2.5, 4.0]), label="bound value"))
    else:
        bnd = gen.safe(x, "pos")
    pre = f"while.pre.{tag}"
    b.raw(f"  br label %{pre}")
    b.label(pre)
    b.raw(f"  br label %while.head.{tag}")
    b.label(f"while.head.{tag}")
    s, k = f"%ws.{tag}", f"%wk.{tag}"
    b.raw(f"  {s} = phi double [ {s0}, %{pre} ], [ %ws.next.{tag}, %while.body.{tag} ]")
    b.raw(f"  {k} = phi i32 [ 0, %{pre} ], [ %wk.next.{tag}, %while.body.{tag} ]")
    c1 = b.let(f"fcmp olt double {s}, {bnd}")
    c2 = b.let(f"icmp slt i32 {k}, 25")
    c = b.let(f"and i1 {c1}, {c2}")
    b.raw(f"  br i1 {c}, label %while.body.{tag}, label %while.exit.{tag}")
    b.label(f"while.body.{tag}")
    ax = b.intr("fabs", "double", x)
    t = b.fadd(b.fmul(s, fconst(1.5)), b.fmul(ax, fconst(0.1)))
    b.raw(f"  %ws.next.{tag} = fadd double {t}, {fconst(0.1)}")
    b.raw(f"  %wk.next.{tag} = add i32 {k}, 1")
    b.raw(f"  br label %while.head.{tag}")
    b.label(f"while.exit.{tag}")
    return s


@st.composite
def loop_programs(draw):
    n_args = draw(st.integers(2, 3), label="arguments")
    n_phis = draw(st.integers(1, 2), label="phis")
    with_if = draw(st.booleans(), label="if/else in body")
    while_at = draw(st.sampled_from(["none", "after", "nested"]), label="while loop")
    form = draw(st.sampled_from(["for", "do-while"]), label="loop form")
    b = FnBuilder()
    gen = Gen(_Drawer(draw), b)
    args = [f"%x{k}" for k in range(n_args)]

    b.label("entry")
    pre_made, _ = gen.straight_line(args, draw(st.integers(0, 3), label="prelude ops"))
    entry_pool = args + pre_made
    inits = [gen.pick(entry_pool) for _ in range(n_phis)]
    b.raw("  br label %header")

    b.label("header")
    phis = [f"%s{k}" for k in range(n_phis)]
    b.raw("  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]")
    for p, init in zip(phis, inits):
        b.raw(f"  {p} = phi double [ {init}, %entry ], [ {p}.next, %latch ]")
    if form == "for":                                     # test at the top
        b.raw("  %c = icmp slt i32 %i, %n")
        b.raw("  br i1 %c, label %body, label %exit")
        b.label("body")
    pool = entry_pool + phis
    if draw(st.booleans(), label="use i"):
        fi = b.let("sitofp i32 %i to double")
        pool.append(b.fmul(fi, fconst(0.25)))
    made, _ = gen.straight_line(pool, draw(st.integers(1, 6), label="body ops"))
    pool = pool + made
    if with_if:
        lhs, rhs = gen.pick(pool), gen.pick(pool)
        cmp = draw(st.sampled_from(["olt", "ogt", "ole", "oge"]), label="fcmp")
        c = b.let(f"fcmp {cmp} double {lhs}, {rhs}")
        b.raw(f"  br i1 {c}, label %then, label %else")
        b.label("then")
        t_made, _ = gen.straight_line(pool, draw(st.integers(1, 3), label="then ops"))
        b.raw("  br label %join")
        b.label("else")
        e_made, _ = gen.straight_line(pool, draw(st.integers(1, 3), label="else ops"))
        b.raw("  br label %join")
        b.label("join")
        m = b.let(f"phi double [ {t_made[-1]}, %then ], [ {e_made[-1]}, %else ]", "m")
        pool.append(m)
    if while_at == "nested":
        s0 = gen.safe(gen.pick(pool), ("sq", 2.0))
        pool.append(while_loop(gen, b, s0, gen.pick(args), "in"))
    for p in phis:
        v = gen.pick(pool)
        how = draw(st.sampled_from(["direct", "damped"]), label="update")
        if how == "direct":
            nxt = v
        else:                                             # 0.5 * s + squash(v)
            nxt = b.fadd(b.fmul(p, fconst(0.5)), gen.safe(v, ("sq", 1.0)))
        b.raw(f"  {p}.next = fadd double {nxt}, {fconst(0.0)}")
    b.raw("  br label %latch")
    b.label("latch")
    b.raw("  %i.next = add i32 %i, 1")
    if form == "for":
        b.raw("  br label %header")
        b.label("exit")
        outs = list(phis)
    else:                                                 # test at the bottom; values of
        b.raw("  %c = icmp slt i32 %i.next, %n")          # the last iteration live out
        b.raw("  br i1 %c, label %header, label %exit")
        b.label("exit")
        outs = [f"{p}.next" for p in phis] + [gen.pick(pool[len(entry_pool):])]
    if while_at == "after":
        s0 = gen.safe(outs[0], ("sq", 2.0))
        outs.append(while_loop(gen, b, s0, gen.pick(args), "out"))
    out = gen.combine(outs)
    b.raw(f"  ret double {out}")
    params = ", ".join([f"double {a}" for a in args] + ["i32 %n"])
    return b.module(f"define double @f({params})"), n_args, True


# ---------------------------------------------------------------------------------------------
# checking

def check_program(text, args, n_float, stats):
    """Compare every partial with central FD. Counts checked / skipped partials in stats."""
    note(text)
    note(f"args = {args!r}")
    stats["examples"] += 1
    g = compile_gradient(text, "f")
    v, grad = g.value_and_grad(*args)
    p = g(*args)
    assert (math.isnan(v) and math.isnan(p)) or v == p or math.isclose(v, p, rel_tol=1e-12), \
        f"value_and_grad returned f = {v!r}, the primal {p!r}\n{text}"
    assert len(grad) == n_float
    if not math.isfinite(v):
        stats["non-finite f"] += 1
        stats["partials skipped"] += n_float
        return
    checked = 0
    for k in range(n_float):
        fds = [central_fd(g, args, k, s * max(1.0, abs(args[k]))) for s in STEPS]
        if not all(math.isfinite(d) for d in fds):
            stats["non-finite FD"] += 1
            continue
        err = abs(fds[0] - fds[1])
        scale = max(1.0, abs(fds[1]))
        if err > UNSTABLE * scale:
            stats["unstable FD"] += 1
            continue
        tol = RTOL * scale + 4 * err
        assert abs(grad[k] - fds[1]) <= tol, \
            (f"d f/d x{k}: AD {grad[k]!r}, FD {fds[1]!r} (FD at the larger step {fds[0]!r})\n"
             f"args = {args!r}\n{text}")
        checked += 1
    stats["partials checked"] += checked
    stats["partials skipped"] += n_float - checked
    if checked == n_float:
        stats["examples checked"] += 1


def _args(seed, n_args, n=None):
    rng = np.random.default_rng(seed)
    out = [float(x) for x in rng.uniform(-1.5, 1.5, n_args)]
    return out + ([n] if n is not None else [])


def _assert_mostly_checked(stats):
    print(f"\n{dict(stats)}")
    total = stats["partials checked"] + stats["partials skipped"]
    assert stats["examples"] >= min(MAX_EXAMPLES, 10), stats
    assert stats["examples checked"] >= MIN_CHECKED_EXAMPLES * stats["examples"], \
        f"too few examples were fully checked: {dict(stats)}"
    assert stats["partials checked"] >= MIN_CHECKED_PARTIALS * total, \
        f"too many partials were skipped: {dict(stats)}"


def test_straight_line_programs():
    stats = Counter()

    @SETTINGS
    @given(straight_line_programs(), st.integers(0, 2**32 - 1))
    def run(program, seed):
        text, n_args, _ = program
        check_program(text, _args(seed, n_args), n_args, stats)

    run()
    _assert_mostly_checked(stats)


def test_loop_programs():
    stats = Counter()

    @SETTINGS
    @given(loop_programs(), st.integers(0, 2**32 - 1), st.integers(1, 6))
    def run(program, seed, n):
        text, n_args, _ = program
        check_program(text, _args(seed, n_args, n), n_args, stats)

    run()
    _assert_mostly_checked(stats)


def test_vector_programs():
    stats = Counter()

    @SETTINGS
    @given(vector_programs(), st.integers(0, 2**32 - 1))
    def run(program, seed):
        text, n_args, _ = program
        check_program(text, _args(seed, n_args), n_args, stats)

    run()
    _assert_mostly_checked(stats)
