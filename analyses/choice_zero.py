"""Which chain-rule terms need a zero guard, ``select(seed == 0, 0, seed * partial)``.

A term seed * partial is NaN where the seed is 0 and the partial infinite or NaN, although the
true derivative gets nothing there. Guarding every term costs time in every loop (12% of the
n-body benchmark), so a term is guarded only where that can happen:

- a `checked` rule (sqrt, log, pow, division, ...) whose singular point `signs` cannot rule out
  (a sqrt of a sum of squares plus 0.01 is regular): there a zero seed may come from anything,
  a choice, a zero factor (x * sqrt(x) at 0), a zero seed of the caller;
- any other term whose partial reads a value that may be infinite or NaN (log(x) as x's partial
  in x * log(x)), where the seed may be a zero put there by a *choice*.

Reverse mode (the seed is an instruction's adjoint). An adjoint is surely not a choice zero when
the value has *sure uses* that, on every path from its definition to the exit (or back to it),
receive it whole: uses whose own adjoint is sure and whose transpose passes it on
unconditionally. Not sure: the operands of a select, of min/max and the other rules whose
partial is a ``sel`` (the side not chosen gets 0), lanes an extract or shuffle leaves out, a use
in a block not executed after the definition (a branch not taken, a loop iteration whose value
is overwritten), a phi edge not taken, a call argument (the callee's adjoint), a term whose
partial has a factor that may itself be a choice zero (``relu(y) * log(x)``). Memory is followed
per location (object, constant byte offset, size): a store is sure only where a sure load reads
its bytes later on every path, with no write that may overwrite them in between (a store at an
index known only at run time, a copy, a call that gets memory); a store no load reads back gets
the caller's seed, not sure. The result's seed is sure only in the outermost derivative; in a
callee, the returned value and memory come from the caller.

Forward mode (the seed is an operand's tangent). A select or phi of tangents discards the side
not taken, so a choice makes a zero tangent only where it *picks* an inactive operand or a
choice zero (``c ? x : 0``, ``fmax(x, 0)``); that, and whatever it reaches through operations,
memory it was stored in, and a callee's arguments.
"""

from __future__ import annotations

import os

from enzympy.linear import _indices, shuffle_mask

from enzympy.analyses.choice_values import (Roots, chooses, const_index, constant_partial, data_ops,
                                            lane_count, maybe_not_finite, primal_choice_zeros,
                                            reads_not_finite, rule_of, signs, singular_partials,
                                            stored_value, zero_by_choice)


# ENZYMPY_STRONG_ZERO=1 (Enzyme's -enzyme-strong-zero): 0 times an infinite adjoint is 0 (see
# reverse_partial_guard); off by default: it costs up to a fifth of a gradient's time (bundle
# adjustment) to give a number where an intermediate is not differentiable, as JAX and Enzyme
# give NaN there
STRONG_ZERO = os.environ.get("ENZYMPY_STRONG_ZERO", "").strip() not in ("", "0")

# rules whose partial is infinite where their value is finite (sqrt' at 0, acosh' at 1, ...)
FINITE_AT_SINGULARITY = frozenset(("sqrt", "cbrt", "asin", "acos", "acosh", "atan2", "hypot", "pow"))


class ReverseChoiceZeros:
    """Adjoints that may be choice zeros, for one reverse-mode synthesis.

    A backward must-analysis over the CFG, in the order the reverse pass runs: the state at a
    point is the set of (value, lane) whose adjoint there is surely not a choice zero, and of
    memory locations whose adjoint is. The returned value (in the outermost derivative) starts
    sure; a sure load makes its location sure, a store at a sure location makes its value sure
    and, as any write that may overlap, clears it; a sure instruction makes the operands its
    transpose surely reaches sure; passing a definition clears its adjoint (an earlier loop
    iteration's instance starts over); a phi hands its lanes to the value coming in along the
    edge taken; where forward control flow splits, only what is sure on every successor stays.
    Blocks from which the function does not return count as sure (no reverse pass follows)."""

    def __init__(self, fn, is_active, inst_active, has_shadow, is_user_call, outermost, reachable,
                 returning):
        self.inst_active, self.has_shadow, self.is_user_call = inst_active, has_shadow, is_user_call
        self.outermost = outermost
        self.prim = primal_choice_zeros(fn)
        self.nonfinite = maybe_not_finite(fn)
        self.signs = signs(fn)
        self.blocks = [b for b in fn.blocks if b.name in reachable]
        self.by_name = {b.name: b for b in self.blocks}
        self.phi_block = {p.name: b.name for b in self.blocks for p in b.phis}
        # a Numba exception (the caller raises it: no gradient is returned) counts as no return
        self.returning = {b for b in returning if b in self.by_name and not any(
            "!numba_exception_output" in i.text for i in self.by_name[b].instructions)}
        insts = [i for b in self.blocks for i in b.instructions]
        self.roots = Roots(fn)
        self.loc = {}                   # instruction name -> its access's (object, offset, size)
        for i in insts:
            acc = self._access(i)
            if acc is not None:
                self.loc[id(i)] = self.roots.location(*acc)
        # Numba's result slot holds the seed: what is stored there last is surely read back
        self.seeded = frozenset(("@mem",) + loc for i in insts
                                if (loc := self.loc.get(id(i))) and outermost and i.opcode == "store"
                                and loc[0] == ("arg", "retptr") and loc[1] is not None)
        self.mem_universe = self.seeded | {("@mem",) + self.loc[id(i)] for i in insts
                                           if self._reads_memory(i) and id(i) in self.loc
                                           and None not in self.loc[id(i)][:2]}
        self.zero = self._solve()
        self.insts = insts
        self._adjoint_nonfinite = None

    def may_be_zero(self, inst) -> bool:
        return inst.name in self.zero

    def adjoint_may_be_infinite(self, inst) -> bool:
        """May inst's adjoint be infinite or NaN although the function's value is finite? Where
        a use's partial may be singular at a point where the use's value is finite (sqrt at 0,
        acosh at 1: `FINITE_AT_SINGULARITY`; a division's or a log's singular point makes the
        value infinite too), and whatever such an adjoint reaches backwards: operands, memory (a
        load's adjoint goes to every store), call arguments (a callee's derivative); in a
        callee, the caller's seed and memory too."""
        if self._adjoint_nonfinite is None:
            self._adjoint_nonfinite = self._solve_adjoint_nonfinite()
        return inst.name in self._adjoint_nonfinite

    def _solve_adjoint_nonfinite(self):
        out, memory = set(), not self.outermost
        changed = True
        while changed:
            changed = False
            memory = memory or any(i.opcode in ("load", "atomicrmw") and i.name in out for i in self.insts)
            for u in self.insts:
                for v in self._infinite_operands(u, out, memory):
                    if v.is_local and v.name not in out:
                        out.add(v.name)
                        changed = True
        return out

    def _infinite_operands(self, u, out, memory):
        """u's operands whose adjoint term from u may be infinite or NaN."""
        if u.opcode == "ret":
            return list(u.ops) if not self.outermost else []
        if u.opcode == "store":
            return [u.ops[0]] if memory else []
        ops = data_ops(u) if u.opcode not in ("phi", "select") else list(u.ops)
        if u.name in out or (u.opcode in ("call", "invoke") and rule_of(u) is None):
            return ops
        r = rule_of(u)
        if r is None:
            return []
        if not (r.checked and r.name in FINITE_AT_SINGULARITY and singular_partials(u, r, self.signs)):
            return []
        return [ops[k] for k in range(min(len(ops), len(r.partials))) if not constant_partial(r, k)]

    @staticmethod
    def _access(i):
        """(pointer, accessed type) of a load, store, atomic or masked load / store."""
        c = i.callee or ""
        if i.opcode == "load":
            return i.ops[0], i.type
        if i.opcode == "store":
            return i.ops[1], i.ops[0].type
        if i.opcode == "atomicrmw":
            return i.ops[0], i.ops[1].type
        if c.startswith("llvm.masked.load"):
            return i.args[0], i.type
        if c.startswith("llvm.masked.store"):
            return i.args[1], i.args[0].type
        return None

    # ---------------------------------------------------------------- memory, per location
    # A fact ("@mem", object, offset, size) in the state: an adjoint read from those bytes of
    # shadow memory there is surely not a choice zero (a sure load reads them later on every
    # path, and nothing that may overwrite them comes between).

    def _sure_memory(self, loc, s) -> bool:
        obj, off, size = loc
        return obj is not None and off is not None and any(
            len(f) == 4 and f[0] == "@mem" and f[1] == obj and f[2] <= off and off + size <= f[2] + f[3]
            for f in s)

    def _kill(self, s, loc=None):
        """Drop the facts about bytes a write (or a call: loc None) may overwrite."""
        dead = [f for f in s if len(f) == 4 and f[0] == "@mem" and self._may_overlap(f[1:], loc)]
        s.difference_update(dead)

    def _may_overlap(self, a, b) -> bool:
        if b is None or not self.roots.overlap(a[0], b[0]):
            return b is None
        if a[0] != b[0] or a[1] is None or b[1] is None:
            return True
        return a[1] < b[1] + b[2] and b[1] < a[1] + a[2]

    def _writes(self, u):
        """What a reverse pass must treat as a write to shadow memory: None (nothing), a
        location, or "all" (a call that may write anything shadowed or global)."""
        c = u.callee or ""
        if u.opcode in ("store", "atomicrmw") or c.startswith("llvm.masked.store"):
            return self.loc.get(id(u))
        if u.opcode not in ("call", "invoke") or rule_of(u) is not None:
            return None
        if c.startswith(("llvm.lifetime", "llvm.assume", "llvm.dbg", "llvm.experimental.noalias",
                         "llvm.prefetch", "llvm.invariant")):
            return None
        if c.startswith(("llvm.memcpy", "llvm.memmove", "llvm.memset")):
            n = const_index(u.args[2])
            obj, off = self.roots.of(u.args[0]), self.roots.offset(u.args[0])
            return (obj, off if n is not None else None, n or 0)
        return "all"

    @staticmethod
    def _pointer(i):
        return i.args[0] if i.opcode == "call" else i.ops[0]

    def _reads_memory(self, i) -> bool:
        if not (i.name and self.inst_active(i)):
            return False
        if i.opcode in ("load", "atomicrmw"):
            return self.has_shadow(i.ops[0])
        return (i.callee or "").startswith("llvm.masked.load")

    # ------------------------------------------------------------------ the fixed point
    def _solve(self):
        """Names of active instructions whose adjoint may be a choice zero."""
        state_in = {b.name: None for b in self.blocks}          # None: everything (not yet seen)
        changed = True
        while changed:
            changed = False
            for b in reversed(self.blocks):
                new = self._through_block(b, self._out(b, state_in), None)
                if new != state_in[b.name]:
                    state_in[b.name] = new
                    changed = True
        zero = set()
        for b in self.blocks:
            self._through_block(b, self._out(b, state_in), zero)
            for phi in b.phis:
                st = state_in[b.name]
                if phi.name and self.inst_active(phi) and not self._all(st and st[0], phi):
                    zero.add(phi.name)
        return zero

    def _out(self, b, state_in):
        succ = b.successors()
        term = b.terminator.opcode
        if b.name not in self.returning or term == "unreachable":
            return None
        if not succ:
            return (frozenset(), frozenset())
        out = None
        for h in succ:
            e = self._edge(b.name, h, state_in.get(h))
            out = e if out is None else self._meet(out, e) if e is not None else out
        return out

    def _meet(self, x, y):
        """What is sure on both paths. Two phis of one block, each sure on one path only, make a
        clause (one of them is sure): where both come in as the same value, that value is sure
        (an unrolled loop's sum leaves by two phis, a remainder loop taking one, the exit the
        other)."""
        (ux, cx), (uy, cy) = x, y
        units = ux & uy
        cand = set(cx) | set(cy)
        only_x = [a for a in ux - uy if a[0] in self.phi_block]
        only_y = [a for a in uy - ux if a[0] in self.phi_block]
        for a in only_x:
            for c in only_y:
                if a[1] == c[1] and self.phi_block[a[0]] == self.phi_block[c[0]]:
                    cand.add(frozenset((a, c)))

        def holds(c, u, cs):
            return c in cs or any(t in u for t in c)
        return units, frozenset(c for c in cand if holds(c, ux, cx) and holds(c, uy, cy))

    def _edge(self, pred, h, st):
        """The state before the edge pred -> h, from the one at h's start: phis pass on."""
        if st is None:
            return None
        units, clauses = set(st[0]), set(st[1])
        blk = self.by_name[h]
        into = {}
        for phi in blk.phis:
            for v, p in phi.incoming:
                if p == pred:
                    into[phi.name] = v
                    break
        for phi in blk.phis:
            v = into.get(phi.name)
            if v is not None and v.is_local:
                units |= {(v.name, ln) for ln in range(lane_count(phi.type)) if (phi.name, ln) in units}
        mine = {phi.name for phi in blk.phis}
        for c in list(clauses):
            if all(t[0] in mine for t in c):
                vs = [into.get(t[0]) for t in c]
                if all(v is not None and v.is_local and v.name == vs[0].name for v in vs):
                    units |= {(vs[0].name, t[1]) for t in c}
                clauses.discard(c)
        units = {t for t in units if t[0] not in mine}
        clauses = {c for c in clauses if not any(t[0] in mine for t in c)}
        return frozenset(units), frozenset(clauses)

    def _through_block(self, b, st, zero):
        """Walk b's instructions backwards from state st; record maybe-zero adjoints in `zero`."""
        if st is None:
            if zero is None:
                return None
            st = (self._universe(b), frozenset())
        s = set(st[0])
        for u in reversed(b.instructions):
            if u.opcode == "phi":
                continue
            self._transfer(u, s, zero)
        return frozenset(s), st[1]

    def _universe(self, b):
        """Everything sure: the state of a block no reverse pass runs after."""
        return {(i.name, ln) for blk in self.blocks for i in blk.instructions if i.name
                for ln in range(lane_count(i.type))} | self.mem_universe

    @staticmethod
    def _all(s, inst):
        return s is None or all((inst.name, ln) in s for ln in range(lane_count(inst.type)))

    def _transfer(self, u, s, zero):
        op = u.opcode
        if op == "ret":
            if self.outermost and u.ops and u.ops[0].is_local:
                s |= {(u.ops[0].name, ln) for ln in range(lane_count(u.ops[0].type))}
            s |= self.seeded
            return
        stored = stored_value(u)
        acc = self._access(u)
        if stored is not None and stored.is_local and self.has_shadow(acc[0]) and \
                self._sure_memory(self.loc[id(u)], s):
            s |= {(stored.name, ln) for ln in range(lane_count(stored.type))}
        w = self._writes(u)
        if w is not None:
            self._kill(s, None if w == "all" else w)
        if not u.name:
            return
        sure = {ln for ln in range(lane_count(u.type)) if (u.name, ln) in s}
        s -= {(u.name, ln) for ln in sure}
        if not self.inst_active(u):
            return
        if self._reads_memory(u) and u.opcode != "atomicrmw" and len(sure) == lane_count(u.type) \
                and None not in self.loc[id(u)][:2] and not (u.callee or "").startswith("llvm.masked"):
            s.add(("@mem",) + self.loc[id(u)])
        if zero is not None and len(sure) < lane_count(u.type):
            zero.add(u.name)
        if not sure:
            return
        for k, o in enumerate(u.ops):
            if o.is_local and o.type.has_float():
                for ln in self._passed(u, k, o, sure):
                    s.add((o.name, ln))

    def _passed(self, u, k, v, sure):
        """Lanes of operand v (operand k of u) that u's sure lanes surely reach."""
        op, n, m = u.opcode, lane_count(u.type), lane_count(v.type)
        whole = range(m) if len(sure) == n else ()
        if op == "select":
            return sure if k > 0 and u.ops[1].ref == u.ops[2].ref and m == n else ()
        if op in ("bitcast", "freeze"):
            return sure if m == n else whole
        if op == "extractelement":
            i = const_index(u.ops[1])
            return (i,) if k == 0 and i is not None and sure else ()
        if op == "insertelement":
            i = const_index(u.ops[2])
            if i is None:
                return ()
            return [x for x in sure if x != i] if k == 0 else ((0,) if i in sure else ())
        if op == "shufflevector":
            return {mk - k * m for j, mk in enumerate(shuffle_mask(u))
                    if j in sure and mk is not None and k * m <= mk < (k + 1) * m}
        if op in ("extractvalue", "insertvalue"):
            path = _indices(u)
            if op == "extractvalue":
                return (path[0],) if len(path) == 1 and len(sure) == n else ()
            return [x for x in sure if x != path[0]] if k == 0 else (range(m) if path[0] in sure else ())
        if op in ("call", "invoke") and self.is_user_call(u):
            return ()
        r = rule_of(u)
        ops = data_ops(u)
        if r is None or k >= len(ops) or k >= len(r.partials) or r.partials[k] in (None, "0") \
                or chooses(r, k, ops):
            return ()
        if zero_by_choice(r, k, dict(zip(r.params, ops)), u.value, self.prim):
            return ()
        return sure if m == n else whole


class ForwardChoiceZeros:
    """Tangents that may be choice zeros, for one forward-mode synthesis."""

    def __init__(self, fn, active, has_shadow, outermost, reachable):
        self.prim = primal_choice_zeros(fn)
        self.nonfinite = maybe_not_finite(fn)
        self.signs = signs(fn)
        self.active, self.has_shadow = active, has_shadow
        insts = [i for b in fn.blocks if b.name in reachable for i in b.instructions]
        self.insts, self.outermost = insts, outermost
        self._tangent_nonfinite = None
        self.args = {a.name for a in fn.args} if outermost else set()
        self.args_all = {a.name for a in fn.args}
        self.memory_zero = not outermost or any(self._fills_memory(i) for i in insts)
        self.sure = self._solve(insts)
        if not self.memory_zero and any(self._stores(i) and not self._sure_op(self._stored(i))
                                        for i in insts):
            self.memory_zero = True
            self.sure = self._solve(insts)

    def may_be_zero(self, v) -> bool:
        """May the tangent of operand v be a choice zero where it is used?"""
        return not self._sure_op(v)

    def _sure_op(self, v) -> bool:
        return v.is_local and (v.name in self.sure or v.name in self.args)

    def tangent_may_be_infinite(self, v) -> bool:
        """May operand v's tangent be infinite or NaN? Where a `checked` partial may be
        singular (sqrt's at 0), where a partial reads a value that may not be finite, and what
        such a tangent reaches: operations, memory it is stored in (loads then), callees'
        results; in a callee, its arguments and memory too (the caller's tangents)."""
        if not v.is_local:
            return False
        if self._tangent_nonfinite is None:
            self._tangent_nonfinite = self._solve_nonfinite()
        return v.name in self._tangent_nonfinite

    def _solve_nonfinite(self):
        out = set() if self.outermost else {a for a in self.args_all}
        insts = [i for i in self.insts if i.name and i.name in self.active]
        memory = not self.outermost or self.memory_zero
        changed = True
        while changed:
            changed = False
            memory = memory or any(v is not None and v.is_local and v.name in out
                                   for i in self.insts if (v := stored_value(i)) is not None)
            for i in insts:
                if i.name not in out and self._nonfinite_inst(i, out, memory):
                    out.add(i.name)
                    changed = True
        return out

    def _nonfinite_inst(self, i, out, memory) -> bool:
        if i.opcode in ("load", "atomicrmw") or (i.callee or "").startswith("llvm.masked.load"):
            return memory
        ops = data_ops(i)
        if any(o.is_local and o.name in out for o in ops):
            return True
        r = rule_of(i)
        if r is None:
            return i.opcode in ("call", "invoke") and not (i.callee or "").startswith("llvm.")
        if r.checked and singular_partials(i, r, self.signs):
            return True
        env = dict(zip(r.params, ops))
        return any(not constant_partial(r, k) and reads_not_finite(r, k, env, i.value, self.nonfinite)
                   for k in range(min(len(ops), len(r.partials))))

    def _fills_memory(self, i) -> bool:
        """Calls other than memcpy that get shadowed memory (memset zeroes it, callees store)."""
        c = i.callee or ""
        return i.opcode in ("call", "invoke") and not c.startswith(("llvm.memcpy", "llvm.memmove",
                                                                    "llvm.lifetime", "llvm.masked"))\
            and any(a.type.kind == "ptr" and self.has_shadow(a) for a in i.args) or c == "calloc"

    def _stores(self, i) -> bool:
        if i.opcode == "store":
            return i.ops[0].type.has_float() and self.has_shadow(i.ops[1])
        if i.opcode == "atomicrmw":
            return i.ops[1].type.has_float() and self.has_shadow(i.ops[0])
        return (i.callee or "").startswith("llvm.masked.store") and self.has_shadow(i.args[1])

    @staticmethod
    def _stored(i):
        return i.ops[1] if i.opcode == "atomicrmw" else (i.args[0] if i.opcode == "call" else i.ops[0])

    def _solve(self, insts):
        self.sure = set()
        todo = [i for i in insts if i.name and i.name in self.active]
        changed = True
        while changed:
            changed = False
            for i in todo:
                if i.name not in self.sure and self._sure_inst(i):
                    self.sure.add(i.name)
                    changed = True
        return self.sure

    def _sure_inst(self, i) -> bool:
        op = i.opcode
        if op in ("load", "atomicrmw") or (i.callee or "").startswith("llvm.masked.load"):
            return not self.memory_zero
        if op == "phi":
            return all(self._sure_op(v) for v, _ in i.incoming)
        if op == "select":
            return self._sure_op(i.ops[1]) and self._sure_op(i.ops[2])
        if op == "insertelement":
            vec_ok = i.ops[0].kind == "const" and i.ops[0].ref in ("poison", "undef")
            return (vec_ok or self._sure_op(i.ops[0])) and self._sure_op(i.ops[1])
        if op == "shufflevector":
            n = lane_count(i.ops[0].type)
            used = {m >= n for m in shuffle_mask(i) if m is not None}
            return all(self._sure_op(i.ops[int(s)]) for s in used)
        if op in ("extractelement", "extractvalue", "bitcast", "freeze", "fneg", "fpext", "fptrunc"):
            return self._sure_op(i.ops[0])
        if op == "insertvalue":
            return self._sure_op(i.ops[0]) and self._sure_op(i.ops[1])
        r = rule_of(i)
        if r is None:
            return False                                   # a callee's result: unknown
        ops = data_ops(i)
        if ops and all(chooses(r, k, ops) for k in range(len(ops))):       # min, max: one is chosen
            return all(self._sure_op(o) for o in ops[:len(r.params)] if o.type.has_float())
        env = dict(zip(r.params, ops))
        for k, o in enumerate(ops[:len(r.partials)]):
            if r.partials[k] in (None, "0") or not self._sure_op(o) or chooses(r, k, ops):
                continue
            if not zero_by_choice(r, k, env, i.value, self.prim):
                return True                                # one term surely not a choice zero
        return False


def reverse_guard(writer, inst, rule, k) -> bool:
    """Guard the term of operand k of this instruction against a zero adjoint? Where a
    `checked` partial may be infinite (the adjoint may be 0 for any reason there: a choice, a
    zero factor as in x * sqrt(x), a zero seed), and where the adjoint may be a choice zero and
    the partial reads a value that may be infinite or NaN (log(x) in x * log(x))."""
    if constant_partial(rule, k):
        return False
    cz = _reverse_analysis(writer)
    if rule.checked and singular_partials(inst, rule, cz.signs):
        return True
    ops = data_ops(inst)
    return cz.may_be_zero(inst) and \
        reads_not_finite(rule, k, dict(zip(rule.params, ops)), inst.value, cz.nonfinite)


def reverse_partial_guard(writer, inst, rule, k) -> bool:
    """With STRONG_ZERO: guard the term of operand k the other way round, 0 where its partial
    is 0 whatever the adjoint, where the adjoint may be infinite. acosh(u * u + 1) at u = 0 has
    an infinite derivative (the function is sqrt(2) |u| there: not differentiable), so the
    adjoint of u * u is infinite and its partial 2u is 0; where u = a - a carries no
    derivative, the true gradient is finite, and only this guard gives it."""
    if not STRONG_ZERO or constant_partial(rule, k):
        return False
    return _reverse_analysis(writer).adjoint_may_be_infinite(inst)


def _reverse_analysis(writer) -> ReverseChoiceZeros:
    """The reverse-mode analysis of the writer's function, made once per writer."""
    cz = writer.__dict__.get("_choice_zeros")
    if cz is None:
        cz = writer._choice_zeros = ReverseChoiceZeros(
            writer.fn, writer.act.is_active, writer.act.inst_active, writer.mem.has_shadow,
            writer.calls.involved, writer.spec.zero_globals and writer.spec.mode == "combined",
            writer.cfg.reachable, writer.returning)
    return cz


def forward_guard(writer, inst, rule, k):
    """(guard on the tangent, guard on the partial) for the term of operand k. The tangent: where
    a `checked` partial may be infinite (a tangent is 0 along every direction but one: each
    column of a Jacobian), and where a choice may have made the tangent 0 and the partial reads
    a value that may be infinite or NaN. The partial: where the tangent may be infinite (sqrt's
    at 0) and the partial is not a constant; a partial 0 there (relu(y) * sqrt(x) along x at
    y < 0, or x * sqrt(x) at 0) gives 0 as reverse mode's guarded adjoint does."""
    if constant_partial(rule, k):
        return False, False
    cz = writer.__dict__.get("_choice_zeros")
    if cz is None:
        act = writer.act
        cz = writer._choice_zeros = ForwardChoiceZeros(
            writer.fn, set(act.active) | set(getattr(act, "raw", ())), writer.shadows.has,
            writer.spec.zero_globals, writer.reachable)
    ops = data_ops(inst)
    partial_guard = cz.tangent_may_be_infinite(ops[k])
    if rule.checked and singular_partials(inst, rule, cz.signs):
        return True, partial_guard
    return cz.may_be_zero(ops[k]) and \
        reads_not_finite(rule, k, dict(zip(rule.params, ops)), inst.value, cz.nonfinite), partial_guard
