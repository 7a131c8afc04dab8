"""Derivatives of BLAS calls, in both modes, as BLAS calls (Enzyme's BLAS rules).

The call is first brought to its column-major normal form (`enzympy.blas.decode`); then, with
d for shadows (adjoints in reverse mode, tangents in forward mode) and P(x) for an operand's
value when the call ran:

    r = dot(x, y)       reverse: dx += r' P(y), dy += r' P(x)       forward: r' = dx.y + x.dy
    r = nrm2(x)         reverse: dx += (r' / r) P(x)                forward: r' = x.dx / r
    y = a op(A) x + b y reverse: dA += a dy P(x)^T (ger), dx += a op(A)^T dy (gemv),
                                 da += P(x).(op(A)^T dy), db += dy.P(y), dy *= b
                        forward: dy = b dy + db y + a op(dA) x + a op(A) dx + da op(A) x
    C = a op(A) op(B) + b C: the same with gemms (da, db through sums over the matrix)
    y += a x            reverse: dx += a dy, da += dy.P(x);   x *= a: da += dx.P(x), dx *= a
    A += a x y^T        reverse: dx += a dA P(y), dy += a dA^T P(x), da += P(x).dA P(y)
                        forward: dA += a dx y^T + a x dy^T + da x y^T

(0 where r = 0 for nrm2; with b == 0, C is not read: no db, and dC is zeroed, not scaled.)
An operand without a shadow (or a constant scalar) gets nothing, and nothing is computed for
it. Reverse mode keeps what it reads: integers and scalars passed by pointer are loaded in
the forward pass, and an array is copied there (a tape buffer, freed by the reverse pass)
unless the recompute policy proves the memory unchanged until the reverse pass reads it; an
array the call itself overwrites (y, C) is always copied. Increments of shadow memory go
through `MemoryRules.accumulate_bulk`, the accumulation point, which refuses them on a GPU.
"""

from __future__ import annotations

import re

from ..blas import ARRAYS, SCALARS, BlasError, decode, is_blas
from ..emit import const, int_const, targets_gpu, zero
from ..ir import Value, local
from ..irtypes import DOUBLE, FLOAT, I32, PTR
from .blas_emit import BlasWriter

__all__ = ["is_blas", "BlasRules", "forward_blas"]


def decoded(w, inst):
    """The normal form of a BLAS call, or raise naming it."""
    try:
        return decode(inst, lambda v, by_ptr: _const_int(w.fn, v, by_ptr))
    except BlasError as e:
        raise w.unsupported(str(e), inst) from None


def _const_int(fn, v, by_ptr):
    """The integer constant v is, or (by_ptr) the one constant a `constant` global holds, or an
    alloca of fn that only one constant is stored into and only loads and BLAS calls read
    (a Fortran flag: `char t = 'T'; dgemm_(&t, ...)`); None when it may be anything else."""
    if not by_ptr:
        try:
            return int(v.ref)
        except ValueError:
            return None
    if v.kind == "global":
        m = re.search(rf'^@{re.escape(v.name)} = [^\n]*?\bconstant (?:\[\d+ x i8\] c"(.)|i8 (-?\d+))',
                      fn.module.text, re.M)
        if m is None:
            return None
        return ord(m.group(1)) if m.group(1) is not None else int(m.group(2))
    vals = _stored_constants(fn, v)
    if vals is None or len(vals) != 1:
        return None
    try:
        return int(next(iter(vals)))
    except ValueError:
        return None


def _stored_constants(fn, p):
    """The constants stored into alloca p when nothing else can write it (every use a store of
    a constant into it, a load, or a BLAS call's argument); None otherwise."""
    if p.kind != "inst":
        return None
    d = next((i for i in fn.instructions() if i.name == p.name), None)
    if d is None or d.opcode != "alloca":
        return None
    vals = set()
    for i in fn.instructions():
        if i is d or all(o.ref != p.ref for o in i.ops):
            continue
        if i.opcode == "store" and i.ops[1].ref == p.ref and i.ops[0].ref != p.ref and not i.ops[0].is_local:
            vals.add(i.ops[0].ref)
        elif i.opcode == "load" or (i.opcode == "call" and (is_blas(i.callee) or
                                                            (i.callee or "").startswith("llvm.lifetime."))):
            continue
        else:
            return None
    return vals


def _constant_slot(fn, p) -> bool:
    """A scalar passed by pointer from an alloca of fn that only constants are stored into
    (Numba's alpha and beta): it carries no derivative, whatever its memory class says."""
    return _stored_constants(fn, p) is not None


class _Operands:
    """Values of one call's canonical operands, through `get` (primal values in the reverse
    pass, plain ones in forward mode); `loaded`: by-pointer operands already loaded."""

    def __init__(self, call, bw, get, loaded):
        self.call, self.bw, self.get, self.loaded = call, bw, get, loaded

    def int(self, name) -> Value:
        if name in self.call.fixed:
            return int_const(self.call.fixed[name])
        if isinstance(name, int):
            return int_const(name)
        if name in self.call.by_ptr:
            return self.bw.i64(self.get(self.loaded[name]))
        return self.bw.i64(self.get(self.call.args[name]))

    def scalar(self, name) -> Value:
        if name in self.call.by_ptr:
            return self.get(self.loaded[name])
        return self.bw.b.convert(self.get(self.call.args[name]), self.bw.ft) \
            if self.call.args[name].type != self.bw.ft else self.get(self.call.args[name])

    def shape(self, name):
        return tuple(self.int(d) for d in self.call.array_shape(name))


class BlasRules:
    """Reverse mode of BLAS calls, for one reverse writer `w`."""

    def __init__(self, w):
        self.w = w
        self._plans = {}

    def involved(self, inst) -> bool:
        w = self.w
        if inst.opcode != "call" or not is_blas(inst.callee) or w.fn.module.defines(inst.callee):
            return False                    # a BLAS of the module's own is differentiated as code
        return any(a.type.kind == "ptr" and w.mem.has_shadow(a) for a in inst.args) or \
            any(w.act.is_active(a) for a in inst.args if a.type.is_fp_or_fp_vector) or \
            (bool(inst.name) and w.act.inst_active(inst))

    def key(self, inst):
        return inst.name or f"call{self.w._call_index(inst)}"

    def _value(self, inst, what, t) -> Value:
        name = f"{self.key(inst)}.ad.b.{what}"
        return Value(t, local(name), "inst", name)

    def plan(self, inst):
        """(call, shadowed arrays, active scalars, result active, arrays read, arrays copied)."""
        if id(inst) in self._plans:
            return self._plans[id(inst)]
        w = self.w
        call = decoded(w, inst)
        sh = {a for a in ARRAYS if a in call.args and w.mem.has_shadow(call.args[a])}
        act = set()
        for s in SCALARS:
            if s not in call.args:
                continue
            v = call.args[s]
            if s in call.by_ptr:
                if w.mem.has_shadow(v) and not _constant_slot(w.fn, v):
                    act.add(s)
            elif w.act.is_active(v):
                act.add(s)
        if call.result is not None:
            res = w.mem.has_shadow(call.result)
        else:
            res = bool(inst.name) and w.act.inst_active(inst)
        reads = _reads(call, sh, act, res)
        copies = {a for a in reads if call.writes(a) or not self._unchanged(inst, call.args[a])}
        out = (call, sh, act, res, reads, copies)
        self._plans[id(inst)] = out
        return out

    def _unchanged(self, inst, p) -> bool:
        pol = self.w.policy
        return pol.memory_unchanged(pol.root(p), inst.block.name)

    def extra_values(self, inst):
        """(name, type) of the values the forward pass makes for the reverse pass."""
        call, sh, act, res, reads, copies = self.plan(inst)
        k = self.key(inst)
        out = [(f"{k}.ad.b.{n}", float_type(call) if n in SCALARS else I32) for n in sorted(call.by_ptr)]
        out += [(f"{k}.ad.b.c{a}", PTR) for a in sorted(copies)]
        if call.op == "nrm2" and call.result is not None and res:
            out.append((f"{k}.ad.b.r", float_type(call)))
        return out

    def _loaded(self, inst):
        return {n: self._value(inst, n, t) for n, t in
                ((n.split(".ad.b.")[1], t) for n, t in self.extra_values(inst))}

    def before(self, inst):
        """Forward pass, before the call: load the by-pointer operands, copy what is read."""
        b = self.w.b
        call, sh, act, res, reads, copies = self.plan(inst)
        vals = self._loaded(inst)
        for n in sorted(call.by_ptr):
            v = vals[n]
            b.raw(f"{v.ref} = load {v.type}, ptr {call.args[n].ref}")
        bw = BlasWriter(b, call)
        ops = _Operands(call, bw, lambda v: v, vals)
        for a in sorted(copies):
            nbytes = bw.bytes(bw.span(*ops.shape(a)))
            buf = vals["c" + a]
            b.declare("malloc", "declare ptr @malloc(i64)")
            b.raw(f"{buf.ref} = call ptr @malloc(i64 {nbytes.ref})")
            bw.copy(buf, call.args[a], nbytes)
        return [vals[n] for n in sorted(vals) if n != "r"]

    def after(self, inst):
        """Forward pass, after the call: Numba's nrm2 result, read from its slot."""
        call, sh, act, res, reads, copies = self.plan(inst)
        if call.op == "nrm2" and call.result is not None and res:
            v = self._value(inst, "r", float_type(call))
            self.w.b.raw(f"{v.ref} = load {v.type}, ptr {call.result.ref}")
            return [v]
        return []

    def needed(self, inst):
        w = self.w
        call, sh, act, res, reads, copies = self.plan(inst)
        out = [v for _, v in sorted(self._loaded(inst).items())]
        out += [a for n, a in call.args.items() if n not in call.by_ptr and a.is_local
                and not (n in ARRAYS and n in copies)]
        out += [w.mem.shadow(call.args[a]) for a in sh]
        out += [w.mem.shadow(call.args[s]) for s in act if s in call.by_ptr]
        if call.result is not None and res:
            out.append(w.mem.shadow(call.result))
        if call.op == "nrm2" and call.result is None and res:
            out.append(inst.value)
        return out

    def reverse(self, inst):
        w = self.w
        call, sh, act, res, reads, copies = self.plan(inst)
        w.mem.flush_increments()
        w.mem.accumulate_bulk(lambda: self._reverse(inst), inst)

    def _reverse(self, inst):
        w, b = self.w, self.w.b
        call, sh, act, res, reads, copies = self.plan(inst)
        bw = BlasWriter(b, call)
        vals = self._loaded(inst)
        ops = _Operands(call, bw, w.primal, vals)

        def val(a):                                   # the operand's values when the call ran
            return w.primal(vals["c" + a]) if a in copies else w.primal(call.args[a])

        def d(a):
            return w.primal(w.mem.shadow(call.args[a]))

        dscal = {}                                    # scalar -> its adjoint
        op = call.op
        if op in ("dot", "nrm2"):
            if not res:
                return
            if call.result is not None:               # Numba: the result went through memory
                ps = w.primal(w.mem.shadow(call.result))
                dr = b.load(bw.ft, ps, "dr")
                b.store(zero(bw.ft), ps)
            else:
                dr = w.adjoint(inst.name)
            n = ops.int("n")
            if op == "dot":
                if "x" in sh:
                    bw.axpy(n, dr, val("y"), ops.int("incy"), d("x"), ops.int("incx"))
                if "y" in sh:
                    bw.axpy(n, dr, val("x"), ops.int("incx"), d("y"), ops.int("incy"))
            elif "x" in sh:
                r = w.primal(vals["r"]) if call.result is not None else w.primal(inst.value)
                z = b.fcmp("oeq", r, zero(bw.ft))
                s = b.select(z, zero(bw.ft), b.fdiv(dr, r))
                bw.axpy(n, s, val("x"), ops.int("incx"), d("x"), ops.int("incx"))
        elif op == "gemv":
            if "y" not in sh:
                return
            m, n = ops.int("m"), ops.int("n")
            lx, ly = (m, n) if call.ta else (n, m)
            incx, incy, lda = ops.int("incx"), ops.int("incy"), ops.int("lda")
            alpha, beta, dy = ops.scalar("alpha"), ops.scalar("beta"), d("y")
            if "A" in sh:
                if call.ta:
                    bw.ger(m, n, alpha, val("x"), incx, dy, incy, d("A"), lda)
                else:
                    bw.ger(m, n, alpha, dy, incy, val("x"), incx, d("A"), lda)
            if "alpha" in act:                        # u = op(A)^T dy: dx += a u, da += x.u
                u = bw.malloc(bw.bytes(lx), "bu")
                bw.gemv(not call.ta, m, n, const(bw.ft, 1.0), val("A"), lda, dy, incy, zero(bw.ft),
                        u, int_const(1))
                dscal["alpha"] = bw.dot(lx, val("x"), incx, u, int_const(1))
                if "x" in sh:
                    bw.axpy(lx, alpha, u, int_const(1), d("x"), incx)
                bw.free(u)
            elif "x" in sh:
                bw.gemv(not call.ta, m, n, alpha, val("A"), lda, dy, incy, const(bw.ft, 1.0), d("x"), incx)
            if "beta" in act:
                t = bw.dot(ly, dy, incy, val("y"), incy)
                dscal["beta"] = b.select(b.fcmp("oeq", beta, zero(bw.ft)), zero(bw.ft), t)
            bw.scale(dy, int_const(1), ly, incy, beta)
        elif op == "gemm":
            if "C" not in sh:
                return
            m, n, k = ops.int("m"), ops.int("n"), ops.int("k")
            lda, ldb, ldc = ops.int("lda"), ops.int("ldb"), ops.int("ldc")
            alpha, beta, dc = ops.scalar("alpha"), ops.scalar("beta"), d("C")
            one, ta, tb = const(bw.ft, 1.0), call.ta, call.tb
            if "A" in sh:
                if not ta:
                    bw.gemm(False, not tb, m, k, n, alpha, dc, ldc, val("B"), ldb, one, d("A"), lda)
                else:
                    bw.gemm(tb, True, k, m, n, alpha, val("B"), ldb, dc, ldc, one, d("A"), lda)
            if "B" in sh:
                if not tb:
                    bw.gemm(not ta, False, k, n, m, alpha, val("A"), lda, dc, ldc, one, d("B"), ldb)
                else:
                    bw.gemm(True, ta, n, k, m, alpha, dc, ldc, val("A"), lda, one, d("B"), ldb)
            if "alpha" in act:
                t = bw.malloc(bw.bytes(b.ibin("mul", m, n)), "bt")
                bw.gemm(ta, tb, m, n, k, one, val("A"), lda, val("B"), ldb, zero(bw.ft), t, m)
                dscal["alpha"] = bw.frobenius(dc, ldc, t, m, m, n)
                bw.free(t)
            if "beta" in act:
                t = bw.frobenius(dc, ldc, val("C"), ldc, m, n)
                dscal["beta"] = b.select(b.fcmp("oeq", beta, zero(bw.ft)), zero(bw.ft), t)
            bw.scale(dc, m, n, ldc, beta)
        elif op == "ger":
            if "A" not in sh:
                return
            m, n, lda = ops.int("m"), ops.int("n"), ops.int("lda")
            incx, incy, alpha, da = ops.int("incx"), ops.int("incy"), ops.scalar("alpha"), d("A")
            one = const(bw.ft, 1.0)
            if "x" in sh:
                bw.gemv(False, m, n, alpha, da, lda, val("y"), incy, one, d("x"), incx)
            if "y" in sh:
                bw.gemv(True, m, n, alpha, da, lda, val("x"), incx, one, d("y"), incy)
            if "alpha" in act:                        # x^T dA y
                u = bw.malloc(bw.bytes(m), "bu")
                bw.gemv(False, m, n, one, da, lda, val("y"), incy, zero(bw.ft), u, int_const(1))
                dscal["alpha"] = bw.dot(m, val("x"), incx, u, int_const(1))
                bw.free(u)
        elif op == "axpy":
            if "y" not in sh:
                return
            n, incx, incy = ops.int("n"), ops.int("incx"), ops.int("incy")
            if "x" in sh:
                bw.axpy(n, ops.scalar("alpha"), d("y"), incy, d("x"), incx)
            if "alpha" in act:
                dscal["alpha"] = bw.dot(n, d("y"), incy, val("x"), incx)
        elif op == "scal":
            if "x" not in sh:
                return
            n, incx = ops.int("n"), ops.int("incx")
            if "alpha" in act:
                dscal["alpha"] = bw.dot(n, d("x"), incx, val("x"), incx)
            bw.scale(d("x"), int_const(1), n, incx, ops.scalar("alpha"))
        for s, v in dscal.items():
            arg = call.args[s]
            if s in call.by_ptr:
                w.mem.accumulate_memory(w.primal(w.mem.shadow(arg)), v)
            else:
                w.accumulate(arg, b.convert(v, arg.type) if arg.type != v.type else v)
        for a in sorted(copies):
            bw.free(w.primal(vals["c" + a]))


def float_type(call):
    return FLOAT if call.ft == "float" else DOUBLE


def _reads(call, sh, act, res):
    """The arrays whose values at the call the reverse pass reads."""
    op, out = call.op, set()
    if op == "dot" and res:
        out |= ({"y"} if "x" in sh else set()) | ({"x"} if "y" in sh else set())
    elif op == "nrm2" and res and "x" in sh:
        out.add("x")
    elif op == "gemv" and "y" in sh:
        out |= ({"A"} if "x" in sh or "alpha" in act else set())
        out |= ({"x"} if "A" in sh or "alpha" in act else set())
        out |= ({"y"} if "beta" in act else set())
    elif op == "gemm" and "C" in sh:
        out |= ({"A"} if "B" in sh or "alpha" in act else set())
        out |= ({"B"} if "A" in sh or "alpha" in act else set())
        out |= ({"C"} if "beta" in act else set())
    elif op == "ger" and "A" in sh:
        out |= ({"x"} if "y" in sh or "alpha" in act else set())
        out |= ({"y"} if "x" in sh or "alpha" in act else set())
    elif op == "axpy" and "y" in sh and "alpha" in act:
        out.add("x")
    elif op == "scal" and "x" in sh and "alpha" in act:
        out.add("x")
    return out


# ---------------------------------------------------------------------- forward mode
def forward_blas(w, inst, clone, lanes=1):
    """Forward mode: the tangent of a BLAS call, written before the call (it reads the
    operands as they were), and `clone()` the primal call; nrm2's tangent after it (it reads
    the result). In vector mode (`lanes` > 1) every lane's part before the call comes before
    the one primal call, every lane's part after it after."""
    steps = []
    for w.lane in range(lanes):
        g = _forward_steps(w, inst)
        next(g)                              # up to the primal call
        steps.append(g)
    w.lane = 0
    clone()
    for w.lane, g in enumerate(steps):
        next(g, None)                        # what reads the call's result
    w.lane = 0


def _forward_steps(w, inst):
    """forward_blas for the current lane, a generator: it yields where the primal call goes."""
    call = decoded(w, inst)
    if targets_gpu(w.fn):
        raise w.unsupported(f"@{inst.callee}: BLAS calls have no derivative in GPU code", inst)
    b = w.b
    bw = BlasWriter(b, call)
    loaded = {n: b.load(float_type(call) if n in SCALARS else I32, call.args[n], "bld") for n in sorted(call.by_ptr)}
    ops = _Operands(call, bw, lambda v: v, loaded)

    def sh(a):
        return None if a not in call.args else w.shadow(call.args[a])

    def tan(s):
        """The tangent of a scalar operand, or None."""
        if s not in call.args:
            return None
        v = call.args[s]
        if s in call.by_ptr:
            p = w.shadow(v)
            if p is None or _constant_slot(w.fn, v):
                return None
            return b.load(bw.ft, p, "dsc")
        if not w.act.is_active(v):
            return None
        t = w.tangent(v)
        return b.convert(t, bw.ft) if t.type != bw.ft else t

    op, one, zf = call.op, const(bw.ft, 1.0), zero(bw.ft)
    if op == "gemv" and sh("y") is not None:
        m, n = ops.int("m"), ops.int("n")
        lx, ly = (m, n) if call.ta else (n, m)
        incx, incy, lda = ops.int("incx"), ops.int("incy"), ops.int("lda")
        alpha, beta, dy = ops.scalar("alpha"), ops.scalar("beta"), sh("y")
        bw.scale(dy, int_const(1), ly, incy, beta)
        if (db := tan("beta")) is not None:
            f = b.select(b.fcmp("oeq", beta, zf), zf, db)
            bw.axpy(ly, f, call.args["y"], incy, dy, incy)
        if sh("A") is not None:
            bw.gemv(call.ta, m, n, alpha, sh("A"), lda, call.args["x"], incx, one, dy, incy)
        if sh("x") is not None:
            bw.gemv(call.ta, m, n, alpha, call.args["A"], lda, sh("x"), incx, one, dy, incy)
        if (da := tan("alpha")) is not None:
            bw.gemv(call.ta, m, n, da, call.args["A"], lda, call.args["x"], incx, one, dy, incy)
    elif op == "gemm" and sh("C") is not None:
        m, n, k = ops.int("m"), ops.int("n"), ops.int("k")
        lda, ldb, ldc = ops.int("lda"), ops.int("ldb"), ops.int("ldc")
        alpha, beta, dc = ops.scalar("alpha"), ops.scalar("beta"), sh("C")
        A, B, ta, tb = call.args["A"], call.args["B"], call.ta, call.tb
        bw.scale(dc, m, n, ldc, beta)
        if (db := tan("beta")) is not None:
            f = b.select(b.fcmp("oeq", beta, zf), zf, db)
            bw.axpy_matrix(f, call.args["C"], ldc, dc, ldc, m, n)
        if sh("A") is not None:
            bw.gemm(ta, tb, m, n, k, alpha, sh("A"), lda, B, ldb, one, dc, ldc)
        if sh("B") is not None:
            bw.gemm(ta, tb, m, n, k, alpha, A, lda, sh("B"), ldb, one, dc, ldc)
        if (da := tan("alpha")) is not None:
            bw.gemm(ta, tb, m, n, k, da, A, lda, B, ldb, one, dc, ldc)
    elif op == "ger" and sh("A") is not None:
        m, n, lda = ops.int("m"), ops.int("n"), ops.int("lda")
        incx, incy, alpha, da = ops.int("incx"), ops.int("incy"), ops.scalar("alpha"), sh("A")
        x, y = call.args["x"], call.args["y"]
        if sh("x") is not None:
            bw.ger(m, n, alpha, sh("x"), incx, y, incy, da, lda)
        if sh("y") is not None:
            bw.ger(m, n, alpha, x, incx, sh("y"), incy, da, lda)
        if (dal := tan("alpha")) is not None:
            bw.ger(m, n, dal, x, incx, y, incy, da, lda)
    elif op == "axpy" and sh("y") is not None:
        n, incx, incy = ops.int("n"), ops.int("incx"), ops.int("incy")
        if sh("x") is not None:
            bw.axpy(n, ops.scalar("alpha"), sh("x"), incx, sh("y"), incy)
        if (da := tan("alpha")) is not None:
            bw.axpy(n, da, call.args["x"], incx, sh("y"), incy)
    elif op == "scal" and sh("x") is not None:
        n, incx = ops.int("n"), ops.int("incx")
        da = tan("alpha")
        bw.scale(sh("x"), int_const(1), n, incx, ops.scalar("alpha"))
        if da is not None:
            bw.axpy(n, da, call.args["x"], incx, sh("x"), incx)
    elif op == "dot":
        n, incx, incy = ops.int("n"), ops.int("incx"), ops.int("incy")
        t = None
        if sh("x") is not None:
            t = bw.dot(n, sh("x"), incx, call.args["y"], incy)
        if sh("y") is not None:
            u = bw.dot(n, call.args["x"], incx, sh("y"), incy)
            t = u if t is None else b.fadd(t, u)
        yield
        _set_result(w, inst, call, t if t is not None else zf)
        return
    elif op == "nrm2":
        yield
        n, incx = ops.int("n"), ops.int("incx")
        if sh("x") is None:
            _set_result(w, inst, call, zf)
            return
        r = inst.value if call.result is None else b.load(bw.ft, call.result, "nrm")
        if r.type != bw.ft:
            r = b.convert(r, bw.ft)
        t = bw.dot(n, call.args["x"], incx, sh("x"), incx)
        z = b.fcmp("oeq", r, zf)
        _set_result(w, inst, call, b.select(z, zf, b.fdiv(t, r)))
        return
    yield


def _set_result(w, inst, call, t):
    if call.result is not None:
        p = w.shadow(call.result)
        if p is not None:
            w.b.store(t, p)
    elif inst.name and w.act.inst_active(inst):
        w.tan[inst.name] = w.b.convert(t, inst.type) if t.type != inst.type else t

