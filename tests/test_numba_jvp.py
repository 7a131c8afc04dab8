"""Forward mode of the Numba front end (`enzympy.jvp`): J v against reverse mode (the dot-product
test <J v, w> = <v, J^T w> with w = 1 for a scalar result) and against central differences
along v, on the functions of the reverse-mode tests, plus the API's conventions and errors."""

import numpy as np
import pytest

numba = pytest.importorskip("numba")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from test_numba import (branches, every_other, gmm_loglik, logsumexp_products, mathy,  # noqa: E402
                        mixed, nested, strided_sum, temporaries, time_steps, triple_loop)

RNG = np.random.default_rng(11)


def directions(args, argnums):
    """A random tangent per differentiated argument, None for the others."""
    out = []
    for k, a in enumerate(args):
        if k not in argnums:
            out.append(None)
        elif isinstance(a, np.ndarray):
            out.append(RNG.standard_normal(a.shape).astype(a.dtype))
        else:
            out.append(float(RNG.standard_normal()))
    return out


def fd_directional(f, args, tangents, eps=1e-6):
    def shifted(h):
        return f(*[a if t is None else a + h * t for a, t in zip(args, tangents)])
    return (shifted(eps) - shifted(-eps)) / (2 * eps)


def check_jvp(f, args, argnums):
    tangents = directions(args, argnums)
    val, jv = enzympy.jvp(f, args, tangents)
    assert val == pytest.approx(f(*args), rel=1e-12, abs=1e-12)
    grads = enzympy.grad(f, argnums=tuple(argnums))(*args)
    terms = [np.sum(g * tangents[k]) for k, g in zip(argnums, grads)]
    dot = float(sum(terms))
    scale = max(abs(jv), float(sum(np.sum(np.abs(g * tangents[k])) for k, g in zip(argnums, grads))))
    assert abs(jv - dot) <= 1e-10 * scale, (jv, dot)
    assert jv == pytest.approx(fd_directional(f, args, tangents), rel=1e-6, abs=1e-8)
    return jv


CASES = {
    "logsumexp": (logsumexp_products, lambda: (RNG.normal(size=7), RNG.normal(size=7)), (0, 1)),
    "branches": (branches, lambda: (np.linspace(-2.0, 2.0, 9) + 0.013, 1.1), (0, 1)),
    "nested calls": (nested, lambda: (RNG.uniform(0.1, 1.0, 6), RNG.uniform(0.1, 1.0, 6)), (0, 1)),
    "temporaries": (temporaries, lambda: (RNG.normal(size=5), RNG.normal(size=5)), (0, 1)),
    "triple loop": (triple_loop, lambda: (RNG.normal(size=(3, 4)), RNG.normal(size=(4, 2))), (0, 1)),
    "fortran order": (triple_loop, lambda: (np.asfortranarray(RNG.normal(size=(3, 4))),
                                            np.asfortranarray(RNG.normal(size=(4, 2)))), (0, 1)),
    "2-D view": (triple_loop, lambda: (RNG.normal(size=(4, 3)).T[:, 1:], RNG.normal(size=(3, 2))), (0, 1)),
    "stride 2": (strided_sum, lambda: (RNG.normal(size=11)[::2],), (0,)),
    "stride -3": (strided_sum, lambda: (RNG.normal(size=11)[::-3],), (0,)),
    "slices": (every_other, lambda: (RNG.normal(size=11),), (0,)),
    "scalars and ints": (mixed, lambda: (RNG.normal(size=6), 1.3, 5, -0.4, True), (0, 1, 3)),
    "time steps": (time_steps, lambda: (np.sin(np.linspace(0.0, 3.0, 8)), 4, 0.1), (0, 2)),
    "gaussian mixture": (gmm_loglik, lambda: (RNG.normal(size=(5, 2)), RNG.normal(size=(3, 2)),
                                              0.3 * RNG.normal(size=(3, 2)), np.log([0.2, 0.5, 0.3])),
                         (1, 2, 3)),
    "math functions": (mathy, lambda: (np.array([0.3, -0.7, 1.2, 0.05]),), (0,)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_forward_agrees_with_reverse_and_differences(name):
    f, make, argnums = CASES[name]
    check_jvp(f, make(), argnums)


def test_only_some_arguments_move():
    x, w = RNG.normal(size=7), RNG.normal(size=7)
    p = np.exp(x * w) / np.exp(x * w).sum()
    v = RNG.normal(size=7)
    _, jv = enzympy.jvp(logsumexp_products, (x, w), (v, None))
    assert jv == pytest.approx(float(np.dot(p * w, v)), rel=1e-12)
    _, jw = enzympy.jvp(logsumexp_products, (x, w), (np.zeros(7), v))     # a zero tangent: same as None for x
    assert jw == pytest.approx(float(np.dot(p * x, v)), rel=1e-12)
    _, j2 = logsumexp_products.jvp((x, w), (v, v))                      # the decorator's method
    assert j2 == pytest.approx(jv + jw, rel=1e-12)


def test_float32():
    x, w = RNG.normal(size=6).astype(np.float32), RNG.normal(size=6).astype(np.float32)
    v = RNG.normal(size=6).astype(np.float32)
    val, jv = enzympy.jvp(logsumexp_products, (x, w), (v, None))
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    p = np.exp(x64 * w64) / np.exp(x64 * w64).sum()
    assert val == pytest.approx(logsumexp_products(x64, w64), rel=1e-5)
    assert jv == pytest.approx(float(np.dot(p * w64, v)), rel=1e-4)


@njit
def relax_in_place(u, steps, r):
    """Writes its argument, as a stencil stepping in place does."""
    for _ in range(steps):
        for i in range(1, u.shape[0] - 1):
            u[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1])
    return (u * u).sum()


def test_in_place_writes_leave_the_callers_tangents_alone():
    u0 = np.sin(np.linspace(0.0, 3.0, 9))
    v = RNG.normal(size=9)
    v_before = v.copy()
    u = u0.copy()
    val, jv = enzympy.jvp(relax_in_place, (u, 3, 0.2), (v, None, None))
    np.testing.assert_array_equal(v, v_before)
    w = u0.copy()
    assert val == pytest.approx(relax_in_place(w, 3, 0.2), rel=1e-14)
    np.testing.assert_allclose(u, w, rtol=1e-14)                 # the primal is written, as f writes it
    g = enzympy.grad(relax_in_place)(u0.copy(), 3, 0.2)
    assert jv == pytest.approx(float(np.dot(g, v)), rel=1e-10)
    assert jv == pytest.approx(fd_directional(lambda a, s, r: relax_in_place(a.copy(), s, r),
                                              [u0, 3, 0.2], [v, None, None]), rel=1e-6)


@njit
def checked_log(x):
    if x[0] < 0.0:
        raise ValueError("negative first entry")
    return np.log(x).sum()


def test_errors():
    x = RNG.uniform(0.5, 1.0, 4)
    with pytest.raises(ValueError, match="1 primal.*2 tangent"):
        enzympy.jvp(strided_sum, (x,), (x, x))
    with pytest.raises(ValueError, match="tangent of argument 0 has shape \\(3,\\)"):
        enzympy.jvp(strided_sum, (x,), (np.ones(3),))
    with pytest.raises(TypeError, match="argument 2 has type int64.*None"):
        enzympy.jvp(mixed, (x, 1.0, 3, 0.5, True), (x, 0.0, 1, None, None))
    _, jv = enzympy.jvp(mixed, (x, 1.0, 3, 0.5, True), (x, 0.0, 0, None, False))   # zero for an int
    assert jv == pytest.approx(fd_directional(mixed, [x, 1.0, 3, 0.5, True], [x, None, None, None, None]),
                               rel=1e-6)

    @njit
    def int_result(x):
        return int(x[0])

    with pytest.raises(TypeError, match="jvp of .*int_result.*returns int64"):
        enzympy.jvp(int_result, (x,), (x,))
    assert enzympy.jvp(checked_log, (x,), (x,))[1] == pytest.approx(4.0)
    with pytest.raises(ValueError, match="negative first entry"):      # raised inside the tangent
        enzympy.jvp(checked_log, (-x,), (x,))


def test_built_once_per_signature(monkeypatch):
    from enzympy.numba_frontend import tangent
    x, w = RNG.normal(size=5), RNG.normal(size=5)
    check_jvp(nested, (x, w), (0,))
    monkeypatch.setattr(tangent, "_build", lambda *a: pytest.fail("rebuilt"))
    check_jvp(nested, (2 * x, w), (0,))


def test_jvp_of_a_python_function():
    x = RNG.normal(size=4)
    v = RNG.normal(size=4)
    val, jv = enzympy.jvp(lambda a: (a * a).sum(), (x,), (v,))
    assert val == pytest.approx(float((x * x).sum()))
    assert jv == pytest.approx(float(2 * np.dot(x, v)), rel=1e-12)


W4 = np.array([0.7, -1.3, 2.1, 0.4])
W64 = np.linspace(-2.0, 1.0, 24).reshape(6, 4)
W66 = np.outer(np.arange(1.0, 7.0), np.cos(np.arange(6.0)))


@njit
def outer_const(x):
    return np.sum(np.outer(x, W4) * W64)


@njit
def diag_const(x):
    return np.sum(np.diag(x) * np.outer(W4[:3], W4[1:]).sum() * W66)


@njit
def fill_const(x):
    a = np.zeros((6, 6))
    np.fill_diagonal(a, x * x)
    return np.sum(a * W66)


@pytest.mark.parametrize("f", [outer_const, diag_const, fill_const], ids=lambda f: f.py_func.__name__)
def test_constant_arrays_meeting_tangents(f):
    """Numba's constant arrays (a global W passed with x to np.outer's helpers) get a zero
    tangent: before, a helper stored W's address where the tangent of its result belongs, and
    the tangent read W's values (jvp = the right one plus f(x), silently)."""
    x = np.array([0.62, -0.37, 1.33, 0.11, -0.81, 0.47])
    for v in (np.ones(6), np.cos(np.arange(6.0))):
        value, t = enzympy.jvp(f, (x.copy(),), (v,))
        assert value == pytest.approx(f(x))
        assert t == pytest.approx(fd_directional(f, [x.copy()], [v]), rel=1e-6, abs=1e-8)


@njit
def _fill_then_use(out, x, s):
    out[:] = x * x * s
    return out.sum() * x[0]


def test_written_array_before_the_differentiated_ones():
    """A written 'const' array ahead of the differentiated arguments: its zeroed shadows are
    passed after theirs, and forward mode must take its tangent parameters in that order
    (it took them in the function's order: the tangent was 0.0)."""
    x = np.linspace(0.1, 1.0, 5)
    out = np.zeros(5)
    for tangents in ((None, RNG.standard_normal(5), None), (None, None, 1.0),
                     (None, RNG.standard_normal(5), -0.5)):
        _, jv = enzympy.jvp(_fill_then_use, (out, x, 1.5), tangents)
        fd = fd_directional(_fill_then_use, (out, x, 1.5), tangents)
        assert jv == pytest.approx(fd, rel=1e-6, abs=1e-8)
    g = enzympy.grad(_fill_then_use, argnums=(1, 2))(out, x, 1.5)
    v = RNG.standard_normal(5)
    _, jv = enzympy.jvp(_fill_then_use, (out, x, 1.5), (None, v, 0.25))
    assert jv == pytest.approx(g[0] @ v + 0.25 * g[1], rel=1e-10)
