"""Lanes of a float vector moved through a wide integer, rewritten as vector operations before AD.

InstCombine takes lanes out of a vector of floats as bits when that is shorter: `bitcast <4 x double>
%v to i256`, then `lshr` by multiples of 64 and `trunc` to i64 (or i128), and `bitcast` back to
double (or `<2 x double>`) -- clang -O3 -march=x86-64-v3 writes a swap of matrix rows this way --
and when nothing else uses the vector, it loads it as one integer (`load i256`); an upper half
may come as `bitcast <4 x double> to <2 x i128>` and `extractelement ..., 1`. Read as integers
the lanes carry no derivative (the bitcast was refused; the load was a silent zero); the same moves as
`extractelement` / `shufflevector` are differentiated like any other. A chain is rewritten only
when every use of every integer in it ends in such a bitcast back to the vector's element type,
or in a store of whole lanes' bits (then stored as the floats: clang -O3 -ffast-math copies a
lane of Eigen's Matrix3d as `extractelement <2 x i64>`, `store i64`), so no integer meaning is lost, and only for a little-endian target, where bits [64k, 64k + 64)
are lane k. Other bit manipulation of floats is left alone (and refused by name).
"""

from __future__ import annotations

import re

from .float_atomics import ID, each_body, uses_of

_BITS = {"double": 64, "float": 32, "half": 16}
_CAST = re.compile(rf"\s*({ID}) = bitcast <(\d+) x (double|float|half)> ({ID}) to i(\d+)\s*$")
# a load of the whole vector as one integer (InstCombine's form of the load when every use of
# the vector went through the integer)
_LOAD = re.compile(rf"(\s*)({ID}) = load (volatile )?i(\d+), (ptr .*)$")
# the vector as a vector of wide integers, lanes of which are taken out (`<4 x double>` as
# `<2 x i128>`, extractelement 1: InstCombine's upper half)
_VCAST = re.compile(rf"\s*({ID}) = bitcast <(\d+) x (double|float|half)> ({ID}) to <(\d+) x i(\d+)>\s*$")
_STORE = object()       # an end of a chain that stores the lanes' bits (see _ends)
_TO_FLOAT = re.compile(r"bitcast i\d+ \S+ to (?:<\d+ x )?(double|float)")


def rewrite(text: str) -> str:
    """The module text with every such chain made vector operations (x86-64 and other
    little-endian targets; the text unchanged for others)."""
    if " to double" not in text and " to float" not in text and " x double>" not in text \
            and " x float>" not in text or not _little_endian(text):
        return text
    return each_body(text, lambda body: any(_CAST.match(x) or _LOAD.match(x) or _VCAST.match(x) for x in body),
                     _rewrite_function)


def _little_endian(text: str) -> bool:
    m = re.search(r'^target datalayout = "([^"]*)"', text, re.M)
    return m is None or not m.group(1).startswith("E")


def _rewrite_function(body: list) -> list:
    dead = set()
    for k, line in enumerate(list(body)):
        m = _CAST.match(line)
        if not m:
            continue
        _, count, elem, vec, width = m.groups()
        if int(count) * _BITS[elem] != int(width):
            continue
        chain = [m.group(1)]
        plan = _ends(body, m.group(1), 0, int(width), _BITS[elem], elem, chain)
        if plan is None:
            continue
        dead.update(chain)
        vt = f"<{count} x {elem}>"
        for end, (name, lane, lanes) in plan.items():
            body[end] = _lane_line(body[end], name, vt, vec, lane, lanes)
    body = _flat(body)
    for k, line in enumerate(list(body)):
        m = _VCAST.match(line)
        if not m:
            continue
        name, count, elem, vec, parts, width = m.groups()
        if int(count) * _BITS[elem] != int(parts) * int(width):
            continue
        chain, plan = [name], {}
        for u in uses_of(body, name):
            e = re.match(rf"\s*({ID}) = extractelement <{parts} x i{width}> {re.escape(name)}, i(?:32|64) (\d+)\s*$",
                         body[u])
            sub = _ends(body, e.group(1), int(e.group(2)) * int(width), int(width), _BITS[elem], elem, chain) \
                if e else None
            if sub is None:
                plan = None
                break
            chain.append(e.group(1))
            plan.update(sub)
        if not plan:
            continue
        dead.update(chain)
        vt = f"<{count} x {elem}>"
        for end, (res, lane, lanes) in plan.items():
            body[end] = _lane_line(body[end], res, vt, vec, lane, lanes)
    body = _flat(body)
    for k, line in enumerate(list(body)):
        m = _LOAD.match(line)
        if not m or int(m.group(4)) % 32 or int(m.group(4)) <= 64:
            continue
        ind, name, vol, width, rest = m.groups()
        kinds = {e.group(1) for u in _chain_uses(body, name) if (e := _TO_FLOAT.search(body[u]))}
        if len(kinds) != 1:
            continue
        elem = kinds.pop()
        bits = _BITS[elem]
        chain = []
        plan = _ends(body, name, 0, int(width), bits, elem, chain)
        if plan is None:
            continue
        count = int(width) // bits
        vt = f"<{count} x {elem}>"
        vec = name[:-1] + '.lanes"' if name.endswith('"') else name + ".lanes"
        rest = re.sub(r",\s*!tbaa\s+![0-9]+", "", rest)
        body[k] = f"{ind}{vec} = load {vol or ''}{vt}, {rest}"
        dead.update(chain)
        for end, (res, lane, lanes) in plan.items():
            body[end] = _lane_line(body[end], res, vt, vec, lane, lanes)
    body = _flat(body)
    return [line for line in body if not ((m := re.match(rf"\s*({ID})\s*=", line)) and m.group(1) in dead)]


def _flat(body):
    """One line per entry again (a stored lane's end became two lines)."""
    return [x for line in body for x in line.split("\n")]


def _chain_uses(body, name):
    """Lines that use `name` or the shifts and truncations made from it (for a quick look at
    what the chain ends in)."""
    out, work, seen = [], [name], set()
    while work:
        n = work.pop()
        for u in uses_of(body, n):
            if u in seen:
                continue
            seen.add(u)
            out.append(u)
            m = re.match(rf"\s*({ID}) = (?:lshr|trunc) ", body[u])
            if m:
                work.append(m.group(1))
    return out


def _lane_line(line, name, vt, vec, lane, lanes):
    ind = re.match(r"\s*", line).group(0)
    if name is _STORE:                      # store the lanes as floats: the same bytes
        m = re.match(r"\s*store \S+ (\S+), (ptr .*)$", line)
        val = m.group(1)
        lanes_name = (val[:-1] + '.lanes"' if val.endswith('"') else
                      f"%.lanes{val[1:]}" if val[1:].isdigit() else val + ".lanes")
        elem = vt.split(" x ", 1)[1][:-1]
        ft = elem if lanes == 1 else f"<{lanes} x {elem}>"
        rest = re.sub(r",\s*!tbaa\s+![0-9]+", "", m.group(2))    # the tag named the integer type
        return f"{_lane_line(line, lanes_name, vt, vec, lane, lanes)}\n{ind}store {ft} {lanes_name}, {rest}"
    if lanes == 1:
        return f"{ind}{name} = extractelement {vt} {vec}, i64 {lane}"
    mask = ", ".join(f"i32 {lane + j}" for j in range(lanes))
    return f"{ind}{name} = shufflevector {vt} {vec}, {vt} poison, <{lanes} x i32> <{mask}>"


def _ends(body, name, shift, width, bits, elem, chain):
    """{line of a final bitcast: (its result, first lane, lanes)} for every use of integer
    `name` (its bits are the vector's from `shift` on, `width` of them), or None when some
    use is anything else; `chain` receives the shifts and truncations passed through."""
    out = {}
    for u in uses_of(body, name):
        line = body[u]
        m = re.match(rf"\s*({ID}) = lshr (?:exact )?i{width} {re.escape(name)}, (\d+)\s*$", line)
        if m and int(m.group(2)) % bits == 0:
            chain.append(m.group(1))
            sub = _ends(body, m.group(1), shift + int(m.group(2)), width, bits, elem, chain)
            if sub is None:
                return None
            out.update(sub)
            continue
        m = re.match(rf"\s*({ID}) = trunc (?:nuw |nsw )*i{width} {re.escape(name)} to i(\d+)\s*$", line)
        if m and int(m.group(2)) % bits == 0:
            chain.append(m.group(1))
            sub = _ends(body, m.group(1), shift, int(m.group(2)), bits, elem, chain)
            if sub is None:
                return None
            out.update(sub)
            continue
        m = re.match(rf"(\s*)store i{width} {re.escape(name)}, (ptr .*)$", line)
        if m and shift % bits == 0 and width % bits == 0:      # the lanes' bits stored: a copy
            out[u] = (_STORE, shift // bits, width // bits)
            continue
        m = re.match(rf"\s*({ID}) = bitcast i{width} {re.escape(name)} to "
                     rf"(?:{elem}|<(\d+) x {elem}>)\s*$", line)
        if m and shift % bits == 0:
            lanes = int(m.group(2) or 1)
            if lanes * bits == width:
                out[u] = (m.group(1), shift // bits, lanes)
                continue
        return None
    return out
