"""Loop marks: a derivative's loops keep what the user's compiler decided about vectorising.

clang's loop vectoriser marks the loops it has vectorised, the vector body and the scalar
remainder after it, `llvm.loop.isvectorized` (and the remainder `llvm.loop.unroll.runtime.disable`).
Cloned instructions lose their metadata, so the post-AD pipeline took the derivative's copies of
those loops (the forward pass's clone and the reversed loop) for new ones and vectorised each
remainder again: a loop that runs fewer than VF x UF times, made twice as large, which was most
of the post-AD and code-generation time of `enzympy diff` on vectorised modules. Each loop of the
derivative whose header comes from a block of such a loop gets the same marks; nothing else
changes (metadata on a loop is a hint to the optimiser, never semantics). Loops the user's
compiler did not vectorise stay unmarked, so a reversed loop that can be vectorised where its
primal could not still is.
"""

from __future__ import annotations

import itertools
import re

from enzympy.analyses.loops import CFG

from ..alias_scopes import PREFIX, new_tag

KEPT = ('"llvm.loop.isvectorized"', '"llvm.loop.unroll.runtime.disable"')
_NODE = re.compile(r"^!([0-9]+) = (?:distinct )?!\{(.*)\}\s*$", re.M)
_LOOP_MD = re.compile(r",\s*!llvm\.loop\s+!([0-9]+)")
_LABEL = re.compile(r'label\s+%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_cache = {}


def _kept_marks(module_text: str) -> dict:
    """{loop node number: the kept properties it lists} for one module's metadata."""
    key = id(module_text)
    hit = _cache.get(key)
    if hit is not None and hit[0] is module_text:
        return hit[1]
    nodes = {m.group(1): m.group(2) for m in _NODE.finditer(module_text)}
    props = {n: body for n, body in nodes.items() if any(body.startswith("!" + k) for k in KEPT)}
    out = {}
    for n, body in nodes.items():
        ops = [o.strip() for o in body.split(",")]
        if ops and ops[0] == f"!{n}":                  # a loop node: distinct !{!self, ...}
            kept = tuple(sorted(props[o[1:]] for o in ops[1:] if o[1:] in props))
            if kept:
                out[n] = kept
    _cache.clear()
    _cache[key] = (module_text, out)
    return out


def primal_marks(fn, cfg) -> dict:
    """{header of a primal loop: its kept properties} (empty when the compiler marked none)."""
    text = fn.module.text
    if "llvm.loop.isvectorized" not in text:
        return {}
    marks = _kept_marks(text)
    out = {}
    for blk in fn.blocks:
        m = _LOOP_MD.search(blk.terminator.text) if blk.name in cfg.reachable else None
        if m and m.group(1) in marks:
            loop = cfg.loop_of.get(blk.name)
            if loop is not None and blk.name in loop.latches:
                out[loop.header] = marks[m.group(1)]
    return out


def mark(b, cfg, marks: dict, origin) -> str:
    """Add the marks to the loops of the function written in builder `b` whose header
    `origin(label)` maps to a block of a marked primal loop (innermost); return the metadata
    definitions (placeholders, numbered with the module's, see alias_scopes)."""
    if not marks:
        return ""
    labels = list(b.blocks)
    succs = {}
    for label in labels:
        lines = b.blocks[label]
        succs[label] = [s.strip('"') for s in _LABEL.findall(lines[-1])] if lines else []
    dcfg = CFG(labels[0], succs)
    tag, defs, props = new_tag(), [], {}
    count = itertools.count()

    def node():
        return f"{PREFIX}{tag}.{next(count)}"
    for loop in dcfg.loops:
        src = origin(loop.header)
        ploop = cfg.loop_of.get(src) if src is not None else None
        kept = marks.get(ploop.header) if ploop is not None else None
        if not kept:
            continue
        if kept not in props:                  # one node per property, shared by the loops
            props[kept] = [node() for _ in kept]
            defs += [f"{n} = !{{{p}}}" for n, p in zip(props[kept], kept)]
        self_ref = node()
        defs.append(f"{self_ref} = distinct !{{{self_ref}, {', '.join(props[kept])}}}")
        for latch in loop.latches:
            line = b.blocks[latch][-1]
            if "!llvm.loop" not in line:
                b.blocks[latch][-1] = f"{line}, !llvm.loop {self_ref}"
    return "\n".join(defs) + ("\n" if defs else "")


def origin_of(primal_blocks):
    """origin() for a derivative of a function with these blocks: forward mode and the forward
    pass of reverse mode keep the primal's labels; reverse mode's `rev.B` and `ad.dispatch.B`
    come from B."""
    def origin(label):
        for prefix in ("rev.", "ad.dispatch."):
            if label.startswith(prefix) and label[len(prefix):] in primal_blocks:
                return label[len(prefix):]
        return label if label in primal_blocks else None
    return origin
