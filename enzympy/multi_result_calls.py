"""Library calls that return several results through pointers, rewritten in the working copy as
calls of one result each, whose rules the table has: `sincos(x, &s, &c)` (GNU libm; `sincosf`,
`sincosl`) is `s = sin(x); c = cos(x)`. The user's module, whose primal runs, keeps its call."""

from __future__ import annotations

import re

from .irtypes import split_top

_SINCOS = re.compile(r"^(\s*)(?:(?:tail|musttail|notail)\s+)?call\s+(?:\w+\s+)*void\s+@(sincos[fl]?)\((.*)\)"
                     r"((?:\s*#\d+)?(?:\s*,\s*!.*)?)\s*$")
_ONE = {"sincos": ("sin", "cos"), "sincosf": ("sinf", "cosf"), "sincosl": ("sinl", "cosl")}


def rewrite(text: str) -> str:
    """The module text with each sincos call split (see above); unchanged if there is none."""
    if "@sincos" not in text:
        return text
    out, n, need = [], 0, {}
    for line in text.splitlines():
        m = _SINCOS.match(line)
        args = split_top(m.group(3)) if m else []
        if not m or len(args) != 3:
            out.append(line)
            continue
        indent, name, dbg = m.group(1), m.group(2), _dbg(m.group(4))
        ty, x = args[0].split()[0], args[0].split()[-1]
        for fn, dst in zip(_ONE[name], args[1:]):
            tmp = f"%enzympy.{fn}.{n}"
            out.append(f"{indent}{tmp} = call {ty} @{fn}({ty} {x}){dbg}")
            out.append(f"{indent}store {ty} {tmp}, ptr {dst.split()[-1]}{dbg}")
            need[fn] = ty
        n += 1
    text = "\n".join(out) + "\n"
    for fn, ty in need.items():
        if not re.search(rf"^(declare|define)\b[^\n]*@{fn}\(", text, re.M):
            text += f"declare {ty} @{fn}({ty})\n"
    return text


def _dbg(tail: str) -> str:
    m = re.search(r",\s*!dbg\s+!\d+", tail)
    return m.group(0) if m else ""
