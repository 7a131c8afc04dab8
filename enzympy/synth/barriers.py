"""GPU barriers in reverse mode: the adjoint of a barrier is a barrier.

The reverse sweep reads and clears the shadows of what a thread stored, and adds into the
shadows of what it loaded, possibly another thread's; a barrier of the primal ordered those
loads and stores across the block's threads, so its mirror in the reverse sweep orders the
shadow accesses the same way (Moses et al., SC'21). The reversed CFG mirrors the forward one,
so a barrier every thread of the block reaches in the primal is reached by every thread in
the reverse sweep too. A predicated barrier (`__syncthreads_count/and/or`) is mirrored by a
plain one: its result is a primal value, kept or recomputed like any other.

Threads that part. In CUDA a thread that has returned no longer counts at later barriers, so
`if t >= 8: return` after a barrier, or a barrier loop some threads leave early, is a valid
kernel whose threads pass different numbers of barriers. In a combined derivative no thread
returns before the end of the reverse sweep: a thread that reached the primal's end would meet
the others' forward barriers with its mirrored ones, and the sweeps would pair up wrongly (a
gradient silently 0). So where threads may part (`threads_may_part`), the derivative keeps the
count in step (`drain`, `wait_out`):

- every forward barrier is a vote `barrier.red.and(false)`: "I am still in the primal";
- a thread at the primal's end votes `true` at a barrier until the vote is unanimous; the
  barriers it waited at are those the others passed after it left, d of them;
- after the unanimous vote the thread first waits at d barriers, while the others run the
  mirrors of the barriers it never passed, then runs its own reverse sweep.
Those barriers, the forward ones, the mirrors and the waits, are non-aligned (`barrier.sync`,
`barrier.red`): threads of one warp meet at different barrier instructions. The entry's and the
end's (shared shadows zeroed, block sums) stay aligned: every thread is at the same one there.
"""

from __future__ import annotations

import re

from ..emit import BARRIER
from ..ir import Value, local
from ..irtypes import I1, I32

BARRIERS = ("llvm.nvvm.barrier0", "llvm.nvvm.barrier.sync", "llvm.nvvm.bar.sync",
            "llvm.nvvm.barrier.n", "llvm.nvvm.barrier.cta.sync", "llvm.nvvm.barrier.cta.red")
# block-wide barriers on barrier 0 without a predicate
PLAIN = {"llvm.nvvm.barrier0", "llvm.nvvm.barrier.cta.sync.aligned.all", "llvm.nvvm.barrier.cta.sync.all",
         "llvm.nvvm.barrier.sync", "llvm.nvvm.bar.sync"}
VOTE = "llvm.nvvm.barrier.cta.red.and.all"       # barrier.red.and.pred: non-aligned, i1 (i32 id, i1)
MIRROR = BARRIER


def is_barrier(inst) -> bool:
    return inst.opcode == "call" and (inst.callee or "").startswith(BARRIERS)


def mirror_barrier(w):
    """A block-wide barrier at the current place of the reverse sweep (pending shadow
    increments first: they belong before it)."""
    w.mem.flush_increments()
    w.b.barrier(aligned=not w.drained)


def exit_skips_barrier(fn, cfg, walls=None) -> bool:
    """Can a thread reach the function's end without passing one of its barriers (an early
    return before it, `if i < n:` around it, a loop around it that may run no times)?
    `walls`: the blocks with barriers, when known."""
    exits = {b.name for b in fn.blocks if not b.successors()}
    for wall in _barrier_blocks(fn) if walls is None else walls:
        seen, work = set(), [cfg.entry] if cfg.entry != wall else []
        while work:
            b = work.pop()
            if b in seen:
                continue
            seen.add(b)
            if b in exits:
                return True
            work.extend(s for s in cfg.succs.get(b, []) if s != wall)
    return False


def threads_may_part(fn, cfg) -> bool:
    """May two threads of a block pass different numbers of fn's barriers? Not when every
    barrier is outside loops and on every way from the entry to an end; otherwise assume so
    (no uniformity of branches is proved here: the drain costs one vote when they do not)."""
    walls = _barrier_blocks(fn)
    if not walls:
        return False
    return any(w in cfg.loop_of for w in walls) or exit_skips_barrier(fn, cfg, walls)


def check_drainable(fn, cfg, mode, unsupported):
    """What keeping the barrier count in step cannot do, refused by name: a barrier with a
    predicate or another barrier id (the vote needs barrier 0 to itself), a barrier inside a
    called function, and split mode (the thread that returns leaves the function)."""
    module = fn.module
    for inst in fn.instructions():
        if inst.block.name not in cfg.reachable or inst.opcode != "call":
            continue
        why = None
        if is_barrier(inst) and (inst.callee not in PLAIN or (inst.args and inst.args[0].ref != "0")):
            why = "a predicated or named barrier (__syncthreads_count/and/or, bar.sync with an id)"
        elif _has_barrier(module, inst.callee, {}):
            why = f"a barrier inside the called function @{inst.callee}"
        elif is_barrier(inst) and mode != "combined":
            why = "a barrier in a derivative split into forward and reverse functions"
        if why:
            raise unsupported(f"GPU reverse mode: {why} in a function whose threads may pass different "
                              "numbers of barriers (an early return or a barrier in a loop or branch) is "
                              "not supported", inst)


def vote_barrier(b):
    """A forward barrier of a drained derivative: the block's barrier, voting 'not done'."""
    b.declare(VOTE, f"declare i1 @{VOTE}(i32, i1)")
    b.raw(f"call i1 @{VOTE}(i32 0, i1 false)")


def drain(b) -> Value:
    """At the primal's end: vote 'done' at barriers until every thread has; returns d, the
    number of barriers the others passed after this thread arrived (i32)."""
    b.declare(VOTE, f"declare i1 @{VOTE}(i32, i1)")
    start, loop, done = b.current, b.new_block("drain"), b.new_block("drained")
    n, n1 = b.fresh("skipped"), b.fresh("skipped")
    b.br(loop)
    b.block(loop)
    b.raw(f"{local(n)} = phi i32 [ 0, {local(start)} ], [ {local(n1)}, {local(loop)} ]")
    every = b.emit(I1, f"call i1 @{VOTE}(i32 0, i1 true)", "alldone")
    b.raw(f"{local(n1)} = add i32 {local(n)}, 1")
    b.condbr(every, done, loop)
    b.block(done)
    return Value(I32, local(n), "inst", n)


def wait_out(b, skipped: Value):
    """Before this thread's reverse sweep: wait at `skipped` barriers, the mirrors of those the
    others passed after it had left the primal."""
    start, head, body, done = b.current, b.new_block("waitout"), b.new_block("waitone"), b.new_block("waited")
    k, k1 = b.fresh("left"), b.fresh("left")
    b.br(head)
    b.block(head)
    b.raw(f"{local(k)} = phi i32 [ {skipped.ref}, {local(start)} ], [ {local(k1)}, {local(body)} ]")
    more = b.emit(I1, f"icmp ne i32 {local(k)}, 0", "more")
    b.condbr(more, body, done)
    b.block(body)
    b.barrier(aligned=False)
    b.raw(f"{local(k1)} = sub i32 {local(k)}, 1")
    b.br(head)
    b.block(done)


def _barrier_blocks(fn) -> set:
    """Blocks of fn with a barrier or a call of a defined function that has one."""
    module, memo, out = fn.module, {}, set()
    for i in fn.instructions():
        if i.opcode == "call" and (is_barrier(i) or _has_barrier(module, i.callee, memo)):
            out.add(i.block.name)
    return out


_CALLEE = re.compile(r'call [^@]*@("[^"]+"|[-\w$.]+)\(')


def _has_barrier(module, name, memo) -> bool:
    """Does the defined function `name`, or one it calls, contain a barrier?"""
    if not name or not module.defines(name):
        return False
    if name not in memo:
        memo[name] = False                       # a recursion ends here
        callees = {m.group(1).strip('"') for m in _CALLEE.finditer(module.function_text(name))}
        memo[name] = any(c.startswith(BARRIERS) or _has_barrier(module, c, memo) for c in callees)
    return memo[name]
