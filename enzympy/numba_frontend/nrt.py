"""Numba's runtime (NRT) as the differentiator sees it.

An NRT allocation returns a *meminfo*, a small header whose `data` field points to the array's
memory. Its shadow is a second meminfo of the same size whose data is zeroed: the data pointer
loaded from the primal header then has, as shadow, the one loaded from the shadow header (shadow
analysis follows pointers through memory), and the shadow is released (its destructor called)
when the reverse pass reaches the allocation. `NRT_Allocate` (raw buffers, e.g. temporaries of
array expressions) is shadowed like malloc. Reference counting (`NRT_incref`, `NRT_decref`) and
`NRT_Free` act on primal memory only; they are never differentiated.

The NRT's C functions are in the process already: Numba registers their addresses with LLVM's
symbol table (`llvmlite.binding.add_symbol`) when its runtime starts, so code JIT-compiled by
enzympy finds them too.
"""

from __future__ import annotations

from enzympy.analyses.shadow import register_allocator, register_deallocator

# allocators returning a meminfo; the first argument is the size of the data in bytes
MEMINFO_ALLOCATORS = ("NRT_MemInfo_alloc", "NRT_MemInfo_alloc_safe", "NRT_MemInfo_alloc_aligned",
                      "NRT_MemInfo_alloc_safe_aligned")
RAW_ALLOCATORS = ("NRT_Allocate",)
RELEASERS = ("NRT_incref", "NRT_decref", "NRT_Free", "NRT_MemInfo_call_dtor", "NRT_MemInfo_release")


def _shadow_meminfo(callee):
    def alloc(b, out, args):
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
    for name in MEMINFO_ALLOCATORS:
        register_allocator(name, _shadow_meminfo(name), _release_meminfo)
    for name in RAW_ALLOCATORS:
        register_allocator(name)
    for name in RELEASERS:
        register_deallocator(name)
