"""The NumPy functions and array methods Numba supports on float arrays, one small @njit
function `f(x) -> float` each, for `test_numpy_sweep.py` (and the README's list).

Each case is registered with `@case(input, ...)`. Its expectation is a gradient equal to
central differences (the default), or `refuse="token"`: an `UnsupportedError` that names the
Python line holding `token`. Weights are fixed, non-uniform arrays, so a gradient that is
uniform, zero or mirrored is caught. Inputs avoid ties and kinks (distinct values, no zeros).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field

import numpy as np
from numba import njit

# inputs: distinct values away from ties, kinks and the edges of domains
V = np.array([0.62, -0.37, 1.33, 0.11, -0.81, 0.47])            # 1-D, length 6
P = np.array([0.62, 0.37, 1.33, 0.11, 0.81, 0.47])              # positive
U = np.array([0.62, 0.37, 0.93, 0.11, 0.81, 0.47]) * 0.9        # in (0, 1)
M = np.array([[0.62, -0.37, 1.33, 0.11],
              [-0.81, 0.47, 0.29, -1.12],
              [0.55, 0.73, -0.24, 0.91]])                        # 2-D, 3 x 4
S = np.array([[1.9, 0.3, -0.2], [0.3, 1.4, 0.25], [-0.2, 0.25, 1.1]])   # square, well conditioned
V32 = V.astype(np.float32)
M32 = M.astype(np.float32)

W6 = np.array([1.0, -2.0, 3.5, 0.5, -1.5, 2.5])
W5 = W6[:5].copy()
W12 = np.linspace(-1.0, 2.0, 12)
W34 = W12.reshape(3, 4).copy()
W43 = W34.T.copy()
W64 = np.linspace(-2.0, 1.0, 24).reshape(6, 4)
W3 = np.array([0.7, -1.3, 2.1])
W4 = np.array([0.7, -1.3, 2.1, 0.4])
IDX = np.array([4, 0, 2, 2, 5])
XP = np.linspace(-1.0, 1.5, 6)
Q = np.array([-0.9, -0.3, 0.25, 0.7, 1.2])


@dataclass
class Case:
    name: str
    fn: object                      # the @njit function
    args: tuple
    refuse: str | None = None       # token on the line that must be named
    rtol: float = 1e-6
    note: str = ""
    line: int | None = field(default=None)

    @property
    def blas(self):
        """Numba types np.dot, @ and np.linalg only with SciPy (its BLAS and LAPACK)."""
        return self.name in BLAS_CASES


CASES: list[Case] = []
BLAS_CASES = {"dot", "vdot", "matmul", "linalg_inv", "linalg_det", "linalg_solve",
              "linalg_norm", "linalg_cholesky", "linalg_eigh", "cov", "corrcoef"}


def case(*args, refuse=None, rtol=1e-6, note=""):
    def register(f):
        c = Case(f.__name__, njit(f), args, refuse, rtol, note)
        if refuse:
            lines, first = inspect.getsourcelines(f)
            hits = [first + k for k, ln in enumerate(lines) if refuse in ln and not ln.lstrip().startswith("@")]
            assert hits, (f.__name__, refuse)
            c.line = hits[0]
        CASES.append(c)
        return f
    return register


# ------------------------------------------------------------------ reductions

@case(V)
def sum_(x): return np.sum(x * W6)
@case(M)
def sum_axis0(x): return np.sum(np.sum(x, axis=0) * W4)
@case(M)
def sum_axis1(x): return np.sum(x.sum(axis=1) * W3)
@case(P)
def prod(x): return np.prod(x)
@case(M)
def prod_method(x): return x.prod()
@case(V)
def mean(x): return np.mean(x * W6)
@case(M)
def mean_method(x): return (x * W34).mean()
@case(V)
def var(x): return np.var(x * W6)
@case(V)
def std(x): return np.std(x * W6)
@case(V)
def min_(x): return np.min(x * W6)
@case(V)
def max_(x): return np.max(x * W6)
@case(M)
def amin(x): return np.amin(x * W34)
@case(M)
def amax_method(x): return (x * W34).max()
@case(V)
def ptp(x): return np.ptp(x * W6)
@case(V)
def nansum(x): return np.nansum(x * W6)
@case(V)
def nanmean(x): return np.nanmean(x * W6)
@case(V)
def nanmax(x): return np.nanmax(x * W6)
@case(V)
def nanmin(x): return np.nanmin(x * W6)
@case(P)
def nanprod(x): return np.nanprod(x)
@case(V)
def nanvar(x): return np.nanvar(x * W6)
@case(V)
def nanstd(x): return np.nanstd(x * W6)
@case(V)
def median(x): return np.median(x * W6)
@case(V)
def nanmedian(x): return np.nanmedian(x * W6)
@case(V)
def percentile(x): return np.percentile(x * W6, 30.0)
@case(V)
def quantile(x): return np.quantile(x * W6, 0.7)
@case(V)
def average(x): return np.average(x, weights=np.abs(W6))
@case(V)
def argmax_index(x): return x[np.argmax(x * W6)] * 2.0
@case(V)
def argmin_index(x): return x[np.argmin(x * W6)] * 2.0
@case(M)
def trace(x): return np.trace(x * W34)


# ------------------------------------------------------------------ cumulative ops

@case(V)
def cumsum(x): return np.sum(np.cumsum(x) * W6)
@case(M)
def cumsum_method_2d(x): return np.sum(x.cumsum() * W12)
@case(P)
def cumprod(x): return np.sum(np.cumprod(x) * W6)
@case(V)
def nancumsum(x): return np.sum(np.nancumsum(x) * W6)
@case(P)
def nancumprod(x): return np.sum(np.nancumprod(x) * W6)
@case(V)
def diff(x): return np.sum(np.diff(x) * W5)
@case(V)
def diff_n2(x): return np.sum(np.diff(x, n=2) * W4)
@case(M)
def diff_2d(x): return np.sum(np.diff(x) * W34[:, :3])
@case(V)
def ediff1d(x): return np.sum(np.ediff1d(x) * W5)
@case(V)
def convolve(x): return np.sum(np.convolve(x, W3) * np.linspace(1.0, 2.0, 8))
@case(V)
def correlate(x): return np.sum(np.correlate(x, W3) * W4)


# ------------------------------------------------------------------ shape ops and copies

@case(M)
def ravel(x): return np.sum(x.ravel() * W12)
@case(M)
def np_ravel(x): return np.sum(np.ravel(x) * W12)
@case(M)
def flatten(x): return np.sum(x.flatten() * W12)
@case(M)
def reshape(x): return np.sum(x.reshape(4, 3) * W43)
@case(M)
def np_reshape(x): return np.sum(np.reshape(x, (2, 6)) * W12.reshape(2, 6))
@case(M)
def transpose(x): return np.sum(x.T * W43)
@case(M)
def np_transpose(x): return np.sum(np.transpose(x) * W43)
@case(M)
def transposed_copy(x): return np.sum(np.ascontiguousarray(x.T) * W43)
@case(M)
def asfortranarray(x): return np.sum(np.asfortranarray(x) * W34)
@case(V)
def copy(x): return np.sum(x.copy() * W6)
@case(V)
def np_copy(x): return np.sum(np.copy(x) * W6)
@case(V)
def expand_dims(x): return np.sum(np.expand_dims(x, 0) * W6)
@case(V)
def atleast_2d(x): return np.sum(np.atleast_2d(x) * W6)
@case(V)
def concatenate(x): return np.sum(np.concatenate((x, x[::-1])) * W12)
@case(V)
def concatenate_const(x): return np.sum(np.concatenate((x, W6)) * W12)
@case(V)
def stack(x): return np.sum(np.stack((x, 2.0 * x)) * W12.reshape(2, 6))
@case(V)
def hstack(x): return np.sum(np.hstack((x, x * x)) * W12)
@case(V)
def vstack(x): return np.sum(np.vstack((x, x * x)) * W12.reshape(2, 6))
@case(V)
def column_stack(x): return np.sum(np.column_stack((x, x * x)) * W12.reshape(6, 2))
@case(V)
def append(x): return np.sum(np.append(x, x[:2]) * np.linspace(-1.0, 1.0, 8))
@case(V)
def repeat(x): return np.sum(np.repeat(x, 2) * W12)
@case(V)
def roll(x): return np.sum(np.roll(x, 2) * W6)
@case(V)
def flip(x): return np.sum(np.flip(x) * W6)
@case(M)
def fliplr(x): return np.sum(np.fliplr(x) * W34)
@case(M)
def flipud(x): return np.sum(np.flipud(x) * W34)
@case(M)
def rot90(x): return np.sum(np.rot90(x) * W43)
@case(V)
def broadcast_to(x): return np.sum(np.broadcast_to(x, (2, 6)) * W12.reshape(2, 6))
@case(V, refuse="np.split")
def split(x): return np.sum(np.split(x, 2)[1] * W3)
@case(V, refuse="np.array_split")
def array_split(x): return np.sum(np.array_split(x, 3)[2] * W6[:2])
@case(M)
def triu(x): return np.sum(np.triu(x) * W34)
@case(M)
def tril(x): return np.sum(np.tril(x, -1) * W34)
@case(V)
def diag_build(x): return np.sum(np.diag(x) * np.outer(W6, W6))
@case(M)
def diag_extract(x): return np.sum(np.diag(x) * W3)
@case(V32)
def astype_f64(x): return np.sum(x.astype(np.float64) * W6)
@case(V)
def asarray(x): return np.sum(np.asarray(x) * W6)
@case(V)
def full_like_setitem(x):
    y = np.full_like(x, 0.5)
    y[1:4] = x[2:5]
    return np.sum(y * W6)


# ------------------------------------------------------------------ indexing

@case(V)
def slice_(x): return np.sum(x[1:-1] * W6[:4])
@case(V)
def step_slice(x): return np.sum(x[::2] * W3)
@case(V)
def reversed_slice(x): return np.sum(x[::-1] * W6)
@case(M)
def column(x): return np.sum(x[:, 2] * W3)
@case(V)
def fancy_index(x): return np.sum(x[IDX] * W5)
@case(V)
def take(x): return np.sum(np.take(x, IDX) * W5)
@case(V)
def boolean_mask(x): return np.sum(x[x > 0.2] ** 2)
@case(V)
def setitem_fancy(x):
    y = np.zeros(6)
    y[IDX[:3]] = x[:3]
    return np.sum(y * W6)
@case(V)
def nonzero_index(x): return np.sum(x[np.nonzero(x > 0.0)[0]] * 1.5)
@case(V)
def where3(x): return np.sum(np.where(x > 0.2, x * x, -x) * W6)
@case(V)
def where_const(x): return np.sum(np.where(x > 0.2, x, W6))
@case(V)
def clip(x): return np.sum(np.clip(x, -0.5, 0.9) * W6)
@case(V)
def clip_method(x): return np.sum(x.clip(-0.5, 0.9) * W6)
@case(V)
def fill_diagonal(x):
    a = np.zeros((6, 6))
    np.fill_diagonal(a, x)
    return np.sum(a * np.outer(W6, W6))


# ------------------------------------------------------------------ sorting and searching

@case(V)
def sort(x): return np.sum(np.sort(x) * W6)
@case(V)
def sort_method(x):
    y = x.copy()
    y.sort()
    return np.sum(y * W6)
@case(V)
def argsort(x): return np.sum(x[np.argsort(x)] * W6)
@case(V)
def partition(x): return np.sum(np.partition(x, 2)[:3] * W3)
@case(V)
def searchsorted(x): return np.sum(x[np.searchsorted(XP, x) % 6] * W6)
@case(V, refuse="np.unique")
def unique(x): return np.sum(np.unique(x) * W6)


# ------------------------------------------------------------------ interpolation, polynomials

@case(V)
def interp_fp(x): return np.sum(np.interp(Q, XP, x) * W5)
@case(V)
def interp_x(x): return np.sum(np.interp(x, XP, W6))
@case(V)
def outer(x): return np.sum(np.outer(x, W4) * W64)
@case(V)
def vander(x): return np.sum(np.vander(x[:3], 3) * W34[:, :3])
@case(V)
def cross(x): return np.sum(np.cross(x[:3], x[3:]) * W3)
@case(V)
def kron(x): return np.sum(np.kron(x[:3], W4) * W12)


# ------------------------------------------------------------------ elementwise ufuncs

@case(V)
def sin(x): return np.sum(np.sin(x) * W6)
@case(V)
def cos(x): return np.sum(np.cos(x) * W6)
@case(V)
def tan(x): return np.sum(np.tan(x) * W6)
@case(U)
def arcsin(x): return np.sum(np.arcsin(x) * W6)
@case(U)
def arccos(x): return np.sum(np.arccos(x) * W6)
@case(V)
def arctan(x): return np.sum(np.arctan(x) * W6)
@case(V)
def arctan2(x): return np.sum(np.arctan2(x, W6) * W6)
@case(V)
def sinh_cosh_tanh(x): return np.sum((np.sinh(x) + np.cosh(x) * np.tanh(x)) * W6)
@case(V)
def arcsinh(x): return np.sum(np.arcsinh(x) * W6)
@case(P)
def arccosh(x): return np.sum(np.arccosh(x + 1.0) * W6)
@case(U)
def arctanh(x): return np.sum(np.arctanh(x) * W6)
@case(V)
def exp(x): return np.sum(np.exp(x) * W6)
@case(V)
def exp2_expm1(x): return np.sum((np.exp2(x) + np.expm1(x)) * W6)
@case(P)
def log(x): return np.sum(np.log(x) * W6)
@case(P)
def log2_log10_log1p(x): return np.sum((np.log2(x) + np.log10(x) + np.log1p(x)) * W6)
@case(P)
def sqrt(x): return np.sum(np.sqrt(x) * W6)
@case(V)
def cbrt(x): return np.sum(np.cbrt(x) * W6)
@case(V)
def square_reciprocal(x): return np.sum((np.square(x) + np.reciprocal(x)) * W6)
@case(V)
def abs_(x): return np.sum(np.abs(x) * W6)
@case(V)
def fabs_negative(x): return np.sum((np.fabs(x) - np.negative(x)) * W6)
@case(P)
def power(x): return np.sum(np.power(x, 1.7) * W6)
@case(P)
def power_array(x): return np.sum(np.power(x, np.abs(W6)) + x ** x)
@case(V)
def hypot(x): return np.sum(np.hypot(x, W6))
@case(V)
def maximum_minimum(x): return np.sum((np.maximum(x, 0.2) + np.minimum(x, -0.1 * W6)) * W6)
@case(V)
def fmax_fmin(x): return np.sum((np.fmax(x, 0.2) + np.fmin(x, 0.3)) * W6)
@case(V)
def sign_floor_ceil(x): return np.sum((np.sign(x) + np.floor(x) + np.ceil(x) + np.rint(x) + x) * W6)
@case(V)
def round_(x): return np.sum((np.round(x, 1) + x) * W6)
@case(V)
def deg2rad(x): return np.sum((np.deg2rad(x) + np.rad2deg(x)) * W6)
@case(V)
def logaddexp(x): return np.sum(np.logaddexp(x, W6) + np.logaddexp2(x, 0.5))
@case(V)
def copysign(x): return np.sum(np.copysign(x, W6) * W6)
@case(V)
def divide(x): return np.sum(np.divide(W6, x + 3.0) + np.true_divide(x, 1.5 + W6 * W6))
@case(V)
def fmod(x): return np.sum(np.fmod(x, 0.3) * W6)
@case(V)
def mod(x): return np.sum(np.mod(x, 0.3) * W6)
@case(V)
def sinc(x): return np.sum(np.sinc(x) * W6)
@case(V)
def nan_to_num(x): return np.sum(np.nan_to_num(x) * W6)
@case(V32)
def float32_array(x): return np.float64(np.sum(np.cumsum(np.sin(x)) * W6.astype(np.float32)))
@case(M32)
def float32_2d(x): return np.float64(np.sum((x.T * x.T) * W43.astype(np.float32)))


# ------------------------------------------------------------------ statistics

@case(M)
def cov(x): return np.sum(np.cov(x) * np.outer(W3, W3))
@case(M)
def corrcoef(x): return np.sum(np.corrcoef(x) * np.outer(W3, W3))


# ------------------------------------------------------------------ BLAS (differentiated) and LAPACK (refused)

@case(V)
def dot(x): return np.dot(x, W6)
@case(V)
def vdot(x): return np.vdot(x, W6)
@case(M)
def matmul(x): return np.sum(x @ W43)
@case(S, refuse="np.linalg.inv")
def linalg_inv(x): return np.sum(np.linalg.inv(x) * W3)
@case(S, refuse="np.linalg.det")
def linalg_det(x): return np.linalg.det(x)
@case(S, refuse="np.linalg.solve")
def linalg_solve(x): return np.sum(np.linalg.solve(x, W3))
@case(V)
def linalg_norm(x): return np.linalg.norm(x * W6)
@case(S, refuse="np.linalg.cholesky")
def linalg_cholesky(x): return np.sum(np.linalg.cholesky(x) * W3)
@case(S, refuse="np.linalg.eigh")
def linalg_eigh(x): return np.sum(np.linalg.eigh(x)[0] * W3)
