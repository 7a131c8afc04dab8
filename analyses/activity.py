"""Activity analysis: which values carry a derivative.

A value is *varied* when it depends, through floating-point data flow, on an active input, and
*useful* when the differentiated result depends on it. Active = varied and useful. Integers,
comparisons and conversions to integers are never active (Enzyme's rule); a call is active
only through its float operands and float result. Memory is handled by `memory_active`
callbacks once shadow memory lands: until then a load or store touching an active value is
reported by the synthesiser as unsupported, never silently treated as constant.
"""

from __future__ import annotations

from enzympy.custom_rules import inactive_call
from enzympy.irtypes import Type
from enzympy.rules import INACTIVE_OPS


def carries_float(t: Type) -> bool:
    return t.has_float()


# instructions that never carry a derivative whatever their operands
_NEVER = INACTIVE_OPS | {"icmp", "br", "switch", "unreachable", "alloca", "getelementptr",
                         "and", "or", "xor", "shl", "lshr", "ashr", "add", "sub", "mul",
                         "udiv", "sdiv", "urem", "srem", "trunc", "zext", "sext", "inttoptr"}


class Activity:
    """Active values (by name) of one function, for given active arguments."""

    def __init__(self, fn, active_args, ret_active: bool, shadow=None):
        self.fn = fn
        self.active_args = set(active_args)
        self.ret_active = ret_active
        self.shadow = shadow             # ShadowAnalysis: loads/stores through shadowed pointers
        self.varied = self._forward()
        self.useful = self._backward()
        self.active = self.varied & self.useful

    def is_active(self, v) -> bool:
        return v.is_local and v.name in self.active

    def inst_active(self, inst) -> bool:
        return bool(inst.name) and inst.name in self.active

    def _forward(self):
        varied = set(self.active_args)
        insts = list(self.fn.instructions())
        changed = True
        while changed:
            changed = False
            for inst in insts:
                if not inst.name or inst.name in varied or inst.opcode in _NEVER:
                    continue
                if not carries_float(inst.type) or inactive_call(inst):
                    continue
                if inst.opcode in ("load", "atomicrmw") or (inst.callee or "").startswith("llvm.masked.load"):
                    if self.shadow is not None and self.shadow.has_shadow(inst.ops[0]):
                        varied.add(inst.name)
                        changed = True
                    continue
                ops = inst.args if inst.opcode == "call" else inst.ops
                if any(o.is_local and o.name in varied for o in ops) or self._reads_shadow(inst):
                    varied.add(inst.name)
                    changed = True
        return varied

    def _reads_shadow(self, inst):
        """A call that gets shadowed memory may return a value computed from active data; one
        that returns a pointer with a shadow (a custom allocator: `make(x)` returning a struct
        holding x) may have written its float arguments there."""
        if inst.opcode != "call" or self.shadow is None or (inst.callee or "").startswith("llvm.") \
                or inactive_call(inst):
            return False
        return any(o.type.kind == "ptr" and self.shadow.has_shadow(o) for o in inst.args) \
            or self.shadow.call_touches_globals(inst) \
            or (bool(inst.name) and inst.type.kind == "ptr" and self.shadow.has_shadow(inst.value))

    def _backward(self):
        useful = set()
        defs = {i.name: i for i in self.fn.instructions() if i.name}
        work = []
        if self.ret_active:
            for b in self.fn.blocks:
                t = b.terminator
                if t.opcode == "ret" and t.ops:
                    work.extend(o.name for o in t.ops if o.is_local)
        if self.shadow is not None:
            for inst in self.fn.instructions():
                if inst.opcode == "store" and inst.ops[0].is_local and carries_float(inst.ops[0].type) \
                        and self.shadow.has_shadow(inst.ops[1]):
                    work.append(inst.ops[0].name)
                if inst.opcode == "atomicrmw" and inst.ops[1].is_local and carries_float(inst.ops[1].type) \
                        and self.shadow.has_shadow(inst.ops[0]):
                    work.append(inst.ops[1].name)    # stored (or added) into active memory
                if (inst.callee or "").startswith("llvm.masked.store") and inst.args[0].is_local \
                        and carries_float(inst.args[0].type) and self.shadow.has_shadow(inst.args[1]):
                    work.append(inst.args[0].name)
                if self._reads_shadow(inst):        # it may write active memory from its float args
                    work.extend(o.name for o in inst.args if o.is_local and carries_float(o.type))
        while work:
            n = work.pop()
            if n in useful:
                continue
            useful.add(n)
            inst = defs.get(n)
            if inst is None or inst.opcode in _NEVER or inst.opcode in ("load", "atomicrmw"):
                continue
            ops = inst.args if inst.opcode == "call" else inst.ops
            work.extend(o.name for o in ops if o.is_local and carries_float(o.type))
        return useful
