"""`enzympy.hvp` and `enzympy.hessian` (issue 20): forward mode over the gradient's IR.

The functions are written here, independently of the project (Rosenbrock, a regularised
logistic-regression loss, a tanh/softplus MLP loss, a loop with np.exp), and every H v is
checked against two references computed without the code under test's second derivative:
central differences of `enzympy.grad` along v, and second differences of f itself. H is
checked for symmetry and hvp for the dot-product identity <w, H v> = <v, H w>."""

import numpy as np
import pytest

pytest.importorskip("numba", reason="the numba extra is not installed")
from numba import njit  # noqa: E402

import enzympy  # noqa: E402
from enzympy.errors import UnsupportedError  # noqa: E402


@njit
def rosenbrock(x):
    s = 0.0
    for i in range(x.shape[0] - 1):
        a = x[i + 1] - x[i] * x[i]
        b = 1.0 - x[i]
        s += 100.0 * a * a + b * b
    return s


@njit
def logistic_loss(w, X, y, lam):
    z = np.sum(X * w, axis=1)
    return np.mean(np.log1p(np.exp(-y * z))) + 0.5 * lam * np.sum(w * w)


@njit
def mlp_loss(W1, b1, w2, X, y):
    n, d = X.shape
    k = W1.shape[1]
    total = 0.0
    for i in range(n):
        h = np.empty(k, dtype=X.dtype)
        for j in range(k):
            s = b1[j]
            for a in range(d):
                s += X[i, a] * W1[a, j]
            h[j] = np.tanh(s)
        o = 0.0
        for j in range(k):
            o += h[j] * w2[j]
        o = np.log1p(np.exp(o))                 # softplus
        total += (o - y[i]) ** 2
    return total / n


@njit
def exp_loop(x, n):
    s = 0.5
    m = x.shape[0]
    for i in range(n):
        s = 0.5 * s + np.exp(-0.3 * x[i % m] * s) * x[(i + 1) % m]
    return s * s


@njit
def newton_roots(x):
    """sqrt(x_i^2 + 1) by Newton's method: a loop whose trip count depends on the data (the
    gradient's loop cache grows at run time)."""
    total = 0.0
    for i in range(x.shape[0]):
        a = x[i] * x[i] + 1.0
        r = a
        while abs(r * r - a) > 1e-15 * a:
            r = 0.5 * (r + a / r)
        total += r * np.sin(x[i])
    return total


W4 = np.array([0.7, -1.3, 2.1, 0.4])
W64 = np.linspace(-2.0, 1.0, 24).reshape(6, 4)


@njit
def outer_loss(x):
    """np.outer with a constant (global) array: its helpers get W4's address beside x's."""
    return np.sum(np.outer(np.sin(x) * x, W4) * W64)


@njit
def scaled(x, a):
    return np.sum(np.sin(a * x)) * a + a ** 3


@njit
def fills(x, out):
    out[:] = x * x * x
    return np.sum(out * x)


@njit
def as_array(x):
    return x * 2.0


def _data(dtype):
    rng = np.random.default_rng(3)
    X = rng.normal(size=(7, 3))
    return {
        "rosenbrock": (rosenbrock, (rng.uniform(-1.2, 1.2, 5),), (0,)),
        "logistic": (logistic_loss, (rng.normal(size=3), X, np.sign(rng.normal(size=7)), 0.1), (0,)),
        "mlp_W1": (mlp_loss, (rng.normal(size=(3, 4)), rng.normal(size=4), rng.normal(size=4), X,
                              rng.normal(size=7)), (0,)),
        "mlp_all": (mlp_loss, (rng.normal(size=(3, 2)), rng.normal(size=2), rng.normal(size=2), X,
                               rng.normal(size=7)), (0, 1, 2)),
        "exp_loop": (exp_loop, (rng.uniform(0.2, 1.0, 4), 11), (0,)),
        "newton": (newton_roots, (rng.uniform(-2.0, 2.0, 4),), (0,)),
        "outer": (outer_loss, (rng.uniform(-1.5, 1.5, 6),), (0,)),
        "scalar": (scaled, (rng.normal(size=3), 0.7), (0, 1)),
    }


def _cast(args, dtype):
    return tuple(np.asarray(a, dtype) if isinstance(a, np.ndarray)
                 else (dtype(a) if isinstance(a, (float, np.floating)) else a) for a in args)


def _directions(args, nums, seed):
    rng = np.random.default_rng(seed)
    return tuple((rng.normal(size=np.shape(a)) if np.shape(a) else float(rng.normal())) if k in nums else None
                 for k, a in enumerate(args))


def _shift(args, v, h):
    return tuple(a + h * t if t is not None else a for a, t in zip(args, v))


def _fd_of_grad(f, args, nums, v, h=1e-6):
    """Central differences of enzympy.grad (float64) along v."""
    g = enzympy.grad(f, argnums=nums)
    up, dn = g(*_shift(args, v, h)), g(*_shift(args, v, -h))
    return [(np.asarray(a) - np.asarray(b)) / (2 * h) for a, b in zip(up, dn)]


def _fd2(f, args, nums, v, h=1e-4):
    """H v by second differences of f alone: d/de_i (f(x + h v) - f(x - h v)) / 2h."""
    out = []
    for k in nums:
        part = np.zeros(np.shape(args[k]))
        for idx in np.ndindex(*np.shape(args[k])):
            e = [None] * len(args)
            e[k] = np.zeros(np.shape(args[k]))
            if e[k].shape:
                e[k][idx] = 1.0
            else:
                e[k] = 1.0
            vals = [f(*_shift(_shift(args, e, si * h), v, sj * h)) for si in (1, -1) for sj in (1, -1)]
            part[idx] = (vals[0] - vals[1] - vals[2] + vals[3]) / (4 * h * h)
        out.append(part)
    return out


CASES = sorted(_data(np.float64))


@pytest.mark.parametrize("case", CASES)
def test_hvp_float64_against_differences_of_grad_and_of_f(case):
    f, args, nums = _data(np.float64)[case]
    v = _directions(args, nums, 1)
    hv = enzympy.hvp(f)(args, v)
    assert len(hv) == len(args) and all((hv[k] is None) == (k not in nums) for k in range(len(args)))
    for part, ref1, ref2, k in zip([hv[k] for k in nums], _fd_of_grad(f, args, nums, v), _fd2(f, args, nums, v), nums):
        assert np.shape(part) == np.shape(args[k])
        np.testing.assert_allclose(part, ref1, rtol=1e-6, atol=1e-6 * max(1.0, np.abs(ref1).max()))
        np.testing.assert_allclose(part, ref2, rtol=1e-4, atol=1e-4 * max(1.0, np.abs(ref2).max()))


@pytest.mark.parametrize("case", CASES)
def test_hvp_float32_against_float64_differences(case):
    f, args64, nums = _data(np.float64)[case]
    args = _cast(args64, np.float32)
    v = _directions(args, nums, 2)
    hv = enzympy.hvp(f)(args, tuple(np.asarray(t, np.float32) if isinstance(t, np.ndarray) else t for t in v))
    a64 = _cast(args, np.float64)                              # the float32 point, in float64
    for k, r1, r2 in zip(nums, _fd_of_grad(f, a64, nums, v), _fd2(f, a64, nums, v)):
        assert np.asarray(hv[k]).dtype == np.float32
        for r in (r1, r2):
            np.testing.assert_allclose(hv[k], r, rtol=2e-3, atol=2e-3 * max(1.0, np.abs(r).max()))


@pytest.mark.parametrize("case", CASES)
def test_dot_product_identity(case):
    f, args, nums = _data(np.float64)[case]
    v, w = _directions(args, nums, 4), _directions(args, nums, 5)
    hv, hw = enzympy.hvp(f)(args, v), enzympy.hvp(f)(args, w)
    wHv = sum(np.sum(np.asarray(w[k]) * hv[k]) for k in nums)
    vHw = sum(np.sum(np.asarray(v[k]) * hw[k]) for k in nums)
    assert wHv == pytest.approx(vHw, rel=1e-10, abs=1e-12)


def test_hessian_of_rosenbrock_is_the_closed_form():
    x = np.array([0.5, -0.3, 1.2, 0.8, -0.7])
    H = enzympy.hessian(rosenbrock)(x)
    ref = np.zeros((5, 5))
    for i in range(4):
        ref[i, i] += 1200 * x[i] ** 2 - 400 * x[i + 1] + 2
        ref[i, i + 1] = ref[i + 1, i] = -400 * x[i]
        ref[i + 1, i + 1] += 200
    np.testing.assert_allclose(H, ref, rtol=1e-12, atol=1e-10)


@pytest.mark.parametrize("dtype, rtol", [(np.float64, 1e-6), (np.float32, 2e-3)])
def test_hessian_shapes_symmetry_and_rows(dtype, rtol):
    f, args, nums = _data(dtype)["mlp_W1"]
    args = _cast(args, dtype)
    H = enzympy.hessian(f)(*args)
    W1 = args[0]
    assert H.shape == W1.shape + W1.shape and H.dtype == dtype
    np.testing.assert_allclose(H, H.transpose(2, 3, 0, 1), rtol=rtol, atol=rtol * np.abs(H).max())
    ref = np.empty_like(H, dtype=np.float64)        # column by column: differences of grad in float64
    a64 = _cast(args, np.float64)
    for idx in np.ndindex(*W1.shape):
        e = np.zeros(W1.shape)
        e[idx] = 1.0
        ref[(...,) + idx] = _fd_of_grad(f, a64, (0,), (e,) + (None,) * (len(args) - 1))[0]
    np.testing.assert_allclose(H, ref, rtol=rtol, atol=rtol * np.abs(ref).max())


def test_hessian_blocks_for_several_arguments_and_scalars():
    x, a = np.array([0.3, -0.8, 1.1]), 0.7
    (Hxx, Hxa), (Hax, Haa) = enzympy.hessian(scaled, argnums=(0, 1))(x, a)
    assert Hxx.shape == (3, 3) and Hxa.shape == (3,) and Hax.shape == (3,) and isinstance(Haa, float)
    # closed forms of f = a sum(sin(a x)) + a^3
    np.testing.assert_allclose(Hxx, np.diag(-a ** 3 * np.sin(a * x)), atol=1e-12)
    dxa = 2 * a * np.cos(a * x) - a * a * x * np.sin(a * x)
    np.testing.assert_allclose(Hxa, dxa, rtol=1e-12)
    np.testing.assert_allclose(Hax, dxa, rtol=1e-12)
    assert Haa == pytest.approx(np.sum(2 * x * np.cos(a * x) - a * x * x * np.sin(a * x)) + 6 * a, rel=1e-12)
    assert enzympy.hessian(scaled, argnums=1)(x, a) == pytest.approx(Haa, rel=1e-14)
    assert isinstance(enzympy.hessian(scaled, argnums=1)(x, np.float32(a)), np.float32)


def test_written_output_array_is_differentiated_through():
    x = np.array([0.4, -1.2, 0.9])
    hv, none = enzympy.hvp(fills)((x, np.zeros(3)), (np.ones(3), None))
    assert none is None
    np.testing.assert_allclose(hv, 12 * x ** 2, rtol=1e-12)      # f = sum(x^4)
    np.testing.assert_allclose(enzympy.hessian(fills)(x, np.zeros(3)), np.diag(12 * x ** 2), rtol=1e-12)


def test_one_line_errors():
    x = np.ones(3)
    cases = [
        (lambda: enzympy.hessian(as_array)(x), TypeError, "returns array"),
        (lambda: enzympy.hvp(as_array)((x,), (x,)), TypeError, "returns array"),
        (lambda: enzympy.hessian(exp_loop, argnums=1)(x, 3), TypeError, "argument 1 has type int64"),
        (lambda: enzympy.hessian(exp_loop, argnums=2)(x, 3), ValueError, "out of range"),
        (lambda: enzympy.hvp(exp_loop)((x, 3), (x, 1)), TypeError, "argument 1 has type int64"),
        (lambda: enzympy.hvp(exp_loop)((x, 3), (np.ones(2), None)), ValueError, "shape (2,)"),
        (lambda: enzympy.hvp(exp_loop)((x, 3), (None, None)), TypeError, "every tangent is None"),
        (lambda: enzympy.hvp(exp_loop)((x, 3), (x,)), ValueError, "one tangent per argument"),
    ]
    for call, kind, text in cases:
        with pytest.raises(kind) as e:
            call()
        assert text in str(e.value) and "\n" not in str(e.value), str(e.value)


@njit
def float_bits(x):
    return np.sum((x.view(np.int64) ^ 1).view(np.float64) ** 2)     # the last bit flipped


def test_unsupported_is_named():
    with pytest.raises(UnsupportedError) as e:
        enzympy.hessian(float_bits)(np.ones(3))
    assert "float_bits" in str(e.value) and "line" in str(e.value) and "\n" not in str(e.value)


CACHED = """
import json, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
from numba import njit
import enzympy
from enzympy.numba_frontend import diskcache

@njit(cache=True)
def f(x, c):
    return np.sum(np.exp(c * x) * x) + x[0] * x[1] ** 3

x = np.array([0.3, -0.5, 0.8])
hv = enzympy.hvp(f)((x, 0.5), (np.array([1.0, 2.0, -1.0]), None))[0]
print(json.dumps({"hv": hv.tolist(), "H": enzympy.hessian(f)(x, 0.5).tolist(), "stats": dict(diskcache.stats),
                  "differentiator": "enzympy.driver" in sys.modules}))
"""


def test_disk_cache(tmp_path):
    """A cache=True function's Hessian-vector product is cached on disk: a second process loads
    it and does not even import the differentiator."""
    import json
    import os
    import subprocess
    import sys
    (tmp_path / "run.py").write_text(CACHED)
    env = {k: v for k, v in os.environ.items() if k not in ("ENZYMPY_CACHE", "NUMBA_CACHE_DIR")}
    env["NUMBA_CACHE_DIR"] = str(tmp_path / "cache")
    runs = []
    for _ in range(2):
        out = subprocess.run([sys.executable, str(tmp_path / "run.py"), str(tmp_path)], capture_output=True,
                             text=True, env=env, timeout=600)
        assert out.returncode == 0, out.stderr[-3000:]
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    x, c = np.array([0.3, -0.5, 0.8]), 0.5
    H = np.diag(c * np.exp(c * x) * (2 + c * x))
    H[0, 1] += 3 * x[1] ** 2
    H[1, 0] += 3 * x[1] ** 2
    H[1, 1] += 6 * x[0] * x[1]
    for r in runs:
        np.testing.assert_allclose(r["H"], H, rtol=1e-12, atol=1e-14)
        np.testing.assert_allclose(r["hv"], H @ np.array([1.0, 2.0, -1.0]), rtol=1e-12)
    assert runs[0]["differentiator"] and not runs[1]["differentiator"]
    assert runs[1]["stats"].get("hit", 0) >= 1, runs[1]["stats"]


# the cases once wrong or crashing; ENZYMPY_SWEEP=full adds ediff1d, np_reshape (once refused), cumprod, float32_2d
SWEEP = ["diff", "diag_build", "fill_diagonal", "outer"] + (
    ["cumprod", "ediff1d", "np_reshape", "float32_2d"] if __import__("os").environ.get("ENZYMPY_SWEEP") == "full" else [])


@pytest.mark.parametrize("name", SWEEP)
def test_numpy_cases(name):
    """Some of tests/numpy_cases.py (NumPy through Numba's helpers: temporaries, result slots,
    constant arrays) against central differences of grad, in float64. diff crashed (a double
    free), diag_build, fill_diagonal and outer were silently wrong, ediff1d (Numba's exception
    records merged with shadowed pointers) and np_reshape (a constant's adjoint in a shadow
    global) were refused before."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from numpy_cases import CASES
    case = next(c for c in CASES if c.name == name)
    x = case.args[0].copy()
    H = enzympy.hessian(case.fn)(x)
    assert H.shape == x.shape + x.shape and H.dtype == x.dtype
    g = enzympy.grad(case.fn)
    x64, h = x.astype(np.float64), 1e-6
    ref = np.zeros(H.shape)
    for idx in np.ndindex(*x.shape):
        e = np.zeros_like(x64)
        e[idx] = h
        ref[(...,) + idx] = (g(x64 + e) - g(x64 - e)) / (2 * h)
    tol = 1e-3 if x.dtype == np.float32 else 1e-6
    np.testing.assert_allclose(H, ref, rtol=tol, atol=tol * max(1.0, np.abs(ref).max()))
