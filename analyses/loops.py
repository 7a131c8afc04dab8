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
    preheader: str | None = None     # the only block outside the loop that enters it
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
            if len(outside) == 1:          # the block that enters the loop (it may branch elsewhere too)
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


@dataclass
class TripCount:
    """A loop whose header runs at most ``(bound - start) / step + 2`` times, known on entry.

    Found for the shape clang and the pre-AD pipeline leave counted loops in: one latch, one
    exiting block (the header or the latch), an integer induction phi in the header stepping by
    a constant without wrapping (nsw/nuw), compared against a loop-invariant bound.
    """
    start: object          # ir.Value, available at the end of the preheader
    bound: object          # ir.Value, loop-invariant
    step: int
    signed: bool


_CMP = {"slt": (True, 1), "sle": (True, 1), "sgt": (True, -1), "sge": (True, -1),
        "ult": (False, 1), "ule": (False, 1), "ugt": (False, -1), "uge": (False, -1),
        "ne": (None, 0), "eq": (None, 0)}


def trip_count(fn, cfg: CFG, loop: Loop) -> TripCount | None:
    if loop.preheader is None or len(loop.latches) != 1 or len(loop.exiting) != 1:
        return None
    exiting = loop.exiting[0]
    if exiting not in (loop.header, loop.latches[0]):
        return None
    defs = {i.name: i for i in fn.instructions() if i.name}
    found = _exit_test(fn, exiting, defs)
    if found is None:
        return None
    term, cmp = found
    header = fn.block(loop.header)
    phis = {p.name: p for p in header.phis}

    def as_iv(v):
        """(phi, step) when v is the induction phi or its increment."""
        if v.kind != "inst":
            return None
        d = defs.get(v.name)
        if d is None:
            return None
        if d.name in phis:
            inc = _increment(d, loop, defs)
            return (d, inc) if inc else None
        if d.opcode == "add" and d.ops[0].kind == "inst" and d.ops[0].name in phis and d.ops[1].kind == "const":
            inc = _increment(defs[d.ops[0].name], loop, defs)
            return (defs[d.ops[0].name], inc) if inc and inc[1] is d else None
        return None

    a, b = cmp.ops
    iv, other = as_iv(a), b
    if iv is None:
        iv, other = as_iv(b), a
    if iv is None or not _invariant(other, loop, defs):
        return None
    phi, (step, add) = iv
    wrapflags = add.text.split("=", 1)[1].split()[1:3]
    signed, _ = _CMP[cmp.predicate]
    if signed is None:
        signed = "nsw" in wrapflags
    if ("nsw" if signed else "nuw") not in wrapflags:
        return None
    start = next((v for v, p in phi.incoming if p == loop.preheader), None)
    if start is None or step == 0:
        return None
    return TripCount(start, other, step, signed)


@dataclass
class ExactTrips:
    """How many times the header of a loop runs per entry, from values known on entry:
    ``(bound - start) / step`` when the loop runs until its counter equals the bound, or that
    rounded up (at least 1) when it runs while the counter is below (above) it.

    Found for loops whose only exit is the latch's test of the induction variable's increment
    against a loop-invariant bound (the shape clang and LLVM's loop rotation leave counted
    loops in), stepping without wrapping (or by 1, where wrapping cannot change the count).
    """
    start: object          # ir.Value, the induction phi's value from the preheader
    bound: object          # ir.Value, loop-invariant
    step: int
    until: str             # 'equal' | 'below' | 'above'
    signed: bool
    tests_phi: bool = False   # the latch tests the phi, not its increment: bound + step for the latter


_INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
            "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}
_SWAPPED = {"eq": "eq", "ne": "ne", "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
            "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule"}


def exact_trips(fn, cfg: CFG, loop: Loop, defs=None) -> ExactTrips | None:
    """``defs``: value name -> instruction of fn, when the caller has it (else found here)."""
    if loop.preheader is None or len(loop.latches) != 1 or loop.exiting != loop.latches:
        return None
    defs = defs if defs is not None else {i.name: i for i in fn.instructions() if i.name}
    found = _exit_test(fn, loop.latches[0], defs)
    if found is None:
        return None
    term, cmp = found
    stays_if_true = term.ops[2].name in loop.blocks     # operands of br: cond, false, true
    header = fn.block(loop.header)
    a, b = cmp.ops
    pred = cmp.predicate
    if not (a.kind == "inst" and a.name in defs) or _invariant(a, loop, defs):
        a, b, pred = b, a, _SWAPPED[pred]
    if a.kind != "inst" or not _invariant(b, loop, defs):
        return None
    tested = defs.get(a.name)
    phi = next((p for p in header.phis if p.name == a.name), None)
    if phi is None and tested is not None and tested.opcode == "add" and tested.ops[0].kind == "inst":
        phi = next((p for p in header.phis if p.name == tested.ops[0].name), None)
    inc = _increment(phi, loop, defs) if phi is not None else None
    if inc is None or inc[0] == 0 or (tested is not phi and inc[1] is not tested):
        return None
    add = inc[1]
    step = inc[0]
    stay = pred if stays_if_true else _INVERSE[pred]        # the loop goes on while `stay` holds
    flags = add.text.split("=", 1)[1].split()[1:3]
    start = next((v for v, p in phi.incoming if p == loop.preheader), None)
    if start is None:
        return None
    if stay == "ne":
        if abs(step) != 1 and "nsw" not in flags and "nuw" not in flags:
            return None
        return ExactTrips(start, b, step, "equal", "nsw" in flags, tested is phi)
    signed = stay.startswith("s")
    if ("nsw" if signed else "nuw") not in flags:
        return None
    if stay in ("slt", "ult") and step > 0:
        return ExactTrips(start, b, step, "below", signed, tested is phi)
    if stay in ("sgt", "ugt") and step < 0:
        return ExactTrips(start, b, step, "above", signed, tested is phi)
    return None


def _exit_test(fn, block, defs):
    """(the conditional branch, its integer comparison) ending `block`, or None."""
    term = fn.block(block).terminator
    if term.opcode != "br" or len(term.ops) != 3 or term.ops[0].kind != "inst":
        return None
    cmp = defs.get(term.ops[0].name)
    if cmp is None or cmp.opcode != "icmp" or cmp.predicate not in _INVERSE:
        return None
    return term, cmp


def _increment(phi, loop, defs):
    """(constant step, add instruction) when the phi's latch value is phi + constant."""
    latch_val = next((v for v, p in phi.incoming if p in loop.blocks), None)
    if latch_val is None or latch_val.kind != "inst":
        return None
    add = defs.get(latch_val.name)
    if add is None or add.opcode != "add" or add.ops[0].kind != "inst" or add.ops[0].name != phi.name:
        return None
    if add.ops[1].kind != "const":
        return None
    try:
        return int(add.ops[1].ref), add
    except ValueError:
        return None


def invariant_increment(phi, loop, defs):
    """(step Value, add instruction) when the phi's latch value is phi + a value the loop does
    not change (a grid-stride loop's `i += blockDim.x * gridDim.x`), or None."""
    latch_val = next((v for v, p in phi.incoming if p in loop.blocks), None)
    add = defs.get(latch_val.name) if latch_val is not None and latch_val.kind == "inst" else None
    if add is None or add.opcode != "add":
        return None
    for mine, other in (add.ops, add.ops[::-1]):
        if mine.kind == "inst" and mine.name == phi.name and other.kind in ("arg", "inst") \
                and _invariant(other, loop, defs):
            return other, add
    return None


def _invariant(v, loop, defs):
    if v.kind in ("const", "arg"):
        return True
    d = defs.get(v.name)
    return d is not None and d.block.name not in loop.blocks


_HALVING = {"lshr": 1, "ashr": 1, "udiv": 2, "sdiv": 2}     # opcode -> least constant that shrinks


def halving_bound(fn, cfg: CFG, loop: Loop, defs=None) -> int | None:
    """A constant bound on how often a loop's header runs per entry, for loops left when a
    value that each iteration shifts right or divides by a constant reaches 0 (`while s > 0:
    s //= 2`, Numba's integer power `x ** n`, a tree reduction over blockDim): at most its
    bit width + 1 iterations, or log2(start) + 2 for a constant start. None otherwise."""
    if loop.preheader is None:
        return None
    defs = defs if defs is not None else {i.name: i for i in fn.instructions() if i.name}
    for exiting in loop.exiting:
        found = _exit_test(fn, exiting, defs)
        if found is None or not all(cfg.dominates(exiting, latch) for latch in loop.latches):
            continue                      # a test some iterations skip bounds nothing
        term, cmp = found
        a, b = cmp.ops
        if b.kind != "const" or b.ref not in ("0", "false") or a.kind != "inst":
            continue
        tested = defs.get(a.name)
        phi = _halved_phi(tested, loop, defs)
        if phi is None:
            continue
        taken = _at_zero(cmp.predicate)                   # the comparison's outcome at 0
        if (term.ops[2 if taken else 1].name in loop.blocks):
            continue                                       # at 0 the loop goes on: no bound
        width = phi.type.width or 64
        start = next((v for v, p in phi.incoming if p == loop.preheader), None)
        if start is not None and start.kind == "const" and start.ref.lstrip("-").isdigit() and int(start.ref) > 0:
            return int(start.ref).bit_length() + 2
        return width + 2
    return None


def _halved_phi(tested, loop, defs):
    """The header phi that `tested` is, or the shrinking step of, when each iteration shrinks it."""
    if tested is None:
        return None
    phi = tested if tested.opcode == "phi" else None
    if phi is None and tested.opcode in _HALVING and tested.ops[0].kind == "inst":
        phi = defs.get(tested.ops[0].name)
    if phi is None or phi.opcode != "phi" or phi.block.name != loop.header:
        return None
    steps = {v.ref: v for v, p in phi.incoming if p in loop.blocks}
    if len(steps) != 1:                   # every way round the loop must shrink it the same way
        return None
    step = next(iter(steps.values()))
    d = defs.get(step.name) if step.kind == "inst" else None
    if d is None or d.opcode not in _HALVING or d.ops[0].kind != "inst" or d.ops[0].name != phi.name \
            or d.ops[1].kind != "const" or not d.ops[1].ref.isdigit() or int(d.ops[1].ref) < _HALVING[d.opcode]:
        return None
    return phi if tested in (phi, d) else None


def _at_zero(pred) -> bool:
    """`icmp pred 0, 0`."""
    return pred in ("eq", "sge", "sle", "uge", "ule")
