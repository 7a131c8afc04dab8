"""Enzyme's `__enzyme_allocation_like` declarations, installed as allocators for one module.

A declared allocator's calls are allocations (like malloc): where the memory may hold active
data, the shadow is made by calling the allocator again with the same arguments, then zeroed
(`args[size_arg]` bytes), as Enzyme does; reverse mode releases it when the reverse pass
reaches the allocation, forward mode where the primal block is released, both with the
declared free function. The allocator tables of `analyses.shadow` are process-wide: each
module installs its own declarations and removes those of the module before it.
"""

from __future__ import annotations

from .analyses import shadow
from .errors import UnsupportedError
from .ir import Value, glob
from .irtypes import I64, PTR

_INSTALLED = set()        # names registered for the module installed last


def install(module, custom):
    """Register the allocators `custom` (a CustomRules) declares, with their free functions;
    refuse declarations whose signatures do not fit, naming the allocator."""
    for name in _INSTALLED:
        shadow.unregister(name)
    _INSTALLED.clear()
    for fn, decl in custom.allocators.items():
        alloc_fn, free_fn = _signatures(module, fn, decl)
        ptr_at = decl.free_args.index(-1)
        shadow.register_allocator(fn, _alloc_rule(fn, alloc_fn, decl), _free_rule(free_fn, decl),
                                  tuple(k for k in decl.free_args if k >= 0))
        shadow.register_deallocator(decl.free_fn, ptr_at)
        _INSTALLED.update((fn, decl.free_fn))


def _signatures(module, fn, decl):
    def bad(why):
        return UnsupportedError(f"@__enzyme_allocation_like for @{fn}: {why}")
    for name in (fn, decl.free_fn):
        if name in shadow.ALLOCATORS | shadow.DEALLOCATORS and name not in _INSTALLED:
            raise bad(f"@{name} is already an allocator or a free function of enzympy's")
    if fn == decl.free_fn:
        raise bad("the allocator is its own free function")
    a, f = module.function(fn), module.function(decl.free_fn)
    if a.ret_type.kind != "ptr":
        raise bad(f"it returns {a.ret_type}, not a pointer")
    if decl.size_arg >= len(a.args) or a.args[decl.size_arg].type.kind != "int":
        raise bad(f"its argument {decl.size_arg} (the size) is not an integer argument")
    if len(f.args) != len(decl.free_args):
        raise bad(f"@{decl.free_fn} takes {len(f.args)} arguments, the declaration lists {len(decl.free_args)}")
    for p, k in zip(f.args, decl.free_args):
        want = PTR if k == -1 else (a.args[k].type if k < len(a.args) else None)
        if want is None or p.type != want:
            raise bad(f"@{decl.free_fn}'s argument %{p.name} is {p.type}, but gets "
                      + ("the block" if k == -1 else f"@{fn}'s argument {k}"))
    return a, f


def _alloc_rule(fn, a, decl):
    def alloc(b, out, args):
        """out = fn(args), zeroed: the shadow block (the allocator called again, as Enzyme does)."""
        b.raw(f"{out} = call ptr {glob(fn)}({', '.join(x.typed for x in args)})")
        n = args[decl.size_arg]
        b.zero_memory(Value(PTR, out, "inst"), n if n.type == I64 else b.cast("zext", n, I64))
    return alloc


def _free_rule(f, decl):
    def free(b, ptr, *args):
        """free_fn(the allocator's arguments at free_args, with the shadow block for -1)."""
        it = iter(args)
        vals = [ptr if k == -1 else next(it) for k in decl.free_args]
        text = f"call {f.ret_type} {glob(decl.free_fn)}({', '.join(v.typed for v in vals)})"
        if f.ret_type.kind == "void":
            b.raw(text)
        else:
            b.emit(f.ret_type, text, "freed")
    return free
