"""Errors of the Numba front end, phrased in terms of the user's Python function."""

from __future__ import annotations

from enzympy.errors import UnsupportedError


def where(py_func) -> str:
    """'qualname (file:line)' of a Python function."""
    try:
        code = py_func.__code__
        return f"{py_func.__qualname__} ({code.co_filename}:{code.co_firstlineno})"
    except AttributeError:
        return repr(py_func)


def not_differentiable(py_func, return_type, what="grad") -> TypeError:
    which = ("grad and value_and_grad differentiate scalar (float32/float64) results only (use vjp "
             "for other results once it exists)") if what == "grad" else \
        f"{what} differentiates scalar (float32/float64) results only"
    return TypeError(f"{what} of {where(py_func)}: the function returns {return_type}, not a float "
                     f"scalar; {which}")


def unsupported_in(py_func, err: UnsupportedError, line: int | None = None):
    """The core's error, prefixed with the Python function and, where Numba's debug
    information gives it, the source line."""
    head = f"cannot differentiate {where(py_func)}"
    if line:
        head += f", line {line}"
    msg = f"{head}: {err}"
    if "@numba_xx" in msg:
        msg += (" (np.dot, @ and np.linalg call BLAS/LAPACK, which have no derivative yet: "
                "write the product as a loop)")
    if "numba_parallel_for" in msg:
        msg += (" (a parallel=True @njit function called from the differentiated one runs its loops "
                "through Numba's thread pool, which has no derivative: compile that callee without "
                "parallel=True; a parallel function differentiated itself gets a serial gradient)")
    return UnsupportedError(msg)
