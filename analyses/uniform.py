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


_TID, _NTID, _CTAID = ("llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.ntid.x",
                       "llvm.nvvm.read.ptx.sreg.ctaid.x")


def _through_ext(v, defs):
    d = defs.get(v.name) if v.kind == "inst" else None
    while d is not None and d.opcode in ("zext", "sext") and d.ops[0].kind == "inst":
        d = defs.get(d.ops[0].name)
    return d


def _is_sreg(v, defs, name):
    d = _through_ext(v, defs)
    return d is not None and d.opcode == "call" and d.callee == name


def grid_index_1d(v, defs) -> bool:
    """Is v `ctaid.x * ntid.x + tid.x` (Numba's cuda.grid(1)), through integer extensions?
    In a launch whose grid and blocks are 1-D, no two threads have the same."""
    d = _through_ext(v, defs) if v.kind == "inst" else None
    if d is None or d.opcode != "add":
        return False
    for prod, tid in (d.ops, d.ops[::-1]):
        m = _through_ext(prod, defs) if prod.kind == "inst" else None
        if m is not None and m.opcode == "mul" and _is_sreg(tid, defs, _TID) and \
                {(_is_sreg(a, defs, _NTID), _is_sreg(a, defs, _CTAID)) for a in m.ops} == {(True, False), (False, True)}:
            return True
    return False


def thread_private(fn, root_of) -> set:
    """Refs of pointers `gep base, i` (i = cuda.grid(1)) through which every access to base's
    memory in fn goes: in a 1-D launch each such element is touched by one thread only, so the
    reverse sweep may add into its shadow without an atomic. `root_of(ptr)`: a pointer's root."""
    defs = {i.name: i for i in fn.instructions() if i.name}
    used = {}                                        # root -> refs of the pointers it is accessed through
    for inst in fn.instructions():
        if inst.opcode in ("load", "store", "atomicrmw", "cmpxchg"):
            ptr = inst.ops[1] if inst.opcode == "store" else inst.ops[0]
            used.setdefault(root_of(ptr), set()).add(ptr.ref)
        elif inst.opcode in ("call", "invoke"):
            for a in inst.args:
                if a.type.kind == "ptr":
                    used.setdefault(root_of(a), set()).add(None)      # passed on: unknown
        if inst.opcode == "store" and inst.ops[0].type.kind == "ptr":
            used.setdefault(root_of(inst.ops[0]), set()).add(None)    # escapes into memory
    if any(root[0] == "?" for root in used):
        return set()                                 # an access whose object is unknown may be any
    out = set()
    for root, refs in used.items():
        if root[0] != "arg" or len(refs) != 1 or None in refs:
            continue
        ref = next(iter(refs))
        d = defs.get(ref[1:]) if ref.startswith("%") else None
        if d is not None and d.opcode == "getelementptr" and len(d.ops) == 2 and d.ops[0].kind == "arg" \
                and grid_index_1d(d.ops[1], defs):
            out.add(ref)
    return out
