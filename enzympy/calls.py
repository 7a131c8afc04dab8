"""Calls to functions defined in the module (not inlined): differentiated as functions.

The forward pass calls the callee's *augmented* version, which runs the primal and returns a
tape (what the callee's reverse needs); the reverse pass calls the callee's *reverse* version with
the same arguments, the adjoint of the result and the tape, and gets back the adjoints of the
active scalar arguments (adjoints through pointers go into the shadows, as usual). Both versions
are made once per callee and activity, so recursion and repeated call sites share them.
"""

from __future__ import annotations

from .analyses.shadow import ALLOCATORS, DEALLOCATORS
from .ir import Value, glob, local
from .custom_rules import call_rule, inactive_call
from .irtypes import PTR, literal_struct


def is_user_call(inst, module) -> bool:
    """A call to a function with a body here, and no derivative rule of its own."""
    callee = inst.callee if inst.opcode == "call" else None
    if not callee or callee.startswith("llvm.") or callee in ALLOCATORS or callee in DEALLOCATORS:
        return False
    if call_rule(inst) is not None or inactive_call(inst):
        return False
    return module.defines(callee)


class CallRules:
    def __init__(self, writer):
        self.w = writer

    def key(self, inst) -> str:
        if inst.name:
            return inst.name
        return f"call{self.w._call_index(inst)}"

    def tape_value(self, inst) -> Value:
        name = f"{self.key(inst)}.ad.tape"
        return Value(PTR, local(name), "inst", name)

    def activity(self, inst):
        """(active parameter names, duplicated parameter names, result active) of the callee."""
        w = self.w
        callee = w.fn.module.function(inst.callee)
        active, dup = [], []
        for param, arg in zip(callee.args, inst.args):
            if arg.type.is_fp_or_fp_vector and w.act.is_active(arg):
                active.append(param.name)
            elif arg.type.kind == "ptr" and w.mem.has_shadow(arg):
                dup.append(param.name)
        ret_active = bool(inst.name) and w.act.inst_active(inst)
        return tuple(active), tuple(dup), ret_active

    def ret_shadow(self, inst) -> bool:
        """Does the caller use the returned pointer as active memory (a custom allocator)?"""
        return inst.name in self.w.shadow.ret_shadow_calls

    def involved(self, inst) -> bool:
        if not is_user_call(inst, self.w.fn.module):
            return False
        active, dup, ret = self.activity(inst)
        return bool(active or dup or ret or self.ret_shadow(inst) or self.w.shadow.call_touches_globals(inst))

    def _names(self, inst):
        active, dup, ret = self.activity(inst)
        if self.w.spec.resolve is None:
            raise self.w.unsupported(f"call to @{inst.callee} needs its derivative, but no resolver was given", inst)
        if self.ret_shadow(inst):
            return self.w.spec.resolve(inst.callee, active, dup, ret, True)
        return self.w.spec.resolve(inst.callee, active, dup, ret)

    def _shadow_args(self, inst, primal):
        callee = self.w.fn.module.function(inst.callee)
        _, dup, _ = self.activity(inst)
        out = []
        for param, arg in zip(callee.args, inst.args):
            if param.name in dup:
                s = self.w.mem.shadow(arg)
                out.append(primal(s) if primal else s)
        return out

    def forward(self, inst):
        """Call the augmented callee in place of the primal call."""
        w, b = self.w, self.w.b
        aug, _ = self._names(inst)
        callee = w.fn.module.function(inst.callee)
        args = list(inst.args) + self._shadow_args(inst, None)
        ret_shadow = self.ret_shadow(inst)
        k = self.key(inst)
        tape_out = w.spec.plain_caches             # the tape through a slot (ReverseSpec.plain_caches)
        if tape_out:
            slot = Value(PTR, local(f"{k}.ad.tslot"), "inst", f"{k}.ad.tslot")
            b.insert_front("ad.entry", f"{slot.ref} = alloca ptr")
            args.append(slot)
        fields = ([callee.ret_type] if callee.ret_type.kind != "void" else []) + [PTR] * (ret_shadow + (not tape_out))
        st = literal_struct(fields)
        res = f"{k}.ad.aug"
        b.raw(f"{local(res)} = call {st} {glob(aug)}({', '.join(a.typed for a in args)})")
        if inst.name:
            b.raw(f"{local(inst.name)} = extractvalue {st} {local(res)}, 0")
        if ret_shadow:
            b.raw(f"{w.mem.shadow(inst.value).ref} = extractvalue {st} {local(res)}, 1")
        if tape_out:
            b.raw(f"{self.tape_value(inst).ref} = load ptr, ptr {slot.ref}")
        else:
            b.raw(f"{self.tape_value(inst).ref} = extractvalue {st} {local(res)}, {len(fields) - 1}")

    def needed(self, inst):
        out = [a for a in inst.args if a.is_local]
        out += [s for s in self._shadow_args(inst, None) if s.kind == "inst"]
        out.append(self.tape_value(inst))
        return out

    def reverse(self, inst):
        w, b = self.w, self.w.b
        _, rev = self._names(inst)
        active, dup, ret_active = self.activity(inst)
        callee = w.fn.module.function(inst.callee)
        args = [w.primal(a) for a in inst.args] + self._shadow_args(inst, w.primal)
        if ret_active:
            args.append(w.adjoint(inst.name))
        args.append(w.primal(self.tape_value(inst)))
        act_args = [(arg, param) for param, arg in zip(callee.args, inst.args) if param.name in active]
        st = literal_struct([p.type for _, p in act_args])
        d = b.emit(st, f"call {st} {glob(rev)}({', '.join(a.typed for a in args)})", "dcall")
        for j, (arg, _) in enumerate(act_args):
            w.accumulate(arg, b.extractvalue(d, [j]))
