"""Nested derivatives in Enzyme's C convention: an `__enzyme_*` call inside a function that
another `__enzyme_*` call differentiates (a Hessian-vector product: `__enzyme_fwddiff` of a
function calling `__enzyme_autodiff`; a second derivative: `__enzyme_fwddiff` of a function
calling `__enzyme_fwddiff`).

As Enzyme does, the inner calls are lowered first, inside out: one round lowers the *ready*
inner sites (those whose own target reaches no site still to lower) into ordinary calls of
derivatives appended to the module, and the next round starts from that module, whose working
copy is optimised again (the inner derivative inlined where LLVM wants). The outer mode then
differentiates a function that calls an ordinary derivative. The driver runs the rounds
(`ModuleDifferentiator`); this module only tells which sites are inner and ready, and names
what a round adds so that a later round's derivatives and shadow globals never take them.
"""

from __future__ import annotations

import re

from .reach import reached_from, references


def targets(site) -> set:
    """The functions a call site differentiates (both of a select's)."""
    return {site.fn_name} | (set(site.choice[1:]) if site.choice is not None else set())


def ready_inner_sites(text: str, sites) -> list:
    """The sites to lower in this round: inside a function some site differentiates (directly
    or through what it calls), and differentiating only functions that reach no site."""
    defined, refs = references(text)
    differentiated = reached_from(set().union(*(targets(s) for s in sites)) if sites else set(),
                                  defined, refs)
    inner = [s for s in sites if s.caller.name in differentiated]
    if not inner:
        return []
    callers = {s.caller.name for s in sites}
    ready = [s for s in inner if not reached_from(targets(s), defined, refs) & callers]
    if not ready:
        s = inner[0]
        raise s.error(f"@{s.fn_name} reaches an __enzyme_* call that differentiates it in turn "
                      "(a cycle of nested derivatives)")
    return ready


_SYMBOL = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')
_PLAIN = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")


def rename_added(body: str, added: str, defined_added, taken):
    """(body + added with every symbol `added` defines renamed `<name>.h<k>` (the smallest k whose
    names are all free in `taken`), {old name: new name}): a later round, differentiating this
    module again, names its own derivatives and shadow globals as this round did
    (`__enzympy_rev0_f`, `g.ad.shadow`)."""
    names = [n for n in defined_added if n not in taken]
    k = 1
    # k free for the symbols and for the locals: an earlier round's derivative, inlined into
    # what this round differentiated, keeps its `ad1.` names (a third-order derivative had two
    # rounds' values named alike: invalid IR)
    while any(f"{n}.h{k}" in taken for n in names) or re.search(rf"(?:\b(?:ad|rev|fwd)|\.ad){k}\.", body):
        k += 1
    mapping = {n: f"{n}.h{k}" for n in names}

    def sub(m):
        name = m.group(1)
        bare = name[1:-1] if name.startswith('"') else name
        new = mapping.get(bare)
        if new is None:
            return m.group(0)
        return "@" + (new if _PLAIN.fullmatch(new) else f'"{new}"')
    types = set(re.findall(r'^%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+) = type ', body, re.M))
    added = _LOCAL.sub(lambda m: m.group(0) if m.group(2) in types else m.group(1) + _local_name(m.group(2), k),
                       added)
    if not mapping:
        return body + "\n" + added, mapping
    return _SYMBOL.sub(sub, body) + "\n" + _SYMBOL.sub(sub, added), mapping


# a local value or a label (use or definition) in a function body
_LOCAL = re.compile(r'(%|^)("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)(?=[\s,()\]:=*]|$)', re.M)


def _local_name(name: str, k: int) -> str:
    """A derivative's own local names marked as round k's: the outer derivative names what it
    adds after the values it differentiates (`rev.<block>`, `<block>.ad.sized`, `<value>.ad.sh`,
    fresh `ad.t.<n>`, a tangent `<arg>'`), and would otherwise take names the inner derivative
    already uses when it is not inlined (reverse over reverse: duplicate blocks)."""
    quoted = name.startswith('"')
    bare = name[1:-1] if quoted else name
    for head in ("ad.", "rev.", "fwd."):
        if bare.startswith(head):
            bare = f"{head[:-1]}{k}." + bare[len(head):]
    bare = bare.replace(".ad.", f".ad{k}.").replace("'", f".d{k}")
    return f'"{bare}"' if quoted or not _PLAIN.fullmatch(bare) else bare

