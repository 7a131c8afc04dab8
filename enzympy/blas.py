"""BLAS routines as data: what each one reads and writes, in one normal form.

A BLAS call is differentiated by calling BLAS again (Enzyme's BLAS rules): the reverse of
r = dot(x, y) is dx += r' y, dy += r' x (two axpys), the reverse of a gemm two gemms into the
shadows and a scaling of C's shadow by beta. The rules themselves (`synth/blas_rules.py`) are
written once for column-major operands; this module maps each spelling onto that form:

- Numba's helpers (`numba_xxdot`, `numba_xxgemv`, `numba_xxgemm`, `numba_xxnrm2` from
  `numba/_lapack.c`): a `kind` char ('s', 'd'; 'c', 'z' are refused), Fortran order, unit
  increments, alpha and beta and the scalar result through pointers;
- CBLAS (`cblas_[sd](dot|nrm2|gemv|gemm|axpy|scal)`): a layout argument (row-major becomes
  column-major by transposing: y = op(A) x with A row-major is y = op'(A^T) x; C = A B is
  C^T = B^T A^T), scalars by value;
- Fortran (`[sd](dot|nrm2|gemv|gemm|axpy|scal|ger)_`): every argument by pointer (32-bit
  integers); `__enzympy_blas_*`, the Fortran BLAS the derivatives of Numba's helpers call, is
  spelled the same (so a derivative's BLAS calls have rules too: second derivatives).

Flags (kind, layout, transposes) must be constants: a call whose flags are only known when it
runs is refused by name, as are complex routines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# canonical operands of each operation, column-major; 'r': the scalar result
OPERANDS = {
    "dot": "n x incx y incy",
    "nrm2": "n x incx",
    "gemv": "ta m n alpha A lda x incx beta y incy",
    "gemm": "ta tb m n k alpha A lda B ldb beta C ldc",
    "axpy": "n alpha x incx y incy",
    "scal": "n alpha x incx",
    "ger": "m n alpha x incx y incy A lda",
}
# what each operation writes (besides its scalar result), and the float scalars it takes
WRITES = {"dot": (), "nrm2": (), "gemv": ("y",), "gemm": ("C",), "axpy": ("y",), "scal": ("x",),
          "ger": ("A",)}
SCALARS = ("alpha", "beta")
ARRAYS = ("x", "y", "A", "B", "C")

# each spelling's parameters in call order ('-': a parameter without a canonical meaning)
_CBLAS = {"dot": "n x incx y incy", "nrm2": "n x incx", "axpy": "n alpha x incx y incy",
          "scal": "n alpha x incx", "gemv": "order ta m n alpha A lda x incx beta y incy",
          "gemm": "order ta tb m n k alpha A lda B ldb beta C ldc",
          "ger": "order m n alpha x incx y incy A lda"}
_FORTRAN = {"dot": "n x incx y incy", "nrm2": "n x incx", "axpy": "n alpha x incx y incy",
            "scal": "n alpha x incx", "gemv": "ta m n alpha A lda x incx beta y incy",
            "gemm": "ta tb m n k alpha A lda B ldb beta C ldc", "ger": "m n alpha x incx y incy A lda"}
_NUMBA = {"dot": "kind - n x y out", "nrm2": "kind n x incx out",
          "gemv": "kind ta m n alpha A lda x beta y",
          "gemm": "kind ta tb m n k alpha A lda B ldb beta C ldc"}

_NAME = re.compile(r"(?:(cblas_)([sdcz])(dot|nrm2|gemv|gemm|axpy|scal|ger)|([sdcz])(dot|nrm2|gemv|gemm|axpy|scal|ger)_"
                   r"|numba_xx(dot|nrm2|gemv|gemm)|__enzympy_blas_([sd])(dot|axpy|gemv|gemm|ger)"
                   r"|cblas_(?:[cz]dot[uc]_sub|[sd]z?[cz]?nrm2|[cz]\w+))")
ROW_MAJOR, COL_MAJOR = 101, 102
TRANS = {111: False, 112: True, 113: True, ord("N"): False, ord("n"): False, ord("T"): True,
         ord("t"): True, ord("C"): True, ord("c"): True}


def is_blas(callee) -> bool:
    """Is this a BLAS routine enzympy knows (or knows to refuse)?"""
    return bool(callee) and _NAME.fullmatch(callee) is not None


@dataclass
class BlasCall:
    """One call in the normal form: operation, float type ('float' | 'double'), dialect of the
    BLAS the derivative calls ('cblas' | 'fortran' | 'numba' | 'scipy': Fortran BLAS under
    `__enzympy_blas_` names), flags, and for each canonical
    operand the call's argument and whether it is passed by pointer (`args`, `by_ptr`);
    `fixed`: integer operands that are constants of the spelling (Numba's unit increments)."""
    op: str
    ft: str
    dialect: str
    ta: bool = False
    tb: bool = False
    args: dict = field(default_factory=dict)
    by_ptr: set = field(default_factory=set)
    fixed: dict = field(default_factory=dict)
    result: object = None              # the pointer Numba writes the scalar result to
    int_type: str = "i32"              # integers of the dialect's calls

    @property
    def prefix(self):
        return "s" if self.ft == "float" else "d"

    def array_shape(self, name):
        """(rows, cols, ld) of an array operand as canonical operand names or ints: a vector
        is a 1 x n matrix whose 'leading dimension' is its increment."""
        op, ta, tb = self.op, self.ta, self.tb
        if name in ("x", "y") and op in ("dot", "nrm2", "axpy", "scal"):
            return (1, "n", "inc" + name)
        if op == "ger":
            return ("m", "n", "lda") if name == "A" else (1, "m" if name == "x" else "n", "inc" + name)
        if op == "gemv":
            if name == "A":
                return ("m", "n", "lda")
            along = "n" if (name == "x") != ta else "m"
            return (1, along, "inc" + name)
        if name == "A":
            return ("k", "m", "lda") if ta else ("m", "k", "lda")
        if name == "B":
            return ("n", "k", "ldb") if tb else ("k", "n", "ldb")
        return ("m", "n", "ldc")

    def writes(self, name) -> bool:
        return name in WRITES[self.op]


class BlasError(Exception):
    """Why a BLAS call cannot be differentiated (the caller names the instruction)."""


def decode(inst, const_int) -> BlasCall:
    """The normal form of a BLAS call; `const_int(value, by_ptr)`: the integer a constant (or
    the constant behind a pointer) holds, or None. Raises BlasError for what is not supported."""
    callee = inst.callee
    m = _NAME.fullmatch(callee or "")
    if m is None:
        raise BlasError(f"@{callee} is not a BLAS routine enzympy knows")
    if m.group(6):                                    # numba_xx...
        op, dialect, names = m.group(6), "numba", _NUMBA[m.group(6)].split()
        kind = const_int(inst.args[0], False)
        if kind not in (ord("s"), ord("d")):
            what = "complex" if kind in (ord("c"), ord("z")) else "non-constant"
            raise BlasError(f"@{callee} of {what} kind {chr(kind) if kind else '?'!r} has no derivative "
                            "in enzympy (real float32 and float64 only)")
        prec = chr(kind)
    elif m.group(7):                                  # a derivative's own BLAS calls
        dialect, prec, op = "scipy", m.group(7), m.group(8)
        names = _FORTRAN[op].split()
    elif m.group(2) or m.group(4):
        dialect = "cblas" if m.group(1) else "fortran"
        prec, op = (m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5))
        if prec in "cz":
            raise BlasError(f"@{callee}: complex BLAS has no derivative in enzympy")
        names = (_CBLAS if dialect == "cblas" else _FORTRAN)[op].split()
    else:
        raise BlasError(f"@{callee}: complex BLAS has no derivative in enzympy")
    if len(inst.args) < len(names):
        raise BlasError(f"@{callee} is called with {len(inst.args)} arguments, not {len(names)}")
    call = BlasCall(op, "float" if prec == "s" else "double", dialect)
    by_ptr = dialect in ("fortran", "scipy")
    for name, arg in zip(names, inst.args):
        if name in ("-", "kind"):
            continue
        if name == "out":
            call.result = arg
            continue
        call.args[name] = arg
        if (by_ptr and name not in ARRAYS) or (dialect == "numba" and name in SCALARS):
            call.by_ptr.add(name)
    if dialect == "numba" and op in ("dot", "gemv"):
        call.fixed.update({"incx": 1, "incy": 1})
    if dialect == "cblas":
        call.int_type = str(call.args["n"].type)
    for flag in ("ta", "tb"):
        if flag in call.args:
            v = const_int(call.args.pop(flag), flag in call.by_ptr)
            if v not in TRANS:
                raise BlasError(f"@{callee}: the transpose flag must be a constant 'N', 'T' or 'C' "
                                f"(CblasNoTrans, CblasTrans), not {v!r}")
            setattr(call, flag, TRANS[v])
            call.by_ptr.discard(flag)
    if "order" in call.args:
        order = const_int(call.args.pop("order"), False)
        if order not in (ROW_MAJOR, COL_MAJOR):
            raise BlasError(f"@{callee}: the layout must be a constant CblasRowMajor or CblasColMajor")
        if order == ROW_MAJOR:
            _to_column_major(call)
    return call


def _to_column_major(call):
    """Row-major operands as column-major ones: a row-major matrix is its transpose in
    column-major order, so gemv flips its transpose and swaps m, n; gemm computes C^T = op(B)^T op(A)^T."""
    a = call.args
    if call.op == "gemv":
        call.ta = not call.ta
        a["m"], a["n"] = a["n"], a["m"]
    elif call.op == "gemm":
        call.ta, call.tb = call.tb, call.ta
        a["m"], a["n"] = a["n"], a["m"]
        a["A"], a["B"] = a["B"], a["A"]
        a["lda"], a["ldb"] = a["ldb"], a["lda"]
    elif call.op == "ger":                            # A^T += alpha y x^T
        a["m"], a["n"] = a["n"], a["m"]
        a["x"], a["y"] = a["y"], a["x"]
        a["incx"], a["incy"] = a["incy"], a["incx"]


def written_pointers(inst):
    """The pointer arguments a BLAS call writes (its output array, Numba's result slot), for
    analyses that ask what a call may change; None when the call is not decodable."""
    try:
        call = decode(inst, _literal)
    except BlasError:
        return None
    out = [call.args[n] for n in WRITES[call.op]]
    return out + ([call.result] if call.result is not None else [])


def _literal(v, by_ptr):
    """The integer a constant operand holds; a flag behind a pointer reads as 'N' (which
    pointers a call writes does not depend on it)."""
    if by_ptr:
        return ord("N")
    try:
        return int(v.ref)
    except ValueError:
        return None
