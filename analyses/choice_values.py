"""Facts about primal values that the choice-zero analysis (`choice_zero`) reads: which values
may be a zero put there by a choice (``prim``), which may be infinite or NaN, which object a
pointer points into; and small helpers over rules and operands."""

from __future__ import annotations

import ast

from enzympy import rules
from enzympy.custom_rules import call_rule
from enzympy.analyses.pointer_steps import gep_walk
from enzympy.analyses.shadow import ALLOCATORS, DEALLOCATORS
from enzympy.irtypes import size_of

CHOICE_OPS = {"select", "phi"}
SUM_OPS = {"fadd", "fsub"}


def lane_count(t) -> int:
    return t.count if t.kind in ("vector", "array") else len(t.elems) if t.kind == "struct" else 1


def is_zero_const(v) -> bool:
    if v.kind != "const" or not v.type.has_float():
        return False
    r = v.ref.strip()
    if r in ("zeroinitializer",):
        return True
    try:
        return float.fromhex(r) == 0.0 if r.startswith("0x") else float(r) == 0.0
    except ValueError:
        return False


def const_index(v):
    try:
        return int(v.ref) if v.kind == "const" else None
    except ValueError:
        return None


def rule_of(inst):
    """The scalar rule of an operation; None for none, and for a call returning two floats
    (`rules.StructRule`: complex arithmetic), which these analyses take as opaque."""
    if inst.opcode == "call":
        r = call_rule(inst)
        return None if isinstance(r, rules.StructRule) else r
    return rules.instruction_rule(inst)


def data_ops(inst):
    return inst.args if inst.opcode == "call" else inst.ops


def chooses(r, k, ops=()) -> bool:
    """Does operand k's partial pick (``sel``: 0 or another partial) rather than scale? pow's
    partials pick 0 only where the other operand is 0: not with a nonzero constant there."""
    p = r.partials[k] if k < len(r.partials) else None
    if p is None or "sel(" not in p:
        return False
    if r.name == "pow" and len(ops) == 2:
        other = ops[1 - k]
        return not (other.kind == "const" and other.type.kind == "float" and not is_zero_const(other))
    return True


def factors(node) -> set:
    """Names that multiply a partial (it is 0 where they are): ``b``, ``-r / b`` -> r."""
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.UnaryOp):
        return factors(node.operand)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return factors(node.left) | factors(node.right)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        return factors(node.left)
    return set()


def zero_by_choice(r, k, env, result, prim) -> bool:
    """May operand k's partial be 0 because a factor of it is a primal choice zero?"""
    for x in factors(r.parsed(k)):
        v = result if x == "r" else env.get(x)
        if v is not None and (is_zero_const(v) or (v.is_local and v.name in prim)):
            return True
    return False


def primal_choice_zeros(fn) -> set:
    """Names of values that may be a zero put there by a choice (least fixed point)."""
    out = set()
    insts = [i for i in fn.instructions() if i.name and i.type.has_float()]
    changed = True
    while changed:
        changed = False
        for i in insts:
            if i.name in out:
                continue
            ops = [o for o in data_ops(i) if o.type.has_float()]
            r = rule_of(i)
            z = [is_zero_const(o) or (o.is_local and o.name in out) for o in ops]
            if i.opcode in CHOICE_OPS or (r is not None and ops and all(chooses(r, k, ops) for k in range(len(ops)))):
                hit = any(z)
            elif i.opcode in SUM_OPS:
                hit = bool(z) and all(z)
            elif i.opcode in ("load", "call") and r is None:
                hit = i.opcode == "call"              # a callee may return one
            else:
                hit = any(o.is_local and o.name in out for o in ops)
            if hit:
                out.add(i.name)
                changed = True
    return out


def signs(fn) -> dict:
    """name -> "pos" (> 0) or "nonneg" (>= 0) for values whose sign the operations fix, taking
    the inputs as finite numbers: squares and sums of them, sqrt, exp, fabs, positive constants
    (``dx * dx + dy * dy + 0.01`` is positive: dividing by it cannot give an infinity)."""
    out = {}

    def sign(v):
        if v.kind == "const" and v.type.kind == "float":
            try:
                x = float.fromhex(v.ref) if v.ref.startswith("0x") else float(v.ref)
            except ValueError:
                return None
            return "pos" if x > 0 else "nonneg" if x == 0 else None
        return out.get(v.name) if v.is_local else None

    def both(x, y, pos_if_any=False):
        if x is None or y is None:
            return None
        return "pos" if (x == y == "pos") or (pos_if_any and "pos" in (x, y)) else "nonneg"

    insts = [i for i in fn.instructions() if i.name and i.type.is_fp_or_fp_vector]
    changed = True
    while changed:
        changed = False
        for i in insts:
            r = rule_of(i)
            ops = data_ops(i)
            name = r.name if r is not None else i.opcode
            if name == "extractelement":
                got = sign(ops[0])
            elif name == "fmul":
                got = "nonneg" if ops[0].ref == ops[1].ref else both(sign(ops[0]), sign(ops[1]))
            elif name in ("fma", "fmuladd"):
                sq = "nonneg" if ops[0].ref == ops[1].ref else both(sign(ops[0]), sign(ops[1]))
                got = both(sq, sign(ops[2]), pos_if_any=True)
            elif name == "fadd":
                got = both(sign(ops[0]), sign(ops[1]), pos_if_any=True)
            elif name in ("sqrt", "fdiv"):
                got = sign(ops[0]) if name == "sqrt" else both(sign(ops[0]), sign(ops[1]))
            elif name in ("exp", "exp2", "exp10"):
                got = "pos"
            elif name == "fabs":
                got = "nonneg"
            else:
                got = None
            if got is not None and out.get(i.name) != got and out.get(i.name) != "pos":
                out[i.name] = got
                changed = True
    return out


def _singular_here(i, r, sgn) -> bool:
    """May this `checked` operation's value be infinite or NaN (finite operands)?"""
    ops = data_ops(i)
    s = [sgn.get(o.name) if o.is_local else None for o in ops]
    if r.name == "fdiv":
        return s[1] != "pos" and not (ops[1].kind == "const" and sgn_const_nonzero(ops[1]))
    if r.name in ("sqrt", "cbrt"):
        return r.name == "sqrt" and s[0] is None
    if r.name in ("log", "log2", "log10"):
        return s[0] != "pos"
    return True


def singular_partials(i, r, sgn) -> bool:
    """May a partial of this `checked` operation be infinite or NaN at finite operands? Not
    where `signs` rules its singular point out (sqrt, log, pow of a positive value, a division
    by one)."""
    ops = data_ops(i)
    pos = [(o.is_local and sgn.get(o.name) == "pos") or (o.kind == "const" and o.type.kind == "float"
                                                           and sgn_const_nonzero(o) and "-" not in o.ref)
           for o in ops]
    if r.name == "fdiv":
        return not (pos[1] or (ops[1].kind == "const" and sgn_const_nonzero(ops[1])))
    if r.name in ("sqrt", "cbrt", "log", "log2", "log10", "pow"):
        return not pos[0]
    if r.name in ("hypot", "atan2"):
        return not (pos[0] or pos[1])
    return True


def sgn_const_nonzero(v) -> bool:
    try:
        x = float.fromhex(v.ref) if v.ref.startswith("0x") else float(v.ref)
    except ValueError:
        return False
    return x != 0.0


def maybe_not_finite(fn) -> set:
    """Names of values that may be infinite or NaN by a singular operation (a `checked` rule's
    value: log(0), 1 / 0, sqrt(-1), unless `signs` rules it out) or a callee, and what they
    reach; loads too when such a value is stored anywhere, or when a call may have written
    memory (a callee without a rule; not an allocator or a deallocator, which write no float
    the function reads: Numba's NRT_incref / NRT_decref in every function that holds an
    array). Inputs are taken as finite."""
    out = set()
    sgn = signs(fn)
    insts = [i for i in fn.instructions() if i.name and i.type.has_float()]
    everything = list(fn.instructions())
    opaque = any(i.opcode in ("call", "invoke") and rule_of(i) is None and
                 not (c := i.callee or "").startswith("llvm.") and c not in ALLOCATORS
                 and c not in DEALLOCATORS for i in everything)
    changed = True
    while changed:
        changed = False
        memory = opaque or any(v.is_local and v.name in out for i in everything
                               if (v := stored_value(i)) is not None)
        for i in insts:
            if i.name in out:
                continue
            r = rule_of(i)
            ops = data_ops(i)
            if i.opcode in ("load", "atomicrmw") or (i.callee or "").startswith("llvm.masked.load"):
                hit = memory
            elif i.opcode in ("call", "invoke") and r is None and not (i.callee or "").startswith("llvm."):
                hit = True
            else:
                hit = (r is not None and r.checked and _singular_here(i, r, sgn)) or \
                    any((o.is_local and o.name in out) or odd_const(o) for o in ops)
            if hit:
                out.add(i.name)
                changed = True
    return out


def stored_value(i):
    """The value a store, atomic or masked store writes to memory, else None."""
    if i.opcode == "store":
        return i.ops[0]
    if i.opcode == "atomicrmw":
        return i.ops[1]
    if (i.callee or "").startswith("llvm.masked.store"):
        return i.args[0]
    return None


def odd_const(v) -> bool:
    r = v.ref.lower()
    return v.kind == "const" and v.type.has_float() and ("inf" in r or "nan" in r or r.startswith("0x7ff")
                                                         or r.startswith("0xfff"))


def reads_not_finite(r, k, env, result, nonfinite) -> bool:
    """Does operand k's partial read a value that may be infinite or NaN?"""
    for x in rules.names_used(r.partials[k]):
        v = result if x == "r" else env.get(x)
        if v is not None and ((v.is_local and v.name in nonfinite) or odd_const(v)):
            return True
    return False


def constant_partial(r, k) -> bool:
    p = r.partials[k]
    return p is None or isinstance(r.parsed(k), ast.Constant) or \
        (isinstance(r.parsed(k), ast.UnaryOp) and isinstance(r.parsed(k).operand, ast.Constant))


class Roots:
    """The object a pointer points into (an argument, a global, a local allocation), None when
    unknown, and whether two such objects may overlap."""

    FRESH = ("alloca", "call", "invoke")                 # own objects (calls: allocators only)
    ALLOCATORS = ("malloc", "calloc", "realloc", "_Znwm", "_Znam", "aligned_alloc", "NRT_MemInfo_alloc")

    def __init__(self, fn):
        self.defs = {i.name: i for i in fn.instructions() if i.name}
        self.info = fn.module
        self.noalias = set(getattr(fn, "noalias_args", ()) or ())
        if fn.args and fn.args[0].name == "retptr":       # Numba's return slot: the caller's own
            self.noalias.add("retptr")
        self.memo = {}

    def of(self, p, depth=0):
        if p.kind == "global":
            return ("global", p.name)
        if p.kind == "arg":
            return ("arg", p.name)
        if not p.is_local or depth > 32:
            return None
        if p.name in self.memo:
            return self.memo[p.name]
        i = self.defs.get(p.name)
        out = None
        if i is None:
            out = None
        elif i.opcode in ("getelementptr", "bitcast", "addrspacecast", "freeze"):
            out = self.of(i.ops[0], depth + 1)
        elif i.opcode == "alloca" or (i.opcode in ("call", "invoke") and
                                      (i.callee or "").startswith(self.ALLOCATORS)):
            out = ("local", i.name)
        elif i.opcode == "load" and self._nrt_data(i.ops[0]):
            out = self.of(i.ops[0], depth + 1)           # a Numba array's data, inside its meminfo
        elif i.opcode in ("phi", "select"):
            ins = [v for v, _ in i.incoming] if i.opcode == "phi" else i.ops[1:3]
            self.memo[p.name] = None                     # a cycle through phis: unknown
            rs = {self.of(v, depth + 1) for v in ins}
            out = rs.pop() if len(rs) == 1 else None
        self.memo[p.name] = out
        return out

    def offset(self, p, depth=0):
        """p's constant byte offset into the object `of` names, or None when not constant."""
        if p.kind in ("global", "arg"):
            return 0
        i = self.defs.get(p.name) if p.is_local else None
        if i is None or depth > 32:
            return None
        if i.opcode in ("bitcast", "addrspacecast", "freeze"):
            return self.offset(i.ops[0], depth + 1)
        if i.opcode == "getelementptr":
            walk = gep_walk(self.info, i)
            base = self.offset(i.ops[0], depth + 1)
            return None if walk is None or walk[1] or base is None else base + walk[0]
        if i.opcode == "alloca" or (i.opcode in ("call", "invoke") and
                                    (i.callee or "").startswith(self.ALLOCATORS)):
            return 0
        if i.opcode == "load" and self._nrt_data(i.ops[0]):
            return 0
        return None

    def location(self, p, t):
        """(object, first byte, size) of a t-typed access at p; the offset None when unknown."""
        return self.of(p), self.offset(p), size_of(t)

    def _nrt_data(self, p) -> bool:
        """p is the data-pointer field (offset 24) of a meminfo NRT just allocated."""
        g = self.defs.get(p.name) if p.is_local else None
        if g is None or g.opcode != "getelementptr" or not g.ops[0].is_local or len(g.ops) != 2 \
                or g.ops[1].ref != "24" or "i8" not in g.text.split("getelementptr", 1)[1].split(",")[0]:
            return False
        a = self.defs.get(g.ops[0].name)
        return a is not None and a.opcode == "call" and (a.callee or "").startswith("NRT_MemInfo_alloc")

    def overlap(self, a, b) -> bool:
        if a is None or b is None or a == b:
            return True
        kinds = {a[0], b[0]}
        if "local" in kinds or kinds == {"global"}:
            return False                                 # distinct objects
        return not any(r[0] == "arg" and r[1] in self.noalias for r in (a, b))
