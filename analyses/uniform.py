"""Block-uniform values of a GPU kernel: the same in every thread of a block.

A value is block-uniform when it is made only of constants, the kernel's arguments, the
block's own index and the launch's dimensions (`ctaid`, `nctaid`, `ntid`), by arithmetic,
comparisons, selects, casts and address arithmetic, or loaded from such an address of memory
the kernel never writes. A phi is not (which way a thread came may differ between threads),
nor is anything that reads the thread's index. The reverse pass sums the increments of a
block-uniform address per block before one atomic (synth/block_sums.py).
"""

from __future__ import annotations

BLOCK_SREGS = tuple(f"llvm.nvvm.read.ptx.sreg.{r}." for r in ("ctaid", "nctaid", "ntid"))
_OPS = {"getelementptr", "add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor", "udiv", "sdiv",
        "urem", "srem", "sext", "zext", "trunc", "bitcast", "addrspacecast", "ptrtoint", "inttoptr",
        "icmp", "select", "freeze"}


def block_uniform(fn, constant_load) -> set:
    """Names of fn's block-uniform values. `constant_load(inst)`: does this load read memory
    the kernel never writes?"""
    uniform = set()

    def known(v):
        return v.kind in ("arg", "const", "global") or (v.kind == "inst" and v.name in uniform)

    changed = True
    while changed:
        changed = False
        for inst in fn.instructions():
            if not inst.name or inst.name in uniform:
                continue
            op = inst.opcode
            if op == "call":
                ok = (inst.callee or "").startswith(BLOCK_SREGS)
            elif op == "load":
                ok = known(inst.ops[0]) and "volatile" not in inst.text.split("=", 1)[1].split(",")[0] \
                    and constant_load(inst)
            else:
                ok = op in _OPS and all(known(o) for o in inst.ops)
            if ok:
                uniform.add(inst.name)
                changed = True
    return uniform
