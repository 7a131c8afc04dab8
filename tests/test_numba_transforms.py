"""`enzympy.vjp` and `enzympy.jacobian` (issue 19, first part): Numba functions with array,
float and tuple results, checked against central differences of the function itself."""

import numpy as np
import pytest

pytest.importorskip("numba", reason="the numba extra is not installed")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from test_numba_custom import marked  # noqa: E402  (its rule: 3x where the body gives 2x)


@njit
def softmax(z):
    e = np.exp(z - np.max(z))
    return e / np.sum(e)


@njit
def layer(x, W, b):
    """tanh(W x + b) written with loops (np.dot needs BLAS, issue 19's other part)."""
    out = np.empty(W.shape[0], dtype=x.dtype)
    for i in range(W.shape[0]):
        s = b[i]
        for j in range(x.shape[0]):
            s += W[i, j] * x[j]
        out[i] = np.tanh(s)
    return out


@njit
def rotate_scale(p, theta, s):
    c, d = np.cos(theta), np.sin(theta)
    out = np.empty_like(p)
    out[:, 0] = s * (c * p[:, 0] - d * p[:, 1])
    out[:, 1] = s * (d * p[:, 0] + c * p[:, 1])
    return out


@njit
def stats(x):
    m = np.mean(x)
    return np.cumsum(x * x), m * m


def _fd_jacobian(f, args, k, h):
    """d f(args) / d args[k], by central differences, shape out.shape + args[k].shape."""
    x = np.asarray(args[k], dtype=np.float64)
    out0 = np.asarray(f(*args))
    J = np.zeros(out0.shape + x.shape)
    for idx in np.ndindex(*x.shape) if x.shape else [()]:
        def at(sign):
            a = list(args)
            xx = x.copy()
            xx[idx] += sign * h
            a[k] = xx.astype(np.asarray(args[k]).dtype) if x.shape else type(args[k])(xx)
            return np.asarray(f(*a), dtype=np.float64)
        J[(...,) + idx] = (at(1) - at(-1)) / (2 * h)
    return J


@pytest.mark.parametrize("dtype, rtol", [(np.float64, 1e-6), (np.float32, 2e-2)])
def test_jacobian_of_array_results_matches_central_differences(dtype, rtol):
    rng = np.random.default_rng(0)
    z = rng.normal(size=5).astype(dtype)
    h = 1e-6 if dtype == np.float64 else 1e-2
    np.testing.assert_allclose(enzympy.jacobian(softmax)(z), _fd_jacobian(softmax, (z,), 0, h), rtol=rtol, atol=rtol)
    x, W, b = rng.normal(size=3).astype(dtype), rng.normal(size=(4, 3)).astype(dtype), rng.normal(size=4).astype(dtype)
    JW, Jb = enzympy.jacobian(layer, argnums=(1, 2))(x, W, b)
    assert JW.shape == (4, 4, 3) and Jb.shape == (4, 4) and JW.dtype == dtype
    np.testing.assert_allclose(JW, _fd_jacobian(layer, (x, W, b), 1, h), rtol=rtol, atol=rtol)
    np.testing.assert_allclose(Jb, _fd_jacobian(layer, (x, W, b), 2, h), rtol=rtol, atol=rtol)


def test_jacobian_of_2d_results_and_scalar_arguments():
    rng = np.random.default_rng(1)
    p, theta, s = rng.normal(size=(4, 2)), 0.3, 1.7
    Jp, Jt = enzympy.jacobian(rotate_scale, argnums=(0, 1))(p, theta, s)
    assert Jp.shape == (4, 2, 4, 2) and Jt.shape == (4, 2)
    np.testing.assert_allclose(Jp, _fd_jacobian(rotate_scale, (p, theta, s), 0, 1e-6), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(Jt, _fd_jacobian(rotate_scale, (p, theta, s), 1, 1e-6), rtol=1e-6, atol=1e-8)
    Js = enzympy.jacobian(rotate_scale, argnums=-1)(p, theta, s)
    np.testing.assert_allclose(Js, rotate_scale(p, theta, 1.0), rtol=1e-12)


def test_jacobian_of_a_float_result_is_the_gradient():
    @njit
    def energy(x):
        return np.sum(np.sin(x) * x)
    x = np.linspace(-1, 1, 6)
    np.testing.assert_allclose(enzympy.jacobian(energy)(x), np.cos(x) * x + np.sin(x), rtol=1e-12)


def test_vjp_of_an_array_result_is_one_reverse_pass_per_cotangent():
    """pullback(ct) = J^T ct, against the central-difference Jacobian; None for the int."""
    @njit
    def poly_features(x, c, n):
        out = np.empty((x.shape[0], n))
        for k in range(n):
            out[:, k] = c[k] * x ** (k + 1)
        return out
    rng = np.random.default_rng(2)
    x, c = rng.normal(size=5), rng.normal(size=3)
    value, pullback = enzympy.vjp(poly_features, x, c, 3)
    np.testing.assert_array_equal(value, poly_features(x, c, 3))
    ct = rng.normal(size=(5, 3))
    dx, dc, dn = pullback(ct)
    assert dn is None
    for k, got in ((0, dx), (1, dc)):
        J = _fd_jacobian(poly_features, (x, c, 3), k, 1e-6)
        np.testing.assert_allclose(got, np.tensordot(ct, J, axes=2), rtol=1e-6, atol=1e-9)
    # linear in the cotangent
    dx2 = pullback(2 * ct)[0]
    np.testing.assert_allclose(dx2, 2 * dx, rtol=1e-14)


@pytest.mark.parametrize("view", ["contiguous", "fortran", "strided", "reversed", "readonly"])
def test_vjp_pullback_is_taken_where_vjp_was_called(view):
    """As jax.vjp: the caller updating its array in place between vjp and the pullback (an
    optimiser's `w -= lr * g`) does not move the point; the pullback once re-ran f on the
    array's new contents. The copy keeps the array's Numba type (no new compile)."""
    @njit
    def scaled_sin(w, a):
        return a * np.sin(w) * w

    base = np.linspace(0.2, 1.7, 24)
    w = {"contiguous": base[:12].copy(), "fortran": np.asfortranarray(base.reshape(4, 6))[:, :3],
         "strided": base[::2], "reversed": base[::-1], "readonly": base[:12].copy()}[view]
    if view == "fortran":
        w = np.asfortranarray(w)
    w0 = w.copy()
    value, pullback = enzympy.vjp(scaled_sin, w, 1.5)
    compiled = len(scaled_sin.signatures)
    ct = np.cos(np.arange(w.size)).reshape(w.shape)
    if view == "readonly":
        w.flags.writeable = False
        value, pullback = enzympy.vjp(scaled_sin, w, 1.5)
        compiled = len(scaled_sin.signatures)
    else:
        w -= 0.3                                     # the caller moves on
    dw, da = pullback(ct)
    np.testing.assert_allclose(dw, ct * 1.5 * (np.cos(w0) * w0 + np.sin(w0)), rtol=1e-12)
    np.testing.assert_allclose(da, np.sum(ct * np.sin(w0) * w0), rtol=1e-12)
    np.testing.assert_allclose(pullback(ct)[0], dw, rtol=0)     # twice, the same
    assert len(scaled_sin.signatures) == compiled
    J = _fd_jacobian(scaled_sin, (w0, 1.5), 0, 1e-6)
    np.testing.assert_allclose(dw, np.tensordot(ct, J, axes=ct.ndim), rtol=1e-6, atol=1e-9)


def test_vjp_of_a_tuple_result():
    rng = np.random.default_rng(3)
    x = rng.normal(size=4)
    (cs, m2), pullback = enzympy.vjp(stats, x)
    ct = (rng.normal(size=4), 0.7)
    (dx,) = pullback(ct)
    J_cs = _fd_jacobian(lambda v: stats(v)[0], (x,), 0, 1e-6)
    J_m2 = _fd_jacobian(lambda v: stats(v)[1], (x,), 0, 1e-6)
    np.testing.assert_allclose(dx, ct[0] @ J_cs + ct[1] * J_m2, rtol=1e-6, atol=1e-9)


def test_bad_cotangents_and_arguments_are_one_line_errors():
    z = np.ones(3)
    _, pullback = enzympy.vjp(softmax, z)
    with pytest.raises(ValueError, match="shape"):
        pullback(np.ones(4))
    with pytest.raises(TypeError, match="argument 1 is not a float"):
        enzympy.jacobian(rotate_scale, argnums=1)(np.ones((2, 2)), 1, 2.0)
    with pytest.raises(ValueError, match="out of range"):
        enzympy.jacobian(softmax, argnums=3)(z)


def test_jacrev_of_a_tuple_result_is_a_tuple_of_jacobians():
    """As jax.jacrev: one Jacobian per part (array part, float part), per argument."""
    x = np.linspace(0.2, 1.1, 5)
    Jc, Jm = enzympy.jacrev(stats)(x)
    np.testing.assert_allclose(Jc, _fd_jacobian(lambda v: stats.py_func(v)[0], [x], 0, 1e-6), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(Jm, _fd_jacobian(lambda v: stats.py_func(v)[1], [x], 0, 1e-6), rtol=1e-6, atol=1e-8)
    fwd = enzympy.jacfwd(stats)(x)                    # forward vector mode agrees
    np.testing.assert_allclose(Jc, fwd[0], rtol=1e-12)
    np.testing.assert_allclose(Jm, fwd[1], rtol=1e-12)
    p = np.array([[1.0, 0.5], [-0.3, 2.0]])
    (Jp, Jt), (Jp2, Jt2) = enzympy.jacrev(lambda_pair, argnums=(0, 1))(p, 0.3)
    np.testing.assert_allclose(Jp, _fd_jacobian(lambda a, t: lambda_pair.py_func(a, t)[0], [p, 0.3], 0, 1e-6), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(Jt, _fd_jacobian(lambda a, t: lambda_pair.py_func(a, t)[0], [p, 0.3], 1, 1e-6), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(Jt2, _fd_jacobian(lambda a, t: lambda_pair.py_func(a, t)[1], [p, 0.3], 1, 1e-6), rtol=1e-6)
    np.testing.assert_allclose(Jp2, _fd_jacobian(lambda a, t: lambda_pair.py_func(a, t)[1], [p, 0.3], 0, 1e-6), rtol=1e-6, atol=1e-8)


@njit
def lambda_pair(p, theta):
    return rotate_scale(p, theta, 1.5), np.sum(p) * theta


@njit
def empty_window(x):
    return x[:0] * 2.0


def test_jacobian_of_a_result_with_no_elements():
    """No rows to stack (a crash inside enzympy): shape (0,) + x.shape, as jacfwd gives."""
    x = np.array([0.1, 0.2, 0.3])
    for transform in (enzympy.jacrev, enzympy.jacobian, enzympy.jacfwd):
        J = transform(empty_window)(x)
        assert J.shape == (0, 3) and J.dtype == np.float64


@njit
def coupled(x, W, s):
    """Twenty outputs from a loop nest with a scratch array: three vector passes of 8 rows."""
    t = np.empty_like(x)
    for i in range(x.shape[0]):
        t[i] = np.sin(x[i]) * s + x[(i + 1) % x.shape[0]] ** 2
    out = np.empty((W.shape[0], 2), dtype=x.dtype)
    for r in range(W.shape[0]):
        acc = 0.0
        for i in range(x.shape[0]):
            acc += W[r, i] * t[i]
        out[r, 0] = np.tanh(acc)
        out[r, 1] = acc * s
    return out


@pytest.mark.parametrize("dtype,rtol", [(np.float64, 1e-6), (np.float32, 2e-2)])
def test_jacrev_takes_several_rows_per_reverse_pass(monkeypatch, dtype, rtol):
    """Vector reverse mode: the 20 rows of a (10, 2) result in ceil(20 / 8) = 3 reverse passes
    (each seeds 8 lanes of the output's shadows), every argument's block against central
    differences, and against forward vector mode."""
    import enzympy.numba_frontend.transforms as tr
    passes = []
    real = tr.entry

    def counting(*a, **k):
        call = real(*a, **k)
        return lambda *b: passes.append(a[-1] if len(a) > 3 else k.get("width", 1)) or call(*b)
    monkeypatch.setattr(tr, "entry", counting)
    rng = np.random.default_rng(3)
    x = rng.uniform(-1, 1, 6).astype(dtype)
    W = rng.uniform(-1, 1, (10, 6)).astype(dtype)
    s = dtype(0.7)
    Jx, JW, Js = enzympy.jacrev(coupled, argnums=(0, 1, 2))(x, W, s)
    assert passes == [8, 8, 8]
    assert Jx.shape == (10, 2, 6) and JW.shape == (10, 2, 10, 6) and np.shape(Js) == (10, 2)
    h = 1e-6 if dtype == np.float64 else 1e-3
    f64 = lambda *a: coupled.py_func(*[np.asarray(v, np.float64) for v in a])
    for k, J in enumerate((Jx, JW, Js)):
        args = [x.astype(np.float64), W.astype(np.float64), float(s)]
        np.testing.assert_allclose(J, _fd_jacobian(f64, args, k, h), rtol=rtol, atol=rtol * 1e-2)
    Fx = enzympy.jacfwd(coupled)(x, W, s)
    np.testing.assert_allclose(Jx, Fx, rtol=1e-12 if dtype == np.float64 else 1e-4, atol=0 if dtype == np.float64 else 1e-7)


@njit
def through_rule(x):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = marked(x[i]) + x[(i + 1) % x.shape[0]]
    return out


def test_jacrev_falls_back_to_one_row_per_pass_through_a_custom_vjp():
    """A custom_vjp rule takes one cotangent: vector mode refuses it (by name, WidthUnsupported),
    and jacrev goes row by row through the rule."""
    x = np.linspace(-0.5, 0.9, 5)
    J = enzympy.jacrev(through_rule)(x)
    want = np.diag(3.0 * x) + np.roll(np.eye(5), 1, axis=1)
    np.testing.assert_allclose(J, want, rtol=1e-12, atol=1e-15)


@njit
def sines_and_square(a):
    return np.sin(a), (a * a).sum()


@njit
def through_pair(a, c):
    out = sines_and_square(a)
    return np.sum(out[0] * c) + out[1]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_a_tuple_of_an_array_and_a_scalar_returned_through_a_call(dtype):
    """A helper returning (array, float32): Numba stores the pair as one struct whose float leaves
    padding, which LLVM keeps whole; the data pointer inside had no shadow and the derivative
    crashed the interpreter (a probe's; float64 was fine). The store is split per field now
    (enzympy/aggregate_stores.py)."""
    a = np.random.default_rng(1).uniform(-1, 1, 5).astype(dtype)
    c = np.linspace(0.5, 1.5, 5).astype(dtype)
    want = np.cos(a.astype(np.float64)) * c + 2.0 * a
    rtol = 1e-12 if dtype == np.float64 else 1e-5
    np.testing.assert_allclose(enzympy.grad(through_pair)(a, c), want, rtol=rtol)
    _, pull = enzympy.vjp(sines_and_square, a)
    np.testing.assert_allclose(pull((c, dtype(1.0)))[0], want, rtol=rtol)
    Js, Jq = enzympy.jacrev(sines_and_square)(a)
    np.testing.assert_allclose(Js, np.diag(np.cos(a.astype(np.float64))), rtol=rtol, atol=1e-7)
    np.testing.assert_allclose(Jq, 2.0 * a, rtol=rtol)
