"""A store of a whole struct holding pointers, split into a store per field, before AD.

Numba returns a tuple (array, float32 scalar) through its result pointer as one store of the
literal struct `{ {ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64]}, float }` (a float64 scalar
leaves no padding, and LLVM splits that store itself). The memory rules put a pointer's shadow
into shadow memory for a `store ptr` only, so the array's data pointer had no shadow in the
result's shadow: the caller read a null shadow pointer and the derivative crashed the
interpreter (a probe's `vjp` of such a function). Each field's store (extractvalue, a GEP at
its byte offset, a store with the alignment the offset keeps) writes the same bytes, and each
is then an ordinary pointer, integer or float store. Only literal (not packed) structs and
arrays whose leaves include a pointer are split; volatile and atomic stores are left alone.
"""

from __future__ import annotations

import re

from .float_atomics import ID, each_body
from .irtypes import Type, align_of, field_offsets, parse_type, size_of, split_top

_STORE = re.compile(rf"^(\s*)store ([{{\[].*) ({ID}), ptr ({ID})(?:, align (\d+))?(\s*,\s*!.*)?\s*$")


def rewrite(text: str) -> str:
    """The module text with each such store split (see the module's docstring)."""
    if "store {" not in text and "store [" not in text:
        return text
    return each_body(text, lambda body: any(_split(x, 0) for x in body), _rewrite_body)


_INSERT = re.compile(rf"^\s*({ID}) = insertvalue (.*)$")


def _rewrite_body(body: list) -> list:
    inserts = {}                     # value -> (aggregate it is made from, element, index path)
    for line in body:
        m = _INSERT.match(line)
        if m:
            parts = split_top(m.group(2).split(", !")[0])
            if len(parts) >= 3:
                agg, elem = parts[0].rsplit(" ", 1)[1], parts[1].rsplit(" ", 1)
                inserts[m.group(1)] = (agg, elem, [int(x) for x in parts[2:]])
    out, n = [], 0
    for line in body:
        parts = _split(line, n, inserts)
        if parts:
            n += 1
            out.extend(parts)
        else:
            out.append(line)
    return out


def _split(line: str, n: int, inserts=None):
    """The lines storing each leaf of the struct `line` stores, or None to keep it."""
    m = _STORE.match(line)
    if m is None:
        return None
    indent, tyt, value, ptr, align = m.group(1), m.group(2).strip(), m.group(3), m.group(4), int(m.group(5) or 1)
    try:
        leaves = list(_leaves(parse_type(tyt), [], 0))
    except (_Keep, ValueError, KeyError, IndexError):
        return None
    if not any(lt.kind == "ptr" for lt, _, _ in leaves):
        return None
    out = []
    for k, (lt, path, off) in enumerate(leaves):
        v, p = f"%ad.agg{n}.{k}", f"%ad.agg{n}.{k}.p"
        keep = align if off == 0 else min(align, off & -off)
        got = _inserted(value, path, inserts or {})
        if got is None:
            out.append(f"{indent}{v} = extractvalue {tyt} {value}, {', '.join(map(str, path))}")
        else:                        # the field as inserted: the pointer analyses follow it
            v = got
        out += [f"{indent}{p} = getelementptr inbounds i8, ptr {ptr}, i64 {off}",
                f"{indent}store {lt} {v}, ptr {p}, align {max(1, min(keep, align_of(lt)))}"]
    return out


def _inserted(value, path, inserts):
    """The value an insertvalue chain put at `path` of `value` (a scalar field), or None."""
    while value in inserts:
        agg, (_, elem), at = inserts[value]
        if path[:len(at)] == at:
            if len(at) == len(path):
                return elem
            value, path = elem, path[len(at):]        # into an aggregate inserted whole
            continue
        value = agg
    return "undef" if value in ("undef", "poison") else None


def _leaves(t: Type, path, base):
    """(leaf type, index path, byte offset) of each scalar field; raises for what is not split."""
    if t.kind == "struct":
        if t.packed:
            raise _Keep
        for k, (e, off) in enumerate(zip(t.elems, field_offsets(t))):
            yield from _leaves(e, path + [k], base + off)
    elif t.kind == "array":
        for k in range(t.count):
            yield from _leaves(t.elem, path + [k], base + k * size_of(t.elem))
    elif t.kind in ("ptr", "int", "float"):
        yield t, path, base
    else:
        raise _Keep


class _Keep(Exception):
    """A type this split does not take (packed, named, vectors): the store is left whole."""
