"""Addresses computed as integers, `inttoptr(ptrtoint(p) + offset)`, made GEPs before AD.

numba-cuda indexes a non-contiguous array (`x[::2]`, `A[:, 1]`) by integer arithmetic on its
data pointer, and C code sometimes does the same. An integer carries no shadow, so the pointer
it becomes had none: the memory behind it looked inactive and the reverse sweep left its
derivative 0, silently. `getelementptr i8, ptr p, i64 offset` is the same address with p's
provenance, which the shadow analyses follow. What stays an inttoptr of a shadowed pointer's
bits is refused by the soundness gate (`soundness.check_memory`'s `int_address`).
"""

from __future__ import annotations

import re

from .float_atomics import ID, each_body

_PTRTOINT = re.compile(rf"\s*({ID}) = ptrtoint ptr ({ID}) to i64\s*$")
_ADD = re.compile(rf"\s*({ID}) = add (?:nuw )?(?:nsw )?i64 ({ID}|-?\d+), ({ID}|-?\d+)\s*$")
_INTTOPTR = re.compile(rf"(\s*)({ID}) = inttoptr i64 ({ID}) to ptr(\s*(?:,\s*!.*)?)$")


def rewrite(text: str) -> str:
    """The module text with each `inttoptr (add (ptrtoint p), off)` a GEP of p."""
    if " = inttoptr i64 " not in text or " = ptrtoint ptr " not in text:
        return text
    return each_body(text, lambda body: any(_INTTOPTR.match(x) for x in body), _rewrite_function)


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
