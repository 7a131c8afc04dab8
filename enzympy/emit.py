"""A tiny textual IR builder for the functions enzympy writes.

Values are `ir.Value`s (a type and how they are written); each helper appends one instruction
to the current block and returns its result. Constants fold where trivially possible (x*1, x+0)
so the rule table can be written plainly without bloating the output.
"""

from __future__ import annotations

import math
import struct

from .ir import Value, local, quote_name
from .errors import UnsupportedError
from .irtypes import I1, I64, PTR, Type, field_offsets, literal_struct, mangle, vector_of


BARRIER = "llvm.nvvm.barrier.cta.sync.aligned.all"      # bar.sync 0: every thread of the block
LOOSE_BARRIER = "llvm.nvvm.barrier.cta.sync.all"         # barrier.sync 0: threads of a warp may meet
                                                         # at different barrier instructions


def fp_literal(t: Type, x: float) -> str:
    """LLVM's exact hexadecimal spelling of a floating constant of scalar type t."""
    if t.name == "double":
        return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]
    if t.name == "float":
        # float constants are written as the double with the same value
        f = struct.unpack("<f", struct.pack("<f", x))[0]
        return "0x%016X" % struct.unpack("<Q", struct.pack("<d", f))[0]
    if t.name == "half":
        return "0xH%04X" % struct.unpack("<H", struct.pack("<e", x))[0]
    if t.name == "bfloat":                    # the upper half of the float (the constants are exact)
        f = x if math.isnan(x) or abs(x) <= 3.4028234663852886e38 else math.copysign(math.inf, x)
        return "0xR%04X" % (struct.unpack("<I", struct.pack("<f", f))[0] >> 16)
    if t.name == "x86_fp80":                  # sign and exponent, then the 64-bit significand
        sign, exp, sig = _wide_parts(x, 64, explicit=True)
        return "0xK%04X%016X" % (sign << 15 | exp, sig)
    if t.name == "fp128":                     # the low 64 bits first, then the high 64
        sign, exp, sig = _wide_parts(x, 113, explicit=False)
        bits = sign << 127 | exp << 112 | sig
        return "0xL%016X%016X" % (bits & (1 << 64) - 1, bits >> 64)
    raise NotImplementedError(f"constants of type {t}")


def _wide_parts(x: float, digits: int, explicit: bool):
    """(sign, biased exponent, significand) of a double in a format with a 15-bit exponent and
    `digits` significand bits: x86_fp80 (64, with its integer bit) and fp128 (113, hidden bit).
    Every double is a normal number there."""
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    if math.isnan(x):
        return sign, 0x7FFF, 3 << 62 if explicit else 1 << 111
    if math.isinf(x):
        return sign, 0x7FFF, 1 << 63 if explicit else 0
    if x == 0:
        return sign, 0, 0
    m, e = math.frexp(abs(x))                 # |x| = m 2^e, 1/2 <= m < 1, m has 53 bits
    sig = int(m * 2.0 ** 53) << (digits - 53)
    return sign, e + 16382, sig if explicit else sig - (1 << (digits - 1))


def const(t: Type, x: float) -> Value:
    """A floating constant of type t; vectors get a splat."""
    if t.kind == "vector":
        if x == 0 and math.copysign(1.0, x) > 0:
            return Value(t, "zeroinitializer", "const")
        s = const(t.elem, x)
        return Value(t, "<" + ", ".join([s.typed] * t.count) + ">", "const")
    if t.kind == "float":
        return Value(t, fp_literal(t, x), "const")
    if t.kind == "int":
        return Value(t, str(int(x)), "const")
    raise NotImplementedError(f"constant {x} of type {t}")


def zero(t: Type) -> Value:
    if t.kind == "float":
        return const(t, 0.0)
    if t.kind == "int":
        return Value(t, "0", "const")
    if t.kind == "ptr":
        return Value(t, "null", "const")
    return Value(t, "zeroinitializer", "const")


def adjoint_zero(t: Type) -> Value:
    """The empty adjoint: -0.0, the identity of fadd (x + -0.0 folds to x; x + 0.0 does not,
    since -0.0 + 0.0 is 0.0), so accumulating into a fresh adjoint costs nothing."""
    if t.kind == "float" or (t.kind == "vector" and t.elem.kind == "float"):
        return const(t, -0.0)
    return zero(t)


def int_const(v: int, t: Type = I64) -> Value:
    return Value(t, str(v), "const")


def const_value(v: Value):
    """The float a scalar or splat constant stands for, else None."""
    if v.kind != "const":
        return None
    ref = v.ref.strip()
    if ref == "zeroinitializer":
        return 0.0
    if v.type.kind == "float":
        return _parse_fp(ref, v.type)
    if v.type.kind == "vector" and ref.startswith("<") and v.type.elem.kind == "float":
        parts = [p.strip().split(None, 1)[1] for p in ref[1:-1].split(",")]
        vals = {_parse_fp(p, v.type.elem) for p in parts}
        if len(vals) == 1:
            return vals.pop()
    return None


def _parse_fp(ref, t):
    try:
        if ref.startswith("0x") and not ref.startswith("0xH") and not ref.startswith("0xK") \
                and not ref.startswith("0xL") and not ref.startswith("0xM"):
            return struct.unpack("<d", struct.pack("<Q", int(ref[2:], 16)))[0]
        return float(ref)
    except (ValueError, struct.error):
        return None


def targets_gpu(fn) -> bool:
    """Is fn's module NVPTX (a CUDA kernel or device function)?"""
    return fn.module.mod.triple.startswith("nvptx")


# intrinsics the NVPTX backend selects an instruction for; other math goes to libdevice
NVPTX_NATIVE = {"sqrt", "fabs", "fma", "fmuladd", "minnum", "maxnum", "minimum", "maximum",
                "copysign", "floor", "ceil", "trunc", "rint", "nearbyint", "roundeven"}


class Builder:
    """Appends instructions to named blocks of one function being written."""

    def __init__(self, prefix="ad", gpu=False):
        self.prefix = prefix
        self.gpu = gpu            # NVPTX: math through libdevice (__nv_*), which the backend needs
        self.blocks = {}          # label -> list of lines (insertion ordered)
        self.current = None
        self.counter = 0
        self.declarations = {}    # name -> declaration line

    # --- blocks and names
    def fresh(self, hint="t") -> str:
        self.counter += 1
        return f"{self.prefix}.{hint}.{self.counter}"

    def new_block(self, hint) -> str:
        label = self.fresh(hint)
        self.blocks[label] = []
        return label

    def block(self, label, create=True):
        if label not in self.blocks:
            if not create:
                raise KeyError(label)
            self.blocks[label] = []
        self.current = label

    def raw(self, line: str):
        self.blocks[self.current].append("  " + line)

    def insert_front(self, label, line: str):
        self.blocks[label].insert(0, "  " + line)

    def emit(self, t: Type, text: str, hint="t") -> Value:
        name = self.fresh(hint)
        self.raw(f"{local(name)} = {text}")
        return Value(t, local(name), "inst", name)

    def declare(self, name, line):
        self.declarations.setdefault(name, line)

    def sreg(self, reg: str, dim: str) -> Value:
        """A GPU thread's special register (tid, ntid, ctaid, nctaid; x, y or z), an i32."""
        name = f"llvm.nvvm.read.ptx.sreg.{reg}.{dim}"
        self.declare(name, f"declare i32 @{name}()")
        return self.emit(Type("int", width=32), f"call i32 @{name}()", reg)

    def barrier(self, aligned=True):
        """A block-wide barrier (every thread of the block must reach it; `aligned`: every
        thread of a warp at this same instruction)."""
        name = BARRIER if aligned else LOOSE_BARRIER
        self.declare(name, f"declare void @{name}(i32)")
        self.raw(f"call void @{name}(i32 0)")

    def text(self) -> str:
        out = []
        for label, lines in self.blocks.items():
            out.append(f"{quote_name(label)}:")
            out.extend(lines)
        return "\n".join(out)

    # --- arithmetic, with trivial folding
    def fbin(self, op, a: Value, b: Value, flags: str = "") -> Value:
        """a op b, folded where a constant makes it trivial; `flags`: fast-math flags."""
        ca, cb = const_value(a), const_value(b)
        if ca is not None and cb is not None:
            r = {"fadd": ca + cb, "fsub": ca - cb, "fmul": ca * cb}.get(op)
            if r is not None:
                return const(a.type, r)
        if op == "fadd":
            if ca == 0.0:
                return b
            if cb == 0.0:
                return a
        if op == "fsub" and cb == 0.0:
            return a
        if op == "fsub" and ca == 0.0:
            return self.fneg(b)
        if op == "fmul":
            if ca == 1.0:
                return b
            if cb == 1.0:
                return a
            if ca == -1.0:
                return self.fneg(b)
            if cb == -1.0:
                return self.fneg(a)
        if op == "fdiv" and cb == 1.0:
            return a
        return self.emit(a.type, f"{op} {flags + ' ' if flags else ''}{a.type} {a.ref}, {b.ref}")

    def fadd(self, a, b, flags=""):
        return self.fbin("fadd", a, b, flags)

    def fsub(self, a, b):
        return self.fbin("fsub", a, b)

    def fmul(self, a, b):
        return self.fbin("fmul", a, b)

    def fdiv(self, a, b):
        return self.fbin("fdiv", a, b)

    def fneg(self, a):
        c = const_value(a)
        if c is not None:
            return const(a.type, -c)
        return self.emit(a.type, f"fneg {a.type} {a.ref}")

    def fcmp(self, pred, a, b) -> Value:
        t = I1 if a.type.kind != "vector" else vector_of(a.type.count, I1)
        return self.emit(t, f"fcmp {pred} {a.type} {a.ref}, {b.ref}")

    def select(self, c, a, b) -> Value:
        return self.emit(a.type, f"select {c.typed}, {a.typed}, {b.typed}")

    def cast(self, op, v: Value, t: Type) -> Value:
        if v.type == t:
            return v
        return self.emit(t, f"{op} {v.typed} to {t}")

    def call(self, ret: Type, fname: str, args, attrs="") -> Value | None:
        argtxt = ", ".join(a.typed for a in args)
        text = f"call {attrs + ' ' if attrs else ''}{ret} @{quote_name(fname)}({argtxt})"
        if ret.kind == "void":
            self.raw(text)
            return None
        return self.emit(ret, text)

    def zero_memory(self, p: Value, nbytes: Value, front=None):
        """Zero nbytes at p with llvm.memset (at the start of block `front` when given): fresh
        shadow memory, in both modes."""
        name = f"llvm.memset.p0.{nbytes.type}"
        self.declare(name, f"declare void @{name}(ptr, i8, {nbytes.type}, i1)")
        line = f"call void @{name}(ptr {p.ref}, i8 0, {nbytes.typed}, i1 false)"
        if front is not None:
            self.insert_front(front, line)
        else:
            self.raw(line)

    def intrinsic(self, base: str, t: Type, args, extra_suffix="") -> Value:
        """Call llvm.<base>.<mangled t> (declared on demand); on a GPU, libdevice's function
        where NVPTX has no instruction for it (sin, exp, pow, powi...)."""
        if self.gpu and base not in NVPTX_NATIVE:
            return self.libm(base, t, args)
        name = f"llvm.{base}.{mangle(t)}{extra_suffix}"
        params = ", ".join(str(a.type) for a in args)
        self.declare(name, f"declare {t} @{name}({params})")
        return self.call(t, name, args)

    def libm(self, name: str, t: Type, args) -> Value:
        """A libm call; vectors are scalarised element by element."""
        if t.kind == "vector":
            out = zero(t)
            for k in range(t.count):
                elems = [self.extractelement(a, k) if a.type.kind == "vector" else a for a in args]
                r = self.libm(name, t.elem, elems)
                out = self.insertelement(out, r, k)
            return out
        suffix = {"double": "", "float": "f", "x86_fp80": "l"}.get(t.name)     # (long double: x86_fp80)
        if suffix is None:
            raise UnsupportedError(f"no C library function computes {name} on {t} (a derivative needs it)")
        fname = name + suffix
        if self.gpu:
            fname = "__nv_" + fname
        params = ", ".join(str(a.type) for a in args)
        self.declare(fname, f"declare {t} @{fname}({params})")
        return self.call(t, fname, args)

    # --- vectors and aggregates
    def extractelement(self, v, k) -> Value:
        return self.emit(v.type.elem, f"extractelement {v.typed}, i32 {k}")

    def insertelement(self, v, s, k) -> Value:
        return self.emit(v.type, f"insertelement {v.typed}, {s.typed}, i32 {k}")

    def splat(self, s: Value, t: Type) -> Value:
        c = const_value(s)
        if c is not None:
            return const(t, c)
        one = self.insertelement(Value(t, "poison", "const"), s, 0)
        return self.emit(t, f"shufflevector {one.typed}, {t} poison, <{t.count} x i32> zeroinitializer")

    def extractvalue(self, agg, path) -> Value:
        t = agg.type
        for k in path:
            t = t.elems[k] if t.kind == "struct" else t.elem
        return self.emit(t, f"extractvalue {agg.typed}, {', '.join(map(str, path))}")

    def insertvalue(self, agg, v, path) -> Value:
        return self.emit(agg.type, f"insertvalue {agg.typed}, {v.typed}, {', '.join(map(str, path))}")

    def aggregate(self, t: Type, values) -> Value:
        """A struct or array of type t holding `values`, field k the k-th."""
        agg = Value(t, "undef", "const")
        for k, v in enumerate(values):
            agg = self.insertvalue(agg, v, [k])
        return agg

    def convert(self, v: Value, t: Type) -> Value:
        """A derivative moved to another float type or shape: fpext/fptrunc, splat a scalar,
        sum a vector (the transpose of a splat)."""
        if v.type == t:
            return v
        if t.kind == "vector" and v.type.kind != "vector":
            return self.splat(self.convert(v, t.elem), t)
        if v.type.kind == "vector" and t.kind != "vector":
            return self.convert(self.reduce_fadd(v), t)
        if v.type.scalar.width < t.scalar.width:
            return self.cast("fpext", v, t)
        if v.type.scalar.width > t.scalar.width:
            return self.cast("fptrunc", v, t)
        raise AssertionError(f"cannot convert {v.type} to {t}")

    def reduce_fadd(self, v: Value) -> Value:
        t = v.type.elem
        name = f"llvm.vector.reduce.fadd.{mangle(v.type)}"
        self.declare(name, f"declare {t} @{name}({t}, {v.type})")
        return self.call(t, name, [const(t, -0.0), v])

    # --- memory
    def alloca(self, t: Type, hint="slot") -> Value:
        return self.emit(PTR, f"alloca {t}", hint)

    def load(self, t: Type, p: Value, hint="ld", align=None, meta="") -> Value:
        a = f", align {align}" if align else ""
        return self.emit(t, f"load {t}, ptr {p.ref}{a}{meta}", hint)

    def store(self, v: Value, p: Value, align=None, meta=""):
        a = f", align {align}" if align else ""
        self.raw(f"store {v.typed}, ptr {p.ref}{a}{meta}")

    def gep(self, t: Type, p: Value, indices, hint="gep") -> Value:
        idx = ", ".join(i.typed for i in indices)
        return self.emit(PTR, f"getelementptr inbounds {t}, ptr {p.ref}, {idx}", hint)

    def br(self, label):
        self.raw(f"br label {local(label)}")

    def condbr(self, c, a, b):
        self.raw(f"br {c.typed}, label {local(a)}, label {local(b)}")

    def ibin(self, op, a, b) -> Value:
        return self.emit(a.type, f"{op} {a.typed}, {b.ref}")


# ----------------------------------------------------------------------------- call sites
# (what the C front end writes where it replaces an __enzyme_* call, in both modes)

def identity_of(v: Value) -> str:
    """An instruction whose result is v (so a fixed name can be bound to it)."""
    if v.type.kind == "float":
        return f"fadd {v.type} {v.ref}, {const(v.type, -0.0).ref}"
    return f"select i1 true, {v.typed}, {v.typed}"


def convert_arg(b, v: Value, t):
    """Convert a call argument to a parameter type (varargs promoted float to double)."""
    if v.type == t:
        return v
    if v.type.kind == "float" and t.kind == "float":
        return b.cast("fptrunc" if v.type.width > t.width else "fpext", v, t)
    if v.type.kind == "int" and t.kind == "int":
        return b.cast("trunc" if v.type.width > t.width else "sext", v, t)
    raise UnsupportedError(f"cannot pass {v.typed} as a parameter of type {t}")


def string_constant(name: str, text: str):
    """(definition line of a private constant @name holding text's bytes, their count)."""
    data = text.encode()
    esc = "".join(chr(c) if 32 <= c < 127 and c not in (34, 92) else f"\\{c:02X}" for c in data)
    return f'@"{name}" = private unnamed_addr constant [{len(data)} x i8] c"{esc}"', len(data)


def store_fields(b, derivs, ptr):
    """Store derivatives with C struct layout at ptr (struct returns, sret)."""
    offs = field_offsets(literal_struct([d.type for d in derivs]))
    for d, off in zip(derivs, offs):
        p = ptr if off == 0 else b.emit(PTR, f"getelementptr inbounds i8, ptr {ptr.ref}, i64 {off}")
        b.store(d, p)


__all__ = ["Builder", "const", "zero", "int_const", "const_value", "fp_literal", "identity_of",
           "convert_arg", "store_fields", "string_constant"]
