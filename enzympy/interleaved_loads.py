"""Interleaved loads of arrays of structs, split into loads of the lanes used, before AD.

The vectoriser reads four structs `{ double x, y; int id; float w; double *p }` at once as one
`load <16 x double>` and takes the fields apart with shufflevectors (a float field after a
bitcast to `<32 x float>`). That load calls ints, floats and pointers doubles: the type analysis
finds the int field read as both (a refusal), and a reverse pass would add a double's adjoint
over a float's bits. Where every use of such a load is a shuffle taking lanes out of it alone
(directly, or after a bitcast to another float vector), and some lane is not used or a bitcast
reinterprets it, the load becomes loads of just the lanes used, where it was (memory may change
after it), and each shuffle puts its lanes together with insertelement. The post-AD vectoriser
may join them again.
"""

from __future__ import annotations

import math
import re

from .float_atomics import ID, each_body, uses_of

_SIZE = {"double": 8, "float": 4, "half": 2}
_LOAD = re.compile(rf"(\s*)({ID}) = load <(\d+) x (double|float|half)>, ptr ({ID}|@[-\w.$]+)"
                   r"(?:, align (\d+))?(\s*(?:,\s*!.*)?)$")
_MASK = re.compile(r"<(\d+) x i32> (zeroinitializer|<[^<>]*>)\s*$")


def rewrite(text: str) -> str:
    """The module text with such loads split (see above); unchanged where there is none."""
    if " = shufflevector <" not in text:
        return text
    return each_body(text, lambda body: any(_LOAD.match(x) for x in body), _rewrite_function)


def _rewrite_function(body: list) -> list:
    dead, at_load, at_use = set(), {}, {}
    for k, line in enumerate(body):
        m = _LOAD.match(line)
        if not m or " volatile " in line or " atomic " in line:
            continue
        dead_too = []                                # bitcasts of the load, gone with it
        plan = _shuffles(body, m.group(2), f"<{m.group(3)} x {m.group(4)}>", m.group(4), dead_too)
        if plan is None:
            continue
        used = {(off, ty) for _, _, _, lanes in plan for off, ty in lanes if off is not None}
        whole = {(j * _SIZE[m.group(4)], m.group(4)) for j in range(int(m.group(3)))}
        if used == whole and not dead_too:
            continue                                 # every lane read as loaded: nothing to split
        ind, name, ptr, align = m.group(1), m.group(2), m.group(5), int(m.group(6) or 1)
        loads = []
        for off, ty in sorted(used):
            lane = _lane_name(name, off, ty)
            a = min(math.gcd(align, off) if off else align, _SIZE[ty])
            gep = _lane_name(name, off, "p")
            loads += [f"{ind}{gep} = getelementptr inbounds i8, ptr {ptr}, i64 {off}",
                      f"{ind}{lane} = load {ty}, ptr {gep}, align {a}"]
        at_load[k] = loads
        for u, res, vt, lanes in plan:
            prev, lines = "poison", []
            last = max((j for j, (off, _) in enumerate(lanes) if off is not None), default=None)
            for j, (off, ty) in enumerate(lanes):
                if off is None:
                    continue
                nxt = res if j == last else _lane_name(res, j, "i")
                lines.append(f"{ind}{nxt} = insertelement {vt} {prev}, {ty} {_lane_name(name, off, ty)}, i64 {j}")
                prev = nxt
            at_use[u] = lines or [f"{ind}{res} = freeze {vt} poison"]
        dead.update([name] + dead_too)
    if not at_load:
        return body
    out = []
    for k, line in enumerate(body):
        if k in at_load:
            out.extend(at_load[k])
        elif k in at_use:
            out.extend(at_use[k])
        elif not ((m := re.match(rf"\s*({ID})\s*=", line)) and m.group(1) in dead):
            out.append(line)
    return out


def _shuffles(body, name, vt, elem, bitcasts, depth=0):
    """[(line, result, result type, [(byte offset, type) or (None, None) per lane])] for every use
    of vector `name` (type vt of elem), each a shuffle of it alone or a bitcast to a float vector
    used so (its name added to `bitcasts`); None when some use is anything else."""
    out = []
    n = int(vt[1:].split(" x ")[0])
    for u in uses_of(body, name):
        line = body[u]
        m = re.match(rf"\s*({ID}) = shufflevector {re.escape(vt)} {re.escape(name)}, {re.escape(vt)} "
                     r"(?:poison|undef), (.*)$", line)
        if m and (mm := _MASK.match(m.group(2).split(", !")[0])):
            mask = _mask(mm)
            if any(x is not None and x >= n for x in mask):
                return None
            lanes = [(x * _SIZE[elem], elem) if x is not None else (None, None) for x in mask]
            out.append((u, m.group(1), f"<{len(mask)} x {elem}>", lanes))
            continue
        m = re.match(rf"\s*({ID}) = bitcast {re.escape(vt)} {re.escape(name)} to <(\d+) x (double|float|half)>\s*$",
                     line)
        if m and depth == 0:
            sub = _shuffles(body, m.group(1), f"<{m.group(2)} x {m.group(3)}>", m.group(3), bitcasts, 1)
            if sub is None:
                return None
            bitcasts.append(m.group(1))
            out += sub
            continue
        return None
    return out


def _mask(m):
    k = int(m.group(1))
    if m.group(2) == "zeroinitializer":
        return [0] * k
    out = []
    for part in m.group(2)[1:-1].split(","):
        v = part.strip().split()[-1]
        out.append(None if v in ("poison", "undef") else int(v))
    return out


def _lane_name(name, a, b):
    tag = f".{b}{a}"
    return name[:-1] + tag + '"' if name.endswith('"') else name + tag
