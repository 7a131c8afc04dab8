"""Shadow memory in reverse mode: what each memory instruction does to shadows.

Forward pass: pointers with a shadow get their shadow computed next to them (the same GEP on
the shadow base, a zeroed shadow alloca or allocation, a pointer loaded from shadow memory).
Reverse pass: a load of an active float adds its adjoint into the shadow; a store reads the
shadow, zeroes it and passes it to the stored value (a store overwrites); memcpy moves adjoints
back from destination to source; memset clears; an allocation's shadow is freed when the
reverse pass reaches the allocation. Every increment of shadow memory goes through
`accumulate_memory`, the one place a GPU strategy (atomics, reductions) plugs in.

Writes to shadows wait in a window (`pending`) that anything else touching memory closes: the
clearing of a store's shadow (first, the window opens with it) and the increments of the loads
reversed after it. They are emitted in the loads' own (forward) order: increments commute, and
nothing else touches memory between them. A reversed loop body then reads and writes its shadow
in the primal's order, which keeps the dependences between iterations forward ones the loop
vectoriser accepts (the reversed in-place stencil: finalise du[i], then add into du[i+1]; in
reverse order the add would meet the next iteration's store). A clear followed by increments of
the same pointer (`x[j] += ...`: the store's adjoint comes back through the load) becomes one
store of their sum, with no zero stored in between (the sum may be -0.0 where 0.0 + sum was +0.0).
"""

from __future__ import annotations

import functools
import re

from .analyses.memroots import SHADOW_GLOBAL_SUFFIX
from .analyses.recompute import shadow_name
from .analyses.shadow import ALLOCATORS, CUSTOM_ALLOCATORS, DEALLOCATORS, FREE_ARGS, may_point_to_floats, null_derived
from .analyses.type_trees import FLOAT
from .access import access_align, masked_parts
from .atomics import atomic_add, atomic_op, atomic_ordering
from . import copy_layout, pointer_copies
from .custom_rules import call_rule
from .libstdcxx import (byte_writes, float_writes, overwrites, resynced_strings, stream_check, string_shadow_check,
                        mirrored, mirrored_call)
from .synth.accumulation import choose
from .emit import zero
from .ir import Value, local, strip_metadata as _strip_meta
from .irtypes import I64, PTR, Type, align_of, mangle, parse_type, size_of, split_top

MEM_INTRINSICS = ("llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.masked.load", "llvm.masked.store")


def is_memory_op(inst) -> bool:
    """Instructions whose reverse touches shadow memory even when they define no active value."""
    if inst.opcode in ("store", "atomicrmw", "alloca"):
        return True
    if inst.opcode == "call":
        c = inst.callee or ""
        return c.startswith(MEM_INTRINSICS) or c in ALLOCATORS or c in DEALLOCATORS or c == "posix_memalign" \
            or bool(c and (r := call_rule(inst)) is not None and r.writes) or overwrites(inst)
    return False


def pointer_outputs(inst, has_shadow):
    """(pointer operand, type written) for each shadowed pointer a library call writes through
    by its rule's `writes` (frexp's exponent, modf's integral part) or as `libstdcxx` lists it
    (`std::istream >> double&`): values of derivative 0, so forward mode stores a zero tangent
    there and reverse mode clears the adjoint they overwrite."""
    out = [(inst.args[k], parse_type(t)) for k, t in float_writes(inst) if has_shadow(inst.args[k])]
    r = call_rule(inst) if inst.opcode == "call" else None
    if r is None:
        return out
    for k, what in r.writes:
        if k < len(inst.args) and has_shadow(inst.args[k]):
            out.append((inst.args[k], inst.type if what == "r" else Type("int", width=int(what[1:]))))
    return out


def byte_outputs(inst, has_shadow):
    """(pointer operand, byte count operand) for each shadowed pointer a call overwrites with
    bytes of derivative 0 (`std::istream::read`, `libstdcxx`): cleared like a memset."""
    return [(inst.args[p], inst.args[n]) for p, n in byte_writes(inst) if has_shadow(inst.args[p])]


class MemoryRules:
    """Forward shadows and reverse adjoints of memory instructions, for one writer."""

    def __init__(self, writer):
        self.w = writer
        self.sh = writer.shadow
        self.pending = []            # ("clear" | "inc", ptr, value, align, mask, scope tags, shared), in reverse order
        self._restores = None        # does the function give stack back (llvm.stackrestore)?
        self._layouts = {}           # id(memcpy) -> (it, copy_layout.layout): asked by both passes
        self.copies = None           # pointer_copies.copies(self), made when first asked
        self.gpu = writer.gpu

    # ------------------------------------------------------------------ shadows in the forward pass
    def shadow(self, v: Value, lane: int = None) -> Value:
        """The shadow of pointer v, as written in the forward pass (in vector mode, the current
        lane's, or `lane`'s)."""
        lane = self.w.lane if lane is None else lane
        if v.kind in ("arg", "inst"):
            name = shadow_name(v.name, lane)
            return Value(PTR, local(name), v.kind, name)
        suffix = SHADOW_GLOBAL_SUFFIX + (f".lane{lane}" if lane else "")     # vector mode: one per lane
        if v.kind == "global":
            return Value(PTR, f"@{v.name}{suffix}" if _plain(v.name) else f'@"{v.name}{suffix}"', "global",
                         v.name + suffix)
        if v.kind == "const":
            ref = v.ref
            for g in self.sh.globals:
                ref = re.sub(rf"@{re.escape(g)}(?![-a-zA-Z$._0-9])", f"@{g}{suffix}", ref)
            return Value(v.type, ref, "const")
        raise AssertionError(v)

    def has_shadow(self, v) -> bool:
        return self.sh.has_shadow(v)

    def forward(self, inst):
        """Emit the shadow of a pointer-producing instruction right after it."""
        b, op = self.w.b, inst.opcode
        if op in ("load", "store") and pointer_copies.forward(self, inst):
            return
        if overwrites(inst) and (pointer_outputs(inst, self.has_shadow) or byte_outputs(inst, self.has_shadow)):
            stream_check(b, self.w.fn, inst)          # the reverse will clear what it overwrote
        for obj in resynced_strings(inst, self.has_shadow):   # a body-less std::string member
            string_shadow_check(b, self.w.fn, inst, obj, self.shadow(obj))
        if inst.opcode == "store" and inst.ops[0].type.kind == "ptr" and self.has_shadow(inst.ops[1]):
            val = inst.ops[0]
            if not self.has_shadow(val) and self._may_point_to_floats(val) and not null_derived(val, self.w._insts):
                raise self.w.unsupported("a pointer to float memory without a shadow (constant data, or "
                                         "memory enzympy does not follow) is stored where derivatives "
                                         "are kept: adjoints would be added into the primal", inst)
            sv = self.shadow(val) if self.has_shadow(val) else val
            b.store(sv, self.shadow(inst.ops[1]), align=access_align(inst))
            return
        if op == "call" and inst.callee == "posix_memalign" and self.has_shadow(inst.args[0]):
            slot, align, size = inst.args
            pm = posix_memalign_shadow(inst)
            b.raw(f"call i32 @posix_memalign(ptr {self.shadow(slot).ref}, {align.typed}, {size.typed})")
            b.raw(f"{pm.ref} = load ptr, ptr {self.shadow(slot).ref}")
            self._zero(pm, size if size.type == I64 else b.cast("zext", size, I64))
            return
        if op == "call" and (inst.callee or "").startswith(("llvm.memcpy", "llvm.memmove")) \
                and self.has_shadow(inst.args[0]) and self.has_shadow(inst.args[1]):
            slots = self._layout(inst)                      # pointers among what it copies?
            if slots:
                copy_layout.copy_pointer_shadows(b, self.shadow(inst.args[0]), self.shadow(inst.args[1]),
                                                 inst.args[2], slots)
            return
        if not inst.name or inst.name not in self.sh.shadowed:
            return
        out = local(shadow_name(inst.name, self.w.lane))
        if op == "getelementptr":
            base = inst.ops[0]
            text = inst.line.split("=", 1)[1]
            needle = f", ptr {base.ref}"
            pos = text.find(needle)
            if pos < 0 or base.type.kind != "ptr":
                raise self.w.unsupported("getelementptr on a shadowed pointer of this form", inst)
            text = text[:pos] + f", ptr {self.shadow(base).ref}" + text[pos + len(needle):]
            b.raw(f"{out} = {_strip_meta(text).strip()}")
        elif op in ("bitcast", "addrspacecast", "freeze"):
            b.raw(f"{out} = {op} ptr {self.shadow(inst.ops[0]).ref}" +
                  (f" to {inst.type}" if op != "freeze" else ""))
        elif op == "select":
            c, x, y = inst.ops
            b.raw(f"{out} = select {c.typed}, ptr {self._shadow_or_fail(x, inst).ref}, "
                  f"ptr {self._shadow_or_fail(y, inst).ref}")
        elif op == "alloca" and self.w.spec.mode in ("augmented", "combined") and self._heap_shadow(inst):
            # the reverse runs after this frame has returned, or after the stack the alloca had
            # was given back: the shadow lives on the heap
            n = self._alloca_bytes(inst)
            m = re.search(r",\s*align\s+(\d+)", _strip_meta(inst.text))
            align = max(16, int(m.group(1)) if m else 16)
            n = b.ibin("and", b.ibin("add", n, Value(I64, str(align - 1), "const")), Value(I64, str(-align), "const"))
            b.declare("aligned_alloc", "declare ptr @aligned_alloc(i64, i64)")
            b.raw(f"{out} = call ptr @aligned_alloc(i64 {align}, {n.typed})")
            self._zero(Value(PTR, out, "inst"), n)
        elif op == "alloca":
            b.raw(f"{out} = {_strip_meta(inst.line.split('=', 1)[1]).strip()}")
            self._zero(Value(PTR, out, "inst"), self._alloca_bytes(inst))
        elif op == "call" and inst.callee in CUSTOM_ALLOCATORS:
            CUSTOM_ALLOCATORS[inst.callee][0](b, out, inst.args)
        elif op == "call" and inst.callee in ALLOCATORS:
            args = inst.args
            if inst.callee == "calloc":
                b.raw(f"{out} = call ptr @calloc({args[0].typed}, {args[1].typed})")
            elif inst.callee in ("aligned_alloc", "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t"):
                # vector code relies on the alignment: the shadow gets the same
                align, size = (args[0], args[1]) if inst.callee == "aligned_alloc" else (args[1], args[0])
                b.declare("aligned_alloc", "declare ptr @aligned_alloc(i64, i64)")
                b.raw(f"{out} = call ptr @aligned_alloc({align.typed}, {size.typed})")
                self._zero(Value(PTR, out, "inst"), size if size.type == I64 else b.cast("zext", size, I64))
            else:
                b.declare("calloc", "declare ptr @calloc(i64, i64)")
                b.raw(f"{out} = call ptr @calloc(i64 1, {args[-1].typed})")
            b.declare("calloc", "declare ptr @calloc(i64, i64)")
        elif op == "load":
            b.raw(f"{out} = load ptr, ptr {self.shadow(inst.ops[0]).ref}, align {access_align(inst)}")
        elif op == "call" and mirrored(inst.callee):  # a tree's next node: the shadow tree's
            b.raw(f"{out} = {mirrored_call(inst, lambda a: self._shadow_or_fail(a, inst))}")
        elif op == "phi" or (op == "call" and self.w.calls.involved(inst)):
            pass                                   # emitted with the phis (phi_text), or by CallRules
        else:
            raise self.w.unsupported(f"pointer from '{op}' used with active memory", inst)

    def returned_shadow(self, ret):
        """The shadow of the pointer a function returns (its caller asked for it)."""
        return self._shadow_or_fail(ret.ops[0], ret)

    def _may_point_to_floats(self, v) -> bool:
        return may_point_to_floats(self.w.type_analysis, v)

    def phi_text(self, phi, incoming_label):
        inc = ", ".join(f"[ {self._shadow_or_fail(v, phi).ref}, {local(incoming_label(p))} ]"
                        for v, p in phi.incoming if p in self.w.cfg.reachable)
        return f"{local(shadow_name(phi.name, self.w.lane))} = phi ptr {inc}"

    def _shadow_or_fail(self, v, inst):
        if self.has_shadow(v):
            return self.shadow(v)
        if null_derived(v, self.w._insts) or not self._may_point_to_floats(v):
            return v        # as for a store of such a pointer: nothing of it takes adjoints
        raise self.w.unsupported(f"pointer {v.ref} without a shadow merges with active memory", inst)

    def _alloca_bytes(self, inst):
        # split at top-level commas: the allocated type may itself end in ", i64 }"
        rest = re.sub(r"^\s*%\S+\s*=\s*alloca\s+(?:inalloca\s+)?", "", _strip_meta(inst.text))
        parts = split_top(rest)
        t = self.w.fn.module.type(parts[0])
        n = size_of(t)
        m = re.fullmatch(r"(i\d+)\s+(\S+)", parts[1]) if len(parts) > 1 else None
        if m:
            cnt = Value(Type("int", width=int(m.group(1)[1:])), m.group(2), "const" if m.group(2).lstrip("-").isdigit() else "inst")
            c64 = self.w.b.cast("zext", cnt, I64) if cnt.type != I64 else cnt
            return self.w.b.ibin("mul", c64, Value(I64, str(n), "const"))
        return Value(I64, str(n), "const")

    def _zero(self, ptr, nbytes):
        self.w.b.zero_memory(ptr, nbytes)

    # ------------------------------------------------------------------ what the reverse reads
    def needed(self, inst):
        """Forward values (primal or shadow) the reverse of this memory instruction reads."""
        op = inst.opcode
        if op == "load":
            return [self.shadow(inst.ops[0])]
        if op == "store":
            kind = self.store_kind(inst)
            if kind == "copy":
                return [self.shadow(inst.ops[1]), self.shadow(self._copied_load(inst).ops[0])]
            if kind in ("float", "clear"):
                return [self.shadow(inst.ops[1])]
            return []
        if op == "atomicrmw":
            return [self.shadow(inst.ops[0])] if self.atomic_kind(inst) else []
        if op == "alloca":            # a heap shadow (augmented mode) is freed in the reverse
            return [self.shadow(inst.value)] if self._heap_shadow(inst) else []
        if op == "call":
            c = inst.callee or ""
            if c.startswith("llvm.masked.load") and self.has_shadow(inst.args[0]):
                return [self.shadow(inst.args[0]), masked_parts(inst)[1]]
            if c.startswith("llvm.masked.store") and self.has_shadow(inst.args[1]) and inst.args[0].type.has_float():
                return [self.shadow(inst.args[1]), masked_parts(inst)[1]]
            if c.startswith(("llvm.memcpy", "llvm.memmove")) and self.has_shadow(inst.args[0]):
                if not self.has_shadow(inst.args[1]):          # copied from constant memory
                    return [self.shadow(inst.args[0]), inst.args[2]]
                if copy_layout.integers_only(self.w, inst, self._layout(inst)):   # no derivative moves
                    return []
                return [self.shadow(inst.args[0]), self.shadow(inst.args[1]), inst.args[2]]
            if c.startswith("llvm.memset") and self.has_shadow(inst.args[0]):
                return [self.shadow(inst.args[0]), inst.args[2]]
            if c == "realloc" and inst.name in self.sh.shadowed and self.has_shadow(inst.args[0]):
                if inst.name in self.w.escaping:
                    raise self.w.unsupported("realloc of memory whose new block is stored where the caller "
                                             "keeps it: where its derivatives go is not supported yet", inst)
                return [self.shadow(inst.value), self.shadow(inst.args[0]), inst.args[1]]
            if c in ALLOCATORS and inst.name in self.sh.shadowed and inst.name not in self.w.escaping:
                return [self.shadow(inst.value)] + [inst.args[k] for k in FREE_ARGS.get(c, ())
                                                    if inst.args[k].is_local]   # (and what its free takes)
            if c == "posix_memalign" and self.has_shadow(inst.args[0]):
                return [posix_memalign_shadow(inst)]
            return [self.shadow(p) for p, _ in pointer_outputs(inst, self.has_shadow)] + \
                [v for p, n in byte_outputs(inst, self.has_shadow) for v in (self.shadow(p), n) if v.is_local]
        return []

    def atomic_kind(self, inst):
        """'fadd', 'fsub' or 'xchg' for an atomicrmw of floats on shadowed memory (None: no
        shadow, or integers); raise for the others (fmax, fmin, ...: no derivative here)."""
        if inst.opcode != "atomicrmw" or not self.has_shadow(inst.ops[0]) or not inst.ops[1].type.has_float():
            return None
        op = atomic_op(inst)
        if op not in ("fadd", "fsub", "xchg"):
            raise self.w.unsupported(f"atomicrmw {op} on active memory has no derivative", inst)
        return op

    def check_atomic(self, inst):
        """Refuse, by name, the atomics whose effect on adjoints is not modelled: a cmpxchg or
        an integer atomicrmw on the bits of shadowed floats (C's `_Atomic double x; x += v`
        is a cmpxchg loop), a float atomicrmw into memory without a shadow."""
        if inst.opcode not in ("atomicrmw", "cmpxchg"):
            return
        p = inst.ops[0]
        if not self.has_shadow(p):
            v = inst.ops[1] if inst.opcode == "atomicrmw" else inst.ops[2]
            if v.is_local and v.name in self.w.act.varied:
                raise self.w.unsupported(f"{inst.opcode} of a value that depends on the active inputs "
                                         "into memory without a shadow", inst)
            return
        if inst.opcode == "atomicrmw" and inst.ops[1].type.has_float():
            self.atomic_kind(inst)
        elif self.w.type_analysis().float_at(p, 0):
            what = "cmpxchg" if inst.opcode == "cmpxchg" else f"atomicrmw {atomic_op(inst)}"
            raise self.w.unsupported(f"{what} on the bits of active floating-point memory (an atomic "
                                     "update of a double through integers) has no derivative", inst)

    def stored_float(self, inst):
        return inst.ops[0].type.has_float() and self.has_shadow(inst.ops[1])

    def store_kind(self, inst):
        """What a store into shadowed memory means for adjoints:
        'float' (a float value), 'copy' (integer bits of a float, loaded just before from
        shadowed memory: instcombine's form of a small memcpy), 'clear' (other integer data
        overwrites: the old adjoint dies), or None (no shadow, or pointers). Integer bits loaded
        from shadowed memory that are, or may be, a float's and are not such a copy: refused."""
        val, ptr = inst.ops
        if not self.has_shadow(ptr) or val.type.scalar.kind == "ptr":
            return None
        if val.type.has_float():
            return "float"
        if val.type.scalar.kind != "int":
            return None
        ld = self.w._insts.get(val.name) if val.kind == "inst" else None
        if ld is None or ld.opcode != "load" or not self.has_shadow(ld.ops[0]):
            return "clear"                          # bits that take no adjoint
        if ld.name in pointer_copies.copies(self):
            return None                             # a pointer's bits: as for a store of a pointer
        if self._copied_load(inst) is not None and self.copied_float(inst):
            return "copy"
        types = self.w.type_analysis()
        k = types.tree(val).at(-1) or ""
        if val.type.scalar.width >= 16 and (k.startswith(FLOAT) or types.unproven_bits(val)):
            what = f"a {k[len(FLOAT):]}'s bits, not right after its load" if k.startswith(FLOAT) else \
                "bits that may be a float's (nothing in the function or what its callers pass tells)"
            raise self.w.unsupported(f"an integer copy from active memory into active memory of {what}: "
                                     "its adjoint would be lost", inst)
        return "clear"

    def copied_float(self, inst):
        """The float type whose bits an integer store writes: per the value's tree, else the memory's."""
        types = self.w.type_analysis()
        k = types.tree(inst.ops[0]).at(-1) or ""
        return k[len(FLOAT):] if k.startswith(FLOAT) else types.float_at(inst.ops[1], 0)

    def _copied_load(self, inst):
        """The load whose bits this store writes back, when nothing can intervene."""
        val = inst.ops[0]
        if val.kind != "inst":
            return None
        ld = self.w._insts.get(val.name)
        if ld is None or ld.opcode != "load" or ld.block is not inst.block or not self.has_shadow(ld.ops[0]):
            return None
        body = ld.block.instructions
        between = body[body.index(ld) + 1:body.index(inst)]
        if any(i.opcode in ("store", "call", "atomicrmw", "cmpxchg") and not self._elsewhere(i, ld.ops[0])
               for i in between):
            return None
        return ld

    def _elsewhere(self, inst, src) -> bool:
        """Does inst write only a local object other than src's (a lifetime marker, a store or
        memset into another alloca: libstdc++ setting up a std::function between the two)?"""
        c = inst.callee or ""
        if inst.opcode == "call" and c.startswith("llvm.lifetime."):
            return True
        dst = inst.ops[1] if inst.opcode == "store" else inst.args[0] if c.startswith("llvm.memset") else None
        if dst is None:
            return False
        base, v = self.w.values.root(dst), self.w.values.root(src)
        d = self.w._insts.get(base[1:]) if base.startswith("%") else None
        return d is not None and d.opcode == "alloca" and base != v

    def has_reverse(self, inst) -> bool:
        if inst.opcode == "store":
            return self.store_kind(inst) is not None
        if inst.opcode == "atomicrmw":
            return self.atomic_kind(inst) is not None
        if inst.opcode == "call":
            return bool(self.needed(inst))
        return inst.opcode == "alloca" and self._heap_shadow(inst)

    def _heap_shadow(self, inst) -> bool:
        """A shadow alloca on the heap: when the reverse runs after the frame returned (split
        mode), or when a VLA in a loop has its stack given back each iteration (stackrestore):
        the reverse pass would read and write the shadows of all iterations in one dead stack area."""
        if inst.name not in self.sh.shadowed:
            return False
        if self.w.spec.mode != "combined":
            return True
        if self.gpu or inst.block.name == self.w.fn.entry.name:
            return False
        if self._restores is None:
            self._restores = any((i.callee or "").startswith("llvm.stackrestore") for i in self.w.fn.instructions()
                                 if i.opcode == "call")
        return self._restores

    def _layout(self, inst):
        """What a copy between shadowed memory moves, slot by slot (copy_layout.layout), once."""
        if id(inst) not in self._layouts:      # the instruction kept with it: its id stays its own
            self._layouts[id(inst)] = (inst, copy_layout.layout(self.w, inst))
        return self._layouts[id(inst)][1]

    # ------------------------------------------------------------------ the reverse pass
    def reverse(self, inst):
        w, b = self.w, self.w.b
        op = inst.opcode
        if op == "load" and atomic_ordering(inst):   # other threads may add there too
            self.flush_increments()
            self.accumulate_memory(w.primal(self.shadow(inst.ops[0])), w.adjoint(inst.name),
                                   access_align(inst), meta=self.scope_of(inst.ops[0]), atomic=True)
            return
        if op == "load":
            adj = w.adjoint(inst.name)
            self.pending.append(("inc", w.primal(self.shadow(inst.ops[0])), adj, access_align(inst), None,
                                 self.scope_of(inst.ops[0]), self.shared(inst.ops[0])))
            return
        if op == "atomicrmw":
            self.flush_increments()
            self.reverse_atomic(inst)
            return
        if op == "call" and (inst.callee or "").startswith("llvm.masked.load"):
            ptr, mask, passthru, align = masked_parts(inst)
            adj = w.adjoint(inst.name)
            m = w.primal(mask)
            p = w.primal(self.shadow(ptr))
            self.pending.append(("inc", p, b.select(m, adj, zero(adj.type)), align, m, "", self.shared(ptr)))
            w.accumulate(passthru, b.select(m, zero(adj.type), adj))
            return
        self.flush_increments()
        if op == "alloca":
            b.declare("free", "declare void @free(ptr)")
            b.raw(f"call void @free(ptr {w.primal(self.shadow(inst.value)).ref})")
        elif op == "call" and (inst.callee or "").startswith("llvm.masked.store"):
            val, ptr, mask, align = masked_parts(inst)
            m = w.primal(mask)
            p = w.primal(self.shadow(ptr))
            d = self.masked_load(p, m, val.type, align)
            self.masked_store(zero(val.type), p, m, align)
            w.accumulate(val, d)
        elif op == "store":
            val = inst.ops[0]
            p = w.primal(self.shadow(inst.ops[1]))
            a = access_align(inst)
            kind = self.store_kind(inst)
            tags = self.scope_of(inst.ops[1])
            d = b.load(val.type, p, "dst", align=a, meta=tags) if kind != "clear" else None
            self.pending.append(("clear", p, zero(val.type), a, None, tags, False))
            if kind == "float":
                w.accumulate(val, d)
            elif kind == "copy":                      # the bits were a float: move its adjoint back
                ld = self._copied_load(inst)
                ft = {"double": 64, "float": 32, "half": 16}[self.copied_float(inst)]
                et = Type("float", {64: "double", 32: "float", 16: "half"}[ft], ft)
                n = val.type.count if val.type.kind == "vector" else 1
                lanes = val.type.scalar.width * n // ft
                ftype = et if lanes == 1 else Type("vector", count=lanes, elems=(et,))
                src = w.primal(self.shadow(ld.ops[0]))
                self.pending.append(("inc", src, b.cast("bitcast", d, ftype), access_align(ld), None,
                                     self.scope_of(ld.ops[0]), self.shared(ld.ops[0])))
        elif op == "call":
            c = inst.callee or ""
            if c.startswith(("llvm.memcpy", "llvm.memmove")) and not self.has_shadow(inst.args[1]):
                p = w.primal(self.shadow(inst.args[0]))     # the adjoint of a constant is dropped
                n = w.primal(inst.args[2])
                self._zero(p, b.cast("zext", n, I64) if n.type != I64 else n)
            elif c.startswith(("llvm.memcpy", "llvm.memmove")):
                dst, src = w.primal(self.shadow(inst.args[0])), w.primal(self.shadow(inst.args[1]))
                slots = self._layout(inst)
                if slots is not None:                       # pointers or mixed floats among what it copied
                    copy_layout.move_float_adjoints(b, dst, src, w.primal(inst.args[2]), slots)
                else:
                    n = w.primal(inst.args[2])
                    ft = self.w.memcpy_float_type(inst)
                    fname = f"__enzympy_memcpy_adjoint_{ft}"
                    b.declare(fname, copy_layout.elementwise_adjoint(fname, ft))
                    n64 = b.cast("zext", n, I64) if n.type != I64 else n
                    b.raw(f"call void @{fname}(ptr {dst.ref}, ptr {src.ref}, i64 {n64.ref})")
            elif c.startswith("llvm.memset"):
                p = w.primal(self.shadow(inst.args[0]))
                n = w.primal(inst.args[2])
                n64 = b.cast("zext", n, I64) if n.type != I64 else n
                self._zero(p, n64)
            elif c in ALLOCATORS and inst.name in w.escaping:
                pass                           # the caller keeps it (analyses/escape.py)
            elif c in CUSTOM_ALLOCATORS:
                CUSTOM_ALLOCATORS[c][1](b, w.primal(self.shadow(inst.value)),
                                        *[w.primal(inst.args[k]) for k in FREE_ARGS.get(c, ())])
            elif c == "realloc" and self.has_shadow(inst.args[0]):
                # the old contents moved: their adjoints go back to the old shadow
                new, old_sh = w.primal(self.shadow(inst.value)), w.primal(self.shadow(inst.args[0]))
                n = w.primal(inst.args[1])
                b.declare("malloc_usable_size", "declare i64 @malloc_usable_size(ptr)")
                have = b.emit(I64, f"call i64 @malloc_usable_size(ptr {old_sh.ref})", "usable")
                k = b.emit(I64, f"call i64 @llvm.umin.i64(i64 {have.ref}, i64 {n.ref})", "kept")
                b.declare("llvm.umin.i64", "declare i64 @llvm.umin.i64(i64, i64)")
                ft = self.w.float_type_of([inst.value, inst.args[0]], inst)
                fname = f"__enzympy_memcpy_adjoint_{ft}"
                b.declare(fname, copy_layout.elementwise_adjoint(fname, ft))
                b.raw(f"call void @{fname}(ptr {new.ref}, ptr {old_sh.ref}, i64 {k.ref})")
                b.declare("free", "declare void @free(ptr)")
                b.raw(f"call void @free(ptr {new.ref})")
            elif outs := byte_outputs(inst, self.has_shadow):      # bytes of derivative 0
                for p, n in outs:
                    n = w.primal(n)
                    self._zero(w.primal(self.shadow(p)), b.cast("zext", n, I64) if n.type != I64 else n)
            elif outs := pointer_outputs(inst, self.has_shadow):   # a write of derivative 0
                for p, t in outs:
                    self.pending.append(("clear", w.primal(self.shadow(p)), zero(t), align_of(t), None,
                                         self.scope_of(p), False))
            elif c == "posix_memalign":
                b.declare("free", "declare void @free(ptr)")
                b.raw(f"call void @free(ptr {w.primal(posix_memalign_shadow(inst)).ref})")
            elif c in ALLOCATORS:
                p = w.primal(self.shadow(inst.value))
                b.declare("free", "declare void @free(ptr)")
                b.raw(f"call void @free(ptr {p.ref})")

    def reverse_atomic(self, inst):
        """old = *p; *p = old op v, reversed: v's adjoint is read from p's shadow (+ or - for
        fadd and fsub, which leave it there; xchg takes it away), then the adjoint of the old
        value goes back into p's shadow, atomically (threads of the primal share p)."""
        w, b = self.w, self.w.b
        kind = self.atomic_kind(inst)
        if kind is None:
            return
        p, v = w.primal(self.shadow(inst.ops[0])), inst.ops[1]
        a = access_align(inst)
        if kind == "xchg":
            d = b.emit(v.type, f"atomicrmw xchg ptr {p.ref}, {zero(v.type).typed} monotonic, align {a}", "dxchg")
        else:
            d = b.emit(v.type, f"load atomic {v.type}, ptr {p.ref} monotonic, align {a}", "dat")
        if w.act.is_active(v):
            w.accumulate(v, b.fneg(d) if kind == "fsub" else d)
        if w.act.inst_active(inst):
            self.accumulate_memory(p, w.adjoint(inst.name), a, meta=self.scope_of(inst.ops[0]), atomic=True)

    def flush_increments(self):
        """Emit the pending writes to shadows: the clear, merged with the increments of the same
        pointer, then the other increments in the loads' forward order. Called before anything
        else that reads or writes memory, and at the end of a reversed block."""
        pending, self.pending = self.pending, []
        incs = [e for e in reversed(pending) if e[0] == "inc"]
        for _, p, z, align, _, tags, _ in (e for e in pending if e[0] == "clear"):
            same = [e for e in incs if e[1].ref == p.ref and e[2].type == z.type and e[4] is None]
            incs = [e for e in incs if e not in same]
            total = functools.reduce(self.w.add, [e[2] for e in same]) if same else z
            self.w.b.store(total, p, align=align, meta=tags)
        for _, ptr, contrib, align, mask, tags, shared in incs:
            self.accumulate_memory(ptr, contrib, align, mask=mask, meta=tags, atomic=shared)

    def shared(self, primal_ptr):
        """May other threads add to the shadow of primal_ptr at the same time? Everywhere on
        a GPU but in the thread's own allocations (an atomic on local memory is undefined).
        On a CPU, only in a parallel loop's body (`ReverseSpec.parallel`). What
        `synth/accumulation.choose` says (False, True for an atomic add, or a per-block sum's key)."""
        if not self.gpu:
            return self.w.spec.parallel and choose(self.w.policy, self.w.block_sums, primal_ptr)
        return choose(self.w.policy, self.w.block_sums, primal_ptr, self.w.private)

    def scope_of(self, primal_ptr) -> str:
        """The alias-scope tags of an access to the shadow of primal_ptr (enzympy.alias_scopes)."""
        w = self.w
        return w.scopes.tags(w.scopes.key_of_root(w.policy.root(primal_ptr)))

    def masked_load(self, p, m, t, align):
        name = f"llvm.masked.load.{mangle(t)}.p0"
        self.w.b.declare(name, f"declare {t} @{name}(ptr, {m.type}, {t})")
        return self.w.b.emit(t, f"call {t} @{name}(ptr align {align} {p.ref}, {m.typed}, {zero(t).typed})", "mld")

    def masked_store(self, v, p, m, align):
        name = f"llvm.masked.store.{mangle(v.type)}.p0"
        self.w.b.declare(name, f"declare void @{name}({v.type}, ptr, {m.type})")
        self.w.b.raw(f"call void @{name}({v.typed}, ptr align {align} {p.ref}, {m.typed})")

    def accumulate_bulk(self, update, inst):
        """The accumulation point for bulk increments of shadow memory (a BLAS call's adjoint:
        dA += a dy x^T): on the CPU `update()` writes them as BLAS calls into the shadows; a GPU
        derivative refuses them (no device BLAS is called, and other threads would race)."""
        if self.gpu:
            raise self.w.unsupported(f"@{inst.callee}: BLAS calls have no derivative in GPU code", inst)
        self.flush_increments()
        update()

    def accumulate_memory(self, ptr: Value, contrib: Value, align=None, mask=None, meta="", atomic=False):
        """The one accumulation point for shadow memory: *ptr += contrib (only the lanes of
        `mask`, for masked vector accesses); `meta`: the access's alias-scope tags; `atomic`:
        other threads may add to the same place: an atomicrmw fadd, or (a string, from `shared`)
        an add into the thread's register of a per-block sum.

        The add is nsz: the sign of a zero adjoint means nothing, and it lets LLVM fold the
        +0.0 a cleared shadow holds (`0.0 + d` is d only up to the sign of zero), so a reversed
        `x[j] += ...` whose clear and increment are emitted apart (the vectoriser's unrolled
        lanes) stores nothing extra once the clear is forwarded."""
        b = self.w.b
        if isinstance(atomic, str) and mask is None and self.w.block_sums.add(atomic, ptr, contrib):
            return None
        if atomic:
            return atomic_add(b, ptr, contrib, align)
        if mask is not None:
            old = self.masked_load(ptr, mask, contrib.type, align)
            self.masked_store(self.w.add(old, contrib, "nsz"), ptr, mask, align)
            return
        old = b.load(contrib.type, ptr, "sh", align=align, meta=meta)
        b.store(self.w.add(old, contrib, "nsz"), ptr, align=align, meta=meta)


def posix_memalign_shadow(inst) -> Value:
    """The shadow buffer made next to posix_memalign's (freed when the reverse reaches it)."""
    name = f"{inst.name}.ad.pm"
    return Value(PTR, local(name), "inst", name)


def _plain(name):
    return re.fullmatch(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*", name) is not None
