"""Atomic accesses to floats written through integers, rewritten to float atomics before AD.

C's generic `__atomic_load`, `__atomic_store` and `__atomic_exchange` on a double become
`load atomic i64` + `bitcast` to double, `bitcast` + `store atomic i64`, `atomicrmw xchg i64`;
LLVM folds the bitcasts into plain loads and stores but not into atomic ones. Read as integers,
the value would carry no derivative (a silent zero); as `load atomic double` and friends it is
differentiated like any access to active memory. Only casts whose one use is the access (or
whose integer has no other use) are rewritten, so no integer meaning is lost.

C's `_Atomic double x; x += v` (and `-=`) is a compare-exchange loop on the bits: read x, add,
cmpxchg the bits, retry on failure. When the new value is exactly old + v (old - v, or
fmuladd(a, b, old)) with v computed outside the loop, the loop is `atomicrmw fadd` (fsub):
the same atomic update, which has a derivative. numba-cuda's `cuda.atomic.sub` on floats is
the same loop with the old value kept as an integer (`_integer_phi_loop`). Other loops stay,
and are refused by name.
"""

from __future__ import annotations

import re

_FLOAT_OF = {"i64": "double", "i32": "float", "i16": "half"}
ID = r"%[-a-zA-Z$._0-9]+|%\"[^\"]*\""      # a local value's name, for regular expressions


def each_body(text: str, wanted, rewrite_body) -> str:
    """The module text with each function body (its lines between `define` and `}`) for which
    `wanted(lines)` holds replaced by `rewrite_body(lines)`."""
    out, body, inside = [], [], False
    for line in text.split("\n"):
        if line.startswith("define "):
            inside, body = True, []
            out.append(line)
            continue
        if inside and line.startswith("}"):
            out.extend(rewrite_body(body) if wanted(body) else body)
            inside = False
        (body if inside else out).append(line)
    return "\n".join(out)


def uses_of(body: list, name: str) -> list:
    """Indices of the lines of one function that use value `name` (its definition excluded)."""
    token = re.compile(re.escape(name) + r"(?![-a-zA-Z$._0-9])")
    own = re.compile(rf"\s*{re.escape(name)}\s*=")
    return [k for k, line in enumerate(body) if token.search(line) and not own.match(line)]


def _rewrite_function(body: list) -> list:
    defs = {}
    for k, line in enumerate(body):
        m = re.match(rf"\s*({ID})\s*=", line)
        if m:
            defs[m.group(1)] = k
    drop = set()
    for k, line in enumerate(body):
        # %a = load atomic i64, ptr %p ...  ;  %b = bitcast i64 %a to double
        m = re.match(rf"(\s*)({ID}) = load atomic (volatile )?(i64|i32|i16), (.*)$", line)
        if m:
            users = uses_of(body, m.group(2))
            ft = _FLOAT_OF[m.group(4)]
            cast = re.compile(rf"\s*({ID}) = bitcast {m.group(4)} {re.escape(m.group(2))} to {ft}\s*(,.*)?$")
            if len(users) == 1 and cast.match(body[users[0]]):
                b = cast.match(body[users[0]]).group(1)
                body[k] = _untyped(f"{m.group(1)}{b} = load atomic {m.group(3) or ''}{ft}, {m.group(5)}")
                drop.add(users[0])
            continue
        # store atomic i64 %i, ptr %p ...  with  %i = bitcast double %v to i64
        m = re.match(rf"(\s*)store atomic (volatile )?(i64|i32|i16) ({ID}), (.*)$", line)
        if m and m.group(4) in defs:
            d = re.match(rf"\s*{re.escape(m.group(4))} = bitcast {_FLOAT_OF[m.group(3)]} (\S+) to {m.group(3)}",
                         body[defs[m.group(4)]])
            if d and len(uses_of(body, m.group(4))) == 1:
                body[k] = _untyped(f"{m.group(1)}store atomic {m.group(2) or ''}{_FLOAT_OF[m.group(3)]} "
                                   f"{d.group(1)}, {m.group(5)}")
                drop.add(defs[m.group(4)])
            continue
        # %r = atomicrmw xchg ptr %p, i64 %i ...  with  %i = bitcast double %v, %r only cast back
        m = re.match(rf"(\s*)({ID}) = atomicrmw (volatile )?xchg ptr ([^,]+), (i64|i32|i16) ({ID}) (.*)$", line)
        if m and m.group(6) in defs:
            it, ft = m.group(5), _FLOAT_OF[m.group(5)]
            d = re.match(rf"\s*{re.escape(m.group(6))} = bitcast {ft} (\S+) to {it}", body[defs[m.group(6)]])
            users = uses_of(body, m.group(2))
            cast = re.compile(rf"\s*({ID}) = bitcast {it} {re.escape(m.group(2))} to {ft}\s*(,.*)?$")
            if d and len(uses_of(body, m.group(6))) == 1 and all(cast.match(body[u]) for u in users) \
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


def _suffixed(name: str, suffix: str) -> str:
    return name[:-1] + suffix + '"' if name.endswith('"') else name + suffix


def _cas_loops(body: list) -> list:
    """Single-block compare-exchange loops adding into a float, made atomicrmw fadd/fsub."""
    label, block_of, defs = None, {}, {}
    for k, line in enumerate(body):
        m = re.match(r'^([-a-zA-Z$._0-9]+|"[^"]*"):', line)
        if m:
            label = m.group(1)
        block_of[k] = label
        m = re.match(rf"\s*({ID})\s*=", line)
        if m:
            defs[m.group(1)] = k

    def only_use(name, k):
        return uses_of(body, name) == [k]

    drop, replace = set(), {}
    for k, line in enumerate(body):
        m = re.match(rf"\s*({ID}) = cmpxchg (volatile )?ptr ({ID}|@\S+), (i64|i32) ({ID}), \4 ({ID}) "
                     rf"(\w+) \w+(, align \d+)?", line)
        if not m:
            continue
        pair, vol, p, it, ai, ni, order, align = m.groups()
        ft, loop = _FLOAT_OF[it], block_of[k]
        try:
            a = re.match(rf"\s*{re.escape(ai)} = bitcast {ft} ({ID}) to {it}\s*$", body[defs[ai]]).group(1)
            n = re.match(rf"\s*{re.escape(ni)} = bitcast {ft} ({ID}) to {it}\s*$", body[defs[ni]]).group(1)
            users = uses_of(body, pair)
            ex = {int(re.match(rf"\s*({ID}) = extractvalue {{ {it}, i1 }} {re.escape(pair)}, ([01])\s*$",
                               body[u]).group(2)): u for u in users}
            prev, ok = (re.match(rf"\s*({ID})", body[ex[i]]).group(1) for i in (0, 1))
            back_k = uses_of(body, prev)[0]
            back = re.match(rf"\s*({ID}) = bitcast {it} {re.escape(prev)} to {ft}\s*$", body[back_k]).group(1)
            phi_k = defs[a]
            phi = re.match(rf"\s*{re.escape(a)} = phi [^\[]*\[ (\S+), (\S+) \], \[ {re.escape(back)}, "
                           rf"%{re.escape(loop)} \]\s*$", body[phi_k])
            br_k = uses_of(body, ok)[0]
            br = re.match(rf"\s*br i1 {re.escape(ok)}, label (\S+), label %{re.escape(loop)}\s*(,.*)?$", body[br_k])
        except (AttributeError, KeyError, IndexError, TypeError):
            found = _integer_phi_loop(body, k, m.groups(), loop, block_of, defs)
            if found:
                replace.update(found[0])
                drop.update(found[1])
            continue
        n_k = defs.get(n)
        if not (phi and br and n_k is not None and len(users) == 2 and set(ex) == {0, 1}
                and only_use(ai, k) and only_use(ni, k) and only_use(prev, back_k) and only_use(back, phi_k)
                and only_use(ok, br_k) and sorted(uses_of(body, a)) == sorted([n_k, defs[ai]])
                and all(block_of[j] == loop for j in (phi_k, n_k, defs[ai], defs[ni], back_k, br_k))
                and sum(1 for j in block_of if block_of[j] == loop and " = phi " in body[j]) == 1
                and (p not in defs or block_of[defs[p]] != loop)):
            continue
        ind = re.match(r"\s*", body[n_k]).group(0)
        old = _suffixed(n, ".old")
        atomic = f"atomicrmw {vol or ''}{{op}} ptr {p}, {ft} {{v}} {order}{align or ''}"
        add = re.match(rf"\s*{re.escape(n)} = (fadd|fsub) ((?:\w+ )*){ft} ({ID}), ({ID})\s*$", body[n_k])
        fma = re.match(rf"\s*{re.escape(n)} = (?:tail )?call ((?:\w+ )*){ft} @llvm\.fmuladd\.\w+\({ft} (\S+), "
                       rf"{ft} (\S+), {ft} {re.escape(a)}\)", body[n_k])
        if add and add.group(1) == "fadd" and a in (add.group(3), add.group(4)) and add.group(3) != add.group(4):
            v = add.group(4) if add.group(3) == a else add.group(3)
            new = [f"{ind}{old} = {atomic.format(op='fadd', v=v)}", body[n_k].replace(a, old)]
        elif add and add.group(1) == "fsub" and add.group(3) == a and add.group(4) != a:
            v = add.group(4)
            new = [f"{ind}{old} = {atomic.format(op='fsub', v=v)}", body[n_k].replace(a, old)]
        elif fma and a not in (fma.group(2), fma.group(3)):
            v = _suffixed(n, ".v")
            new = [f"{ind}{v} = fmul {fma.group(1)}{ft} {fma.group(2)}, {fma.group(3)}",
                   f"{ind}{old} = {atomic.format(op='fadd', v=v)}", body[n_k].replace(a, old)]
        else:
            continue
        if v in defs and block_of[defs[v]] == loop and defs[v] > n_k:
            continue
        replace[n_k] = new
        replace[br_k] = [f"{ind}br label {br.group(1)}"]
        drop.update({k, phi_k, defs[ai], defs[ni], ex[0], ex[1], back_k})
    out = []
    for k, line in enumerate(body):
        if k in replace:
            out.extend(replace[k])
        elif k not in drop:
            out.append(line)
    return out


def _integer_phi_loop(body, k, groups, loop, block_of, defs):
    """({line: new lines}, {lines dropped}) for numba-cuda's loop, which keeps the old value as
    an integer: `%o = phi i64 [%init, ..], [%cas, %loop]; %f = bitcast %o to double;
    %n = fadd|fsub %f, %v; %ni = bitcast %n; cmpxchg %p, %o, %ni`, or None."""
    pair, vol, p, it, o, ni, order, align = groups
    ft = _FLOAT_OF[it]

    def at(name, pattern):
        j = defs.get(name)
        hit = re.match(rf"\s*{re.escape(name)} = {pattern}\s*$", body[j]) if j is not None else None
        return (j, hit) if hit and block_of[j] == loop else (None, None)

    def only(name, *lines):
        return sorted(uses_of(body, name)) == sorted(lines)
    try:
        n_k, n_bits = at(ni, rf"bitcast {ft} ({ID}) to {it}")
        n = n_bits.group(1)
        op_k, op = at(n, rf"(fadd|fsub) ((?:\w+ )*){ft} ({ID}), ({ID})")
        phi_k, phi = at(o, rf"phi {it} \[ (\S+), (\S+) \], \[ ({ID}), %{re.escape(loop)} \]")
        f_k, f = next((j, hit) for j in uses_of(body, o) if (hit := re.match(
            rf"\s*({ID}) = bitcast {it} {re.escape(o)} to {ft}\s*$", body[j])))
        ex = {int(hit.group(2)): j for j in uses_of(body, pair) if (hit := re.match(
            rf"\s*({ID}) = extractvalue {{ {it}, i1 }} {re.escape(pair)}, ([01])\s*$", body[j]))}
        cas, ok = (re.match(rf"\s*({ID})", body[ex[i]]).group(1) for i in (0, 1))
        br_k = uses_of(body, ok)[0]
        br = re.match(rf"\s*br i1 {re.escape(ok)}, label (\S+), label %{re.escape(loop)}\s*(,.*)?$", body[br_k])
    except (AttributeError, KeyError, IndexError, TypeError, StopIteration):
        return None
    fv = f.group(1)
    sub = op.group(1) == "fsub"
    v = op.group(4) if op.group(3) == fv else op.group(3)
    if not (br and phi.group(3) == cas and op.group(3) != op.group(4) and fv in (op.group(3), op.group(4))
            and not (sub and op.group(3) != fv) and only(o, f_k, k)
            and only(cas, phi_k) and only(ok, br_k) and only(ni, k)
            and len(uses_of(body, pair)) == 2 and set(ex) == {0, 1}
            and sum(1 for j in block_of if block_of[j] == loop and " = phi " in body[j]) == 1
            and (p not in defs or block_of[defs[p]] != loop)
            and (v not in defs or block_of[defs[v]] != loop)):
        return None
    ind = re.match(r"\s*", body[f_k]).group(0)
    atomic = f"{ind}{fv} = atomicrmw {vol or ''}{op.group(1)} ptr {p}, {ft} {v} {order}{align or ''}"
    new = {f_k: [atomic], br_k: [f"{ind}br label {br.group(1)}"]}
    dropped = {phi_k, k, ex[0], ex[1], n_k}
    init = phi.group(1)
    init_k = defs.get(init)
    if init_k is not None and only(init, phi_k) and re.match(rf"\s*{re.escape(init)} = load (volatile )?{it}, ",
                                                            body[init_k]):
        dropped.add(init_k)                  # the first read of the bits, now unused
    if only(n, n_k):
        dropped.add(op_k)
    return new, dropped


def rewrite(text: str) -> str:
    """The module text with integer atomics of float bits made float atomics."""
    if "atomic" not in text and "cmpxchg" not in text:
        return text
    out, body = [], None
    for line in text.splitlines():
        if body is None:
            out.append(line)
            if line.startswith("define ") and line.rstrip().endswith("{"):
                body = []
        elif line == "}":
            out.extend(_cas_loops(_rewrite_function(body)))
            out.append(line)
            body = None
        else:
            body.append(line)
    return "\n".join(out) + "\n"
