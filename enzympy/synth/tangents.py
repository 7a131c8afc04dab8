"""Forward mode, per instruction: the tangent of an active instruction from the rule table
(the same partials reverse mode uses: `enzympy.rules`, emitted by `ExprEmitter`), and the
linear operations applied to tangents (or shadows) of their data operands.

w: the forward writer (its builder `b`, activity `act`, `tangent`, `data`, `tan`, `unsupported`).
"""

from __future__ import annotations

from ..analyses.choice_zero import forward_guard
from ..emit import zero
from ..expr import ExprEmitter
from ..ir import Value
from ..linear import _indices, shuffle_mask
from .adjoints import rule_terms
from .pointer_shadows import is_ptr


def from_rule(w, inst, r, ops):
    """sum_k convert(partial_k * tangent_k) over the active operands."""
    b = w.b
    acc = None
    for k, names, env in rule_terms(r, ops, w.act):
        local_env = {n: env[n] for n in names if n != "r" and n in env}
        if "r" in names:
            local_env["r"] = inst.value
        seed_guard, partial_guard = forward_guard(w, inst, r, k)
        term = ExprEmitter(b, local_env, inst.type).times(w.tangent(ops[k]), r.parsed(k), seed_guard,
                                                          partial_guard)
        if term is None:
            continue
        term = w.b.convert(term, inst.type)
        acc = term if acc is None else b.fadd(acc, term)
    return acc if acc is not None else zero(inst.type)


def linear(w, inst) -> Value:
    """The same operation applied to tangents (or shadows) of its data operands."""
    b, op, o = w.b, inst.opcode, inst.ops
    t = inst.type
    if op == "select":
        return b.emit(t, f"select {o[0].typed}, {w.data(o[1], inst).typed}, {w.data(o[2], inst).typed}", "dsel")
    if op == "extractelement":
        return b.emit(t, f"extractelement {w.data(o[0], inst).typed}, {o[1].typed}", "dext")
    if op == "insertelement":
        return b.emit(t, f"insertelement {w.data(o[0], inst).typed}, {w.data(o[1], inst).typed}, "
                      f"{o[2].typed}", "dins")
    if op == "shufflevector":
        mask = shuffle_mask(inst)
        m = ", ".join("i32 poison" if k is None else f"i32 {k}" for k in mask)
        return b.emit(t, f"shufflevector {w.data(o[0], inst).typed}, {w.data(o[1], inst).typed}, "
                      f"<{len(mask)} x i32> <{m}>", "dshuf")
    if op == "extractvalue":
        return b.extractvalue(w.data(o[0], inst), _indices(inst))
    if op == "insertvalue":
        return b.insertvalue(w.data(o[0], inst), w.data(o[1], inst), _indices(inst))
    if op in ("bitcast", "addrspacecast"):
        src = o[0].type
        if op == "bitcast" and not is_ptr(t) and (src.scalar != t.scalar or not src.is_fp_or_fp_vector):
            if o[0].is_local and o[0].name in w.act.raw:
                return b.emit(t, f"bitcast {w.tan[o[0].name].typed} to {t}", "dcast")
            raise w.unsupported(f"bitcast between {src} and {t} of an active value", inst)
        return b.emit(t, f"{op} {w.data(o[0], inst).typed} to {t}", "dcast")
    if op == "freeze":
        return b.emit(t, f"freeze {w.data(o[0], inst).typed}", "dfrz")
    raise AssertionError(op)
