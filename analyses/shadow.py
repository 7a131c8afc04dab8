"""Pointer activity: which pointers get a shadow (memory holding derivatives).

Sources of shadows are duplicated pointer arguments, allocations whose memory may hold active
data (see `ShadowAnalysis`), and the active globals of `analyses.memroots` (mutable globals
holding floats or run-time pointers; constant tables stay inactive). Shadows follow pointers
through getelementptr, casts, phi and select, and through memory: a pointer loaded from
shadowed memory has, as shadow, the pointer stored at the same place of the shadow memory
(Enzyme's convention for pointer fields).
"""

from __future__ import annotations

from enzympy.indirect import candidates, is_indirect
from enzympy.ir import local_users
from enzympy.libstdcxx import mirrored

from .memroots import defined, module_memory, pointer_operands, referenced_globals
from .pointsto import memory_classes

ALLOCATORS = {"malloc", "calloc", "realloc", "_Znwm", "_Znam", "aligned_alloc", "_ZnwmSt11align_val_t",
              "_ZnamSt11align_val_t"}
DEALLOCATORS = {"free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm", "_ZdlPvSt11align_val_t",
                "_ZdaPvSt11align_val_t", "_ZdlPvmSt11align_val_t"}
_DERIVE = ("getelementptr", "bitcast", "addrspacecast", "phi", "select", "freeze")

# Allocators whose shadow needs a rule of its own (a front end's runtime, such as Numba's NRT,
# whose result is a header that points to the data): name -> (alloc, free), where
# alloc(builder, out, args) emits `out = <a zeroed shadow allocation like the call with args>`
# and free(builder, ptr, *args) releases it, args being the primal call's arguments at
# FREE_ARGS[name] (none unless given). The C allocators above get calloc and free.
CUSTOM_ALLOCATORS = {}
FREE_ARGS = {}
# A deallocator's pointer argument, where it is not the first (a custom allocator's free function)
DEALLOCATOR_PTR_ARG = {}
# What front ends registered (forward mode mirrors these calls on the shadows; see forward.py)
REGISTERED_ALLOCATORS = set()
REGISTERED_DEALLOCATORS = set()


def register_allocator(name, alloc=None, free=None, free_args=()):
    """Make calls to @name allocations (shadowed like malloc, or by alloc/free when given)."""
    ALLOCATORS.add(name)
    REGISTERED_ALLOCATORS.add(name)
    if alloc is not None:
        CUSTOM_ALLOCATORS[name] = (alloc, free)
        FREE_ARGS[name] = tuple(free_args)


def register_deallocator(name, ptr_arg=0):
    """Calls to @name release memory (or a reference to it): in reverse mode run on the primal
    only (a shadow is released when the reverse pass reaches its allocation); forward mode,
    whose shadows live as long as their primals, makes the same call on the shadow too
    (its argument ``ptr_arg`` replaced by the shadow)."""
    DEALLOCATORS.add(name)
    REGISTERED_DEALLOCATORS.add(name)
    if ptr_arg:
        DEALLOCATOR_PTR_ARG[name] = ptr_arg


def unregister(name):
    """Forget a registered allocator or deallocator (one a module declared, for the next)."""
    for table in (ALLOCATORS, REGISTERED_ALLOCATORS, DEALLOCATORS, REGISTERED_DEALLOCATORS):
        table.discard(name)
    for table in (CUSTOM_ALLOCATORS, FREE_ARGS, DEALLOCATOR_PTR_ARG):
        table.pop(name, None)


def _float_access(inst):
    """Does this instruction read or write floating-point data through its pointer operand?"""
    if inst.opcode == "load":
        return inst.type.has_float()
    if inst.opcode == "store":
        return inst.ops[0].type.has_float()
    c = inst.callee or "" if inst.opcode == "call" else ""
    if c.startswith("llvm.masked.load"):
        return inst.type.has_float()
    if c.startswith("llvm.masked.store"):
        return inst.args[0].type.has_float()
    return False


class ShadowAnalysis:
    """Names of pointer values that have a shadow, and the globals that need one.

    An allocation (stack, heap, or a pointer returned by a function defined in the module, whose
    derivative then returns the shadow with it) gets a shadow when the memory reached through
    it may hold active data: it is read or written as floats or copied, a shadowed pointer is
    stored in it, it is stored into shadowed memory or merged with a shadowed pointer, it is
    passed to a callee that touches floats through that parameter, or (``ret_shadow``) it is
    returned. Decided as a fixed point with the shadows it implies."""

    def __init__(self, fn, dup_args, module=None, ret_shadow=False):
        self.fn = fn
        self.module = module
        self.ret_shadow = ret_shadow
        insts = [i for i in fn.instructions()]
        users = local_users(insts)
        self.globals = set()
        self.memory = module_memory(module) if module is not None else None
        seeds = set(dup_args)
        cands = []
        for inst in insts:
            if inst.opcode == "alloca" or (inst.opcode == "call" and inst.callee in ALLOCATORS) \
                    or self._returns_user_pointer(inst):
                cands.append(inst)
            if inst.opcode == "call" and inst.callee == "posix_memalign" and inst.args[0].is_local:
                seeds.add(inst.args[0].name)          # the slot receives a pointer to fresh memory
            for o in inst.ops:
                if self.memory is not None and _uses_as_pointer(inst, o) and \
                        any(self.memory.active_global(g) for g in referenced_globals(o)):
                    self.globals.update(g for g in referenced_globals(o) if self.memory.active_global(g))
        families = {c.name: self._family(c.name, users) for c in cands}
        self.classes = memory_classes(module, ALLOCATORS, DEALLOCATORS) if module is not None else None
        if self.classes is not None:
            seeds |= {c.name for c in cands if self.classes.active_name(fn.name, c.name)}
        self.shadowed = self._propagate(seeds, insts)
        changed = True
        while changed:
            changed = False
            for c in cands:
                if c.name not in seeds and self._needs_shadow(families[c.name], users):
                    seeds.add(c.name)
                    changed = True
            consts = constants_meeting_shadows(insts, module, self.has_shadow) - self.globals
            if consts:
                self.globals |= consts
                changed = True
            if changed:
                self.shadowed = self._propagate(seeds, insts)
        # calls whose derivative must return the shadow of the pointer they return
        self.ret_shadow_calls = {i.name for i in insts if i.name in self.shadowed and self._calls_user(i)}

    def _calls_user(self, inst):
        return inst.opcode == "call" and inst.type.kind == "ptr" and self.module is not None \
            and inst.callee not in ALLOCATORS and not (inst.callee or "").startswith("llvm.") \
            and defined(self.module, inst.callee)

    def _returns_user_pointer(self, inst):
        """A call whose result is new to the caller: its shadow is whatever the callee's
        derivative returns with it (see `passes_pointer` for the other calls)."""
        return self._calls_user(inst) and self.memory.returned_params(inst.callee) is None

    def passes_pointer(self, inst):
        """The argument indices a call's pointer result is computed from (memroots.returned_params),
        or None."""
        if inst.opcode == "call" and mirrored(inst.callee):   # a tree's node: the shadow tree's
            return tuple(k for k, a in enumerate(inst.args) if a.type.kind == "ptr")
        return self.memory.returned_params(inst.callee) if self._calls_user(inst) else None

    def call_touches_globals(self, inst) -> bool:
        """A call to a defined function that (itself or through its callees) names an active
        global: it may read or write derivatives there without any pointer argument."""
        if inst.opcode == "call" and self.memory is not None and is_indirect(inst):
            return any(self.memory.touched_globals(c) for c in candidates(self.module, inst))
        return inst.opcode == "call" and self.memory is not None and defined(self.module, inst.callee) \
            and not inst.callee.startswith("llvm.") and bool(self.memory.touched_globals(inst.callee))

    @staticmethod
    def _family(name, users):
        """`name`, the pointers derived from it, the pointers loaded from its memory and those
        stored into it (a result slot receiving a new array that a callee fills with floats)."""
        seen, work = {name}, [name]
        while work:
            n = work.pop()
            for u in users.get(n, []):
                derived = (u.opcode in _DERIVE and u.type.scalar.kind == "ptr") or \
                    (u.opcode == "load" and u.type.kind == "ptr" and u.ops[0].is_local and u.ops[0].name == n)
                held = u.opcode == "store" and u.ops[0].type.kind == "ptr" and u.ops[0].is_local \
                    and u.ops[1].is_local and u.ops[1].name == n
                new = u.ops[0].name if held else (u.name if derived else None)
                if new and new not in seen:
                    seen.add(new)
                    work.append(new)
        return seen

    def _needs_shadow(self, fam, users):
        sh = self.has_shadow
        for n in fam:
            for u in users.get(n, []):
                if _float_access(u) and (u.opcode == "load" or u.opcode == "call" or u.ops[1].name == n):
                    return True
                c = (u.callee or "") if u.opcode == "call" else ""
                if c.startswith(("llvm.memcpy", "llvm.memmove")):
                    return True
                if u.opcode == "store":
                    val, ptr = u.ops
                    if ptr.is_local and ptr.name == n and val.type.scalar.kind == "ptr" and sh(val):
                        return True                  # holds a pointer to active memory
                    if val.is_local and val.name == n and sh(ptr):
                        return True                  # stored where active pointers live
                if u.opcode in ("phi", "select") and any(sh(o) for o in u.ops if o.type.scalar.kind == "ptr"):
                    return True                      # merged with a shadowed pointer
                if u.opcode == "ret" and self.ret_shadow:
                    return True
                if c and not c.startswith("llvm.") and c not in ALLOCATORS and c not in DEALLOCATORS \
                        and self.memory is not None and defined(self.module, c) and any(
                        a.is_local and a.name == n and self.classes.param_active(c, j)
                        for j, a in enumerate(u.args)):
                    return True
        return False

    def _propagate(self, seeds, insts):
        shadowed = set(seeds)
        changed = True
        while changed:
            changed = False
            for inst in insts:
                if not inst.name or inst.name in shadowed or inst.type.scalar.kind != "ptr":
                    continue
                op = inst.opcode
                if op in _DERIVE:
                    if any(self.has_shadow(s, shadowed) for s in pointer_operands(inst)):
                        shadowed.add(inst.name)
                        changed = True
                elif op == "load" and self.has_shadow(inst.ops[0], shadowed):
                    shadowed.add(inst.name)
                    changed = True
                elif op == "call" and any(self.has_shadow(inst.args[j], shadowed)
                                          for j in (self.passes_pointer(inst) or ())):
                    shadowed.add(inst.name)
                    changed = True
        return shadowed

    def has_shadow(self, v, shadowed=None):
        shadowed = self.shadowed if shadowed is None else shadowed
        if v.kind == "global":
            return v.name in self.globals
        if v.kind == "const":
            return any(g in self.globals for g in referenced_globals(v))
        return v.is_local and v.name in shadowed


def _uses_as_pointer(inst, v):
    return inst.opcode in ("load", "store", "getelementptr", "call", "phi", "select", "atomicrmw", "cmpxchg")


def constants_meeting_shadows(insts, module, has_shadow):
    """Constant globals holding floats (Numba's global arrays) whose address is stored into shadowed
    memory, merged with a shadowed pointer, or passed with one to a defined function: they
    get a zeroed shadow (that absorbs their adjoints, or gives them a zero tangent), so no
    shadow slot holds their primal address (the reverse pass would add into read-only data;
    forward mode would take the primal values for tangents). Both modes' shadow analyses ask."""
    out = set()
    if module is None:
        return out
    for inst in insts:
        if inst.opcode == "store":
            meet, ops = has_shadow(inst.ops[1]), inst.ops[:1]
        elif inst.opcode in ("phi", "select") and inst.type.kind == "ptr":
            ops = inst.ops if inst.opcode == "phi" else inst.ops[1:]
            meet = any(has_shadow(o) for o in ops)
        elif inst.opcode == "call" and inst.callee and not inst.callee.startswith("llvm.") \
                and module.defines(inst.callee):
            ops = inst.args
            meet = any(o.type.kind == "ptr" and has_shadow(o) for o in ops)
        else:
            continue
        if not meet:
            continue
        for o in ops:
            if o.type.kind != "ptr" or o.kind not in ("global", "const"):
                continue
            out |= {g for g in referenced_globals(o) if _float_global(g, module)}
    return out


def _float_global(name, module):
    """A global variable that may hold floats (Numba's constant arrays are byte arrays)."""
    g = module.global_variable(name)
    if g is None:
        return False
    t = g.type
    return t.has_float() or (t.kind == "array" and t.elem.kind == "int" and t.elem.width == 8)


def may_point_to_floats(type_analysis, v) -> bool:
    """Whether the type analysis finds floats behind pointer v (a primal pointer stored into
    shadow memory, as its own shadow, is harmless only where no float is reached through it).
    `type_analysis`: a function returning the function's TypeAnalysis (made on first need)."""
    if v.kind == "const" and v.ref in ("null", "undef", "poison"):
        return False
    try:
        tree = type_analysis().tree(v)
    except (KeyError, ValueError):
        return True
    return any(k.startswith("Float@") for path, k in tree.items() if len(path) >= 2)


def null_derived(v, defs) -> bool:
    """Is v null, or an offset or cast of null (`getelementptr i8, ptr null, i64 %n`: the end of
    an empty std::vector at -O0)? Its shadow is itself: the shadow of null is null, moved alike.
    defs: value name -> defining instruction."""
    while v.kind == "inst":
        d = defs.get(v.name)
        if d is None or d.opcode not in ("getelementptr", "bitcast", "addrspacecast") or not d.ops:
            return False
        v = d.ops[0]
    return v.kind == "const" and v.ref in ("null", "undef", "poison", "zeroinitializer")
