"""GPU barriers in reverse mode: the adjoint of a barrier is a barrier.

The reverse sweep reads and clears the shadows of what a thread stored, and adds into the
shadows of what it loaded, possibly another thread's; a barrier of the primal ordered those
loads and stores across the block's threads, so its mirror in the reverse sweep orders the
shadow accesses the same way (Moses et al., SC'21). The reversed CFG mirrors the forward one,
so a barrier every thread of the block reaches in the primal is reached by every thread in
the reverse sweep too. A predicated barrier (`__syncthreads_count/and/or`) is mirrored by a
plain one: its result is a primal value, kept or recomputed like any other.
"""

from __future__ import annotations

from ..emit import BARRIER

BARRIERS = ("llvm.nvvm.barrier0", "llvm.nvvm.barrier.sync", "llvm.nvvm.bar.sync",
            "llvm.nvvm.barrier.n", "llvm.nvvm.barrier.cta.sync", "llvm.nvvm.barrier.cta.red")
MIRROR = BARRIER


def is_barrier(inst) -> bool:
    return inst.opcode == "call" and (inst.callee or "").startswith(BARRIERS)


def mirror_barrier(w):
    """A block-wide barrier at the current place of the reverse sweep (pending shadow
    increments first: they belong before it)."""
    w.mem.flush_increments()
    w.b.barrier()
