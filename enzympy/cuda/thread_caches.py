"""Launching a derivative kernel whose loop caches live in a per-thread buffer.

The kernel (synth/thread_caches.py) reads each cache's place and capacity from a control
block and writes back how many records each loop needed. How many that is depends on the
arguments (a loop over `A.shape[1]`), so the launch learns it: it saves the arrays the kernel
may write, launches with the capacities it knows (at first FIRST_RECORDS records a loop), and
when a loop was short of room (the blocks concerned skipped their reverse sweep, the answer
is incomplete) restores the arrays and launches again with the room the kernel asked for.
What it learns is kept per kernel, so later launches of the same sizes run once.
"""

from __future__ import annotations

import numpy as np

from ..errors import EnzympyError
from ..synth.thread_caches import WORDS_BEFORE_LOOPS, WORDS_PER_LOOP, control_word

FIRST_RECORDS = 64
MAX_BUFFER_BYTES = 16 << 30      # a cache bigger than this is refused, not allocated
ALIGN = 16
_learned = {}                    # derivative kernel name -> capacities (records per loop)


def threads_in(grid, block) -> int:
    from enzympy.runtime.grid import dim3
    return int(np.prod(dim3(grid))) * int(np.prod(dim3(block, "block")))


def layout(records, capacities):
    """(byte offset of each loop's cache in a thread's region, bytes per thread)."""
    offsets, at = [], 0
    for rec, cap in zip(records, capacities):
        offsets.append(at)
        at += -(-rec * cap // ALIGN) * ALIGN
    return offsets, max(at, ALIGN)


def control_block(records, capacities) -> np.ndarray:
    """The control block, word 0 (the buffer's address) left for the launch to fill."""
    ctl = np.zeros(WORDS_BEFORE_LOOPS + WORDS_PER_LOOP * len(records), np.int64)
    offsets, ctl[1] = layout(records, capacities)
    for k, (off, cap) in enumerate(zip(offsets, capacities)):
        ctl[control_word(k, "offset")] = off
        ctl[control_word(k, "capacity")] = cap
    return ctl


def _saved(a):
    """A function that puts array a back as it is now (numpy or device array), or None."""
    if isinstance(a, np.ndarray):
        if not a.flags.writeable:
            return None
        copy = a.copy()
        return lambda: np.copyto(a, copy)
    if hasattr(a, "copy_to_host") and hasattr(a, "copy_to_device"):
        host = a.copy_to_host()
        return lambda: a.copy_to_device(host)
    return None


def launch_with_caches(dk, grid, block, arrays, new_buffer, run):
    """Launch derivative kernel dk until its caches fit. `arrays`: every array it may write;
    `new_buffer(nbytes)`: the per-thread buffer (host or device memory); `run(ctl, buffer)`:
    one launch, which fills ctl[0] with the buffer's address and leaves ctl as the kernel
    wrote it."""
    records = dk.cache_records
    caps = list(_learned.get(dk.name, [FIRST_RECORDS] * len(records)))
    restore = [r for r in map(_saved, arrays) if r is not None]
    nthreads = threads_in(grid, block)
    for _ in range(4):
        ctl = control_block(records, caps)
        nbytes = int(ctl[1]) * nthreads
        if nbytes > MAX_BUFFER_BYTES:
            raise EnzympyError(f"the reverse sweep of {dk.name} needs {nbytes / 2**30:.1f} GiB of loop "
                               f"caches ({int(ctl[1])} bytes for each of {nthreads} threads); launch fewer "
                               "threads or shorten the loops")
        run(ctl, new_buffer(max(nbytes, ALIGN)))
        need = [int(ctl[control_word(k, "need")]) for k in range(len(records))]
        if all(n <= c for n, c in zip(need, caps)):
            _learned[dk.name] = caps
            return
        caps = [max(c, n) for c, n in zip(caps, need)]
        for r in restore:
            r()
    raise EnzympyError(f"the loop caches of {dk.name} did not settle in four launches (loops whose "  # pragma: no cover
                       "trip counts change from launch to launch?)")
