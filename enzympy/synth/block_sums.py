"""Reverse mode on a GPU: increments of a block-uniform address, summed per block.

When every thread of a block reads the same element (a coefficient `a[0]`, a table entry
picked by the block), every thread adds into the same shadow element in the reverse sweep,
and one atomic per thread serialises them. Where the element is read-only in the kernel (no
thread reads its shadow back before the kernel ends: only additions, which commute), the
accumulation point (`MemoryRules.accumulate_memory`) adds into a register of the thread
instead; at the end of the derivative kernel, which every thread of the block reaches, the
block adds the registers in shared memory between two barriers and one thread makes one
atomic add to the global shadow: one atomic per block and per such element.
"""

from __future__ import annotations

from enzympy.analyses.uniform import block_uniform

from ..emit import zero
from ..ir import Value
from ..irtypes import I1, I32, I64, PTR



def barrier_skippable(fn) -> bool:
    """Can a thread reach the kernel's end without passing one of its barriers? Such a
    thread, having left the primal's barriers out, would meet the sum's barriers while the
    others are at the mirrored ones of the reverse sweep: its sum added too early, or the
    others' lost (a coefficient's gradient came out 0 when thread 0 returned early)."""
    from enzympy.analyses.loops import function_cfg

    from .barriers import exit_skips_barrier
    return exit_skips_barrier(fn, function_cfg(fn))


class BlockSums:
    """The per-block sums of one derivative kernel (`enabled`: it is a kernel's own, combined,
    and every thread passes every barrier of it; otherwise increments stay atomics)."""

    def __init__(self, w, enabled):
        self.w, self.enabled = w, enabled and not barrier_skippable(w.fn)
        self._uniform = None
        self._written = None
        self.sums = {}                # primal pointer ref -> (accumulator slot, pointer slot, type)

    def key(self, primal_ptr):
        """The sum primal_ptr's shadow increments go to, or None (then: an atomic)."""
        if not self.enabled:
            return None
        policy = self.w.policy
        if self._uniform is None:
            self._written = policy.written_roots()
            self._uniform = block_uniform(self.w.fn, lambda ld: self._read_only(ld.ops[0]))
        uniform = primal_ptr.kind == "arg" or (primal_ptr.kind == "inst" and primal_ptr.name in self._uniform)
        return primal_ptr.ref if uniform and self._read_only(primal_ptr) else None

    def _read_only(self, ptr) -> bool:
        """Does ptr reach a kernel argument's memory that nothing in the kernel may write?"""
        policy = self.w.policy
        root = policy.root(ptr)
        return root[0] == "arg" and not any(policy.may_alias(root, w) for w in self._written)

    def add(self, key, shadow_ptr: Value, contrib: Value) -> bool:
        """Add contrib into this thread's register of the sum (False: not a scalar float)."""
        if contrib.type.kind != "float":
            return False
        b = self.w.b
        if key not in self.sums:
            acc, at = b.fresh("bsum"), b.fresh("bptr")
            b.insert_front("ad.entry", f"store ptr null, ptr %{at}")
            b.insert_front("ad.entry", f"store {zero(contrib.type).typed}, ptr %{acc}")
            b.insert_front("ad.entry", f"%{at} = alloca ptr")
            b.insert_front("ad.entry", f"%{acc} = alloca {contrib.type}")
            self.sums[key] = (Value(PTR, f"%{acc}", "inst", acc), Value(PTR, f"%{at}", "inst", at), contrib.type)
        acc, at, t = self.sums[key]
        b.store(self.w.add(b.load(t, acc, "bs"), contrib, "nsz"), acc)
        b.store(shadow_ptr, at)
        return True

    def finish(self):
        """At the end of the reverse sweep (every thread of the block): the registers summed in
        shared memory, then one atomic add per sum by the block's first thread."""
        if not self.sums:
            return
        b = self.w.b
        first = self._first_thread()
        shared = []
        for k, (acc, at, t) in enumerate(self.sums.values()):
            s, p = f"@__enzympy_bsum.{self.w.spec.name}.{k}", f"@__enzympy_bptr.{self.w.spec.name}.{k}"
            b.declare(s, f"{s} = internal addrspace(3) global {t} undef, align 8")
            b.declare(p, f"{p} = internal addrspace(3) global i64 undef, align 8")
            shared.append((acc, at, t, s, p))
        clear, cleared = b.fresh("bsclear"), b.fresh("bscleared")
        b.condbr(first, clear, cleared)
        b.block(clear)
        for _, _, t, s, p in shared:
            b.raw(f"store {zero(t).typed}, ptr addrspace(3) {s}, align 8")
            b.raw(f"store i64 0, ptr addrspace(3) {p}, align 8")
        b.br(cleared)
        b.block(cleared)
        b.barrier()
        for acc, at, t, s, p in shared:
            v = b.load(t, acc, "bs")
            b.raw(f"atomicrmw fadd ptr addrspace(3) {s}, {v.typed} monotonic, align 8")
            q = b.emit(I64, f"ptrtoint ptr {b.load(PTR, at, 'bp').ref} to i64", "bpi")
            b.raw(f"atomicrmw umax ptr addrspace(3) {p}, {q.typed} monotonic, align 8")
        b.barrier()
        for acc, at, t, s, p in shared:
            go, done = b.fresh("bsadd"), b.fresh("bsdone")
            q = b.emit(I64, f"load i64, ptr addrspace(3) {p}, align 8", "bpi")
            some = b.emit(I1, f"icmp ne i64 {q.ref}, 0")
            b.condbr(b.emit(I1, f"and i1 {first.ref}, {some.ref}"), go, done)
            b.block(go)
            total = b.emit(t, f"load {t}, ptr addrspace(3) {s}, align 8", "bst")
            target = b.emit(PTR, f"inttoptr i64 {q.ref} to ptr", "bpt")
            b.raw(f"atomicrmw fadd ptr {target.ref}, {total.typed} monotonic")
            b.br(done)
            b.block(done)

    def _first_thread(self) -> Value:
        b = self.w.b
        ids = [b.sreg("tid", d) for d in "xyz"]
        either = b.emit(I32, f"or i32 {ids[0].ref}, {ids[1].ref}")
        return b.emit(I1, f"icmp eq i32 {b.emit(I32, f'or i32 {either.ref}, {ids[2].ref}').ref}, 0")

