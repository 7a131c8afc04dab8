"""Pointer activity: which pointers get a shadow (memory holding derivatives).

Sources of shadows are duplicated pointer arguments, stack and heap allocations whose memory is
read or written as floating point, and mutable globals holding floats (constant tables stay
inactive). Shadows follow pointers through getelementptr, casts, phi and select, and through
memory: a pointer loaded from shadowed memory has, as shadow, the pointer stored at the same
place of the shadow memory (Enzyme's convention for pointer fields).
"""

from __future__ import annotations

import re

from enzympy.ir import find_global, local_users

ALLOCATORS = {"malloc", "calloc", "realloc", "_Znwm", "_Znam", "aligned_alloc", "_ZnwmSt11align_val_t",
              "_ZnamSt11align_val_t"}
DEALLOCATORS = {"free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm", "_ZdlPvSt11align_val_t",
                "_ZdaPvSt11align_val_t", "_ZdlPvmSt11align_val_t"}
_DERIVE = ("getelementptr", "bitcast", "addrspacecast", "phi", "select", "freeze")

# Allocators whose shadow needs a rule of its own (a front end's runtime, such as Numba's NRT,
# whose result is a header that points to the data): name -> (alloc, free), where
# alloc(builder, out, args) emits `out = <a zeroed shadow allocation like the call with args>`
# and free(builder, ptr) releases it. The C allocators above get calloc and free.
CUSTOM_ALLOCATORS = {}
# What front ends registered (forward mode mirrors these calls on the shadows; see forward.py)
REGISTERED_ALLOCATORS = set()
REGISTERED_DEALLOCATORS = set()


def register_allocator(name, alloc=None, free=None):
    """Make calls to @name allocations (shadowed like malloc, or by alloc/free when given)."""
    ALLOCATORS.add(name)
    REGISTERED_ALLOCATORS.add(name)
    if alloc is not None:
        CUSTOM_ALLOCATORS[name] = (alloc, free)


def register_deallocator(name):
    """Calls to @name release memory (or a reference to it): in reverse mode run on the primal
    only (a shadow is released when the reverse pass reaches its allocation); forward mode,
    whose shadows live as long as their primals, makes the same call on the shadow too."""
    DEALLOCATORS.add(name)
    REGISTERED_DEALLOCATORS.add(name)


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
    """Names of pointer values that have a shadow, and the globals that need one."""

    def __init__(self, fn, dup_args, module=None):
        self.fn = fn
        insts = [i for i in fn.instructions()]
        users = local_users(insts)
        self.globals = set()
        seeds = set(dup_args)
        for inst in insts:
            if inst.opcode == "alloca" or (inst.opcode == "call" and inst.callee in ALLOCATORS):
                if self._reaches_float(inst.name, users):
                    seeds.add(inst.name)
            if inst.opcode == "call" and inst.callee == "posix_memalign" and inst.args[0].is_local:
                seeds.add(inst.args[0].name)          # the slot receives a pointer to fresh memory
            for o in inst.ops:
                if o.kind == "global" and self._mutable_float_global(o, module) and _uses_as_pointer(inst, o):
                    self.globals.add(o.name)
        self.shadowed = self._propagate(seeds, insts)
        while True:                 # memory holding a shadowed pointer gets a shadow too, so a
            held = self._holders(insts) - self.shadowed    # call receiving it is seen to get one
            if not held:
                break
            self.shadowed = self._propagate(self.shadowed | held, insts)

    def _holders(self, insts):
        """Allocas and allocations that a pointer with a shadow is stored into (the argument
        block of a call through a function pointer, a struct of array fields)."""
        defs = {i.name: i for i in insts if i.name}
        out = set()
        for inst in insts:
            if inst.opcode == "store" and inst.ops[0].type.scalar.kind == "ptr" \
                    and self.has_shadow(inst.ops[0]):
                p = inst.ops[1]
                while p.is_local and p.name in defs and defs[p.name].opcode in ("getelementptr", "bitcast"):
                    p = defs[p.name].ops[0]
                d = defs.get(p.name) if p.is_local else None
                if d is not None and (d.opcode == "alloca" or (d.opcode == "call" and d.callee in ALLOCATORS)):
                    out.add(d.name)
        return out

    @staticmethod
    def _mutable_float_global(v, module):
        if module is None:
            return False
        g = find_global(module.mod, v.name)
        if g is None:
            return False
        line = str(g).split("\n", 1)[0]
        head = line.split("=", 1)[1] if "=" in line else line
        if " constant " in f" {head} ":
            return False
        return module.type(str(g.global_value_type)).has_float()

    @staticmethod
    def _reaches_float(name, users):
        """Is memory at `name` (or a pointer derived from it) accessed as floating point?"""
        seen, work = {name}, [name]
        while work:
            n = work.pop()
            for u in users.get(n, []):
                if _float_access(u) and (u.opcode == "load" or u.opcode == "call" or u.ops[1].name == n):
                    return True
                if u.opcode == "call" and (u.callee or "").startswith(("llvm.memcpy", "llvm.memmove")):
                    return True
                # a pointer loaded from this memory (a header holding a data pointer) counts too
                derived = u.opcode in _DERIVE or (u.opcode == "load" and u.type.kind == "ptr")
                if derived and u.name and u.name not in seen:
                    seen.add(u.name)
                    work.append(u.name)
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
                    srcs = inst.ops[1:] if op == "select" else inst.ops[:1] if op != "phi" else inst.ops
                    if any(self.has_shadow(s, shadowed) for s in srcs):
                        shadowed.add(inst.name)
                        changed = True
                elif op == "load" and self.has_shadow(inst.ops[0], shadowed):
                    shadowed.add(inst.name)
                    changed = True
        return shadowed

    def has_shadow(self, v, shadowed=None):
        shadowed = self.shadowed if shadowed is None else shadowed
        if v.kind == "global":
            return v.name in self.globals
        if v.kind == "const":
            return any(re.search(rf"@{re.escape(n)}(?![-a-zA-Z$._0-9])", v.ref) for n in self.globals)
        return v.is_local and v.name in shadowed


def _uses_as_pointer(inst, v):
    return inst.opcode in ("load", "store", "getelementptr", "call", "phi", "select")
