"""Facts from clang's type-based alias metadata (TBAA), as Enzyme's type analysis takes them.

Optimised code copies doubles as integers (`load i64` / `store i64` in a noinline copy
constructor: std::function's `_M_create` moving a lambda's captured double), and a function
differentiated on its own then sees only an integer. The access tag clang leaves on such a
load or store still names the source type (`!{!"double", !"omnipotent char", i64 0}`), and on
a struct copy (`memcpy ... !tbaa.struct`) the type of each field.

Float and integer types are read ("double", "float"; "int", "long", ...). Char tags say
nothing (a char access may touch any memory). Pointer tags on a load or store serve only to
believe that an integer copy moves no float (`access_not_float`); a memcpy's pointer fields
are facts (a lambda's closure of captured references, copied whole by std::function's
manager: its layout was known only up to byte 8, a refusal). clang tags a union member's
access as char, so type punning through unions gives no false facts; code built with
-fno-strict-aliasing carries no tags at all.
"""

from __future__ import annotations

import re
import weakref

_FLOATS = {"double": ("Float@double", 8), "float": ("Float@float", 4)}
_INTEGERS = {"bool": 1, "_Bool": 1, "short": 2, "int": 4, "long": 8, "long long": 8, "__int128": 16,
             "wchar_t": 4, "char16_t": 2, "char32_t": 4}
_KINDS = _FLOATS | {name: ("Integer", size) for name, size in _INTEGERS.items()}

_NODE = re.compile(r"^(![0-9]+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$", re.M)
_TAG = re.compile(r",\s*!tbaa\s+(![0-9]+)")
_STRUCT_TAG = re.compile(r",\s*!tbaa\.struct\s+(![0-9]+)")

_NODES = weakref.WeakKeyDictionary()        # module view -> {"!5": [operand texts]}


def _nodes(info):
    nodes = _NODES.get(info)
    if nodes is None:
        nodes = {m.group(1): [p.strip() for p in m.group(2).split(",")] for m in _NODE.finditer(info.text)}
        _NODES[info] = nodes
    return nodes


def _name(ops):
    """The name of a type node (its first operand, `!"double"`), or None."""
    return ops[0][2:-1] if ops and ops[0].startswith('!"') and ops[0].endswith('"') else None


def _tag_name(nodes, tag):
    """The name of the type an access tag says is accessed (`double`, `long`, `any pointer`)."""
    ops = nodes.get(tag)
    if not ops:
        return None
    if not ops[0].startswith('!"'):             # struct-path tag: !{base, access type, i64 offset}
        if len(ops) < 3:
            return None
        ops = nodes.get(ops[1])
    return _name(ops)


def _access_name(info, inst):
    m = _TAG.search(inst.text)
    return _tag_name(_nodes(info), m.group(1)) if m else None


def access_kind(info, inst):
    """(kind, size): what a load or store's `!tbaa` tag says it accesses, ('Float@double', 8)
    or ('Integer', 4) say; None for chars, pointers, structs, unknown names."""
    return _KINDS.get(_access_name(info, inst))


def access_not_float(info, inst) -> bool:
    """Does a load or store's `!tbaa` tag say it accesses an integer or a pointer? (Not a char:
    char accesses may touch anything.) Used to believe an integer copy moves no float."""
    name = _access_name(info, inst) or ""
    return name in _INTEGERS or _POINTER.match(name) is not None


_POINTER = re.compile(r"any pointer$|vtable pointer$|(any )?p[0-9]+ ")


def copied_kinds(info, inst):
    """[(byte offset, (kind, size))] of a memcpy's `!tbaa.struct` fields of known types (a
    pointer field's too: a closure of captured references copied whole)."""
    m = _STRUCT_TAG.search(inst.text)
    if not m:
        return []
    nodes = _nodes(info)
    ops, out = nodes.get(m.group(1)) or [], []
    for k in range(0, len(ops) - 2, 3):          # (i64 offset, i64 size, tag) per field
        off, size = ops[k].split()[-1], ops[k + 1].split()[-1]
        name = _tag_name(nodes, ops[k + 2]) or ""
        f = _KINDS.get(name) or (("Pointer", 8) if _POINTER.match(name) else None)
        if f and off.isdigit() and size.isdigit() and int(size) == f[1]:
            out.append((int(off), f))
    return out


def untagged_by_design(info) -> bool:
    """Is the module Numba's (its environment globals, `@_ZN08NumbaEnv...`) and without access
    tags? Numba writes none and copies its array structs' shapes and strides as i64 through
    memory that holds shadowed pointers: an untagged integer there says nothing of floats, and
    is taken for an integer as before tags were read. clang's code without tags (-O0,
    -fno-strict-aliasing) keeps the caution."""
    found = _UNTAGGED.get(info)
    if found is None:
        found = _UNTAGGED[info] = "!tbaa " not in info.text and "@_ZN08NumbaEnv" in info.text
    return found


_UNTAGGED = weakref.WeakKeyDictionary()     # module view -> untagged_by_design (one scan of its text)
