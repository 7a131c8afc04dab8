"""Allocations that outlive the derivative's call: their shadows are kept, not released.

The reverse pass releases a heap allocation's shadow where it reaches the allocation: the
shadow's last use, reversed. That is right for memory the function owns (it dies with the
call, or a callee frees it and the callee's reverse runs first). An allocation whose pointer
is stored into memory its caller owns (through a pointer argument, a global, or memory
reached through them) outlives the call together with its primal: the caller's shadow then
holds its shadow (a std::vector member grown by push_back, a buffer replaced in a struct), and
releasing it left the caller a dangling shadow pointer: a double free, or garbage read as a
derivative. Such a shadow is kept, as Enzyme keeps it; it belongs to the caller's shadow.

`outer`: the pointer arguments whose memory may be the caller's (None: all of them). A callee
whose argument is its caller's own local object (an alloca, an allocation that does not escape)
gets it out of `outer` (`calls.CallRules`), so that a local std::vector grown in a callee keeps
releasing its shadows.
"""

from __future__ import annotations

from .shadow import ALLOCATORS


def escaping_allocations(fn, root_of, outer=None) -> set:
    """Names of fn's heap allocations (calls to allocators) whose pointer is stored into memory
    that may be the caller's: directly, or after a trip through the function's own memory (a
    local std::vector's buffer swapped into a member: stored in the local object, loaded back,
    stored out; or the local object copied out by memcpy). `root_of(ptr)`: its root
    (analyses/recompute.RecomputePolicy.root)."""
    insts = list(fn.instructions())
    defs = {i.name: i for i in insts if i.name}
    allocations = {i.name for i in insts if i.opcode == "call" and i.callee in ALLOCATORS and i.name}
    held = {}                              # a local object's root -> allocations stored in it

    def carried(v, seen=None) -> set:
        """The allocations pointer v may be: through address arithmetic, phis and selects (a
        vector's data pointer is `phi [null, ...], [new, ...]`), and loads from local objects."""
        d = defs.get(v.name) if v.kind == "inst" else None
        if d is None:
            return set()
        seen = set() if seen is None else seen
        if d.name in seen:
            return set()
        seen.add(d.name)
        if d.name in allocations:
            return {d.name}
        if d.opcode in ("getelementptr", "bitcast", "addrspacecast"):
            return carried(d.ops[0], seen)
        if d.opcode in ("phi", "select"):
            inputs = [x for x, _ in d.incoming] if d.opcode == "phi" else d.ops[1:]
            return set().union(*(carried(x, seen) for x in inputs))
        if d.opcode == "load":
            kind, name = root_of(d.ops[0])
            return set(held.get(name, ())) if kind == "fresh" else set()
        return set()

    out, changed = set(), True
    while changed:
        changed = False
        for inst in insts:
            if inst.opcode == "store" and inst.ops[0].type.kind == "ptr":
                moved, target = carried(inst.ops[0]), root_of(inst.ops[1])
            elif inst.opcode == "call" and (inst.callee or "").startswith(("llvm.memcpy", "llvm.memmove")):
                src, target = root_of(inst.args[1]), root_of(inst.args[0])
                moved = set(held.get(src[1], ())) if src[0] == "fresh" else set()
            else:
                continue
            if not moved:
                continue
            if may_be_callers(target, outer, out):
                new = moved - out
                out |= new
            else:                          # target is a local object: it holds them now
                new = moved - held.setdefault(target[1], set())
                held[target[1]] |= new
            changed = changed or bool(new)
    return out


def may_be_callers(root, outer, escaping=()) -> bool:
    """May memory of this root belong to the caller (see the module's docstring)?"""
    kind, name = root
    if kind == "arg":
        return outer is None or name in outer
    if kind == "fresh":
        return name in escaping
    return True                            # a global, or memory reached through a loaded pointer
