"""Reverse mode: primal values where the reverse pass reads them, by the plan: loaded from
their slot or loop cache, or computed again (loop counters, induction variables, merge phis,
pure arithmetic and loads of memory nothing overwrote; see `analyses.recompute`).

A value read once per reverse block is reused within that block (`cur_rev` names the block
being written; code emitted on an edge or a switch arm sets it so that nothing made there
is reused elsewhere).
"""

from __future__ import annotations

from enzympy.analyses.cache_plan import pred_index_type
from enzympy.analyses.recompute import shadow_parts

from ..emit import int_const
from ..ir import Value, local
from ..irtypes import I64, Type
from .clone import LOCAL_REF, clean, unquote


class Primals:
    """Primal values in the reverse pass of one function."""

    def __init__(self, b, plan, planner, caches, values, policy, shadow_of, primal_tags):
        self.b, self.plan, self.planner, self.caches = b, plan, planner, caches
        self.values, self.policy = values, policy
        self.shadow_of = shadow_of           # pointer -> its shadow (memory rules)
        self.primal_tags = primal_tags       # pointer -> alias-scope tags of a primal access
        self.cur_rev = None
        self.cur_block = None                # the primal block whose reverse is being written
        self.cache = {}                      # (reverse block, value name) -> Value

    def primal(self, v: Value) -> Value:
        """The primal value v, readable in the current reverse block."""
        if not v.is_local or v.kind == "arg":
            return v
        key = (self.cur_rev, v.name)
        if key in self.cache:
            return self.cache[key]
        where = self.plan.where(v.name)
        b = self.b
        if where is None:
            raise AssertionError(f"value {v.ref} needed in reverse but not cached")
        if where == "recompute":
            out = self.recompute(v)
        else:
            out = self.caches.load(v, where)
        lanes = self.values.poison_lanes(v)
        if lanes:                                    # 0 * poison is poison: read those lanes as 0
            n = v.type.count
            mask = ", ".join(f"i32 {n if k in lanes else k}" for k in range(n))
            out = b.emit(v.type, f"shufflevector {out.typed}, {v.type} zeroinitializer, <{n} x i32> <{mask}>", "nopoison")
        self.cache[key] = out
        return out

    def recompute(self, v: Value) -> Value:
        """Compute a loop value again in the reverse pass (see analyses.recompute)."""
        b, name, planner = self.b, v.name, self.planner
        if name.endswith(".ad.base"):                # set where the reverse pass entered the loop
            header = name[:-len(".ad.base")]
            loop = planner.cfg.loop_of[header]
            if self.cur_block is not None and self.cur_block not in loop.blocks:
                # read after the loop (a value of its last iteration), before the reverse pass
                # enters it: the counter is still where the loop left it, the trip count past
                # the base (for a loop that counts nothing, any counter: the last index is n - 1)
                c = b.load(I64, self.caches.loop_state[header][0], "c")
                return b.ibin("sub", c, self.trip_count(loop))
            return b.load(I64, self.caches.base_slot[header], "base")
        loop = planner.header_pred_loop(name)
        if loop is not None:                         # 0/1: which edge entered this iteration
            cnt = self.caches.loop_state[loop.header][0]
            c = b.load(I64, cnt, "c")
            base = self.primal(planner.base_value(loop))
            first = b.emit(Type("int", width=1), f"icmp eq i64 {b.ibin('add', c, int_const(-1)).ref}, {base.ref}")
            preds = planner.plan_preds(loop.header)
            t = pred_index_type(planner.cfg, loop.header)
            return b.emit(t, f"select i1 {first.ref}, {t} {preds.index(loop.preheader)}, "
                             f"{t} {preds.index(loop.latches[0])}")
        phi = planner.merge_phi(name)
        if phi is not None:
            return self.recompute_merge_phi(phi)
        iv = self.policy.induction(name)
        if iv is not None:
            loop, start, step = iv
            cnt = self.caches.loop_state[loop.header][0]
            c = b.load(I64, cnt, "c")
            base = self.primal(planner.base_value(loop))
            k = b.ibin("sub", b.ibin("add", c, int_const(-1)), base)
            if v.type != I64:
                k = b.cast("trunc", k, v.type)
            k = b.ibin("mul", k, Value(v.type, str(step), "const") if isinstance(step, int) else self.primal(step))
            return b.ibin("add", self.primal(start), k) if not (start.kind == "const" and start.ref == "0") else k
        parts = shadow_parts(name)
        shadow = parts is not None
        d = self.values.insts[parts[0] if shadow else name]
        mapping = {o.name: self.primal(o).ref for o in self.policy.operands(name) if shadow_parts(o.name) is None}
        text = clean(d.line).split("=", 1)[1].strip()
        if shadow:
            base = d.ops[0]
            sref = self.primal(self.shadow_of(base, parts[1])).ref
            needle = f"ptr {base.ref}"
            pos = text.find(needle)
            text = text[:pos] + f"ptr {sref}" + text[pos + len(needle):]
            mapping.pop(base.name, None)
        text = LOCAL_REF.sub(lambda m: mapping.get(unquote(m.group(1)), m.group(0)), text)
        if d.opcode == "load" and not shadow:          # primal memory: apart from every shadow
            text += self.primal_tags(d.ops[0])
        return b.emit(v.type, text, "rc")

    def trip_count(self, loop) -> Value:
        """The number of iterations of this run of a loop whose trip count is known
        (`analyses.loops.exact_trips`), as an i64 computed from its start and bound."""
        b, t = self.b, self.planner.trips[loop.header]
        start, bound = self.primal(t.start), self.primal(t.bound)
        up = t.step > 0
        step = int_const(abs(t.step), start.type)
        if t.until == "equal":                    # (bound - start) / step, in the counter's type
            if t.tests_phi:
                bound = b.ibin("add", bound, int_const(t.step, bound.type))
            n = b.ibin("udiv", b.ibin("sub", bound, start) if up else b.ibin("sub", start, bound), step)
            return b.cast("zext", n, I64) if n.type != I64 else n
        if start.type != I64:                     # runs at least once, then while below (above)
            ext = "sext" if t.signed else "zext"
            start, bound = b.cast(ext, start, I64), b.cast(ext, bound, I64)
            step = int_const(abs(t.step))
        if t.tests_phi:                           # phi < bound: the increment < bound + step
            bound = b.ibin("add", bound, int_const(t.step))
        lo, hi = (start, bound) if up else (bound, start)
        past = b.emit(Type("int", width=1), f"icmp {'sgt' if t.signed else 'ugt'} i64 {hi.ref}, {lo.ref}")
        span = b.select(past, b.ibin("sub", hi, lo), int_const(1))
        return b.ibin("udiv", b.ibin("add", span, int_const(abs(t.step) - 1)), step)

    def recompute_merge_phi(self, phi) -> Value:
        """switch on the predecessor index; each arm reads (or recomputes) only the incoming
        value of its own edge, which the forward pass did compute in this iteration."""
        b = self.b
        preds = self.planner.plan_preds(phi.block.name)
        incoming = {p: v for v, p in phi.incoming}
        values = [incoming[p] for p in preds]
        if len({v.ref for v in values}) == 1:
            return self.primal(values[0])
        pidx = self.primal(self.planner.pred_index_value(phi.block.name))
        arms = [b.new_block(f"rc.{phi.name}.{k}") for k in range(len(preds))]
        join = b.new_block(f"rc.{phi.name}.join")
        cases = " ".join(f"{pidx.type} {k}, label {local(a)}" for k, a in enumerate(arms[1:], 1))
        b.raw(f"switch {pidx.typed}, label {local(arms[0])} [ {cases} ]")
        saved, got = self.cur_rev, []
        for arm, v in zip(arms, values):
            b.block(arm)
            self.cur_rev = arm                            # what is made here serves this arm only
            got.append((self.primal(v), b.current))
            b.br(join)
        self.cur_rev = saved
        b.block(join)
        inc = ", ".join(f"[ {x.ref}, {local(blk)} ]" for x, blk in got)
        return b.emit(phi.type, f"phi {phi.type} {inc}", "rc")
