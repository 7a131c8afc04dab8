"""Derivatives of operations that choose an operand (min, max, reductions, select) and of
singular partials: the seed goes only to the operand chosen, and a zero seed never meets an
infinite partial (0 * inf = NaN). The C program tests/c/singular.c covers the same at clang's
optimisation levels; these check the IR forms directly, in reverse and forward mode."""

import math

import pytest

from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient


def _both(ll, args, name="f"):
    """Reverse-mode gradient and the forward-mode tangent along each coordinate."""
    cg = CompiledGradient(ll, name)
    value, grads = cg.value_and_grad(*args)
    ct = CompiledTangent(ll, name)
    fwd = []
    for k in range(len(args)):
        e = [0.0] * len(args)
        e[k] = 1.0
        fwd.append(ct.jvp(*args, *e)[1])
    return cg, value, list(grads), fwd


def _fd(f, args, k, h=1e-6):
    up, dn = list(args), list(args)
    up[k] += h
    dn[k] -= h
    return (f(*up) - f(*dn)) / (2 * h)


def _check(ll, args, name="f"):
    cg, _, grads, fwd = _both(ll, args, name)
    for k in range(len(args)):
        fd = _fd(cg, args, k)
        assert abs(grads[k] - fd) <= 1e-6 * max(1.0, abs(fd)), (k, grads, fd)
        assert fwd[k] == pytest.approx(grads[k], abs=1e-12), (k, fwd, grads)
    return grads


MAX_SQRT = """
declare double @llvm.sqrt.f64(double)
declare double @llvm.{op}.f64(double, double)
define double @f(double %x) {{
  %t = fmul double %x, %x
  %s = call double @llvm.sqrt.f64(double %t)
  %m = call double @llvm.{op}.f64(double %s, double 1.0)
  ret double %m
}}
"""


@pytest.mark.parametrize("op", ["maxnum", "maximum", "maximumnum"])
@pytest.mark.parametrize("x", [0.0, 0.25, -4.0])
def test_max_of_sqrt_at_zero_is_not_nan(op, x):
    """max(sqrt(x * x), 1): sqrt's partial is infinite at 0, where max takes the 1."""
    grads = _check(MAX_SQRT.format(op=op), [x])
    assert grads[0] == (-1.0 if x == -4.0 else 0.0)


SELECT_DIV = """
declare double @llvm.sin.f64(double)
define double @f(double %x) {
  %s = call double @llvm.sin.f64(double %x)
  %q = fdiv double %s, %x
  %z = fcmp oeq double %x, 0.0
  %r = select i1 %z, double 1.0, double %q
  ret double %r
}
"""


@pytest.mark.parametrize("x", [0.0, 0.7, -2.0])
def test_select_away_from_a_division_by_zero(x):
    """sinc with both branches computed (the optimiser's select): 0/0 in the branch not taken."""
    _check(SELECT_DIV, [x])


NAN_OPERAND = """
declare double @llvm.{op}.f64(double, double)
define double @f(double %x, double %y) {{
  %n = fdiv double %y, 0.0
  %z = fmul double %n, 0.0
  %m = call double @llvm.{op}.f64(double %x, double %z)
  %r = fmul double %m, %x
  ret double %r
}}
"""


@pytest.mark.parametrize("op", ["maxnum", "minnum", "maximumnum", "minimumnum"])
def test_min_max_with_a_nan_operand_flows_to_the_number(op):
    """maxnum(x, NaN) is x: the derivative is that of x * x, not 0."""
    cg, value, grads, fwd = _both(NAN_OPERAND.format(op=op), [1.5, 2.0])
    assert value == 1.5 * 1.5
    assert grads[0] == 3.0 and fwd[0] == 3.0


REDUCE = """
declare double @llvm.vector.reduce.{op}.v4f64(<4 x double>)
define double @f(double %a, double %b, double %c, double %d) {{
  %v0 = insertelement <4 x double> poison, double %a, i32 0
  %v1 = insertelement <4 x double> %v0, double %b, i32 1
  %v2 = insertelement <4 x double> %v1, double %c, i32 2
  %v3 = insertelement <4 x double> %v2, double %d, i32 3
  %r = call double @llvm.vector.reduce.{op}.v4f64(<4 x double> %v3)
  ret double %r
}}
"""


@pytest.mark.parametrize("op", ["fmax", "fmin", "fmaximum", "fminimum"])
def test_reduction_tie_sends_the_adjoint_to_one_lane(op):
    """max(x, x, ...) moves with x at rate 1, not 2: the directional derivative along (1,1,1,1)
    (central FD of t -> f(x + t)) is the sum of the gradient."""
    big = 2.0 if "max" in op else -2.0
    args = [big, 0.5, big, -0.5]
    cg, _, grads, fwd = _both(REDUCE.format(op=op), args)
    h = 1e-6
    along = (cg(*[a + h for a in args]) - cg(*[a - h for a in args])) / (2 * h)
    assert sum(grads) == pytest.approx(along, abs=1e-8)
    assert sorted(grads) == [0.0, 0.0, 0.0, 1.0]
    assert fwd == grads
    assert math.isfinite(sum(fwd))


SELECT_XLOGX = """
declare double @llvm.log.f64(double)
declare double @llvm.sqrt.f64(double)
define double @f(double %x) {{
  %l = call double @llvm.{fn}.f64(double %x)
  %p = fmul double %x, %l
  %c = fcmp ogt double %x, 0.0
  %r = select i1 %c, double %p, double 0.0
  ret double %r
}}
"""


@pytest.mark.parametrize("fn", ["log", "sqrt"])
@pytest.mark.parametrize("x", [-1.0, 0.0])
def test_select_away_from_an_infinite_partial_of_a_product(fn, x):
    """c ? x * log(x) : 0 at x <= 0: the side not taken has x's partial log(x) (-inf or NaN)
    in its product; the derivative there is that of the constant 0 (by hand), not NaN."""
    cg, _, grads, fwd = _both(SELECT_XLOGX.format(fn=fn), [x])
    assert grads == [0.0] and fwd == [0.0]


@pytest.mark.parametrize("fn", ["log", "sqrt"])
def test_select_of_a_product_where_taken(fn):
    _check(SELECT_XLOGX.format(fn=fn), [0.7])


PROD4 = """
declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>)
define double @f(double %s, double %a, double %b, double %c, double %d) {
  %v0 = insertelement <4 x double> poison, double %a, i32 0
  %v1 = insertelement <4 x double> %v0, double %b, i32 1
  %v2 = insertelement <4 x double> %v1, double %c, i32 2
  %v3 = insertelement <4 x double> %v2, double %d, i32 3
  %r = call double @llvm.vector.reduce.fmul.v4f64(double %s, <4 x double> %v3)
  ret double %r
}
"""


@pytest.mark.parametrize("args", [[1.5, 2.0, 0.0, 3.0, -1.0], [0.0, 2.0, 0.5, 3.0, -1.0],
                                  [1.5, 0.0, 0.5, 0.0, -1.0], [1.5, 2.0, 0.5, 3.0, -1.0]])
def test_product_reduction_with_zero_factors(args):
    """d(s * a * b * c * d) / d(each) is the product of the others: finite with zero factors
    (the old rule r / v gave 0 / 0), equal to central differences (exact for a product)."""
    grads = _check(PROD4, args)
    for k in range(5):
        others = math.prod(args[:k] + args[k + 1:])
        assert grads[k] == pytest.approx(others, abs=1e-15)


POWI = """
declare double @llvm.powi.f64.i32(double, i32)
define double @f(double %x, i32 %n) {
  %r = call double @llvm.powi.f64.i32(double %x, i32 %n)
  ret double %r
}
"""


@pytest.mark.parametrize("n,x,want", [(0, 0.0, 0.0), (1, 0.0, 1.0), (2, 0.0, 0.0), (3, 2.0, 12.0),
                                      (-1, 2.0, -0.25), (0, 3.0, 0.0)])
def test_powi_at_zero(n, x, want):
    """x^0 = 1 has derivative 0 at x = 0 too (not 0 * powi(0, -1) = 0 * inf); by hand: n x^(n-1)."""
    cg = CompiledGradient(POWI, "f", active=[0])
    assert cg.value_and_grad(x, n)[1] == (want,)
    assert CompiledTangent(POWI, "f").jvp(x, n, 1.0)[1] == want


RECIPROCAL = """
define double @f(double %x, double %y) {{
  %p = fmul double %x, %y
  %q = fdiv double {c}, %p
  %r = fmul double %q, %y
  ret double %r
}}
"""

RECIPROCAL_VEC = """
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
define double @f(double %x, double %y) {{
  %a = insertelement <2 x double> poison, double %x, i64 0
  %b = insertelement <2 x double> %a, double %y, i64 1
  %q = fdiv <2 x double> {c}, %b
  %r = call double @llvm.vector.reduce.fadd.v2f64(double 0.0, <2 x double> %q)
  %s = fmul double %r, %x
  ret double %s
}}
"""


@pytest.mark.parametrize("c", ["1.0", "3.0", "-2.5", "0x3FB999999999999A"])
@pytest.mark.parametrize("x", [0.7, -1.9])
def test_division_of_a_constant(c, x):
    """c / b takes the division-free partial -r * r / c (rules.RECIPROCAL)."""
    _check(RECIPROCAL.format(c=c), [x, 1.3])


@pytest.mark.parametrize("c", ["<double 1.0, double 1.0>", "<double 2.0, double -4.0>"])
def test_division_of_a_constant_vector(c):
    _check(RECIPROCAL_VEC.format(c=c), [0.6, -1.7])


@pytest.mark.parametrize("c", ["0.0", "-0.0", "0x7FF0000000000000"])
def test_division_of_zero_or_infinity_keeps_the_general_rule(c):
    """0 / b is constant in b (the reciprocal partial would be 0 * 0 / 0 = NaN); inf / b is
    infinite: neither takes the reciprocal rule, and the derivative is the general one's."""
    _, grads = CompiledGradient(RECIPROCAL.format(c=c), "f").value_and_grad(0.7, 1.3)
    if c.startswith("0x"):
        assert grads[0] == -math.inf
    else:
        assert list(grads) == [0.0, 0.0]


@pytest.mark.parametrize("c, reciprocal", [("1.0", True), ("-2.5", True), ("0.0", False),
                                           ("0x7FF8000000000000", False), ("%y", False)])
def test_which_division_takes_the_reciprocal_rule(c, reciprocal):
    from enzympy import rules
    from enzympy.ir import ModuleInfo, parse_module
    fn = ModuleInfo(parse_module(RECIPROCAL.format(c=c))).function("f")
    div = next(i for i in fn.instructions() if i.opcode == "fdiv")
    assert (rules.instruction_rule(div) is rules.RECIPROCAL) == reciprocal
    assert rules.instruction_rule(div).name == "fdiv"
