"""Random LLVM IR programs with memory, for tests/test_memory_fuzz.py (hypothesis).

Every program is ``double @f(ptr %x, ptr %y, i64 %n, double %a)``, x and y arrays of n doubles
(both active, both may be written), built from 1-4 *stages* drawn from `FEATURES`, each reading
and writing memory the way clang -O0..-O2 code does:

- ``array``: a counted loop reading x[i] and x[(i + k) mod n] through pointer arithmetic
  (a GEP off the GEP of x[i]), storing into or adding into base[i] of some array;
- ``overwrite``: a loop that overwrites base[i & 1] on every iteration (read, update, store);
- ``struct``: a stack struct {ptr, ptr, double} filled with two arrays and a value and passed
  to a noinline helper that reads the value and the arrays through the pointer fields and
  writes through one of them;
- ``global``: a mutable internal global accumulated in a loop (store, load, add, store);
- ``call``: a noinline helper (ptr, i64, double) -> double looping over the array, which may
  write it back;
- ``outcall``: a void noinline helper updating one array from another (possibly the same);
- ``retptr``: the same through a pointer that another noinline helper returns (one of two
  arrays, chosen on a comparison of active values);
- ``recursive``: a noinline helper recursing on a depth counter down the array;
- ``indirect``: a call through a function pointer picked from a constant table by n & 1 and
  held in a struct field next to the data pointer;
- ``heap``: a malloc'd array of n doubles filled from x, then read by later stages, freed
  before the return;
- ``atomic``: ``atomicrmw fadd`` into an array element or a global, in a loop;
- ``minmax``: ``llvm.maxnum``/``llvm.minnum`` or a ``select`` on a comparison of active values;
- ``branch``: an if/else on a comparison of active values, storing into memory on one side;
- ``lastiter``: a loop left from its latch (clang's rotated form, behind an n > 0 guard) whose
  last iteration's values (the element it loaded, what it computed) are used after it, in the
  exit block; the reverse pass computes them again there, before it enters the loop.

The scalar operations come from the rule table (tests/irgen.py's catalogue, through the
domain-safe `Gen` of tests/test_random_programs.py); loops damp their carried values
(0.5 * acc + squash(v)) so that values stay moderate. Every stored value lands, directly or
through later stages, in the result: f returns a weighted sum of scalars and of y.
"""

from __future__ import annotations

from hypothesis import strategies as st

from irgen import FnBuilder, fconst
from test_random_programs import Gen, _Drawer

FEATURES = ("array", "overwrite", "struct", "global", "call", "outcall", "retptr", "recursive",
            "indirect", "heap", "atomic", "minmax", "branch", "lastiter")
HELPER_ATTRS = "noinline nounwind"


class Program:
    """The module being built: @f's builder, the helpers, the globals and what was used."""

    def __init__(self, draw):
        self.drawer = _Drawer(draw)
        self.b = FnBuilder()
        self.gen = Gen(self.drawer, self.b)
        self.functions = []          # (FnBuilder, header) of the helpers
        self.globals = []
        self.features = []
        self.pool = ["%a"]           # double values of @f usable from here on
        self.bases = ["%x", "%y"]    # arrays of >= n doubles usable from here on
        self.frees = []
        self.k = 0

    # --------------------------------------------------------------------- drawing
    def draw(self, strategy):
        return self.drawer.draw(strategy)

    def pick(self, pool):
        return pool[self.draw(st.integers(0, len(pool) - 1))]

    def tag(self, what):
        self.k += 1
        return f"{what}{self.k}"

    def ops(self, gen, pool, lo=1, hi=3):
        """lo..hi random operations on pool; returns the last one's value."""
        made = []
        for _ in range(self.draw(st.integers(lo, hi))):
            made.append(gen.op(pool + made))
        return made[-1]

    @staticmethod
    def damp(gen, acc, v):
        """0.5 * acc + squash(v): what a loop carries, bounded whatever v is."""
        b = gen.b
        return b.fadd(b.fmul(acc, fconst(0.5)), gen.safe(v, ("sq", 1.0)))

    # --------------------------------------------------------------------- structure
    @staticmethod
    def loop(b, tag, trip, init, body):
        """for (i = 0; i < trip; i++) acc = body(i, acc), from the current block; returns the
        acc of the exit block (where emission continues). body may open blocks of its own."""
        pre, head, lat = f"pre.{tag}", f"head.{tag}", f"latch.{tag}"
        b.raw(f"  br label %{pre}")
        b.label(pre)
        b.raw(f"  br label %{head}")
        b.label(head)
        i, acc = f"%i.{tag}", f"%acc.{tag}"
        b.raw(f"  {i} = phi i64 [ 0, %{pre} ], [ %i.next.{tag}, %{lat} ]")
        b.raw(f"  {acc} = phi double [ {init}, %{pre} ], [ %acc.next.{tag}, %{lat} ]")
        c = b.let(f"icmp slt i64 {i}, {trip}")
        b.raw(f"  br i1 {c}, label %body.{tag}, label %exit.{tag}")
        b.label(f"body.{tag}")
        nxt = body(i, acc)
        b.raw(f"  %acc.next.{tag} = fadd double {nxt}, {fconst(-0.0)}")
        b.raw(f"  br label %{lat}")
        b.label(lat)
        b.raw(f"  %i.next.{tag} = add nuw nsw i64 {i}, 1")
        b.raw(f"  br label %{head}")
        b.label(f"exit.{tag}")
        return acc

    @staticmethod
    def field(b, s, ty, k):
        return b.let(f"getelementptr inbounds {ty}, ptr {s}, i32 0, i32 {k}")

    @staticmethod
    def elem(b, base, i):
        return b.let(f"getelementptr inbounds double, ptr {base}, i64 {i}", "p")

    def helper(self, name, params, ret="double"):
        """A new noinline internal function; returns (builder, its Gen)."""
        hb = FnBuilder()
        self.functions.append((hb, f"define internal {ret} @{name}({params}) #0"))
        return hb, Gen(self.drawer, hb)

    def module(self):
        decls = {}
        parts = []
        for fb, header in [(self.b, "define double @f(ptr %x, ptr %y, i64 %n, double %a)")] + \
                self.functions:
            decls.update(fb.decls)
            parts.append(f"{header} {{\n" + "\n".join(fb.lines) + "\n}\n")
        return "\n".join(list(self.globals) + sorted(decls.values()) + [""] + parts +
                         [f"attributes #0 = {{ {HELPER_ATTRS} }}\n"])

    # --------------------------------------------------------------------- stages
    def stage_array(self):
        b, gen, t = self.b, self.gen, self.tag("arr")
        src, dst = self.pick(self.bases), self.pick(self.bases)
        off = self.draw(st.integers(1, 3))
        how = self.draw(st.sampled_from(["store", "add"]))
        outer = list(self.pool)

        def body(i, acc):
            p = self.elem(b, src, i)
            xi = b.let(f"load double, ptr {p}")
            j = b.let(f"urem i64 {b.let(f'add i64 {i}, {off}')}, %n")
            q = b.let(f"getelementptr inbounds double, ptr {p}, i64 {b.let(f'sub i64 {j}, {i}')}")
            xj = b.let(f"load double, ptr {q}")
            v = self.ops(gen, outer + [xi, xj, acc])
            d = self.elem(b, dst, i)
            if how == "add":
                v = b.fadd(b.let(f"load double, ptr {d}"), gen.safe(v, ("sq", 1.0)))
            b.raw(f"  store double {v}, ptr {d}")
            return self.damp(gen, acc, v)
        self.pool.append(self.loop(b, t, "%n", self.pick(self.pool), body))

    def stage_lastiter(self):
        b, gen, t = self.b, self.gen, self.tag("li")
        src = self.pick(self.bases)
        init, outer = self.pick(self.pool), list(self.pool)
        entry = b.let("icmp sgt i64 %n, 0")
        b.raw(f"  br i1 {entry}, label %pre.{t}, label %skip.{t}")
        b.label(f"pre.{t}")
        b.raw(f"  br label %body.{t}")
        b.label(f"body.{t}")
        i, acc = f"%i.{t}", f"%acc.{t}"
        b.raw(f"  {i} = phi i64 [ 0, %pre.{t} ], [ %i.next.{t}, %body.{t} ]")
        b.raw(f"  {acc} = phi double [ {init}, %pre.{t} ], [ %acc.next.{t}, %body.{t} ]")
        xi = b.let(f"load double, ptr {self.elem(b, src, i)}")
        v = self.ops(gen, outer + [xi, acc], 1, 2)
        nxt = self.damp(gen, acc, v)
        b.raw(f"  %acc.next.{t} = fadd double {nxt}, {fconst(-0.0)}")
        b.raw(f"  %i.next.{t} = add nuw nsw i64 {i}, 1")
        done = b.let(f"icmp eq i64 %i.next.{t}, %n")
        b.raw(f"  br i1 {done}, label %after.{t}, label %body.{t}")
        b.label(f"after.{t}")
        last = self.pick([xi, v, f"%acc.next.{t}"])
        use = b.fmul(gen.safe(last, ("sq", 1.0)), gen.safe(self.pick([xi, v, f"%acc.next.{t}"]), ("sq", 1.0)))
        b.raw(f"  br label %join.{t}")
        b.label(f"skip.{t}")
        b.raw(f"  br label %join.{t}")
        b.label(f"join.{t}")
        self.pool.append(b.let(f"phi double [ {use}, %after.{t} ], [ {init}, %skip.{t} ]"))

    def stage_overwrite(self):
        b, gen, t = self.b, self.gen, self.tag("ovw")
        src, dst = self.pick(self.bases), self.pick(self.bases)
        outer = list(self.pool)

        def body(i, acc):
            xi = b.let(f"load double, ptr {self.elem(b, src, i)}")
            slot = self.elem(b, dst, b.let(f"and i64 {i}, 1"))
            old = b.let(f"load double, ptr {slot}")
            new = self.damp(gen, old, self.ops(gen, outer + [xi, old], 1, 2))
            b.raw(f"  store double {new}, ptr {slot}")
            return b.fadd(acc, new)
        self.pool.append(self.loop(b, t, "%n", fconst(0.0), body))

    def stage_struct(self):
        b, t = self.b, self.tag("st")
        s = b.let("alloca { ptr, ptr, double }, align 8", "s")
        p0, p1 = self.pick(self.bases), self.pick(self.bases)
        b.raw(f"  store ptr {p0}, ptr {s}")
        ty = "{ ptr, ptr, double }"
        b.raw(f"  store ptr {p1}, ptr {self.field(b, s, ty, 1)}")
        b.raw(f"  store double {self.pick(self.pool)}, ptr {self.field(b, s, ty, 2)}")
        hb, hg = self.helper(f"sfield.{t}", "ptr %s, i64 %n")
        hb.label("entry")
        q0 = hb.let("load ptr, ptr %s")
        q1 = hb.let(f"load ptr, ptr {self.field(hb, '%s', ty, 1)}")
        d = hb.let(f"load double, ptr {self.field(hb, '%s', ty, 2)}")

        def body(i, acc):
            u = hb.let(f"load double, ptr {self.elem(hb, q0, i)}")
            w = self.elem(hb, q1, i)
            v = self.ops(hg, [u, d, acc, hb.let(f"load double, ptr {w}")], 1, 2)
            hb.raw(f"  store double {hb.fadd(hb.fmul(v, fconst(0.5)), u)}, ptr {w}")
            return self.damp(hg, acc, v)
        r = self.loop(hb, "l", "%n", d, body)
        hb.raw(f"  ret double {r}")
        self.pool.append(b.let(f"call double @sfield.{t}(ptr {s}, i64 %n)"))

    def stage_global(self, atomic=False):
        b, t = self.b, self.tag("gl")
        g = f"@g.{t}"
        self.globals.append(f"{g} = internal global double 0.0, align 8")
        b.raw(f"  store double {self.pick(self.pool)}, ptr {g}")
        self._accumulate_into(g, atomic, t)

    def stage_atomic(self):
        if self.draw(st.booleans()):
            return self.stage_global(atomic=True)
        t = self.tag("at")
        dst = self.pick(self.bases)
        self._accumulate_into(self.elem(self.b, dst, 0), True, t)

    def _accumulate_into(self, slot, atomic, t):
        b, gen = self.b, self.gen
        src = self.pick(self.bases)
        outer = list(self.pool)

        def body(i, acc):
            xi = b.let(f"load double, ptr {self.elem(b, src, i)}")
            v = gen.safe(self.ops(gen, outer + [xi], 1, 2), ("sq", 1.0))
            if atomic:
                b.let(f"atomicrmw fadd ptr {slot}, double {v} monotonic, align 8")
            else:
                b.raw(f"  store double {b.fadd(b.let(f'load double, ptr {slot}'), v)}, ptr {slot}")
            return acc
        self.loop(b, t, "%n", fconst(0.0), body)
        self.pool.append(b.let(f"load double, ptr {slot}"))

    def _array_helper(self, name, writes):
        """double @name(ptr %p, i64 %n, double %s): a loop over p, writing p[i] back if writes."""
        hb, hg = self.helper(name, "ptr %p, i64 %n, double %s")
        hb.label("entry")

        def body(i, acc):
            w = self.elem(hb, "%p", i)
            u = hb.let(f"load double, ptr {w}")
            v = self.ops(hg, [u, "%s", acc], 1, 3)
            if writes:
                hb.raw(f"  store double {hg.safe(v, ('sq', 2.0))}, ptr {w}")
            return self.damp(hg, acc, v)
        hb.raw(f"  ret double {self.loop(hb, 'l', '%n', '%s', body)}")

    def stage_call(self):
        t = self.tag("h")
        self._array_helper(f"helper.{t}", self.draw(st.booleans()))
        self.pool.append(self.b.let(f"call double @helper.{t}(ptr {self.pick(self.bases)}, "
                                    f"i64 %n, double {self.pick(self.pool)})"))

    def stage_retptr(self):
        return self.stage_outcall(via_call=True)

    def stage_outcall(self, via_call=False):
        """void @out(ptr %src, ptr %dst, i64 %n, double %s) updating dst[i] from src[i] (src and
        dst may be one array); via_call: dst is what a noinline helper returns (one of two
        arrays, chosen on a comparison of active values)."""
        b, t = self.b, self.tag("o")
        hb, hg = self.helper(f"out.{t}", "ptr %src, ptr %dst, i64 %n, double %s", ret="void")
        hb.label("entry")

        def body(i, acc):
            u = hb.let(f"load double, ptr {self.elem(hb, '%src', i)}")
            w = self.elem(hb, "%dst", i)
            old = hb.let(f"load double, ptr {w}")
            new = self.damp(hg, old, self.ops(hg, [u, old, "%s"], 1, 2))
            hb.raw(f"  store double {new}, ptr {w}")
            return acc
        self.loop(hb, "l", "%n", fconst(0.0), body)
        hb.raw("  ret void")
        src, dst = self.pick(self.bases), self.pick(self.bases)
        if via_call:
            cb, _ = self.helper(f"choose.{t}", "ptr %p, ptr %q, double %u, double %v", ret="ptr")
            cb.label("entry")
            c = cb.let("fcmp olt double %u, %v")
            cb.raw(f"  ret ptr {cb.let(f'select i1 {c}, ptr %p, ptr %q')}")
            dst = b.let(f"call ptr @choose.{t}(ptr {dst}, ptr {self.pick(self.bases)}, "
                        f"double {self.pick(self.pool)}, double {self.pick(self.pool)})")
        b.raw(f"  call void @out.{t}(ptr {src}, ptr {dst}, i64 %n, double {self.pick(self.pool)})")

    def stage_recursive(self):
        t = self.tag("r")
        name = f"rec.{t}"
        hb, hg = self.helper(name, "ptr %p, i64 %k, double %acc")
        hb.label("entry")
        hb.raw(f"  %done = icmp eq i64 %k, 0")
        hb.raw("  br i1 %done, label %base, label %more")
        hb.label("base")
        hb.raw("  ret double %acc")
        hb.label("more")
        km = hb.let("add nsw i64 %k, -1")
        u = hb.let(f"load double, ptr {self.elem(hb, '%p', km)}")
        nxt = self.damp(hg, "%acc", self.ops(hg, [u, "%acc"], 1, 3))
        r = hb.let(f"call double @{name}(ptr %p, i64 {km}, double {nxt})")
        hb.raw(f"  ret double {r}")
        self.pool.append(self.b.let(f"call double @{name}(ptr {self.pick(self.bases)}, i64 %n, "
                                    f"double {self.pick(self.pool)})"))

    def stage_indirect(self):
        b, t = self.b, self.tag("fp")
        names = [f"target.{t}.{j}" for j in range(2)]
        for name in names:
            self._array_helper(name, self.draw(st.booleans()))
        self.globals.append(f"@table.{t} = internal constant [2 x ptr] [ptr @{names[0]}, "
                            f"ptr @{names[1]}], align 8")
        idx = b.let("and i64 %n, 1")
        slot = b.let(f"getelementptr inbounds [2 x ptr], ptr @table.{t}, i64 0, i64 {idx}")
        fp = b.let(f"load ptr, ptr {slot}")
        s = b.let("alloca { ptr, ptr }, align 8", "s")
        b.raw(f"  store ptr {fp}, ptr {s}")
        f1 = b.let(f"getelementptr inbounds {{ ptr, ptr }}, ptr {s}, i32 0, i32 1")
        b.raw(f"  store ptr {self.pick(self.bases)}, ptr {f1}")
        callee, data = b.let(f"load ptr, ptr {s}"), b.let(f"load ptr, ptr {f1}")
        s0 = self.pick(self.pool)
        self.pool.append(b.let(f"call double {callee}(ptr {data}, i64 %n, double {s0})"))

    def stage_heap(self):
        b, gen, t = self.b, self.gen, self.tag("m")
        m = b.let(f"call noalias ptr @malloc(i64 {b.let('shl nuw nsw i64 %n, 3')})", "m")
        b.decl("ptr", "malloc", ["i64"])
        src = self.pick(self.bases)
        outer = list(self.pool)

        def body(i, acc):
            xi = b.let(f"load double, ptr {self.elem(b, src, i)}")
            v = self.ops(gen, outer + [xi, acc], 1, 2)
            b.raw(f"  store double {v}, ptr {self.elem(b, m, i)}")
            return self.damp(gen, acc, v)
        self.pool.append(self.loop(b, t, "%n", self.pick(self.pool), body))
        self.bases.append(m)
        self.frees.append(m)

    def stage_minmax(self):
        b = self.b
        u, v = self.pick(self.pool), self.pick(self.pool)
        how = self.draw(st.sampled_from(["maxnum", "minnum", "select"]))
        if how == "select":
            c = b.let(f"fcmp {self.draw(st.sampled_from(['olt', 'ogt']))} double {u}, {v}")
            u, v = self.pick(self.pool), self.pick(self.pool)
            r = b.let(f"select i1 {c}, double {u}, double {v}")
        else:
            r = b.intr(how, "double", u, v)
        self.pool.append(r)

    def stage_branch(self):
        b, gen, t = self.b, self.gen, self.tag("br")
        c = b.let(f"fcmp olt double {self.pick(self.pool)}, {self.pick(self.pool)}")
        b.raw(f"  br i1 {c}, label %then.{t}, label %else.{t}")
        b.label(f"then.{t}")
        u = self.ops(gen, self.pool, 1, 2)
        slot = self.elem(b, self.pick(self.bases), 0)
        b.raw(f"  store double {u}, ptr {slot}")
        b.raw(f"  br label %join.{t}")
        b.label(f"else.{t}")
        v = self.ops(gen, self.pool, 1, 2)
        b.raw(f"  br label %join.{t}")
        b.label(f"join.{t}")
        self.pool.append(b.let(f"phi double [ {u}, %then.{t} ], [ {v}, %else.{t} ]"))

    # --------------------------------------------------------------------- the result
    def finish(self):
        """ret combine(pool) + sum_i (1 + i/4) * (y[i] and each heap array[i]); frees the heap."""
        b, gen = self.b, self.gen
        out = gen.combine([v for v in self.pool[1:]] or ["%a"])
        for base in self.bases[1:]:                     # y and the heap arrays
            def body(i, acc, base=base):
                u = b.let(f"load double, ptr {self.elem(b, base, i)}")
                w = b.fadd(b.fmul(b.let(f"sitofp i64 {i} to double"), fconst(0.25)), fconst(1.0))
                return b.fadd(acc, b.fmul(u, w))
            out = self.loop(b, self.tag("sum"), "%n", out, body)
        for m in self.frees:
            b.decl("void", "free", ["ptr"])
            b.raw(f"  call void @free(ptr {m})")
        b.raw(f"  ret double {out}")


@st.composite
def memory_programs(draw, features=FEATURES):
    """(IR text, the features it uses)."""
    p = Program(draw)
    p.b.label("entry")
    stages = draw(st.lists(st.sampled_from(features), min_size=1, max_size=4))
    for s in stages:
        getattr(p, f"stage_{s}")()
    p.finish()
    return p.module(), sorted(set(stages))
