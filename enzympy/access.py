"""What a memory instruction's text says about its access: alignment, and the operands of the
masked vector intrinsics in either of LLVM's spellings (used by both modes' memory rules)."""

from __future__ import annotations

import re


def masked_parts(inst):
    """(pointer, mask, passthru or stored value, alignment) of llvm.masked.load/store, in
    either spelling (alignment as an i32 argument, or as the pointer's `align` attribute)."""
    args = list(inst.args)
    m = re.search(r"ptr\s+(?:\w+\s+)*?align\s+(\d+)", inst.text)
    if len(args) == 4:                           # old form: the i32 alignment is an argument
        align = int(args.pop(2 if inst.callee.startswith("llvm.masked.store") else 1).ref)
    else:
        align = int(m.group(1)) if m else 1
    if inst.callee.startswith("llvm.masked.load"):
        ptr, mask, passthru = args
        return ptr, mask, passthru, align
    val, ptr, mask = args
    return val, ptr, mask, align


def access_align(inst):
    """The alignment a load or store promised (shadows are laid out like their primals)."""
    m = re.search(r",\s*align\s+(\d+)", inst.text)
    return int(m.group(1)) if m else 1
