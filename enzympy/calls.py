"""Calls to functions defined in the module (not inlined): differentiated as functions.

The forward pass calls the callee's *augmented* version, which runs the primal and returns a
tape (what the callee's reverse needs); the reverse pass calls the callee's *reverse* version with
the same arguments, the adjoint of the result and the tape, and gets back the adjoints of the
active scalar arguments (adjoints through pointers go into the shadows, as usual). Both versions
are made once per callee and activity, so recursion and repeated call sites share them. In
vector mode (width N) the callee's versions are vector ones too: N shadows per pointer, the
result's N adjoints in, each active argument's N adjoints out, in one call for all lanes.
"""

from __future__ import annotations

from .analyses.escape import may_be_callers
from .analyses.shadow import ALLOCATORS, DEALLOCATORS
from .ir import Value, glob, local
from .custom_rules import call_rule, inactive_call
from .indirect import called_pointer, candidates, check_call, is_indirect, pick, unknown_callee_message
from .irtypes import PTR, literal_struct


def is_user_call(inst, module) -> bool:
    """A call to a function with a body here, and no derivative rule of its own, or a call
    through a function pointer (dispatched among the module's functions: `indirect`)."""
    if is_indirect(inst):
        return True
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

    def _positions(self, inst):
        """(indices of active float arguments, of shadowed pointer arguments, result active)."""
        w = self.w
        active, dup = [], []
        n = len(inst.args) if is_indirect(inst) else len(w.fn.module.function(inst.callee).args)
        for j, arg in enumerate(inst.args[:n]):
            if arg.type.is_fp_or_fp_vector and w.act.is_active(arg):
                active.append(j)
            elif arg.type.kind == "ptr" and w.mem.has_shadow(arg):
                dup.append(j)
        return active, dup, bool(inst.name) and w.act.inst_active(inst)

    def activity(self, inst, callee=None):
        """(active parameter names, duplicated parameter names, result active) of the callee
        (for a call through a pointer: of the candidate `callee`)."""
        params = self.w.fn.module.function(callee or inst.callee).args
        active, dup, ret = self._positions(inst)
        return (tuple(params[j].name for j in active if j < len(params)),
                tuple(params[j].name for j in dup if j < len(params)), ret)

    def outer(self, inst, callee):
        """The callee's shadowed pointer parameters whose memory may be this function's caller's
        (ReverseSpec.outer), or None when all may be: a local object passed in is not."""
        params = self.w.fn.module.function(callee).args
        _, dup, _ = self._positions(inst)
        keep = tuple(params[j].name for j in dup if j < len(params) and may_be_callers(
            self.w.policy.root(inst.args[j]), self.w.spec.outer, self.w.escaping))
        return None if len(keep) == len([j for j in dup if j < len(params)]) else keep

    def ret_shadow(self, inst) -> bool:
        """Does the caller use the returned pointer as active memory (a custom allocator)?"""
        return inst.name in self.w.shadow.ret_shadow_calls

    def involved(self, inst) -> bool:
        w = self.w
        if not is_user_call(inst, w.fn.module):
            return False
        active, dup, ret = self._positions(inst)
        if is_indirect(inst):
            if not (active or dup or ret or w.shadow.call_touches_globals(inst)):
                return False
            check_call(inst, w.fn, w.unsupported)
            return True
        return bool(active or dup or ret or self.ret_shadow(inst) or w.shadow.call_touches_globals(inst))

    def _targets(self, inst):
        """[(callee, (augmented, reverse))]: the callee, or each candidate of a call through a pointer."""
        w = self.w
        if w.spec.resolve is None:
            raise w.unsupported(f"call to @{inst.callee} needs its derivative, but no resolver was given", inst)
        names = candidates(w.fn.module, inst) if is_indirect(inst) else [inst.callee]
        out = []
        for c in names:
            active, dup, ret = self.activity(inst, c)
            more = {"width": w.width} if w.width > 1 else {}
            if (outer := self.outer(inst, c)) is not None:
                more["outer"] = outer
            if self.ret_shadow(inst):
                out.append((c, w.spec.resolve(c, active, dup, ret, True, **more)))
            else:
                out.append((c, w.spec.resolve(c, active, dup, ret, **more)))
        return out

    def _callee_ref(self, inst, which, sig, primal):
        """The function to call: the derivative `which` (0: augmented, 1: reverse) of the callee,
        or, through a pointer, the one `indirect.pick` chooses by the primal pointer."""
        targets = self._targets(inst)
        if not is_indirect(inst):
            return glob(targets[0][1][which])
        fp = called_pointer(inst)
        msg = unknown_callee_message(inst, self.w.fn, "call through a function pointer")
        return pick(self.w.b, self.w.fn, inst, primal(fp) if primal else fp,
                    [(c, names[which]) for c, names in targets], sig, msg).ref

    def _shadow_args(self, inst, primal):
        _, dup, _ = self._positions(inst)
        out = []
        for j in dup:
            for lane in range(self.w.width):            # vector mode: each lane's, in turn
                s = self.w.mem.shadow(inst.args[j], lane)
                out.append(primal(s) if primal else s)
        return out

    def forward(self, inst):
        """Call the augmented callee in place of the primal call."""
        w, b = self.w, self.w.b
        args = list(inst.args) + self._shadow_args(inst, None)
        ret_shadow = self.ret_shadow(inst)
        k = self.key(inst)
        tape_out = w.spec.plain_caches             # the tape through a slot (ReverseSpec.plain_caches)
        if tape_out:
            slot = Value(PTR, local(f"{k}.ad.tslot"), "inst", f"{k}.ad.tslot")
            b.insert_front("ad.entry", f"{slot.ref} = alloca ptr")
            args.append(slot)
        ret_type = inst.type
        fields = ([ret_type] if ret_type.kind != "void" else []) + [w.lanes_of(PTR)] * ret_shadow + \
            [PTR] * (not tape_out)
        st = literal_struct(fields)
        aug = self._callee_ref(inst, 0, (st, [str(a.type) for a in args]), None)
        res = f"{k}.ad.aug"
        b.raw(f"{local(res)} = call {st} {aug}({', '.join(a.typed for a in args)})")
        if inst.name:
            b.raw(f"{local(inst.name)} = extractvalue {st} {local(res)}, 0")
        if ret_shadow and w.width == 1:
            b.raw(f"{w.mem.shadow(inst.value).ref} = extractvalue {st} {local(res)}, 1")
        elif ret_shadow:                            # vector mode: each lane's shadow
            arr = local(f"{k}.ad.shs")
            b.raw(f"{arr} = extractvalue {st} {local(res)}, 1")
            for lane in range(w.width):
                b.raw(f"{w.mem.shadow(inst.value, lane).ref} = extractvalue {w.lanes_of(PTR)} {arr}, {lane}")
        if tape_out:
            b.raw(f"{self.tape_value(inst).ref} = load ptr, ptr {slot.ref}")
        else:
            b.raw(f"{self.tape_value(inst).ref} = extractvalue {st} {local(res)}, {len(fields) - 1}")

    def needed(self, inst):
        out = [a for a in inst.args if a.is_local]
        out += [s for s in self._shadow_args(inst, None) if s.kind == "inst"]
        if is_indirect(inst) and called_pointer(inst).is_local:
            out.append(called_pointer(inst))
        out.append(self.tape_value(inst))
        return out

    def reverse(self, inst):
        """The callee's reverse, once for all lanes (vector mode: the result's adjoints in an
        array, one per lane; each active argument's likewise)."""
        w, b = self.w, self.w.b
        active, _, ret_active = self._positions(inst)
        args = [w.primal(a) for a in inst.args] + self._shadow_args(inst, w.primal)
        if ret_active:
            lanes = [w.adjoint(inst.name) for _ in w.adjoints.lanes()]
            args.append(lanes[0] if w.width == 1 else b.aggregate(w.lanes_of(lanes[0].type), lanes))
        args.append(w.primal(self.tape_value(inst)))
        act_args = [inst.args[j] for j in active]
        st = literal_struct([w.lanes_of(a.type) for a in act_args])
        rev = self._callee_ref(inst, 1, (st, [str(a.type) for a in args]), w.primal)
        d = b.emit(st, f"call {st} {rev}({', '.join(a.typed for a in args)})", "dcall")
        for j, arg in enumerate(act_args):
            dj = b.extractvalue(d, [j])
            for lane in w.adjoints.lanes():
                w.accumulate(arg, dj if w.width == 1 else b.extractvalue(dj, [lane]))
