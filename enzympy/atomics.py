"""Atomic read-modify-writes of floats: the shadow update shared by both modes.

An `atomicrmw fadd p, v` adds v to *p whatever other threads do; its derivative adds to the
shadow the same way: forward mode adds the tangent of v into p's shadow, reverse mode adds the
adjoint of the old value back into it (`MemoryRules.accumulate_memory`, atomic flavour). On the
CPU that is one `atomicrmw fadd`; a GPU strategy (a warp reduction first) would plug in at
`atomic_add`.
"""

from __future__ import annotations

import re

from .ir import Value
from .irtypes import PTR
from .synth.clone import align_clause


def atomic_add(b, ptr: Value, contrib: Value, align=None, ordering="monotonic") -> Value:
    """*ptr += contrib as one atomicrmw fadd (lane by lane for a vector); returns the old value.
    Used by `MemoryRules.accumulate_memory` and by forward mode's tangent of an atomicrmw."""
    a = f", align {align}" if align else ""
    if contrib.type.kind != "vector":
        return b.emit(contrib.type, f"atomicrmw fadd ptr {ptr.ref}, {contrib.typed} {ordering}{a}", "atadd")
    et, out = contrib.type.elem, Value(contrib.type, "poison", "const")
    for k in range(contrib.type.count):
        q = b.emit(PTR, f"getelementptr inbounds {et}, ptr {ptr.ref}, i64 {k}", "atp")
        x = b.emit(et, f"extractelement {contrib.typed}, i64 {k}", "atx")
        o = b.emit(et, f"atomicrmw fadd ptr {q.ref}, {x.typed} {ordering}", "atadd")
        out = b.emit(contrib.type, f"insertelement {out.typed}, {o.typed}, i64 {k}", "ato")
    return out


def atomic_op(inst) -> str:
    """The operation of an atomicrmw: fadd, xchg, fmax, ..."""
    m = re.search(r"\batomicrmw\s+(?:volatile\s+)?(\w+)", inst.text)
    return m.group(1) if m else "?"


def atomic_ordering(inst) -> str:
    """The ordering of an atomic load, store or atomicrmw ('' for a plain access)."""
    if inst.opcode in ("load", "store") and not re.search(rf"\b{inst.opcode}\s+atomic\b", inst.text):
        return ""
    m = re.search(r"\b(unordered|monotonic|acquire|release|acq_rel|seq_cst)\b", inst.text)
    return m.group(1) if m else ""


def forward_atomic(w, inst):
    """Forward mode (w: the tangent writer): atomicrmw fadd/fsub/xchg of floats make the same
    update of the shadow by the tangent (fadd and fsub through `atomic_add`); the result's
    tangent is the shadow's old value. Atomics on the bits of floats (a cmpxchg loop) and
    fmax/fmin are refused by name."""
    s, b = w.shadow(inst.ops[0]), w.b
    if s is None:
        v = inst.ops[-1]
        if v.is_local and v.name in w.act.varied:
            raise w.unsupported(f"{inst.opcode} of a value that depends on the active inputs "
                                "into memory without a shadow", inst)
        return
    if inst.opcode == "cmpxchg" or not inst.ops[1].type.has_float():
        if any(o.is_local and (o.name in w.act.bits or o.name in w.act.raw) for o in inst.ops[1:]):
            what = "cmpxchg" if inst.opcode == "cmpxchg" else f"atomicrmw {atomic_op(inst)}"
            raise w.unsupported(f"{what} on the bits of active floating-point memory (an atomic "
                                "update of a double through integers) has no derivative", inst)
        return
    op, order, align = atomic_op(inst), atomic_ordering(inst), align_clause(inst)
    t = w.tangent(inst.ops[1])
    if op in ("fadd", "fsub"):
        old = atomic_add(b, s, t if op == "fadd" else b.fneg(t), align.split()[-1] if align else None, order)
    elif op == "xchg":
        old = b.emit(inst.type, f"atomicrmw xchg ptr {s.ref}, {t.typed} {order}{align}", "dxchg")
    else:
        raise w.unsupported(f"atomicrmw {op} on active memory has no derivative", inst)
    if inst.name:
        w.tan[inst.name] = old
