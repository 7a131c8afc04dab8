"""How a GPU derivative adds into shadow memory: the choice per memory operation.

The reverse sweep adds the adjoint of every load into the shadow of the loaded address (and
of an atomic's value into the atomic's). On a CPU one thread runs a derivative: a plain add.
On a GPU other threads may add there too, so the accumulation point
(`MemoryRules.accumulate_memory`) makes it

- a plain add where the memory is the thread's own (an alloca: local memory), or an element
  only this thread touches (every access to the array is at x[cuda.grid(1)], in a launch
  with 1-D grid and blocks: analyses/uniform.thread_private);
- a per-block sum (synth/block_sums.py) where every thread of the block reads the same
  element and nothing in the kernel writes it (only in a kernel's own derivative);
- an atomic add otherwise.

`describe` reports the choice for each memory operation of a function (`enzympy analyze`,
`kernel.reverse.analyze(...)`).
"""

from __future__ import annotations

from types import SimpleNamespace

PLAIN, ATOMIC = "plain add (the thread's own memory)", "atomic add"
BLOCK_SUM = "block sum (registers, shared memory, one atomic per block)"


def choose(policy, block_sums, primal_ptr, private=()):
    """False (a plain add), True (an atomic add), or the key of a per-block sum. `private`:
    refs of the pointers to elements only one thread touches."""
    if primal_ptr.ref in private:
        return False
    kind, name = policy.root(primal_ptr)
    d = policy.defs.get(name) if kind == "fresh" else None
    if d is not None and d.opcode == "alloca":
        return False
    key = block_sums.key(primal_ptr)
    return True if key is None else key


def describe(fn, gpu_kernel=False, launch_1d=False) -> dict:
    """Instruction -> how the reverse sweep adds into the shadow it reads (loads, atomics,
    masked loads), for a GPU function; stores are a plain read and clear of their own."""
    from enzympy.analyses.loops import function_cfg
    from enzympy.analyses.recompute import RecomputePolicy
    from enzympy.analyses.uniform import thread_private
    from .block_sums import BlockSums
    policy = RecomputePolicy(fn, function_cfg(fn), dear_math=True)
    sums = BlockSums(SimpleNamespace(policy=policy, fn=fn), gpu_kernel)
    private = thread_private(fn, policy.root) if gpu_kernel and launch_1d else set()
    out = {}
    for inst in fn.instructions():
        c = inst.callee or ""
        if inst.opcode == "load" or c.startswith("llvm.masked.load"):
            ptr = inst.ops[0] if inst.opcode == "load" else inst.args[0]
        elif inst.opcode in ("atomicrmw", "cmpxchg"):
            out[inst] = ATOMIC
            continue
        elif inst.opcode == "store":
            out[inst] = "read and clear (plain)"
            continue
        else:
            continue
        if "atomic" in inst.text.split("=", 1)[-1].split(",")[0]:
            out[inst] = ATOMIC
            continue
        how = choose(policy, sums, ptr, private)
        if how is True and _stored_after(inst, ptr):
            out[inst] = "plain add (merged into the clear of the store after it)"
            continue
        out[inst] = PLAIN if how is False else ATOMIC if how is True else BLOCK_SUM
    return out


def _stored_after(load, ptr) -> bool:
    """Is ptr stored to later in the load's block, with no other memory access between? The
    reverse sweep then writes the load's adjoint with the store's clear (`flush_increments`)."""
    after = load.block.instructions[load.block.instructions.index(load) + 1:]
    for inst in after:
        if inst.opcode == "store":
            return inst.ops[1].ref == ptr.ref
        if inst.opcode in ("load", "atomicrmw", "cmpxchg", "fence") or \
                (inst.opcode == "call" and not (inst.callee or "").startswith(("llvm.", "__nv_"))):
            return False
    return False
