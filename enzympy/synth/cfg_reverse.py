"""Reverse mode, control flow: the reversed CFG.

For every block B that can reach a return, a block `rev.B` holds the adjoints of B's
instructions, last to first, then goes on to the reverse of the predecessor the forward pass
came from (its stored or recomputed predecessor index picks the edge). Adjoints of phis flow
along that edge; loop counters count down; where the reverse pass enters a loop whose trip
count is known, the counter's base is computed there instead of stored. A loop left from
several blocks gets one dispatch block that every way into its reversal passes through, so
the reversed loop stays reducible. The reverse of the entry block hands over to `finish`.
"""

from __future__ import annotations

from ..emit import int_const
from ..ir import local
from ..irtypes import I32, I64


class ReverseCFG:
    """Writes the reverse blocks of one function."""

    def __init__(self, b, cfg, plan, planner, returning, trips, caches, primals, adjoints, act, mem, finish):
        self.b, self.cfg, self.plan, self.planner = b, cfg, plan, planner
        self.returning, self.trips, self.caches = returning, trips, caches
        self.primals, self.adjoints, self.act, self.mem = primals, adjoints, act, mem
        self.finish = finish                 # called in the reverse of the entry block
        self.dret = None                     # the seed of the returned value, when it is active

    def begin(self, retid, ret_blocks, wait=None):
        """The one block where the reverse pass begins: the caches are viewed, `wait` (a GPU
        thread waits out the barriers it skipped: synth/barriers.py), then the reverse of the
        block that returned."""
        b = self.b
        self.caches.view_caches()
        if wait is not None:
            wait()
        if not ret_blocks:                     # it never returns: nor does its derivative
            b.raw("unreachable")                 # (the forward pass aborts, as the primal does)
            return
        rid = b.load(I32, retid, "retid")
        cases = " ".join(f"i32 {k}, label {local('rev.' + r)}" for k, r in enumerate(ret_blocks[1:], 1))
        b.raw(f"switch i32 {rid.ref}, label {local('rev.' + ret_blocks[0])} [ {cases} ]")

    def write(self, fn, dret):
        """The reverse of every block that returns, last first, and the dispatch blocks."""
        self.dret = dret
        self.dispatch = self.dispatch_loops()
        self.dispatch_ids, self.dispatch_in = {}, {h: [] for h in self.dispatch}
        self.dispatch_to = {h: {} for h in self.dispatch}
        for blk in reversed(fn.blocks):
            if blk.name in self.returning:
                self.reverse_block(blk)
        self.emit_dispatch()

    def reverse_block(self, blk):
        b, plan, adj = self.b, self.plan, self.adjoints
        self.primals.cur_rev, self.primals.cur_block = f"rev.{blk.name}", blk.name
        b.block(self.primals.cur_rev)
        term = blk.terminator
        if term.opcode == "ret" and self.dret is not None and term.ops:
            for k in adj.lanes():              # vector mode: lane k's seed
                adj.accumulate(term.ops[0], self.dret if adj.w.width == 1 else b.extractvalue(self.dret, [k]))
        for inst in reversed(blk.instructions):
            if adj.reversed_here(inst):
                for _ in adj.lanes():
                    adj.reverse_instruction(inst)
        self.mem.flush_increments()
        # phis: their adjoints flow along the edge the forward pass took
        phi_adj = [(k, phi, adj.adjoint(phi.name)) for k in adj.lanes() for phi in blk.phis
                   if self.act.inst_active(phi)]
        preds = [p for p in plan.unique_preds(blk.name)]
        pidx = None
        if len(preds) > 1:
            pidx = self.primals.primal(self.planner.pred_index_value(blk.name))
        loop = self.cfg.loop_of.get(blk.name)
        if loop is not None and loop.header == blk.name and loop.header in self.caches.loop_state:
            cnt = self.caches.loop_state[loop.header][0]
            c = b.load(I64, cnt, "c")
            b.store(b.ibin("add", c, int_const(-1)), cnt)
        if not preds:
            self.finish()
            return
        targets = []
        for p in preds:
            entered = self.loops_entered(blk.name, p)
            route = self.dispatch_route(blk.name, p)
            if phi_adj or entered or route:
                edge = b.new_block(f"edge.{blk.name}.{p}")
                cur = b.current
                b.block(edge)
                self.enter_loops_reversed(entered, edge)
                for k, phi, a in phi_adj:
                    adj.w.lane = k
                    for v, src in phi.incoming:
                        if src == p:
                            adj.accumulate(v, a)
                            break
                adj.w.lane = 0
                self.dispatch_jump(route, f"rev.{p}")
                b.block(cur)
                targets.append(edge)
            else:
                targets.append(f"rev.{p}")
        if pidx is None:
            b.br(targets[0])
        else:
            cases = " ".join(f"{pidx.type} {k}, label {local(t)}" for k, t in enumerate(targets[1:], 1))
            b.raw(f"switch {pidx.typed}, label {local(targets[0])} [ {cases} ]")

    # ------------------------------------------------------------------ reducible reverse loops
    def loops_left(self, block, pred):
        """Loops the forward edge pred -> block leaves (they hold pred, not block), outermost first."""
        out, loop = [], self.cfg.loop_of.get(pred)
        while loop is not None and block not in loop.blocks:
            out.append(loop)
            loop = loop.parent
        return out[::-1]

    def dispatch_loops(self) -> set:
        """Headers of the loops whose reversal needs a dispatch block of its own.

        The reverse pass enters a reversed loop where the forward pass left it. A loop left from
        two blocks (a `while a and b`, a `break`) would be entered at two places: an irreducible
        cycle, which LLVM's loop passes (unrolling, strength reduction, vectorisation) skip. Such a
        loop gets one block that every way into its reversal, and its back edge, passes through;
        it branches on to where the pass really goes. Inner loops first: a loop entered inside an
        inner loop with a dispatch block needs one too."""
        entries = {}
        for s in self.returning:
            for p in self.plan.unique_preds(s):
                if p in self.returning:
                    for loop in self.loops_left(s, p):
                        entries.setdefault(loop.header, set()).add(p)
        out = set()
        for loop in sorted(self.cfg.loops, key=lambda l: -l.depth):
            es = entries.get(loop.header, set())
            if len(es) > 1:
                out.add(loop.header)
            elif len(es) == 1:
                e = next(iter(es))
                inner, within = self.cfg.loop_of.get(e), False
                while inner is not None and inner is not loop:
                    within = within or inner.header in out
                    inner = inner.parent
                if within or not all(self.cfg.dominates(e, l) for l in loop.latches):
                    out.add(loop.header)
        return out

    def dispatch_route(self, block, pred):
        """The dispatch blocks the reverse edge from `block` back to `pred` passes, outermost first:
        the loop's own on a back edge, and those of the loops it enters."""
        route = []
        loop = self.cfg.loop_of.get(block)
        if loop is not None and loop.header == block and pred in loop.blocks and block in self.dispatch:
            route.append(loop)
        return route + [l for l in self.loops_left(block, pred) if l.header in self.dispatch]

    def dispatch_jump(self, route, target):
        """Branch to `target` through the dispatch blocks of `route` (an id says where to go)."""
        if not route:
            self.b.br(target)
            return
        tid = self.dispatch_ids.setdefault(target, len(self.dispatch_ids))
        self.dispatch_in[route[0].header].append((str(tid), self.b.current))
        for here, nxt in zip(route, route[1:] + [None]):
            self.dispatch_to[here.header][tid] = self.dispatch_label(nxt.header) if nxt else target
        self.b.br(self.dispatch_label(route[0].header))

    @staticmethod
    def dispatch_label(header):
        return f"ad.dispatch.{header}"

    def emit_dispatch(self):
        """The dispatch blocks: a phi of the target id from each way in, a switch on it. A block
        reached from an outer dispatch block by k of its switch's edges lists it k times."""
        b = self.b
        order = sorted(self.dispatch_in, key=lambda h: self.cfg.loop_of[h].depth)
        header_of = {self.dispatch_label(h): h for h in order}
        for h in order:                                   # outer first: they feed the inner ones
            if not self.dispatch_in[h]:
                continue
            b.block(self.dispatch_label(h))
            tid = local(b.fresh("tid"))
            incoming = ", ".join(f"[ {v}, {local(src)} ]" for v, src in self.dispatch_in[h])
            b.raw(f"{tid} = phi i32 {incoming}")
            cases = sorted(self.dispatch_to[h].items())
            default = cases[0][1]
            arms = " ".join(f"i32 {k}, label {local(t)}" for k, t in cases[1:])
            b.raw(f"switch i32 {tid}, label {local(default)} [ {arms} ]")
            for _, t in cases:
                if t in header_of:                        # on to an inner loop's dispatch block
                    self.dispatch_in[header_of[t]].append((tid, self.dispatch_label(h)))

    def loops_entered(self, block, pred):
        """Loops the reverse pass enters on the edge from `block` back to `pred` (the forward
        pass left them from pred to block) whose base it sets there, outermost first."""
        return [l for l in self.loops_left(block, pred) if l.header in self.caches.base_slot]

    def enter_loops_reversed(self, loops, edge):
        """Where the reverse pass enters a loop whose trip count is known: its base (the counter
        on entry) is the counter less the trip count; a loop with no record counts in the reverse
        pass only, from the trip count down to 0. Nothing of it was stored."""
        b = self.b
        saved, self.primals.cur_rev = self.primals.cur_rev, edge      # values made here serve this edge only
        for loop in loops:
            n = self.primals.trip_count(loop)
            cnt = self.caches.loop_state[loop.header][0]
            if self.plan.has_record(loop):
                b.store(b.ibin("sub", b.load(I64, cnt, "c"), n), self.caches.base_slot[loop.header])
            else:
                b.store(n, cnt)
                b.store(int_const(0), self.caches.base_slot[loop.header])
        self.primals.cur_rev = saved
