"""Reverse mode, per instruction: the adjoint of each active instruction from the rule table
(`enzympy.rules`, the linear ops of `enzympy.linear`), memory and calls handed to their rules
(`enzympy.memory`, `enzympy.calls`), and the adjoint slots with the one accumulation point.

`AdjointRules` answers, before anything is emitted, which rule reverses an instruction and
which primal values that rule reads (the planner stores or recomputes those); during the
reverse pass it emits the adjoint code, reading primals through the writer's `primal`.
"""

from __future__ import annotations

from .. import rules
from ..analyses.choice_zero import reverse_guard, reverse_partial_guard
from ..calls import is_user_call
from ..custom_rules import call_rule as custom_call_rule
from ..emit import adjoint_zero
from ..expr import ExprEmitter
from ..ir import Value
from ..linear import LINEAR
from ..memory import is_memory_op
from .barriers import is_barrier, mirror_barrier
from . import struct_rules
from .blas_rules import decoded, is_blas


class AdjointRules:
    """The adjoints of one function's instructions (w: the reverse writer, for its builder,
    activity, memory and call rules, and primal values)."""

    def __init__(self, w):
        self.w = w
        self.slots = [{} for _ in range(w.width)]   # per lane (vector mode): value name -> slot Value

    @property
    def adj_slot(self):
        """The adjoint slots of the current lane."""
        return self.slots[self.w.lane]

    def lanes(self):
        """Each lane in turn, the writer's `lane` set to it (one lane, 0, but in vector mode):
        what is written for a lane reads that lane's shadows and adjoints."""
        w = self.w
        try:
            for w.lane in range(w.width):
                yield w.lane
        finally:
            w.lane = 0

    # ------------------------------------------------------------------ which rule
    def rule_for(self, inst):
        """('rule', Rule) or ('linear', entry) or ('phi', None); raise when unsupported."""
        w = self.w
        op = inst.opcode
        if op == "phi":
            return ("phi", None)
        if op in LINEAR:
            return ("linear", LINEAR[op])
        if op == "call":
            if is_user_call(inst, w.fn.module):
                return ("call", None)
            if is_blas(inst.callee) and not w.fn.module.defines(inst.callee):
                decoded(w, inst)                    # raises, naming it, when not supported
                return ("blas", None)
            if (inst.callee or "").startswith("llvm.masked.load") and w.mem.has_shadow(inst.args[0]):
                return ("memory", None)
            r = call_rule(inst, w.fn.module, w.unsupported)
            return ("struct" if isinstance(r, rules.StructRule) else "rule", r)
        if op in ("load", "atomicrmw") and w.mem.has_shadow(inst.ops[0]):
            return ("memory", None)
        r = rules.instruction_rule(inst)
        if r is None:
            if op in ("load", "store", "getelementptr", "alloca", "atomicrmw", "cmpxchg"):
                raise w.unsupported(f"{op} of active memory is not supported yet", inst)
            raise w.unsupported(f"no derivative rule for instruction '{op}'", inst)
        return ("rule", r)

    def needed_operands(self, inst):
        """Primal values (ir.Value) the reverse of an active instruction reads (in vector mode,
        each lane's shadows)."""
        if self.w.width == 1:
            return self._needed_operands(inst)
        out = {}
        for _ in self.lanes():
            out |= {v.ref: v for v in self._needed_operands(inst)}
        return list(out.values())

    def _needed_operands(self, inst):
        w = self.w
        if w.calls.involved(inst):
            return w.calls.needed(inst)
        if w.blas.involved(inst):
            return w.blas.needed(inst)
        if not w.act.inst_active(inst):
            return w.mem.needed(inst)
        kind, r = self.rule_for(inst)
        if kind == "memory":
            return w.mem.needed(inst)
        if kind == "phi":
            return []
        if kind == "linear":
            return [inst.ops[k] for k in r[0]]
        if kind == "struct":
            return struct_rules.needed(r, inst.args, w.act, inst.value)
        ops = inst.args if inst.opcode == "call" else inst.ops
        out = w.mem.needed(inst) if r.writes else []            # modf's pointer output
        names = set()
        for k, p in enumerate(r.partials):
            if p is not None and k < len(ops) and w.act.is_active(ops[k]):
                names |= rules.names_used(p)
        for k, pname in enumerate(r.params):
            if pname in names and k < len(ops):
                out.append(ops[k])
        if "r" in names:
            out.append(inst.value)
        return out

    def reversed_here(self, inst) -> bool:
        """Does the reverse pass do anything for this instruction?"""
        w = self.w
        if inst.opcode == "phi" or inst.is_terminator:
            return False
        return w.act.inst_active(inst) or (is_memory_op(inst) and w.mem.has_reverse(inst)) \
            or w.calls.involved(inst) or w.blas.involved(inst) or is_barrier(inst)

    # ------------------------------------------------------------------ adjoint slots
    def make_slots(self, names, types):
        """Zeroed adjoint slots of these values, at the current place (the entry block)."""
        b = self.w.b
        for _ in self.lanes():
            for name in names:
                t = types[name]
                slot = b.alloca(t, "d")
                b.store(adjoint_zero(t), slot)
                self.adj_slot[name] = slot

    def adjoint(self, name) -> Value:
        """Read and clear the adjoint of an active value."""
        b = self.w.b
        slot = self.adj_slot[name]
        t = self.w.values.types[name]
        v = b.load(t, slot, "adj")
        b.store(adjoint_zero(t), slot)
        return v

    def accumulate(self, target: Value, contrib: Value):
        """The one accumulation point: adjoint(target) += contrib."""
        if not self.w.act.is_active(target):
            return
        slot = self.adj_slot[target.name]
        b = self.w.b
        old = b.load(target.type, slot, "acc")
        b.store(self.add(old, contrib), slot)

    def add(self, a: Value, c: Value, flags: str = "") -> Value:
        """a + c for adjoints (floats, float vectors, aggregates of them); `flags`: fast-math."""
        b = self.w.b
        t = a.type
        if t.kind in ("float", "vector"):
            return b.fadd(a, c, flags)
        if t.kind in ("struct", "array"):
            out = a
            elems = t.elems if t.kind == "struct" else [t.elem] * t.count
            for k, et in enumerate(elems):
                if et.has_float():
                    x = b.extractvalue(a, [k])
                    y = b.extractvalue(c, [k])
                    out = b.insertvalue(out, self.add(x, y, flags), [k])
            return out
        return a

    # ------------------------------------------------------------------ emitting
    def reverse_instruction(self, inst):
        w = self.w
        if is_barrier(inst):
            mirror_barrier(w)
            return
        if w.calls.involved(inst):
            if w.lane == 0:                         # one call for every lane (calls.CallRules)
                w.mem.flush_increments()
                w.calls.reverse(inst)
            return
        if w.blas.involved(inst):
            w.blas.reverse(inst)
            return
        if not w.act.inst_active(inst):
            w.mem.reverse(inst)                   # stores, memcpy, memset, allocations
            return
        kind, r = self.rule_for(inst)
        if kind == "memory":
            w.mem.reverse(inst)
            return
        if kind == "rule" and r.writes:
            w.mem.reverse(inst)                   # the pointer it writes (frexp, modf): cleared
        adj = self.adjoint(inst.name)
        if kind == "struct":
            struct_rules.reverse(w, inst, r, adj)
            return
        if kind == "linear":
            for k, contrib in r[1](w, inst, adj):
                self.accumulate(inst.ops[k], contrib)
            return
        ops = inst.args if inst.opcode == "call" else inst.ops
        for k, names, env in rule_terms(r, ops, w.act):
            local_env = {n: (w.primal(env[n]) if n in env else None) for n in names if n != "r"}
            if "r" in names:
                local_env["r"] = w.primal(inst.value)
            term = ExprEmitter(w.b, local_env, inst.type).times(adj, r.parsed(k), reverse_guard(w, inst, r, k),
                                                                reverse_partial_guard(w, inst, r, k))
            if term is not None:
                self.accumulate(ops[k], w.b.convert(term, ops[k].type))


def rule_terms(r, ops, act):
    """(operand index, names its partial reads, parameter name -> operand) for each active
    operand with a nonzero partial: the terms both modes emit from one rule."""
    env = {}
    for k, pname in enumerate(r.params):
        if k < len(ops):
            env[pname] = ops[k]
    for k, p in enumerate(r.partials):
        if p is None or k >= len(ops) or not act.is_active(ops[k]) or p == "0":
            continue
        yield k, rules.names_used(p), env


def call_rule(inst, module, unsupported):
    """The rule of a library call or intrinsic; raise, naming it, when there is none."""
    callee = inst.callee
    r = custom_call_rule(inst)
    if r is None:
        what = f"no derivative rule for @{callee}" if callee else "indirect call"
        if module.defines(callee):
            what = f"call to defined function @{callee} is not differentiated yet"
        raise unsupported(what, inst)
    return r
