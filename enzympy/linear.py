"""Linear operations that only move values (select, vector and aggregate element operations).

Their tangent is the same operation applied to tangents; their transpose, written here once
per opcode, routes an adjoint back to the operands it came from. Each entry says which primal
operands the transpose reads (they are cached for the reverse pass) and how to transpose.
"""

from __future__ import annotations

import re

from .emit import adjoint_zero, zero
from .errors import UnsupportedError


def _indices(inst):
    """Trailing constant indices of extractvalue / insertvalue."""
    from .ir import strip_metadata
    m = re.search(r"((?:,\s*\d+)+)\s*$", strip_metadata(inst.text))
    return [int(x) for x in re.findall(r"\d+", m.group(1))]


def shuffle_mask(inst):
    from .ir import strip_metadata
    text = strip_metadata(inst.text)
    m = re.search(r"<(\d+) x i32>\s+(<[^<>]*>|zeroinitializer|poison|undef)\s*$", text)
    if not m:
        raise UnsupportedError("cannot read shufflevector mask", inst.line, inst.block.function.name)
    n = int(m.group(1))
    body = m.group(2)
    if body == "zeroinitializer":
        return [0] * n
    if body in ("poison", "undef"):
        return [None] * n
    out = []
    for part in body[1:-1].split(","):
        v = part.strip().split()[-1]
        out.append(None if v in ("poison", "undef") else int(v))
    return out


# Lanes and operands a transpose sends nothing to get the empty adjoint -0.0 (emit.adjoint_zero),
# not 0.0: every transpose result is added to an adjoint, and x + -0.0 folds away.


def t_select(ctx, inst, adj):
    c = ctx.primal(inst.ops[0])
    z = adjoint_zero(adj.type)
    return [(1, ctx.b.select(c, adj, z)), (2, ctx.b.select(c, z, adj))]


def t_extractelement(ctx, inst, adj):
    vec, idx = inst.ops[0], ctx.primal(inst.ops[1])
    return [(0, ctx.b.emit(vec.type, f"insertelement {adjoint_zero(vec.type).typed}, {adj.typed}, {idx.typed}"))]


def t_insertelement(ctx, inst, adj):
    vec, s, idx = inst.ops[0], inst.ops[1], ctx.primal(inst.ops[2])
    b = ctx.b
    to_vec = b.emit(vec.type, f"insertelement {adj.typed}, {adjoint_zero(s.type).typed}, {idx.typed}")
    to_s = b.emit(s.type, f"extractelement {adj.typed}, {idx.typed}")
    return [(0, to_vec), (1, to_s)]


def t_shufflevector(ctx, inst, adj):
    b = ctx.b
    a_op, b_op = inst.ops[0], inst.ops[1]
    n = a_op.type.count
    mask = shuffle_mask(inst)
    acc = [adjoint_zero(a_op.type), adjoint_zero(b_op.type)]
    for k, m in enumerate(mask):
        if m is None:
            continue
        which, j = (0, m) if m < n else (1, m - n)
        e = b.extractelement(adj, k)
        cur = b.extractelement(acc[which], j)
        acc[which] = b.insertelement(acc[which], b.fadd(cur, e), j)
    return [(0, acc[0]), (1, acc[1])]


def t_extractvalue(ctx, inst, adj):
    agg = inst.ops[0]
    return [(0, ctx.b.insertvalue(zero(agg.type), adj, _indices(inst)))]


def t_insertvalue(ctx, inst, adj):
    v = inst.ops[1]
    path = _indices(inst)
    return [(0, ctx.b.insertvalue(adj, zero(v.type), path)), (1, ctx.b.extractvalue(adj, path))]


def t_bitcast(ctx, inst, adj):
    src = inst.ops[0].type
    if src.scalar != inst.type.scalar or not src.is_fp_or_fp_vector:
        raise UnsupportedError(f"bitcast between {src} and {inst.type} of an active value",
                               inst.line, inst.block.function.name, ctx.location(inst))
    return [(0, ctx.b.cast("bitcast", adj, src))]


def t_freeze(ctx, inst, adj):
    return [(0, adj)]


# opcode -> (indices of operands whose primal value the transpose reads, transpose)
LINEAR = {
    "select": ((0,), t_select),
    "extractelement": ((1,), t_extractelement),
    "insertelement": ((2,), t_insertelement),
    "shufflevector": ((), t_shufflevector),
    "extractvalue": ((), t_extractvalue),
    "insertvalue": ((), t_insertvalue),
    "bitcast": ((), t_bitcast),
    "freeze": ((), t_freeze),
}
