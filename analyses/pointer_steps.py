"""How pointers step through memory, read from the IR: a GEP's constant offset and the stride of
each variable index (scaled by what the index is known to be a multiple of), the pointer
induction variables of loops, and the offsets of aggregate indices. The type analysis moves
type trees along these steps."""

from __future__ import annotations

import re

from enzympy.ir import strip_metadata
from enzympy.irtypes import field_offsets, split_top

from .type_trees import _size

_GEP = re.compile(r"getelementptr\s+(?:(?:inbounds|nusw|nuw|inrange\([^)]*\))\s+)*(.*)$")
_ALLOCA = re.compile(r"alloca\s+(?:(?:inalloca|swifterror)\s+)*(.*)$")
_INDICES = re.compile(r",\s*([0-9]+(?:\s*,\s*[0-9]+)*)\s*$")


def _leading_type(info, regex, inst):
    m = regex.search(strip_metadata(inst.text))
    if not m:
        return None
    try:
        return info.type(split_top(m.group(1))[0])
    except (ValueError, IndexError):
        return None


def _const_int(v):
    if v.kind != "const":
        return None
    try:
        return int(v.ref)
    except ValueError:
        return None


def trailing_zeros(v, defs, depth=0) -> int:
    """How many low bits of the integer ``v`` are known to be zero (``shl x, 4``, ``mul x, 24``,
    sums and disjoint ors of such): a variable index that is always a multiple of 16 walks an
    array of 16-byte structs, even through an i8 GEP (clang indexes arrays of structs so)."""
    k = _const_int(v)
    if k is not None:
        return (k & -k).bit_length() - 1 if k else 64
    d = defs.get(v.name) if v.kind == "inst" else None
    if d is None or depth > 8:
        return 0
    op, ops = d.opcode, d.ops
    if op == "shl" and _const_int(ops[1]) is not None:
        return min(64, trailing_zeros(ops[0], defs, depth + 1) + _const_int(ops[1]))
    if op == "mul":
        return min(64, sum(trailing_zeros(x, defs, depth + 1) for x in ops[:2]))
    if op in ("add", "sub") or (op == "or" and " or disjoint " in f" {d.text} "):
        return min(trailing_zeros(x, defs, depth + 1) for x in ops[:2])
    if op in ("zext", "sext"):
        return trailing_zeros(ops[0], defs, depth + 1)
    return 0


def gep_walk(info, inst, defs=None):
    """(constant byte offset, [(stride, element type)] per variable index) of a GEP, or None.
    With ``defs`` (name -> instruction), a variable index's known multiple scales its stride."""
    ty = _leading_type(info, _GEP, inst)
    if ty is None:
        return None
    c, var = 0, []
    for n, v in enumerate(inst.ops[1:]):
        if n == 0:
            nxt = ty
        elif ty.kind == "struct":
            f = _const_int(v)
            if f is None or f >= len(ty.elems):
                return None
            c += field_offsets(ty)[f]
            ty = ty.elems[f]
            continue
        elif ty.kind in ("array", "vector"):
            nxt = ty.elem
        else:
            return None
        es, k = _size(nxt), _const_int(v)
        if k is None:
            tz = trailing_zeros(v, defs) if defs else 0
            var.append((es << min(tz, 16), nxt))
        else:
            c += k * es
        ty = nxt
    return c, var, ty


_STEPS = ("getelementptr", "add", "sub")


def _recurrent_steps(insts):
    """Pointer steps (GEP, or add/sub on a pointer's integer) that feed their own base through
    phis: pointer induction variables, whose constant offset really means "some multiple of"."""
    defs = {i.name: i for i in insts if i.name}
    out = set()
    for g in insts:
        if g.opcode not in _STEPS or not g.name:
            continue
        stack, seen = [g.ops[0]], set()
        while stack:
            v = stack.pop()
            if v.kind != "inst" or v.name in seen:
                continue
            if v.name == g.name:
                out.add(g.name)
                break
            seen.add(v.name)
            d = defs.get(v.name)
            if d is None:
                continue
            if d.opcode == "phi":
                stack.extend(d.ops)
            elif d.opcode == "select":
                stack.extend(d.ops[1:])
            elif d.opcode in _STEPS + ("bitcast", "addrspacecast", "ptrtoint", "inttoptr"):
                stack.append(d.ops[0])
    return out


def _aggregate_offset(t, idxs):
    off = 0
    for i in idxs:
        if t.kind == "struct":
            off += field_offsets(t)[i]
            t = t.elems[i]
        else:
            off += i * _size(t.elem)
            t = t.elem
    return off, t
