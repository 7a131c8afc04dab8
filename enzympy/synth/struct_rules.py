"""Library calls on complex numbers (`__muldc3`, `__divdc3`, `cexp`, `cabsf`, ...), from
`rules.STRUCT_RULES`: per result field one partial per operand, in both modes.

The result is `{double, double}` or, for float, `<2 x float>` (clang's x86-64 convention for a
`float _Complex`), or one float (`cabsf`, `cargf`); its adjoint or tangent has the same type, one
field per part. A `packed` rule's operands 2i and 2i+1 are the two lanes of its `<2 x float>`
argument i (one for `cexpf`, two for `cpowf`): their adjoints go back into that argument's as a
vector, their tangents come out of its."""

from __future__ import annotations

from .. import rules
from ..emit import zero
from ..expr import ExprEmitter


def field(b, v, j):
    if v.type.kind == "float":
        return v
    return b.extractelement(v, j) if v.type.kind == "vector" else b.extractvalue(v, [j])


def _set_field(b, agg, v, j):
    if agg.type.kind == "float":
        return v
    return b.insertelement(agg, v, j) if agg.type.kind == "vector" else b.insertvalue(agg, v, [j])


def _scalar(t):
    return t if t.kind == "float" else t.elem if t.kind == "vector" else t.elems[0]


def _terms(r, ops, act):
    """(operand index, names its partials read) for each operand with a derivative: a packed
    rule's two lanes when its argument is active."""
    if r.packed:
        ks = [k for k in range(len(r.params)) if k // 2 < len(ops) and act.is_active(ops[k // 2])]
    else:
        ks = [k for k in range(min(len(ops), len(r.params))) if act.is_active(ops[k])]
    for k in ks:
        yield k, set().union(*(rules.names_used(r.fields[j][k]) for j in range(len(r.fields))))


def needed(r, ops, act, result):
    """The primal values the partials read: operands by name (a packed rule's argument), the
    result for r0 / r1."""
    names = set().union(set(), *(n for _, n in _terms(r, ops, act)))
    if r.packed:
        out = [ops[i] for i in sorted({k // 2 for k, p in enumerate(r.params) if p in names})]
    else:
        out = [ops[k] for k, p in enumerate(r.params) if p in names and k < len(ops)]
    return out + ([result] if names & {"r0", "r1"} else [])


def _env(b, r, ops, names, read, result):
    """Values of the names the partials read (`read`: a value's primal in the reverse pass,
    the value itself in forward mode)."""
    if r.packed:
        zs = {i: read(ops[i]) for i in sorted({k // 2 for k, p in enumerate(r.params) if p in names})}
        env = {p: b.extractelement(zs[k // 2], k % 2) for k, p in enumerate(r.params) if p in names}
    else:
        env = {p: read(ops[k]) for k, p in enumerate(r.params) if p in names and k < len(ops)}
    if names & {"r0", "r1"}:
        res = read(result)
        env.update({f"r{j}": field(b, res, j) for j in range(len(r.fields))})
    return env


def reverse(w, inst, r, adj):
    """adjoint(operand k) += sum_j adj_j * d result_j / d operand_k (a packed argument's
    adjoint takes the lanes' as a vector)."""
    b, ops = w.b, inst.args
    t = _scalar(inst.type)
    terms = list(_terms(r, ops, w.act))
    if not terms:
        return
    names = set().union(*(n for _, n in terms))
    env = _env(b, r, ops, names, w.primal, inst.value)
    seeds = [field(b, adj, j) for j in range(len(r.fields))]
    packed = {}                                  # packed rules: argument -> its adjoint's lanes
    for k, _ in terms:
        acc = None
        for j, seed in enumerate(seeds):
            term = ExprEmitter(b, env, t).times(seed, r.parsed(j, k), r.checked)
            if term is not None:
                acc = term if acc is None else b.fadd(acc, term)
        if acc is None:
            continue
        if r.packed:
            arg = ops[k // 2]
            lanes = packed.get(k // 2, zero(arg.type))
            packed[k // 2] = b.insertelement(lanes, b.convert(acc, arg.type.elem), k % 2)
        else:
            w.accumulate(ops[k], b.convert(acc, ops[k].type))
    for i, lanes in packed.items():
        w.accumulate(ops[i], lanes)


def tangent(w, inst, r, ops):
    """result_j's tangent = sum_k d result_j / d operand_k * tangent_k."""
    b = w.b
    t = _scalar(inst.type)
    out = zero(inst.type)
    terms = list(_terms(r, ops, w.act))
    names = set().union(set(), *(n for _, n in terms))
    env = _env(b, r, ops, names, lambda v: v, inst.value)
    if r.packed:
        dzs = {i: w.tangent(ops[i]) for i in sorted({k // 2 for k, _ in terms})}
        tans = {k: b.extractelement(dzs[k // 2], k % 2) for k, _ in terms}
    else:
        tans = {k: w.tangent(ops[k]) for k, _ in terms}
    for j in range(len(r.fields)):
        acc = None
        for k, _ in terms:
            term = ExprEmitter(b, env, t).times(tans[k], r.parsed(j, k), r.checked)
            if term is not None:
                acc = term if acc is None else b.fadd(acc, term)
        out = _set_field(b, out, acc if acc is not None else zero(t), j)
    return out
