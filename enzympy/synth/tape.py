"""Reverse mode, storage: where the forward pass keeps what the reverse pass reads.

A value stored outside loops lives in a slot; a value defined in loop L is stored in L's
cache, an array of one record per iteration indexed by L's counter (its canonical induction
variable, counting all iterations of L during the call). The array is sized once in the
preheader when the loop's trip count is known there, and grown (realloc, doubling) otherwise.
In split mode the slots, cache pointers and counters are packed into a tape (a malloc'd
struct) that the reverse function unpacks and frees.

A loop cache is big, and fresh memory costs a page fault per page on every call: the last
buffer of each loop is kept in a one-slot pool (a global, taken and given back atomically,
so threads never share one) and reused, with its capacity read back from malloc. The take
is a call to a noinline function whose result is `noalias`, as malloc's is: the optimiser
then still knows that cache stores touch none of the user's memory. A derivative that is
differentiated again (forward over reverse, `plain`) keeps plain caches instead: grown from
null by realloc and freed, what forward mode can give shadows (a pool global, an atomic
exchange and an opaque pointer copy it would have to follow through memory).
"""

from __future__ import annotations

from enzympy.analyses.cache_plan import CachePlan

from ..alias_scopes import CACHE
from ..emit import int_const, zero
from ..ir import Value, glob, local
from ..irtypes import I32, I64, PTR, Type, align_of, literal_struct, size_of
from .thread_caches import ThreadCaches

POOL_TAKE = "__enzympy_pool_take"
POOL_TAKE_IR = (f"define internal noalias ptr @{POOL_TAKE}(ptr %slot) noinline nounwind {{\n"
                "  %p = atomicrmw xchg ptr %slot, ptr null seq_cst\n  ret ptr %p\n}")

# an opaque copy of a pointer (the volatile round trip keeps the optimiser from seeing that it
# returns its argument), declared noalias: the reverse pass's own name for a cache. It reads a
# byte of the cache (volatile, when there is one), so that the call reads the cache's memory:
# else the optimiser, seeing a call that touches none of it, sank the forward pass's last
# cache stores below it and below the reverse pass's loads through the view, which it takes to
# be another object (a fully unrolled loop: the reverse read a record before it was written)
CACHE_VIEW = "__enzympy_cache_view"
CACHE_VIEW_IR = (f"define internal noalias ptr @{CACHE_VIEW}(ptr %p) noinline noduplicate nounwind {{\n"
                 "entry:\n  %s = alloca ptr, align 8\n  %none = icmp eq ptr %p, null\n"
                 "  br i1 %none, label %copy, label %touch\n"
                 "touch:\n  %t = load volatile i8, ptr %p, align 1\n  br label %copy\n"
                 "copy:\n  store volatile ptr %p, ptr %s, align 8\n"
                 "  %q = load volatile ptr, ptr %s, align 8\n  ret ptr %q\n}")


def constant_capacity(plan, loop):
    """Records a loop's cache can need in one call when its trip count and those of the loops
    around it are constants or bounded by constants (`CachePlan.trip_bound`; the counter runs
    over all of them; 2 spare per level, as presize asks), else None. A GPU derivative keeps
    such a cache in the thread's own stack."""
    n = 1
    while loop is not None:
        tc, most = plan.trip_count(loop), plan.trip_bound(loop)
        if most is not None:
            n *= most + 2
        elif tc is None or tc.start.kind != "const" or tc.bound.kind != "const":
            return None
        else:
            n *= max(0, (int(tc.bound.ref) - int(tc.start.ref)) // tc.step if tc.step > 0 else
                     (int(tc.start.ref) - int(tc.bound.ref)) // -tc.step) + 2
        loop = loop.parent
    return n


class LoopCaches:
    """Slots, loop caches and counters of one derivative (b: its builder; plan: the CachePlan).
    `gpu`: caches live in the thread's stack (constant trip counts), or in the per-thread
    buffer the launch gives (`thread`, synth/thread_caches.py), never on the heap."""

    def __init__(self, b, plan, cfg, fn_name, scopes, mode, gpu=False, plain=False):
        self.b, self.plan, self.cfg, self.fn_name, self.scopes, self.mode = b, plan, cfg, fn_name, scopes, mode
        self.gpu, self.plain = gpu, plain
        self.thread = ThreadCaches(b, fn_name)
        self.ret_type = None          # the derivative's return type (a block short of room returns early)
        self.slots = {}               # value name -> slot
        self.base_slot = {}           # loop header -> the base, set where the reverse enters the loop
        self.loop_state = {}          # loop header -> (counter, capacity, buffer) slots
        self.loop_base = {}           # loop header -> (index, buffer) in the current iteration

    def setup(self):
        """In the entry block: the slots, counters and cache buffers (taken from the pool)."""
        b, plan = self.b, self.plan
        for name, t in plan.slot_values():
            self.slots[name] = b.alloca(t, "c")
        for loop in self.cfg.loops:
            if plan.where(CachePlan.base_name(loop)) == "recompute":
                self.base_slot[loop.header] = b.alloca(I64, "base")
        for loop in plan.cached_loops():
            cnt, cap, buf = b.alloca(I64, "cnt"), b.alloca(I64, "cap"), b.alloca(PTR, "cache")
            b.store(int_const(0), cnt)
            self.loop_state[loop.header] = (cnt, cap, buf)
            if plan.has_record(loop) and self.gpu and (n := constant_capacity(plan, loop)) is None:
                self.thread.place(loop, size_of(plan.record_type(loop)), cap, buf)
            elif plan.has_record(loop) and self.gpu:
                b.store(b.alloca(Type("array", count=n, elems=(plan.record_type(loop),)), "gcache"), buf)
                b.store(int_const(n), cap)
            elif plan.has_record(loop) and self.mode != "reverse" and not self.plain:
                self.take_from_pool(loop, cap, buf)
            else:
                b.store(int_const(0), cap)
                b.store(zero(PTR), buf)

    # ------------------------------------------------------------------ the forward pass
    def store(self, v: Value):
        """Keep v where the plan says (nothing when it is recomputed or not needed)."""
        where = self.plan.where(v.name)
        if where is None or where == "recompute":
            return
        b = self.b
        if where == "slot":
            b.store(v, self.slots[v.name])
            return
        loop, field = where
        idx, base = self.loop_base[loop.header]
        rec = self.plan.record_type(loop)
        p = b.gep(rec, base, [idx, int_const(field, I32)])
        b.store(v, p, align=CachePlan.field_align(v.type), meta=self.scopes.tags(CACHE))

    def count_iteration(self, loop, blk):
        """idx = cnt++; grow the cache when full (unless sized in the preheader). A loop with
        no record whose trip count is known counts nothing here (see enter_loops_reversed)."""
        b = self.b
        if not self.plan.has_record(loop) and loop.header in self.base_slot:
            return
        cnt, cap, buf = self.loop_state[loop.header]
        idx = b.load(I64, cnt, "idx")
        nxt = b.ibin("add", idx, int_const(1))
        b.store(nxt, cnt)
        rec = self.plan.record_type(loop)
        if not self.plan.has_record(loop):
            return
        in_thread = self.thread.has(loop)
        if not self.plan.presized(loop):
            capv = b.load(I64, cap, "capv")
            full = b.emit(Type("int", width=1), f"icmp uge i64 {idx.ref}, {capv.ref}")
            grow = f"{blk.name}.ad.grow"
            cont = f"{blk.name}.ad.cont"
            b.condbr(full, grow, cont)
            b.block(grow)
            if in_thread:
                self.thread.out_of_room(loop, nxt)
            else:
                self.emit_grow(buf, cap, nxt, rec)
            b.br(cont)
            b.block(cont)
            if in_thread:                 # short of room: record 0 again, the block skips its reverse
                idx = b.select(full, int_const(0), idx)
        base = b.load(PTR, buf, "base")
        self.loop_base[loop.header] = (idx, base)

    def loop_entry(self, block, base_value):
        """End of a preheader: note the counter on entry, size the cache when the trip count is known."""
        for header, loop in self.plan._loops.items():
            base = base_value(loop)
            if loop.preheader == block and self.plan.where(base.name) not in (None, "recompute"):
                self.b.raw(f"{base.ref} = load i64, ptr {self.loop_state[header][0].ref}")
                self.store(base)
        if self.plan.presized_at(block) is not None:
            self.presize(self.plan.presized_at(block), block)

    def emit_grow(self, buf, cap, need, rec):
        """Grow a cache to hold at least `need` records (doubling), with realloc."""
        b = self.b
        capv = b.load(I64, cap, "capv")
        dbl = b.ibin("shl", capv, int_const(1))
        m1 = b.emit(I64, f"call i64 @llvm.umax.i64(i64 {dbl.ref}, i64 {need.ref})")
        newcap = b.emit(I64, f"call i64 @llvm.umax.i64(i64 {m1.ref}, i64 16)")
        b.declare("llvm.umax.i64", "declare i64 @llvm.umax.i64(i64, i64)")
        nbytes = b.ibin("mul", newcap, int_const(size_of(rec)))
        old = b.load(PTR, buf, "old")
        new = b.emit(PTR, f"call ptr @realloc(ptr {old.ref}, i64 {nbytes.ref})")
        b.declare("realloc", "declare ptr @realloc(ptr, i64)")
        b.store(new, buf)
        b.store(newcap, cap)

    def presize(self, loop, preheader):
        """In the preheader: make room for the loop's trip count more records of its cache
        (on a GPU the stack cache already has room for every iteration)."""
        b = self.b
        if self.gpu:
            b.br(self.plan.exit_label(preheader))
            b.block(self.plan.exit_label(preheader))
            return
        tc = self.plan.trip_count(loop)
        ext = "sext" if tc.signed else "zext"
        start = b.cast(ext, tc.start, I64) if tc.start.type != I64 else tc.start
        bound = b.cast(ext, tc.bound, I64) if tc.bound.type != I64 else tc.bound
        diff = b.ibin("sub", bound, start) if tc.step > 0 else b.ibin("sub", start, bound)
        b.declare("llvm.smax.i64", "declare i64 @llvm.smax.i64(i64, i64)")
        diff = b.emit(I64, f"call i64 @llvm.smax.i64(i64 {diff.ref}, i64 0)")
        count = b.ibin("add", b.ibin("udiv", diff, int_const(abs(tc.step))), int_const(2))
        cnt, cap, buf = self.loop_state[loop.header]
        cur = b.load(I64, cnt, "cnt")
        need = b.ibin("add", cur, count)
        capv = b.load(I64, cap, "capv")
        full = b.emit(Type("int", width=1), f"icmp ugt i64 {need.ref}, {capv.ref}")
        grow = f"{preheader}.ad.presize"
        cont = self.plan.exit_label(preheader)
        b.condbr(full, grow, cont)
        b.block(grow)
        self.emit_grow(buf, cap, need, self.plan.record_type(loop))
        b.br(cont)
        b.block(cont)

    # ------------------------------------------------------------------ the reverse pass
    def load(self, v: Value, where) -> Value:
        """Read back a stored value (where: 'slot' or (loop, field)) in the current iteration
        of the reverse pass."""
        b = self.b
        if where == "slot":
            return b.load(v.type, self.slots[v.name], "p")
        loop, field = where
        cnt, cap, buf = self.loop_state[loop.header]
        c = b.load(I64, cnt, "c")
        idx = b.ibin("add", c, int_const(-1))
        base = b.load(PTR, buf, "base")
        p = b.gep(self.plan.record_type(loop), base, [idx, int_const(field, I32)])
        return b.load(v.type, p, "p", align=CachePlan.field_align(v.type), meta=self.scopes.tags(CACHE))

    # ------------------------------------------------------------------ cache memory between calls
    def pool(self, header):
        name = f"__enzympy_pool.{self.fn_name}.{header}"
        self.b.declare(name, f"{glob(name)} = internal global ptr null, align 8")
        return glob(name)

    def take_from_pool(self, loop, cap, buf):
        b = self.b
        b.declare(POOL_TAKE, POOL_TAKE_IR)
        b.declare("malloc_usable_size", "declare i64 @malloc_usable_size(ptr)")
        got = b.emit(PTR, f"call noalias ptr @{POOL_TAKE}(ptr {self.pool(loop.header)})", "pooled")
        size = b.emit(I64, f"call i64 @malloc_usable_size(ptr {got.ref})", "usable")
        b.store(got, buf)
        b.store(b.ibin("udiv", size, int_const(max(1, size_of(self.plan.record_type(loop))))), cap)

    def view_caches(self):
        """Where the reverse pass begins: from here on each cache is only read, through a new
        `noalias` pointer to it (the forward pass's one is a web of phis through realloc that
        alias analysis gives up on), so loads of cached values leave the loops of the reverse
        pass that only write shadow memory. Not for a GPU's stack cache: nothing else holds
        that alloca, so its stores would look dead beside a `noalias` view and be deleted."""
        b = self.b
        if self.gpu:
            self.thread.vote(self.ret_type)
            return
        if self.plain:
            return
        for header, (cnt, cap, buf) in self.loop_state.items():
            if not self.plan.has_record(self.cfg.loop_of[header]):
                continue
            b.declare(CACHE_VIEW, CACHE_VIEW_IR)
            p = b.load(PTR, buf, "buf")
            b.store(b.emit(PTR, f"call noalias ptr @{CACHE_VIEW}(ptr {p.ref})", "view"), buf)

    def release(self):
        """At the end of the reverse pass: every cache back to its pool (or freed)."""
        b = self.b
        for loop_header, (cnt, cap, buf) in self.loop_state.items():
            if not self.gpu:
                self.give_to_pool(loop_header, b.load(PTR, buf, "buf"))

    def give_to_pool(self, header, p):
        b = self.b
        if not self.plan.has_record(self.cfg.loop_of[header]):
            return
        if self.plain:
            b.declare("free", "declare void @free(ptr)")
            b.call(Type("void", "void"), "free", [p])
            return
        pair = b.emit(Type("struct", elems=(PTR, Type("int", width=1))),
                      f"cmpxchg ptr {self.pool(header)}, ptr null, ptr {p.ref} seq_cst seq_cst", "give")
        kept = b.extractvalue(pair, [1])
        spare = b.select(kept, zero(PTR), p)          # the pool was full: free this one
        b.declare("free", "declare void @free(ptr)")
        b.call(Type("void", "void"), "free", [spare])

    # ------------------------------------------------------------------ the tape (split mode)
    def tape_fields(self, retid):
        """What crosses from the augmented forward pass to the reverse pass, in order:
        (slot it lives in, type)."""
        fields = [(self.slots[name], t) for name, t in self.plan.slot_values()]
        for loop in self.plan.cached_loops():
            cnt, cap, buf = self.loop_state[loop.header]
            fields += [(buf, PTR), (cnt, I64)]
        fields.append((retid, I32))
        return fields

    def pack(self, retid) -> Value:
        """A malloc'd tape holding the fields."""
        b = self.b
        fields = self.tape_fields(retid)
        st = literal_struct([t for _, t in fields])
        b.declare("malloc", "declare ptr @malloc(i64)")
        tape = b.emit(PTR, f"call ptr @malloc(i64 {size_of(st)})", "tape")
        for k, (slot, t) in enumerate(fields):
            v = b.load(t, slot, "tv")
            b.store(v, b.gep(st, tape, [int_const(0, I32), int_const(k, I32)]), align=_heap_align(t))
        return tape

    def unpack(self, retid, tape_name):
        """The fields back into their slots; the tape is freed."""
        b = self.b
        fields = self.tape_fields(retid)
        st = literal_struct([t for _, t in fields])
        tape = Value(PTR, local(tape_name), "arg", tape_name)
        for k, (slot, t) in enumerate(fields):
            v = b.load(t, b.gep(st, tape, [int_const(0, I32), int_const(k, I32)]), "tv", align=_heap_align(t))
            b.store(v, slot)
        b.declare("free", "declare void @free(ptr)")
        b.raw(f"call void @free(ptr {tape.ref})")


def _heap_align(t: Type) -> int:
    """Alignment a cache field can promise: malloc gives 16 bytes, records keep natural order."""
    return min(align_of(t), 16)
