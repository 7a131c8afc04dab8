"""Sign-bit masks on the bits of floats, rewritten as `llvm.fabs` and `fneg` before AD.

Vector code takes |x| by clearing the sign bit of each lane as an integer: Eigen's `pabs`
(`.cwiseAbs()`, `.lpNorm<1>()`, `LLT::compute`), SSE2's `_mm_and_pd(x, mask)`; clang writes

    %b = bitcast <2 x double> %x to <2 x i64>       (or: %b = load <2 x i64>, ptr %p)
    %m = and <2 x i64> %b, splat (i64 9223372036854775807)
    %r = bitcast <2 x i64> %m to <2 x double>

Read as integers the lanes carry no derivative, and the soundness gate refused them. The same
bits are `%r = call <2 x double> @llvm.fabs.v2f64(<2 x double> %x)` (LLVM defines fabs as
clearing the sign bit, fneg as flipping it), which is differentiated like any fabs; as Enzyme
does, `xor` with the sign bit becomes `fneg` and `or` with it `fneg(fabs)`. A chain is
rewritten only when the constant has every lane exactly the mask of the float's width (the
sign-clear mask for `and`, the sign bit for `xor` / `or`), the integer comes from a bitcast of
floats of the very type it goes back to (or from a plain load, which then loads those floats),
and every use of the masked integer is such a bitcast back or a store (which then stores the
floats: the same bytes; -O0 SSE code stores `_mm_and_pd`'s result). Anything else is left alone
(and refused by name: `soundness.check_memory`, `synth/checks.check_supported`).
"""

from __future__ import annotations

import re

from .float_atomics import ID, each_body, uses_of

_FLOATS = {64: "double", 32: "float", 16: "half"}
_SUFFIX = {"double": "f64", "float": "f32", "half": "f16"}
_CONST = r"splat \(i\d+ -?\d+\)|<[^<>]*>|-?\d+"
_OP = re.compile(rf"\s*({ID}) = (and|xor|or)(?: disjoint)? (<(\d+) x i(\d+)>|i(\d+)) "
                 rf"({ID}|{_CONST}), ({ID}|{_CONST})\s*$")


def rewrite(text: str) -> str:
    """The module text with each such chain made `llvm.fabs` / `fneg` (declarations added)."""
    if not re.search(r" = (?:and|xor|or)(?: disjoint)? (?:<\d+ x )?i(?:64|32|16)", text):
        return text
    needed = set()

    def one(body):
        return _rewrite_function(body, needed)

    out = each_body(text, lambda body: any(_OP.match(x) for x in body), one)
    for decl in sorted(needed):
        if decl.split("@", 1)[1].split("(", 1)[0] not in {m for m in re.findall(r"^declare .*?@([-\w.$]+)\(", out, re.M)}:
            out += "\n" + decl + "\n"
    return out


def _lanes(const: str, width: int):
    """The one value every lane of an integer constant holds, or None."""
    m = re.fullmatch(rf"splat \(i{width} (-?\d+)\)", const)
    if m:
        return int(m.group(1))
    if const.startswith("<"):
        parts = [p.strip() for p in const[1:-1].split(",")]
        vals = {int(p.split()[1]) if p.startswith(f"i{width} ") and re.fullmatch(r"-?\d+", p.split()[1]) else None
                for p in parts}
        return vals.pop() if len(vals) == 1 and None not in vals else None
    return int(const) if re.fullmatch(r"-?\d+", const) else None


def _kind(op: str, value: int, width: int):
    """'abs', 'neg' or 'nabs' for an exact sign mask of `width` bits, else None."""
    full = 1 << width
    value %= full                                   # the lanes' bits, unsigned
    sign = 1 << (width - 1)
    if op == "and" and value == sign - 1:
        return "abs"
    if op == "xor" and value == sign:
        return "neg"
    if op == "or" and value == sign:
        return "nabs"
    return None


def _rewrite_function(body: list, needed: set) -> list:
    lines, origins, loaded = {}, set(), {}
    defs = {m.group(1): k for k, line in enumerate(body) if (m := re.match(rf"\s*({ID})\s*=", line))}
    for k, line in enumerate(body):
        m = _OP.match(line)
        if not m:
            continue
        name, op, ity, count, vwidth, swidth, a, b = m.groups()
        width = int(vwidth or swidth)
        if width not in _FLOATS:
            continue
        operand, const = (a, b) if re.fullmatch(ID, a) else (b, a)
        if not re.fullmatch(ID, operand) or re.fullmatch(ID, const):
            continue
        value = _lanes(const, width)
        kind = _kind(op, value, width) if value is not None else None
        if kind is None:
            continue
        elem = _FLOATS[width]
        fty = f"<{count} x {elem}>" if count else elem
        uses = uses_of(body, name)
        back = re.compile(rf"(\s*)({ID}) = bitcast {re.escape(ity)} {re.escape(name)} to {re.escape(fty)}\s*(?:,\s*!.*)?$")
        store = re.compile(rf"(\s*)store {re.escape(ity)} {re.escape(name)}, (ptr (?!{re.escape(name)}\b).*)$")
        if not uses or not all(back.match(body[u]) or store.match(body[u]) for u in uses):
            continue
        src = _float_source(body, defs, operand, ity, fty)
        if src is None:
            continue
        value_name, load = src
        if load is not None:                     # the integers were loaded: load the floats
            lines[load[0]] = load[1]
            loaded[operand] = (value_name, ity, fty)
        fn = f"llvm.fabs.{'v' + count if count else ''}{_SUFFIX[elem]}"
        if kind != "neg":
            needed.add(f"declare {fty} @{fn}({fty})")

        def compute(ind, res):
            if kind == "abs":
                return f"{ind}{res} = call {fty} @{fn}({fty} {value_name})"
            if kind == "neg":
                return f"{ind}{res} = fneg {fty} {value_name}"
            mag = _suffixed(res, ".mag")
            return f"{ind}{mag} = call {fty} @{fn}({fty} {value_name})\n{ind}{res} = fneg {fty} {mag}"
        lines[k] = None                          # the mask itself goes
        for u in uses:
            if (m := back.match(body[u])):
                lines[u] = compute(*m.groups())
                continue
            ind, rest = store.match(body[u]).groups()   # the bits stored: the floats they are
            if lines[k] is None:
                lines[k] = compute(re.match(r"\s*", body[k]).group(0), _suffixed(name, ".fl"))
            rest = re.sub(r",\s*!tbaa\s+![0-9]+", "", rest)
            lines[u] = f"{ind}store {fty} {_suffixed(name, '.fl')}, {rest}"
        origins.add(operand)
    if not origins:
        return body
    for operand, (fl, ity, fty) in loaded.items():    # the loaded integers also made floats as they were
        plain = re.compile(rf"(\s*)({ID}) = bitcast {re.escape(ity)} {re.escape(operand)} to {re.escape(fty)}\s*(?:,\s*!.*)?$")
        for u in uses_of(body, operand):
            if u not in lines and (m := plain.match(body[u])):
                lines[u] = f"{m.group(1)}{m.group(2)} = bitcast {fty} {fl} to {fty}"
    out = []
    for k, line in enumerate(body):
        new = lines.get(k, line)
        if new is not None:
            out.extend(new.split("\n"))
    # the integers nothing uses any more (the bitcast of the floats, or of the floats loaded)
    return [line for line in out if not ((m := re.match(rf"\s*({ID})\s*=", line)) and m.group(1) in origins
                                         and not uses_of(out, m.group(1)))]


def _suffixed(name: str, suffix: str) -> str:
    """A new name made from `name` (quoted names stay quoted; `%0` cannot take a suffix)."""
    if name.endswith('"'):
        return name[:-1] + suffix + '"'
    return f"%.sign{name[1:]}{suffix}" if name[1:].isdigit() else name + suffix


def _float_name(name: str) -> str:
    return _suffixed(name, ".fl")


def _float_source(body, defs, operand, ity, fty):
    """(the float value whose bits `operand` is, None) for a bitcast of floats of type `fty`;
    (the floats' name, (line, its new text)) for a plain load of the integers: the floats are
    loaded instead, and the integers made from them for any other user."""
    k = defs.get(operand)
    if k is None:
        return None
    line = body[k]
    m = re.match(rf"\s*{re.escape(operand)} = bitcast {re.escape(fty)} ({ID}) to {re.escape(ity)}\s*(?:,\s*!.*)?$", line)
    if m:
        return m.group(1), None
    m = re.match(rf"(\s*){re.escape(operand)} = load {re.escape(ity)}, (ptr .*)$", line)
    if m:
        ind, rest = m.groups()
        rest = re.sub(r",\s*!tbaa\s+![0-9]+", "", rest)     # the tag names the integer type
        fl = _float_name(operand)
        return fl, (k, f"{ind}{fl} = load {fty}, {rest}\n{ind}{operand} = bitcast {fty} {fl} to {ity}")
    return None
