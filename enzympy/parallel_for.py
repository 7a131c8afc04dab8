"""Numba's parallel loops (prange, parallel array expressions): reverse mode run in parallel.

Numba outlines each parallel loop into a gufunc wrapper W(args, dims, steps, data) and hands it
to its thread pool: `numba_parallel_for(W, args, dims, steps, data, inner_ndim, array_count,
num_threads)` gives each thread a range of the schedule's entries (dims[0]), with args[j]
moved by steps[j] per entry. No analysis can follow a function pointer into a thread pool, so
`shim` puts in that call's place a call to `__enzympy_pfor.W(args, dims, steps, data,
inner_ndim, array_count, num_threads)`, a function whose body runs W over every entry in the
calling thread: what the call means, for the analyses and for forward mode.

Its reverse-mode split pair (`split_pair`, which the driver writes instead of differentiating
the shim's body) runs W's own split pair through the same thread pool, one schedule entry per
call: the augmented pass records each entry's tape, the thread that ran it and when it began;
the reverse pass gives each of those threads' entries to one task, in the reverse of the order
that thread ran them (TBB's pool steals work: a thread may run entries out of index order).
Numba's reductions keep one partial per thread (`get_thread_id()`, taped with the entry), so a
task's reversed entries touch the partials of one thread only, undone last-made first; every
other increment of shadow memory in W's derivative is an atomic add (`ReverseSpec.parallel`,
`MemoryRules.shared`), as in a GPU kernel. What would write shadows without atomics (BLAS, a
custom gradient, a copy of shadowed memory, shadow globals) is refused (`check`), and so is a
loop whose reverse would be mostly atomic adds (`worth_it`); the Numba front end then
differentiates the serial compilation instead.
"""

from __future__ import annotations

import re

from .errors import UnsupportedError

PREFIX = "__enzympy_pfor."
RUNTIME = "numba_parallel_for"
_CALL = re.compile(r"^(\s*)call void @numba_parallel_for\(ptr (?:nonnull )?@([-\w$.]+), (ptr [^,]+), (ptr [^,]+), "
                   r"(ptr [^,]+), (ptr [^,]+), (i64 [^,]+), (i64 [^,]+), (i64 [^,)]+)\)\s*$", re.M)
_SIG = "ptr %args, ptr %dims, ptr %steps, ptr %data, i64 %inner, i64 %count, i64 %threads"
# Numba's runtime calls around a parallel loop: scheduling, thread counts, the GIL; integers only
RUNTIME_CALLS = {"get_num_threads", "get_parallel_chunksize", "set_parallel_chunksize", "get_sched_size",
                 "do_scheduling_signed", "do_scheduling_unsigned", "get_thread_id", "PyEval_SaveThread",
                 "PyEval_RestoreThread"}


def register_runtime(harmless: set):
    """Teach the core Numba's parallel runtime: `harmless` (the core's HARMLESS_CALLS) gets the
    calls that touch integers only; the schedule (`allocate_sched(n)`, integers, stored into a
    loop's argument array next to pointers that have shadows) gets a shadow schedule of its own,
    released by `deallocate_sched`."""
    from .analyses.shadow import register_allocator, register_deallocator

    def alloc(b, out, args):
        b.raw(f"{out} = call ptr @allocate_sched({args[0].typed})")

    def release(b, ptr):
        b.declare("deallocate_sched", "declare void @deallocate_sched(ptr)")
        b.raw(f"call void @deallocate_sched(ptr {ptr.ref})")
    harmless.update(RUNTIME_CALLS)
    register_allocator("allocate_sched", alloc, release)
    register_deallocator("deallocate_sched")


def is_shim(name: str) -> bool:
    return name.startswith(PREFIX)


def shim(text: str) -> str:
    """Each `numba_parallel_for(@W, ...)` of the module made a call to W's shim (defined once
    per W, after the module); W kept out of line (the split pair calls W's derivatives)."""
    bodies = []

    def one(m):
        indent, w, *args = m.groups()
        if w not in bodies:
            bodies.append(w)
        return f"{indent}call void @{PREFIX}{w}({', '.join(args)})"
    text = _CALL.sub(one, text)
    for w in bodies:
        text = re.sub(rf"^(define [^\n]*@{re.escape(w)}\([^\n]*\))([^\n]*)\{{", r"\1 noinline\2{", text,
                      count=1, flags=re.M)
        text += (f"\ndefine weak_odr void @{PREFIX}{w}({_SIG}) noinline {{\n"
                 f"  call void @{w}(ptr %args, ptr %dims, ptr %steps, ptr %data)\n  ret void\n}}\n")
    return text


def body_of(shim_name: str) -> str:
    """The gufunc wrapper a shim runs."""
    return shim_name[len(PREFIX):]


# per prange iteration: a math call costs about as much as an atomic add (a compare-and-swap
# loop on x86), an arithmetic op about a twentieth; a loop inside the iteration is taken to run
# 16 times. With two threads the parallel reverse pays only where the work outweighs twice
# the atomics it adds (a stencil's, or a small vector every iteration reads: 10-20x slower).
_ATOMIC, _MATH, _LOOP = 20.0, 20.0, 16.0
_FLOPS = {"fadd", "fsub", "fmul", "fdiv", "frem", "fneg"}
_CHEAP_CALLS = ("llvm.fmuladd", "llvm.fma", "llvm.fabs", "llvm.minnum", "llvm.maxnum", "llvm.copysign")


class NotWorthIt(UnsupportedError):
    """The parallel reverse would cost more than the serial one (`worth_it`): a front end with
    a serial compilation at hand takes it, one without forces the parallel one (`forced`)."""


forced = False      # set by a front end that has no serial compilation to fall back on


def worth_it(fn) -> bool:
    """Does the reverse of W's loop gain from running in parallel? A cost model of one
    iteration's reverse (blocks two loops deep in W: the schedule's entries, then the prange
    loop), unless ENZYMPY_PARALLEL says `always` or `never` (the default, `auto`)."""
    import os

    from .analyses.loops import function_cfg
    mode = "always" if forced else os.environ.get("ENZYMPY_PARALLEL", "auto").strip().lower()
    if mode in ("always", "never"):
        return mode == "always"
    depth = {}
    for loop in function_cfg(fn).loops:
        for name in loop.blocks:
            depth[name] = depth.get(name, 0) + 1
    defs = {i.name: i for i in fn.instructions() if i.name}
    work = shared = 0.0
    for blk in fn.blocks:
        if depth.get(blk.name, 0) < 2:
            continue
        scale = _LOOP ** (depth[blk.name] - 2)
        for inst in blk.instructions:
            lanes = inst.type.count if inst.type.kind == "vector" else 1
            if inst.opcode in _FLOPS:
                work += scale * lanes
            elif inst.opcode == "call" and inst.type.has_float():
                work += scale * lanes * (2.0 if (inst.callee or "").startswith(_CHEAP_CALLS) else _MATH)
            elif inst.opcode == "load" and inst.type.has_float() and not _local(inst.ops[0], defs):
                shared += scale * lanes * _ATOMIC
    return work >= 2.0 * shared


def _local(ptr, defs) -> bool:
    """Is ptr into an alloca (whose shadow increments stay plain adds)?"""
    while ptr.kind == "inst" and ptr.name in defs:
        d = defs[ptr.name]
        if d.opcode == "alloca":
            return True
        if d.opcode not in ("getelementptr", "bitcast"):
            return False
        ptr = d.ops[0]
    return False


def check(fn, cfg, w, unsupported):
    """Refuse, in a derivative run by several threads at once, what would write shadows
    without atomics: BLAS calls, copies of shadowed memory, active globals."""
    for inst in fn.instructions():
        if inst.block.name not in cfg.reachable:
            continue
        if w.blas.involved(inst):
            raise unsupported("a parallel loop's derivative: BLAS calls (np.dot, @) are not supported in it", inst)
        if (inst.callee or "").startswith(("llvm.memcpy", "llvm.memmove")) and w.mem.has_shadow(inst.args[1]):
            raise unsupported("a parallel loop's derivative: a copy of memory that carries derivatives "
                              "is not supported in it", inst)
        for op in inst.ops:
            if op.kind == "global" and op.type.kind == "ptr" and w.mem.has_shadow(op):
                raise unsupported("a parallel loop's derivative: a global that carries derivatives "
                                  "is not supported in it", inst)


# The context both passes share (the augmented pass's tape), one 8-byte word per field.
# `orders`: each entry's place in the order entries began (one counter for all threads);
# `previous`, `last`: made by the reverse before its tasks, each thread's entries as a stack
# (the last it ran, and before each entry the one the same thread ran before it)
_CTX = ("args", "shadows", "dims", "steps", "data", "inner", "count", "tapes", "tids", "total", "outer_steps",
        "orders", "counter", "previous", "last")
_PTR_FIELDS = {"args", "shadows", "dims", "steps", "data", "tapes", "tids", "outer_steps", "orders",
               "previous", "last"}
_OWNED = ("args", "shadows", "dims", "tapes", "tids", "outer_steps", "orders", "previous", "last")


def _word(ctx, field, value=None):
    """Lines that load `field` of the context into %<field> (or store `value` there)."""
    k, t = _CTX.index(field), "ptr" if field in _PTR_FIELDS else "i64"
    lines = [f"  %{field}.at = getelementptr i64, ptr {ctx}, i64 {k}"]
    if value is None:
        return lines + [f"  %{field} = load {t}, ptr %{field}.at"]
    return lines + [f"  store {t} {value}, ptr %{field}.at"]


def _copy(dst, src, nbytes):
    return [f"  {dst} = call ptr @malloc(i64 {nbytes})",
            f"  call void @llvm.memcpy.p0.p0.i64(ptr {dst}, ptr {src}, i64 {nbytes}, i1 false)"]


def _launch(task, entries, ctx):
    """Numba's thread pool runs task(args2, dims2, steps2, ctx) over `entries`: one argument,
    ctx moved by 1 per entry, so that a task's args2[0] - ctx is the index of its first entry
    (not null moved: OpenMP's pool leaves a null argument null)."""
    return [f"  %l.args = alloca ptr", f"  store ptr {ctx}, ptr %l.args",
            f"  %l.dims = alloca i64", f"  store i64 {entries}, ptr %l.dims",
            f"  %l.steps = alloca i64", "  store i64 1, ptr %l.steps",
            f"  call void @{RUNTIME}(ptr @{task}, ptr %l.args, ptr %l.dims, ptr %l.steps, ptr {ctx}, "
            "i64 0, i64 1, i64 %threads)"]


def _task_entry():
    """A task's first entry %start, their number %n, the context's fields, and room for one
    entry's arguments (%ae), their shadows (%se) and dims (%de: dims[0] = 1)."""
    lines = ["entry:", "  %first = load ptr, ptr %a2", "  %firsti = ptrtoint ptr %first to i64",
             "  %base = ptrtoint ptr %ctx to i64", "  %start = sub i64 %firsti, %base", "  %n = load i64, ptr %d2"]
    for f in _CTX:
        lines += _word("%ctx", f)
    return lines + ["  %ae = alloca ptr, i64 %count", "  %se = alloca ptr, i64 %count",
                    "  %k1 = add i64 %inner, 1", "  %de = alloca i64, i64 %k1", "  %db = shl i64 %k1, 3",
                    "  call void @llvm.memcpy.p0.p0.i64(ptr %de, ptr %dims, i64 %db, i1 false)",
                    "  store i64 1, ptr %de"]


def _slice(label, after, entry):
    """Block `label`: entry %<entry>'s arguments and their shadows, args[j] + e * steps[j],
    then a branch to `after`."""
    return [f"{label}:", f"  br label %{label}.j",
            f"{label}.j:",
            f"  %j = phi i64 [ 0, %{label} ], [ %j1, %{label}.j ]",
            f"  %stp = getelementptr i64, ptr %outer_steps, i64 %j", "  %st = load i64, ptr %stp",
            f"  %off = mul i64 %{entry}, %st",
            "  %ap = getelementptr ptr, ptr %args, i64 %j", "  %a = load ptr, ptr %ap",
            "  %aj = getelementptr i8, ptr %a, i64 %off",
            "  %aep = getelementptr ptr, ptr %ae, i64 %j", "  store ptr %aj, ptr %aep",
            "  %sp = getelementptr ptr, ptr %shadows, i64 %j", "  %s = load ptr, ptr %sp",
            "  %sj = getelementptr i8, ptr %s, i64 %off",
            "  %sep = getelementptr ptr, ptr %se, i64 %j", "  store ptr %sj, ptr %sep",
            "  %j1 = add i64 %j, 1", "  %jmore = icmp slt i64 %j1, %count",
            f"  br i1 %jmore, label %{label}.j, label %{after}"]


def _stacks():
    """Lines of the reverse (after %groups is known): each thread's entries as a stack, in the
    order the thread ran them (a thread of a work-stealing pool, TBB's, may run entries out of
    index order, and its reduction partial must be reversed in reverse order of execution):
    by_order[orders[e]] = e; then in that order previous[e] = last[tids[e]], last[tids[e]] = e."""
    lines = ["  %nb8 = shl i64 %total, 3", "  %nb9 = add i64 %nb8, 8", "  %by_order = call ptr @malloc(i64 %nb9)",
             "  %previous = call ptr @malloc(i64 %nb9)", "  %gb = shl i64 %groups, 3", "  %gb1 = add i64 %gb, 8",
             "  %last = call ptr @malloc(i64 %gb1)",
             "  call void @llvm.memset.p0.i64(ptr %last, i8 -1, i64 %gb1, i1 false)"]
    lines += _word("%tape", "orders") + _word("%tape", "previous", "%previous") + _word("%tape", "last", "%last")
    lines += ["  br label %inv", "inv:", "  %ie = phi i64 [ 0, %scan.done ], [ %ie1, %inv.body ]",
              "  %imore = icmp slt i64 %ie, %total", "  br i1 %imore, label %inv.body, label %stack",
              "inv.body:", "  %iop = getelementptr i64, ptr %orders, i64 %ie", "  %io = load i64, ptr %iop",
              "  %ibp = getelementptr i64, ptr %by_order, i64 %io", "  store i64 %ie, ptr %ibp",
              "  %ie1 = add i64 %ie, 1", "  br label %inv",
              "stack:", "  br label %st", "st:", "  %so = phi i64 [ 0, %stack ], [ %so1, %st.body ]",
              "  %smore = icmp slt i64 %so, %total", "  br i1 %smore, label %st.body, label %st.done",
              "st.body:", "  %sbp = getelementptr i64, ptr %by_order, i64 %so", "  %se.e = load i64, ptr %sbp",
              "  %stp = getelementptr i64, ptr %tids, i64 %se.e", "  %st.t = load i64, ptr %stp",
              "  %slp = getelementptr i64, ptr %last, i64 %st.t", "  %sl = load i64, ptr %slp",
              "  %spp = getelementptr i64, ptr %previous, i64 %se.e", "  store i64 %sl, ptr %spp",
              "  store i64 %se.e, ptr %slp", "  %so1 = add i64 %so, 1", "  br label %st",
              "st.done:", "  call void @free(ptr %by_order)"]
    return lines


def split_pair(aug: str, rev: str, dup_positions, aug_w: str, rev_w: str):
    """(text, declarations) of the shim's augmented forward `aug` and reverse `rev` (the
    signatures `calls.CallRules` uses: the shim's parameters, a shadow per position in
    `dup_positions`, and for the reverse the tape), running W's pair `aug_w`, `rev_w`
    (W's parameters and the shadow of its first, `args`) in Numba's thread pool."""
    if not dup_positions or dup_positions[0] != 0:
        raise UnsupportedError("a parallel loop whose argument array carries no derivatives")
    shadows = "".join(f", ptr %sh{j}" for j in dup_positions)
    fwd, back = f"{aug}.task", f"{rev}.task"
    a = [f"define internal {{ ptr }} @{aug}({_SIG}{shadows}) {{", "entry:",
         "  %total = load i64, ptr %dims", f"  %ctx = call ptr @malloc(i64 {8 * len(_CTX)})",
         "  %nb = shl i64 %count, 3", "  %k1 = add i64 %inner, 1", "  %db = shl i64 %k1, 3",
         "  %tb = shl i64 %total, 3", "  %tb1 = add i64 %tb, 8"]
    a += _copy("%ac", "%args", "%nb") + _copy("%sc", "%sh0", "%nb") + _copy("%stc", "%steps", "%nb")
    a += _copy("%dc", "%dims", "%db")
    a += ["  %tapes = call ptr @malloc(i64 %tb1)", "  %tids = call ptr @malloc(i64 %tb1)",
          "  %orders = call ptr @malloc(i64 %tb1)"]
    for f, v in zip(_CTX, ("%ac", "%sc", "%dc", "%steps", "%data", "%inner", "%count", "%tapes", "%tids",
                           "%total", "%stc", "%orders", "0", "null", "null")):
        a += _word("%ctx", f, v)
    a += _launch(fwd, "%total", "%ctx")
    a += ["  %r = insertvalue { ptr } undef, ptr %ctx, 0", "  ret { ptr } %r", "}"]

    r = [f"define internal {{}} @{rev}({_SIG}{shadows}, ptr %tape) {{", "entry:"]
    r += _word("%tape", "tids") + _word("%tape", "total") + ["  br label %scan", "scan:",
          "  %e = phi i64 [ 0, %entry ], [ %e1, %scan.body ]",
          "  %most = phi i64 [ -1, %entry ], [ %most1, %scan.body ]",
          "  %more = icmp slt i64 %e, %total", "  br i1 %more, label %scan.body, label %scan.done",
          "scan.body:", "  %tp = getelementptr i64, ptr %tids, i64 %e", "  %t = load i64, ptr %tp",
          "  %big = icmp sgt i64 %t, %most", "  %most1 = select i1 %big, i64 %t, i64 %most",
          "  %e1 = add i64 %e, 1", "  br label %scan", "scan.done:", "  %groups = add i64 %most, 1"]
    r += _stacks()
    r += _launch(back, "%groups", "%tape")
    for f in _OWNED:
        r += [f"  %{f}.f.at = getelementptr i64, ptr %tape, i64 {_CTX.index(f)}",
              f"  %{f}.f = load ptr, ptr %{f}.f.at", f"  call void @free(ptr %{f}.f)"]
    r += ["  call void @free(ptr %tape)", "  ret {} zeroinitializer", "}"]

    f = [f"define internal void @{fwd}(ptr %a2, ptr %d2, ptr %s2, ptr %ctx) {{"] + _task_entry()
    f += ["  %end = add i64 %start, %n", "  br label %head", "head:",
          "  %e = phi i64 [ %start, %entry ], [ %e1, %run ]", "  %more = icmp slt i64 %e, %end",
          "  br i1 %more, label %slice, label %done"]
    f += _slice("slice", "run", "e")
    f += ["run:", "  %tid = call i64 @get_thread_id()", "  %tidp = getelementptr i64, ptr %tids, i64 %e",
          "  store i64 %tid, ptr %tidp", "  %ord = atomicrmw add ptr %counter.at, i64 1 monotonic",
          "  %ordp = getelementptr i64, ptr %orders, i64 %e", "  store i64 %ord, ptr %ordp",
          f"  %got = call {{ ptr }} @{aug_w}(ptr %ae, ptr %de, ptr %steps, ptr %data, ptr %se)",
          "  %tp = extractvalue { ptr } %got, 0", "  %tpp = getelementptr ptr, ptr %tapes, i64 %e",
          "  store ptr %tp, ptr %tpp", "  %e1 = add i64 %e, 1", "  br label %head", "done:", "  ret void", "}"]

    b = [f"define internal void @{back}(ptr %a2, ptr %d2, ptr %s2, ptr %ctx) {{"] + _task_entry()
    b += ["  %gend = add i64 %start, %n", "  br label %ghead", "ghead:",
          "  %g = phi i64 [ %start, %entry ], [ %g1, %gnext ]", "  %gmore = icmp slt i64 %g, %gend",
          "  br i1 %gmore, label %gbody, label %done", "gbody:", "  %lastp = getelementptr i64, ptr %last, i64 %g",
          "  %e0 = load i64, ptr %lastp", "  br label %head", "head:",
          "  %e = phi i64 [ %e0, %gbody ], [ %e.prev, %run ]", "  %more = icmp sge i64 %e, 0",
          "  br i1 %more, label %slice, label %gnext"]
    b += _slice("slice", "run", "e")
    b += ["run:", "  %tpp = getelementptr ptr, ptr %tapes, i64 %e", "  %tp = load ptr, ptr %tpp",
          f"  %got = call {{}} @{rev_w}(ptr %ae, ptr %de, ptr %steps, ptr %data, ptr %se, ptr %tp)",
          "  %prevp = getelementptr i64, ptr %previous, i64 %e", "  %e.prev = load i64, ptr %prevp",
          "  br label %head", "gnext:", "  %g1 = add i64 %g, 1",
          "  br label %ghead", "done:", "  ret void", "}"]
    text = "\n".join(a + [""] + r + [""] + f + [""] + b) + "\n"
    decls = {"malloc": "declare ptr @malloc(i64)", "free": "declare void @free(ptr)",
             "llvm.memcpy.p0.p0.i64": "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)",
             "llvm.memset.p0.i64": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)",
             RUNTIME: f"declare void @{RUNTIME}(ptr, ptr, ptr, ptr, ptr, i64, i64, i64)",
             "get_thread_id": "declare i64 @get_thread_id()"}
    return text, decls
