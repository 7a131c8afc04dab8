"""Numba objects that hold arrays, and rules forward mode cannot use, from a probe of user-style
programs: a jitclass (or structref) instance holding the differentiated array, in both modes
(forward mode read its tangent as zero, reverse mode refused it); forward mode through a
function with a custom_vjp rule and no custom_jvp one (refused, as in JAX: it differentiated
the body; jacobian() then takes reverse mode); and, in the core, forward mode storing a pointer
to memory with tangents where nothing follows it (refused, as reverse mode refuses it)."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

numba = pytest.importorskip("numba")
from numba import float64, njit  # noqa: E402
from numba.experimental import jitclass  # noqa: E402

import enzympy  # noqa: E402
from test_numba import fd_grad  # noqa: E402


@jitclass([("w", float64[:]), ("b", float64[:]), ("s", float64)])
class Model:
    def __init__(self, w, b, s):
        self.w = w
        self.b = b
        self.s = s

    def apply(self, x):
        return np.sum(self.w * x + self.b) * self.s


@njit
def through_model(w, b, x, s):
    m = Model(w, b, s)
    return m.apply(x) + np.sum(m.w ** 2)


@njit
def model_of_its_argument(x):
    m = Model(x, x * 0.5, 2.0)
    return np.sum(x * x) + np.sum(m.w) * m.s + np.sum(m.b ** 2)


W, B, X, S = np.array([0.5, -1.0, 2.0]), np.array([0.1, 0.2, 0.3]), np.array([1.0, 2.0, 3.0]), 1.5
V = np.array([1.0, -1.0, 0.5])


def test_jitclass_holding_arrays_reverse_mode():
    gw, gb, gs = enzympy.grad(through_model, argnums=(0, 1, 3))(W, B, X, S)
    np.testing.assert_allclose(gw, X * S + 2 * W, rtol=1e-14)
    np.testing.assert_allclose(gb, np.full(3, S), rtol=1e-14)
    assert gs == pytest.approx(np.sum(W * X + B), rel=1e-14)
    g = enzympy.grad(model_of_its_argument)(X)
    np.testing.assert_allclose(g, fd_grad(model_of_its_argument, [X.copy()], 0), rtol=1e-6)


@pytest.mark.parametrize("k", [0, 1])
def test_jitclass_holding_arrays_forward_mode_agrees_with_reverse(k):
    """jvp read the tangent of the array kept in the instance as zero (6.0 expected, 0.0 got)."""
    tangents = [None] * 4
    tangents[k] = V
    _, t = enzympy.jvp(through_model, (W, B, X, S), tuple(tangents))
    g = enzympy.grad(through_model, argnums=k)(W, B, X, S)
    assert t == pytest.approx(float(np.dot(g, V)), rel=1e-13)
    _, t = enzympy.jvp(model_of_its_argument, (X,), (V,))
    assert t == pytest.approx(float(np.dot(enzympy.grad(model_of_its_argument)(X), V)), rel=1e-13)


LEAKS = """
import numpy as np, enzympy, sys
sys.path.insert(0, %r)
from test_numba_objects import through_model, W, B, X, S, V
from numba.core.runtime import rtsys
def both():
    enzympy.grad(through_model, argnums=(0, 3))(W, B, X, S)
    enzympy.jvp(through_model, (W, B, X, S), (V, None, None, None))
both()
s0 = rtsys.get_allocation_stats()
for _ in range(20):
    both()
s1 = rtsys.get_allocation_stats()
assert s1.alloc - s0.alloc == s1.free - s0.free, (s1.alloc - s0.alloc, s1.free - s0.free)
print("ok")
"""


def test_jitclass_shadows_are_released_in_both_modes():
    """The shadow instance: without the members' dtor in reverse mode (their shadows are released
    where made), with it in forward mode (its members were incref'd too); NRT counts balance."""
    env = dict(os.environ, NUMBA_NRT_STATS="1")
    r = subprocess.run([sys.executable, "-c", LEAKS % os.path.dirname(__file__)], capture_output=True,
                       text=True, env=env, timeout=600)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout[-1500:] + r.stderr[-1500:]


@enzympy.custom_vjp
@njit
def ste_round(x):
    return float(np.round(x))


@njit
def _ste_fwd(x):
    return float(np.round(x)), x


@njit
def _ste_bwd(res, g):
    return (g,)


ste_round.defvjp(_ste_fwd, _ste_bwd)


@njit
def rounded_loss(w):
    s = 0.0
    for i in range(w.shape[0]):
        s += ste_round(w[i] * 4.0) * w[i]
    return s


@njit
def rounded_vector(w):
    return np.array([ste_round(w[0] * 4.0), 2.0 * w[0], w[0] ** 2])


def test_forward_mode_through_a_custom_vjp_callee_is_refused():
    """A straight-through estimator: grad takes the rule; jvp gave the body's derivative (2.0
    where the rule gives 4.8) and is now refused by name, as in JAX."""
    w = np.array([0.3, -0.7, 1.1])
    np.testing.assert_allclose(enzympy.grad(rounded_loss)(w), 4.0 * w + np.round(4.0 * w), rtol=1e-14)
    for forward in (lambda: enzympy.jvp(rounded_loss, (w,), (np.ones(3),)),
                    lambda: enzympy.jvp(ste_round, (0.3,), (1.0,)),
                    lambda: enzympy.jacfwd(rounded_vector)(w[:1])):
        with pytest.raises(enzympy.UnsupportedError, match=r"custom_vjp rule and no custom_jvp rule"):
            forward()


def test_jacobian_takes_reverse_mode_past_a_custom_vjp():
    """1 input, 3 outputs: jacobian() picks forward mode, which gave [0, 2, 0.6] (jacrev: the
    rule's [4, 2, 0.6]); it now falls back to reverse mode."""
    x = np.array([0.3])
    np.testing.assert_allclose(enzympy.jacobian(rounded_vector)(x).ravel(), [4.0, 2.0, 0.6], rtol=1e-14)
    np.testing.assert_allclose(enzympy.jacrev(rounded_vector)(x).ravel(), [4.0, 2.0, 0.6], rtol=1e-14)


UNFOLLOWED = """
declare ptr @slot()
define double @f(ptr %x) {
  %s = call ptr @slot()
  store ptr %x, ptr %s
  %p = load ptr, ptr %s
  %v = load double, ptr %p
  %r = fmul double %v, %v
  ret double %r
}
"""


def test_forward_mode_refuses_a_pointer_stored_where_nothing_follows_it():
    """The pointer loaded back has no shadow, and its memory's tangents read as zero: refused,
    as reverse mode refuses it (it was silently zero)."""
    from enzympy.runtime.tangent import CompiledTangent
    with pytest.raises(enzympy.UnsupportedError, match=r"stored into memory enzympy does not follow"):
        CompiledTangent(textwrap.dedent(UNFOLLOWED), "f", dup=[0])
