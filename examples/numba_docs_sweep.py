"""Programs in the manner of Numba's documentation examples (5-minute guide, parallel docs, stencils,
ufuncs, fastmath...), differentiated as a new user would: grad against central differences and
jvp against grad. Run: python examples/numba_docs_sweep.py"""
import math
import numpy as np
from numba import njit, prange, stencil, vectorize
import enzympy

RNG = np.random.default_rng(0)

def fd(f, args, k, h=1e-6):
    a = args[k]
    if isinstance(a, np.ndarray):
        g = np.zeros(a.shape)
        for idx in np.ndindex(a.shape):
            up = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
            dn = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
            up[k][idx] += h; dn[k][idx] -= h
            g[idx] = (f(*up) - f(*dn)) / (2 * h)
        return g
    up = list(args); dn = list(args); up[k] += h; dn[k] -= h
    return (f(*up) - f(*dn)) / (2 * h)

# 1. 5-minute guide: trace of tanh on the diagonal added to the array
@njit
def go_fast(a):
    trace = 0.0
    for i in range(a.shape[0]):
        trace += np.tanh(a[i, i])
    return (a + trace).sum()

# 2. parallel docs: an array expression
@njit(parallel=True)
def ident_parallel(x):
    return (np.cos(x) ** 2 + np.sin(x) ** 2 * x).sum()

# 3. parallel docs: a prange reduction
@njit(parallel=True)
def do_sum_parallel(A):
    acc = 0.0
    for i in prange(A.shape[0]):
        acc += np.sqrt(A[i] * A[i] + 1.0)
    return acc

# 4. parallel docs: logistic regression, here its loss
@njit(parallel=True)
def logistic_loss(w, X, Y):
    s = 0.0
    for i in prange(X.shape[0]):
        z = 0.0
        for j in range(X.shape[1]):
            z += X[i, j] * w[j]
        s += np.log(1.0 + np.exp(-Y[i] * z))
    return s / X.shape[0]

# 5. basic loops over a 2-D array
@njit
def sum2d(arr):
    M, N = arr.shape
    result = 0.0
    for i in range(M):
        for j in range(N):
            result += arr[i, j] * arr[i, j] / (1.0 + j)
    return result

# 6. fastmath
@njit(fastmath=True)
def do_sum_fast(A):
    acc = 0.0
    for x in A:
        acc += math.sqrt(x * x + 0.5)
    return acc

# 7. cache=True
@njit(cache=True)
def cached_poly(x, a):
    return (a * x ** 3 - 2.0 * x).sum()

# 8. error_model='numpy'
@njit(error_model="numpy")
def ratio(x, y):
    return (x / y).sum()

# 9. stencil inside njit
@stencil
def kernel1(a):
    return 0.25 * (a[0, 1] + a[1, 0] + a[0, -1] + a[-1, 0])

@njit
def smooth_energy(a):
    b = kernel1(a)
    return (b * b).sum()

# 10. np.mean / np.var / np.std
@njit
def stats(x):
    return np.mean(x) + np.var(x) + np.std(x)

# 11. a vectorized ufunc called from njit
@vectorize(["float64(float64, float64)"])
def soft(a, b):
    return math.log(math.exp(a) + math.exp(b))

@njit
def uses_ufunc(x, y):
    return soft(x, y).sum()

# 12. loop-lifting-free closure over a global constant array
W = np.linspace(0.5, 1.5, 6)
@njit
def weighted(x):
    return (W * x * x).sum()

# 13. np.linalg.norm of a vector
@njit
def norm2(x):
    return np.linalg.norm(x)

# 14. while loop, Newton iteration (docs' numerical examples)
@njit
def newton_sqrt(a):
    x = a
    for _ in range(20):
        x = 0.5 * (x + a / x)
    return x

CASES = [
    ("go_fast (5-minute guide)", go_fast, lambda: (RNG.normal(size=(4, 4)),), (0,)),
    ("ident_parallel (parallel docs)", ident_parallel, lambda: (RNG.normal(size=9),), (0,)),
    ("do_sum_parallel (parallel docs)", do_sum_parallel, lambda: (RNG.normal(size=9),), (0,)),
    ("logistic regression loss (parallel docs)", logistic_loss, lambda: (RNG.normal(size=3), RNG.normal(size=(7, 3)), np.sign(RNG.normal(size=7))), (0,)),
    ("sum2d", sum2d, lambda: (RNG.normal(size=(3, 5)),), (0,)),
    ("fastmath=True", do_sum_fast, lambda: (RNG.normal(size=8),), (0,)),
    ("cache=True", cached_poly, lambda: (RNG.normal(size=5), 0.7), (0, 1)),
    ("error_model='numpy'", ratio, lambda: (RNG.normal(size=5), RNG.uniform(1, 2, 5)), (0, 1)),
    ("@stencil in njit", smooth_energy, lambda: (RNG.normal(size=(5, 5)),), (0,)),
    ("np.mean/var/std", stats, lambda: (RNG.normal(size=6),), (0,)),
    ("@vectorize ufunc in njit", uses_ufunc, lambda: (RNG.normal(size=5), RNG.normal(size=5)), (0, 1)),
    ("global array", weighted, lambda: (RNG.normal(size=6),), (0,)),
    ("np.linalg.norm", norm2, lambda: (RNG.normal(size=6),), (0,)),
    ("Newton sqrt", newton_sqrt, lambda: (2.0,), (0,)),
]

for name, f, make, argnums in CASES:
    args = make()
    try:
        f(*args)
        val, grads = enzympy.value_and_grad(f, argnums=argnums)(*args)
        err = 0.0
        for k, g in zip(argnums, grads):
            ref = fd(f, args, k)
            err = max(err, float(np.max(np.abs(np.asarray(g) - ref) / np.maximum(1.0, np.abs(ref)))))
        tang = [None] * len(args)
        for k in argnums:
            tang[k] = RNG.normal(size=args[k].shape) if isinstance(args[k], np.ndarray) else 0.3
        try:
            _, jv = enzympy.jvp(f, args, tuple(tang))
            dot = sum(float(np.sum(g * tang[k])) for k, g in zip(argnums, grads))
            fw = f"jvp-grad {abs(jv - dot) / max(1.0, abs(dot)):.1e}"
        except Exception as e:
            fw = f"jvp {type(e).__name__}: {str(e)[:150]}"
        print(f"{'OK ' if err < 1e-5 else 'BAD'} {name}: max rel err vs FD {err:.1e}; {fw}")
    except Exception as e:
        print(f"ERR {name}: {type(e).__name__}: {str(e)[:300]}")
