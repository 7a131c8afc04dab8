"""Recompute or store: the policy that keeps loop caches small.

A value the reverse pass needs inside a loop may be *recomputed* there, instead of being stored
once per iteration, when that is cheap and exact (`recompute_operands`); whether it is, or its
operands are stored instead, is decided by a minimum cut (analyses.mincut):

- pure arithmetic, casts, comparisons, GEPs and vector/aggregate element operations;
- a counted loop's induction variable: start + step * (iteration), where the iteration comes
  from the loop counter and the counter's value on entry to the loop (stored once per entry);
- a load from argument or global memory that the forward pass writes no more after the load
  (so the memory still holds the same value when the reverse pass reads it again), when the
  reverse pass runs in the same call as the forward pass (not split mode, not a callee).
  Writes into the function's own allocations do not count: their roots are the allocation
  (through GEPs, and for a front end's header allocator such as Numba's NRT meminfo, through
  the data pointer loaded from the header); neither do releases (free, reference counts) and
  calls known to write no float memory;
- the shadow of a GEP (the same GEP on the shadow base).

Everything else is stored. Values outside loops are always kept in slots (once per call).
"""

from __future__ import annotations

import re

from enzympy import rules
from enzympy.blas import is_blas, written_pointers

from enzympy.ir import Value

from .loops import _increment, invariant_increment
from .shadow import ALLOCATORS, CUSTOM_ALLOCATORS, DEALLOCATORS

PURE = {"add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor", "zext", "sext", "trunc",
        "sitofp", "uitofp", "fptosi", "fptoui", "fpext", "fptrunc", "bitcast", "getelementptr",
        "icmp", "fcmp", "select", "fadd", "fsub", "fmul", "fneg", "extractelement",
        "insertelement", "shufflevector", "extractvalue", "insertvalue", "freeze"}
SHADOW = ".ad.sh"
_SHADOW_NAME = re.compile(r"^(.*)\.ad\.sh(?:\.([0-9]+))?$")


def shadow_name(name: str, lane: int = 0) -> str:
    """The name of a value's shadow; in vector mode (enzyme_width), lane k > 0 has its own."""
    return name + SHADOW + (f".{lane}" if lane else "")


def shadow_parts(name: str):
    """(owner, lane) of a shadow's name, or None for any other name."""
    m = _SHADOW_NAME.match(name)
    return (m.group(1), int(m.group(2) or 0)) if m else None
# cheap intrinsics without side effects, recomputed like arithmetic (not sqrt, exp, fdiv: dearer
# to do again than to store)
PURE_CALLS = ("llvm.fmuladd.", "llvm.fma.", "llvm.fabs.", "llvm.minnum.", "llvm.maxnum.",
              "llvm.minimum.", "llvm.maximum.", "llvm.copysign.", "llvm.smax.", "llvm.smin.",
              "llvm.umax.", "llvm.umin.", "llvm.abs.")


def is_pure(inst) -> bool:
    return inst.opcode in PURE or (inst.opcode == "call" and (inst.callee or "").startswith(PURE_CALLS))


def _math_call(inst) -> bool:
    """A call of a math function with a derivative rule (sin, exp, libdevice's __nv_*):
    pure, and worth computing again where storing it is not possible (a GPU's loops)."""
    c = inst.callee or ""
    r = rules.lookup(c) if inst.opcode == "call" and c.startswith(("llvm.", "__nv_")) else None
    return r is not None and not r.writes          # __nv_modf writes memory: never run it again


class RecomputePolicy:
    def __init__(self, fn, cfg, reread_memory=True, quiet_calls=frozenset(), summaries=None,
                 dear_math=False):
        """``reread_memory``: may the reverse pass read argument memory again? Only when it runs
        right after the forward pass in the same call (combined mode): a caller of a split
        derivative may overwrite that memory between the two halves. ``quiet_calls``: callees
        that write no float memory the function can see (printing, raising...). ``dear_math``:
        math calls (sin, exp) may be computed again too (a GPU, where a loop cache that grows
        is not possible)."""
        self.dear_math = dear_math
        self.fn, self.cfg = fn, cfg
        self.quiet_calls = frozenset(quiet_calls) | DEALLOCATORS
        self.defs = {i.name: i for i in fn.instructions() if i.name}
        self._summaries = {} if summaries is None else summaries   # callee -> its write roots
        self.reread_memory = reread_memory
        self._block_writes = self._writes_by_block()
        self._loop_written = {}
        self._written_after = {}

    # ------------------------------------------------------------------ memory
    def _root(self, v, visiting=None):
        """('arg'|'global', name), ('fresh', name) for stack/heap allocations, or ('?', ...).
        Through GEPs and casts, and through phis and selects whose inputs share one root."""
        seen = 0
        while v.kind == "inst" and seen < 64:
            d = self.defs[v.name]
            if d.opcode in ("getelementptr", "bitcast", "addrspacecast"):
                v, seen = d.ops[0], seen + 1
                continue
            if d.opcode == "alloca" or (d.opcode == "call" and d.callee in ALLOCATORS):
                return ("fresh", d.name)
            if d.opcode == "load" and d.type.kind == "ptr":
                header = self._root(d.ops[0], visiting)   # a header allocator's data pointer
                if header is not None and header[0] == "fresh" and self._custom_allocation(header[1]):
                    return header
            if d.opcode in ("phi", "select"):
                return self._joined_root(d, visiting)
            return ("?", d.name)
        if v.kind in ("arg", "global"):
            return (v.kind, v.name)
        if v.kind == "const" and "@" in v.ref:
            return ("global", v.ref)
        return ("?", v.ref)

    def root(self, v):
        """The root of the memory pointer v reaches (see _root)."""
        return self._root(v)

    def _joined_root(self, d, visiting):
        """The root of a pointer phi or select: the one root all its inputs have."""
        visiting = set() if visiting is None else visiting
        if d.name in visiting:
            return None                                   # a cycle adds no root of its own
        visiting.add(d.name)
        inputs = [v for v, _ in d.incoming] if d.opcode == "phi" else d.ops[1:]
        roots = {self._root(v, visiting) for v in inputs} - {None}
        visiting.discard(d.name)
        return roots.pop() if len(roots) == 1 else ("?", d.name)

    def _has_body(self, callee) -> bool:
        return not callee or self.fn.module.defines(callee)       # an indirect call: unknown

    def _custom_allocation(self, name) -> bool:
        d = self.defs.get(name)
        return d is not None and d.opcode == "call" and d.callee in CUSTOM_ALLOCATORS

    def _write_roots(self, inst):
        """Roots of the memory one instruction may write (empty for none)."""
        ptrs = []
        if inst.opcode == "store":
            ptrs = [inst.ops[1]]
        elif inst.opcode in ("atomicrmw", "cmpxchg"):
            ptrs = [inst.ops[0]]
        elif inst.opcode == "call":
            c = inst.callee or ""
            if c.startswith(("llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.masked.store")):
                ptrs = [inst.args[0] if not c.startswith("llvm.masked.store") else inst.args[1]]
            elif c and (r := rules.lookup(c)) is not None and r.writes:     # frexp, modf
                ptrs = [inst.args[k] for k, _ in r.writes]
            elif is_blas(c) and (written := written_pointers(inst)) is not None:
                ptrs = written                            # its output array, Numba's result slot
            elif c.startswith("llvm.") or c in self.quiet_calls or c in ALLOCATORS \
                    or (c and rules.lookup(c) is not None):
                ptrs = []
            else:
                return self._call_write_roots(inst, c)
        return {self._root(p) for p in ptrs}

    def _call_write_roots(self, inst, callee):
        """Roots a call to user or unknown code may write. A callee with a body is summarised
        (its writes through its own pointer arguments map to the caller's arguments; a write
        through a pointer it loaded from memory, to a global, or by code it cannot see is '?');
        a body-less one writes its pointer arguments, and anything when one of them is the
        function's own memory holding pointers (a struct of pointers: it may write through them)."""
        unknown = ("?", inst.name or "call")
        if not callee:
            return {unknown}                              # an indirect call
        ptrs = [a for a in inst.args if a.type.kind == "ptr"]
        if not self.fn.module.defines(callee):
            roots = {self._root(p) for p in ptrs}
            if any(r[0] == "fresh" and self._holds_pointers(r[1]) for r in roots):
                roots.add(unknown)
            return roots
        summary = self._callee_summary(callee)
        if summary is None:
            return {unknown}
        out = set()
        for r in summary:
            if r[0] == "arg":
                k = r[1]
                out.add(self._root(inst.args[k]) if k < len(inst.args) else unknown)
            elif r[0] == "global":
                out.add(r)
            else:
                out.add(unknown)
        return out

    def _callee_summary(self, callee):
        """Roots a function with a body may write, in its terms: ('arg', index), ('global',
        name), ('?', ...); its own allocations left out. None for a recursive cycle."""
        cache = self._summaries
        if callee in cache:
            return cache[callee]
        cache[callee] = None                              # in progress: a cycle is unknown
        fn = self.fn.module.function(callee)
        inner = RecomputePolicy(fn, None, reread_memory=False, quiet_calls=self.quiet_calls,
                                summaries=cache)
        index = {a.name: k for k, a in enumerate(fn.args)}
        roots = set()
        for rs in inner._block_writes.values():
            for r in rs:
                if r[0] == "fresh":
                    continue
                if r[0] == "arg":
                    r = ("arg", index[r[1]]) if r[1] in index and len(index) == len(fn.args) \
                        else ("?", callee)
                roots.add(r)
        cache[callee] = frozenset(roots)
        return cache[callee]

    def _holds_pointers(self, name) -> bool:
        """Does the function store a pointer into (or otherwise write) the allocation `name`
        other than by plain stores of non-pointer values?"""
        for inst in self.fn.instructions():
            if inst.opcode == "store":
                if inst.ops[0].type.kind != "ptr":
                    continue
                target = inst.ops[1]
            elif inst.opcode == "call" and inst.callee and inst.callee.startswith(
                    ("llvm.memcpy", "llvm.memmove")):
                target = inst.args[0]
            else:
                continue
            if self._root(target) == ("fresh", name):
                return True
        return False

    def _writes_by_block(self):
        """Block name -> roots of the memory its instructions may write (own allocations too);
        `written` (the function's, less its allocations) and each loop's come from it."""
        out = {}
        for inst in self.fn.instructions():
            out.setdefault(inst.block.name, set()).update(self._write_roots(inst))
        return out

    def written_roots(self) -> set:
        """Roots of all the memory the function may write (its own allocations included)."""
        return set().union(*self._block_writes.values())

    def _loop_writes(self, loop):
        """Roots of the memory written inside a loop (its own allocations included)."""
        if loop.header not in self._loop_written:
            self._loop_written[loop.header] = set().union(*(self._block_writes.get(blk, ())
                                                             for blk in loop.blocks))
        return self._loop_written[loop.header]

    def may_alias(self, a, b) -> bool:
        """May memory with root a overlap memory with root b?"""
        if a == b or a[0] == "?" or b[0] == "?":
            return True
        if a[0] == "fresh" or b[0] == "fresh":
            return False                    # distinct allocations; an allocation is no argument
        if a[0] == "global" and b[0] == "global":
            return False
        noalias = self.fn.noalias_args
        return not any(r[0] == "arg" and r[1] in noalias for r in (a, b))

    def invariant_in(self, name, loop, depth=0) -> bool:
        """Does the value have the same value in every iteration of `loop` (pure arithmetic on
        values from outside it, or a load from memory the loop does not write)?"""
        d = self.defs.get(name)
        if d is None or depth > 16 or not (is_pure(d) or d.opcode == "load"):
            return False
        if d.block.name not in loop.blocks:
            return True
        for o in d.ops:
            if o.kind == "inst" and not self.invariant_in(o.name, loop, depth + 1):
                return False
            if o.kind == "other":
                return False
        if d.opcode == "load":
            root = self._root(d.ops[0])
            return not any(self.may_alias(root, w) for w in self._loop_writes(loop))
        return True

    def cache_loop(self, name, loop):
        """The loop whose per-iteration record keeps `name`, defined in `loop`: the outermost
        enclosing loop it is invariant in is left out, and the next one holds it (None: a slot)."""
        while loop is not None and self.invariant_in(name, loop):
            loop = loop.parent
        return loop

    def memory_unchanged(self, root, block) -> bool:
        """Does the memory behind this root, read in `block`, still hold the same values when the
        reverse pass runs? Not if the forward pass may write it from that block on (the reverse
        pass writes only shadows); nor when a write's target is unknown, unless the reading and
        written pointers are `restrict` (noalias) arguments, which cannot overlap."""
        if not self.reread_memory or root[0] not in ("arg", "global"):
            return False
        return not any(self.may_alias(root, w) for w in self.written_after(block))

    def written_after(self, block) -> set:
        """Roots of the argument and global memory that the blocks the forward pass may run from
        `block` on write (the block itself included, whole)."""
        if block not in self._written_after:
            seen, work = {block}, [block]
            while work:
                for s in self.cfg.succs.get(work.pop(), []):
                    if s not in seen:
                        seen.add(s)
                        work.append(s)
            self._written_after[block] = {r for b in seen for r in self._block_writes.get(b, ())
                                          if r[0] != "fresh"}
        return self._written_after[block]

    # ------------------------------------------------------------------ values
    def loop_of(self, name):
        base = (shadow_parts(name) or (name,))[0]
        d = self.defs.get(base)
        return self.cfg.loop_of.get(d.block.name) if d is not None else None

    def recompute_operands(self, name):
        """The forward values that computing `name` again in the reverse pass reads, or None
        when it may not be recomputed (it is stored if the reverse pass reads it). Whether each
        operand is stored or recomputed in turn is the cut's choice (analyses.mincut)."""
        if self.loop_of(name) is None:
            return None                                  # outside loops: a slot is as cheap
        if (parts := shadow_parts(name)) is not None:
            d = self.defs.get(parts[0])
            if d is None or d.opcode not in ("getelementptr", "bitcast") or d.ops[0].kind not in ("arg", "inst"):
                return None
        else:
            d = self.defs[name]
            if d.opcode == "phi":
                return self.operands(name) if self.induction(name) is not None else None
            if d.opcode == "load" and not self.memory_unchanged(self._root(d.ops[0]), d.block.name):
                return None
            if not (is_pure(d) or d.opcode == "load" or (self.dear_math and _math_call(d))):
                return None
        if any(o.kind == "other" for o in d.ops):
            return None
        return self.operands(name)

    def induction(self, name):
        """(loop, start value, step) when `name` is a counted loop's induction phi (step: an
        int, or a Value the loop does not change)."""
        d = self.defs.get(name)
        if d is None or d.opcode != "phi" or d.type.kind != "int":
            return None
        loop = self.cfg.loop_of.get(d.block.name)
        if loop is None or loop.header != d.block.name or loop.preheader is None or len(loop.latches) != 1:
            return None
        inc = _increment(d, loop, self.defs) or invariant_increment(d, loop, self.defs)
        if inc is None:
            return None
        start = next((v for v, p in d.incoming if p == loop.preheader), None)
        if start is None or (start.kind == "inst" and self.loop_of(start.name) is loop):
            return None
        return loop, start, inc[0]

    def operands(self, name):
        """The forward values recomputing `name` reads (they become needed in turn)."""
        if (parts := shadow_parts(name)) is not None:
            d = self.defs[parts[0]]
            base = d.ops[0]
            out = [_shadow_value(base, parts[1])] if base.kind == "inst" else []
            return out + [o for o in d.ops[1:] if o.kind == "inst"]
        d = self.defs[name]
        if d.opcode == "phi":
            _, start, step = self.induction(name)
            return [v for v in (start, step) if isinstance(v, Value) and v.kind == "inst"]
        return [o for o in d.ops if o.kind == "inst"]


def _shadow_value(v, lane):
    from enzympy.ir import Value, local
    from enzympy.irtypes import PTR
    name = shadow_name(v.name, lane)
    return Value(PTR, local(name), "inst", name)
