"""Pointers copied between shadowed memories as integer bits, reverse mode's forward pass.

A trivially copyable C++ object holding a reference or a pointer (Eigen's `Transpose<MatrixXd>`
of `B.transpose() * x`, a lambda's captures) is copied by an 8-byte memcpy, which LLVM makes
`%v = load i64, ptr %src` + `store i64 %v, ptr %dst`. A `store ptr` into shadowed memory
stores the pointer's shadow into the shadow (`memory.MemoryRules.forward`); these integers
stored nothing there, so the copy's shadow kept 0 and the callee that read the reference back
from it got a null shadow pointer: a segfault in the derivative. Where the type analysis finds
a pointer in the bits, the shadow's bits are copied alike: read from the source's shadow next
to the load, written to the destination's shadow next to the store. Such a store has no
reverse (as a pointer's: `MemoryRules.store_kind`). Forward mode copies every integer copy's
shadow bits already (`synth/forward_activity`'s raw loads). A store of `ptrtoint p` is made a
`store ptr p` before AD (`int_addresses`).
"""

from __future__ import annotations


from .analyses.recompute import shadow_name
from .access import access_align
from .analyses.type_trees import POINTER
from .ir import Value, local
from .irtypes import I64


def copies(mem) -> set:
    """Names of the `load i64` from shadowed memory whose bits a store writes into shadowed
    memory, where the type analysis finds a pointer. mem: the writer's MemoryRules (kept there)."""
    if mem.copies is None:
        w, has_shadow = mem.w, mem.has_shadow
        mem.copies = set()
        for st in w.fn.instructions():
            if st.opcode != "store" or st.ops[0].kind != "inst" or st.ops[0].type != I64 \
                    or not has_shadow(st.ops[1]):
                continue
            ld = w._insts.get(st.ops[0].name)
            if ld is not None and ld.opcode == "load" and has_shadow(ld.ops[0]) and _pointer(w, ld.value):
                mem.copies.add(ld.name)
    return mem.copies


def _pointer(w, v) -> bool:
    try:
        return w.type_analysis().tree(v).at(-1) == POINTER
    except (KeyError, ValueError):
        return False


def bits_shadow(name, lane) -> Value:
    """The shadow's bits read next to the load `name`."""
    n = shadow_name(name, lane) + ".bits"
    return Value(I64, local(n), "inst", n)


def forward(mem, inst) -> bool:
    """Emit the shadow's copy next to such a load, or a store of its bits; True if it did."""
    b, lane, names = mem.w.b, mem.w.lane, copies(mem)
    if inst.opcode == "load" and inst.name in names:
        b.raw(f"{bits_shadow(inst.name, lane).ref} = load i64, ptr {mem.shadow(inst.ops[0]).ref}, "
              f"align {access_align(inst)}")
        return True
    val = inst.ops[0] if inst.opcode == "store" else None
    if val is not None and val.kind == "inst" and val.name in names and mem.has_shadow(inst.ops[1]):
        b.store(bits_shadow(val.name, lane), mem.shadow(inst.ops[1]), align=access_align(inst))
        return True
    return False
