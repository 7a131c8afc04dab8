"""What a memcpy/memmove between shadowed memory moves, when it is pointers or floats of two widths.

A float's adjoint goes back from the copy's destination to its source in the reverse pass
(`memory.MemoryRules.reverse`, element by element). A pointer is different: its shadow must be
copied forwards, in the forward pass, or the destination's shadow pointer stays what it was
(null in a zeroed shadow: `*dst = *src` for a `struct { double *p; double a, b; }` crashed), and
the reverse must not add pointer bits into the source's shadow as if they were doubles (which
corrupted the caller's shadow struct); nor may a double's adjoint be walked as floats. So a
copy whose bytes hold pointers, or doubles and floats both (the type trees of its two sides
say so), is done slot by slot, as Enzyme does from its type trees:

- size known at compile time: each pointer slot's shadow copied in the forward pass, each
  double or float slot's adjoint moved back in the reverse (all read before any is written:
  memmove's overlap is kept); integers carry nothing. An array of structs takes its struct's
  layout from the GEPs that index it (every offset the tree knows must agree);
- size known only at run time, of memory holding pointers and nothing else (an array of row
  pointers): the shadow copied whole in the forward pass, nothing in the reverse;
- size known only at run time, of an array of structs the function indexes: a helper walks
  the structs (`_periodic_helper`), in the direction memmove's overlap needs;
- otherwise (a layout known for only part of the copy, a run-time size of memory not indexed
  as structs, bytes the analysis found both float and not): refused by name.

A copy of one float type without pointers takes `elementwise_adjoint`, a helper walking its floats;
a copy of bytes the type analysis proves integers (`integers_only`: an int index array moved by
memmove) moves nothing in either pass.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from .analyses.type_trees import ANYTHING, FLOAT, POINTER
from .emit import const
from .ir import Value
from .irtypes import DOUBLE, FLOAT as F32, I8, I64, PTR, Type

_FLOATS = {"double": DOUBLE, "float": F32, "half": Type("float", "half", 16)}


def _tree(w, inst):
    """The merged type tree of what the copy's two pointers point to."""
    types = w.type_analysis()
    t = types.tree(inst.args[0]).copy()
    t.merge(types.tree(inst.args[1]))
    return t


def _holds_pointers(t) -> bool:
    return any(len(p) == 2 and p[0] == -1 and k == POINTER for p, k in t.items())


def _mixed_floats(t) -> bool:
    return len({k for p, k in t.items() if len(p) == 2 and p[0] == -1 and k.startswith(FLOAT)}) > 1


@dataclass(frozen=True)
class Periodic:
    """A copy of a run-time number of structs of `period` bytes, each laid out as `slots`."""
    period: int
    slots: tuple


def layout(w, inst):
    """None for a copy of one float type and no pointers (the element-wise adjoint applies);
    "pointers" for a run-time size of pointers only; a Periodic for a run-time number of
    structs; else [(offset, 'ptr' | float type name)] of a constant size. Raises for what
    cannot be done slot by slot."""
    t = _tree(w, inst)
    if not _holds_pointers(t) and not _mixed_floats(t):
        return None
    n = inst.args[2]
    if n.kind != "const":
        kinds = {k for p, k in t.items() if len(p) == 2 and p[0] == -1}
        if kinds == {POINTER}:
            return "pointers"
        period = _element_size(w, inst, t, None)
        if period is None:
            raise w.unsupported("a copy (memcpy/memmove) of memory holding pointers, doubles and floats "
                                "mixed, of a size known only at run time, which the function does not "
                                "index as an array of structs: which bytes are which is unknown", inst)
        return Periodic(period, tuple(layout_of(t, period, w, inst)))
    size = int(n.ref)
    # the bytes the tree accounts for: through the last known entry's end (a pointer's 8
    # bytes); fewer than 8 left after it hold no pointer (Eigen's Map: a pointer, two empty
    # Stride members, a 10-byte copy)
    span = size if (-1, -1) in dict(t.items()) else max(
        (p[1] + _width(k) for p, k in t.items() if len(p) == 2 and p[0] == -1 and p[1] >= 0), default=0)
    period = size if span + 7 >= size else _element_size(w, inst, t, size)
    if period is None:
        raise w.unsupported(f"a copy (memcpy/memmove) of {size} bytes of memory holding pointers, whose "
                            f"layout the type analysis knows only up to byte {span - 1}: which of the rest "
                            "are pointers (whose shadows must be copied) is unknown", inst)
    if period < size:                       # an array of structs: each element laid out alike
        one = layout_of(t, period, w, inst)
        return [(k * period + o, kind) for k in range(size // period) for o, kind in one]
    return layout_of(t, size, w, inst)


def integers_only(w, inst, slots) -> bool:
    """A copy between shadowed memory of integers only, as the type analysis proves them
    (`FunctionValues.copies_only_integers`; `slots`: its `layout`, None for no pointers): no
    pointer whose shadow the forward pass must copy, no float whose adjoint the reverse must
    move. The shadow of such memory holds nothing any rule reads (a float or a pointer read
    from it would have made its bytes Float or Pointer), so both passes leave it alone."""
    return slots is None and w.values.copies_only_integers(inst)


def _element_size(w, inst, t, size):
    """The size of the struct the function indexes the copied memory by: a GEP on a pointer
    derived from either side whose element type's size divides the copy (when its size is
    known) and with which every offset the type tree knows agrees with the same offset of the
    first struct. None when there is no such size, or more than one."""
    from .analyses.pointer_steps import _GEP, _leading_type
    from .irtypes import size_of
    root = w.values.root
    roots = {root(a) for a in inst.args[:2]}
    known = [(p[1], k) for p, k in t.items() if len(p) == 2 and p[0] == -1 and p[1] >= 0]
    sizes = set()
    for g in w.fn.instructions():
        if g.opcode == "getelementptr" and root(g.ops[0]) in roots:
            et = _leading_type(w.fn.module, _GEP, g)
            n = size_of(et) if et is not None and et.kind in ("struct", "array") else 0
            if n and (size is None or (n < size and size % n == 0)) and \
                    all(o < n or t.at(-1, o % n) == k for o, k in known):
                sizes.add(n)
    return min(sizes) if len(sizes) == 1 else None


def layout_of(t, size, w, inst):
    """[(offset, 'ptr' | float type name)] of the first `size` bytes, by the tree `t`."""
    slots, off = [], 0
    while off < size:
        k = t.at(-1, off)
        if k == ANYTHING:
            raise w.unsupported(f"a copy (memcpy/memmove) of memory whose byte {off} the type analysis "
                                "finds both float and not", inst)
        if k == POINTER:
            slots.append((off, "ptr"))
            off += 8
        elif k is not None and k.startswith(FLOAT) and k[len(FLOAT):] in _FLOATS:
            slots.append((off, k[len(FLOAT):]))
            off += _FLOATS[k[len(FLOAT):]].width // 8
        else:
            off += 1                         # integers and padding carry no derivative
    return slots


def _width(kind) -> int:
    """Bytes a type-tree entry covers (1 for an integer byte or padding)."""
    if kind == POINTER:
        return 8
    if kind is not None and kind.startswith(FLOAT) and kind[len(FLOAT):] in _FLOATS:
        return _FLOATS[kind[len(FLOAT):]].width // 8
    return 1


def _at(b, base, off):
    return base if off == 0 else b.gep(I8, base, [Value(I64, str(off), "const")], "slot")


def copy_pointer_shadows(b, dst, src, n, slots):
    """Forward pass: the pointers' shadows go from src's shadow to dst's (all read, then written)."""
    if isinstance(slots, Periodic):
        _call_periodic(b, "ptrs", dst, src, n, slots)
        return
    if slots == "pointers":
        b.declare("llvm.memmove.p0.p0.i64", "declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)")
        n64 = b.cast("zext", n, I64) if n.type != I64 else n
        b.raw(f"call void @llvm.memmove.p0.p0.i64(ptr {dst.ref}, ptr {src.ref}, i64 {n64.ref}, i1 false)")
        return
    moved = [(off, b.load(PTR, _at(b, src, off), "shp")) for off, k in slots if k == "ptr"]
    for off, p in moved:
        b.store(p, _at(b, dst, off))


def move_float_adjoints(b, dst, src, n, slots):
    """Reverse pass: each float slot's adjoint added from dst's shadow into src's, dst's cleared."""
    if isinstance(slots, Periodic):
        _call_periodic(b, "adjoints", dst, src, n, slots)
        return
    if slots == "pointers":
        return
    floats = [(off, _FLOATS[k]) for off, k in slots if k != "ptr"]
    got = []
    for off, t in floats:
        p = _at(b, dst, off)
        got.append((off, t, b.load(t, p, "dadj")))
        b.store(const(t, 0.0), p)
    for off, t, d in got:
        p = _at(b, src, off)
        b.store(b.fbin("fadd", b.load(t, p, "sadj"), d), p)


def elementwise_adjoint(name, ft):
    """src' += dst'; dst' = 0, element by element, for n bytes of ft. Safe for memmove's overlap:
    each element of dst' is read before the pass adds into it as part of src', because the walk
    goes away from src: upwards when dst lies above src, downwards when below."""
    size = {"double": 8, "float": 4}[ft]

    def step(i, label):
        return f"""  %pd{label} = getelementptr inbounds {ft}, ptr %dst, i64 {i}
  %ps{label} = getelementptr inbounds {ft}, ptr %src, i64 {i}
  %d{label} = load {ft}, ptr %pd{label}
  store {ft} 0.0, ptr %pd{label}
  %s{label} = load {ft}, ptr %ps{label}
  %t{label} = fadd {ft} %s{label}, %d{label}
  store {ft} %t{label}, ptr %ps{label}"""
    return _walk(name, size, "down", step)


def _call_periodic(b, what, dst, src, n, lay):
    """A call of the helper that walks a run-time number of structs (`what`: 'ptrs' copies the
    pointer slots' shadows, 'adjoints' moves the float slots' adjoints back)."""
    slots = [(o, k) for o, k in lay.slots if (k == "ptr") == (what == "ptrs")]
    if not slots:
        return
    tag = zlib.crc32(repr((what, lay.period, slots)).encode())
    name = f"__enzympy_copy_{what}_{lay.period}_{tag:08x}"
    b.declare(name, _periodic_helper(name, what, lay.period, slots))
    n64 = b.cast("zext", n, I64) if n.type != I64 else n
    b.raw(f"call void @{name}(ptr {dst.ref}, ptr {src.ref}, i64 {n64.ref})")


def _periodic_helper(name, what, period, slots):
    """The helper `_call_periodic` calls, walking the structs so that memmove's overlap is kept:
    a copy reads each struct before the walk writes over it, an adjoint reads dst's before
    adding into the same memory as src's."""
    def element(i, tag):
        lines = []
        for j, (off, k) in enumerate(slots):
            t = "ptr" if k == "ptr" else k
            lines.append(f"  %o{tag}{j} = add i64 %b{tag}, {off}")
            lines.append(f"  %d{tag}{j} = getelementptr inbounds i8, ptr %dst, i64 %o{tag}{j}")
            lines.append(f"  %s{tag}{j} = getelementptr inbounds i8, ptr %src, i64 %o{tag}{j}")
            if what == "ptrs":
                lines.append(f"  %v{tag}{j} = load ptr, ptr %s{tag}{j}")
                lines.append(f"  store ptr %v{tag}{j}, ptr %d{tag}{j}")
            else:
                lines.append(f"  %x{tag}{j} = load {t}, ptr %d{tag}{j}")
                lines.append(f"  store {t} 0.0, ptr %d{tag}{j}")
                lines.append(f"  %y{tag}{j} = load {t}, ptr %s{tag}{j}")
                lines.append(f"  %z{tag}{j} = fadd {t} %y{tag}{j}, %x{tag}{j}")
                lines.append(f"  store {t} %z{tag}{j}, ptr %s{tag}{j}")
        return f"  %b{tag} = mul i64 {i}, {period}\n" + "\n".join(lines)
    # a copy walks up when dst is below src (each struct read before it is written over), an
    # adjoint down (dst's read before the walk adds into the same memory as src's)
    return _walk(name, period, "up" if what == "ptrs" else "down", element)


def _walk(name, unit, when_below, body):
    """A helper `void name(ptr %dst, ptr %src, i64 %n)` running body(index, tag) for each of the
    n / unit elements, upwards or downwards: `when_below` the way taken when dst lies below
    src, the other way otherwise; nothing when dst is src."""
    other = "up" if when_below == "down" else "down"
    return f"""define internal void @{name}(ptr %dst, ptr %src, i64 %n) {{
entry:
  %count = udiv i64 %n, {unit}
  %same = icmp eq ptr %dst, %src
  %none = icmp eq i64 %count, 0
  %skip = or i1 %same, %none
  br i1 %skip, label %done, label %order
order:
  %below = icmp ult ptr %dst, %src
  br i1 %below, label %{when_below}, label %{other}
up:
  %i = phi i64 [ 0, %order ], [ %next, %up ]
{body("%i", "u")}
  %next = add nuw i64 %i, 1
  %more = icmp ult i64 %next, %count
  br i1 %more, label %up, label %done
down:
  %j = phi i64 [ %count, %order ], [ %k, %down ]
  %k = sub nuw i64 %j, 1
{body("%k", "d")}
  %left = icmp ne i64 %k, 0
  br i1 %left, label %down, label %done
done:
  ret void
}}"""
