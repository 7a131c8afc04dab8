"""Library calls returning two floats (complex arithmetic: `__muldc3`, `__divdc3`, `cexp`, ...),
from `rules.STRUCT_RULES`: per result field one partial per operand, in both modes.

The result is `{double, double}` or, for float, `<2 x float>` (clang's x86-64 convention for a
`float _Complex`); its adjoint or tangent has the same type, one field per part."""

from __future__ import annotations

from .. import rules
from ..emit import zero
from ..expr import ExprEmitter


def field(b, v, j):
    return b.extractelement(v, j) if v.type.kind == "vector" else b.extractvalue(v, [j])


def _set_field(b, agg, v, j):
    return b.insertelement(agg, v, j) if agg.type.kind == "vector" else b.insertvalue(agg, v, [j])


def _scalar(t):
    return t.elem if t.kind == "vector" else t.elems[0]


def _terms(r, ops, act):
    """(operand index, names its partials read) for each active operand."""
    for k in range(min(len(ops), len(r.params))):
        if act.is_active(ops[k]):
            yield k, set().union(*(rules.names_used(r.fields[j][k]) for j in range(len(r.fields))))


def needed(r, ops, act, result):
    """The primal values the partials read: operands by name, the result for r0 / r1."""
    names = set().union(set(), *(n for _, n in _terms(r, ops, act)))
    out = [ops[k] for k, p in enumerate(r.params) if p in names and k < len(ops)]
    return out + ([result] if names & {"r0", "r1"} else [])


def _env(b, r, ops, names, primal, result):
    env = {p: primal(ops[k]) for k, p in enumerate(r.params) if p in names and k < len(ops)}
    if names & {"r0", "r1"}:
        res = primal(result)
        env.update({f"r{j}": field(b, res, j) for j in range(len(r.fields))})
    return env


def reverse(w, inst, r, adj):
    """adjoint(operand k) += sum_j adj_j * d result_j / d operand_k."""
    b, ops = w.b, inst.args
    t = _scalar(inst.type)
    seeds = [field(b, adj, j) for j in range(len(r.fields))]
    for k, names in _terms(r, ops, w.act):
        env = _env(b, r, ops, names, w.primal, inst.value)
        acc = None
        for j, seed in enumerate(seeds):
            term = ExprEmitter(b, env, t).times(seed, r.parsed(j, k), r.checked)
            if term is not None:
                acc = term if acc is None else b.fadd(acc, term)
        if acc is not None:
            w.accumulate(ops[k], b.convert(acc, ops[k].type))


def tangent(w, inst, r, ops):
    """result_j's tangent = sum_k d result_j / d operand_k * tangent_k."""
    b = w.b
    t = _scalar(inst.type)
    out = zero(inst.type)
    terms = list(_terms(r, ops, w.act))
    for j in range(len(r.fields)):
        acc = None
        for k, names in terms:
            env = _env(b, r, ops, names, lambda v: v, inst.value)
            term = ExprEmitter(b, env, t).times(w.tangent(ops[k]), r.parsed(j, k), r.checked)
            if term is not None:
                acc = term if acc is None else b.fadd(acc, term)
        out = _set_field(b, out, acc if acc is not None else zero(t), j)
    return out
