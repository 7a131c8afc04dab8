"""What the core needs to know about Numba's external helpers, and what to refuse.

The inverse hyperbolic functions of the math module (asinh, acosh, atanh) get derivative rules
through the core's `register_rule` when its table lacks them; Numba's own helpers for math.gamma,
math.frexp, math.ldexp and np.nextafter (numba_gamma, ...) the rules of their libm twins
(`register_alias`).

Numba's runtime helpers that only touch integers (shapes and strides), raise, or manage the
GIL are harmless to derivatives: registered with the core's HARMLESS_CALLS, so that passing
them a pointer into memory with a shadow (an array struct on the stack, say) is not refused.
BLAS through `numba_xxdot`, `numba_xxgemv`, `numba_xxgemm`, `numba_xxnrm2` (np.dot, @,
np.linalg.norm) has the core's BLAS rules (`enzympy/blas.py`), whose derivatives call SciPy's
BLAS (the library Numba's helpers call) under `__enzympy_blas_*` names registered here.
Everything else without a body (LAPACK for np.linalg.solve, inv, ...) is refused by the core
when it gets active memory.

Masked vector memory intrinsics (`llvm.masked.gather` and friends, from Numba's loop
vectoriser) read or write memory through vectors of pointers, which shadow memory does not
follow yet; they only appear when a callee was compiled before enzympy was imported (see
`source`), and are refused here rather than differentiated wrongly.
"""

from __future__ import annotations

from enzympy.errors import UnsupportedError

HARMLESS = {"numba_attempt_nocopy_reshape", "numba_gil_ensure", "numba_gil_release",
            "numba_do_raise", "numba_unpickle", "numba_runtime_build_excinfo_struct",
            "numba_fatal_error", "Py_FatalError", "NRT_MemInfo_data"}
MASKED = ("llvm.masked.", "llvm.vp.gather", "llvm.vp.scatter")


# libm functions Numba's math module lowers to that the core's rule table lacks (yet)
MATH_RULES = [("asinh", "x", "1 / sqrt(x * x + 1)"),
              ("acosh", "x", "1 / sqrt(x * x - 1)"),
              ("atanh", "x", "1 / (1 - x * x)")]
# Numba's helpers for math functions that take their libm twin's rule (math.gamma, math.frexp,
# math.ldexp, np.nextafter and np.spacing; float32 ones end in 'f')
MATH_ALIASES = {"numba_gamma": "tgamma", "numba_frexp": "frexp", "numba_ldexp": "ldexp",
                "numba_nextafter": "nextafter"}


BLAS_ROUTINES = ("dot", "axpy", "gemv", "gemm", "ger")


def register_blas():
    """Point `__enzympy_blas_[sd]<routine>` (the Fortran BLAS a derivative of Numba's BLAS
    helpers calls) at SciPy's BLAS, in LLVM's process-wide symbol table."""
    import ctypes

    import llvmlite.binding as llvm
    try:
        from scipy.linalg import cython_blas
    except ImportError:                  # without SciPy, Numba has no np.dot either
        return
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    getname = ctypes.pythonapi.PyCapsule_GetName
    getname.restype, getname.argtypes = ctypes.c_char_p, [ctypes.py_object]
    for p in "sd":
        for r in BLAS_ROUTINES:
            name = f"__enzympy_blas_{p}{r}"
            if not llvm.address_of_symbol(name):
                cap = cython_blas.__pyx_capi__[p + r]
                llvm.add_symbol(name, get(cap, getname(cap)))


def register_harmless():
    """Register the harmless helpers, the math rules the core does not have, and BLAS."""
    from enzympy import rules
    register_blas()
    from enzympy.parallel_for import register_runtime
    from enzympy.reverse import HARMLESS_CALLS
    HARMLESS_CALLS.update(HARMLESS)
    register_runtime(HARMLESS_CALLS)
    for name, params, partial in MATH_RULES:
        if rules.lookup(name) is None:
            rules.register_rule(name, params, [partial])
    for name, target in MATH_ALIASES.items():
        rules.register_alias(name, target)


def check_vector_memory(W):
    """Raise for masked/gather/scatter memory intrinsics on float data in any function of W
    (a call of an intrinsic needs its declaration: without one, no function is read)."""
    names = W.function_names()
    if not any(n.startswith(MASKED) and not W.defines(n) for n in names):
        return
    for name in names:
        if not W.defines(name):
            continue
        fn = W.function(name)
        for inst in fn.instructions():
            c = inst.callee if inst.opcode == "call" else None
            if c and c.startswith(MASKED) and ("double" in c or "f64" in c or "f32" in c):
                raise UnsupportedError("vectorised masked/gather memory access to float data "
                                       "(compiled before enzympy was imported?)", inst.line, name,
                                       W.debug_location(inst.dbg))
