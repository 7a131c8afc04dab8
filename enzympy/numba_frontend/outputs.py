"""Shadows the caller does not give: for array headers, and for output arrays.

Each differentiated array gets two shadows: of its data and of its *meminfo* (the NRT header
that owns it), the caller's shadow array's own. A function that rebinds an array argument
(`x = 0.5 * x + y`) merges the argument's meminfo with that of a new array; the merged
pointer needs a shadow on both sides.

A float array argument that is not differentiated but that the function writes (`out[:] =
x * x; return out.sum()`, or `def f(x, out)` filling out for a caller) carries derivatives
between the write and the reads: it gets a zeroed shadow made by the exported entry itself
(an NRT allocation spanning the memory the array's strides reach, freed after the call), so
grad, jvp and the Numba-callable gradient all work without asking the caller for it. LLVM's
function-attribute inference, run by the pre-AD pipeline, tells which are written: an array
whose data pointer is not `readonly` gets one. So does one that a rebinding merges with other
arrays (`x = 0.5 * x + y` in a loop, x not differentiated): the merged pointer takes adjoints
on every path, x's included, which then go nowhere.

For every float array whatever its activity, whether the function writes it is kept with each
derivative (`seen_writing`: the same attributes, narrowed by the writes the function can be
seen to make): an argument sharing memory with a written one needs its shadow (`aliasing`).
"""

from __future__ import annotations

from enzympy.ir import glob


def written_arrays(W, src, activity, seen=None):
    """Slots of the 'const' float array arguments whose data the function may write. `seen`
    (a dict), when given, receives "written": `seen_writing`, which the derivative keeps."""
    view = W.function(src.fn_name)
    written = written_params(W, src)
    if seen is not None:
        seen["written"] = seen_writing(W, src, written)
    merged = _merged_params(view)
    return [s for k, (s, a) in enumerate(zip(src.slots, activity))
            if a == "const" and _float_array(s.numba_type)
            and (k in written or view.args[s.data_param].name in merged)]


def written_params(W, src):
    """Positions of the float array arguments, whatever their activity, whose data the
    function may write (not `readonly`)."""
    attrs = [set(a.attributes) for a in W.mod.get_function(src.fn_name).arguments]
    return tuple(k for k, s in enumerate(src.slots) if _float_array(s.numba_type) and s.numba_type.mutable
                 and not attrs[s.data_param] & {b"readonly", b"readnone"})


def seen_writing(W, src, out):
    """Of the arguments LLVM takes for written (`out`), those the function can be seen to write:
    arguments sharing memory with one of them need one shadow (`aliasing`). LLVM cannot tell
    that a body-less BLAS helper (`A @ B`, np.dot) only reads its operands; the writes the
    function makes (`analyses.recompute`, which knows each BLAS call's output) decide, unless
    one goes where they cannot be followed: f(A, A) reading A twice keeps a partial per
    argument. (Which arrays get a shadow of their own stays LLVM's call: `written_arrays`.)"""
    from enzympy.analyses.recompute import RecomputePolicy
    if not out:
        return out
    view = W.function(src.fn_name)
    policy = RecomputePolicy(view, None, reread_memory=False)
    roots = set()
    for r in policy.written_roots():
        roots |= _joined(policy, r, set())
    if any(r[0] == "?" for r in roots):
        return out
    return tuple(k for k in out if ("arg", view.args[src.slots[k].data_param].name) in roots)


def _joined(policy, root, seen):
    """The roots behind one: a pointer phi or select whose inputs have different roots (two
    stack slots SROA merged) stands for all of theirs; anything else for itself."""
    d = policy.defs.get(root[1]) if root[0] == "?" else None
    if d is None or d.opcode not in ("phi", "select") or d.name in seen:
        return {root}
    seen.add(d.name)
    inputs = [v for v, _ in d.incoming] if d.opcode == "phi" else d.ops[1:]
    out = set()
    for v in inputs:
        out |= _joined(policy, policy.root(v), seen)
    return out


def _float_array(t):
    from numba.core import types
    return isinstance(t, types.Array) and isinstance(t.dtype, types.Float)


def _merged_params(fn):
    """Names of the parameters that a phi or a select merges with other values."""
    return {v.name for i in fn.instructions() if i.opcode in ("phi", "select")
            for v in i.ops if v.kind == "arg"}


def shadow_params(params, slot):
    """(meminfo, data) parameter names of an array slot, the order its shadows are passed in."""
    return [params[slot.first].name, params[slot.data_param].name]


def entry_text(rt, symbol, dname, ptypes, internal, lanes=1):
    """`rt @symbol(ptypes)` calling @dname with its arguments and, after them, a (meminfo, data)
    shadow pair for each array slot in `internal` (made zeroed here, freed after the call; in
    vector mode `lanes` of them: the meminfos' lanes, then the data pointers'); and {name:
    declaration} of what it calls."""
    args = [f"{t} %a{k}" for k, t in enumerate(ptypes)]
    body, extra, free = [], [], []
    for j, s in enumerate(internal):
        pairs = []
        for lane in range(lanes):
            lines, pair, release = zeroed_twin(f"%i{j}" + (f".l{lane}" if lanes > 1 else ""), s,
                                               lambda k: f"%a{k}")
            body += lines
            pairs.append(pair)
            free.append(release)
        extra += [f"ptr {pair[half]}" for half in (0, 1) for pair in pairs]
    call = ", ".join([f"{t} %a{k}" for k, t in enumerate(ptypes)] + extra)
    lines = [f"define {rt} {glob(symbol)}({', '.join(args)}) {{"] + [f"  {x}" for x in body]
    lines += [f"  %r = call {rt} {glob(dname)}({call})"] + [f"  {x}" for x in free]
    lines += [f"  ret {rt} %r", "}"]
    return "\n".join(lines) + "\n", (DECLARATIONS if internal else {})


def zeroed_twin(m, slot, param):
    """IR lines making a zeroed NRT allocation `m.mi` spanning the memory the array of `slot`
    reaches through its strides, with `m.data` placed as the array's data pointer (its
    flattened fields are `param(k)`, k its LLVM parameter index); ([lines], (meminfo, data),
    the line that frees it)."""
    ndim = slot.numba_type.ndim
    p = [param(slot.first + k) for k in range(5 + 2 * ndim)]       # the array's flattened fields
    shape, strides, itemsize = p[5:5 + ndim], p[5 + ndim:], p[3]
    lo, hi = "0", itemsize
    body = []
    for k in range(ndim):
        n = f"{m}.{k}"
        body += [f"{n}.m = sub i64 {shape[k]}, 1", f"{n}.e = mul i64 {n}.m, {strides[k]}",
                 f"{n}.lo = call i64 @llvm.smin.i64(i64 {n}.e, i64 0)",
                 f"{n}.hi = call i64 @llvm.smax.i64(i64 {n}.e, i64 0)",
                 f"{n}.l = add i64 {lo}, {n}.lo", f"{n}.h = add i64 {hi}, {n}.hi"]
        lo, hi = f"{n}.l", f"{n}.h"
    body += [f"{m}.size = sub i64 {hi}, {lo}",
             f"{m}.mi = call ptr @NRT_MemInfo_alloc_safe_aligned(i64 {m}.size, i32 32)",
             f"{m}.base = call ptr @NRT_MemInfo_data(ptr {m}.mi)",
             f"call void @llvm.memset.p0.i64(ptr {m}.base, i8 0, i64 {m}.size, i1 false)",
             f"{m}.off = sub i64 0, {lo}",
             f"{m}.data = getelementptr i8, ptr {m}.base, i64 {m}.off"]
    return body, (f"{m}.mi", f"{m}.data"), f"call void @NRT_MemInfo_call_dtor(ptr {m}.mi)"


DECLARATIONS = {"NRT_MemInfo_alloc_safe_aligned": "declare ptr @NRT_MemInfo_alloc_safe_aligned(i64, i32)",
                "NRT_MemInfo_data": "declare ptr @NRT_MemInfo_data(ptr)",
                "NRT_MemInfo_call_dtor": "declare void @NRT_MemInfo_call_dtor(ptr)",
                "llvm.memset.p0.i64": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
                "llvm.smin.i64": "declare i64 @llvm.smin.i64(i64, i64)",
                "llvm.smax.i64": "declare i64 @llvm.smax.i64(i64, i64)"}
