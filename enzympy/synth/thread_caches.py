"""Reverse mode on a GPU, storage: loop caches in one preallocated per-thread buffer.

A kernel's loop whose trip count is known only at run time (a tiled matmul's loop over tiles,
a tree reduction's halving loop) needs a record per iteration that no stack array can be sized
for, and device malloc is slow and small. The derivative kernel takes one more parameter,
`%ad.gctl`, a control block of i64 words the launch fills (enzympy/cuda/thread_caches.py):

    word 0: the buffer's address         word 1: bytes per thread (the stride)
    word 2 + 3k: byte offset of loop k's cache in a thread's region
    word 3 + 3k: its capacity (records)   word 4 + 3k: records it needed (atomic max, written)

Thread t's region starts at buffer + t * stride, t the thread's linear index in the grid. A
thread whose loop runs past the capacity notes how many records it needed and keeps counting
(writing record 0 again); where the reverse sweep begins, the block votes
(`barrier0.and`), and a block with a thread short of room skips its reverse sweep, so no
garbage is read back. The launch sees the need, restores the arrays it saved, and launches
again with room enough: the answer is never made of a cache that did not fit.
"""

from __future__ import annotations

from ..emit import int_const
from ..ir import Value
from ..irtypes import I1, I8, I32, I64, PTR

CONTROL = "ad.gctl"               # the parameter's name
WORDS_BEFORE_LOOPS, WORDS_PER_LOOP = 2, 3
LAYOUT_GLOBAL = "__enzympy_thread_caches."   # + function name: [n x i64] record sizes, for the launch


def control_word(loop_index: int, what: str) -> int:
    """Index of a loop's word in the control block (what: 'offset', 'capacity' or 'need')."""
    return WORDS_BEFORE_LOOPS + WORDS_PER_LOOP * loop_index + ("offset", "capacity", "need").index(what)


class ThreadCaches:
    """The loops of one derivative whose caches live in the per-thread buffer (b: its builder)."""

    def __init__(self, b, fn_name):
        self.b, self.fn_name = b, fn_name
        self.loops = []               # loop headers, in control-block order
        self.records = []             # their record sizes in bytes
        self.region = None            # this thread's region (computed once, in the entry block)
        self.short = None             # slot: i32 1 once some loop ran out of room

    def has(self, loop) -> bool:
        return loop.header in self.loops

    def place(self, loop, record_bytes, cap, buf):
        """In the entry block: loop's cache pointer and capacity from the control block."""
        b = self.b
        if self.region is None:
            ctl = self.control()
            base = b.load(PTR, ctl, "tcbase")
            stride = b.load(I64, self.word(1), "tcstride")
            self.region = b.gep(I8, base, [b.ibin("mul", self._thread_index(), stride)])
            self.short = b.alloca(I32, "short")
            b.store(int_const(0, I32), self.short)
        k = len(self.loops)
        self.loops.append(loop.header)
        self.records.append(record_bytes)
        off = b.load(I64, self.word(control_word(k, "offset")), "tcoff")
        b.store(b.gep(I8, self.region, [off]), buf)
        b.store(b.load(I64, self.word(control_word(k, "capacity")), "tccap"), cap)

    def control(self) -> Value:
        return Value(PTR, f"%{CONTROL}", "arg", CONTROL)

    def word(self, k) -> Value:
        return self.b.gep(I64, self.control(), [int_const(k)])

    def _thread_index(self) -> Value:
        """((ctaid.z * nctaid.y + ctaid.y) * nctaid.x + ctaid.x) * threads per block
        + (tid.z * ntid.y + tid.y) * ntid.x + tid.x, in i64."""
        b = self.b
        r = {reg + d: b.cast("zext", b.sreg(reg, d), I64) for reg in ("tid", "ntid", "ctaid", "nctaid")
             for d in "xyz"}
        mul, add = (lambda x, y: b.ibin("mul", x, y)), (lambda x, y: b.ibin("add", x, y))
        block = add(mul(add(mul(r["ctaidz"], r["nctaidy"]), r["ctaidy"]), r["nctaidx"]), r["ctaidx"])
        per_block = mul(mul(r["ntidx"], r["ntidy"]), r["ntidz"])
        inside = add(mul(add(mul(r["tidz"], r["ntidy"]), r["tidy"]), r["ntidx"]), r["tidx"])
        return add(mul(block, per_block), inside)

    def out_of_room(self, loop, need):
        """In the block where an iteration found its cache full: note the need, mark the thread."""
        b = self.b
        k = self.loops.index(loop.header)
        b.raw(f"atomicrmw umax ptr {self.word(control_word(k, 'need')).ref}, i64 {need.ref} monotonic")
        b.store(int_const(1, I32), self.short)

    def vote(self, ret_type):
        """Where the reverse sweep begins: every thread of the block goes on only if none ran out
        of room (all threads of a block reach this point, as they reach the primal's barriers)."""
        if not self.loops:
            return
        b = self.b
        name = "llvm.nvvm.barrier0.and"
        b.declare(name, f"declare i32 @{name}(i32) convergent nounwind")
        fine = b.emit(I1, f"icmp eq i32 {b.load(I32, self.short, 'sh').ref}, 0")
        every = b.call(I32, name, [b.cast("zext", fine, I32)])
        go = b.emit(I1, f"icmp ne i32 {every.ref}, 0")
        b.condbr(go, "ad.turn.room", "ad.turn.short")
        b.block("ad.turn.short")
        b.raw(f"ret {ret_type} zeroinitializer" if str(ret_type) != "void" else "ret void")
        b.block("ad.turn.room")

    def layout_global(self) -> tuple[str, str] | None:
        """(name, definition) of the record sizes, which the launch reads from the module."""
        if not self.loops:
            return None
        name = LAYOUT_GLOBAL + self.fn_name
        vals = ", ".join(f"i64 {n}" for n in self.records)
        return name, f'@"{name}" = private unnamed_addr constant [{len(self.records)} x i64] [{vals}]'
