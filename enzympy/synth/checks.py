"""Reverse mode, before anything is written: refuse by name what cannot be differentiated.

Every reachable instruction that is active must have a rule; values that depend on the
active inputs must not leave through memory without a shadow, through an opaque call, or
through bit manipulation. (Forward mode's checks sit next to its per-instruction rules.)
"""

from __future__ import annotations

from .. import libstdcxx
from ..calls import is_user_call
from ..custom_rules import call_rule, inactive_call, inactive_memory
from ..errors import WidthUnsupported
from ..indirect import is_indirect
from ..memory import is_memory_op
from ..soundness import bits_only_tested, check_gpu_features, check_memory, users_of
from .tape import constant_capacity
from .blas_rules import is_blas
from .clone import HARMLESS_CALLS, HARMLESS_INTRINSICS, SKIP_CALLS


def check_supported(fn, cfg, act, mem, rule_for, unsupported, returns_shadow, ret_active):
    """Raise UnsupportedError for the first instruction of fn whose derivative enzympy cannot
    make (rule_for: the adjoint rule lookup, which raises itself)."""
    if fn.module.mod.triple.startswith("nvptx"):       # first: it explains the bitcasts around it
        check_gpu_features(fn, cfg.reachable, unsupported)
    for inst in fn.instructions():               # first: what an atomic did (the bitcasts
        if inst.block.name in cfg.reachable:      # of a cmpxchg loop come before it)
            mem.check_atomic(inst)
    types = mem.w.type_analysis
    check_memory(fn, cfg.reachable, mem.has_shadow, act.varied, act.useful,
                 unsupported, returns_shadow=returns_shadow, float_at=lambda p: types().float_at(p, 0))
    users = None                                 # users_of(fn), made when first needed
    for inst in fn.instructions():
        if inst.block.name not in cfg.reachable:
            continue
        if act.inst_active(inst):
            rule_for(inst)          # raises when there is none
        elif inst.opcode == "store" and inst.ops[0].is_local and inst.ops[0].name in act.varied \
                and not mem.has_shadow(inst.ops[1]) and not inactive_memory(inst.ops[1], fn):
            raise unsupported("a value that depends on the active inputs is stored to memory "
                              "without a shadow (a constant pointer? pass it duplicated)", inst)
        elif inst.opcode == "store" and inst.ops[0].type.kind == "ptr" and mem.has_shadow(inst.ops[0]) \
                and not mem.has_shadow(inst.ops[1]):
            raise unsupported("a pointer to memory with derivatives is stored into memory enzympy "
                              "does not follow (no shadow): the derivatives would be lost", inst)
        elif inst.opcode == "call" and inst.callee is None and not is_indirect(inst) \
                and any(act.is_active(o) for o in inst.args):
            raise unsupported("inline assembly with active arguments", inst)
        elif inst.opcode == "call" and any(act.is_active(o) for o in inst.args) \
                and inst.callee and not inst.callee.startswith(SKIP_CALLS) \
                and not is_user_call(inst, fn.module) and not inactive_call(inst) \
                and call_rule(inst) is None and inst.type.has_float() and not is_blas(inst.callee):
            raise unsupported(f"no derivative rule for @{inst.callee}", inst)
        elif inst.opcode in ("bitcast", "ptrtoint") and inst.ops[0].is_local \
                and inst.ops[0].name in act.varied and not inst.type.has_float() \
                and not (inst.opcode == "bitcast" and bits_only_tested(inst, users := users if users is not None else users_of(fn))):
            raise unsupported(f"an active float is reinterpreted as {inst.type} "
                              "(bit manipulation of floats)", inst)
        elif inst.opcode == "call" and opaque_call_on_active_memory(inst, fn.module, mem.has_shadow):
            why = libstdcxx.passable(inst, lambda v: mem.w.type_analysis().tree(v), mem.has_shadow)
            if why is None:
                continue
            if why != "unknown":
                raise unsupported(why, inst)
            who = f"@{inst.callee} has no body here" if inst.callee else "a call through a function pointer"
            raise unsupported(f"{who} and gets active memory: no derivative for what it does "
                              "to it", inst)
        elif inst.opcode == "ret" and ret_active and inst.ops and \
                inst.ops[0].kind == "inst" and inst.ops[0].name not in act.active and \
                inst.ops[0].name in act.varied:
            raise unsupported("returned value depends on an active input in a way enzympy "
                              "cannot differentiate", inst)


def opaque_call_on_active_memory(inst, module, has_shadow) -> bool:
    """A call to a body-less function (not a known allocator, intrinsic or harmless library
    routine) that receives a pointer with a shadow may change active memory unseen."""
    c = inst.callee or ""
    if not c:                    # inline assembly (function pointers: `enzympy.indirect`)
        return not is_indirect(inst) and any(a.type.scalar.kind == "ptr" and has_shadow(a) for a in inst.args)
    if c.startswith(HARMLESS_INTRINSICS) or c in HARMLESS_CALLS or is_memory_op(inst) \
            or is_user_call(inst, module) or call_rule(inst) is not None or inactive_call(inst) \
            or is_blas(c):
        return False
    return any(a.type.scalar.kind == "ptr" and has_shadow(a) for a in inst.args)


_BLOCK_SCOPE = ('syncscope("block")', 'syncscope("cta")', 'syncscope("singlethread")', 'syncscope("wavefront")')


def device_fence(inst) -> bool:
    """A fence that orders memory for threads of other blocks (`membar.gl`/`.sys`, a `fence`
    wider than the block): blocks that communicate within a launch."""
    if inst.opcode == "fence":
        return not any(s in inst.text for s in _BLOCK_SCOPE)
    callee = (inst.callee or "") if inst.opcode == "call" else ""
    return callee in ("llvm.nvvm.membar.gl", "llvm.nvvm.membar.sys") or \
        (callee.startswith("llvm.nvvm.fence.") and ".cta" not in callee and "proxy" not in callee)


def check_gpu(fn, cfg, plan, mem, unsupported, thread_caches=False):
    """What a GPU derivative cannot do yet, refused by name: a copy between shadowed memory
    (its adjoint moves the destination's shadow into the source's without atomics, and other
    threads may add there), and a loop cache that would need the heap. Device malloc is never
    used: what the reverse sweep reads lives in registers, slots, and for a loop whose trip
    count (and those around it) is a constant, an array in the thread's stack; other loops'
    caches live in the per-thread buffer of a kernel's launch (`thread_caches`), and are
    refused elsewhere (a device function differentiated from C, a callee's split tape)."""
    for inst in fn.instructions():
        if inst.block.name in cfg.reachable and device_fence(inst):
            raise unsupported("GPU reverse mode: a memory fence beyond the block (__threadfence, "
                              "cuda.threadfence) orders what blocks exchange through global memory within "
                              "one launch (a last block summing the others' partials); the reverse sweep of "
                              "each block runs on its own and would read the others' derivatives before "
                              "they are added: not supported (split the kernel into two launches)", inst)
        if inst.block.name in cfg.reachable and (inst.callee or "").startswith(("llvm.memcpy", "llvm.memmove")) \
                and mem.has_shadow(inst.args[1]):
            raise unsupported("GPU kernels: a copy of memory that carries derivatives (memcpy) is not "
                              "supported yet", inst)
    for loop in plan.cached_loops():
        if not plan.has_record(loop) or constant_capacity(plan, loop) is not None or thread_caches:
            continue
        kept = [i for b in fn.blocks if b.name in loop.blocks for i in b.instructions
                if i.name and isinstance(plan.where(i.name), tuple) and plan.where(i.name)[0] is loop]
        inst = kept[0] if kept else fn.block(loop.header).instructions[0]
        raise unsupported("GPU kernels: the reverse sweep needs a value of each iteration of this "
                          "loop, whose trip count is not a constant (a cache that would grow on "
                          "the heap); on a GPU such loops are supported only when their values "
                          "can be recomputed", inst)


def check_vector(fn, cfg, w):
    """Vector reverse mode (Enzyme's `enzyme_width N`): the primal runs once, every pointer has
    N shadows and every adjoint N slots, and each reversed instruction's adjoint is written N
    times, once per lane (a call to a function differentiated with it: once, to the callee's
    vector version, which returns a returned pointer's N shadows; an active global: a shadow
    global per lane). What would need N of something else is refused by name: a BLAS call,
    posix_memalign's shadow buffer, a GPU function. WidthUnsupported:
    a caller free to choose the width (jacrev) then runs one lane per pass."""
    where = f"enzyme_width {w.spec.width} (vector reverse mode)"
    first = fn.entry.instructions[0]

    def refuse(what, inst):
        return WidthUnsupported(what, inst.line, fn.name, fn.module.debug_location(inst.dbg))
    if w.gpu:
        raise refuse(f"{where} is not supported for a GPU function yet", first)
    for inst in fn.instructions():
        if inst.block.name not in cfg.reachable:
            continue
        if w.blas.involved(inst):
            raise refuse(f"{where}: BLAS calls are not supported yet", inst)
        if inst.opcode == "call" and inst.callee == "posix_memalign" and w.mem.has_shadow(inst.args[0]):
            raise refuse(f"{where}: posix_memalign of memory with derivatives is not supported yet", inst)
