"""Errors of the Numba front end, phrased in terms of the user's Python function."""

from __future__ import annotations

import re

from enzympy.errors import UnsupportedError


class NoForwardRule(UnsupportedError):
    """Forward mode meets a function with a custom_vjp rule and no custom_jvp rule (refused, as
    in JAX): jacobian(), free to choose, takes reverse mode instead."""


def where(py_func) -> str:
    """'qualname (file:line)' of a Python function."""
    try:
        code = py_func.__code__
        return f"{py_func.__qualname__} ({code.co_filename}:{code.co_firstlineno})"
    except AttributeError:
        return repr(py_func)


def not_differentiable(py_func, return_type, what="grad") -> TypeError:
    which = ("grad and value_and_grad differentiate scalar (float32/float64) results only (vjp and "
             "jacobian take array and tuple results)") if what == "grad" else \
        f"{what} differentiates scalar (float32/float64) results only"
    if str(return_type) == "none":
        which += ("; a function that fills output arrays is differentiated through an @njit function "
                  "that calls it and returns a float (the sum of the outputs times weights, say)")
    return TypeError(f"{what} of {where(py_func)}: the function returns {return_type}, not a float "
                     f"scalar; {which}")


def unsupported_in(py_func, err: UnsupportedError, line: int | None = None):
    """The core's error in the user's terms: the Python function, the source line where Numba's
    debug information gives it, the parameters by their Python names, the Numba function it
    happened in when not the user's own; the IR (instruction, mangled names) is kept in
    `ir_detail` for bug reports, out of the message."""
    head = f"cannot differentiate {where(py_func)}"
    if line:
        head += f", line {line}"
    what = getattr(err, "what", None) or str(err)
    msg = f"{head}: {python_terms(what)}"
    inside = demangle(getattr(err, "function", None) or "")
    if inside and inside.rsplit(".", 1)[-1] != py_func.__name__:
        msg += f" (in {inside})"
    if "@numba_ez_" in msg or ("@numba_xx" in msg and not any(
            f"@numba_xx{r}" in msg for r in ("dot", "gemv", "gemm", "nrm2"))):
        msg += (" (np.linalg's solvers and factorisations call LAPACK, which has no derivative yet; "
                "np.dot, @ and np.linalg.norm of real arrays have one)")
    if any(h in msg for h in _PARALLEL_RUNTIME):
        msg += (" (a parallel=True @njit function runs its loops through Numba's thread pool; grad "
                "differentiates them there, and otherwise (forward mode, vector mode, a rule or BLAS in "
                "the loop) the serial compilation of a parallel function and of the parallel @njit "
                "functions it calls by a global or closure name, but this one is reached otherwise (a "
                "module's attribute, an argument): call it by its name, or compile it without "
                "parallel=True)")
    out = (type(err) if isinstance(err, UnsupportedError) else UnsupportedError)(msg)   # its kind kept
    out.ir_detail = str(err)
    return out


# Numba's parallel runtime: the scheduler and thread pool a parallel=True function calls
_PARALLEL_RUNTIME = ("numba_parallel_for", "@allocate_sched", "@deallocate_sched", "@do_scheduling",
                     "@get_sched_size", "@set_parallel_chunksize", "@get_parallel_chunksize")


def python_terms(what: str) -> str:
    """IR value names in a core message in Python's terms: %arg.x.4 -> parameter `x`."""
    what = re.sub(r"%arg\.([A-Za-z_][A-Za-z0-9_]*)(?:\.\d+)*", r"parameter `\1`", what)
    what = re.sub(r"(?:pointer )?%[-\w$.]+", "a value", what)
    return what


def demangle(name: str) -> str:
    """`numba.np.arrayobj.ol_np_empty.<locals>.impl` for Numba's mangled `_ZN5numba2np...`
    (its dotted path); '' when the name is not of that form."""
    if not name.startswith("_ZN"):
        return ""
    parts, i = [], 3
    while i < len(name) and name[i].isdigit():
        j = i
        while name[j].isdigit():
            j += 1
        n = int(name[i:j])
        parts.append(name[j:j + n])
        i = j + n
    text = ".".join(parts)
    return text.replace("_3c", "<").replace("_3e", ">")
