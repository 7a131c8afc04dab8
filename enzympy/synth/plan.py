"""Reverse mode, planning: which forward values the reverse pass reads, and for each whether
it is stored (checkpointed in a slot or a loop cache) or recomputed from others.

Reads the adjoint rules (what each reversed instruction needs), the recompute policy
(`analyses.recompute`: what may be computed again, and from what) and the trip counts;
produces the `analyses.cache_plan.CachePlan`, choosing the set to store by a minimum vertex
cut (`analyses.mincut`). The names it invents for control-flow facts (a loop's base counter
`<header>.ad.base`, a merge block's predecessor index `<block>.ad.pred`) are planned like
values, so the reverse pass may recompute them too.
"""

from __future__ import annotations

from enzympy.analyses.cache_plan import CachePlan, pred_index_type
from enzympy.analyses.mincut import least_storage
from enzympy.analyses.recompute import shadow_parts

from ..calls import is_user_call
from ..ir import Value, local
from ..irtypes import I64, PTR, size_of


class ReversePlanner:
    """What the reverse pass of one function reads, and how it gets each value back."""

    def __init__(self, fn, cfg, values, policy, trips, returning, pred_blocks, adjoint_rules, calls):
        self.fn, self.cfg, self.values, self.policy = fn, cfg, values, policy
        self.trips, self.returning, self.pred_blocks = trips, returning, pred_blocks
        self.rules, self.calls = adjoint_rules, calls

    def needed_values(self):
        """(name, type, defining block) of each forward value the reverse pass reads."""
        block_of = {i.name: i.block.name for i in self.fn.instructions() if i.name}
        types = {i.name: i.type for i in self.fn.instructions() if i.name}
        for inst in self.fn.instructions():
            if inst.opcode == "call" and is_user_call(inst, self.fn.module):
                block_of[self.calls.key(inst) + ".ad.tape"] = inst.block.name
                types[self.calls.key(inst) + ".ad.tape"] = PTR
            if self.rules.w.blas.involved(inst):
                for name, t in self.rules.w.blas.extra_values(inst):
                    block_of[name], types[name] = inst.block.name, t
            if inst.opcode == "call" and inst.callee == "posix_memalign":
                block_of[inst.name + ".ad.pm"] = inst.block.name
                types[inst.name + ".ad.pm"] = PTR
        out = []
        for inst in self.fn.instructions():
            if inst.block.name not in self.returning or not self.rules.reversed_here(inst):
                continue
            for v in self.rules.needed_operands(inst):
                if v.kind != "inst":
                    continue
                if (parts := shadow_parts(v.name)) is not None:
                    out.append((v.name, v.type, block_of[parts[0]]))
                else:
                    out.append((v.name, types[v.name], block_of[v.name]))
        return out

    def make_plan(self):
        """Needed values: stored, or recomputed from others, whichever stores fewer bytes
        (a minimum vertex cut, see analyses.mincut)."""
        needed = {n: (t, blk) for n, t, blk in self.needed_values()}
        for blk in self.pred_blocks:
            needed[CachePlan.pred_index_name(blk)] = (pred_index_type(self.cfg, blk), blk)
        info = dict(needed)

        def operands_of(name):
            ops = self.recompute_operands(name)
            if ops is None:
                return None
            for v in ops:
                info.setdefault(v.name, self.value_info(v))
            return [v.name for v in ops]

        stored, recompute = least_storage(needed, operands_of, lambda n: self.store_cost(n, *info[n]))
        counters = set()
        for name in recompute:
            loop = self.header_pred_loop(name) or (self.policy.induction(name) or (None,))[0]
            if loop is not None:
                counters.add(loop.header)
        used = stored | recompute
        return CachePlan(self.fn, self.cfg, [(n, t, blk) for n, (t, blk) in info.items() if n in used],
                         self.returning, recompute, counters, home=self.policy.cache_loop)

    def recompute_operands(self, name):
        """The values the reverse pass reads to compute `name` again, or None: it is stored."""
        if name.endswith(".ad.base"):                 # from the trip count, when the reverse enters
            trips = self.trips.get(name[:-len(".ad.base")])
            return None if trips is None else [v for v in (trips.start, trips.bound) if v.kind == "inst"]
        loop = self.header_pred_loop(name)
        if loop is not None:                          # first iteration or not: from the base
            return [self.base_value(loop)]
        phi = self.merge_phi(name)
        if phi is not None:                           # the incoming value of the edge taken
            pidx = self.pred_index_value(phi.block.name)
            return [pidx] + list({v.name: v for v, _ in phi.incoming if v.kind == "inst"}.values())
        ops = self.policy.recompute_operands(name)
        iv = self.policy.induction(name) if ops is not None else None
        return ops + [self.base_value(iv[0])] if iv is not None else ops

    def merge_phi(self, name):
        """The phi, when `name` is a phi of a merge block (not a loop header) whose predecessor
        index the reverse pass has: its value is the incoming one of the edge that index names."""
        d = self.values.insts.get(name)
        if d is None or d.opcode != "phi" or self.policy.induction(name) is not None:
            return None
        blk = d.block.name
        loop = self.cfg.loop_of.get(blk)
        if blk not in self.pred_blocks or loop is None or loop.header == blk:
            return None
        if any(v.kind == "other" for v, _ in d.incoming):
            return None
        return d

    def pred_index_value(self, block):
        name = CachePlan.pred_index_name(block)
        return Value(pred_index_type(self.cfg, block), local(name), "inst", name)

    @staticmethod
    def base_value(loop):
        name = CachePlan.base_name(loop)
        return Value(I64, local(name), "inst", name)

    def value_info(self, v):
        """(type, defining block) of a forward value, a shadow, a loop's base or a predecessor index."""
        if v.name.endswith(".ad.base"):
            loop = self.cfg.loop_of[v.name[:-len(".ad.base")]]
            return I64, loop.preheader
        if v.name.endswith(".ad.pred"):
            return v.type, v.name[:-len(".ad.pred")]
        owner = (shadow_parts(v.name) or (v.name,))[0]
        d = self.values.insts[owner]
        return (v.type if v.name != owner else d.type), d.block.name

    def store_cost(self, name, t, blk):
        """Bytes stored per call, roughly: the size, times 16 per loop around the record."""
        loop = self.cfg.loop_of.get(blk)
        if loop is not None:
            loop = self.policy.cache_loop(name, loop)
        return max(1, size_of(t)) * 16 ** (loop.depth if loop is not None else 0)

    def header_pred_loop(self, name):
        """The loop, when `name` is the predecessor index of a loop header entered from one
        preheader and continued from one latch: it is 'first iteration or not'."""
        if not name.endswith(".ad.pred"):
            return None
        header = name[:-len(".ad.pred")]
        loop = self.cfg.loop_of.get(header)
        if loop is None or loop.header != header or loop.preheader is None or len(loop.latches) != 1:
            return None
        if set(self.plan_preds(header)) != {loop.preheader, loop.latches[0]}:
            return None
        return loop

    def plan_preds(self, block):
        """Distinct predecessors of a block, in the order the predecessor index numbers them."""
        return list(dict.fromkeys(self.cfg.preds.get(block, [])))
