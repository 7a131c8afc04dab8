"""C++ exceptions in the working copy: every `invoke` becomes a `call` and a branch.

Enzyme differentiates code with exceptions along its normal paths; an unwind path carries no
derivative (Enzyme's "exceptions on inactive paths"). In the copy enzympy differentiates (not
the user's module, whose primal keeps its landing pads) an invoke is made a call followed by a
branch to its normal destination, and its landing pad loses that edge (in its phis too). A
pad no invoke reaches is no landing pad any more: its `landingpad` becomes a poison value, and
phis left without entries too; the pre-AD pipeline removes these unreachable blocks. An exception thrown inside a
derivative then leaves it without running the differentiated function's cleanups: the
derivative is never returned, so no wrong value comes of it.
"""

from __future__ import annotations

import re

_LABEL = re.compile(r'^([-\w.$]+|"[^"]+"):')


def block_label(line: str) -> str | None:
    """The block a line of a function's text begins (`name:`), unquoted, or None."""
    m = _LABEL.match(line)
    return m.group(1).strip('"') if m else None
_INVOKE = re.compile(r"^(\s*(?:%\S+\s*=\s*)?)invoke\b(.*)$")
_DESTS = re.compile(r"^\s*to label (%\S+) unwind label %([^\s,]+)\s*((?:,\s*![-\w.]+\s+!\d+\s*)*)$")
_LOOP_MD = re.compile(r",\s*!llvm\.loop\s+!\d+")


def invokes_to_calls(text: str) -> str:
    """The module text with each invoke turned into a call and a branch (see above)."""
    if "invoke " not in text:
        return text
    lines = text.splitlines()
    out, drops, block, fn_start = [], set(), None, 0
    k = 0
    while k < len(lines):
        line = lines[k]
        if line.startswith("define "):
            _drop_edges(out, fn_start, drops)
            fn_start, drops, block = len(out), set(), "entry?"
        elif (label := block_label(line)) is not None:
            block = label
        m = _INVOKE.match(line)
        if m and k + 1 < len(lines) and (d := _DESTS.match(lines[k + 1])):
            md = d.group(3).rstrip()             # !dbg on both; a loop's !llvm.loop on the branch
            out.append(f"{m.group(1)}call{m.group(2)}{_LOOP_MD.sub('', md)}")
            out.append(f"  br label {d.group(1)}{md}")
            drops.add((d.group(2).strip('"'), block))
            k += 2
            continue
        out.append(line)
        k += 1
    _drop_edges(out, fn_start, drops)
    return "\n".join(_no_landing_pads(out)) + "\n"


_PAD = re.compile(r"^(\s*%\S+\s*=\s*)landingpad\s+(.*)$")
_CLAUSE = re.compile(r"^\s+(cleanup|catch\b|filter\b)")


def _no_landing_pads(lines):
    out, k = [], 0
    while k < len(lines):
        m = _PAD.match(lines[k])
        if m is None:
            out.append(lines[k])
            k += 1
            continue
        ty = m.group(2).split(" cleanup")[0].split(" catch ")[0].split(" filter ")[0].strip()
        out.append(f"{m.group(1)}freeze {ty} poison")
        k += 1
        while k < len(lines) and _CLAUSE.match(lines[k]):
            k += 1
    return out


def _drop_edges(out, start, drops):
    """In the function written from out[start:], take each (pad, block) edge out of the pad's phis."""
    if not drops:
        return
    block = None
    for i in range(start, len(out)):
        if (label := block_label(out[i])) is not None:
            block = label
        elif " phi " in out[i]:
            for pad, pred in drops:
                if pad == block:
                    out[i] = _drop_or_poison(out[i], pred)


def _drop_or_poison(phi: str, block: str) -> str:
    """drop_incoming, or a poison value when that was the phi's last entry."""
    out = drop_incoming(phi, block)
    if out == phi and (m := re.match(rf"^(\s*%\S+\s*=\s*)phi\s+(.*?)\s*\[\s*[^\[\]]*?,\s*%{re.escape(block)}\s*\]\s*$", phi)):
        return f"{m.group(1)}freeze {m.group(2)} poison"
    return out


def drop_incoming(phi: str, block: str) -> str:
    """A phi line without its entry for predecessor `block`."""
    entry = rf"\[\s*[^\[\]]*?,\s*%{re.escape(block)}\s*\]"
    out = re.sub(rf",\s*{entry}", "", phi, count=1)
    return out if out != phi else re.sub(rf"{entry}\s*,\s*", "", phi, count=1)


def retarget_incoming(phi: str, block: str, new: str | None) -> str:
    """A phi line whose entry for predecessor `block` now comes from `new` (None: dropped)."""
    if new is None:
        return drop_incoming(phi, block)
    return re.sub(rf"(\[\s*[^\[\]]*?,\s*)%{re.escape(block)}(\s*\])", rf"\g<1>%{new}\g<2>", phi, count=1)


_DERIVATIVE_CALL = re.compile(r"^(\s*(?:%\S+\s*=\s*)?)call\b(.*@\"?__enzympy_.*)$")


def invoke_lowered(lines, inst, cont: str):
    """The lowering of an invoked __enzyme_* call, still unwinding into the caller's pad:
    the call of the derivative becomes an invoke whose normal destination, block `cont`,
    holds the rest and branches on. Returns (lines, phi edge change of the normal block)."""
    normal, unwind = inst.invoke_dests
    for k, line in enumerate(lines):
        if (m := _DERIVATIVE_CALL.match(line)):
            head = lines[:k] + [f"{m.group(1)}invoke{m.group(2)}",
                                f"          to label %{cont} unwind label %{unwind}", f"{cont}:"]
            return head + lines[k + 1:] + [f"  br label %{normal}"], (normal, inst.block.name, cont)
    # no call that may throw: the pad loses this edge
    return lines + [f"  br label %{normal}"], (unwind, inst.block.name, None)


def catching_functions(text: str) -> dict:
    """{function: its first landingpad with a `catch` clause}, for the functions that catch an
    exception and go on: a handler (`__cxa_begin_catch`) and no rethrow (libstdc++'s
    `catch (...) { free what was made; throw; }` only cleans up). Such a handler is an unwind
    path the derivative cannot take: an exception thrown there would leave the derivative
    instead of reaching the handler (`driver.check_no_catch`)."""
    out = {}
    for fn, body in _bodies(text):
        if "@__cxa_begin_catch(" not in body or "@__cxa_rethrow(" in body:
            continue
        lines = body.splitlines()
        for k, line in enumerate(lines):
            if _PAD.match(line):
                clauses = [line] + [x for x in lines[k + 1:k + 8] if _CLAUSE.match(x)]
                if any(re.search(r"\bcatch\b", c) for c in clauses):
                    out[fn] = line.strip()
                    break
    return out


def _bodies(text):
    """(name, body text) of each function defined in the module text."""
    for m in re.finditer(r'^define [^@\n]*@("[^"]+"|[-\w.$]+)\(.*?^}', text, re.M | re.S):
        yield m.group(1).strip('"'), m.group(0)
