"""The value table of one primal function: every named value, its type and definition, and
the questions about values that several stages ask (what a pointer derives from, which float
type the memory behind pointers holds, which lanes of a vector may be poison)."""

from __future__ import annotations

from ..errors import UnsupportedError


class FunctionValues:
    """Named values of `fn` (arguments, then definitions in order) and their definitions."""

    def __init__(self, fn):
        self.fn = fn
        insts = [i for i in fn.instructions() if i.name]
        self.insts = {i.name: i for i in insts}                       # value name -> instruction
        self.types = {a.name: a.type for a in fn.args} | {i.name: i.type for i in insts}
        self.order = {n: k for k, n in enumerate(self.types)}          # arguments, then definitions
        self._type_trees = None
        self._proved_trees = None
        self._call_indices = None

    def unsupported(self, what, inst):
        return UnsupportedError(what, inst.line, self.fn.name, self.fn.module.debug_location(inst.dbg))

    def call_index(self, inst):
        """A stable number for an instruction (names the tape of an unnamed call)."""
        if self._call_indices is None:
            self._call_indices = {id(i): k for k, i in enumerate(self.fn.instructions())}
        return self._call_indices[id(inst)]

    def root(self, v):
        """What a pointer is derived from through GEPs and bitcasts (its text)."""
        defs = self.insts
        while v.kind == "inst" and defs[v.name].opcode in ("getelementptr", "bitcast"):
            v = defs[v.name].ops[0]
        return v.ref

    def type_analysis(self):
        """Type trees of the function, computed on first need (memcpy, realloc, integer copies)."""
        if self._type_trees is None:
            from enzympy.analyses.function_types import function_types
            self._type_trees = function_types(self.fn.module, self.fn.name)
        return self._type_trees

    def copies_only_integers(self, inst) -> bool:
        """Does the type analysis prove, without its default guess that undecided integers are
        integers, that every byte this memcpy/memmove moves is an integer (no float, no
        pointer, on either side)? Such a copy moves no derivative: an int index array shifted
        by memmove (insertion sort, std::sort of a vector<int>)."""
        from enzympy.analyses.function_types import analysis, callers_arg_trees
        from enzympy.analyses.type_trees import INTEGER
        if self._proved_trees is None:
            info, name = self.fn.module, self.fn.name
            self._proved_trees = analysis(info, name, callers_arg_trees(info, name), guess_integers=False)
        n = inst.args[2]
        size = int(n.ref) if n.kind == "const" and n.ref.isdigit() else None
        for p in inst.args[:2]:
            t = self._proved_trees.tree(p)
            kinds = [k for q, k in t.items() if len(q) == 2 and q[0] == -1 and (size is None or q[1] < size)]
            if any(k != INTEGER for k in kinds):
                return False
            if size is None and t.at(-1, -1) != INTEGER:
                return False
            if size is not None and any(t.at(-1, o) != INTEGER for o in range(min(size, 4096))):
                return False
            if size is not None and size > 4096 and t.at(-1, -1) != INTEGER:
                return False
        return True

    def memcpy_float_type(self, inst):
        """Element type of the floats a memcpy moves, from the accesses around it."""
        return self.float_type_of([inst.args[0], inst.args[1]], inst)

    def float_type_of(self, pointers, inst):
        """'double' or 'float': how the memory behind these pointers is accessed (the pointers,
        what they derive from, and everything derived from those through GEPs, casts, phis)."""
        roots = {self.root(p) for p in pointers}
        derived = {p.name for p in pointers if p.is_local} | {r for r in roots}
        insts = list(self.fn.instructions())
        changed = True
        while changed:
            changed = False
            for i in insts:
                if i.name and i.name not in derived and i.opcode in ("getelementptr", "bitcast", "phi", "select") \
                        and any(o.is_local and (o.name in derived or o.ref in derived) for o in i.ops):
                    derived.add(i.name)
                    changed = True
        seen = set()
        for other in insts:
            if other.opcode in ("load", "store"):
                ptr = other.ops[0] if other.opcode == "load" else other.ops[1]
                t = other.type if other.opcode == "load" else other.ops[0].type
                if t.scalar.kind == "float" and (ptr.name in derived or self.root(ptr) in roots):
                    seen.add(t.scalar.name)
        if len(seen) != 1:
            types = self.type_analysis()
            kinds = {types.float_at(p, 0) for p in pointers} - {None}
            if len(kinds) == 1:
                return kinds.pop()
            trees = "; ".join(f"{p.ref}: {_short(str(types.tree(p)))}" for p in pointers)
            raise self.unsupported("cannot tell whether this moves float or double data "
                                   f"(type trees {trees})", inst)
        return seen.pop()

    def poison_lanes(self, v, depth=0) -> set:
        """Lanes of a vector value that may be poison (vectorised code builds vectors from
        poison and shuffles with poison masks; the partials must not multiply by them)."""
        if v.type.kind != "vector" or depth > 16:
            return set()
        if v.kind == "const":
            return set(range(v.type.count)) if v.ref in ("poison", "undef") else set()
        d = self.insts.get(v.name) if v.kind == "inst" else None
        if d is None:
            return set()
        if d.opcode == "insertelement":
            idx = d.ops[2]
            base = self.poison_lanes(d.ops[0], depth + 1)
            return base - {int(idx.ref)} if idx.kind == "const" and idx.ref.lstrip("-").isdigit() else set()
        if d.opcode == "call" and (d.callee or "").startswith("llvm.masked.load"):
            from ..access import masked_parts
            return self.poison_lanes(masked_parts(d)[2], depth + 1) | _poison_elements(masked_parts(d)[2])
        if d.opcode == "shufflevector":
            from ..linear import shuffle_mask
            n = d.ops[0].type.count
            pa, pb = self.poison_lanes(d.ops[0], depth + 1), self.poison_lanes(d.ops[1], depth + 1)
            out = set()
            for k, m in enumerate(shuffle_mask(d)):
                if m is None or (m < n and m in pa) or (m >= n and m - n in pb):
                    out.add(k)
            return out
        return set()


def _poison_elements(v) -> set:
    """Lanes written `poison`/`undef` in a constant vector like <double poison, double 0.0>."""
    if v.kind != "const" or not v.ref.startswith("<"):
        return set()
    return {k for k, part in enumerate(v.ref[1:-1].split(",")) if part.split()[-1] in ("poison", "undef")}


def _short(text, limit=120):
    """A type tree cut for a one-line message (a struct array's tree lists every field)."""
    return text if len(text) <= limit else text[:limit].rsplit(", ", 1)[0] + ", ...}"
