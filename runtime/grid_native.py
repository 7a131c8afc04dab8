"""The CPU grid's native part, as LLVM IR compiled with the kernel: barriers and the launch loop.

A block's barrier is a mutex, a condition variable and four counters (live threads, arrived,
generation, predicate count) in one record shared by the block's context records; a thread that
exits stops counting, so threads that return early do not hang the others. `@__grid.launch`
runs every block of the grid in turn; in a kernel with barriers each GPU thread of a block is a
pthread, otherwise they run one after another in the calling thread. Nothing here takes
Python's lock: a launch is one foreign call.

Context record (grid_ir): i32 tid[3], ntid[3], ctaid[3], nctaid[3], laneid, warpid (56 bytes),
then ptr block (56), ptr args (64); 72 bytes. Block record: mutex (64 bytes reserved), condition
(64 bytes), i32 live (128), arrived (132), generation (136), count (140), result count (144),
result arrived (148).
"""

from __future__ import annotations

CTX_BLOCK, CTX_ARGS, CTX_SIZE = 56, 64, 72
BLOCK_SIZE = 160
COND, LIVE, ARRIVED, GENERATION, COUNT, RES_COUNT, RES_ARRIVED = 64, 128, 132, 136, 140, 144, 148


def _field(reg, base, off):
    return f"  %{reg} = getelementptr i8, ptr %{base}, i64 {off}"


_RELEASE = f"""\
{_field("rc.p", "b", RES_COUNT)}
{_field("ra.p", "b", RES_ARRIVED)}
  store i32 %cnt, ptr %rc.p
  store i32 %arr, ptr %ra.p
  store i32 0, ptr %arr.p
  store i32 0, ptr %cnt.p
  %g.old = load i32, ptr %gen.p
  %g.new = add i32 %g.old, 1
  store i32 %g.new, ptr %gen.p
  %cond.b = getelementptr i8, ptr %b, i64 {COND}
  call i32 @pthread_cond_broadcast(ptr %cond.b)"""


def native_runtime(kernel: str, param_types) -> str:
    """IR text of the barrier, exit, thread entry and launch loop for @kernel."""
    fields = ", ".join(param_types)
    loads = "\n".join(f"  %a{k}.p = getelementptr {{{fields}}}, ptr %args, i32 0, i32 {k}\n"
                      f"  %a{k} = load {t}, ptr %a{k}.p" for k, t in enumerate(param_types))
    call_args = "".join(f", {t} %a{k}" for k, t in enumerate(param_types))
    return f"""
declare i32 @pthread_mutex_lock(ptr)
declare i32 @pthread_mutex_unlock(ptr)
declare i32 @pthread_cond_wait(ptr, ptr)
declare i32 @pthread_cond_broadcast(ptr)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)

define internal i32 @__grid.block_sync(ptr %c, i32 %op, i32 %v) {{
entry:
{_field("bp", "c", CTX_BLOCK)}
  %b = load ptr, ptr %bp
{_field("live.p", "b", LIVE)}
{_field("arr.p", "b", ARRIVED)}
{_field("gen.p", "b", GENERATION)}
{_field("cnt.p", "b", COUNT)}
  call i32 @pthread_mutex_lock(ptr %b)
  %gen = load i32, ptr %gen.p
  %arr0 = load i32, ptr %arr.p
  %arr = add i32 %arr0, 1
  store i32 %arr, ptr %arr.p
  %nz = icmp ne i32 %v, 0
  %inc = zext i1 %nz to i32
  %cnt0 = load i32, ptr %cnt.p
  %cnt = add i32 %cnt0, %inc
  store i32 %cnt, ptr %cnt.p
  %live = load i32, ptr %live.p
  %last = icmp sge i32 %arr, %live
  br i1 %last, label %release, label %wait
release:
{_RELEASE}
  br label %done
wait:
  %cond.w = getelementptr i8, ptr %b, i64 {COND}
  call i32 @pthread_cond_wait(ptr %cond.w, ptr %b)
  %g2 = load i32, ptr %gen.p
  %same = icmp eq i32 %g2, %gen
  br i1 %same, label %wait, label %done
done:
{_field("rc.q", "b", RES_COUNT)}
{_field("ra.q", "b", RES_ARRIVED)}
  %rc = load i32, ptr %rc.q
  %ra = load i32, ptr %ra.q
  call i32 @pthread_mutex_unlock(ptr %b)
  %all = icmp eq i32 %rc, %ra
  %all.i = zext i1 %all to i32
  %any = icmp sgt i32 %rc, 0
  %any.i = zext i1 %any to i32
  switch i32 %op, label %ret0 [ i32 1, label %ret.popc
                                i32 2, label %ret.and
                                i32 3, label %ret.or ]
ret0:
  ret i32 0
ret.popc:
  ret i32 %rc
ret.and:
  ret i32 %all.i
ret.or:
  ret i32 %any.i
}}

define internal void @__grid.block_exit(ptr %c) {{
entry:
{_field("bp", "c", CTX_BLOCK)}
  %b = load ptr, ptr %bp
{_field("live.p", "b", LIVE)}
{_field("arr.p", "b", ARRIVED)}
{_field("gen.p", "b", GENERATION)}
{_field("cnt.p", "b", COUNT)}
  call i32 @pthread_mutex_lock(ptr %b)
  %live0 = load i32, ptr %live.p
  %live = sub i32 %live0, 1
  store i32 %live, ptr %live.p
  %arr = load i32, ptr %arr.p
  %cnt = load i32, ptr %cnt.p
  %waiting = icmp sgt i32 %arr, 0
  %enough = icmp sge i32 %arr, %live
  %go = and i1 %waiting, %enough
  br i1 %go, label %release, label %done
release:
{_RELEASE}
  br label %done
done:
  call i32 @pthread_mutex_unlock(ptr %b)
  ret void
}}

define internal ptr @__grid.thread(ptr %c) {{
entry:
{_field("args.pp", "c", CTX_ARGS)}
  %args = load ptr, ptr %args.pp
{loads}
  call void @"{kernel}"(ptr %c{call_args})
  call void @__grid.block_exit(ptr %c)
  ret ptr null
}}

; every block of the grid in turn: ctxs holds one record per thread of a block (tid, ntid,
; nctaid, laneid, warpid, block and args set); returns 0, or the failing pthread_create's code
define i32 @__grid.launch(ptr %ctxs, i32 %n, i32 %threaded) {{
entry:
  %tids = alloca i64, i32 %n
  br label %setup
setup:
{_field("nb.x.p", "ctxs", 36)}
{_field("nb.y.p", "ctxs", 40)}
{_field("nb.z.p", "ctxs", 44)}
{_field("bp", "ctxs", CTX_BLOCK)}
  %blk = load ptr, ptr %bp
  %nbx = load i32, ptr %nb.x.p
  %nby = load i32, ptr %nb.y.p
  %nbz = load i32, ptr %nb.z.p
  %nxy = mul i32 %nbx, %nby
  %nblocks = mul i32 %nxy, %nbz
  br label %block
block:
  %bi = phi i32 [ 0, %setup ], [ %bi.next, %block.end ]
  %bx = urem i32 %bi, %nbx
  %bq = udiv i32 %bi, %nbx
  %by = urem i32 %bq, %nby
  %bz = udiv i32 %bi, %nxy
{_field("live.p", "blk", LIVE)}
{_field("arr.p", "blk", ARRIVED)}
{_field("cnt.p", "blk", COUNT)}
  store i32 %n, ptr %live.p
  store i32 0, ptr %arr.p
  store i32 0, ptr %cnt.p
  br label %set
set:
  %t = phi i32 [ 0, %block ], [ %t.next, %set ]
  %t64 = zext i32 %t to i64
  %off = mul i64 %t64, {CTX_SIZE}
  %ct = getelementptr i8, ptr %ctxs, i64 %off
  %cx = getelementptr i8, ptr %ct, i64 24
  %cy = getelementptr i8, ptr %ct, i64 28
  %cz = getelementptr i8, ptr %ct, i64 32
  store i32 %bx, ptr %cx
  store i32 %by, ptr %cy
  store i32 %bz, ptr %cz
  %t.next = add i32 %t, 1
  %set.more = icmp ult i32 %t.next, %n
  br i1 %set.more, label %set, label %run
run:
  %thr = icmp ne i32 %threaded, 0
  br i1 %thr, label %spawn, label %serial
serial:
  %s = phi i32 [ 0, %run ], [ %s.next, %serial ]
  %s64 = zext i32 %s to i64
  %soff = mul i64 %s64, {CTX_SIZE}
  %cs = getelementptr i8, ptr %ctxs, i64 %soff
  call ptr @__grid.thread(ptr %cs)
  %s.next = add i32 %s, 1
  %s.more = icmp ult i32 %s.next, %n
  br i1 %s.more, label %serial, label %block.end
spawn:
  %p = phi i32 [ 0, %run ], [ %p.next, %spawned ]
  %p64 = zext i32 %p to i64
  %poff = mul i64 %p64, {CTX_SIZE}
  %cp = getelementptr i8, ptr %ctxs, i64 %poff
  %tid.p = getelementptr i64, ptr %tids, i64 %p64
  %err = call i32 @pthread_create(ptr %tid.p, ptr null, ptr @__grid.thread, ptr %cp)
  %failed = icmp ne i32 %err, 0
  br i1 %failed, label %give.up, label %spawned
spawned:
  %p.next = add i32 %p, 1
  %p.more = icmp ult i32 %p.next, %n
  br i1 %p.more, label %spawn, label %join
give.up:
  ; the threads never started stop counting for the barrier; join those that did
  %q = phi i32 [ %p, %spawn ], [ %q.next, %give.up ]
  %q64 = zext i32 %q to i64
  %qoff = mul i64 %q64, {CTX_SIZE}
  %cq = getelementptr i8, ptr %ctxs, i64 %qoff
  call void @__grid.block_exit(ptr %cq)
  %q.next = add i32 %q, 1
  %q.more = icmp ult i32 %q.next, %n
  br i1 %q.more, label %give.up, label %join.failed
join.failed:
  %jf = phi i32 [ 0, %give.up ], [ %jf.next, %join.failed.body ]
  %jf.more = icmp ult i32 %jf, %p
  br i1 %jf.more, label %join.failed.body, label %fail
join.failed.body:
  %jf64 = zext i32 %jf to i64
  %jf.p = getelementptr i64, ptr %tids, i64 %jf64
  %jf.t = load i64, ptr %jf.p
  call i32 @pthread_join(i64 %jf.t, ptr null)
  %jf.next = add i32 %jf, 1
  br label %join.failed
fail:
  ret i32 %err
join:
  %j = phi i32 [ 0, %spawned ], [ %j.next, %join ]
  %j64 = zext i32 %j to i64
  %j.p = getelementptr i64, ptr %tids, i64 %j64
  %j.t = load i64, ptr %j.p
  call i32 @pthread_join(i64 %j.t, ptr null)
  %j.next = add i32 %j, 1
  %j.more = icmp ult i32 %j.next, %n
  br i1 %j.more, label %join, label %block.end
block.end:
  %bi.next = add i32 %bi, 1
  %more = icmp ult i32 %bi.next, %nblocks
  br i1 %more, label %block, label %exit
exit:
  ret i32 0
}}
"""
