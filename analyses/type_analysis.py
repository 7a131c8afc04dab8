"""Type analysis: what each byte of each value, and of the memory its pointers reach, holds.

LLVM types do not say whether an `i64` carries an integer, a pointer or the bits of a double,
nor what a `ptr` points to; the synthesiser needs both (shadow memory holds derivatives only
where floats live, and a float at byte 4 is not a double at byte 0). As in Enzyme, every value
gets a *type tree*: a map from an offset path to a kind. The first index is the byte within the
value (``-1``: all of a scalar, or every element of a uniform vector/array); each further index
is a byte offset within what the pointer at the shorter path points to (``-1``: every offset).

    double           {[-1]:Float@double}
    double *         {[-1]:Pointer, [-1,0]:Float@double}
    double *, p[i]   {[-1]:Pointer, [-1,-1]:Float@double}
    struct S *       {[-1]:Pointer, [-1,0]:Integer, [-1,8]:Float@double}

Trees are found by a fixed point over a function's instructions, propagating both ways
(through loads and stores, GEPs, casts, phis, memcpy, library and defined-function calls).
Integer-typed values are not assumed to hold integers until the end (``-O2`` code copies doubles
and pointers through `i64`): the fixed point runs once from strong facts (LLVM types, clang's
TBAA access tags: see tbaa.py), then every integer leaf still unknown becomes Integer and it
runs again; ``unproven_bits`` tells such a default from a fact. Contradictions are recorded in
``conflicts`` and the byte becomes ``Anything``; nothing raises.
"""

from __future__ import annotations

import math

from enzympy.errors import UnsupportedError
from enzympy.ir import strip_metadata
from enzympy.linear import shuffle_mask

from .pointer_steps import _ALLOCA, _INDICES, _aggregate_offset, _const_int, _leading_type, _recurrent_steps, gep_walk
from .tbaa import access_kind, access_not_float, copied_kinds, untagged_by_design
from .type_library import LIBRARY
from .type_trees import (FLOAT, I8, INT, INTEGER, MAX_CONTEXTS, MAX_LEAVES, MAX_OFFSET, MAX_SWEEPS, POINTER, PTR,
                         TypeTree, _scalar, _size, _tree, from_memory, layout, seed, to_memory)

# function name -> trees of its arguments (text) that a front end knows from its own types
# (Numba: the element type behind each array's data pointer); merged with the caller's
KNOWN_ARG_TREES = {}

# ----------------------------------------------------------------------------- library calls

_LIB = {name: (ret and _tree(ret), [a and _tree(a) for a in args])
        for name, (ret, args) in LIBRARY.items()}
_COPIES = ("memcpy", "memmove", "llvm.memcpy.", "llvm.memmove.", "llvm.memcpy.inline.")


# ----------------------------------------------------------------------------- analysis

class _Contexts:
    """Callee analyses shared by one top-level analysis, keyed by (function, argument trees)."""

    def __init__(self, done=None):
        self.done, self.open, self.started = ({} if done is None else done), [], 0

    def get(self, info, name, trees, ret):
        """A finished analysis, or for recursion the open one (whose return tree is still
        growing; a fresh context per recursive call would shift offsets forever)."""
        key = (name, tuple(str(t) for t in trees), str(ret))
        if key in self.done:
            return self.done[key]
        same = [ta for ta in self.open if ta.fn.name == name]
        if same:
            return same[-1]
        if self.started >= MAX_CONTEXTS:
            return None
        self.started += 1
        ta = TypeAnalysis(info, name, trees, ret, _contexts=self)
        self.done[key] = ta
        return ta


class TypeAnalysis:
    """Type trees of one function's arguments and instructions, for what its caller knows
    of the arguments (``arg_trees``: TypeTrees or their text) and of the result. Without
    ``guess_integers``, only what is proved: integers nothing decided stay unknown.

    ``tree(name)``, ``arg_tree(k)``, ``return_tree``, ``float_at(name, offset)``, ``conflicts``.
    """

    def __init__(self, info, fn_name, arg_trees=None, return_tree=None, _contexts=None, guess_integers=True):
        self.info = info
        self.fn = info.function(fn_name)
        if self.fn.is_declaration:
            raise ValueError(f"@{fn_name} is a declaration: no body to analyse")
        given = list(arg_trees or [])[:len(self.fn.args)]
        given = [t if isinstance(t, TypeTree) else TypeTree.parse(t) if t else TypeTree() for t in given]
        for k, t in enumerate(KNOWN_ARG_TREES.get(fn_name, ())[:len(self.fn.args)]):
            if t:
                given += [TypeTree() for _ in range(k + 1 - len(given))]
                given[k] = given[k].copy()
                given[k].merge(TypeTree.parse(t))
        self._ret_seed = return_tree if isinstance(return_tree, TypeTree) else TypeTree.parse(return_tree or "")
        self.key = (fn_name, tuple(str(t) for t in given), str(self._ret_seed))
        self.return_tree = self._ret_seed.copy()
        self.conflicts = []
        self.finished = False
        self._contexts = _contexts or _Contexts()
        self._insts = list(self.fn.instructions())
        self._recurrent = _recurrent_steps(self._insts)
        self._geps, self._defs = {}, None
        self._changed, self._phase = False, 1
        self._dirty = set()
        self._users = {}                    # value name -> indices of instructions mentioning it
        for i, inst in enumerate(self._insts):
            for v in [inst.value] + list(inst.ops):
                if v.kind in ("arg", "inst", "global") and v.name:
                    key = "@" + v.name if v.kind == "global" else v.name
                    self._users.setdefault(key, []).append(i)
        self._trees, self._weak = {}, {}
        self._guessed, self._float_conflicts = set(), set()     # (name, path) Integer by default; names
        self._seed(given)
        self._contexts.open.append(self)
        try:
            self._solve()
            self._strong = ([self._trees[a.name].copy() for a in self.fn.args], self.return_tree.copy())
            if guess_integers:
                self._phase = 2
                for name, paths in self._weak.items():
                    for p in paths:
                        if self._trees[name].unknown(p):
                            self._guessed.add((name, p))
                            self._merge(name, TypeTree({p: INTEGER}))
                self._solve()
        finally:
            self._contexts.open.remove(self)
        self.finished = True

    # --- public
    def tree(self, value) -> TypeTree:
        """Tree of an argument, instruction or global, by name (``x``, ``%x``, ``@g``) or Value."""
        if not isinstance(value, str):
            return self._get(value).copy()
        key = value[1:] if value.startswith("%") else value
        if key.startswith("@"):
            return self._global(key[1:]).copy()
        if key not in self._trees:
            raise KeyError(f"@{self.fn.name} has no value %{key}")
        return self._trees[key].copy()

    def arg_tree(self, k: int) -> TypeTree:
        return self._trees[self.fn.args[k].name].copy()

    def float_at(self, value, offset: int):
        """Float type ('double', 'float', 'half') at byte ``offset`` of what ``value`` points to."""
        return self.tree(value).float_at(offset)

    def unproven_bits(self, value) -> bool:
        """May integer-typed ``value`` carry a float's bits, for all the analysis proved? A
        float met another kind in it (Anything), or its Integer is only the default given to
        what nothing decided and no access tag (TBAA) of its load or stores names an integer
        or a pointer type (Numba's modules have no tags at all: there the default stands, see
        tbaa.untagged_by_design)."""
        name = value.name if not isinstance(value, str) else value.lstrip("%")
        if name in self._float_conflicts:
            return True
        return (name, (-1,)) in self._guessed and not untagged_by_design(self.info) and not any(
            access_not_float(self.info, self._insts[k]) for k in self._users.get(name, ())
            if self._insts[k].opcode in ("load", "store"))

    # --- state
    def _seed(self, given):
        for a, t in zip(self.fn.args, given + [None] * len(self.fn.args)):
            self._trees[a.name], self._weak[a.name] = seed(a.type)
            if t:
                self._merge(a.name, t)
        for inst in self._insts:
            if inst.name:
                self._trees[inst.name], self._weak[inst.name] = seed(inst.type)
            if inst.opcode == "alloca" and inst.name:
                ty = _leading_type(self.info, _ALLOCA, inst)
                if ty is not None:
                    self._merge(inst.name, layout(ty).under((-1,)))
        self._seed_tbaa()

    def _seed_tbaa(self):
        """What clang's access tags say is a float or an integer (a double copied as `load i64`
        / `store i64`, a struct copied by memcpy): facts as strong as LLVM types (see tbaa.py)."""
        for inst in self._insts:
            if inst.opcode in ("load", "store") and "!tbaa " in inst.text:
                f = access_kind(self.info, inst)
                val, ptr = (inst.value, inst.ops[0]) if inst.opcode == "load" else inst.ops
                n = _size(val.type)
                if f is None or not n or n % f[1]:
                    continue
                mem = TypeTree({(o,): f[0] for o in range(0, min(n, MAX_LEAVES * f[1]), f[1])})
                self._meet(ptr, mem.under((-1,)))
                self._meet(val, from_memory(mem, val.type))
            elif inst.opcode == "call" and "!tbaa.struct " in inst.text and (inst.callee or "").startswith(_COPIES):
                mem = TypeTree({(o,): f[0] for o, f in copied_kinds(self.info, inst)})
                for p in inst.args[:2]:
                    self._meet(p, mem.under((-1,)))

    def _global(self, name):
        key = "@" + name
        if key not in self._trees:
            t = PTR.copy()
            g = self.info.global_variable(name)
            if g is not None:
                try:
                    t.merge(layout(g.type).under((-1,)))
                except ValueError:
                    pass
            self._trees[key] = t
        return self._trees[key]

    def _get(self, v) -> TypeTree:
        if v.kind in ("arg", "inst"):
            return self._trees.get(v.name) or TypeTree()
        if v.kind == "global":
            return self._global(v.name)
        if v.kind == "function":
            return PTR
        if v.kind != "const" or v.ref in ("undef", "poison"):
            return TypeTree()
        t, _ = seed(v.type)
        n = _const_int(v)
        if n and abs(n) <= MAX_OFFSET:          # small non-zero constants are integers; 0 is anything
            t.insert((-1,), INTEGER)
        return t

    def _merge(self, key, tree):
        changed, bad = self._trees[key].merge(tree)
        if changed:
            self._dirty.update(self._users.get(key, ()))
        for path, old, new in bad:
            if len(path) == 1 and (old.startswith(FLOAT) or new.startswith(FLOAT)):
                self._float_conflicts.add(key)
            self.conflicts.append(f"{key if key.startswith('@') else '%' + key} "
                                  f"[{','.join(map(str, path))}]: {old} vs {new}")
        self._changed |= changed

    def _meet(self, v, tree):
        """Add what is known about ``v`` (constants learn nothing)."""
        if tree and v.kind in ("arg", "inst") and v.name in self._trees:
            self._merge(v.name, tree)
        elif tree and v.kind == "global":
            self._global(v.name)
            self._merge("@" + v.name, tree)

    def _solve(self):
        """Run rules until nothing changes: a worklist of the users of changed values, then a
        full sweep to confirm (callee contexts still being analysed change behind our back)."""
        budget = MAX_SWEEPS * max(1, len(self._insts))
        self._dirty = set(range(len(self._insts)))
        while self._dirty and budget > 0:
            while self._dirty and budget > 0:
                budget -= 1
                self._visit(self._insts[self._dirty.pop()])
            self._changed = False
            for inst in self._insts:
                self._visit(inst)
            if not self._changed:
                self._dirty.clear()

    def _visit(self, inst):
        rule = _RULES.get(inst.opcode)
        if rule:
            rule(self, inst)

    # --- memory
    def _read(self, res, ptr, ty):
        """``res`` (of type ``ty``) is the value at offset 0 of what ``ptr`` points to."""
        self._meet(ptr, PTR)
        self._meet(res, from_memory(self._get(ptr).pointee(), ty))
        self._meet(ptr, to_memory(self._get(res), ty).under((-1,)))

    def _copy_memory(self, dst, src, n):
        for p in (dst, src):
            self._meet(p, PTR)
        self._meet(n, INT)
        ds, ss = self._get(dst).pointee(), self._get(src).pointee()
        length = _const_int(n)
        if length:
            ds, ss = ds.slice(0, length), ss.slice(0, length)
        self._meet(dst, ss.under((-1,)))
        self._meet(src, ds.under((-1,)))

    def _same_bytes(self, a, b):
        """``a`` and ``b`` hold the same bytes (casts, phis, selects): both ways."""
        ta, tb = a.type, b.type
        self._meet(a, from_memory(to_memory(self._get(b), tb), ta) if ta != tb else self._get(b))
        self._meet(b, from_memory(to_memory(self._get(a), ta), tb) if ta != tb else self._get(a))

    # --- rules, one per opcode
    def _load(self, inst):
        self._read(inst.value, inst.ops[0], inst.type)

    def _store(self, inst):
        self._read(inst.ops[0], inst.ops[1], inst.ops[0].type)

    def _atomicrmw(self, inst):
        self._read(inst.ops[1], inst.ops[0], inst.ops[1].type)
        self._same_bytes(inst.value, inst.ops[1])

    def _gep(self, inst):
        res, base = inst.value, inst.ops[0]
        if inst.type.kind != "ptr":
            return                                  # vector of pointers
        self._meet(res, PTR)
        self._meet(base, PTR)
        for v in inst.ops[1:]:
            if v.kind != "const":
                self._meet(v, INT)
        if inst.name not in self._geps:
            if self._defs is None:
                self._defs = {i.name: i for i in self._insts if i.name}
            self._geps[inst.name] = gep_walk(self.info, inst, self._defs)
        walk = self._geps[inst.name]
        if walk is not None:
            c, var, last = walk
            if not var and c and inst.name in self._recurrent:
                c, var = 0, [(abs(c), last)]        # p = gep p, c in a loop: p walks an array
            self._step(res, base, c, var)

    def _step(self, res, base, c, var):
        """``res`` = ``base`` + ``c`` bytes + a multiple of each variable stride in ``var``
        ([(stride, element type)]): shift the pointee trees both ways, generalising to -1
        (every offset) where a variable index walks an array of scalars."""
        bp, rp = self._get(base).pointee(), self._get(res).pointee()
        back_minus = c if c > 0 else -1             # "every offset from res" seen from base
        if not var:
            fwd, back = bp.shift(-c), rp.shift(c, minus_to=back_minus)
        else:
            s = math.gcd(*[es for es, _ in var]) or 1
            elem = var[-1][1]
            # A stride wider than any scalar (a multiple of 16 indexing i8s, see trailing_zeros)
            # walks structs, or vectors of scalars: element 0 describes every element.
            periodic = not _scalar(elem) or s > max(8, _size(elem)) or any(0 < q[0] < s for q, _ in rp.items())
            if periodic:                            # array of structs: describe element 0
                fwd = bp.slice(c, s).copy()
                fwd._d.update(bp.only_minus()._d)
                back = rp.slice(0, s).shift(c, minus_to=back_minus)
            else:                                   # array of scalars: every element alike
                fwd = bp.only_minus()
                target = -1 if c == 0 else (c if c > 0 else None)
                back = TypeTree._raw({(target,) + q[1:]: k for q, k in rp.items()
                                      if q[0] in (-1, 0) and target is not None})
        self._meet(res, fwd.under((-1,)))
        self._meet(base, back.under((-1,)))

    def _cast(self, inst):
        self._same_bytes(inst.value, inst.ops[0])

    def _phi(self, inst):
        for v in inst.ops:
            self._same_bytes(inst.value, v)

    def _select(self, inst):
        for v in inst.ops[1:]:
            self._same_bytes(inst.value, v)

    def _integers(self, inst):
        for v in [inst.value] + list(inst.ops):
            self._meet(v, INT)

    def _int_result(self, inst):
        self._meet(inst.value, INT)

    def _int_operand(self, inst):
        self._meet(inst.ops[0], INT)

    def _shift(self, inst):
        self._meet(inst.value, INT)
        self._meet(inst.ops[1], INT)

    def _add_sub(self, inst):
        """Pointer arithmetic through integers: pointer +- integer is a pointer, stepped as by
        a GEP over bytes."""
        a, b = inst.ops
        ka, kb = self._get(a).at(-1), self._get(b).at(-1)
        if inst.opcode == "add" and kb == POINTER and ka != POINTER:
            a, b, ka, kb = b, a, kb, ka
        if ka == POINTER and kb != POINTER:
            self._meet(inst.value, PTR)
            c = _const_int(b)
            if c is None:
                self._step(inst.value, a, 0, [(1, I8)])
            elif inst.name in self._recurrent:
                self._step(inst.value, a, 0, [(abs(c), I8)])
            else:
                self._step(inst.value, a, c if inst.opcode == "add" else -c, [])
        elif ka == kb == INTEGER or (ka == kb == POINTER and inst.opcode == "sub"):
            self._meet(inst.value, INT)

    def _bitwise(self, inst):
        """Masks keep the kind (fabs/fneg on float bits, pointer alignment); else integers."""
        a, b = inst.ops
        if a.kind == "const" or b.kind == "const":
            other = b if a.kind == "const" else a
            k = self._get(other).at(-1)
            if k:
                self._meet(inst.value, TypeTree({(-1,): k}))
            k = self._get(inst.value).at(-1)
            if k and k != INTEGER:
                self._meet(other, TypeTree({(-1,): k}))
        elif self._get(a).at(-1) == self._get(b).at(-1) == INTEGER:
            self._meet(inst.value, INT)

    def _extractvalue(self, inst):
        m = _INDICES.search(strip_metadata(inst.text))
        if m:
            agg = inst.ops[0]
            off, et = _aggregate_offset(agg.type, [int(x) for x in m.group(1).split(",")])
            self._part(agg, inst.value, off, et)

    def _insertvalue(self, inst):
        m = _INDICES.search(strip_metadata(inst.text))
        if m:
            off, et = _aggregate_offset(inst.type, [int(x) for x in m.group(1).split(",")])
            self._whole(inst.value, inst.ops[0], inst.ops[1], off, et)

    def _extractelement(self, inst):
        vec, idx = inst.ops[0], inst.ops[1]
        i = _const_int(idx)
        if i is not None:
            self._part(vec, inst.value, i * _size(inst.type), inst.type)
        else:
            self._meet(inst.value, self._get(vec).only_minus())

    def _insertelement(self, inst):
        i = _const_int(inst.ops[2])
        if i is not None:
            self._whole(inst.value, inst.ops[0], inst.ops[1], i * _size(inst.ops[1].type), inst.ops[1].type)
        else:
            self._same_bytes(inst.value, inst.ops[0])

    def _mask(self, inst):
        try:
            return shuffle_mask(inst)
        except UnsupportedError:
            return None

    def _shufflevector(self, inst):
        """Lane by lane where the mask can be read: result lane i is lane mask[i] of the two
        operands laid end to end."""
        mask, ops, rt = self._mask(inst), inst.ops[:2], inst.type
        if mask is None or rt.kind != "vector" or ops[0].type.kind != "vector":
            for v in ops:
                self._meet(inst.value, self._get(v).only_minus())
                self._meet(v, self._get(inst.value).only_minus())
            return
        n, es = ops[0].type.count, _size(rt.elem)
        res_mem = to_memory(self._get(inst.value), rt)
        src_mem = [to_memory(self._get(v), v.type) for v in ops]
        fwd, back = {}, [{}, {}]
        for i, m in enumerate(mask):
            if m is None:
                continue
            which, lane = divmod(m, n)
            for q, k in src_mem[which].slice(lane * es, es).shift(i * es).items():
                fwd[q] = k
            for q, k in res_mem.slice(i * es, es).shift(lane * es).items():
                back[which][q] = k
        self._meet(inst.value, from_memory(TypeTree._raw(fwd), rt))
        for v, b in zip(ops, back):
            self._meet(v, from_memory(TypeTree._raw(b), v.type))

    def _part(self, whole, part, off, et):
        """``part`` (type ``et``) is the bytes at ``off`` of aggregate or vector ``whole``."""
        wt = whole.type
        self._meet(part, from_memory(to_memory(self._get(whole), wt).slice(off, _size(et)), et))
        self._meet(whole, from_memory(to_memory(self._get(part), et).shift(off), wt))

    def _whole(self, res, old, part, off, et):
        """``res`` is ``old`` with ``part`` written at byte ``off`` (insertvalue/insertelement)."""
        rt, n = res.type, _size(et)
        outside = lambda t: TypeTree._raw({q: k for q, k in to_memory(t, rt).items()  # noqa: E731
                                           if not off <= q[0] < off + n})
        mem = outside(self._get(old)).copy()
        mem._d.update(to_memory(self._get(part), et).shift(off)._d)
        self._meet(res, from_memory(mem, rt))
        self._meet(old, from_memory(outside(self._get(res)), rt))
        self._part(res, part, off, et)

    def _ret(self, inst):
        if inst.ops:
            self._meet(inst.ops[0], self._ret_seed)
            changed, _ = self.return_tree.merge(self._get(inst.ops[0]))
            self._changed |= changed

    def _alloca(self, inst):
        self._meet(inst.ops[0], INT)

    def _call(self, inst):
        name, args = inst.callee, inst.args
        if name is None:
            return
        if name.startswith(_COPIES) and len(args) >= 3:
            self._copy_memory(*args[:3])
        elif name.startswith("llvm.memset.") and len(args) >= 3:
            self._meet(args[0], PTR)
            self._meet(args[2], INT)
        elif name.startswith(("llvm.ptrmask.", "llvm.launder.invariant.group", "llvm.strip.invariant.group")):
            self._same_bytes(inst.value, args[0])
        elif name.startswith("llvm.masked.load."):
            self._read(inst.value, args[0], inst.type)
        elif name.startswith("llvm.masked.store."):
            self._read(args[0], args[1], args[0].type)
        elif name in _LIB:
            ret, params = _LIB[name]
            if ret and inst.name:
                self._meet(inst.value, ret)
            for v, t in zip(args, params):
                if t:
                    self._meet(v, t)
            if name == "realloc":
                self._meet(inst.value, self._get(args[0]).pointee().under((-1,)))
                self._meet(args[0], self._get(inst.value).pointee().under((-1,)))
        else:
            self._call_defined(inst, name, args)

    def _call_defined(self, inst, name, args):
        """Analyse the callee for these argument trees; take back its parameter and return trees."""
        try:
            callee = self.info.function(name)
        except NameError:
            return
        if callee.is_declaration:
            return
        args = args[:len(callee.args)]
        ret = self._get(inst.value) if inst.name else TypeTree()
        ctx = self._contexts.get(self.info, name, [self._get(a) for a in args], ret)
        if ctx is None:
            return
        if not ctx.finished:                        # recursion: its parameters are still growing
            params, ret = [], ctx.return_tree
        elif self._phase == 1:
            params, ret = ctx._strong                # the callee's facts, not its Integer guesses
        else:
            params, ret = [ctx.arg_tree(k) for k in range(len(ctx.fn.args))], ctx.return_tree
        for a, t in zip(args, params):
            self._meet(a, t)
        if inst.name:
            self._meet(inst.value, ret)


_RULES = {
    "load": TypeAnalysis._load, "store": TypeAnalysis._store,
    "atomicrmw": TypeAnalysis._atomicrmw, "getelementptr": TypeAnalysis._gep,
    "bitcast": TypeAnalysis._cast, "addrspacecast": TypeAnalysis._cast,
    "ptrtoint": TypeAnalysis._cast, "inttoptr": TypeAnalysis._cast, "freeze": TypeAnalysis._cast,
    "phi": TypeAnalysis._phi, "select": TypeAnalysis._select,
    "mul": TypeAnalysis._integers, "udiv": TypeAnalysis._integers, "sdiv": TypeAnalysis._integers,
    "urem": TypeAnalysis._integers, "srem": TypeAnalysis._integers,
    "sext": TypeAnalysis._integers, "zext": TypeAnalysis._integers, "trunc": TypeAnalysis._integers,
    "shl": TypeAnalysis._shift, "lshr": TypeAnalysis._shift, "ashr": TypeAnalysis._shift,
    "add": TypeAnalysis._add_sub, "sub": TypeAnalysis._add_sub,
    "and": TypeAnalysis._bitwise, "or": TypeAnalysis._bitwise, "xor": TypeAnalysis._bitwise,
    "fptosi": TypeAnalysis._int_result, "fptoui": TypeAnalysis._int_result,
    "sitofp": TypeAnalysis._int_operand, "uitofp": TypeAnalysis._int_operand,
    "extractvalue": TypeAnalysis._extractvalue, "insertvalue": TypeAnalysis._insertvalue,
    "extractelement": TypeAnalysis._extractelement, "insertelement": TypeAnalysis._insertelement,
    "shufflevector": TypeAnalysis._shufflevector,
    "ret": TypeAnalysis._ret, "alloca": TypeAnalysis._alloca, "call": TypeAnalysis._call,
}

