"""Forward mode, memory: loads read tangents from the shadow, stores write them there;
allocations get zeroed shadow allocations; `llvm.masked.*` run on shadows and tangents.

w: the forward writer (its builder `b`, activity `act`, `shadow`, `tangent`, `tan`, `shadows`).
"""

from __future__ import annotations

import re

from enzympy.analyses import shadow as shadow_rules
from enzympy.analyses.shadow import may_point_to_floats, null_derived

from ..atomics import atomic_ordering
from ..custom_rules import inactive_memory
from ..ir import Value, glob, local, strip_metadata
from ..irtypes import I64, PTR, size_of, split_top
from .clone import align_clause, alloca_type, clean
from .pointer_shadows import has_ptr, is_ptr


def load(w, inst):
    p = inst.ops[0]
    if not inst.name:
        return
    want = (w.act.inst_active(inst) or inst.name in w.act.raw
            or w.shadows.has(inst.value))
    if not want:
        return
    s = w.shadow(p)
    if s is None:
        raise AssertionError(f"{inst.line}: no shadow for {p.ref}")
    order = atomic_ordering(inst)           # the shadow is read as the primal is
    w.tan[inst.name] = w.b.emit(inst.type, f"load {'atomic ' if order else ''}{inst.type}, {s.typed}"
                                      f"{' ' + order if order else ''}{align_clause(inst)}", "dld")


def store(w, inst):
    v, p = inst.ops[0], inst.ops[1]
    s = w.shadow(p)
    b = w.b
    order = atomic_ordering(inst)
    st = "store atomic" if order else "store"
    order = f" {order}" if order else ""
    if v.type.has_float() and has_ptr(v.type):
        if s is not None or (v.is_local and v.name in w.act.varied):
            raise w.unsupported("storing an aggregate of floats and pointers with a tangent", inst)
        return
    if v.type.has_float():
        if s is None:
            if v.is_local and v.name in w.act.varied and not inactive_memory(inst.ops[1], w.fn):
                raise w.unsupported("storing a value that depends on the differentiated inputs "
                                       "to memory that has no shadow", inst)
            return
        b.raw(f"{st} {w.tangent(v).typed}, {s.typed}{order}{align_clause(inst)}")
        return
    if is_ptr(v.type):
        if s is None:
            # as in reverse mode: loaded back from there, the pointer would have no shadow and
            # the tangents of its memory would read as zero (an array kept in a jitclass field)
            if w.shadow(v) is not None and may_point_to_floats(w.type_analysis, v) and not null_derived(v, w._defs):
                raise w.unsupported("a pointer to memory with tangents is stored into memory "
                                    "enzympy does not follow (no shadow): the tangents would be lost", inst)
            return
        sv = w.shadow(v)
        if sv is None:          # no float data behind it: its shadow is itself (as in reverse mode)
            if may_point_to_floats(w.type_analysis, v) and not null_derived(v, w._defs):
                raise w.unsupported("a pointer to float memory without a shadow (constant data, or memory "
                                    "enzympy does not follow) is stored where tangents are kept: tangents "
                                    "would be read from and written to the primal", inst)
            sv = v
        b.raw(f"{st} {sv.typed}, {s.typed}{order}{align_clause(inst)}")
        return
    if s is not None and v.is_local and v.name in w.act.raw:
        b.raw(f"{st} {w.tan[v.name].typed}, {s.typed}{order}{align_clause(inst)}")
    elif v.is_local and v.name in w.act.bits and s is not None:
        raise w.unsupported("floating-point bits stored as integers to shadowed memory", inst)


def shadow_alloca(w, inst):
    b = w.b
    ty, _ = alloca_type(inst)
    body = clean(inst.text).split("=", 1)[1].strip()
    s = b.emit(PTR, body, "salloca")
    count = inst.ops[0]
    nbytes = Value(I64, str(size_of(ty)), "const")
    if not (count.kind == "const" and count.ref == "1"):
        c = b.cast("zext", count, I64) if count.type.kind == "int" and count.type.width < 64 else count
        nbytes = b.ibin("mul", c, nbytes)
    w.b.zero_memory(s, nbytes)
    w.tan[inst.name] = s


def registered_allocation(w, inst) -> Value:
    """The shadow of a front end's allocation: by its own rule (a zeroed twin header and
    data), else the same allocator called again and zeroed (its last argument: the size)."""
    b = w.b
    name = b.fresh("salloc")
    out = Value(PTR, local(name), "inst", name)
    rule = shadow_rules.CUSTOM_ALLOCATORS.get(inst.callee)
    if rule is not None:
        rule[0](b, out.ref, inst.args)
        return out
    b.raw(f"{out.ref} = call ptr @{inst.callee}({', '.join(a.typed for a in inst.args)})")
    n = inst.args[-1]
    w.b.zero_memory(out, b.cast("zext", n, I64) if n.type != I64 else n)
    return out


def masked(w, inst):
    """llvm.masked.* : the same call on shadow pointers and tangents of the data."""
    b = w.b
    callee = inst.callee
    args = inst.args
    ptrs = [a for a in args if is_ptr(a.type)]
    writes = ".store." in callee or ".scatter." in callee or ".compressstore." in callee
    have = all(w.shadow(p) is not None for p in ptrs)
    if not have:
        if writes and any(a.is_local and a.name in w.act.varied for a in args if a.type.has_float()):
            raise w.unsupported("storing a value that depends on the differentiated inputs "
                                   "to memory that has no shadow", inst)
        if not writes and w.act.inst_active(inst):
            raise w.unsupported("masked load mixing shadowed and unshadowed pointers", inst)
        return
    if not writes and not w.act.inst_active(inst):
        return
    new = []
    for a in args:
        if is_ptr(a.type):
            new.append(w.shadow(a))
        elif a.type.has_float():
            new.append(w.tangent(a))
        else:
            new.append(a)
    # keep parameter attributes (LLVM 22 puts the alignment there): rebuild the text
    text = strip_metadata(clean(inst.text))
    m = re.search(r"@" + re.escape(callee) + r"\((.*)\)\s*$", text) or \
        re.search(r'@"' + re.escape(callee) + r'"\((.*)\)\s*$', text)
    parts = split_top(m.group(1)) if m else []
    if len(parts) == len(args):
        pieces = []
        for part, old, nv in zip(parts, args, new):
            head = part[: len(part) - len(old.ref)] if part.endswith(old.ref) else f"{old.type} "
            pieces.append(head + nv.ref)
        argtxt = ", ".join(pieces)
    else:
        argtxt = ", ".join(v.typed for v in new)
    rtype = inst.type
    call = f"call {rtype} {glob(callee)}({argtxt})"
    if rtype.kind == "void":
        b.raw(call)
    else:
        w.tan[inst.name] = b.emit(rtype, call, "dmask")
