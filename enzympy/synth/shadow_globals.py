"""Shadow globals, in both modes: a mutable global holding floats gets a zeroed twin of the
same type (named `<global>.ad.shadow`, see `enzympy.memory`), aligned like the primal, at
least 16 bytes (vector code the optimiser wrote for the primal relies on it), in the primal's
address space.

A GPU kernel's shared memory (`addrspace(3)`, one copy per block) has no initialiser: its
shadow is zeroed by the block's threads on entry, each thread a strided share, then a barrier,
so that no thread adds to a shadow another thread has not cleared yet."""

from __future__ import annotations

import re

from ..ir import Value
from ..irtypes import I64, align_of, size_of
from .barriers import MIRROR

SHARED = 3
_ZERO_SHARED = "__enzympy_zero_shared"
_SREG = "llvm.nvvm.read.ptx.sreg"


def global_addrspace(primal) -> int:
    """The address space of an ir.GlobalVar (3: a GPU's shared memory)."""
    m = re.search(r"\baddrspace\((\d+)\)[^=]*\bglobal\b|\baddrspace\((\d+)\)\s+(?:global|constant)\b",
                  primal.line)
    return int(m.group(1) or m.group(2)) if m else 0


def shadow_global_definition(module, primal, shadow):
    """(type, definition line) of the shadow global `shadow` (a Value) of `primal` (an
    ir.GlobalVar)."""
    t = primal.type
    m = re.search(r",\s*align\s+(\d+)", primal.line)
    align = max(16, int(m.group(1)) if m else align_of(t))
    space = global_addrspace(primal)
    if space == SHARED:
        return t, f"{shadow.ref} = internal addrspace(3) global {t} undef, align {align}"
    where = f" addrspace({space})" if space else ""
    return t, f"{shadow.ref} = internal{where} global {t} zeroinitializer, align {align}"


def zero_globals(b, globals_, module, front=None):
    """Zero the shadow globals [(shadow Value, primal ir.GlobalVar)] on entry (at the start of block
    `front` when given): a memset each, the shared ones by the block and then one barrier."""
    shared = []
    for gv, primal in globals_:
        t = primal.type
        if global_addrspace(primal) == SHARED:
            shared.append((gv, size_of(t)))
        else:
            b.zero_memory(gv, Value(I64, str(size_of(t)), "const"), front=front)
    if not shared:
        return
    for r in ("tid", "ntid"):
        for d in "xyz":
            b.declare(f"{_SREG}.{r}.{d}", f"declare i32 @{_SREG}.{r}.{d}()")
    b.declare(MIRROR, f"declare void @{MIRROR}(i32)")
    lines = []
    for gv, n in shared:                        # 4-byte words, or bytes for an odd size
        unit, count = ("i32", n // 4) if n % 4 == 0 else ("i8", n)
        b.declare(f"{_ZERO_SHARED}.{unit}", _zero_shared_definition(unit))
        lines.append(f"call void @{_ZERO_SHARED}.{unit}(ptr addrspace(3) {gv.ref}, i64 {count})")
    lines.append(f"call void @{MIRROR}(i32 0)")
    for line in (reversed(lines) if front is not None else lines):
        if front is not None:
            b.insert_front(front, line)
        else:
            b.raw(line)


def _zero_shared_definition(unit: str) -> str:
    """@__enzympy_zero_shared.<unit>(p, n): thread t of the block (linear id) zeroes the
    elements t, t + threads, ... of the n `unit`s at p."""
    regs = "\n".join(f"  %{r}.{d} = call i32 @{_SREG}.{r}.{d}()" for r in ("tid", "ntid") for d in "xyz")
    return f"""define internal void @{_ZERO_SHARED}.{unit}(ptr addrspace(3) %p, i64 %n) {{
entry:
{regs}
  %yz = mul i32 %ntid.y, %tid.z
  %y = add i32 %yz, %tid.y
  %xy = mul i32 %y, %ntid.x
  %t32 = add i32 %xy, %tid.x
  %nxy = mul i32 %ntid.x, %ntid.y
  %m32 = mul i32 %nxy, %ntid.z
  %t = zext i32 %t32 to i64
  %m = zext i32 %m32 to i64
  br label %loop
loop:
  %k = phi i64 [ %t, %entry ], [ %k2, %body ]
  %more = icmp ult i64 %k, %n
  br i1 %more, label %body, label %done
body:
  %q = getelementptr {unit}, ptr addrspace(3) %p, i64 %k
  store {unit} 0, ptr addrspace(3) %q
  %k2 = add i64 %k, %m
  br label %loop
done:
  ret void
}}"""
