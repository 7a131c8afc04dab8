"""Numba's runtime (NRT) as the differentiator sees it.

An NRT allocation returns a *meminfo*, a small header whose `data` field points to the array's
memory. Its shadow is a second meminfo of the same size whose data is zeroed: the data pointer
loaded from the primal header then has, as shadow, the one loaded from the shadow header (shadow
analysis follows pointers through memory), and the shadow is released (its destructor called)
when the reverse pass reaches the allocation. `NRT_Allocate` (raw buffers, e.g. temporaries of
array expressions) is shadowed like malloc. Reference counting (`NRT_incref`, `NRT_decref`) and
`NRT_Free` act on primal memory only; they are never differentiated. A jitclass instance (or
structref) is made by `NRT_MemInfo_alloc_dtor(size, dtor)`; its shadow struct likewise in forward
mode, without the dtor in reverse mode (as for lists, below).

Lists (`np.array([[a, b], [c, d]])` builds one per row) live in a *varsize* meminfo made by
`NRT_MemInfo_new_varsize_dtor(size, dtor)`, whose dtor releases the items. A shadow list is
made by `NRT_MemInfo_new_varsize(size)`, without that dtor: the reverse pass releases every
shadow where it reaches its allocation, so a dtor would release the shadow items twice. (Forward
mode repeats increfs and decrefs on shadows, and without the dtor a shadow list's shadow items
stay allocated: a known leak of nested lists' shadows in forward mode, never a wrong value.)

The NRT's C functions are in the process already: Numba registers their addresses with LLVM's
symbol table (`llvmlite.binding.add_symbol`) when its runtime starts, so code JIT-compiled by
enzympy finds them too.
"""

from __future__ import annotations

from enzympy.analyses.shadow import register_allocator, register_deallocator

# allocators returning a meminfo; the first argument is the size of the data in bytes
MEMINFO_ALLOCATORS = ("NRT_MemInfo_alloc", "NRT_MemInfo_alloc_safe", "NRT_MemInfo_alloc_aligned",
                      "NRT_MemInfo_alloc_safe_aligned", "NRT_MemInfo_new_varsize")
VARSIZE_WITH_DTOR = "NRT_MemInfo_new_varsize_dtor"
# a jitclass instance (or structref): its data struct, whose dtor releases the members
WITH_DTOR = ("NRT_MemInfo_alloc_dtor", "NRT_MemInfo_alloc_dtor_safe")
RAW_ALLOCATORS = ("NRT_Allocate",)
RELEASERS = ("NRT_incref", "NRT_decref", "NRT_Free", "NRT_MemInfo_call_dtor", "NRT_MemInfo_release")


def _shadow_meminfo(callee):
    def alloc(b, out, args):
        if callee == VARSIZE_WITH_DTOR:                   # the shadow list: no item dtor
            b.declare("NRT_MemInfo_new_varsize", "declare ptr @NRT_MemInfo_new_varsize(i64)")
            b.raw(f"{out} = call ptr @NRT_MemInfo_new_varsize({args[0].typed})")
        elif callee in WITH_DTOR and b.prefix != "fwd":
            # reverse mode: a shadow struct without the members' dtor (each member's shadow is
            # released where it was made); forward mode's took the members' increfs too, and
            # keeps the dtor that gives them back
            b.declare("NRT_MemInfo_alloc", "declare ptr @NRT_MemInfo_alloc(i64)")
            b.raw(f"{out} = call ptr @NRT_MemInfo_alloc({args[0].typed})")
        else:
            b.raw(f"{out} = call ptr @{callee}({', '.join(a.typed for a in args)})")
        data = b.fresh("shdata")
        b.raw(f"%{data} = call ptr @NRT_MemInfo_data(ptr {out})")
        b.declare("NRT_MemInfo_data", "declare ptr @NRT_MemInfo_data(ptr)")
        b.declare("llvm.memset.p0.i64", "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
        b.raw(f"call void @llvm.memset.p0.i64(ptr %{data}, i8 0, {args[0].typed}, i1 false)")
    return alloc


def _release_meminfo(b, ptr):
    b.declare("NRT_MemInfo_call_dtor", "declare void @NRT_MemInfo_call_dtor(ptr)")
    b.raw(f"call void @NRT_MemInfo_call_dtor(ptr {ptr.ref})")


def register():
    """Teach the shadow-memory rules about the NRT (idempotent)."""
    for name in MEMINFO_ALLOCATORS + (VARSIZE_WITH_DTOR,) + WITH_DTOR:
        register_allocator(name, _shadow_meminfo(name), _release_meminfo)
    for name in RAW_ALLOCATORS:
        register_allocator(name)
    for name in RELEASERS:
        register_deallocator(name)
