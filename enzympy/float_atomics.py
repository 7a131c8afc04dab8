"""Atomic accesses to floats written through integers, rewritten to float atomics before AD.

C's generic `__atomic_load`, `__atomic_store` and `__atomic_exchange` on a double become
`load atomic i64` + `bitcast` to double, `bitcast` + `store atomic i64`, `atomicrmw xchg i64`;
LLVM folds the bitcasts into plain loads and stores but not into atomic ones. Read as integers,
the value would carry no derivative (a silent zero); as `load atomic double` and friends it is
differentiated like any access to active memory. Only casts whose one use is the access (or
whose integer has no other use) are rewritten, so no integer meaning is lost.
"""

from __future__ import annotations

import re

_FLOAT_OF = {"i64": "double", "i32": "float", "i16": "half"}
_ID = r"%[-a-zA-Z$._0-9]+|%\"[^\"]*\""


def _uses(body: list, name: str) -> list:
    """Indices of the lines of one function that use value `name` (its definition excluded)."""
    token = re.compile(re.escape(name) + r"(?![-a-zA-Z$._0-9])")
    own = re.compile(rf"\s*{re.escape(name)}\s*=")
    return [k for k, line in enumerate(body) if token.search(line) and not own.match(line)]


def _rewrite_function(body: list) -> list:
    defs = {}
    for k, line in enumerate(body):
        m = re.match(rf"\s*({_ID})\s*=", line)
        if m:
            defs[m.group(1)] = k
    drop = set()
    for k, line in enumerate(body):
        # %a = load atomic i64, ptr %p ...  ;  %b = bitcast i64 %a to double
        m = re.match(rf"(\s*)({_ID}) = load atomic (volatile )?(i64|i32|i16), (.*)$", line)
        if m:
            users = _uses(body, m.group(2))
            ft = _FLOAT_OF[m.group(4)]
            cast = re.compile(rf"\s*({_ID}) = bitcast {m.group(4)} {re.escape(m.group(2))} to {ft}\s*(,.*)?$")
            if len(users) == 1 and cast.match(body[users[0]]):
                b = cast.match(body[users[0]]).group(1)
                body[k] = _untyped(f"{m.group(1)}{b} = load atomic {m.group(3) or ''}{ft}, {m.group(5)}")
                drop.add(users[0])
            continue
        # store atomic i64 %i, ptr %p ...  with  %i = bitcast double %v to i64
        m = re.match(rf"(\s*)store atomic (volatile )?(i64|i32|i16) ({_ID}), (.*)$", line)
        if m and m.group(4) in defs:
            d = re.match(rf"\s*{re.escape(m.group(4))} = bitcast {_FLOAT_OF[m.group(3)]} (\S+) to {m.group(3)}",
                         body[defs[m.group(4)]])
            if d and len(_uses(body, m.group(4))) == 1:
                body[k] = _untyped(f"{m.group(1)}store atomic {m.group(2) or ''}{_FLOAT_OF[m.group(3)]} "
                                   f"{d.group(1)}, {m.group(5)}")
                drop.add(defs[m.group(4)])
            continue
        # %r = atomicrmw xchg ptr %p, i64 %i ...  with  %i = bitcast double %v, %r only cast back
        m = re.match(rf"(\s*)({_ID}) = atomicrmw (volatile )?xchg ptr ([^,]+), (i64|i32|i16) ({_ID}) (.*)$", line)
        if m and m.group(6) in defs:
            it, ft = m.group(5), _FLOAT_OF[m.group(5)]
            d = re.match(rf"\s*{re.escape(m.group(6))} = bitcast {ft} (\S+) to {it}", body[defs[m.group(6)]])
            users = _uses(body, m.group(2))
            cast = re.compile(rf"\s*({_ID}) = bitcast {it} {re.escape(m.group(2))} to {ft}\s*(,.*)?$")
            if d and len(_uses(body, m.group(6))) == 1 and all(cast.match(body[u]) for u in users) \
                    and len(users) <= 1:
                res = cast.match(body[users[0]]).group(1) if users else m.group(2)
                body[k] = _untyped(f"{m.group(1)}{res} = atomicrmw {m.group(3) or ''}xchg ptr {m.group(4)}, "
                                   f"{ft} {d.group(1)} {m.group(7)}")
                drop.add(defs[m.group(6)])
                drop.update(users)
    return [line for k, line in enumerate(body) if k not in drop]


def _untyped(line: str) -> str:
    """A rewritten access loses the integer's TBAA tag (it now reads or writes a float)."""
    return re.sub(r",\s*!tbaa\s+![0-9]+", "", line)


def rewrite(text: str) -> str:
    """The module text with integer atomics of float bits made float atomics."""
    if "atomic" not in text and "atomicrmw" not in text:
        return text
    out, body = [], None
    for line in text.splitlines():
        if body is None:
            out.append(line)
            if line.startswith("define ") and line.rstrip().endswith("{"):
                body = []
        elif line == "}":
            out.extend(_rewrite_function(body))
            out.append(line)
            body = None
        else:
            body.append(line)
    return "\n".join(out) + "\n"
