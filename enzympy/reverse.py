"""Reverse-mode synthesis: one function = augmented forward pass + reversed adjoint pass.

Layout of the function we write for `f(args)`:

    ad.entry:   adjoint slots (allocas, zeroed), cache slots, loop counters
    <f's blocks, cloned>      forward pass; each value the reverse pass reads is cached
                              right after it is defined; each `ret` jumps to its reverse block
    rev.<B> ... for every block B, in reverse: adjoints of B's instructions, last to first;
                then on to the reverse of the predecessor the forward pass came from
    (the reverse of the entry block returns the adjoints of the active arguments)

The stages, each in a module of `enzympy.synth` (docs/ARCHITECTURE.md has the whole map):
`checks` refuses what cannot be differentiated; `plan` decides what the reverse pass reads
and whether each value is stored or recomputed; `tape` keeps what is stored (slots, loop
caches, the split-mode tape); `augmented` writes the forward pass; `cfg_reverse` the reversed
blocks, with `adjoints` emitting each instruction's adjoint from the rule table and `primals`
reading primal values back. This module wires them together and writes the signature.
"""

from __future__ import annotations

from dataclasses import dataclass

from enzympy.analyses.activity import Activity
from enzympy.analyses.cache_plan import merge_blocks
from enzympy.analyses.escape import escaping_allocations
from enzympy.analyses.loops import exact_trips, function_cfg, halving_bound
from enzympy.analyses.uniform import thread_private
from enzympy.analyses.recompute import RecomputePolicy
from enzympy.analyses.shadow import ShadowAnalysis

from .alias_scopes import AliasScopes
from .calls import CallRules
from . import parallel_for
from .emit import Builder, adjoint_zero, targets_gpu, zero
from .errors import UnsupportedError
from .ir import Value, glob, local
from .irtypes import I32, PTR, array_of, literal_struct
from .memory import MemoryRules, shadow_name
from .synth.blas_rules import BlasRules
from .synth.adjoints import AdjointRules
from .synth.augmented import AugmentedPass, Returns
from .synth.cfg_reverse import ReverseCFG
from .synth.barriers import check_drainable, drain, threads_may_part, wait_out
from .synth.block_sums import BlockSums
from .synth.checks import check_gpu, check_supported, check_vector
from .synth.clone import HARMLESS_CALLS, target_attrs
from .synth.loop_marks import mark, origin_of, primal_marks
from .synth.plan import ReversePlanner
from .synth.primals import Primals
from .synth.shadow_globals import shadow_global_definition, zero_globals
from .synth.tape import LoopCaches, constant_capacity
from .synth.thread_caches import CONTROL
from .synth.values import FunctionValues


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
    gpu_kernel: bool = False        # a GPU kernel's own derivative, run from start to end by every thread
                                    # of a block: loop caches sized at run time go in the launch's
                                    # per-thread buffer (synth/thread_caches.py), and increments of
                                    # a block-uniform element are summed per block (synth/block_sums.py)
    launch_1d: bool = False         # ... launched with 1-D grid and blocks: an element only one thread
                                    # touches (x[cuda.grid(1)]) takes plain adds (analyses/uniform.py)
    plain_caches: bool = False      # loop caches plain malloc/realloc/free (no pool, no noalias view):
                                    # for a derivative that is itself differentiated (synth/tape.py);
                                    # an augmented callee (not the user's split mode) then hands its
                                    # tape back through a last `ptr %ad.tape.out` (calls.py): forward
                                    # mode follows a pointer stored to memory, not one in a { result,
                                    # tape } aggregate
    width: int = 1                  # vector mode (enzyme_width N): N shadows per duplicated pointer,
                                    # N seeds ([N x T]) and N adjoints per active argument, in one pass
    parallel: bool = False          # run by several threads at once (a parallel loop's body, see
                                    # enzympy.parallel_for): shadows they share take atomic adds
    outer: tuple = None             # pointer arguments whose memory may be the caller's (None: all):
                                    # an allocation stored there keeps its shadow (analyses/escape.py)


def synthesize_reverse(spec: ReverseSpec, layout=None):
    """Return (function text, {name: declaration}) for the reverse-mode derivative. `layout`
    (a list), for a split mode, receives the types of the tape's fields: the augmented and
    the reverse function of one split must agree on them (see driver)."""
    w = _ReverseWriter(spec)
    out = w.build()
    if layout is not None and spec.mode != "combined":
        layout.extend(str(t) for _, t in w.caches.tape_fields(w.returns.retid))
    return out


class _ReverseWriter:
    """Wires the stages for one derivative. The memory and call rules (`enzympy.memory`,
    `enzympy.calls`) and the linear ops read their context from it: the builder `b`, the
    activity `act`, `primal`, `adjoint`, `accumulate`, `add`, `unsupported`."""

    def __init__(self, spec: ReverseSpec):
        self.spec = spec
        self.fn = fn = spec.fn
        self.values = values = FunctionValues(fn)
        self._insts, self._types = values.insts, values.types
        self.type_analysis, self.float_type_of = values.type_analysis, values.float_type_of
        self.memcpy_float_type, self._call_index = values.memcpy_float_type, values.call_index
        for a in spec.active_args:
            t = next(x.type for x in fn.args if x.name == a)
            if not t.is_fp_or_fp_vector:
                raise UnsupportedError(f"argument %{a} of type {t} cannot be active in reverse mode "
                                       "(only floating scalars and vectors)", None, fn.name)
        self.gpu = targets_gpu(fn)            # NVPTX: the GPU's rules (atomics, stack caches, ...)
        self.width, self.lane = spec.width, 0  # vector mode: the lane whose shadows and adjoints are written
        self.cfg = cfg = function_cfg(fn)
        self.shadow = ShadowAnalysis(fn, spec.dup_args, fn.module, ret_shadow=spec.ret_shadow)
        self.act = Activity(fn, spec.active_args, spec.ret_active, self.shadow)
        self.scopes = AliasScopes(spec.name, fn.noalias_args)
        self.mem = MemoryRules(self)
        self.calls = CallRules(self)
        self.blas = BlasRules(self)
        self.b = Builder("ad", gpu=self.gpu)
        self.block_sums = BlockSums(self, self.gpu and spec.gpu_kernel and spec.mode == "combined")
        # threads that pass different numbers of barriers: the count kept in step (synth/barriers.py)
        self.drained = self.gpu and threads_may_part(fn, cfg)
        if self.drained:
            check_drainable(fn, cfg, spec.mode, self.unsupported)
        self.adjoints = AdjointRules(self)
        check_supported(fn, cfg, self.act, self.mem, self.adjoints.rule_for, self.unsupported,
                        spec.ret_shadow, spec.ret_active)
        if spec.width > 1:
            check_vector(fn, cfg, self)
        if spec.parallel:
            parallel_for.check(fn, cfg, self, self.unsupported)
        self.returning = cfg.can_reach([blk.name for blk in fn.blocks
                                        if blk.terminator.opcode == "ret" and blk.name in cfg.reachable])
        self.policy = RecomputePolicy(fn, cfg, reread_memory=spec.mode == "combined",
                                      quiet_calls=HARMLESS_CALLS, dear_math=self.gpu)
        self.escaping = escaping_allocations(fn, self.policy.root, spec.outer)
        self.private = thread_private(fn, self.policy.root) \
            if self.gpu and spec.gpu_kernel and spec.launch_1d and spec.mode == "combined" else set()
        self.pred_blocks = merge_blocks(cfg, self.returning)
        self.trips = {l.header: t for l in cfg.loops
                      if (t := exact_trips(fn, cfg, l, self._insts)) is not None}
        self.planner = ReversePlanner(fn, cfg, values, self.policy, self.trips, self.returning,
                                      self.pred_blocks, self.adjoints, self.calls)
        self.plan = self.planner.make_plan()
        if self.gpu:
            for loop in cfg.loops:            # a halving loop's records fit on the stack
                if self.plan.trip_count(loop) is None and \
                        (most := halving_bound(fn, cfg, loop, self._insts)) is not None:
                    self.plan.bound_trips(loop, most)
            check_gpu(fn, cfg, self.plan, self.mem, self.unsupported,
                      thread_caches=spec.gpu_kernel and spec.mode == "combined")
            for loop in self.plan.cached_loops():
                if self.plan.has_record(loop) and constant_capacity(self.plan, loop) is None:
                    self.plan.check_each_iteration(loop)
        self.caches = LoopCaches(self.b, self.plan, cfg, fn.name, self.scopes, spec.mode, self.gpu,
                                 plain=spec.plain_caches)
        self.primals = Primals(self.b, self.plan, self.planner, self.caches, values, self.policy,
                               self.mem.shadow, self.primal_tags)
        self.reverse_cfg = ReverseCFG(self.b, cfg, self.plan, self.planner, self.returning, self.trips,
                                      self.caches, self.primals, self.adjoints, self.act, self.mem,
                                      self.finish)
        # the context the memory and call rules read
        self.primal = self.primals.primal
        self.adjoint, self.accumulate, self.add = self.adjoints.adjoint, self.adjoints.accumulate, self.adjoints.add
        self.rule_for, self.dispatch_loops = self.adjoints.rule_for, self.reverse_cfg.dispatch_loops

    def lanes_of(self, t):
        """The type of N values of type t, one per lane ([N x t]), in vector mode; else t."""
        return array_of(self.width, t) if self.width > 1 else t

    def location(self, inst):
        return self.fn.module.debug_location(inst.dbg)

    def unsupported(self, what, inst):
        return self.values.unsupported(what, inst)

    def primal_tags(self, ptr: Value) -> str:
        """Alias-scope tags of a primal access through ptr (enzympy.alias_scopes)."""
        return self.scopes.tags(self.scopes.primal_key(self.policy.root(ptr)))

    # ------------------------------------------------------------------ building
    def build(self):
        spec, fn, b = self.spec, self.fn, self.b
        mode = spec.mode
        params = [f"{a.type} {a.ref}" for a in fn.args]
        # a `restrict` argument's shadow is restrict too: it may alias none of the others
        params += [f"ptr{' noalias' if a in fn.noalias_args else ''} {local(shadow_name(a, k))}"
                   for a in spec.dup_args for k in range(self.width)]
        dret = None
        if spec.ret_active and mode != "augmented":
            dret = Value(self.lanes_of(fn.ret_type), "%ad.dret", "arg", "ad.dret")
            params.append(f"{dret.type} %ad.dret")
        if mode == "reverse":
            params.append("ptr %ad.tape")
        if self.tape_out:
            params.append("ptr %ad.tape.out")
        ret_blocks = [blk.name for blk in fn.blocks
                      if blk.name in self.cfg.reachable and blk.terminator.opcode == "ret"]
        out_types = []
        self.keep_primal = keep_primal = fn.ret_type.kind != "void" and (spec.return_primal or mode == "augmented")
        if keep_primal and mode != "reverse":
            out_types.append(fn.ret_type)
        if mode == "augmented" and spec.ret_shadow:
            out_types.append(self.lanes_of(PTR))
        self.active_arg_values = [a for a in fn.args if a.name in spec.active_args]
        if mode == "augmented" and not self.tape_out:
            out_types.append(PTR)
        elif mode != "augmented":
            out_types += [self.lanes_of(a.type) for a in self.active_arg_values]
        self.ret_type = literal_struct(out_types)

        b.block("ad.entry")
        self.caches.ret_type = self.ret_type
        self.returns = self.entry_setup(ret_blocks)
        if mode == "reverse":
            self.caches.unpack(self.returns.retid, "ad.tape")
            self.reverse_cfg.begin(self.returns.retid, ret_blocks)
        else:
            b.br(fn.entry.name)
            AugmentedPass(b, fn, self.cfg, self.plan, self.planner, self.caches, self.mem, self.calls,
                          self.shadow.shadowed, self.primal_tags, self.drained).write(self.returns)
        if mode == "combined":
            b.block("ad.turn")
            skipped = drain(b) if self.drained else None
            self.reverse_cfg.begin(self.returns.retid, ret_blocks,
                                   wait=(lambda: wait_out(b, skipped)) if self.drained else None)
        if mode == "augmented":
            self.pack_tape()
        else:
            self.reverse_cfg.write(fn, dret)

        if (layout := self.caches.thread.layout_global()) is not None:
            params.append(f"ptr noalias {local(CONTROL)}")
            b.declare(*layout)
        marks = mark(b, self.cfg, primal_marks(fn, self.cfg), origin_of({blk.name for blk in fn.blocks}))
        attrs = target_attrs(fn.attrs)
        head = f"define internal {self.ret_type} {glob(spec.name)}({', '.join(params)}){attrs} {{"
        return head + "\n" + b.text() + "\n}\n" + self.scopes.definitions() + marks, dict(b.declarations)

    def entry_setup(self, ret_blocks) -> Returns:
        """The entry block: adjoint slots, caches, result slots, shadow globals."""
        b, spec = self.b, self.spec
        retid = b.alloca(I32, "retid")
        active = sorted(self.act.active if spec.mode != "augmented" else (), key=lambda n: self.values.order.get(n, -1))
        self.adjoints.make_slots(active, self.values.types)
        self.caches.setup()
        returns = Returns(retid, ret_blocks, "ad.pack" if spec.mode == "augmented" else "ad.turn")
        if self.keep_primal:
            returns.primal = b.alloca(self.fn.ret_type, "pret")
        if spec.ret_shadow and spec.mode == "augmented":
            returns.shadow = b.alloca(self.lanes_of(PTR), "sret")
        # a global's old adjoint is no input; only the outermost derivative clears them (those
        # its callees use too): a callee's forward pass may read a shadow pointer stored earlier
        clear = spec.zero_globals and spec.mode != "reverse"
        used = self.shadow.globals | (self.shadow.memory.touched_globals(self.fn.name) if clear else set())
        cleared = []
        for g in sorted(used):
            primal = self.fn.module.global_variable(g)
            for lane in range(self.width):                  # vector mode: a shadow global per lane
                gv = self.mem.shadow(Value(PTR, "@" + g, "global", g), lane)
                b.declare(gv.name, shadow_global_definition(self.fn.module, primal, gv)[1])
                cleared.append((gv, primal))
        if clear:
            zero_globals(b, cleared, self.fn.module)
        return returns

    @property
    def tape_out(self) -> bool:
        """An augmented callee of a derivative that is differentiated again stores its tape
        through %ad.tape.out (see ReverseSpec.plain_caches); the user's split mode returns it."""
        return self.spec.mode == "augmented" and self.spec.plain_caches and not self.spec.zero_globals

    def pack_tape(self):
        """Split mode: the end of the augmented function returns the tape (after its results)."""
        b = self.b
        b.block("ad.pack")
        tape = self.caches.pack(self.returns.retid)
        if self.tape_out:
            b.store(tape, Value(PTR, "%ad.tape.out", "arg", "ad.tape.out"))
        agg = Value(self.ret_type, "undef", "const")
        j = 0
        if self.keep_primal:
            agg = b.insertvalue(agg, b.load(self.fn.ret_type, self.returns.primal, "pr"), [0])
            j = 1
        if self.spec.ret_shadow:
            agg = b.insertvalue(agg, b.load(self.lanes_of(PTR), self.returns.shadow, "psh"), [j])
            j += 1
        if not self.tape_out:
            agg = b.insertvalue(agg, tape, [j])
        b.raw(f"ret {agg.typed}")

    def finish(self):
        """Reverse of the entry block: free caches, return the adjoints of the arguments."""
        b = self.b
        self.block_sums.finish()
        self.caches.release()
        outs = []
        if self.keep_primal and self.spec.mode == "combined":
            outs.append(b.load(self.fn.ret_type, self.returns.primal, "pr"))
        for a in self.active_arg_values:
            lanes = []
            for _ in self.adjoints.lanes():
                if a.name not in self.adjoints.adj_slot:
                    lanes.append(zero(a.type))
                    continue
                d = b.load(a.type, self.adjoints.adj_slot[a.name], "darg")
                if adjoint_zero(a.type) != zero(a.type):       # an empty adjoint is -0.0: return +0.0
                    d = b.emit(a.type, f"fadd {d.typed}, {zero(a.type).ref}", "darg")
                lanes.append(d)
            outs.append(lanes[0] if self.width == 1 else b.aggregate(self.lanes_of(a.type), lanes))
        b.raw(f"ret {b.aggregate(self.ret_type, outs).typed}")
