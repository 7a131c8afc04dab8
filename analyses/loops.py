"""Control flow: reachability, dominators, natural loops, induction variables, trip counts.

The reverse pass walks blocks backwards and indexes its caches by one counter per loop, so it
needs to know, for every block, the loops around it; a trip count known on entry to a loop lets
the cache be sized once there instead of checked on every iteration.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(eq=False)
class Loop:
    header: str
    blocks: set
    latches: list
    parent: "Loop | None" = None
    children: list = field(default_factory=list)
    index: int = 0
    preheader: str | None = None
    exits: list = field(default_factory=list)        # blocks outside reached from inside
    exiting: list = field(default_factory=list)      # blocks inside with an edge outside

    @property
    def depth(self):
        d, p = 1, self.parent
        while p is not None:
            d, p = d + 1, p.parent
        return d

    def __repr__(self):
        return f"<Loop {self.header} depth={self.depth} blocks={len(self.blocks)}>"


class CFG:
    """Successors, predecessors, dominators and loops of one function's reachable blocks."""

    def __init__(self, entry: str, succs: dict):
        self.entry = entry
        self.order = self._reverse_postorder(entry, succs)
        reach = set(self.order)
        self.succs = {b: [s for s in succs.get(b, [])] for b in self.order}
        self.preds = {b: [] for b in self.order}
        for b in self.order:
            for s in self.succs[b]:
                self.preds[s].append(b)
        self.reachable = reach
        self.idom = self._dominators()
        self.loops = self._find_loops()
        self.loop_of = {}
        for loop in sorted(self.loops, key=lambda l: -len(l.blocks)):
            for b in loop.blocks:
                self.loop_of[b] = loop      # smaller (inner) loops overwrite outer ones

    @staticmethod
    def _reverse_postorder(entry, succs):
        seen, post = set(), []
        stack = [(entry, iter(succs.get(entry, [])))]
        seen.add(entry)
        while stack:
            node, it = stack[-1]
            for s in it:
                if s not in seen:
                    seen.add(s)
                    stack.append((s, iter(succs.get(s, []))))
                    break
            else:
                stack.pop()
                post.append(node)
        return post[::-1]

    def _dominators(self):
        # Cooper, Harvey & Kennedy: iterate intersections in reverse postorder.
        rpo_index = {b: i for i, b in enumerate(self.order)}
        idom = {self.entry: self.entry}
        changed = True
        while changed:
            changed = False
            for b in self.order[1:]:
                preds = [p for p in self.preds[b] if p in idom]
                if not preds:
                    continue
                new = preds[0]
                for p in preds[1:]:
                    a, c = new, p
                    while a != c:
                        while rpo_index[a] > rpo_index[c]:
                            a = idom[a]
                        while rpo_index[c] > rpo_index[a]:
                            c = idom[c]
                    new = a
                if idom.get(b) != new:
                    idom[b] = new
                    changed = True
        return idom

    def dominates(self, a: str, b: str) -> bool:
        """Does block a dominate block b?"""
        while True:
            if a == b:
                return True
            if b == self.entry:
                return False
            b = self.idom[b]

    def _find_loops(self):
        by_header = {}
        for b in self.order:
            for s in self.succs[b]:
                if self.dominates(s, b):                   # back edge b -> s
                    loop = by_header.setdefault(s, Loop(s, {s}, []))
                    loop.latches.append(b)
                    work = [b]
                    while work:
                        n = work.pop()
                        if n not in loop.blocks:
                            loop.blocks.add(n)
                            work.extend(self.preds[n])
        loops = sorted(by_header.values(), key=lambda l: len(l.blocks))
        for i, loop in enumerate(loops):
            for outer in loops[i + 1:]:
                if loop.header in outer.blocks and outer is not loop:
                    loop.parent = outer
                    outer.children.append(loop)
                    break
        for i, loop in enumerate(sorted(loops, key=lambda l: self.order.index(l.header))):
            loop.index = i
            outside = [p for p in self.preds[loop.header] if p not in loop.blocks]
            if len(outside) == 1 and len(self.succs[outside[0]]) == 1:
                loop.preheader = outside[0]
            for b in sorted(loop.blocks, key=self.order.index):
                for s in self.succs[b]:
                    if s not in loop.blocks:
                        if b not in loop.exiting:
                            loop.exiting.append(b)
                        if s not in loop.exits:
                            loop.exits.append(s)
        return sorted(loops, key=lambda l: l.index)

    def loops_around(self, block: str):
        """Loops containing block, innermost first."""
        out, loop = [], self.loop_of.get(block)
        while loop is not None:
            out.append(loop)
            loop = loop.parent
        return out

    def can_reach(self, targets) -> set:
        """Blocks from which some block in targets is reachable."""
        seen = set(targets)
        work = list(targets)
        while work:
            n = work.pop()
            for p in self.preds.get(n, []):
                if p not in seen:
                    seen.add(p)
                    work.append(p)
        return seen


def function_cfg(fn) -> CFG:
    return CFG(fn.entry.name, {b.name: b.successors() for b in fn.blocks})
