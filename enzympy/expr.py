"""Turn a rule's partial-derivative expression into IR with a `Builder`.

Literals take the type of what they meet (the other operand of an arithmetic operation, the
shape of a select's condition, or the context type); scalars meeting vectors are splatted.
"""

from __future__ import annotations

import ast

from .emit import Builder, adjoint_zero, const, zero
from .ir import Value
from .irtypes import Type, vector_of
from .special import digamma

# name in an expression -> (kind, LLVM intrinsic base or libm name)
FUNCTIONS = {
    "sin": "llvm", "cos": "llvm", "tan": "llvm", "asin": "llvm", "acos": "llvm",
    "atan": "llvm", "atan2": "llvm", "sinh": "llvm", "cosh": "llvm", "tanh": "llvm",
    "exp": "llvm", "exp2": "llvm", "exp10": "llvm", "log": "llvm", "log2": "llvm",
    "log10": "llvm", "sqrt": "llvm", "pow": "llvm", "fabs": "llvm", "copysign": "llvm",
    "floor": "llvm", "ceil": "llvm", "trunc": "llvm", "round": "llvm",
    "cbrt": "libm", "erf": "libm", "erfc": "libm", "expm1": "libm", "log1p": "libm",
    "hypot": "libm",
}
COMPARE = {"lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge", "eq": "oeq", "ne": "one"}


class ExprEmitter:
    def __init__(self, b: Builder, env: dict, ctx: Type):
        self.b, self.env, self.ctx = b, env, ctx

    def emit(self, node) -> Value:
        return self._emit(node, self.ctx)

    def times(self, seed: Value, node, checked=False, zero_partial=False):
        """seed * partial (None where the partial is 0). A partial ``sel(c, p, q)`` is the
        select of seed * p and seed * q, so the seed reaches only the operand chosen and an
        infinite partial of the other one never meets it; a `checked` (guarded) term is zero
        (the seed) where the seed is zero, whatever the partial: asked for where the seed may be
        a zero put there by a choice (`analyses.choice_zero`). `zero_partial` guards the other
        way round, 0 where the partial is 0 whatever the seed: forward mode, where a tangent
        may be infinite (sqrt's at 0) and meet a factor that is 0 there."""
        b = self.b
        if isinstance(node, ast.Constant) and float(node.value) == 0.0:
            return None
        if isinstance(node, ast.Constant) and float(node.value) == 1.0:
            return seed
        if isinstance(node, ast.Call) and node.func.id == "sel":
            c = self._emit(node.args[0], self.ctx)
            if c.type.kind == "vector" and seed.type.kind != "vector":
                seed = b.splat(seed, vector_of(c.type.count, seed.type))
            x, y = (self.times(seed, n, checked, zero_partial) for n in node.args[1:])
            if x is None and y is None:
                return None
            x = adjoint_zero(y.type) if x is None else x
            y = adjoint_zero(x.type) if y is None else b.convert(y, x.type)
            return b.select(c, x, y)
        p = self._emit(node, self.ctx)
        s = b.convert(seed, p.type)
        term = b.fmul(s, p)
        if checked:
            term = b.select(b.fcmp("oeq", s, const(s.type, 0.0)), s, term)
        if zero_partial:
            term = b.select(b.fcmp("oeq", p, const(p.type, 0.0)), const(p.type, 0.0), term)
        return term

    def _emit(self, n, want: Type) -> Value:
        b = self.b
        if isinstance(n, ast.Constant):
            return const(want, float(n.value)) if want.kind != "int" else Value(want, str(int(n.value)), "const")
        if isinstance(n, ast.Name):
            if n.id not in self.env:
                raise ValueError(f"unknown name {n.id!r} in derivative expression")
            return self.env[n.id]
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
            if isinstance(n.operand, ast.Constant):
                return self._emit(ast.Constant(-n.operand.value), want)
            v = self._emit(n.operand, want)
            if v.type.kind == "int":
                return b.emit(v.type, f"sub {v.type} 0, {v.ref}")
            return b.fneg(v)
        if isinstance(n, ast.BinOp):
            return self._binop(n, want)
        if isinstance(n, ast.Call):
            return self._call(n, want)
        raise ValueError(f"unsupported derivative expression node {ast.dump(n)}")

    def _pair(self, left, right, want):
        """Emit two operands, typing literals by their partner and broadcasting scalars."""
        if isinstance(left, ast.Constant) and not isinstance(right, ast.Constant):
            rv = self._emit(right, want)
            lv = self._emit(left, rv.type)
        else:
            lv = self._emit(left, want)
            rv = self._emit(right, lv.type if isinstance(right, ast.Constant) else want)
        return self._unify(lv, rv)

    def _unify(self, a: Value, c: Value):
        if a.type == c.type:
            return a, c
        if a.type.kind == "vector" and c.type.kind != "vector":
            return a, self.b.splat(c, a.type)
        if c.type.kind == "vector" and a.type.kind != "vector":
            return self.b.splat(a, c.type), c
        if a.type.kind == "int" and c.type.kind == "int":
            return a, c
        raise ValueError(f"type mismatch in derivative expression: {a.type} vs {c.type}")

    def _binop(self, n: ast.BinOp, want):
        a, c = self._pair(n.left, n.right, want)
        if a.type.scalar.kind == "int":
            op = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul"}[type(n.op)]
            return self.b.ibin(op, a, c)
        op = {ast.Add: "fadd", ast.Sub: "fsub", ast.Mult: "fmul", ast.Div: "fdiv"}[type(n.op)]
        return self.b.fbin(op, a, c)

    def _call(self, n: ast.Call, want):
        b = self.b
        f = n.func.id
        if f == "sel":
            c = self._emit(n.args[0], want)
            shape = want if c.type.kind != "vector" else vector_of(c.type.count, want.scalar)
            x, y = self._pair(n.args[1], n.args[2], shape)
            if c.type.kind == "vector" and x.type.kind != "vector":
                x, y = b.splat(x, shape), b.splat(y, shape)
            return b.select(c, x, y)
        if f == "first":                  # lowest true lane of a mask: m & -m on its bits
            m = self._emit(n.args[0], want)
            if m.type.kind != "vector":
                return m
            it = Type("int", width=m.type.count)
            bits = b.cast("bitcast", m, it)
            low = b.ibin("and", bits, b.ibin("sub", Value(it, "0", "const"), bits))
            return b.cast("bitcast", low, m.type)
        if f in ("lanes_product", "others_product"):
            return self._products(self._emit(n.args[0], want), f == "others_product")
        if f in COMPARE:
            x, y = self._pair(n.args[0], n.args[1], want)
            return b.fcmp(COMPARE[f], x, y)
        if f == "sitofp":
            v = self._emit(n.args[0], want)
            if v.type.kind != "vector" and want.kind == "vector":      # a scalar exponent, vector base
                return b.splat(b.cast("sitofp", v, want.scalar), want)
            return b.cast("sitofp", v, want if v.type.kind != "vector" else vector_of(v.type.count, want.scalar))
        if f == "digamma":
            return digamma(b, self._emit(n.args[0], want))
        if f == "ldexp":                  # x * 2^n, n an integer operand
            x = self._emit(n.args[0], want)
            k = self._emit(n.args[1], self.env_int_type())
            return b.intrinsic("ldexp", x.type, [x, k], extra_suffix=f".{k.type}")
        if f == "powi":
            x = self._emit(n.args[0], want)
            k = self._emit(n.args[1], self.env_int_type())
            return b.intrinsic("powi", x.type, [x, k], extra_suffix=f".{k.type}")
        if f not in FUNCTIONS:
            raise ValueError(f"unknown function {f!r} in derivative expression")
        if len(n.args) == 2:
            x, y = self._pair(n.args[0], n.args[1], want)
            args = [x, y]
        else:
            args = [self._emit(n.args[0], want)]
        if FUNCTIONS[f] == "llvm":
            return b.intrinsic(f, args[0].type, args)
        return b.libm(f, args[0].type, args)

    def _products(self, v: Value, others: bool) -> Value:
        """The product of v's lanes, or per lane the product of the other lanes (prefix times
        suffix products: no division, so a zero lane gives the others' product, not 0 / 0)."""
        b = self.b
        if v.type.kind != "vector":
            return const(v.type, 1.0) if others else v
        lanes = [b.extractelement(v, k) for k in range(v.type.count)]
        if not others:
            out = lanes[0]
            for x in lanes[1:]:
                out = b.fmul(out, x)
            return out
        n = len(lanes)
        pre, suf = [None] * n, [None] * n          # pre[k] = v0..v(k-1), suf[k] = v(k+1)..v(n-1)
        for k in range(1, n):
            pre[k] = lanes[0] if k == 1 else b.fmul(pre[k - 1], lanes[k - 1])
        for k in range(n - 2, -1, -1):
            suf[k] = lanes[n - 1] if k == n - 2 else b.fmul(lanes[k + 1], suf[k + 1])
        out = zero(v.type)
        for k in range(n):
            p = pre[k] if suf[k] is None else suf[k] if pre[k] is None else b.fmul(pre[k], suf[k])
            out = b.insertelement(out, p if p is not None else const(v.type.elem, 1.0), k)
        return out

    def env_int_type(self):
        for v in self.env.values():
            if v.type.kind == "int":
                return v.type
        from .irtypes import I32
        return I32
