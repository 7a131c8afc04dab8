"""Split mode's tape in the caller's buffer: Enzyme's `enzyme_allocated, SIZE, enzyme_tape, PTR`
(and `__enzyme_augmentsize`, which tells SIZE).

The tape enzympy's augmented pass returns is a malloc'd record (`synth/tape.py`: the values the
reverse pass needs, and pointers to the loop caches, which stay on the heap). With a buffer, the
record is copied into it and freed; the reverse copies it back out (the reverse frees its own
copy, never the caller's buffer, so `enzyme_nofree` holds whatever it is given). So SIZE is the
record's size; the loop caches it points to are released by the reverse, which therefore runs
once per augmented pass, as without a buffer.
"""

from __future__ import annotations

from .ir import Value
from .irtypes import I64, PTR, literal_struct, size_of

MEMCPY = "llvm.memcpy.p0.p0.i64"


def record_bytes(module, layout) -> int:
    """Bytes of the tape record whose fields have the types `layout` (type texts)."""
    return size_of(literal_struct([module.type(t) for t in layout]))


CHECK = "__enzympy_tape_size_check"
CHECK_IR = (f"define internal void @{CHECK}(i64 %size, i64 %need) {{\n"
            "  %small = icmp ult i64 %size, %need\n"
            "  br i1 %small, label %trap, label %ok\n"
            "trap:\n  call void @llvm.trap()\n  unreachable\n"
            "ok:\n  ret void\n}\n")


def _memcpy(b, decls, dst, src, n):
    decls.setdefault(MEMCPY, f"declare void @{MEMCPY}(ptr, ptr, i64, i1)")
    b.raw(f"call void @{MEMCPY}(ptr {dst.ref}, ptr {src.ref}, i64 {n}, i1 false)")


def check_size(b, decls, size, need, site):
    """The caller's SIZE must hold the record: an error now for a constant, a trap at run time
    for a computed one (a smaller buffer would be overrun)."""
    if size.kind == "const":
        try:
            given = int(size.ref)
        except ValueError:
            given = None
        if given is not None and given < need:
            raise site.error(f"enzyme_allocated {given}: the tape of @{site.fn_name} takes {need} bytes "
                             "(__enzyme_augmentsize tells it)")
        if given is not None:
            return
    wide = b.cast("zext", size, I64) if size.type.width < 64 else size
    decls.setdefault("llvm.trap", "declare void @llvm.trap()")
    decls.setdefault(CHECK, CHECK_IR)
    b.raw(f"call void @{CHECK}({wide.typed}, i64 {need})")


def into_buffer(b, decls, tape, buf, need):
    """Copy the record into the caller's buffer; free enzympy's."""
    _memcpy(b, decls, buf, tape, need)
    decls.setdefault("free", "declare void @free(ptr)")
    b.raw(f"call void @free({tape.typed})")


def from_buffer(b, decls, buf, need) -> Value:
    """A record of enzympy's own, copied from the caller's buffer (the reverse frees it)."""
    decls.setdefault("malloc", "declare ptr @malloc(i64)")
    p = b.emit(PTR, f"call ptr @malloc(i64 {need})", "tape")
    _memcpy(b, decls, p, buf, need)
    return p
