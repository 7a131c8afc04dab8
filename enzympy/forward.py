"""Forward-mode synthesis: one function that computes f and the tangent of its result.

For ``f(args)`` and duplicated arguments ``d1 .. dk`` (a float/vector/aggregate argument gets a
tangent of its own type, a pointer argument a shadow pointer), we write

    define <tangent type> @name(<f's parameters>, <tangent or shadow of each duplicated
                                 argument, in f's parameter order>)

Forward mode needs no reversal and no caches: every reachable block of f is cloned in order and
the tangent of each instruction is emitted right after it. The tangent of an active instruction
is  sum_k convert(partial_k * tangent_k)  over its active operands, with the partials read from
the same rule table (`enzympy.rules`) and emitted by the same `ExprEmitter` as reverse mode
(convert: fpext/fptrunc between float widths, splat scalar -> vector, horizontal sum vector ->
scalar). Linear operations (select, vector and aggregate element operations, bitcast of the same
float element, freeze) are applied to the tangents; a phi gets a tangent phi.

Memory: every pointer that may point to floating data whose derivative matters has a *shadow*
pointer (see `PointerShadows`) to memory of the same layout holding tangents. GEPs, phis, selects
and casts of pointers are repeated on the shadows; loads of floats from a shadowed pointer read
their tangent from the shadow, stores write the tangent (zero for an inactive value); pointers
loaded from shadowed memory have the load from shadow memory as their shadow; stack and heap
allocations holding floats get zeroed shadow allocations (`alloca` + memset, `calloc`), `free`
frees the shadow too; mutable globals holding floats get zeroed shadow globals (the names
reverse mode uses); `llvm.memcpy`/`memmove` are repeated on shadows, `llvm.memset` zeroes the
shadow, `llvm.masked.*` run on shadows and tangents. A call to a function defined in the module
that the optimiser left a call (recursion) calls that function's own forward derivative
(`ForwardSpec.resolve`; `forward_derivative` wires it up). Anything active that is not
understood raises `UnsupportedError`, never a zero tangent.

The result is the tangent of f's result (a float, vector or aggregate of f's return type; the
shadow for a pointer result), ``{ primal, tangent }`` with ``return_primal``; void for a void
function or one returning integers (with ``return_primal``: the primal alone).
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass

from enzympy.analyses import shadow as shadow_rules
from enzympy.analyses.activity import Activity
from enzympy.analyses.choice_zero import forward_guard
from enzympy.analyses.loops import function_cfg
from enzympy.analyses.memroots import mem_access, module_memory

from . import rules
from .emit import Builder, zero
from .errors import UnsupportedError
from .expr import ExprEmitter
from .ir import Value, find_function, glob, local, local_users, strip_metadata
from .irtypes import I1, I64, PTR, VOID, Type, literal_struct, size_of, split_top
from .atomics import atomic_ordering, forward_atomic
from .memory import SHADOW_GLOBAL_SUFFIX
from .soundness import check_memory
from .linear import _indices, shuffle_mask
from .reverse import HARMLESS_CALLS, SKIP_CALLS, _clean, _target_attrs

I8 = Type("int", width=8)


@dataclass
class ForwardSpec:
    """What to build: which arguments get a tangent (floats) or a shadow (pointers)."""
    fn: object                      # ir.Function (pre-AD optimised)
    dup_args: tuple                 # names of the arguments that get a tangent / shadow
    name: str
    return_primal: bool = False
    resolve: object = None          # (callee name, dup arg names) -> (name of its forward
                                    # derivative with return_primal, shadow globals it uses)
    zero_globals: bool = True       # zero the shadow globals on entry (not in callees)


def synthesize_forward(spec: ForwardSpec):
    """Return (function text, {name: declaration}) for the forward-mode derivative."""
    return _ForwardWriter(spec).build()


_GLOBALS_USED = weakref.WeakKeyDictionary()   # diff -> {derivative: shadow globals it and its callees use}


def forward_derivative(diff, fn_name, dup_args, return_primal=False, zero_globals=True):
    """Name of the forward derivative of fn inside a `driver.ModuleDifferentiator` (built once).

    The stand-in for a ``ModuleDifferentiator.forward`` method: the derivative is registered
    in ``diff.derivatives`` and ``diff.declarations``, so ``diff._assemble`` appends it with
    the declarations and constants it needs. Calls that stay calls get derivatives of their
    own (``zero_globals=False``: only the outermost derivative clears shadow globals).
    """
    key = ("fwd", fn_name, tuple(dup_args), return_primal) + (() if zero_globals else ("callee",))
    used = _GLOBALS_USED.setdefault(diff, {})
    if key not in diff.derivatives:
        name = f"__enzympy_fwd{len(diff.derivatives)}_{fn_name}"
        diff.derivatives[key] = (name, "")          # named first: recursive functions call it
        used[name] = set()

        def resolve(callee, dup):
            n = forward_derivative(diff, callee, dup, True, zero_globals=False)
            return n, used.get(n, set())
        try:
            w = _ForwardWriter(ForwardSpec(diff.W.function(fn_name), tuple(dup_args), name,
                                           return_primal, resolve=resolve, zero_globals=zero_globals))
            text, decls = w.build()
        except BaseException:
            del diff.derivatives[key]
            used.pop(name, None)
            raise
        used[name] = set(w.all_globals)
        diff.derivatives[key] = (name, text)
        diff.declarations.update(decls)
    return diff.derivatives[key][0]


def lower_fwddiff(diff, site, k):
    """The lines replacing one ``__enzyme_fwddiff`` call site, and entry-block allocas.

    The forward-mode twin of ``ModuleDifferentiator._lower_reverse``: every duplicated argument
    (``enzyme_dup``/``enzyme_dupnoneed``, pointers by default) passes its tangent or shadow; the
    call's result is the tangent of fn's result (a float, or a struct of floats through sret or
    by value), nothing for a void fn. ``enzyme_out`` has no meaning in forward mode.
    """
    from .driver import _convert, _identity, _store_fields   # driver imports us for its hook
    fn = diff.W.function(site.fn_name)
    wparams = fn.args
    for a, wp in zip(site.args, wparams):
        if a.activity == "active":
            raise site.error(f"%{wp.name}: forward mode takes a tangent after each differentiated "
                             "float (enzyme_dup x, dx); enzyme_out is for reverse mode")
    if getattr(site, "extra", None):
        raise site.error(f"{len(site.extra)} argument(s) too many for @{site.fn_name}")
    dup = [(a, wp) for a, wp in zip(site.args, wparams) if a.activity in ("dup", "dupnoneed")]
    dname = forward_derivative(diff, site.fn_name, [wp.name for _, wp in dup], return_primal=False)
    b = Builder(f"ad.cs{k}")
    b.block("x")
    args = [_convert(b, a.value, wp.type) for a, wp in zip(site.args, wparams)]
    args += [_convert(b, a.shadow, wp.type) for a, wp in dup]
    rt = fn.ret_type if _floaty(fn.ret_type) else (PTR if fn.ret_type.kind == "ptr" else VOID)
    call = f"call {rt} {glob(dname)}({', '.join(v.typed for v in args)})"
    inst = site.inst
    allocas = []
    if rt.kind == "void":
        b.raw(call)
        if inst.type.kind != "void":          # `extern double __enzyme_fwddiff(...)` on a void fn
            b.raw(f"{local(inst.name)} = {_identity(zero(inst.type))}")
        return list(b.blocks["x"]), allocas
    res = b.emit(rt, call, "r")
    fields = [res] if rt.kind != "struct" else [b.extractvalue(res, [i]) for i in range(len(rt.elems))]
    if site.sret is not None:
        _store_fields(b, fields, site.sret)
    elif inst.type.kind == "void":
        pass
    elif inst.type == rt:
        b.raw(f"{local(inst.name)} = {_identity(res)}")
    elif inst.type.kind == "float" and rt.kind == "float":
        b.raw(f"{local(inst.name)} = {_identity(_convert(b, res, inst.type))}")
    else:                                         # e.g. a named struct of the same layout
        slot = f"ad.cs{k}.ret"
        allocas.append(f"  {local(slot)} = alloca {inst.type}, align 16")
        _store_fields(b, fields, Value(PTR, local(slot), "inst", slot))
        b.raw(f"{local(inst.name)} = load {inst.type}, ptr {local(slot)}")
    return list(b.blocks["x"]), allocas


# ----------------------------------------------------------------------------- known calls

ALLOCATORS = {"malloc", "calloc", "_Znwm", "_Znam"}           # result: fresh memory
DEALLOCATORS = {"free", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm"}
MEM_TRANSFER = ("llvm.memcpy.", "llvm.memmove.", "llvm.memcpy.inline.")
MEM_SET = ("llvm.memset.",)
MASKED = ("llvm.masked.load.", "llvm.masked.store.", "llvm.masked.gather.",
          "llvm.masked.scatter.", "llvm.masked.expandload.", "llvm.masked.compressstore.")
# calls that may take a shadowed pointer but neither write floats nor return a pointer
POINTER_INERT = ("llvm.prefetch", "llvm.objectsize.", "llvm.invariant.", "llvm.is.constant.")
_PTR_PASS = ("getelementptr", "phi", "select", "bitcast", "addrspacecast", "freeze")


def _allocator(callee) -> bool:
    """A C allocator above, or one a front end registered (Numba's NRT)."""
    return callee in ALLOCATORS or callee in shadow_rules.REGISTERED_ALLOCATORS


def _is_ptr(t: Type) -> bool:
    return t.scalar.kind == "ptr"


def _has_ptr(t: Type) -> bool:
    return t.kind == "ptr" or any(_has_ptr(e) for e in t.elems)


def _floaty(t: Type) -> bool:
    """Carries floating data (and no pointers): has a tangent of its own type."""
    return t.has_float() and not _has_ptr(t)


def _pointer_operands(inst):
    """Operands through which a pass-through pointer instruction derives its result."""
    op = inst.opcode
    if op == "getelementptr" or op in ("bitcast", "addrspacecast", "freeze"):
        return inst.ops[:1]
    if op == "select":
        return inst.ops[1:3]
    if op == "phi":
        return list(inst.ops)
    return []


def _global_variables(module) -> dict:
    """name -> llvmlite global variable (llvmlite's get_global_variable misses internal ones)."""
    return {g.name: g for g in module.mod.global_variables}


def _defined(module, callee) -> bool:
    """A call to differentiate as a function: defined here, and not a front end's runtime
    helper with a rule of its own (Numba's NRT_incref/decref are defined in the IR, with
    atomics on the refcount in whatever form the optimiser left them; they act on primals)."""
    if callee in shadow_rules.REGISTERED_ALLOCATORS or callee in shadow_rules.REGISTERED_DEALLOCATORS:
        return False
    f = find_function(module.mod, callee) if callee else None
    return f is not None and not f.is_declaration


def _is_null_like(v: Value) -> bool:
    return v.kind == "const" and v.ref in ("null", "undef", "poison", "zeroinitializer")


_TOUCHES = weakref.WeakKeyDictionary()      # module -> {(callee, param index): bool, callee: users}


def _param_touches_floats(module, callee, index, active) -> bool:
    """Whether @callee reads or writes floats through its parameter `index` (or through a
    pointer derived from it or loaded from its memory), itself or in the functions it passes
    it to. An allocation the caller passes there needs a shadow only then (Numba hands every
    callee a slot for its exception information, which must stay unshadowed)."""
    memo = _TOUCHES.setdefault(module.mod, {})
    key = (callee, index)
    if key in memo:
        return memo[key]
    if key in active:                        # recursion: decided by the other paths
        return False
    active.add(key)
    fn = module.function(callee)
    hit = False
    if index < len(fn.args):
        users = memo.get(callee)                       # the callee's users, once per module
        if users is None:
            users = memo[callee] = local_users(fn.instructions())
        seen, work = {fn.args[index].name}, [fn.args[index].name]
        while work and not hit:
            n = work.pop()
            for u in users.get(n, []):
                p, t = mem_access(u)
                c = u.callee if u.opcode == "call" else None
                if (p is not None and p.is_local and p.name == n and t.has_float()) or \
                        (c and c.startswith(MEM_TRANSFER + MASKED)):
                    hit = True
                elif c and _defined(module, c) and any(
                        _param_touches_floats(module, c, j, active)
                        for j, a in enumerate(u.args) if a.is_local and a.name == n):
                    hit = True
                elif u.name and u.name not in seen and _is_ptr(u.type) and (
                        u.opcode in _PTR_PASS or (u.opcode == "load" and p is not None and p.name == n)):
                    seen.add(u.name)
                    work.append(u.name)
                if hit:
                    break
    active.discard(key)
    if hit or not active:                    # a False found under a recursion assumption may be wrong
        memo[key] = hit
    return hit


class PointerShadows:
    """Which pointer values of one function have a shadow in forward mode.

    Roots are the duplicated pointer arguments, the mutable globals holding floats that the
    function uses (they get zeroed shadow globals, as in reverse mode), and the allocations
    (``alloca``, ``malloc``, ``calloc``, ``new``) that hold floating data: an alloca of a type
    containing floats, or an allocation some pointer derived from which is used to load or
    store floats, to store a shadowed pointer, as one side of a memcpy/memmove whose other side
    is shadowed, or as an argument of a call to a function defined in the module (which may
    store floats there), or that is merged by a phi/select with a shadowed pointer. A pointer is shadowed when it is a root,
    is derived from a shadowed pointer by getelementptr/phi/select/bitcast/addrspacecast/
    freeze, or is a pointer loaded from shadowed memory. Computed as a fixed point.
    """

    def __init__(self, fn, dup_ptr_args, reachable):
        self.fn = fn
        insts = [i for i in fn.instructions() if i.block.name in reachable]
        self.insts = insts
        self.global_table = _global_variables(fn.module)
        self.memory = module_memory(fn.module)           # active globals: floats, stored pointers
        self.globals = self.memory.globals_of(fn)
        users = local_users(insts)
        # allocations, and pointers returned by defined functions (a custom allocator: its
        # forward derivative returns the shadow with the pointer)
        candidates = [i for i in insts if i.name and (i.opcode == "alloca" or (i.opcode == "call" and (
                      _allocator(i.callee) or (_defined(fn.module, i.callee) and _is_ptr(i.type)))))]
        family = {root.name: self._family(root.name, users) for root in candidates}
        self.roots = {}                      # shadowed allocation name -> instruction
        shadowed = set(dup_ptr_args)
        self.shadowed = shadowed             # (grows below; `has` reads it)
        for root in candidates:
            if root.opcode == "alloca" and _alloca_type(root)[0].has_float():
                self.roots[root.name] = root
        changed = True
        while changed:
            changed = False
            for inst in insts:
                if not inst.name or inst.name in shadowed or not _is_ptr(inst.type):
                    continue
                hit = inst.name in self.roots
                if inst.opcode in _PTR_PASS:
                    hit = hit or any(self.has(o) for o in _pointer_operands(inst))
                elif inst.opcode == "load":
                    hit = hit or self.has(inst.ops[0])
                if hit:
                    shadowed.add(inst.name)
                    changed = True
            for root in candidates:
                if root.name not in self.roots and self._needs_shadow(family[root.name], users):
                    self.roots[root.name] = root
                    changed = True
        self.shadowed = shadowed

    @staticmethod
    def _family(name, users):
        """`name` and the pointers derived from it by pass-through instructions only."""
        fam, work = {name}, [name]
        while work:
            n = work.pop()
            for u in users.get(n, []):
                if u.name and u.name not in fam and u.opcode in _PTR_PASS and _is_ptr(u.type) \
                        and any(o.is_local and o.name == n for o in _pointer_operands(u)):
                    fam.add(u.name)
                    work.append(u.name)
        return fam

    def _needs_shadow(self, fam, users, seen=None):
        """Whether memory reached through `fam` is accessed as floats, directly or through a
        pointer loaded from it (a header pointing to the data, as Numba's meminfo does)."""
        sh = self.has
        seen = set() if seen is None else seen
        seen |= fam
        for n in fam:
            for u in users.get(n, []):
                p, t = mem_access(u)
                if p is not None and p.is_local and p.name == n:
                    if t.has_float():
                        return True
                    if u.opcode == "load" and _is_ptr(t) and u.name not in seen and \
                            self._needs_shadow(self._family(u.name, users), users, seen):
                        return True
                    if u.opcode == "store" and sh(u.ops[0]):
                        return True
                if u.opcode == "store" and u.ops[0].is_local and u.ops[0].name == n and sh(u.ops[1]):
                    return True                  # our pointer is stored into shadowed memory
                if u.opcode in _PTR_PASS and any(sh(o) for o in _pointer_operands(u)):
                    return True                  # merged with a shadowed pointer
                if u.opcode == "ret":
                    return True                  # returned: the derivative returns its shadow
                callee = u.callee if u.opcode == "call" else None
                if callee and callee.startswith(MEM_TRANSFER):
                    d, s = u.args[0], u.args[1]
                    other = s if (d.is_local and d.name == n) else d
                    if sh(other):
                        return True
                if callee and callee.startswith(MASKED) and (u.type.has_float() or any(
                        a.type.has_float() for a in u.args)):
                    return True
                if callee and _defined(self.fn.module, callee) and any(
                        _param_touches_floats(self.fn.module, callee, j, set())
                        for j, a in enumerate(u.args) if a.is_local and a.name == n):
                    return True
        return False

    def touches_globals(self, inst) -> bool:
        """A call to a defined function that names active globals (itself or its callees)."""
        return inst.opcode == "call" and _defined(self.fn.module, inst.callee) \
            and bool(self.memory.touched_globals(inst.callee))

    def has(self, v: Value) -> bool:
        if v.kind == "global":
            return v.name in self.globals
        if v.kind == "const":
            return bool(self.globals) and self.shadow_const(v) is not None
        return v.is_local and v.name in self.shadowed

    def shadow_global(self, name) -> Value:
        n = name + SHADOW_GLOBAL_SUFFIX
        return Value(PTR, glob(n), "global", n)

    def shadow_const(self, v: Value):
        """A constant expression over shadowed globals, rewritten over their shadows."""
        hit = False

        def sub(m):
            nonlocal hit
            g = m.group(1).strip('"')
            if g in self.globals:
                hit = True
                return self.shadow_global(g).ref
            return m.group(0)
        ref = re.sub(r'@("[^"]+"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)', sub, v.ref)
        return Value(v.type, ref, "const") if hit else None


class ForwardActivity:
    """Which values carry a tangent in forward mode (by name).

    *Varied* comes from `analyses.activity.Activity`, seeded with the duplicated floating
    arguments and with every float-carrying load from a shadowed pointer (memory holds
    tangents). *Useful* is computed here, backwards from the returned value and from every
    float value stored into shadowed memory (memory that someone reads tangents from).
    Active = varied and useful. Two extras keep memory copies exact: *raw* integer loads from
    shadowed memory whose value is stored back into shadowed memory or bitcast to a float (a
    memcpy the optimiser turned into integer moves) carry their shadow bits; an integer made
    from the bits of a varied float (bitcast) that becomes a float again is reported.
    """

    def __init__(self, fn, dup_float_args, ret_active, shadows: PointerShadows, reachable):
        self.fn = fn
        insts = shadows.insts
        self.defs = {i.name: i for i in insts if i.name}
        seeds = set(dup_float_args)
        for inst in insts:
            if not inst.name or not inst.type.has_float():
                continue
            if inst.opcode in ("load", "atomicrmw") and shadows.has(inst.ops[0]):
                seeds.add(inst.name)
            elif inst.opcode == "call" and ((inst.callee or "").startswith(MASKED) or
                                            _defined(fn.module, inst.callee)) and \
                    (any(_is_ptr(a.type) and shadows.has(a) for a in inst.args) or shadows.touches_globals(inst)):
                seeds.add(inst.name)            # reads floats through a shadowed pointer or a global
        self.varied = set(Activity(fn, sorted(seeds), ret_active).varied)
        # raw integer copies of shadowed memory
        self.raw = set()
        for inst in insts:
            if inst.opcode == "load" and inst.name and inst.type.scalar.kind == "int" \
                    and shadows.has(inst.ops[0]):
                for u in insts:
                    if (u.opcode == "store" and u.ops[0].is_local and u.ops[0].name == inst.name
                            and shadows.has(u.ops[1])) or \
                            (u.opcode == "bitcast" and u.ops[0].is_local and u.ops[0].name == inst.name
                             and u.type.is_fp_or_fp_vector):
                        self.raw.add(inst.name)
                        break
        for inst in insts:                  # bitcast back from raw bits: varied
            if inst.opcode == "bitcast" and inst.name and inst.ops[0].is_local \
                    and inst.ops[0].name in self.raw and inst.type.is_fp_or_fp_vector:
                self.varied.add(inst.name)
        changed = True
        while changed:                      # and what depends on it
            changed = False
            for inst in insts:
                if not inst.name or inst.name in self.varied or not inst.type.has_float() \
                        or inst.opcode in ("load", "fcmp", "fptosi", "fptoui", "alloca"):
                    continue
                ops = inst.args if inst.opcode == "call" else inst.ops
                if inst.opcode in ("phi", "select", "insertvalue", "insertelement", "extractvalue",
                                   "extractelement", "shufflevector", "freeze", "bitcast", "call",
                                   "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fpext",
                                   "fptrunc") and any(o.is_local and o.name in self.varied for o in ops):
                    self.varied.add(inst.name)
                    changed = True
        # float bits moved through integers
        self.bits = set()
        changed = True
        while changed:
            changed = False
            for inst in insts:
                if not inst.name or inst.name in self.bits or inst.type.scalar.kind != "int":
                    continue
                ops = inst.args if inst.opcode == "call" else inst.ops
                if inst.opcode == "bitcast" and ops[0].is_local and ops[0].name in self.varied:
                    self.bits.add(inst.name)
                    changed = True
                elif inst.opcode in ("and", "or", "xor", "shl", "lshr", "ashr", "add", "sub", "trunc",
                                     "zext", "sext", "select", "phi", "freeze", "extractelement",
                                     "insertelement", "shufflevector", "extractvalue", "insertvalue") \
                        and any(o.is_local and o.name in self.bits for o in ops):
                    self.bits.add(inst.name)
                    changed = True
        # useful
        roots = []
        if ret_active:
            for inst in insts:
                if inst.opcode == "ret" and inst.ops:
                    roots.extend(o.name for o in inst.ops if o.is_local)
        for inst in insts:
            if inst.opcode == "store" and inst.ops[0].is_local and shadows.has(inst.ops[1]):
                roots.append(inst.ops[0].name)
            elif inst.opcode == "atomicrmw" and inst.ops[1].is_local and shadows.has(inst.ops[0]):
                roots.append(inst.ops[1].name)
            elif inst.opcode == "call" and ((inst.callee or "").startswith(MASKED) or
                                            _defined(fn.module, inst.callee)):
                roots.extend(a.name for a in inst.args if a.is_local and a.type.has_float())
        useful, work = set(), roots
        while work:
            n = work.pop()
            if n in useful:
                continue
            useful.add(n)
            inst = self.defs.get(n)
            if inst is None or inst.opcode in ("load", "atomicrmw", "fcmp", "fptosi", "fptoui", "sitofp",
                                               "uitofp", "alloca", "getelementptr"):
                continue
            ops = inst.args if inst.opcode == "call" else inst.ops
            work.extend(o.name for o in ops if o.is_local and (o.type.has_float() or o.name in self.raw))
        self.useful = useful
        self.active = self.varied & useful

    def is_active(self, v) -> bool:
        return v.is_local and v.name in self.active

    def inst_active(self, inst) -> bool:
        return bool(inst.name) and inst.name in self.active


# ----------------------------------------------------------------------------- text helpers

_RESULT = re.compile(r'^(?:%(?:"[^"]*"|[-a-zA-Z$._0-9]+)\s*=\s*)')
_FMF = re.compile(r"\s*=\s*phi\s+((?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc)\s+)*)")


def _after_keyword(inst, keyword):
    """The text of an instruction after its opcode keyword (and result name), metadata off."""
    text = _RESULT.sub("", strip_metadata(_clean(inst.text)).strip(), count=1)
    assert text.startswith(keyword), (text, keyword)
    return text[len(keyword):].strip()


def _alloca_type(inst):
    """(allocated type, text of the clauses after it) of an alloca."""
    rest = _after_keyword(inst, "alloca")
    rest = re.sub(r"^inalloca\s+", "", rest)
    parts = split_top(rest)
    return inst.block.function.module.type(parts[0]), parts[1:]


def _gep_head(inst):
    """('inbounds nuw', source element type text) of a getelementptr."""
    rest = _after_keyword(inst, "getelementptr")
    flags = []
    while True:
        m = re.match(r"(inbounds|nuw|nusw|inrange\([^)]*\))\s+", rest)
        if not m:
            break
        flags.append(m.group(1))
        rest = rest[m.end():]
    return " ".join(flags), split_top(rest)[0]


def _phi_flags(phi):
    """Fast-math flags of a phi ('fast ' or '')."""
    m = _FMF.search(phi.text)
    return m.group(1) if m else ""


def _align(inst):
    m = re.search(r",\s*align\s+(\d+)", strip_metadata(inst.text))
    return f", align {m.group(1)}" if m else ""


# ----------------------------------------------------------------------------- the writer

class _ForwardWriter:
    def __init__(self, spec: ForwardSpec):
        self.spec = spec
        self.fn = fn = spec.fn
        names = {a.name for a in fn.args}
        for a in spec.dup_args:
            if a not in names:
                raise UnsupportedError(f"@{fn.name} has no argument %{a}", None, fn.name)
        self.dup = [a for a in fn.args if a.name in set(spec.dup_args)]
        for a in self.dup:
            if not (_floaty(a.type) or a.type.kind == "ptr"):
                raise UnsupportedError(f"argument %{a.name} of type {a.type} cannot have a tangent "
                                       "(only floating values, aggregates of them, and pointers)",
                                       None, fn.name)
        self.cfg = function_cfg(fn)
        self.reachable = self.cfg.reachable
        self.shadows = PointerShadows(fn, [a.name for a in self.dup if a.type.kind == "ptr"],
                                      self.reachable)
        ret_active = _floaty(fn.ret_type)
        self.act = ForwardActivity(fn, [a.name for a in self.dup if a.type.kind != "ptr"],
                                   ret_active, self.shadows, self.reachable)
        check_memory(fn, self.reachable, lambda v: self.shadows.has(v) or _is_null_like(v), self.act.varied,
                     self.act.useful, self.unsupported)
        self.b = Builder("fwd")
        self.all_globals = set(self.shadows.globals)   # and those of the callees
        self.tan = {}                 # value name -> its tangent (floats) or shadow (pointers)
        self.deferred = []            # (block label, line index, phi, name of its tangent)

    # ------------------------------------------------------------------ errors
    def unsupported(self, what, inst):
        return UnsupportedError(what, inst.line, self.fn.name, self.fn.module.debug_location(inst.dbg))

    # ------------------------------------------------------------------ values
    def tangent(self, v: Value) -> Value:
        """Tangent of a float-carrying value (zero when inactive or constant)."""
        if v.is_local and (v.name in self.act.active or v.name in self.act.raw):
            if v.name not in self.tan:
                raise AssertionError(f"tangent of {v.ref} used before it is defined")
            return self.tan[v.name]
        return zero(v.type)

    def shadow(self, v: Value):
        """Shadow of a pointer, the same null/undef for such a constant, else None."""
        if v.kind == "global" and v.name in self.shadows.globals:
            return self.shadows.shadow_global(v.name)
        if v.kind == "const" and self.shadows.has(v):
            return self.shadows.shadow_const(v)
        if self.shadows.has(v):
            return self.tan[v.name]
        if _is_null_like(v):
            return v
        return None

    def data(self, v: Value, inst) -> Value:
        """What replaces a data operand of a linear op in its tangent."""
        if _is_ptr(v.type):
            s = self.shadow(v)
            if s is None:
                raise self.unsupported(f"pointer {v.ref} has no shadow but is merged with one that has", inst)
            return s
        if v.type.has_float() and _has_ptr(v.type):
            raise self.unsupported("aggregate of floats and pointers with a tangent", inst)
        return self.tangent(v)

    # ------------------------------------------------------------------ building
    def build(self):
        spec, fn, b = self.spec, self.fn, self.b
        params = [f"{a.type} {a.ref}" for a in fn.args]
        for a in self.dup:
            tname = a.name + "'"
            params.append(f"{a.type} {local(tname)}")
            self.tan[a.name] = Value(a.type, local(tname), "arg", tname)
        rt = fn.ret_type
        self.tan_ret = rt if _floaty(rt) else (PTR if rt.kind == "ptr" else None)
        if spec.return_primal and rt.kind != "void":
            self.out_type = literal_struct([rt, self.tan_ret]) if self.tan_ret is not None else rt
        else:
            self.out_type = self.tan_ret if self.tan_ret is not None else VOID
        for name in self.cfg.order:                  # dominators first (entry first)
            self.block(fn.block(name))
        for label, idx, phi, name in self.deferred:
            self.b.blocks[label][idx] = "  " + self.tangent_phi(phi, name)
        self.shadow_globals()
        attrs = _target_attrs(fn.attrs)
        head = f"define internal {self.out_type} {glob(spec.name)}({', '.join(params)}){attrs} {{"
        return head + "\n" + b.text() + "\n}\n", dict(b.declarations)

    def shadow_globals(self):
        """Define the shadow globals; the outermost derivative zeroes them (those of its
        callees too) on entry: a global's tangent from before the call is no input."""
        b = self.b
        for g in sorted(self.all_globals):
            sg = self.shadows.shadow_global(g)
            gv = self.shadows.global_table[g]
            t = self.fn.module.type(str(gv.global_value_type))
            m = re.search(r",\s*align\s+(\d+)", str(gv).split("\n", 1)[0])
            align = max(int(m.group(1)) if m else 1, 16)     # the primal's accesses assume it
            b.declare(sg.name, f"{sg.ref} = internal global {t} zeroinitializer, align {align}")
            if self.spec.zero_globals:
                self.memset0(sg, Value(I64, str(size_of(t)), "const"), front=self.fn.entry.name)

    def block(self, blk):
        b = self.b
        b.block(blk.name)
        for phi in blk.phis:
            inc = ", ".join(f"[ {v.ref}, {local(p)} ]" for v, p in phi.incoming if p in self.reachable)
            b.raw(f"{local(phi.name)} = phi {_phi_flags(phi)}{phi.type} {inc}")
        for phi in blk.phis:
            if self.act.inst_active(phi) or self.shadows.has(phi.value):
                name = b.fresh("dphi")
                self.deferred.append((b.current, len(b.blocks[b.current]), phi, name))
                b.raw("; phi placeholder")
                self.tan[phi.name] = Value(phi.type, local(name), "inst", name)
        for inst in blk.instructions:
            if inst.opcode == "phi":
                continue
            if inst.opcode == "call" and (inst.callee or "").startswith(SKIP_CALLS):
                continue
            if inst.opcode == "ret":
                self.ret(inst)
                continue
            if inst.opcode == "call" and _defined(self.fn.module, inst.callee) and self.call_defined(inst):
                continue
            b.raw(_clean(inst.text))
            self.after(inst)

    def tangent_phi(self, phi, name):
        inc = []
        for v, p in phi.incoming:
            if p not in self.reachable:
                continue
            inc.append(f"[ {self.data(v, phi).ref}, {local(p)} ]")
        return f"{local(name)} = phi {phi.type} {', '.join(inc)}"

    def ret(self, inst):
        b = self.b
        if self.out_type.kind == "void":
            b.raw("ret void")
            return
        v = inst.ops[0]
        if self.tan_ret is None:
            b.raw(f"ret {v.typed}")
            return
        if self.tan_ret.kind == "ptr":
            t = self.shadow(v) or zero(PTR)
        else:
            t = self.tangent(v)
        if self.out_type.kind == "struct" and self.spec.return_primal:
            agg = b.insertvalue(Value(self.out_type, "undef", "const"), v, [0])
            agg = b.insertvalue(agg, t, [1])
            b.raw(f"ret {agg.typed}")
        else:
            b.raw(f"ret {t.typed}")

    # ------------------------------------------------------------------ per instruction
    def after(self, inst):
        """Emit the tangent / shadow code of one primal instruction (already cloned)."""
        op = inst.opcode
        shadowed = bool(inst.name) and self.shadows.has(inst.value)
        if op == "load":
            return self.load(inst)
        if op == "store":
            return self.store(inst)
        if op in ("call", "invoke"):
            return self.call(inst)
        if op == "alloca":
            if inst.name in self.shadows.roots:
                self.shadow_alloca(inst)
            return
        if op in ("atomicrmw", "cmpxchg"):
            return forward_atomic(self, inst)
        if op == "getelementptr" and shadowed:
            flags, src = _gep_head(inst)
            base = self.shadow(inst.ops[0])
            idx = "".join(f", {i.typed}" for i in inst.ops[1:])
            self.tan[inst.name] = self.b.emit(inst.type, f"getelementptr {flags + ' ' if flags else ''}"
                                              f"{src}, {base.typed}{idx}", "sgep")
            return
        if shadowed and op in ("select", "bitcast", "addrspacecast", "freeze"):
            self.tan[inst.name] = self.linear(inst)
            return
        if op == "inttoptr" and any(self.shadows.has(i.ops[0]) for i in self.shadows.insts
                                    if i.opcode == "ptrtoint"):
            raise self.unsupported("a pointer made from an integer in a function with shadowed "
                                   "pointers converted to integers", inst)
        if op == "bitcast" and inst.type.is_fp_or_fp_vector and inst.ops[0].is_local \
                and inst.ops[0].name in self.act.bits and inst.name in self.act.useful:
            raise self.unsupported("floating-point bits moved through integers", inst)
        if not self.act.inst_active(inst):
            return
        if op in ("select", "extractelement", "insertelement", "shufflevector", "extractvalue",
                  "insertvalue", "bitcast", "freeze"):
            self.tan[inst.name] = self.linear(inst)
            return
        r = rules.RULES.get(op)
        if r is None:
            raise self.unsupported(f"no derivative rule for instruction '{op}'", inst)
        self.tan[inst.name] = self.from_rule(inst, r, inst.ops)

    def from_rule(self, inst, r, ops):
        """sum_k convert(partial_k * tangent_k) over the active operands."""
        b = self.b
        env = {pname: ops[k] for k, pname in enumerate(r.params) if k < len(ops)}
        acc = None
        for k, p in enumerate(r.partials):
            if p is None or k >= len(ops) or not self.act.is_active(ops[k]) or p == "0":
                continue
            names = rules.names_used(p)
            local_env = {n: env[n] for n in names if n != "r" and n in env}
            if "r" in names:
                local_env["r"] = inst.value
            term = ExprEmitter(b, local_env, inst.type).times(self.tangent(ops[k]), r.parsed(k), forward_guard(self, inst, r, k))
            if term is None:
                continue
            term = self.b.convert(term, inst.type)
            acc = term if acc is None else b.fadd(acc, term)
        return acc if acc is not None else zero(inst.type)

    def linear(self, inst) -> Value:
        """The same operation applied to tangents (or shadows) of its data operands."""
        b, op, o = self.b, inst.opcode, inst.ops
        t = inst.type
        if op == "select":
            return b.emit(t, f"select {o[0].typed}, {self.data(o[1], inst).typed}, {self.data(o[2], inst).typed}", "dsel")
        if op == "extractelement":
            return b.emit(t, f"extractelement {self.data(o[0], inst).typed}, {o[1].typed}", "dext")
        if op == "insertelement":
            return b.emit(t, f"insertelement {self.data(o[0], inst).typed}, {self.data(o[1], inst).typed}, "
                          f"{o[2].typed}", "dins")
        if op == "shufflevector":
            mask = shuffle_mask(inst)
            m = ", ".join("i32 poison" if k is None else f"i32 {k}" for k in mask)
            return b.emit(t, f"shufflevector {self.data(o[0], inst).typed}, {self.data(o[1], inst).typed}, "
                          f"<{len(mask)} x i32> <{m}>", "dshuf")
        if op == "extractvalue":
            return b.extractvalue(self.data(o[0], inst), _indices(inst))
        if op == "insertvalue":
            return b.insertvalue(self.data(o[0], inst), self.data(o[1], inst), _indices(inst))
        if op in ("bitcast", "addrspacecast"):
            src = o[0].type
            if op == "bitcast" and not _is_ptr(t) and (src.scalar != t.scalar or not src.is_fp_or_fp_vector):
                if o[0].is_local and o[0].name in self.act.raw:
                    return b.emit(t, f"bitcast {self.tan[o[0].name].typed} to {t}", "dcast")
                raise self.unsupported(f"bitcast between {src} and {t} of an active value", inst)
            return b.emit(t, f"{op} {self.data(o[0], inst).typed} to {t}", "dcast")
        if op == "freeze":
            return b.emit(t, f"freeze {self.data(o[0], inst).typed}", "dfrz")
        raise AssertionError(op)

    # ------------------------------------------------------------------ memory
    def load(self, inst):
        p = inst.ops[0]
        if not inst.name:
            return
        want = (self.act.inst_active(inst) or inst.name in self.act.raw
                or self.shadows.has(inst.value))
        if not want:
            return
        s = self.shadow(p)
        if s is None:
            raise AssertionError(f"{inst.line}: no shadow for {p.ref}")
        order = atomic_ordering(inst)           # the shadow is read as the primal is
        self.tan[inst.name] = self.b.emit(inst.type, f"load {'atomic ' if order else ''}{inst.type}, {s.typed}"
                                          f"{' ' + order if order else ''}{_align(inst)}", "dld")

    def store(self, inst):
        v, p = inst.ops[0], inst.ops[1]
        s = self.shadow(p)
        b = self.b
        order = atomic_ordering(inst)
        st = "store atomic" if order else "store"
        order = f" {order}" if order else ""
        if v.type.has_float() and _has_ptr(v.type):
            if s is not None or (v.is_local and v.name in self.act.varied):
                raise self.unsupported("storing an aggregate of floats and pointers with a tangent", inst)
            return
        if v.type.has_float():
            if s is None:
                if v.is_local and v.name in self.act.varied:
                    raise self.unsupported("storing a value that depends on the differentiated inputs "
                                           "to memory that has no shadow", inst)
                return
            b.raw(f"{st} {self.tangent(v).typed}, {s.typed}{order}{_align(inst)}")
            return
        if _is_ptr(v.type):
            if s is None:           # as in reverse mode: a pointer loaded back from there has no
                return              # shadow, and refuses float accesses that need one
            sv = self.shadow(v)
            if sv is None:          # no float data behind it: its shadow is itself (as in reverse mode)
                sv = v
            b.raw(f"{st} {sv.typed}, {s.typed}{order}{_align(inst)}")
            return
        if s is not None and v.is_local and v.name in self.act.raw:
            b.raw(f"{st} {self.tan[v.name].typed}, {s.typed}{order}{_align(inst)}")
        elif v.is_local and v.name in self.act.bits and s is not None:
            raise self.unsupported("floating-point bits stored as integers to shadowed memory", inst)

    def shadow_alloca(self, inst):
        b = self.b
        ty, _ = _alloca_type(inst)
        body = _clean(inst.text).split("=", 1)[1].strip()
        s = b.emit(PTR, body, "salloca")
        count = inst.ops[0]
        nbytes = Value(I64, str(size_of(ty)), "const")
        if not (count.kind == "const" and count.ref == "1"):
            c = b.cast("zext", count, I64) if count.type.kind == "int" and count.type.width < 64 else count
            nbytes = b.ibin("mul", c, nbytes)
        self.memset0(s, nbytes)
        self.tan[inst.name] = s

    def registered_allocation(self, inst) -> Value:
        """The shadow of a front end's allocation: by its own rule (a zeroed twin header and
        data), else the same allocator called again and zeroed (its last argument: the size)."""
        b = self.b
        name = b.fresh("salloc")
        out = Value(PTR, local(name), "inst", name)
        rule = shadow_rules.CUSTOM_ALLOCATORS.get(inst.callee)
        if rule is not None:
            rule[0](b, out.ref, inst.args)
            return out
        b.raw(f"{out.ref} = call ptr @{inst.callee}({', '.join(a.typed for a in inst.args)})")
        n = inst.args[-1]
        self.memset0(out, b.cast("zext", n, I64) if n.type != I64 else n)
        return out

    def memset0(self, p: Value, nbytes: Value, front=None):
        """Zero nbytes at p (at the start of block `front` when given)."""
        b = self.b
        name = f"llvm.memset.p0.{nbytes.type}"
        b.declare(name, f"declare void @{name}(ptr, i8, {nbytes.type}, i1)")
        args = [p, Value(I8, "0", "const"), nbytes, Value(I1, "false", "const")]
        if front is not None:
            b.insert_front(front, f"call void @{name}({', '.join(a.typed for a in args)})")
        else:
            b.call(VOID, name, args)

    # ------------------------------------------------------------------ calls
    def call(self, inst):
        b = self.b
        callee = inst.callee or ""
        args = inst.args
        if callee.startswith(MEM_TRANSFER):
            d, s, n = args[0], args[1], args[2]
            sd, ss = self.shadow(d), self.shadow(s)
            if sd is not None and ss is not None:
                b.call(VOID, callee, [sd, ss] + list(args[2:]))
            elif sd is not None:
                self.memset0(sd, n)
            elif ss is not None:
                raise self.unsupported("copying shadowed memory into memory that has no shadow", inst)
            return
        if callee.startswith(MEM_SET):
            sd = self.shadow(args[0])
            if sd is not None:
                self.memset0(sd, args[2])
            return
        if callee in shadow_rules.REGISTERED_ALLOCATORS and callee not in ALLOCATORS:
            if inst.name in self.shadows.roots:
                self.tan[inst.name] = self.registered_allocation(inst)
            return
        if callee in shadow_rules.REGISTERED_DEALLOCATORS and callee not in DEALLOCATORS:
            s = self.shadow(args[0]) if args else None
            if s is not None and not _is_null_like(s):       # the shadow lives as long as the primal
                b.raw(f"{'' if inst.type == VOID else local(b.fresh('srel')) + ' = '}call {inst.type} "
                      f"@{callee}({', '.join(a.typed for a in [s] + list(args[1:]))})")
            return
        if callee in ALLOCATORS:
            if inst.name in self.shadows.roots:
                if callee == "calloc":
                    s = b.call(PTR, "calloc", list(args))
                elif callee == "malloc":
                    b.declare("calloc", f"declare ptr @calloc({args[0].type}, {args[0].type})")
                    s = b.call(PTR, "calloc", [Value(args[0].type, "1", "const"), args[0]])
                else:                                   # operator new: zero it
                    s = b.call(PTR, callee, list(args))
                    self.memset0(s, args[0])
                self.tan[inst.name] = s
            return
        if callee in DEALLOCATORS:
            s = self.shadow(args[0])
            if s is not None and not _is_null_like(s):
                b.call(VOID, callee, [s] + list(args[1:]))
            return
        if callee.startswith(MASKED):
            return self.masked(inst)
        ptr_args = [a for a in args if _is_ptr(a.type) and self.shadows.has(a)]
        if ptr_args and not callee.startswith(POINTER_INERT) and callee not in HARMLESS_CALLS \
                and not self._reads_only(inst):
            what = f"call to @{callee}" if callee else "indirect call"
            raise self.unsupported(f"{what} with a shadowed pointer argument is not differentiated", inst)
        if self.shadows.has(inst.value) if inst.name else False:
            raise self.unsupported(f"pointer returned by @{callee} needs a shadow", inst)
        if inst.opcode == "invoke":
            if self.act.inst_active(inst):
                raise self.unsupported("invoke with an active result is not supported", inst)
            return
        if not self.act.inst_active(inst):
            return
        r = rules.lookup(callee) if callee else None
        if r is None:
            what = f"no derivative rule for @{callee}" if callee else "indirect call"
            f = self.fn.module.mod.get_function(callee) if callee else None
            if f is not None and not f.is_declaration:
                what = f"call to defined function @{callee} is not differentiated yet"
            raise self.unsupported(what, inst)
        self.tan[inst.name] = self.from_rule(inst, r, args)

    def call_defined(self, inst) -> bool:
        """A call to a function defined in the module that stays a call: call its forward
        derivative instead (tangents for active floats, shadows for shadowed pointers); the
        primal result is the derivative's first field. False when no tangent is involved."""
        callee = self.fn.module.function(inst.callee)
        args = inst.args
        dup, extra = [], []
        for a, p in zip(args, callee.args):
            if _is_ptr(a.type) and a.type.kind == "ptr" and self.shadow(a) is not None \
                    and not _is_null_like(a):
                dup.append(p.name)
                extra.append(self.shadow(a))
            elif _floaty(a.type) and self.act.is_active(a):
                dup.append(p.name)
                extra.append(self.tangent(a))
        if not dup and not self.act.inst_active(inst) and not self.shadows.has(inst.value) \
                and not self.shadows.touches_globals(inst):
            return False
        if callee.vararg:
            raise self.unsupported(f"call to variadic function @{callee.name} with tangents", inst)
        if self.spec.resolve is None:
            raise self.unsupported(f"call to defined function @{callee.name} is not differentiated "
                                   "(no resolver: use forward_derivative)", inst)
        dname = self.spec.resolve(callee.name, tuple(dup))
        if not isinstance(dname, str):
            dname, gl = dname
            self.all_globals |= set(gl)
        rt = callee.ret_type
        tan_rt = rt if _floaty(rt) else (PTR if rt.kind == "ptr" else None)
        out = literal_struct([rt, tan_rt]) if (tan_rt is not None and rt.kind != "void") else rt
        b = self.b
        argtxt = ", ".join(v.typed for v in list(args) + extra)
        if out.kind == "void":
            b.raw(f"call void {glob(dname)}({argtxt})")
            return True
        res = b.emit(out, f"call {out} {glob(dname)}({argtxt})", "dcall")
        if out.kind == "struct" and tan_rt is not None:
            b.raw(f"{local(inst.name)} = extractvalue {out} {res.ref}, 0")
            if inst.name in self.act.active or self.shadows.has(inst.value):
                self.tan[inst.name] = b.extractvalue(res, [1])
        else:
            b.raw(f"{local(inst.name)} = select i1 true, {res.typed}, {res.typed}")
        return True

    def _reads_only(self, inst):
        """A call that cannot write memory and returns neither floats nor pointers."""
        if inst.type.has_float() or _has_ptr(inst.type):
            return False
        attrs = " ".join(inst.attrs)
        callee = inst.callee
        if callee:
            f = self.fn.module.function(callee)
            attrs += " " + f.attrs
        return bool(re.search(r"\b(readnone|readonly)\b|memory\((none|read)\)|memory\(argmem: read\)", attrs))

    def masked(self, inst):
        """llvm.masked.* : the same call on shadow pointers and tangents of the data."""
        b = self.b
        callee = inst.callee
        args = inst.args
        ptrs = [a for a in args if _is_ptr(a.type)]
        writes = ".store." in callee or ".scatter." in callee or ".compressstore." in callee
        have = all(self.shadow(p) is not None for p in ptrs)
        if not have:
            if writes and any(a.is_local and a.name in self.act.varied for a in args if a.type.has_float()):
                raise self.unsupported("storing a value that depends on the differentiated inputs "
                                       "to memory that has no shadow", inst)
            if not writes and self.act.inst_active(inst):
                raise self.unsupported("masked load mixing shadowed and unshadowed pointers", inst)
            return
        if not writes and not self.act.inst_active(inst):
            return
        new = []
        for a in args:
            if _is_ptr(a.type):
                new.append(self.shadow(a))
            elif a.type.has_float():
                new.append(self.tangent(a))
            else:
                new.append(a)
        # keep parameter attributes (LLVM 22 puts the alignment there): rebuild the text
        text = strip_metadata(_clean(inst.text))
        m = re.search(r"@" + re.escape(callee) + r"\((.*)\)\s*$", text) or \
            re.search(r'@"' + re.escape(callee) + r'"\((.*)\)\s*$', text)
        parts = split_top(m.group(1)) if m else []
        if len(parts) == len(args):
            pieces = []
            for part, old, nv in zip(parts, args, new):
                head = part[: len(part) - len(old.ref)] if part.endswith(old.ref) else f"{old.type} "
                pieces.append(head + nv.ref)
            argtxt = ", ".join(pieces)
        else:
            argtxt = ", ".join(v.typed for v in new)
        rtype = inst.type
        call = f"call {rtype} {glob(callee)}({argtxt})"
        if rtype.kind == "void":
            b.raw(call)
        else:
            self.tan[inst.name] = b.emit(rtype, call, "dmask")


__all__ = ["ForwardSpec", "synthesize_forward", "forward_derivative", "lower_fwddiff", "PointerShadows", "ForwardActivity"]
