"""The CPU grid's native part, as LLVM IR compiled with the kernel: barriers and the launch loop.

`@__grid.launch` runs every block of the grid in turn, in the calling OS thread. In a kernel
with barriers each GPU thread of a block is a fiber (a ucontext with its own stack): the block's
scheduler runs every runnable fiber until it reaches a barrier or returns, and when none is
left runnable, every fiber that waits at the barrier is released together (with the block's
popc/and/or of the predicates). A fiber that returned no longer counts, so threads that exit
early do not hang the others, and a barrier may sit in any loop or branch that the live
threads all reach. A kernel without barriers runs its threads one after another. One foreign
call per launch, no OS threads, no locks: a schedule of the grid that CUDA allows, and the same
one every run.

Context record (grid_ir): i32 tid[3], ntid[3], ctaid[3], nctaid[3], laneid, warpid (0..55),
ptr block (56), ptr args (64), ptr ucontext (72), ptr stack (80), i32 state (88); 96 bytes.
Block record: the scheduler's ucontext (UC_SIZE bytes), then i32 live, arrived, count, result
count, result arrived. ucontext_t's fields uc_link (8) and uc_stack (16: sp, 24: flags,
32: size) sit where glibc puts them on 64-bit Linux (x86-64 and AArch64).
"""

from __future__ import annotations

CTX_BLOCK, CTX_ARGS, CTX_UC, CTX_STACK, CTX_STATE, CTX_SIZE = 56, 64, 72, 80, 88, 96
UC_SIZE = 8192                       # >= sizeof(ucontext_t) (968 on x86-64, 4560 on AArch64)
STACK_SIZE = 256 * 1024              # per GPU thread
LIVE, ARRIVED, COUNT, RES_COUNT, RES_ARRIVED = (UC_SIZE + 4 * k for k in range(5))
BLOCK_SIZE = UC_SIZE + 64
RUNNABLE, WAITING, EXITED = 0, 1, 2


def _field(reg, base, off):
    return f"  %{reg} = getelementptr i8, ptr %{base}, i64 {off}"


def _ctx_at(reg, index):
    return (f"  %{reg}.i64 = zext i32 %{index} to i64\n  %{reg}.off = mul i64 %{reg}.i64, {CTX_SIZE}\n"
            f"  %{reg} = getelementptr i8, ptr %ctxs, i64 %{reg}.off")


def native_runtime(kernel: str, param_types) -> str:
    """IR text of the barrier, exit, thread entry and launch loop for @kernel."""
    fields = ", ".join(param_types)
    loads = "\n".join(f"  %a{k}.p = getelementptr {{{fields}}}, ptr %args, i32 0, i32 {k}\n"
                      f"  %a{k} = load {t}, ptr %a{k}.p" for k, t in enumerate(param_types))
    call_args = "".join(f", {t} %a{k}" for k, t in enumerate(param_types))
    return f"""
declare i32 @getcontext(ptr)
declare void @makecontext(ptr, ptr, i32, ...)
declare i32 @swapcontext(ptr, ptr)

define internal i32 @__grid.block_sync(ptr %c, i32 %op, i32 %v) {{
entry:
{_field("bp", "c", CTX_BLOCK)}
  %b = load ptr, ptr %bp
{_field("arr.p", "b", ARRIVED)}
{_field("cnt.p", "b", COUNT)}
  %arr0 = load i32, ptr %arr.p
  %arr = add i32 %arr0, 1
  store i32 %arr, ptr %arr.p
  %nz = icmp ne i32 %v, 0
  %inc = zext i1 %nz to i32
  %cnt0 = load i32, ptr %cnt.p
  %cnt = add i32 %cnt0, %inc
  store i32 %cnt, ptr %cnt.p
{_field("state.p", "c", CTX_STATE)}
  store i32 {WAITING}, ptr %state.p
{_field("uc.p", "c", CTX_UC)}
  %uc = load ptr, ptr %uc.p
  call i32 @swapcontext(ptr %uc, ptr %b)
{_field("rc.p", "b", RES_COUNT)}
{_field("ra.p", "b", RES_ARRIVED)}
  %rc = load i32, ptr %rc.p
  %ra = load i32, ptr %ra.p
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
  %live0 = load i32, ptr %live.p
  %live = sub i32 %live0, 1
  store i32 %live, ptr %live.p
{_field("state.p", "c", CTX_STATE)}
  store i32 {EXITED}, ptr %state.p
  ret void
}}

define internal void @__grid.thread(ptr %c) {{
entry:
{_field("args.pp", "c", CTX_ARGS)}
  %args = load ptr, ptr %args.pp
{loads}
  call void @"{kernel}"(ptr %c{call_args})
  call void @__grid.block_exit(ptr %c)
  ret void
}}

; every block of the grid in turn: ctxs holds one record per thread of a block (all but ctaid
; and state set); returns 0, or 1 if the scheduler lost track of its fibers
define i32 @__grid.launch(ptr %ctxs, i32 %n, i32 %fibers) {{
entry:
{_field("nb.x.p", "ctxs", 36)}
{_field("nb.y.p", "ctxs", 40)}
{_field("nb.z.p", "ctxs", 44)}
{_field("bp", "ctxs", CTX_BLOCK)}
  %b = load ptr, ptr %bp
{_field("live.p", "b", LIVE)}
{_field("arr.p", "b", ARRIVED)}
{_field("cnt.p", "b", COUNT)}
{_field("rc.p", "b", RES_COUNT)}
{_field("ra.p", "b", RES_ARRIVED)}
  %nbx = load i32, ptr %nb.x.p
  %nby = load i32, ptr %nb.y.p
  %nbz = load i32, ptr %nb.z.p
  %nxy = mul i32 %nbx, %nby
  %nblocks = mul i32 %nxy, %nbz
  %use.fibers = icmp ne i32 %fibers, 0
  br label %block
block:
  %bi = phi i32 [ 0, %entry ], [ %bi.next, %block.end ]
  %bx = urem i32 %bi, %nbx
  %bq = udiv i32 %bi, %nbx
  %by = urem i32 %bq, %nby
  %bz = udiv i32 %bi, %nxy
  store i32 %n, ptr %live.p
  store i32 0, ptr %arr.p
  store i32 0, ptr %cnt.p
  br label %set
set:
  %t = phi i32 [ 0, %block ], [ %t.next, %set.next ]
{_ctx_at("ct", "t")}
{_field("cx", "ct", 24)}
{_field("cy", "ct", 28)}
{_field("cz", "ct", 32)}
  store i32 %bx, ptr %cx
  store i32 %by, ptr %cy
  store i32 %bz, ptr %cz
{_field("st.p", "ct", CTX_STATE)}
  store i32 {RUNNABLE}, ptr %st.p
  br i1 %use.fibers, label %make, label %set.next
make:
{_field("uc.p", "ct", CTX_UC)}
  %uc = load ptr, ptr %uc.p
{_field("stack.p", "ct", CTX_STACK)}
  %stack = load ptr, ptr %stack.p
  call i32 @getcontext(ptr %uc)
{_field("link.p", "uc", 8)}
{_field("sp.p", "uc", 16)}
{_field("flags.p", "uc", 24)}
{_field("size.p", "uc", 32)}
  store ptr %b, ptr %link.p
  store ptr %stack, ptr %sp.p
  store i32 0, ptr %flags.p
  store i64 {STACK_SIZE}, ptr %size.p
  call void (ptr, ptr, i32, ...) @makecontext(ptr %uc, ptr @__grid.thread, i32 1, ptr %ct)
  br label %set.next
set.next:
  %t.next = add i32 %t, 1
  %set.more = icmp ult i32 %t.next, %n
  br i1 %set.more, label %set, label %run
run:
  br i1 %use.fibers, label %round, label %serial
serial:
  %s = phi i32 [ 0, %run ], [ %s.next, %serial ]
{_ctx_at("cs", "s")}
  call void @__grid.thread(ptr %cs)
  %s.next = add i32 %s, 1
  %s.more = icmp ult i32 %s.next, %n
  br i1 %s.more, label %serial, label %block.end
round:
  br label %turn
turn:
  %f = phi i32 [ 0, %round ], [ %f.next, %turn.next ]
{_ctx_at("cf", "f")}
{_field("fst.p", "cf", CTX_STATE)}
  %fst = load i32, ptr %fst.p
  %runnable = icmp eq i32 %fst, {RUNNABLE}
  br i1 %runnable, label %resume, label %turn.next
resume:
{_field("fuc.p", "cf", CTX_UC)}
  %fuc = load ptr, ptr %fuc.p
  call i32 @swapcontext(ptr %b, ptr %fuc)
  br label %turn.next
turn.next:
  %f.next = add i32 %f, 1
  %f.more = icmp ult i32 %f.next, %n
  br i1 %f.more, label %turn, label %release
release:
  ; every live fiber waits at the barrier: release them together
  %live = load i32, ptr %live.p
  %over = icmp eq i32 %live, 0
  br i1 %over, label %block.end, label %check
check:
  %arr = load i32, ptr %arr.p
  %stuck = icmp eq i32 %arr, 0                 ; live fibers, none waiting: cannot happen
  br i1 %stuck, label %fail, label %wake
fail:
  ret i32 1
wake:
  %cnt = load i32, ptr %cnt.p
  store i32 %cnt, ptr %rc.p
  store i32 %arr, ptr %ra.p
  store i32 0, ptr %arr.p
  store i32 0, ptr %cnt.p
  br label %wake.one
wake.one:
  %w = phi i32 [ 0, %wake ], [ %w.next, %wake.next ]
{_ctx_at("cw", "w")}
{_field("wst.p", "cw", CTX_STATE)}
  %wst = load i32, ptr %wst.p
  %waiting = icmp eq i32 %wst, {WAITING}
  br i1 %waiting, label %wake.set, label %wake.next
wake.set:
  store i32 {RUNNABLE}, ptr %wst.p
  br label %wake.next
wake.next:
  %w.next = add i32 %w, 1
  %w.more = icmp ult i32 %w.next, %n
  br i1 %w.more, label %wake.one, label %round
block.end:
  %bi.next = add i32 %bi, 1
  %more = icmp ult i32 %bi.next, %nblocks
  br i1 %more, label %block, label %exit
exit:
  ret i32 0
}}
"""
