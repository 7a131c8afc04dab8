"""Addresses computed as integers, `inttoptr(ptrtoint(p) + offset)`, made GEPs before AD.

numba-cuda indexes a non-contiguous array (`x[::2]`, `A[:, 1]`) by integer arithmetic on its
data pointer, and C code sometimes does the same. An integer carries no shadow, so the pointer
it becomes had none: the memory behind it looked inactive and the reverse sweep left its
derivative 0, silently. `getelementptr i8, ptr p, i64 offset` is the same address with p's
provenance, which the shadow analyses follow. What stays an inttoptr of a shadowed pointer's
bits is refused by the soundness gate (`soundness.check_memory`'s `int_address`).

A pointer stored as its integer bits, `store i64 (ptrtoint p), q` (instcombine's form of a C++
object that keeps a reference, Eigen's `Transpose` of a matrix, built in place), is
`store ptr p, q`: the same bytes, and a store of a pointer, whose shadow the writers store into
the shadow of q. As an integer it wrote nothing there, so the callee that read the reference
back from the object's shadow got a null pointer (a crash, in both modes). Pointer bits that
reach such a store any other way are refused by the soundness gate (`pointer_bits`).
"""

from __future__ import annotations

import re

from .float_atomics import ID, each_body

_PTRTOINT = re.compile(rf"\s*({ID}) = ptrtoint ptr ({ID}) to i64\s*$")
_ADD = re.compile(rf"\s*({ID}) = add (?:nuw )?(?:nsw )?i64 ({ID}|-?\d+), ({ID}|-?\d+)\s*$")
_INTTOPTR = re.compile(rf"(\s*)({ID}) = inttoptr i64 ({ID}) to ptr(\s*(?:,\s*!.*)?)$")
# store i64 %x, ptr %q, align 8, !tbaa !5     (not volatile, not atomic)
_STORE = re.compile(rf"(\s*)store i64 ({ID}|ptrtoint \(ptr @[-a-zA-Z$._0-9]+ to i64\)), ptr ({ID})"
                    r"(, align \d+)?(?:\s*,\s*!.*)?\s*$")
_CONST_BITS = re.compile(r"ptrtoint \(ptr (@[-a-zA-Z$._0-9]+) to i64\)$")


def rewrite(text: str) -> str:
    """The module text with each `inttoptr (add (ptrtoint p), off)` a GEP of p, and each store
    of a pointer's bits, `store i64 (ptrtoint p)`, a store of the pointer."""
    if " = ptrtoint ptr " not in text and "store i64 ptrtoint (ptr @" not in text:
        return text
    if " = inttoptr i64 " in text:
        text = each_body(text, lambda body: any(_INTTOPTR.match(x) for x in body), _rewrite_function)
    return each_body(text, lambda body: any(_STORE.match(x) for x in body), _pointer_stores)


def _pointer_stores(body: list) -> list:
    """`store i64 %x, ptr %q` where `%x = ptrtoint ptr %p to i64` (or a global's ptrtoint
    constant) becomes `store ptr %p, ptr %q` with the same alignment. Its type-based alias tag
    (an integer's) is dropped: a pointer's differs, and no tag is always correct."""
    bases = {m.group(1): m.group(2) for line in body if (m := _PTRTOINT.match(line))}
    out = []
    for line in body:
        m = _STORE.match(line)
        if m:
            c = _CONST_BITS.match(m.group(2))
            base = c.group(1) if c else bases.get(m.group(2))
            if base is not None:
                line = f"{m.group(1)}store ptr {base}, ptr {m.group(3)}{m.group(4) or ''}"
        out.append(line)
    return out


def _rewrite_function(body: list) -> list:
    bases = {m.group(1): m.group(2) for line in body if (m := _PTRTOINT.match(line))}
    sums = {m.group(1): (m.group(2), m.group(3)) for line in body if (m := _ADD.match(line))}
    out = []
    for line in body:
        m = _INTTOPTR.match(line)
        parts = sums.get(m.group(3)) if m else None
        if parts is not None:
            a, b = parts
            base, off = (bases[a], b) if a in bases else (bases[b], a) if b in bases else (None, None)
            if base is not None:
                line = f"{m.group(1)}{m.group(2)} = getelementptr i8, ptr {base}, i64 {off}{m.group(4)}"
        out.append(line)
    return out
