"""Reverse mode, the augmented forward pass: the primal's blocks cloned in dominator order,
with the shadows of pointers next to them (memory rules), calls to defined functions
replaced by their augmented versions (call rules), loop counters, predecessor indices, and
every value the plan stores written to its slot or loop cache right after it is defined.
Each `ret` records which block returned and jumps to where the reverse pass begins (or, in
split mode, to where the tape is packed).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..emit import int_const
from ..ir import Value, local
from ..irtypes import I32, PTR
from .barriers import is_barrier, vote_barrier
from .clone import clean, skipped


@dataclass
class Returns:
    """Where the forward pass leaves what a `ret` hands over."""
    retid: Value                     # slot: index of the returning block in `blocks`
    blocks: list                     # names of the blocks that return
    then: str                        # label to jump to ('ad.turn' or 'ad.pack')
    primal: Value = None             # slot of the primal result, when it is returned
    shadow: Value = None             # slot of the shadow of a returned pointer (split mode)


class AugmentedPass:
    """Clones one function's blocks as the forward pass of its reverse-mode derivative."""

    def __init__(self, b, fn, cfg, plan, planner, caches, mem, calls, shadowed, primal_tags, drained=False):
        self.b, self.fn, self.cfg, self.plan, self.planner = b, fn, cfg, plan, planner
        self.caches, self.mem, self.calls = caches, mem, calls
        self.shadowed = shadowed             # names of values with a shadow
        self.primal_tags = primal_tags
        self.drained = drained               # barriers vote 'not done' (synth/barriers.py)
        self.lanes = mem.w.adjoints.lanes    # vector mode: shadows are written once per lane

    def write(self, returns: Returns):
        for name in self.cfg.order:              # dominators first: loop state is set
            self.block(self.fn.block(name), returns)

    def block(self, blk, returns):
        b, plan, caches = self.b, self.plan, self.caches
        b.block(blk.name)
        exit_label = plan.exit_label(blk.name)
        for phi in blk.phis:
            b.raw(self._phi_text(phi))
        for phi in blk.phis:
            if phi.name in self.shadowed:
                for _ in self.lanes():
                    b.raw(self.mem.phi_text(phi, plan.exit_label))
        if plan.needs_pred_index(blk.name):
            preds = self.cfg.preds[blk.name]
            uniq = plan.unique_preds(blk.name)
            inc = ", ".join(f"[ {uniq.index(p)}, {local(plan.exit_label(p))} ]" for p in preds)
            pidx = self.planner.pred_index_value(blk.name)
            b.raw(f"{pidx.ref} = phi {pidx.type} {inc}")
        loop = self.cfg.loop_of.get(blk.name)
        if loop is not None and loop.header == blk.name and loop.header in caches.loop_state:
            caches.count_iteration(loop, blk)
        for phi in blk.phis:
            caches.store(phi.value)
            for _ in self.lanes():
                caches.store(self.mem.shadow(phi.value))
        if plan.needs_pred_index(blk.name):
            caches.store(self.planner.pred_index_value(blk.name))
        for inst in blk.instructions:
            if inst.opcode == "phi" or skipped(inst):
                continue
            if inst.is_terminator:
                caches.loop_entry(blk.name, self.planner.base_value)
            if inst.opcode == "ret":
                self.ret(inst, blk, returns)
                continue
            blas = self.mem.w.blas
            if self.drained and is_barrier(inst):
                vote_barrier(b)
            elif blas.involved(inst):
                kept = blas.before(inst)
                b.raw(clean(inst.text))
                for v in kept + blas.after(inst):
                    caches.store(v)
            elif self.calls.involved(inst):
                self.calls.forward(inst)
                caches.store(self.calls.tape_value(inst))
            elif inst.opcode in ("load", "store"):
                b.raw(clean(inst.text) + self.primal_tags(inst.ops[0] if inst.opcode == "load" else inst.ops[1]))
            else:
                b.raw(clean(inst.text))
            for _ in self.lanes():
                self.mem.forward(inst)
            if inst.opcode == "call" and inst.callee == "posix_memalign":
                caches.store(Value(PTR, local(inst.name + ".ad.pm"), "inst", inst.name + ".ad.pm"))
            if inst.name:
                caches.store(inst.value)
                if inst.name in self.shadowed:
                    for _ in self.lanes():
                        caches.store(self.mem.shadow(inst.value))
        assert exit_label == b.current, (exit_label, b.current)

    def ret(self, inst, blk, returns):
        b = self.b
        if returns.primal is not None and inst.ops:
            b.store(inst.ops[0], returns.primal)
        if returns.shadow is not None:            # vector mode: each lane's, in its slot
            for lane in self.lanes():
                slot = returns.shadow if self.mem.w.width == 1 else \
                    b.gep(PTR, returns.shadow, [int_const(lane)])
                b.store(self.mem.returned_shadow(inst), slot)
        b.store(int_const(returns.blocks.index(blk.name), I32), returns.retid)
        b.br(returns.then)

    def _phi_text(self, phi):
        head = phi.line.split("[", 1)[0].rstrip()
        inc = ", ".join(f"[ {v.ref}, {local(self.plan.exit_label(p))} ]" for v, p in phi.incoming
                        if p in self.cfg.reachable)
        return f"{head} {inc}"
