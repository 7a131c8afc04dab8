"""Forward mode: which values carry a tangent (by name)."""

from __future__ import annotations

from enzympy.analyses.activity import Activity
from enzympy.blas import is_blas
from enzympy.custom_rules import inactive_call
from enzympy.indirect import is_indirect

from .pointer_shadows import MASKED, PointerShadows, has_body, is_ptr

class ForwardActivity:
    """Which values carry a tangent in forward mode (by name).

    *Varied* comes from `analyses.activity.Activity`, seeded with the duplicated floating
    arguments and with every float-carrying load from a shadowed pointer (memory holds
    tangents). *Useful* is computed here, backwards from the returned value and from every
    float value stored into shadowed memory (memory that someone reads tangents from).
    Active = varied and useful. Two extras keep memory copies exact: *raw* integer loads from
    shadowed memory whose value is stored back into shadowed memory or bitcast to a float (a
    memcpy the optimiser turned into integer moves) carry their shadow bits; an integer made
    from the bits of a varied float (bitcast) that becomes a float again is reported.
    """

    def __init__(self, fn, dup_float_args, ret_active, shadows: PointerShadows, reachable):
        self.fn = fn
        insts = shadows.insts
        self.defs = {i.name: i for i in insts if i.name}
        seeds = set(dup_float_args)
        for inst in insts:
            if not inst.name or not inst.type.has_float():
                continue
            if inst.opcode in ("load", "atomicrmw") and shadows.has(inst.ops[0]):
                seeds.add(inst.name)
            elif inst.opcode == "call" and ((inst.callee or "").startswith(MASKED) or
                                            has_body(fn.module, inst.callee) or is_blas(inst.callee)
                                            or is_indirect(inst)) and \
                    (any(is_ptr(a.type) and shadows.has(a) for a in inst.args) or shadows.touches_globals(inst)):
                seeds.add(inst.name)            # reads floats through a shadowed pointer or a global
        self.varied = set(Activity(fn, sorted(seeds), ret_active).varied)
        # raw integer copies of shadowed memory
        self.raw = set()
        for inst in insts:
            if inst.opcode == "load" and inst.name and inst.type.scalar.kind == "int" \
                    and shadows.has(inst.ops[0]):
                for u in insts:
                    if (u.opcode == "store" and u.ops[0].is_local and u.ops[0].name == inst.name
                            and shadows.has(u.ops[1])) or \
                            (u.opcode == "bitcast" and u.ops[0].is_local and u.ops[0].name == inst.name
                             and u.type.is_fp_or_fp_vector):
                        self.raw.add(inst.name)
                        break
        for inst in insts:                  # bitcast back from raw bits: varied
            if inst.opcode == "bitcast" and inst.name and inst.ops[0].is_local \
                    and inst.ops[0].name in self.raw and inst.type.is_fp_or_fp_vector:
                self.varied.add(inst.name)
        changed = True
        while changed:                      # and what depends on it
            changed = False
            for inst in insts:
                if not inst.name or inst.name in self.varied or not inst.type.has_float() \
                        or inst.opcode in ("load", "fcmp", "fptosi", "fptoui", "alloca") or inactive_call(inst):
                    continue
                ops = inst.args if inst.opcode == "call" else inst.ops
                if inst.opcode in ("phi", "select", "insertvalue", "insertelement", "extractvalue",
                                   "extractelement", "shufflevector", "freeze", "bitcast", "call",
                                   "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fpext",
                                   "fptrunc") and any(o.is_local and o.name in self.varied for o in ops):
                    self.varied.add(inst.name)
                    changed = True
        # float bits moved through integers
        self.bits = set()
        changed = True
        while changed:
            changed = False
            for inst in insts:
                if not inst.name or inst.name in self.bits or inst.type.scalar.kind != "int":
                    continue
                ops = inst.args if inst.opcode == "call" else inst.ops
                if inst.opcode == "bitcast" and ops[0].is_local and ops[0].name in self.varied:
                    self.bits.add(inst.name)
                    changed = True
                elif inst.opcode in ("and", "or", "xor", "shl", "lshr", "ashr", "add", "sub", "trunc",
                                     "zext", "sext", "select", "phi", "freeze", "extractelement",
                                     "insertelement", "shufflevector", "extractvalue", "insertvalue") \
                        and any(o.is_local and o.name in self.bits for o in ops):
                    self.bits.add(inst.name)
                    changed = True
        # useful
        roots = []
        if ret_active:
            for inst in insts:
                if inst.opcode == "ret" and inst.ops:
                    roots.extend(o.name for o in inst.ops if o.is_local)
        for inst in insts:
            if inst.opcode == "store" and inst.ops[0].is_local and shadows.has(inst.ops[1]):
                roots.append(inst.ops[0].name)
            elif inst.opcode == "atomicrmw" and inst.ops[1].is_local and shadows.has(inst.ops[0]):
                roots.append(inst.ops[1].name)
            elif inst.opcode == "call" and ((inst.callee or "").startswith(MASKED) or
                                            has_body(fn.module, inst.callee) or is_blas(inst.callee)
                                            or is_indirect(inst)):
                roots.extend(a.name for a in inst.args if a.is_local and a.type.has_float())
        useful, work = set(), roots
        while work:
            n = work.pop()
            if n in useful:
                continue
            useful.add(n)
            inst = self.defs.get(n)
            if inst is None or inst.opcode in ("load", "atomicrmw", "fcmp", "fptosi", "fptoui", "sitofp",
                                               "uitofp", "alloca", "getelementptr"):
                continue
            ops = inst.args if inst.opcode == "call" else inst.ops
            work.extend(o.name for o in ops if o.is_local and (o.type.has_float() or o.name in self.raw))
        self.useful = useful
        self.active = self.varied & useful

    def is_active(self, v) -> bool:
        return v.is_local and v.name in self.active

    def inst_active(self, inst) -> bool:
        return bool(inst.name) and inst.name in self.active
