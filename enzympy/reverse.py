"""Reverse-mode synthesis: one function = augmented forward pass + reversed adjoint pass.

Layout of the function we write for `f(args)`:

    ad.entry:   adjoint slots (allocas, zeroed), cache slots, loop counters
    <f's blocks, cloned>      forward pass; each value the reverse pass reads is cached
                              right after it is defined; each `ret` jumps to its reverse block
    rev.<B> ... for every block B, in reverse: adjoints of B's instructions, last to first;
                then on to the reverse of the predecessor the forward pass came from
    (the reverse of the entry block returns the adjoints of the active arguments)

Caching (the policy lives in `analyses.cache_plan`): a value defined outside loops lives in a
slot; a value defined in loop L is stored in L's cache, an array of one record per iteration
indexed by L's counter (its canonical induction variable, counting all iterations of L during
the call). The reverse pass counts down. Where a block has several predecessors, the forward
pass records which one it came from (a small phi) and that index is cached like any value.
The array is sized once in the preheader when the loop's trip count is known there, and is
grown at run time otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from enzympy.analyses.activity import Activity
from enzympy.analyses.choice_zero import reverse_guard
from enzympy.analyses.cache_plan import CachePlan, merge_blocks, pred_index_type
from enzympy.analyses.loops import exact_trips, function_cfg
from enzympy.analyses.mincut import least_storage
from enzympy.analyses.recompute import RecomputePolicy
from enzympy.analyses.shadow import ShadowAnalysis

from . import rules
from .alias_scopes import CACHE, AliasScopes
from .emit import Builder, adjoint_zero, int_const, zero
from .errors import UnsupportedError
from .expr import ExprEmitter
from .ir import Value, find_global, glob, local, strip_metadata
from .irtypes import I32, I64, PTR, Type, align_of, literal_struct, size_of
from .linear import LINEAR
from .memory import MemoryRules, is_memory_op, shadow_name
from .soundness import check_memory
from .calls import CallRules, is_user_call

# body-less library routines that never change floating-point memory they are given
HARMLESS_CALLS = {"printf", "fprintf", "puts", "fputs", "putchar", "fflush", "clock", "time", "rand",
                  "srand", "abort", "exit", "__assert_fail", "__stack_chk_fail", "fwrite"}

# intrinsics that touch no floating-point memory (the memory ones are handled in memory.py)
HARMLESS_INTRINSICS = ("llvm.lifetime.", "llvm.assume", "llvm.prefetch", "llvm.invariant.",
                       "llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe",
                       "llvm.stacksave", "llvm.stackrestore", "llvm.objectsize", "llvm.expect")

POOL_TAKE = "__enzympy_pool_take"
POOL_TAKE_IR = (f"define internal noalias ptr @{POOL_TAKE}(ptr %slot) noinline nounwind {{\n"
                "  %p = atomicrmw xchg ptr %slot, ptr null seq_cst\n  ret ptr %p\n}")

# an opaque copy of a pointer (the volatile round trip keeps the optimiser from seeing that it
# returns its argument), declared noalias: the reverse pass's own name for a cache
CACHE_VIEW = "__enzympy_cache_view"
CACHE_VIEW_IR = (f"define internal noalias ptr @{CACHE_VIEW}(ptr %p) noinline noduplicate nounwind {{\n"
                 "  %s = alloca ptr, align 8\n  store volatile ptr %p, ptr %s, align 8\n"
                 "  %q = load volatile ptr, ptr %s, align 8\n  ret ptr %q\n}")

SKIP_CALLS = ("llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.lifetime.",
              "llvm.assume", "llvm.pseudoprobe")


@dataclass
class ReverseSpec:
    """What to build: which arguments are active, whether the result is seeded."""
    fn: object                      # ir.Function (pre-AD optimised)
    active_args: tuple              # names of active scalar arguments
    ret_active: bool
    name: str
    return_primal: bool = False
    dup_args: tuple = ()            # names of pointer arguments that come with a shadow
    mode: str = "combined"          # 'combined' | 'augmented' (forward + tape) | 'reverse' (tape -> adjoints)
    resolve: object = None          # (callee, active, dup, ret_active, ret_shadow) -> (augmented name, reverse name)
    ret_shadow: bool = False        # the augmented version also returns the shadow of the returned pointer
    zero_globals: bool = True       # clear the shadow globals (its callees' too) on entry: not in callees


def synthesize_reverse(spec: ReverseSpec):
    """Return (function text, {name: declaration}) for the reverse-mode derivative."""
    return _ReverseWriter(spec).build()


class _ReverseWriter:
    def __init__(self, spec: ReverseSpec):
        self.spec = spec
        self.fn = fn = spec.fn
        insts = [i for i in fn.instructions() if i.name]
        self._insts = {i.name: i for i in insts}                      # value name -> instruction
        self._types = {a.name: a.type for a in fn.args} | {i.name: i.type for i in insts}
        self._order = {n: k for k, n in enumerate(self._types)}       # arguments, then definitions
        for a in spec.active_args:
            t = next(x.type for x in fn.args if x.name == a)
            if not t.is_fp_or_fp_vector:
                raise UnsupportedError(f"argument %{a} of type {t} cannot be active in reverse mode "
                                       "(only floating scalars and vectors)", None, fn.name)
        self.cfg = function_cfg(fn)
        self.shadow = ShadowAnalysis(fn, spec.dup_args, fn.module, ret_shadow=spec.ret_shadow)
        self.act = Activity(fn, spec.active_args, spec.ret_active, self.shadow)
        self.scopes = AliasScopes(spec.name, fn.noalias_args)
        self.mem = MemoryRules(self)
        self.calls = CallRules(self)
        self.b = Builder("ad")
        self.check_supported()
        self.returning = self.cfg.can_reach([blk.name for blk in fn.blocks
                                             if blk.terminator.opcode == "ret" and blk.name in self.cfg.reachable])
        self.policy = RecomputePolicy(fn, self.cfg, reread_memory=spec.mode == "combined",
                                      quiet_calls=HARMLESS_CALLS)
        self.pred_blocks = merge_blocks(self.cfg, self.returning)
        self.trips = {l.header: t for l in self.cfg.loops
                      if (t := exact_trips(fn, self.cfg, l, self._insts)) is not None}
        self.plan = self.make_plan()
        self.adj_slot = {}           # value name -> slot Value
        self.prim_cache = {}         # (reverse block, value name) -> Value
        self.cur_rev = None

    # ------------------------------------------------------------------ support checks
    def location(self, inst):
        return self.fn.module.debug_location(inst.dbg)

    def unsupported(self, what, inst):
        return UnsupportedError(what, inst.line, self.fn.name, self.location(inst))

    def check_supported(self):
        for inst in self.fn.instructions():          # first: what an atomic did (the bitcasts
            if inst.block.name in self.cfg.reachable:   # of a cmpxchg loop come before it)
                self.mem.check_atomic(inst)
        check_memory(self.fn, self.cfg.reachable, self.mem.has_shadow, self.act.varied, self.act.useful,
                     self.unsupported, returns_shadow=self.spec.ret_shadow)
        for inst in self.fn.instructions():
            if inst.block.name not in self.cfg.reachable:
                continue
            if self.act.inst_active(inst):
                self.rule_for(inst)          # raises when there is none
            elif inst.opcode == "store" and inst.ops[0].is_local and inst.ops[0].name in self.act.varied \
                    and not self.mem.has_shadow(inst.ops[1]):
                raise self.unsupported("a value that depends on the active inputs is stored to memory "
                                       "without a shadow (a constant pointer? pass it duplicated)", inst)
            elif inst.opcode == "store" and inst.ops[0].type.kind == "ptr" and self.mem.has_shadow(inst.ops[0]) \
                    and not self.mem.has_shadow(inst.ops[1]):
                raise self.unsupported("a pointer to memory with derivatives is stored into memory enzympy "
                                       "does not follow (no shadow): the derivatives would be lost", inst)
            elif inst.opcode == "call" and inst.callee is None and any(self.act.is_active(o) for o in inst.args):
                raise self.unsupported("indirect call with active arguments", inst)
            elif inst.opcode == "call" and any(self.act.is_active(o) for o in inst.args) \
                    and inst.callee and not inst.callee.startswith(SKIP_CALLS) \
                    and not is_user_call(inst, self.fn.module) \
                    and rules.lookup(inst.callee) is None and inst.type.has_float():
                raise self.unsupported(f"no derivative rule for @{inst.callee}", inst)
            elif inst.opcode in ("bitcast", "ptrtoint") and inst.ops[0].is_local \
                    and inst.ops[0].name in self.act.varied and not inst.type.has_float():
                raise self.unsupported(f"an active float is reinterpreted as {inst.type} "
                                       "(bit manipulation of floats)", inst)
            elif inst.opcode == "call" and self._opaque_call_on_active_memory(inst):
                who = f"@{inst.callee} has no body here" if inst.callee else "a call through a function pointer"
                raise self.unsupported(f"{who} and gets active memory: no derivative for what it does "
                                       "to it", inst)
            elif inst.opcode == "ret" and self.spec.ret_active and inst.ops and \
                    inst.ops[0].kind == "inst" and inst.ops[0].name not in self.act.active and \
                    inst.ops[0].name in self.act.varied:
                raise self.unsupported("returned value depends on an active input in a way enzympy "
                                       "cannot differentiate", inst)

    def _opaque_call_on_active_memory(self, inst) -> bool:
        """A call to a body-less function (not a known allocator, intrinsic or harmless library
        routine) that receives a pointer with a shadow may change active memory unseen."""
        c = inst.callee or ""
        if not c:                    # through a function pointer: nothing is known of the callee
            return any(a.type.scalar.kind == "ptr" and self.mem.has_shadow(a) for a in inst.args)
        if c.startswith(HARMLESS_INTRINSICS) or c in HARMLESS_CALLS or is_memory_op(inst) \
                or is_user_call(inst, self.fn.module) or rules.lookup(c) is not None:
            return False
        return any(a.type.scalar.kind == "ptr" and self.mem.has_shadow(a) for a in inst.args)

    def rule_for(self, inst):
        """('rule', Rule) or ('linear', entry) or ('phi', None); raise when unsupported."""
        op = inst.opcode
        if op == "phi":
            return ("phi", None)
        if op in LINEAR:
            return ("linear", LINEAR[op])
        if op == "call":
            callee = inst.callee
            if is_user_call(inst, self.fn.module):
                return ("call", None)
            if (callee or "").startswith("llvm.masked.load") and self.mem.has_shadow(inst.args[0]):
                return ("memory", None)
            r = rules.lookup(callee) if callee else None
            if r is None:
                what = f"no derivative rule for @{callee}" if callee else "indirect call"
                if callee and not self.fn.module.mod.get_function(callee).is_declaration:
                    what = f"call to defined function @{callee} is not differentiated yet"
                raise self.unsupported(what, inst)
            return ("rule", r)
        if op in ("load", "atomicrmw") and self.mem.has_shadow(inst.ops[0]):
            return ("memory", None)
        r = rules.RULES.get(op)
        if r is None:
            if op in ("load", "store", "getelementptr", "alloca", "atomicrmw", "cmpxchg"):
                raise self.unsupported(f"{op} of active memory is not supported yet", inst)
            raise self.unsupported(f"no derivative rule for instruction '{op}'", inst)
        return ("rule", r)

    def needed_operands(self, inst):
        """Primal values (ir.Value) the reverse of an active instruction reads."""
        if self.calls.involved(inst):
            return self.calls.needed(inst)
        if not self.act.inst_active(inst):
            return self.mem.needed(inst)
        kind, r = self.rule_for(inst)
        if kind == "memory":
            return self.mem.needed(inst)
        if kind == "phi":
            return []
        if kind == "linear":
            return [inst.ops[k] for k in r[0]]
        ops = inst.args if inst.opcode == "call" else inst.ops
        out = []
        names = set()
        for k, p in enumerate(r.partials):
            if p is not None and k < len(ops) and self.act.is_active(ops[k]):
                names |= rules.names_used(p)
        for k, pname in enumerate(r.params):
            if pname in names and k < len(ops):
                out.append(ops[k])
        if "r" in names:
            out.append(inst.value)
        return out

    def reversed_here(self, inst) -> bool:
        """Does the reverse pass do anything for this instruction?"""
        if inst.opcode == "phi" or inst.is_terminator:
            return False
        return self.act.inst_active(inst) or (is_memory_op(inst) and self.mem.has_reverse(inst)) \
            or self.calls.involved(inst)

    def needed_values(self):
        """(name, type, defining block) of each forward value the reverse pass reads."""
        block_of = {i.name: i.block.name for i in self.fn.instructions() if i.name}
        types = {i.name: i.type for i in self.fn.instructions() if i.name}
        for inst in self.fn.instructions():
            if inst.opcode == "call" and is_user_call(inst, self.fn.module):
                block_of[self.calls.key(inst) + ".ad.tape"] = inst.block.name
                types[self.calls.key(inst) + ".ad.tape"] = PTR
            if inst.opcode == "call" and inst.callee == "posix_memalign":
                block_of[inst.name + ".ad.pm"] = inst.block.name
                types[inst.name + ".ad.pm"] = PTR
        out = []
        for inst in self.fn.instructions():
            if inst.block.name not in self.returning or not self.reversed_here(inst):
                continue
            for v in self.needed_operands(inst):
                if v.kind != "inst":
                    continue
                if v.name.endswith(".ad.sh"):
                    out.append((v.name, v.type, block_of[v.name[:-len(".ad.sh")]]))
                else:
                    out.append((v.name, types[v.name], block_of[v.name]))
        return out

    def make_plan(self):
        """Needed values: stored, or recomputed from others, whichever stores fewer bytes
        (a minimum vertex cut, see analyses.mincut)."""
        needed = {n: (t, blk) for n, t, blk in self.needed_values()}
        for blk in self.pred_blocks:
            needed[CachePlan.pred_index_name(blk)] = (pred_index_type(self.cfg, blk), blk)
        info = dict(needed)

        def operands_of(name):
            ops = self.recompute_operands(name)
            if ops is None:
                return None
            for v in ops:
                info.setdefault(v.name, self.value_info(v))
            return [v.name for v in ops]

        stored, recompute = least_storage(needed, operands_of, lambda n: self.store_cost(n, *info[n]))
        counters = set()
        for name in recompute:
            loop = self.header_pred_loop(name) or (self.policy.induction(name) or (None,))[0]
            if loop is not None:
                counters.add(loop.header)
        used = stored | recompute
        return CachePlan(self.fn, self.cfg, [(n, t, blk) for n, (t, blk) in info.items() if n in used],
                         self.returning, recompute, counters, home=self.policy.cache_loop)

    def recompute_operands(self, name):
        """The values the reverse pass reads to compute `name` again, or None: it is stored."""
        if name.endswith(".ad.base"):                 # from the trip count, when the reverse enters
            trips = self.trips.get(name[:-len(".ad.base")])
            return None if trips is None else [v for v in (trips.start, trips.bound) if v.kind == "inst"]
        loop = self.header_pred_loop(name)
        if loop is not None:                          # first iteration or not: from the base
            return [self.base_value(loop)]
        phi = self.merge_phi(name)
        if phi is not None:                           # the incoming value of the edge taken
            pidx = self.pred_index_value(phi.block.name)
            return [pidx] + list({v.name: v for v, _ in phi.incoming if v.kind == "inst"}.values())
        ops = self.policy.recompute_operands(name)
        iv = self.policy.induction(name) if ops is not None else None
        return ops + [self.base_value(iv[0])] if iv is not None else ops

    def merge_phi(self, name):
        """The phi, when `name` is a phi of a merge block (not a loop header) whose predecessor
        index the reverse pass has: its value is the incoming one of the edge that index names."""
        d = self._insts.get(name)
        if d is None or d.opcode != "phi" or self.policy.induction(name) is not None:
            return None
        blk = d.block.name
        loop = self.cfg.loop_of.get(blk)
        if blk not in self.pred_blocks or loop is None or loop.header == blk:
            return None
        if any(v.kind == "other" for v, _ in d.incoming):
            return None
        return d

    def pred_index_value(self, block):
        name = CachePlan.pred_index_name(block)
        return Value(pred_index_type(self.cfg, block), local(name), "inst", name)

    @staticmethod
    def base_value(loop):
        name = CachePlan.base_name(loop)
        return Value(I64, local(name), "inst", name)

    def value_info(self, v):
        """(type, defining block) of a forward value, a shadow, a loop's base or a predecessor index."""
        if v.name.endswith(".ad.base"):
            loop = self.cfg.loop_of[v.name[:-len(".ad.base")]]
            return I64, loop.preheader
        if v.name.endswith(".ad.pred"):
            return v.type, v.name[:-len(".ad.pred")]
        owner = v.name[:-len(".ad.sh")] if v.name.endswith(".ad.sh") else v.name
        d = self._insts[owner]
        return (v.type if v.name != owner else d.type), d.block.name

    def store_cost(self, name, t, blk):
        """Bytes stored per call, roughly: the size, times 16 per loop around the record."""
        loop = self.cfg.loop_of.get(blk)
        if loop is not None:
            loop = self.policy.cache_loop(name, loop)
        return max(1, size_of(t)) * 16 ** (loop.depth if loop is not None else 0)

    def header_pred_loop(self, name):
        """The loop, when `name` is the predecessor index of a loop header entered from one
        preheader and continued from one latch: it is 'first iteration or not'."""
        if not name.endswith(".ad.pred"):
            return None
        header = name[:-len(".ad.pred")]
        loop = self.cfg.loop_of.get(header)
        if loop is None or loop.header != header or loop.preheader is None or len(loop.latches) != 1:
            return None
        if set(self.plan_preds(header)) != {loop.preheader, loop.latches[0]}:
            return None
        return loop

    def plan_preds(self, block):
        """Distinct predecessors of a block, in the order the predecessor index numbers them."""
        return list(dict.fromkeys(self.cfg.preds.get(block, [])))

    def memcpy_float_type(self, inst):
        """Element type of the floats a memcpy moves, from the accesses around it."""
        return self.float_type_of([inst.args[0], inst.args[1]], inst)

    def float_type_of(self, pointers, inst):
        """'double' or 'float': how the memory behind these pointers is accessed (the pointers,
        what they derive from, and everything derived from those through GEPs, casts, phis)."""
        roots = {self._root(p) for p in pointers}
        derived = {p.name for p in pointers if p.is_local} | {r for r in roots}
        insts = list(self.fn.instructions())
        changed = True
        while changed:
            changed = False
            for i in insts:
                if i.name and i.name not in derived and i.opcode in ("getelementptr", "bitcast", "phi", "select") \
                        and any(o.is_local and (o.name in derived or o.ref in derived) for o in i.ops):
                    derived.add(i.name)
                    changed = True
        seen = set()
        for other in insts:
            if other.opcode in ("load", "store"):
                ptr = other.ops[0] if other.opcode == "load" else other.ops[1]
                t = other.type if other.opcode == "load" else other.ops[0].type
                if t.scalar.kind == "float" and (ptr.name in derived or self._root(ptr) in roots):
                    seen.add(t.scalar.name)
        if len(seen) != 1:
            types = self.type_analysis()
            kinds = {types.float_at(p, 0) for p in pointers} - {None}
            if len(kinds) == 1:
                return kinds.pop()
            trees = "; ".join(f"{p.ref}: {types.tree(p)}" for p in pointers)
            raise self.unsupported("cannot tell whether this moves float or double data "
                                   f"(type trees {trees})", inst)
        return seen.pop()

    def type_analysis(self):
        """Type trees of the function, computed on first need (memcpy, realloc, integer copies)."""
        if not hasattr(self, "_type_trees"):
            from enzympy.analyses.type_analysis import TypeAnalysis
            self._type_trees = TypeAnalysis(self.fn.module, self.fn.name)
        return self._type_trees

    def _call_index(self, inst):
        if not hasattr(self, "_call_indices"):
            self._call_indices = {id(i): k for k, i in enumerate(self.fn.instructions())}
        return self._call_indices[id(inst)]

    def _root(self, v):
        defs = self._insts
        while v.kind == "inst" and defs[v.name].opcode in ("getelementptr", "bitcast"):
            v = defs[v.name].ops[0]
        return v.ref

    # ------------------------------------------------------------------ building
    def build(self):
        spec, fn, b = self.spec, self.fn, self.b
        mode = spec.mode
        params = [f"{a.type} {a.ref}" for a in fn.args]
        # a `restrict` argument's shadow is restrict too: it may alias none of the others
        params += [f"ptr{' noalias' if a in fn.noalias_args else ''} {local(shadow_name(a))}" for a in spec.dup_args]
        self.dret = None
        if spec.ret_active and mode != "augmented":
            self.dret = Value(fn.ret_type, "%ad.dret", "arg", "ad.dret")
            params.append(f"{fn.ret_type} %ad.dret")
        if mode == "reverse":
            params.append("ptr %ad.tape")
        self.ret_blocks = [blk.name for blk in fn.blocks
                           if blk.name in self.cfg.reachable and blk.terminator.opcode == "ret"]
        self.out_types = []
        keep_primal = fn.ret_type.kind != "void" and (spec.return_primal or mode == "augmented")
        if keep_primal and mode != "reverse":
            self.out_types.append(fn.ret_type)
        if mode == "augmented" and spec.ret_shadow:
            self.out_types.append(PTR)
        self.active_arg_values = [a for a in fn.args if a.name in spec.active_args]
        if mode == "augmented":
            self.out_types.append(PTR)
        else:
            self.out_types += [a.type for a in self.active_arg_values]
        self.ret_type = literal_struct(self.out_types)
        self.keep_primal = keep_primal

        b.block("ad.entry")
        self.entry_setup()
        if mode == "reverse":
            self.unpack_tape()
        else:
            b.br(fn.entry.name)
            for name in self.cfg.order:              # dominators first: loop state is set
                self.forward_block(fn.block(name))
        if mode == "combined":
            b.block("ad.turn")
            self.begin_reverse()
        if mode == "augmented":
            self.pack_tape()
        else:
            self.dispatch = self.dispatch_loops()
            self.dispatch_ids, self.dispatch_in = {}, {h: [] for h in self.dispatch}
            self.dispatch_to = {h: {} for h in self.dispatch}
            for blk in reversed(fn.blocks):
                if blk.name in self.returning:
                    self.reverse_block(blk)
            self.emit_dispatch()

        attrs = _target_attrs(fn.attrs)
        head = f"define internal {self.ret_type} {glob(spec.name)}({', '.join(params)}){attrs} {{"
        return head + "\n" + b.text() + "\n}\n" + self.scopes.definitions(), dict(b.declarations)

    # ------------------------------------------------------------------ the tape (split mode)
    def tape_fields(self):
        """What crosses from the augmented forward pass to the reverse pass, in order."""
        fields = [("slot", name, t) for name, t in self.plan.slot_values()]
        for loop in self.plan.cached_loops():
            fields += [("buf", loop.header, PTR), ("cnt", loop.header, I64)]
        fields.append(("retid", None, I32))
        return fields

    def _tape_slot(self, kind, key):
        if kind == "slot":
            return self.slots[key]
        if kind == "buf":
            return self.loop_state[key][2]
        if kind == "cnt":
            return self.loop_state[key][0]
        return self.retid

    def pack_tape(self):
        b = self.b
        b.block("ad.pack")
        fields = self.tape_fields()
        st = literal_struct([t for _, _, t in fields])
        b.declare("malloc", "declare ptr @malloc(i64)")
        tape = b.emit(PTR, f"call ptr @malloc(i64 {size_of(st)})", "tape")
        for k, (kind, key, t) in enumerate(fields):
            v = b.load(t, self._tape_slot(kind, key), "tv")
            b.store(v, b.gep(st, tape, [int_const(0, I32), int_const(k, I32)]), align=_heap_align(t))
        agg = Value(self.ret_type, "undef", "const")
        j = 0
        if self.keep_primal:
            agg = b.insertvalue(agg, b.load(self.fn.ret_type, self.primal_ret, "pr"), [0])
            j = 1
        if self.spec.ret_shadow:
            agg = b.insertvalue(agg, b.load(PTR, self.shadow_ret, "psh"), [j])
            j += 1
        agg = b.insertvalue(agg, tape, [j])
        b.raw(f"ret {agg.typed}")

    def unpack_tape(self):
        b = self.b
        fields = self.tape_fields()
        st = literal_struct([t for _, _, t in fields])
        tape = Value(PTR, "%ad.tape", "arg", "ad.tape")
        for k, (kind, key, t) in enumerate(fields):
            v = b.load(t, b.gep(st, tape, [int_const(0, I32), int_const(k, I32)]), "tv", align=_heap_align(t))
            b.store(v, self._tape_slot(kind, key))
        b.declare("free", "declare void @free(ptr)")
        b.raw("call void @free(ptr %ad.tape)")
        self.begin_reverse()

    def begin_reverse(self):
        """The one block where the reverse pass begins: the caches are viewed, then the reverse
        of the block that returned."""
        b = self.b
        self.view_caches()
        if not self.ret_blocks:                # it never returns: nor does its derivative
            b.raw("unreachable")                 # (the forward pass aborts, as the primal does)
            return
        rid = b.load(I32, self.retid, "retid")
        cases = " ".join(f"i32 {k}, label {local('rev.' + r)}" for k, r in enumerate(self.ret_blocks[1:], 1))
        b.raw(f"switch i32 {rid.ref}, label {local('rev.' + self.ret_blocks[0])} [ {cases} ]")

    def entry_setup(self):
        b = self.b
        self.retid = b.alloca(I32, "retid")
        for name in sorted(self.act.active if self.spec.mode != "augmented" else (), key=lambda n: self._order.get(n, -1)):
            t = self._types[name]
            slot = b.alloca(t, "d")
            b.store(adjoint_zero(t), slot)
            self.adj_slot[name] = slot
        self.slots = {}
        for name, t in self.plan.slot_values():
            self.slots[name] = b.alloca(t, "c")
        self.base_slot = {}               # loop header -> the base, set where the reverse enters the loop
        for loop in self.cfg.loops:
            if self.plan.where(CachePlan.base_name(loop)) == "recompute":
                self.base_slot[loop.header] = b.alloca(I64, "base")
        self.loop_state = {}
        for loop in self.plan.cached_loops():
            cnt, cap, buf = b.alloca(I64, "cnt"), b.alloca(I64, "cap"), b.alloca(PTR, "cache")
            b.store(int_const(0), cnt)
            self.loop_state[loop.header] = (cnt, cap, buf)
            if self.plan.has_record(loop) and self.spec.mode != "reverse":
                self.take_from_pool(loop, cap, buf)
            else:
                b.store(int_const(0), cap)
                b.store(zero(PTR), buf)
        if self.keep_primal:
            self.primal_ret = b.alloca(self.fn.ret_type, "pret")
        if self.spec.ret_shadow and self.spec.mode == "augmented":
            self.shadow_ret = b.alloca(PTR, "sret")
        # a global's old adjoint is no input; only the outermost derivative clears them (those
        # its callees use too): a callee's forward pass may read a shadow pointer stored earlier
        clear = self.spec.zero_globals and self.spec.mode != "reverse"
        used = self.shadow.globals | (self.shadow.memory.touched_globals(self.fn.name) if clear else set())
        for g in sorted(used):
            gv = self.mem.shadow(Value(PTR, "@" + g, "global", g))
            primal = find_global(self.fn.module.mod, g)
            t = self.fn.module.type(str(primal.global_value_type))
            b.declare(gv.name, f"{gv.ref} = internal global {t} zeroinitializer, align {_global_align(primal, t)}")
            if clear:
                self.mem._zero(gv, int_const(size_of(t)))

    # ------------------------------------------------------------------ forward pass
    def forward_block(self, blk):
        b, plan = self.b, self.plan
        b.block(blk.name)
        exit_label = plan.exit_label(blk.name)
        for phi in blk.phis:
            b.raw(self._phi_text(phi))
        for phi in blk.phis:
            if phi.name in self.shadow.shadowed:
                b.raw(self.mem.phi_text(phi, plan.exit_label))
        if plan.needs_pred_index(blk.name):
            preds = self.cfg.preds[blk.name]
            uniq = plan.unique_preds(blk.name)
            inc = ", ".join(f"[ {uniq.index(p)}, {local(plan.exit_label(p))} ]" for p in preds)
            pidx = self.pred_index_value(blk.name)
            b.raw(f"{pidx.ref} = phi {pidx.type} {inc}")
        loop = self.cfg.loop_of.get(blk.name)
        if loop is not None and loop.header == blk.name and loop.header in self.loop_state:
            self.loop_counter_forward(loop, blk)
        for phi in blk.phis:
            self.cache_store(phi.value)
            self.cache_store(self.mem.shadow(phi.value))
        if plan.needs_pred_index(blk.name):
            self.cache_store(self.pred_index_value(blk.name))
        for inst in blk.instructions:
            if inst.opcode == "phi":
                continue
            if inst.opcode == "call" and (inst.callee or "").startswith(SKIP_CALLS):
                continue
            if inst.is_terminator:
                self.loop_entry(blk.name)
            if inst.opcode == "ret":
                if self.keep_primal and inst.ops:
                    b.store(inst.ops[0], self.primal_ret)
                if self.spec.ret_shadow and self.spec.mode == "augmented":
                    b.store(self.mem.returned_shadow(inst), self.shadow_ret)
                b.store(int_const(self.ret_blocks.index(blk.name), I32), self.retid)
                b.br("ad.pack" if self.spec.mode == "augmented" else "ad.turn")
                continue
            if self.calls.involved(inst):
                self.calls.forward(inst)
                self.cache_store(self.calls.tape_value(inst))
            elif inst.opcode in ("load", "store"):
                b.raw(_clean(inst.text) + self.primal_tags(inst.ops[0] if inst.opcode == "load" else inst.ops[1]))
            else:
                b.raw(_clean(inst.text))
            self.mem.forward(inst)
            if inst.opcode == "call" and inst.callee == "posix_memalign":
                self.cache_store(Value(PTR, local(inst.name + ".ad.pm"), "inst", inst.name + ".ad.pm"))
            if inst.name:
                self.cache_store(inst.value)
                if inst.name in self.shadow.shadowed:
                    self.cache_store(self.mem.shadow(inst.value))
        assert exit_label == b.current, (exit_label, b.current)

    def primal_tags(self, ptr: Value) -> str:
        """Alias-scope tags of a primal access through ptr (enzympy.alias_scopes)."""
        return self.scopes.tags(self.scopes.primal_key(self.policy.root(ptr)))

    def _phi_text(self, phi):
        head = phi.line.split("[", 1)[0].rstrip()
        inc = ", ".join(f"[ {v.ref}, {local(self.plan.exit_label(p))} ]" for v, p in phi.incoming
                        if p in self.cfg.reachable)
        return f"{head} {inc}"

    def loop_counter_forward(self, loop, blk):
        """idx = cnt++; grow the cache when full (unless sized in the preheader). A loop with
        no record whose trip count is known counts nothing here (see enter_loops_reversed)."""
        b = self.b
        if not self.plan.has_record(loop) and loop.header in self.base_slot:
            return
        cnt, cap, buf = self.loop_state[loop.header]
        idx = b.load(I64, cnt, "idx")
        nxt = b.ibin("add", idx, int_const(1))
        b.store(nxt, cnt)
        rec = self.plan.record_type(loop)
        if not self.plan.has_record(loop):
            return
        if not self.plan.presized(loop):
            capv = b.load(I64, cap, "capv")
            full = b.emit(Type("int", width=1), f"icmp uge i64 {idx.ref}, {capv.ref}")
            grow = f"{blk.name}.ad.grow"
            cont = f"{blk.name}.ad.cont"
            b.condbr(full, grow, cont)
            b.block(grow)
            self.emit_grow(buf, cap, nxt, rec)
            b.br(cont)
            b.block(cont)
        base = b.load(PTR, buf, "base")
        self.loop_base = getattr(self, "loop_base", {})
        self.loop_base[loop.header] = (idx, base)

    def loop_entry(self, block):
        """End of a preheader: note the counter on entry, size the cache when the trip count is known."""
        for header, loop in self.plan._loops.items():
            base = self.base_value(loop)
            if loop.preheader == block and self.plan.where(base.name) not in (None, "recompute"):
                self.b.raw(f"{base.ref} = load i64, ptr {self.loop_state[header][0].ref}")
                self.cache_store(base)
        if self.plan.presized_at(block) is not None:
            self.presize(self.plan.presized_at(block), block)

    # ------------------------------------------------------------------ cache memory between calls
    # A loop cache is big, and fresh memory costs a page fault per page on every call: the last
    # buffer of each loop is kept in a one-slot pool (a global, taken and given back atomically,
    # so threads never share one) and reused, with its capacity read back from malloc. The take
    # is a call to a noinline function whose result is `noalias`, as malloc's is: the optimiser
    # then still knows that cache stores touch none of the user's memory.
    def pool(self, header):
        name = f"__enzympy_pool.{self.fn.name}.{header}"
        self.b.declare(name, f"{glob(name)} = internal global ptr null, align 8")
        return glob(name)

    def take_from_pool(self, loop, cap, buf):
        b = self.b
        b.declare(POOL_TAKE, POOL_TAKE_IR)
        b.declare("malloc_usable_size", "declare i64 @malloc_usable_size(ptr)")
        got = b.emit(PTR, f"call noalias ptr @{POOL_TAKE}(ptr {self.pool(loop.header)})", "pooled")
        size = b.emit(I64, f"call i64 @malloc_usable_size(ptr {got.ref})", "usable")
        b.store(got, buf)
        b.store(b.ibin("udiv", size, int_const(max(1, size_of(self.plan.record_type(loop))))), cap)

    def view_caches(self):
        """Where the reverse pass begins: from here on each cache is only read, through a new
        `noalias` pointer to it (the forward pass's one is a web of phis through realloc that
        alias analysis gives up on), so loads of cached values leave the loops of the reverse
        pass that only write shadow memory."""
        b = self.b
        for header, (cnt, cap, buf) in self.loop_state.items():
            if not self.plan.has_record(self.cfg.loop_of[header]):
                continue
            b.declare(CACHE_VIEW, CACHE_VIEW_IR)
            p = b.load(PTR, buf, "buf")
            b.store(b.emit(PTR, f"call noalias ptr @{CACHE_VIEW}(ptr {p.ref})", "view"), buf)

    def give_to_pool(self, header, p):
        b = self.b
        if not self.plan.has_record(self.cfg.loop_of[header]):
            return
        pair = b.emit(Type("struct", elems=(PTR, Type("int", width=1))),
                      f"cmpxchg ptr {self.pool(header)}, ptr null, ptr {p.ref} seq_cst seq_cst", "give")
        kept = b.extractvalue(pair, [1])
        spare = b.select(kept, zero(PTR), p)          # the pool was full: free this one
        b.declare("free", "declare void @free(ptr)")
        b.call(Type("void", "void"), "free", [spare])

    def emit_grow(self, buf, cap, need, rec):
        """Grow a cache to hold at least `need` records (doubling), with realloc."""
        b = self.b
        capv = b.load(I64, cap, "capv")
        dbl = b.ibin("shl", capv, int_const(1))
        m1 = b.emit(I64, f"call i64 @llvm.umax.i64(i64 {dbl.ref}, i64 {need.ref})")
        newcap = b.emit(I64, f"call i64 @llvm.umax.i64(i64 {m1.ref}, i64 16)")
        b.declare("llvm.umax.i64", "declare i64 @llvm.umax.i64(i64, i64)")
        nbytes = b.ibin("mul", newcap, int_const(size_of(rec)))
        old = b.load(PTR, buf, "old")
        new = b.emit(PTR, f"call ptr @realloc(ptr {old.ref}, i64 {nbytes.ref})")
        b.declare("realloc", "declare ptr @realloc(ptr, i64)")
        b.store(new, buf)
        b.store(newcap, cap)

    def presize(self, loop, preheader):
        """In the preheader: make room for the loop's trip count more records of its cache."""
        b = self.b
        tc = self.plan.trip_count(loop)
        ext = "sext" if tc.signed else "zext"
        start = b.cast(ext, tc.start, I64) if tc.start.type != I64 else tc.start
        bound = b.cast(ext, tc.bound, I64) if tc.bound.type != I64 else tc.bound
        diff = b.ibin("sub", bound, start) if tc.step > 0 else b.ibin("sub", start, bound)
        b.declare("llvm.smax.i64", "declare i64 @llvm.smax.i64(i64, i64)")
        diff = b.emit(I64, f"call i64 @llvm.smax.i64(i64 {diff.ref}, i64 0)")
        count = b.ibin("add", b.ibin("udiv", diff, int_const(abs(tc.step))), int_const(2))
        cnt, cap, buf = self.loop_state[loop.header]
        cur = b.load(I64, cnt, "cnt")
        need = b.ibin("add", cur, count)
        capv = b.load(I64, cap, "capv")
        full = b.emit(Type("int", width=1), f"icmp ugt i64 {need.ref}, {capv.ref}")
        grow = f"{preheader}.ad.presize"
        cont = self.plan.exit_label(preheader)
        b.condbr(full, grow, cont)
        b.block(grow)
        self.emit_grow(buf, cap, need, self.plan.record_type(loop))
        b.br(cont)
        b.block(cont)

    def cache_store(self, v: Value):
        where = self.plan.where(v.name)
        if where is None or where == "recompute":
            return
        b = self.b
        if where == "slot":
            b.store(v, self.slots[v.name])
            return
        loop, field = where
        idx, base = self.loop_base[loop.header]
        rec = self.plan.record_type(loop)
        p = b.gep(rec, base, [idx, int_const(field, I32)])
        b.store(v, p, align=CachePlan.field_align(v.type), meta=self.scopes.tags(CACHE))

    # ------------------------------------------------------------------ reverse pass
    def primal(self, v: Value) -> Value:
        """The primal value v, readable in the current reverse block."""
        if not v.is_local or v.kind == "arg":
            return v
        key = (self.cur_rev, v.name)
        if key in self.prim_cache:
            return self.prim_cache[key]
        where = self.plan.where(v.name)
        b = self.b
        if where is None:
            raise AssertionError(f"value {v.ref} needed in reverse but not cached")
        if where == "slot":
            out = b.load(v.type, self.slots[v.name], "p")
        elif where == "recompute":
            out = self.recompute(v)
        else:
            loop, field = where
            cnt, cap, buf = self.loop_state[loop.header]
            c = b.load(I64, cnt, "c")
            idx = b.ibin("add", c, int_const(-1))
            base = b.load(PTR, buf, "base")
            p = b.gep(self.plan.record_type(loop), base, [idx, int_const(field, I32)])
            out = b.load(v.type, p, "p", align=CachePlan.field_align(v.type), meta=self.scopes.tags(CACHE))
        lanes = self.poison_lanes(v)
        if lanes:                                    # 0 * poison is poison: read those lanes as 0
            n = v.type.count
            mask = ", ".join(f"i32 {n if k in lanes else k}" for k in range(n))
            out = b.emit(v.type, f"shufflevector {out.typed}, {v.type} zeroinitializer, <{n} x i32> <{mask}>", "nopoison")
        self.prim_cache[key] = out
        return out

    def poison_lanes(self, v, depth=0) -> set:
        """Lanes of a vector value that may be poison (vectorised code builds vectors from
        poison and shuffles with poison masks; the partials must not multiply by them)."""
        if v.type.kind != "vector" or depth > 16:
            return set()
        if v.kind == "const":
            return set(range(v.type.count)) if v.ref in ("poison", "undef") else set()
        d = self._insts.get(v.name) if v.kind == "inst" else None
        if d is None:
            return set()
        if d.opcode == "insertelement":
            idx = d.ops[2]
            base = self.poison_lanes(d.ops[0], depth + 1)
            return base - {int(idx.ref)} if idx.kind == "const" and idx.ref.lstrip("-").isdigit() else set()
        if d.opcode == "call" and (d.callee or "").startswith("llvm.masked.load"):
            from .memory import masked_parts
            return self.poison_lanes(masked_parts(d)[2], depth + 1) | _poison_elements(masked_parts(d)[2])
        if d.opcode == "shufflevector":
            from .linear import shuffle_mask
            n = d.ops[0].type.count
            pa, pb = self.poison_lanes(d.ops[0], depth + 1), self.poison_lanes(d.ops[1], depth + 1)
            out = set()
            for k, m in enumerate(shuffle_mask(d)):
                if m is None or (m < n and m in pa) or (m >= n and m - n in pb):
                    out.add(k)
            return out
        return set()

    def recompute(self, v: Value) -> Value:
        """Compute a loop value again in the reverse pass (see analyses.recompute)."""
        b, name = self.b, v.name
        if name.endswith(".ad.base"):                # set where the reverse pass entered the loop
            return b.load(I64, self.base_slot[name[:-len(".ad.base")]], "base")
        loop = self.header_pred_loop(name)
        if loop is not None:                         # 0/1: which edge entered this iteration
            cnt = self.loop_state[loop.header][0]
            c = b.load(I64, cnt, "c")
            base = self.primal(self.base_value(loop))
            first = b.emit(Type("int", width=1), f"icmp eq i64 {b.ibin('add', c, int_const(-1)).ref}, {base.ref}")
            preds = self.plan_preds(loop.header)
            t = pred_index_type(self.cfg, loop.header)
            return b.emit(t, f"select i1 {first.ref}, {t} {preds.index(loop.preheader)}, "
                             f"{t} {preds.index(loop.latches[0])}")
        phi = self.merge_phi(name)
        if phi is not None:
            return self.recompute_merge_phi(phi)
        iv = self.policy.induction(name)
        if iv is not None:
            loop, start, step = iv
            cnt = self.loop_state[loop.header][0]
            c = b.load(I64, cnt, "c")
            base = self.primal(self.base_value(loop))
            k = b.ibin("sub", b.ibin("add", c, int_const(-1)), base)
            if v.type != I64:
                k = b.cast("trunc", k, v.type)
            k = b.ibin("mul", k, Value(v.type, str(step), "const"))
            return b.ibin("add", self.primal(start), k) if not (start.kind == "const" and start.ref == "0") else k
        shadow = name.endswith(".ad.sh")
        d = self._insts[name[:-len(".ad.sh")] if shadow else name]
        mapping = {o.name: self.primal(o).ref for o in self.policy.operands(name) if not o.name.endswith(".ad.sh")}
        text = _clean(d.line).split("=", 1)[1].strip()
        if shadow:
            base = d.ops[0]
            sref = self.primal(self.mem.shadow(base)).ref
            needle = f"ptr {base.ref}"
            pos = text.find(needle)
            text = text[:pos] + f"ptr {sref}" + text[pos + len(needle):]
            mapping.pop(base.name, None)
        text = _LOCAL_REF.sub(lambda m: mapping.get(_unquote(m.group(1)), m.group(0)), text)
        if d.opcode == "load" and not shadow:          # primal memory: apart from every shadow
            text += self.primal_tags(d.ops[0])
        return b.emit(v.type, text, "rc")

    def recompute_merge_phi(self, phi) -> Value:
        """switch on the predecessor index; each arm reads (or recomputes) only the incoming
        value of its own edge, which the forward pass did compute in this iteration."""
        b = self.b
        preds = self.plan_preds(phi.block.name)
        incoming = {p: v for v, p in phi.incoming}
        values = [incoming[p] for p in preds]
        if len({v.ref for v in values}) == 1:
            return self.primal(values[0])
        pidx = self.primal(self.pred_index_value(phi.block.name))
        arms = [b.new_block(f"rc.{phi.name}.{k}") for k in range(len(preds))]
        join = b.new_block(f"rc.{phi.name}.join")
        cases = " ".join(f"{pidx.type} {k}, label {local(a)}" for k, a in enumerate(arms[1:], 1))
        b.raw(f"switch {pidx.typed}, label {local(arms[0])} [ {cases} ]")
        saved, got = self.cur_rev, []
        for arm, v in zip(arms, values):
            b.block(arm)
            self.cur_rev = arm                            # what is made here serves this arm only
            got.append((self.primal(v), b.current))
            b.br(join)
        self.cur_rev = saved
        b.block(join)
        inc = ", ".join(f"[ {x.ref}, {local(blk)} ]" for x, blk in got)
        return b.emit(phi.type, f"phi {phi.type} {inc}", "rc")

    def adjoint(self, name) -> Value:
        """Read and clear the adjoint of an active value."""
        slot = self.adj_slot[name]
        t = self._types[name]
        v = self.b.load(t, slot, "adj")
        self.b.store(adjoint_zero(t), slot)
        return v

    def accumulate(self, target: Value, contrib: Value):
        """The one accumulation point: adjoint(target) += contrib."""
        if not self.act.is_active(target):
            return
        slot = self.adj_slot[target.name]
        b = self.b
        old = b.load(target.type, slot, "acc")
        b.store(self.add(old, contrib), slot)

    def add(self, a: Value, c: Value, flags: str = "") -> Value:
        """a + c for adjoints (floats, float vectors, aggregates of them); `flags`: fast-math."""
        t = a.type
        if t.kind in ("float", "vector"):
            return self.b.fadd(a, c, flags)
        if t.kind in ("struct", "array"):
            out = a
            elems = t.elems if t.kind == "struct" else [t.elem] * t.count
            for k, et in enumerate(elems):
                if et.has_float():
                    x = self.b.extractvalue(a, [k])
                    y = self.b.extractvalue(c, [k])
                    out = self.b.insertvalue(out, self.add(x, y, flags), [k])
            return out
        return a

    def reverse_block(self, blk):
        b, plan = self.b, self.plan
        self.cur_rev = f"rev.{blk.name}"
        b.block(self.cur_rev)
        term = blk.terminator
        if term.opcode == "ret" and self.spec.ret_active and term.ops:
            self.accumulate(term.ops[0], self.dret)
        for inst in reversed(blk.instructions):
            if self.reversed_here(inst):
                self.reverse_instruction(inst)
        self.mem.flush_increments()
        # phis: their adjoints flow along the edge the forward pass took
        phi_adj = [(phi, self.adjoint(phi.name)) for phi in blk.phis if self.act.inst_active(phi)]
        preds = [p for p in plan.unique_preds(blk.name)]
        pidx = None
        if len(preds) > 1:
            pidx = self.primal(self.pred_index_value(blk.name))
        loop = self.cfg.loop_of.get(blk.name)
        if loop is not None and loop.header == blk.name and loop.header in self.loop_state:
            cnt = self.loop_state[loop.header][0]
            c = b.load(I64, cnt, "c")
            b.store(b.ibin("add", c, int_const(-1)), cnt)
        if not preds:
            self.finish()
            return
        targets = []
        for p in preds:
            entered = self.loops_entered(blk.name, p)
            route = self.dispatch_route(blk.name, p)
            if phi_adj or entered or route:
                edge = b.new_block(f"edge.{blk.name}.{p}")
                cur = b.current
                b.block(edge)
                self.enter_loops_reversed(entered, edge)
                for phi, adj in phi_adj:
                    for v, src in phi.incoming:
                        if src == p:
                            self.accumulate(v, adj)
                            break
                self.dispatch_jump(route, f"rev.{p}")
                b.block(cur)
                targets.append(edge)
            else:
                targets.append(f"rev.{p}")
        if pidx is None:
            b.br(targets[0])
        else:
            cases = " ".join(f"{pidx.type} {k}, label {local(t)}" for k, t in enumerate(targets[1:], 1))
            b.raw(f"switch {pidx.typed}, label {local(targets[0])} [ {cases} ]")

    # ------------------------------------------------------------------ reducible reverse loops
    def loops_left(self, block, pred):
        """Loops the forward edge pred -> block leaves (they hold pred, not block), outermost first."""
        out, loop = [], self.cfg.loop_of.get(pred)
        while loop is not None and block not in loop.blocks:
            out.append(loop)
            loop = loop.parent
        return out[::-1]

    def dispatch_loops(self) -> set:
        """Headers of the loops whose reversal needs a dispatch block of its own.

        The reverse pass enters a reversed loop where the forward pass left it. A loop left from
        two blocks (a `while a and b`, a `break`) would be entered at two places: an irreducible
        cycle, which LLVM's loop passes (unrolling, strength reduction, vectorisation) skip. Such a
        loop gets one block that every way into its reversal, and its back edge, passes through;
        it branches on to where the pass really goes. Inner loops first: a loop entered inside an
        inner loop with a dispatch block needs one too."""
        entries = {}
        for s in self.returning:
            for p in self.plan.unique_preds(s):
                if p in self.returning:
                    for loop in self.loops_left(s, p):
                        entries.setdefault(loop.header, set()).add(p)
        out = set()
        for loop in sorted(self.cfg.loops, key=lambda l: -l.depth):
            es = entries.get(loop.header, set())
            if len(es) > 1:
                out.add(loop.header)
            elif len(es) == 1:
                e = next(iter(es))
                inner, within = self.cfg.loop_of.get(e), False
                while inner is not None and inner is not loop:
                    within = within or inner.header in out
                    inner = inner.parent
                if within or not all(self.cfg.dominates(e, l) for l in loop.latches):
                    out.add(loop.header)
        return out

    def dispatch_route(self, block, pred):
        """The dispatch blocks the reverse edge from `block` back to `pred` passes, outermost first:
        the loop's own on a back edge, and those of the loops it enters."""
        route = []
        loop = self.cfg.loop_of.get(block)
        if loop is not None and loop.header == block and pred in loop.blocks and block in self.dispatch:
            route.append(loop)
        return route + [l for l in self.loops_left(block, pred) if l.header in self.dispatch]

    def dispatch_jump(self, route, target):
        """Branch to `target` through the dispatch blocks of `route` (an id says where to go)."""
        if not route:
            self.b.br(target)
            return
        tid = self.dispatch_ids.setdefault(target, len(self.dispatch_ids))
        self.dispatch_in[route[0].header].append((str(tid), self.b.current))
        for here, nxt in zip(route, route[1:] + [None]):
            self.dispatch_to[here.header][tid] = self.dispatch_label(nxt.header) if nxt else target
        self.b.br(self.dispatch_label(route[0].header))

    @staticmethod
    def dispatch_label(header):
        return f"ad.dispatch.{header}"

    def emit_dispatch(self):
        """The dispatch blocks: a phi of the target id from each way in, a switch on it. A block
        reached from an outer dispatch block by k of its switch's edges lists it k times."""
        b = self.b
        order = sorted(self.dispatch_in, key=lambda h: self.cfg.loop_of[h].depth)
        header_of = {self.dispatch_label(h): h for h in order}
        for h in order:                                   # outer first: they feed the inner ones
            if not self.dispatch_in[h]:
                continue
            b.block(self.dispatch_label(h))
            tid = local(b.fresh("tid"))
            incoming = ", ".join(f"[ {v}, {local(src)} ]" for v, src in self.dispatch_in[h])
            b.raw(f"{tid} = phi i32 {incoming}")
            cases = sorted(self.dispatch_to[h].items())
            default = cases[0][1]
            arms = " ".join(f"i32 {k}, label {local(t)}" for k, t in cases[1:])
            b.raw(f"switch i32 {tid}, label {local(default)} [ {arms} ]")
            for _, t in cases:
                if t in header_of:                        # on to an inner loop's dispatch block
                    self.dispatch_in[header_of[t]].append((tid, self.dispatch_label(h)))

    def loops_entered(self, block, pred):
        """Loops the reverse pass enters on the edge from `block` back to `pred` (the forward
        pass left them from pred to block) whose base it sets there, outermost first."""
        return [l for l in self.loops_left(block, pred) if l.header in self.base_slot]

    def enter_loops_reversed(self, loops, edge):
        """Where the reverse pass enters a loop whose trip count is known: its base (the counter
        on entry) is the counter less the trip count; a loop with no record counts in the reverse
        pass only, from the trip count down to 0. Nothing of it was stored."""
        b = self.b
        saved, self.cur_rev = self.cur_rev, edge      # values made here serve this edge only
        for loop in loops:
            t = self.trips[loop.header]
            start, bound = self.primal(t.start), self.primal(t.bound)
            up = t.step > 0
            step = int_const(abs(t.step), start.type)
            if t.until == "equal":                    # (bound - start) / step, in the counter's type
                if t.tests_phi:
                    bound = b.ibin("add", bound, int_const(t.step, bound.type))
                n = b.ibin("udiv", b.ibin("sub", bound, start) if up else b.ibin("sub", start, bound), step)
                n = b.cast("zext", n, I64) if n.type != I64 else n
            else:                                     # runs at least once, then while below (above)
                if start.type != I64:
                    ext = "sext" if t.signed else "zext"
                    start, bound = b.cast(ext, start, I64), b.cast(ext, bound, I64)
                    step = int_const(abs(t.step))
                if t.tests_phi:                       # phi < bound: the increment < bound + step
                    bound = b.ibin("add", bound, int_const(t.step))
                lo, hi = (start, bound) if up else (bound, start)
                past = b.emit(Type("int", width=1), f"icmp {'sgt' if t.signed else 'ugt'} i64 {hi.ref}, {lo.ref}")
                span = b.select(past, b.ibin("sub", hi, lo), int_const(1))
                n = b.ibin("udiv", b.ibin("add", span, int_const(abs(t.step) - 1)), step)
            cnt = self.loop_state[loop.header][0]
            if self.plan.has_record(loop):
                b.store(b.ibin("sub", b.load(I64, cnt, "c"), n), self.base_slot[loop.header])
            else:
                b.store(n, cnt)
                b.store(int_const(0), self.base_slot[loop.header])
        self.cur_rev = saved

    def reverse_instruction(self, inst):
        if self.calls.involved(inst):
            self.mem.flush_increments()
            self.calls.reverse(inst)
            return
        if not self.act.inst_active(inst):
            self.mem.reverse(inst)                   # stores, memcpy, memset, allocations
            return
        kind, r = self.rule_for(inst)
        if kind == "memory":
            self.mem.reverse(inst)
            return
        adj = self.adjoint(inst.name)
        if kind == "linear":
            for k, contrib in r[1](self, inst, adj):
                self.accumulate(inst.ops[k], contrib)
            return
        ops = inst.args if inst.opcode == "call" else inst.ops
        env = {}
        for k, pname in enumerate(r.params):
            if k < len(ops):
                env[pname] = ops[k]
        for k, p in enumerate(r.partials):
            if p is None or k >= len(ops) or not self.act.is_active(ops[k]) or p == "0":
                continue
            names = rules.names_used(p)
            local_env = {n: (self.primal(env[n]) if n in env else None) for n in names if n != "r"}
            if "r" in names:
                local_env["r"] = self.primal(inst.value)
            term = ExprEmitter(self.b, local_env, inst.type).times(adj, r.parsed(k), reverse_guard(self, inst, r, k))
            if term is not None:
                self.accumulate(ops[k], self.b.convert(term, ops[k].type))

    def finish(self):
        """Reverse of the entry block: free caches, return the adjoints of the arguments."""
        b = self.b
        for loop_header, (cnt, cap, buf) in self.loop_state.items():
            self.give_to_pool(loop_header, b.load(PTR, buf, "buf"))
        outs = []
        if self.keep_primal and self.spec.mode == "combined":
            outs.append(b.load(self.fn.ret_type, self.primal_ret, "pr"))
        for a in self.active_arg_values:
            if a.name not in self.adj_slot:
                outs.append(zero(a.type))
                continue
            d = b.load(a.type, self.adj_slot[a.name], "darg")
            if adjoint_zero(a.type) != zero(a.type):       # an empty adjoint is -0.0: return +0.0
                d = b.emit(a.type, f"fadd {d.typed}, {zero(a.type).ref}", "darg")
            outs.append(d)
        agg = Value(self.ret_type, "undef", "const")
        for k, v in enumerate(outs):
            agg = b.insertvalue(agg, v, [k])
        b.raw(f"ret {agg.typed}")


_LOCAL_REF = __import__("re").compile(r'%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')


def _unquote(name):
    return name[1:-1] if name.startswith('"') else name


def _poison_elements(v) -> set:
    """Lanes written `poison`/`undef` in a constant vector like <double poison, double 0.0>."""
    if v.kind != "const" or not v.ref.startswith("<"):
        return set()
    return {k for k, part in enumerate(v.ref[1:-1].split(",")) if part.split()[-1] in ("poison", "undef")}


def _global_align(g, t) -> int:
    """A shadow global is aligned like its primal (vector code relies on it), at least 16."""
    m = __import__("re").search(r",\s*align\s+(\d+)", str(g).split("\n", 1)[0])
    return max(16, int(m.group(1)) if m else align_of(t))


def _heap_align(t: Type) -> int:
    """Alignment a cache field can promise: malloc gives 16 bytes, records keep natural order."""
    return min(align_of(t), 16)


def _clean(text: str) -> str:
    """An instruction cloned into the new function: no metadata, no attribute-group refs."""
    import re
    text = strip_metadata(text)
    return re.sub(r"\s#[0-9]+(?=\s*$)", "", text)


def _target_attrs(attrs: str) -> str:
    import re
    keep = re.findall(r'"(?:target-cpu|target-features|tune-cpu|min-legal-vector-width)"="[^"]*"', attrs)
    return (" " + " ".join(keep)) if keep else ""
