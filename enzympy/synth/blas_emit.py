"""BLAS calls and small array loops, written into a derivative (`synth/blas_rules.py`).

`BlasWriter` emits the calls a BLAS rule makes (dot, axpy, gemv, gemm, ger), column-major,
in the dialect of the primal call: CBLAS (scalars by value, `CblasColMajor`), Fortran
(everything by pointer, in stack slots released after the call), or, for Numba, Fortran
BLAS under `__enzympy_blas_*` names, which the Numba front end points at SciPy's BLAS (the
library Numba's own helpers call). Integers are i64 here and converted at the call.
What is no BLAS routine (scaling a shadow by beta, a sum of products over a matrix, a
matrix axpy) is an internal loop function of the derivative module.
"""

from __future__ import annotations

from ..emit import int_const
from ..ir import Value
from ..irtypes import DOUBLE, FLOAT, I1, I8, I32, I64, PTR, VOID, Type

_NO_TRANS, _TRANS = 111, 112


class BlasWriter:
    def __init__(self, b, call):
        self.b, self.call = b, call
        self.ft = FLOAT if call.ft == "float" else DOUBLE
        self.int_t = Type("int", width=int(call.int_type[1:])) if call.dialect == "cblas" else I32
        self.p = call.prefix

    def i64(self, v: Value) -> Value:
        if v.type == I64:
            return v
        return self.b.cast("sext" if v.type.width < 64 else "trunc", v, I64)

    # ------------------------------------------------------------------ BLAS calls
    def _emit(self, op, ret, parts):
        """parts: ('int', Value i64) | ('flag', bool) | ('float', Value) | ('ptr', Value)."""
        b, dialect = self.b, self.call.dialect
        if dialect == "cblas":
            name = f"cblas_{self.p}{op}"
            args = [Value(I32, "102", "const")] if op in ("gemv", "gemm", "ger") else []
            for kind, v in parts:
                if kind == "int":
                    args.append(b.cast("trunc", v, self.int_t) if self.int_t != I64 else v)
                elif kind == "flag":
                    args.append(Value(I32, str(_TRANS if v else _NO_TRANS), "const"))
                else:
                    args.append(v)
            b.declare(name, f"declare {ret} @{name}({', '.join(str(a.type) for a in args)})")
            return b.call(ret, name, args)
        name = f"{self.p}{op}_" if dialect == "fortran" else f"__enzympy_blas_{self.p}{op}"
        save = b.emit(PTR, "call ptr @llvm.stacksave.p0()", "bss")
        b.declare("llvm.stacksave.p0", "declare ptr @llvm.stacksave.p0()")
        b.declare("llvm.stackrestore.p0", "declare void @llvm.stackrestore.p0(ptr)")
        args = []
        for kind, v in parts:
            if kind == "ptr":
                args.append(v)
                continue
            if kind == "int":
                v = b.cast("trunc", v, I32)
            elif kind == "flag":
                v = Value(I8, str(ord("T") if v else ord("N")), "const")
            slot = b.alloca(v.type, "bslot")
            b.store(v, slot)
            args.append(slot)
        b.declare(name, f"declare {ret} @{name}({', '.join('ptr' for _ in args)})")
        out = b.call(ret, name, args)
        b.raw(f"call void @llvm.stackrestore.p0(ptr {save.ref})")
        return out

    def dot(self, n, x, incx, y, incy) -> Value:
        return self._emit("dot", self.ft, [("int", n), ("ptr", x), ("int", incx), ("ptr", y), ("int", incy)])

    def axpy(self, n, alpha, x, incx, y, incy):
        """y += alpha x."""
        self._emit("axpy", VOID, [("int", n), ("float", alpha), ("ptr", x), ("int", incx),
                                  ("ptr", y), ("int", incy)])

    def gemv(self, ta, m, n, alpha, a, lda, x, incx, beta, y, incy):
        self._emit("gemv", VOID, [("flag", ta), ("int", m), ("int", n), ("float", alpha), ("ptr", a),
                                  ("int", lda), ("ptr", x), ("int", incx), ("float", beta), ("ptr", y),
                                  ("int", incy)])

    def gemm(self, ta, tb, m, n, k, alpha, a, lda, bm, ldb, beta, c, ldc):
        self._emit("gemm", VOID, [("flag", ta), ("flag", tb), ("int", m), ("int", n), ("int", k),
                                  ("float", alpha), ("ptr", a), ("int", lda), ("ptr", bm), ("int", ldb),
                                  ("float", beta), ("ptr", c), ("int", ldc)])

    def ger(self, m, n, alpha, x, incx, y, incy, a, lda):
        """A += alpha x y^T."""
        self._emit("ger", VOID, [("int", m), ("int", n), ("float", alpha), ("ptr", x), ("int", incx),
                                 ("ptr", y), ("int", incy), ("ptr", a), ("int", lda)])

    # ------------------------------------------------------------------ loops of our own
    def _helper(self, what, ret, params, body):
        name = f"__enzympy_blas_{what}_{self.ft}"
        self.b.declare(name, f"define internal {ret} @{name}({params}) {{\n{body}}}")
        return name

    def scale(self, p, rows, cols, ld, s):
        """p[i + j ld] *= s over rows x cols; s == 0 stores zeros (what was there is not read:
        BLAS's beta == 0)."""
        ft = self.ft
        name = self._helper("scale", "void", f"ptr %p, i64 %r, i64 %c, i64 %ld, {ft} %s", _loop2(ft, f"""
  %z = fcmp oeq {ft} %s, 0.0
  %v = load {ft}, ptr %q
  %sv = fmul {ft} %v, %s
  %w = select i1 %z, {ft} 0.0, {ft} %sv
  store {ft} %w, ptr %q"""))
        self.b.raw(f"call void @{name}(ptr {p.ref}, i64 {rows.ref}, i64 {cols.ref}, i64 {ld.ref}, {s.typed})")

    def frobenius(self, p, ldp, q, ldq, rows, cols) -> Value:
        """sum over i, j of p[i + j ldp] q[i + j ldq]."""
        ft = self.ft
        name = self._helper("fdot", ft, "ptr %p, i64 %ldp, ptr %q0, i64 %ldq, i64 %r, i64 %c",
                            _sum2(ft))
        return self.b.call(ft, name, [p, ldp, q, ldq, rows, cols])

    def axpy_matrix(self, s, x, ldx, y, ldy, rows, cols):
        """y[i + j ldy] += s x[i + j ldx]."""
        ft = self.ft
        name = self._helper("axpym", "void", f"{ft} %s, ptr %x, i64 %ldx, ptr %p, i64 %ld, i64 %r, i64 %c",
                            _loop2(ft, f"""
  %xo = mul i64 %j, %ldx
  %xi = add i64 %xo, %i
  %xq = getelementptr inbounds {ft}, ptr %x, i64 %xi
  %xv = load {ft}, ptr %xq
  %v = load {ft}, ptr %q
  %t = fmul {ft} %xv, %s
  %w = fadd {ft} %v, %t
  store {ft} %w, ptr %q"""))
        self.b.raw(f"call void @{name}({s.typed}, ptr {x.ref}, i64 {ldx.ref}, ptr {y.ref}, i64 {ldy.ref}, "
                   f"i64 {rows.ref}, i64 {cols.ref})")

    # ------------------------------------------------------------------ buffers
    def span(self, rows, cols, ld) -> Value:
        """Elements from the first to the last of a rows x cols array with leading dimension
        (or increment) ld, negative increments included: (cols - 1) |ld| + rows, 0 when empty."""
        b = self.b
        neg = b.emit(I1, f"icmp slt i64 {ld.ref}, 0")
        mld = b.ibin("sub", int_const(0), ld)
        ald = b.select(neg, mld, ld)
        c1 = b.ibin("sub", cols, int_const(1))
        n = b.ibin("add", b.ibin("mul", c1, ald), rows)
        empty = b.emit(I1, f"icmp slt i64 {cols.ref}, 1")
        empty2 = b.emit(I1, f"icmp slt i64 {rows.ref}, 1")
        return b.select(b.ibin("or", empty, empty2), int_const(0), n)

    def bytes(self, count) -> Value:
        return self.b.ibin("mul", count, int_const(self.ft.width // 8))

    def malloc(self, nbytes, hint) -> Value:
        b = self.b
        b.declare("malloc", "declare ptr @malloc(i64)")
        return b.emit(PTR, f"call ptr @malloc(i64 {nbytes.ref})", hint)

    def free(self, p):
        self.b.declare("free", "declare void @free(ptr)")
        self.b.raw(f"call void @free(ptr {p.ref})")

    def copy(self, dst, src, nbytes):
        self.b.declare("llvm.memcpy.p0.p0.i64", "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)")
        self.b.raw(f"call void @llvm.memcpy.p0.p0.i64(ptr {dst.ref}, ptr {src.ref}, i64 {nbytes.ref}, i1 false)")


def _loop2(ft, body):
    """A loop over j < %c, i < %r with %q = &p[i + j |ld|] (a negative increment walks the same
    elements), running `body`."""
    return f"""entry:
  %neg = icmp slt i64 %ld, 0
  %mld = sub i64 0, %ld
  %ald = select i1 %neg, i64 %mld, i64 %ld
  %none = icmp slt i64 %c, 1
  %none2 = icmp slt i64 %r, 1
  %skip = or i1 %none, %none2
  br i1 %skip, label %done, label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %jn, %inner.end ]
  %off = mul i64 %j, %ald
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %in, %inner ]
  %k = add i64 %off, %i
  %q = getelementptr inbounds {ft}, ptr %p, i64 %k{body}
  %in = add nuw i64 %i, 1
  %more = icmp slt i64 %in, %r
  br i1 %more, label %inner, label %inner.end
inner.end:
  %jn = add nuw i64 %j, 1
  %moreo = icmp slt i64 %jn, %c
  br i1 %moreo, label %outer, label %done
done:
  ret void
"""


def _sum2(ft):
    return f"""entry:
  %none = icmp slt i64 %c, 1
  %none2 = icmp slt i64 %r, 1
  %skip = or i1 %none, %none2
  br i1 %skip, label %done, label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %jn, %inner.end ]
  %acc = phi {ft} [ 0.0, %entry ], [ %s2, %inner.end ]
  %op = mul i64 %j, %ldp
  %oq = mul i64 %j, %ldq
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %in, %inner ]
  %s = phi {ft} [ %acc, %outer ], [ %s2, %inner ]
  %kp = add i64 %op, %i
  %kq = add i64 %oq, %i
  %pp = getelementptr inbounds {ft}, ptr %p, i64 %kp
  %pq = getelementptr inbounds {ft}, ptr %q0, i64 %kq
  %vp = load {ft}, ptr %pp
  %vq = load {ft}, ptr %pq
  %t = fmul {ft} %vp, %vq
  %s2 = fadd {ft} %s, %t
  %in = add nuw i64 %i, 1
  %more = icmp slt i64 %in, %r
  br i1 %more, label %inner, label %inner.end
inner.end:
  %jn = add nuw i64 %j, 1
  %moreo = icmp slt i64 %jn, %c
  br i1 %moreo, label %outer, label %done
done:
  %res = phi {ft} [ 0.0, %entry ], [ %s2, %inner.end ]
  ret {ft} %res
"""
