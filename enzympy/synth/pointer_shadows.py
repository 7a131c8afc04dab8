"""Forward mode: which pointers have a shadow (pointers to memory holding tangents).

Roots are the duplicated pointer arguments, the mutable globals holding floats that the
function uses (and constant ones that meet shadowed pointers: a zeroed shadow), and the
allocations that hold floating data; a pointer derived from a shadowed
one, or loaded from shadowed memory, is shadowed too. Reverse mode's counterpart is
`analyses.shadow.ShadowAnalysis`: both read what crosses function boundaries from
`analyses.memroots`; they differ in what they must decide (forward mode shadows an allocation
only where floats are accessed through it; reverse mode also tracks returned shadows and
callee summaries), so they are two analyses, not one copied.
"""

from __future__ import annotations

import re

from enzympy.analyses import shadow as shadow_rules
from enzympy.indirect import candidates, is_indirect
from enzympy.analyses.memroots import mem_access, module_memory, pointer_operands  # noqa: F401 (re-exported)
from enzympy.analyses.pointsto import memory_classes

from .. import custom_rules
from ..libstdcxx import mirrored
from ..ir import Value, glob, local_users
from ..irtypes import PTR, Type
from ..memory import SHADOW_GLOBAL_SUFFIX
from .clone import alloca_type

ALLOCATORS = {"malloc", "calloc", "_Znwm", "_Znam", "aligned_alloc"}   # result: fresh memory
DEALLOCATORS = {"free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm"}
MEM_TRANSFER = ("llvm.memcpy.", "llvm.memmove.", "llvm.memcpy.inline.")
MEM_SET = ("llvm.memset.",)
MASKED = ("llvm.masked.load.", "llvm.masked.store.", "llvm.masked.gather.",
          "llvm.masked.scatter.", "llvm.masked.expandload.", "llvm.masked.compressstore.")
# calls that may take a shadowed pointer but neither write floats nor return a pointer (a reverse
# derivative asks malloc_usable_size how much of a realloc'd shadow to carry back)
POINTER_INERT = ("llvm.prefetch", "llvm.objectsize.", "llvm.invariant.", "llvm.is.constant.",
                 "malloc_usable_size")
_PTR_PASS = ("getelementptr", "phi", "select", "bitcast", "addrspacecast", "freeze")


def zeroed_allocator(callee) -> bool:
    """A C allocator above, or one a front end registered (Numba's NRT)."""
    return callee in ALLOCATORS or callee in shadow_rules.REGISTERED_ALLOCATORS


def is_ptr(t: Type) -> bool:
    return t.scalar.kind == "ptr"


def has_ptr(t: Type) -> bool:
    return t.kind == "ptr" or any(has_ptr(e) for e in t.elems)


def floaty(t: Type) -> bool:
    """Carries floating data (and no pointers): has a tangent of its own type."""
    return t.has_float() and not has_ptr(t)


def has_body(module, callee) -> bool:
    """A call to differentiate as a function: defined here, and not a front end's runtime
    helper with a rule of its own (Numba's NRT_incref/decref are defined in the IR, with
    atomics on the refcount in whatever form the optimiser left them; they act on primals)."""
    custom = custom_rules.of(module)
    if callee in shadow_rules.REGISTERED_ALLOCATORS or callee in shadow_rules.REGISTERED_DEALLOCATORS \
            or callee in custom.inactive_fns or callee in custom.like:
        return False
    return module.defines(callee)


def is_null_like(v: Value) -> bool:
    return v.kind == "const" and v.ref in ("null", "undef", "poison", "zeroinitializer")


class PointerShadows:
    """Which pointer values of one function have a shadow in forward mode.

    Roots are the duplicated pointer arguments, the mutable globals holding floats that the
    function uses (they get zeroed shadow globals, as in reverse mode), and the allocations
    (``alloca``, ``malloc``, ``calloc``, ``new``, ``aligned_alloc``, ``realloc``) that hold
    floating data: an alloca of a type
    containing floats, or an allocation some pointer derived from which is used to load or
    store floats, to store a shadowed pointer, as one side of a memcpy/memmove whose other side
    is shadowed, or as an argument of a call to a function defined in the module (which may
    store floats there), or that is merged by a phi/select with a shadowed pointer. A pointer is shadowed when it is a root,
    is derived from a shadowed pointer by getelementptr/phi/select/bitcast/addrspacecast/
    freeze, or is a pointer loaded from shadowed memory. Computed as a fixed point.
    """

    def __init__(self, fn, dup_ptr_args, reachable):
        self.fn = fn
        insts = [i for i in fn.instructions() if i.block.name in reachable]
        self.insts = insts
        self.memory = module_memory(fn.module)           # active globals: floats, stored pointers
        self.globals = self.memory.globals_of(fn)
        users = local_users(insts)
        # allocations, and pointers returned by defined functions (a custom allocator: its
        # forward derivative returns the shadow with the pointer)
        candidates = [i for i in insts if i.name and (i.opcode == "alloca" or (i.opcode == "call" and (
                      zeroed_allocator(i.callee) or i.callee == "realloc"
                      or (has_body(fn.module, i.callee) and is_ptr(i.type)
                                                     and self.memory.returned_params(i.callee) is None))))]
        family = {root.name: self._family(root.name, users) for root in candidates}
        self.roots = {}                      # shadowed allocation name -> instruction
        shadowed = set(dup_ptr_args)
        self.shadowed = shadowed             # (grows below; `has` reads it)
        self.classes = memory_classes(fn.module, shadow_rules.ALLOCATORS, shadow_rules.DEALLOCATORS)
        for root in candidates:
            if (root.opcode == "alloca" and alloca_type(root)[0].has_float()) or \
                    self.classes.active_name(fn.name, root.name):
                self.roots[root.name] = root
        changed = True
        while changed:
            changed = False
            for inst in insts:
                if not inst.name or inst.name in shadowed or not is_ptr(inst.type):
                    continue
                hit = inst.name in self.roots
                if inst.opcode in _PTR_PASS:
                    hit = hit or any(self.has(o) for o in pointer_operands(inst))
                elif inst.opcode == "load":
                    hit = hit or self.has(inst.ops[0])
                elif inst.opcode == "call" and inst.callee == "realloc":
                    hit = hit or self.has(inst.args[0])          # the same memory, moved
                elif inst.opcode == "call" and mirrored(inst.callee):
                    hit = hit or any(self.has(a) for a in inst.args if is_ptr(a.type))   # a tree's node
                elif inst.opcode == "call" and has_body(fn.module, inst.callee):
                    hit = hit or any(self.has(inst.args[j])      # a pointer computed from arguments
                                     for j in (self.memory.returned_params(inst.callee) or ()))
                if hit:
                    shadowed.add(inst.name)
                    changed = True
            for root in candidates:
                if root.name not in self.roots and self._needs_shadow(family[root.name], users):
                    self.roots[root.name] = root
                    changed = True
            consts = shadow_rules.constants_meeting_shadows(insts, fn.module, self.has) - self.globals
            if consts:                       # constant float data meeting tangents: a zero shadow
                self.globals |= consts
                changed = True
        self.shadowed = shadowed

    @staticmethod
    def _family(name, users):
        """`name` and the pointers derived from it by pass-through instructions only."""
        fam, work = {name}, [name]
        while work:
            n = work.pop()
            for u in users.get(n, []):
                if u.name and u.name not in fam and u.opcode in _PTR_PASS and is_ptr(u.type) \
                        and any(o.is_local and o.name == n for o in pointer_operands(u)):
                    fam.add(u.name)
                    work.append(u.name)
        return fam

    def _needs_shadow(self, fam, users, seen=None):
        """Whether memory reached through `fam` is accessed as floats, directly or through a
        pointer loaded from it (a header pointing to the data, as Numba's meminfo does)."""
        sh = self.has
        seen = set() if seen is None else seen
        seen |= fam
        for n in fam:
            for u in users.get(n, []):
                p, t = mem_access(u)
                if p is not None and p.is_local and p.name == n:
                    if t.has_float():
                        return True
                    if u.opcode == "load" and is_ptr(t) and u.name not in seen and \
                            self._needs_shadow(self._family(u.name, users), users, seen):
                        return True
                    if u.opcode == "store" and sh(u.ops[0]):
                        return True
                if u.opcode == "store" and u.ops[0].is_local and u.ops[0].name == n and sh(u.ops[1]):
                    return True                  # our pointer is stored into shadowed memory
                if u.opcode in _PTR_PASS and any(sh(o) for o in pointer_operands(u)):
                    return True                  # merged with a shadowed pointer
                if u.opcode == "ret":
                    return True                  # returned: the derivative returns its shadow
                callee = u.callee if u.opcode == "call" else None
                if callee and callee.startswith(MEM_TRANSFER):
                    d, s = u.args[0], u.args[1]
                    other = s if (d.is_local and d.name == n) else d
                    if sh(other):
                        return True
                if callee and callee.startswith(MASKED) and (u.type.has_float() or any(
                        a.type.has_float() for a in u.args)):
                    return True
                if callee and has_body(self.fn.module, callee) and any(
                        self.classes.param_active(callee, j)
                        for j, a in enumerate(u.args) if a.is_local and a.name == n):
                    return True
        return False

    def touches_globals(self, inst) -> bool:
        """A call to a defined function that names active globals (itself or its callees)."""
        if is_indirect(inst):
            return any(self.memory.touched_globals(c) for c in candidates(self.fn.module, inst))
        return inst.opcode == "call" and has_body(self.fn.module, inst.callee) \
            and bool(self.memory.touched_globals(inst.callee))

    def has(self, v: Value) -> bool:
        if v.kind == "global":
            return v.name in self.globals
        if v.kind == "const":
            return bool(self.globals) and self.shadow_const(v) is not None
        return v.is_local and v.name in self.shadowed

    def shadow_global(self, name, lane=0) -> Value:
        """The shadow of global `name`; in vector mode (`enzyme_width`) lane k > 0 has its own."""
        n = name + SHADOW_GLOBAL_SUFFIX + (f".lane{lane}" if lane else "")
        return Value(PTR, glob(n), "global", n)

    def shadow_const(self, v: Value, lane=0):
        """A constant expression over shadowed globals, rewritten over their shadows."""
        hit = False

        def sub(m):
            nonlocal hit
            g = m.group(1).strip('"')
            if g in self.globals:
                hit = True
                return self.shadow_global(g, lane).ref
            return m.group(0)
        ref = re.sub(r'@("[^"]+"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)', sub, v.ref)
        return Value(v.type, ref, "const") if hit else None
