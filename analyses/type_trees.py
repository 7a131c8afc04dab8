"""Type trees (see `type_analysis`): what each byte of a value, and of the memory its
pointers reach, holds; and how LLVM types lay trees out in memory."""

from __future__ import annotations

import re
from itertools import combinations

from enzympy.irtypes import Type, field_offsets, size_of

INTEGER, POINTER, ANYTHING = "Integer", "Pointer", "Anything"
FLOAT = "Float@"

MAX_DEPTH = 6          # longest offset path kept (linked structures would grow forever)
MAX_OFFSET = 1 << 16   # largest byte offset kept
MAX_ENTRIES = 256      # facts kept per tree (offsets growing through recursion stop here)
MAX_LEAVES = 64        # array elements spelled out one by one before falling back to -1
MAX_SWEEPS = 64        # passes over a function per phase
MAX_CONTEXTS = 256     # callee analyses started by one top-level analysis


def float_kind(name: str) -> str:
    return FLOAT + name


def _covers(general, path) -> bool:
    if len(general) != len(path):
        return False
    for g, p in zip(general, path):
        if g != -1 and g != p:
            return False
    return True


def _generalisations(path):
    """The paths covering ``path`` with r more -1s, for r = 1, 2, ...: one list per r."""
    free = [i for i, o in enumerate(path) if o != -1]
    for r in range(1, len(free) + 1):
        level = []
        for combo in combinations(free, r):
            q = list(path)
            for i in combo:
                q[i] = -1
            level.append(tuple(q))
        yield level


# ----------------------------------------------------------------------------- trees

_new_tree = object.__new__


class TypeTree:
    """Offset path -> kind, with ``-1`` meaning every offset; a merge records conflicts."""

    __slots__ = ("_d",)

    def __init__(self, entries=None):
        self._d = {}
        if entries:
            self.merge(TypeTree._raw(dict(entries)))

    @staticmethod
    def _raw(d):
        t = TypeTree()
        t._d = {tuple(p): k for p, k in d.items()}
        return t

    @staticmethod
    def _own(d):
        """A tree of ``d`` itself: a fresh dict whose keys are tuples already."""
        t = _new_tree(TypeTree)
        t._d = d
        return t

    @classmethod
    def parse(cls, text: str) -> "TypeTree":
        """The inverse of ``str``: ``{[-1]:Pointer, [-1,0]:Float@double}``."""
        return cls({tuple(int(x) for x in p.split(",")): k
                    for p, k in re.findall(r"\[([-0-9,\s]+)\]:\s*([A-Za-z@0-9_]+)", text)})

    # --- reading
    def __str__(self):
        return "{" + ", ".join(f"[{','.join(map(str, p))}]:{k}" for p, k in self.items()) + "}"

    __repr__ = __str__

    def __eq__(self, other):
        return isinstance(other, TypeTree) and self._d == other._d

    __hash__ = None

    def __bool__(self):
        return bool(self._d)

    def items(self):
        return sorted(self._d.items())

    def copy(self) -> "TypeTree":
        return TypeTree._own(dict(self._d))

    def at(self, *path):
        """Kind at a path (``t.at(-1)``, ``t.at(-1, 8)``), from the most specific entry covering it."""
        if len(path) == 1 and isinstance(path[0], tuple):
            path = path[0]
        d = self._d
        kind = d.get(path)
        if kind is not None or not d:
            return kind
        free = len(path) - path.count(-1)
        if (1 << free) <= 2 * len(d):
            # Few paths cover this one: look each up, the most specific (fewest -1s) first.
            for level in _generalisations(path):
                hits = [q for q in level if q in d]
                if len(hits) == 1:
                    return d[hits[0]]
                if hits:                    # a tie: the earliest entry, as the scan below
                    return next(k for q, k in d.items() if q in hits)
            return None
        best = None
        for q, k in d.items():
            if _covers(q, path) and (best is None or q.count(-1) < best[0]):
                best = (q.count(-1), k)
        return best and best[1]

    def unknown(self, path) -> bool:
        """Nothing is known at ``path`` nor at any path it covers."""
        return self.at(path) is None and not any(_covers(path, q) for q in self._d)

    def pointee(self) -> "TypeTree":
        """What a pointer value points to, as a tree rooted at byte offsets."""
        return self.sub((-1,))

    def float_at(self, offset: int):
        """'double' / 'float' / 'half' if the pointee holds a float starting at byte ``offset``."""
        k = self.at(-1, offset)
        return k[len(FLOAT):] if k and k.startswith(FLOAT) else None

    # --- derived trees (not canonical; merge them into a canonical one)
    def sub(self, prefix) -> "TypeTree":
        n = len(prefix)
        if n == 1:                                  # the common case, without the sort below
            p = prefix[0]
            out = {q[1:]: k for q, k in self._d.items() if len(q) > 1 and q[0] == -1}
            if p != -1:
                out.update({q[1:]: k for q, k in self._d.items() if len(q) > 1 and q[0] == p})
            return TypeTree._own(out)
        hits = []
        for q, k in self._d.items():
            if len(q) > n:
                for g, p in zip(q, prefix):     # q[:n] covers the prefix
                    if g != -1 and g != p:
                        break
                else:
                    hits.append((q, k))
        hits.sort(key=lambda e: -e[0][:n].count(-1))        # specific entries override general
        return TypeTree._own({q[n:]: k for q, k in hits})

    def under(self, prefix) -> "TypeTree":
        prefix = tuple(prefix)
        return TypeTree._own({prefix + q: k for q, k in self._d.items()})

    def shift(self, delta: int, minus_to=-1) -> "TypeTree":
        """Move the leading offsets by ``delta`` (dropping negatives); ``-1`` goes to ``minus_to``."""
        out = {}
        for q, k in self.items():
            o = q[0]
            o = minus_to if o == -1 else o + delta
            if o is not None and (o == -1 or 0 <= o <= MAX_OFFSET):
                out[(o,) + q[1:]] = k
        return TypeTree._own(out)

    def slice(self, start: int, size: int) -> "TypeTree":
        """Bytes [start, start+size) re-rooted at 0; every-offset entries kept."""
        return TypeTree._own({(q[0] - start if q[0] != -1 else -1,) + q[1:]: k
                              for q, k in self.items() if q[0] == -1 or start <= q[0] < start + size})

    def only_minus(self) -> "TypeTree":
        return TypeTree._own({q: k for q, k in self._d.items() if q[0] == -1})

    # --- growing
    def insert(self, path, kind):
        """Add one fact. Returns (changed, conflicts); a conflict is (path, old kind, new kind).

        Two concrete kinds for one byte make it Anything (a conflict). An Anything arriving from
        elsewhere fills only unknown bytes, so a conflict stays where the two kinds met."""
        path = tuple(path)
        if len(path) > MAX_DEPTH or any(o > MAX_OFFSET for o in path):
            return False, []
        cur = self.at(path)
        if cur == kind or cur == ANYTHING or (cur is not None and kind == ANYTHING):
            return False, []
        if cur is not None:
            self._d[path] = ANYTHING
            return True, [(path, cur, kind)]
        if len(self._d) >= MAX_ENTRIES:
            return False, []
        conflicts = []
        general = kind != ANYTHING and -1 in path
        n = len(path)
        for q, k in list(self._d.items()) if general else ():   # it absorbs the specific ones
            if len(q) == n and q != path and _covers(path, q):
                if k == kind:
                    del self._d[q]
                elif k != ANYTHING:
                    conflicts.append((q, k, kind))
                    self._d[q] = ANYTHING
        self._d[path] = kind
        return True, conflicts

    def merge(self, other: "TypeTree"):
        d = self._d
        get = d.get
        for q, k in other._d.items():
            if get(q) != k:
                break
        else:
            return False, []                    # nothing new (the common case in a fixed point)
        changed, conflicts = False, []
        for q, k in sorted(other._d.items(), key=lambda e: (-e[0].count(-1), e[0])):
            c, bad = self.insert(q, k)
            changed |= c
            conflicts += bad
        return changed, conflicts


def _tree(text: str) -> TypeTree:
    return TypeTree.parse(text)


PTR = _tree("{[-1]:Pointer}")
I8 = Type("int", width=8)
INT = _tree("{[-1]:Integer}")


# ----------------------------------------------------------------------------- LLVM types

def _scalar(t) -> bool:
    return t.kind in ("float", "int", "ptr")


def _uniform_elem(t):
    """The scalar type of a scalar, or of a vector/array of scalars; else None."""
    if _scalar(t):
        return t
    if t.kind in ("vector", "array") and _scalar(t.elem):
        return t.elem
    return None


def _scalar_kind(t):
    """Kind an LLVM scalar type guarantees: floats, pointers and i1; wider ints guarantee nothing."""
    if t.kind == "float":
        return float_kind(t.name)
    if t.kind == "ptr":
        return POINTER
    if t.kind == "int" and t.width == 1:
        return INTEGER
    return None


def _size(t) -> int:
    try:
        return size_of(t)
    except (ValueError, KeyError, IndexError):
        return 0


def _leaves(t, base=0, out=None):
    """(offset, scalar type) of every scalar in a type's memory layout, up to MAX_LEAVES*4."""
    out = [] if out is None else out
    if len(out) > MAX_LEAVES * 4:
        return out
    if _scalar(t):
        out.append((base, t))
    elif t.kind in ("vector", "array"):
        es = _size(t.elem)
        for i in range(min(t.count, MAX_LEAVES)):
            _leaves(t.elem, base + i * es, out)
    elif t.kind == "struct" and t.elems:
        for off, e in zip(field_offsets(t), t.elems):
            _leaves(e, base + off, out)
    return out


def seed(t):
    """(value tree implied by an LLVM type, paths of integer leaves that default to Integer)."""
    e = _uniform_elem(t)
    if e is not None:
        k = _scalar_kind(e)
        return (TypeTree({(-1,): k}), []) if k else (TypeTree(), [(-1,)] if e.kind == "int" else [])
    tree, weak = {}, []
    for off, leaf in _leaves(t):
        k = _scalar_kind(leaf)
        if k:
            tree[(off,)] = k
        elif leaf.kind == "int":
            weak.append((off,))
    return TypeTree(tree), weak


def layout(t) -> TypeTree:
    """Memory image of a declared type (alloca, global): its float and pointer leaves."""
    e = _uniform_elem(t)
    if e is not None:
        k = _scalar_kind(e) if e.kind != "int" else None
        return TypeTree({(0 if _scalar(t) else -1,): k}) if k else TypeTree()
    return TypeTree({(off,): _scalar_kind(leaf) for off, leaf in _leaves(t)
                     if leaf.kind in ("float", "ptr")})


def to_memory(tree: TypeTree, t) -> TypeTree:
    """A value's tree as the bytes it occupies in memory (offsets from 0)."""
    if _scalar(t):
        return tree.shift(0, minus_to=0)
    size = _size(t)
    starts = [off for off, _ in _leaves(t)] if _uniform_elem(t) is None or t.count <= MAX_LEAVES else None
    out = {}
    for q, k in tree.items():                   # -1 entries first, so specific ones override
        if q[0] == -1:
            for s in (starts if starts is not None else [-1]):
                out[(s,) + q[1:]] = k
        elif q[0] < size:
            out[q] = k
    return TypeTree._raw(out)


def from_memory(mem: TypeTree, t) -> TypeTree:
    """The tree of a value of type ``t`` read from bytes described by ``mem`` (at offset 0)."""
    if _scalar(t):
        out = mem.sub((0,)).under((-1,))
        k = mem.at(0)
        if k:
            out._d[(-1,)] = k
        return out
    e = _uniform_elem(t)
    if e is not None and 0 < t.count <= MAX_LEAVES:
        es = _size(e)
        elems = [from_memory(mem.slice(i * es, es), e) for i in range(t.count)]
        if elems[0] and all(x == elems[0] for x in elems):
            return elems[0]
    return mem.slice(0, _size(t))
