"""Forward-mode synthesis: one function that computes f and the tangent of its result.

For ``f(args)`` and duplicated arguments ``d1 .. dk`` (a float/vector/aggregate argument gets a
tangent of its own type, a pointer argument a shadow pointer), we write

    define <tangent type> @name(<f's parameters>, <tangent or shadow of each duplicated
                                 argument, in the order of dup_args>)

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

import weakref
from dataclasses import dataclass

from enzympy.analyses.loops import function_cfg
from enzympy.analyses.shadow import may_point_to_floats, null_derived

from . import custom_rules, rules
from .indirect import is_indirect
from .atomics import forward_atomic
from .emit import Builder, const, convert_arg, identity_of, store_fields, targets_gpu, zero
from .errors import UnsupportedError, WidthUnsupported
from .ir import Value, glob, local
from .irtypes import PTR, VOID, array_of, literal_struct
from .soundness import check_gpu_features, check_memory
from .synth import forward_calls as fcalls, forward_memory as fmem, tangents
from .synth.loop_marks import mark, origin_of, primal_marks
from .synth.blas_rules import forward_blas, is_blas
from .synth.custom_calls import CustomAdapters
from .synth.clone import clean, gep_head, phi_flags, skipped, target_attrs
from .synth.forward_activity import ForwardActivity
from .synth.pointer_shadows import PointerShadows, floaty, has_body, has_ptr, is_null_like, is_ptr
from .synth.shadow_globals import shadow_global_definition, zero_globals


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
    ret_shadow: bool = False        # the caller uses the shadow of the returned pointer
    width: int = 1                  # vector mode (Enzyme's enzyme_width): tangents per pass


def synthesize_forward(spec: ForwardSpec):
    """Return (function text, {name: declaration}) for the forward-mode derivative."""
    return _ForwardWriter(spec).build()


_GLOBALS_USED = weakref.WeakKeyDictionary()   # diff -> {derivative: shadow globals it and its callees use}


def forward_derivative(diff, fn_name, dup_args, return_primal=False, zero_globals=True, ret_shadow=False,
                       width=1):
    """Name of the forward derivative of fn inside a `driver.ModuleDifferentiator` (built once).

    The stand-in for a ``ModuleDifferentiator.forward`` method: the derivative is registered
    in ``diff.derivatives`` and ``diff.declarations``, so ``diff._assemble`` appends it with
    the declarations and constants it needs. Calls that stay calls get derivatives of their
    own (``zero_globals=False``: only the outermost derivative clears shadow globals).
    With ``width`` N > 1 (vector mode) every duplicated argument takes N tangents or shadows
    and the tangent of the result is an array of N.
    """
    diff.check_no_catch(fn_name)
    key = ("fwd", fn_name, tuple(dup_args), return_primal) + (() if zero_globals else ("callee",)) \
        + (("ret_shadow",) if ret_shadow else ()) + ((("width", width),) if width > 1 else ())
    used = _GLOBALS_USED.setdefault(diff, {})
    if key not in diff.derivatives:
        name = f"__enzympy_fwd{len(diff.derivatives)}_{fn_name}"
        diff.derivatives[key] = (name, "")          # named first: recursive functions call it
        used[name] = set()

        custom = custom_rules.of(diff.W)
        if not zero_globals and fn_name in custom.derivatives:     # a call, not the user's entry
            if width > 1:
                del diff.derivatives[key]
                raise WidthUnsupported(f"@{fn_name} has a custom forward derivative, which takes one tangent "
                                       f"per argument: enzyme_width {width} is not supported with it")
            text, decls = CustomAdapters(diff.W, fn_name).forward(name, custom.derivatives[fn_name], dup_args,
                                                                  ret_shadow)
            diff.derivatives[key] = (name, text)
            diff.declarations.update(decls)
            return name

        def resolve(callee, dup, ret_shadow=False):
            n = forward_derivative(diff, callee, dup, True, zero_globals=False, ret_shadow=ret_shadow,
                                   width=width)
            return n, used.get(n, set())
        try:
            w = _ForwardWriter(ForwardSpec(diff.W.function(fn_name), tuple(dup_args), name,
                                           return_primal, resolve=resolve, zero_globals=zero_globals,
                                           ret_shadow=ret_shadow, width=width))
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
    fn = diff.W.function(site.fn_name)
    wparams = fn.args
    for a, wp in zip(site.args, wparams):
        if a.activity == "active":
            raise site.error(f"%{wp.name}: forward mode takes a tangent after each differentiated "
                             "float (enzyme_dup x, dx); enzyme_out is for reverse mode")
    if getattr(site, "extra", None):
        raise site.error(f"{len(site.extra)} argument(s) too many for @{site.fn_name}")
    dup = [(a, wp) for a, wp in zip(site.args, wparams) if a.activity in ("dup", "dupnoneed")]
    if site.primal_return and not (floaty(fn.ret_type) and fn.ret_type.kind == "float"):
        raise site.error(f"enzyme_primal_return: @{site.fn_name} returns {fn.ret_type}; enzympy returns "
                         "{ result, tangent } for a float result")
    width = site.width
    if width > 1 and fn.ret_type.kind == "ptr":
        raise site.error(f"enzyme_width {width}: @{site.fn_name} returns a pointer; its shadows in vector mode "
                         "are not supported by enzympy")
    dname = forward_derivative(diff, site.fn_name, [wp.name for _, wp in dup], return_primal=site.primal_return,
                               width=width)
    b = Builder(f"ad.cs{k}")
    b.block("x")
    args = [convert_arg(b, a.value, wp.type) for a, wp in zip(site.args, wparams)]
    for a, wp in dup:
        args += [convert_arg(b, s, wp.type) for s in lane_shadows(b, a, width)]
    rt = fn.ret_type if floaty(fn.ret_type) else (PTR if fn.ret_type.kind == "ptr" else VOID)
    if width > 1 and rt.kind != "void":
        rt = array_of(width, rt)
    if site.primal_return:
        rt = literal_struct([fn.ret_type, rt])
    call = f"call {rt} {glob(dname)}({', '.join(v.typed for v in args)})"
    inst = site.inst
    allocas = []
    if rt.kind == "void":
        b.raw(call)
        if inst.type.kind != "void":          # `extern double __enzyme_fwddiff(...)` on a void fn
            b.raw(f"{local(inst.name)} = {identity_of(zero(inst.type))}")
        return list(b.blocks["x"]), allocas
    res = b.emit(rt, call, "r")
    fields = [res] if rt.kind != "struct" else [b.extractvalue(res, [i]) for i in range(len(rt.elems))]
    if width > 1:                               # the lanes' tangents, each a field
        fields = fields[:-1] + [b.extractvalue(fields[-1], [j]) for j in range(width)]
        rt = literal_struct([f.type for f in fields])
    if site.sret is not None:
        store_fields(b, fields, site.sret)
    elif inst.type.kind == "void":
        pass
    elif inst.type == res.type:
        b.raw(f"{local(inst.name)} = {identity_of(res)}")
    elif inst.type.kind == "float" and rt.kind == "float":
        b.raw(f"{local(inst.name)} = {identity_of(convert_arg(b, res, inst.type))}")
    else:                                         # e.g. a named struct of the same layout
        slot = f"ad.cs{k}.ret"
        allocas.append(f"  {local(slot)} = alloca {inst.type}, align 16")
        store_fields(b, fields, Value(PTR, local(slot), "inst", slot))
        b.raw(f"{local(inst.name)} = load {inst.type}, ptr {local(slot)}")
    return list(b.blocks["x"]), allocas


def lane_shadows(b, a, width):
    """The shadows of a duplicated argument, one per lane: as given (enzyme_dup takes `width`
    of them), or (enzyme_dupv) lane j at the shadow pointer plus j times the byte stride."""
    if a.stride is None:
        return list(a.shadows) if a.shadows else [a.shadow]
    out = [a.shadow]
    for j in range(1, width):
        off = b.ibin("mul", a.stride, const(a.stride.type, j))
        out.append(b.emit(PTR, f"getelementptr i8, {a.shadow.typed}, {off.typed}", "lane"))
    return out


class _ForwardWriter:
    """Wires forward mode for one derivative: pointer shadows and activity first, then each
    reachable block cloned in dominator order with the tangent code of each instruction after
    it (`after` hands it to `synth.tangents`, `synth.forward_memory` or `synth.forward_calls`,
    which read their context from this writer: `b`, `act`, `tangent`, `shadow`, `data`, `tan`)."""

    def __init__(self, spec: ForwardSpec):
        self.spec = spec
        self.fn = fn = spec.fn
        names = {a.name for a in fn.args}
        for a in spec.dup_args:
            if a not in names:
                raise UnsupportedError(f"@{fn.name} has no argument %{a}", None, fn.name)
        by_name = {a.name: a for a in fn.args}      # tangent parameters in the order asked for
        self.dup = [by_name[n] for n in dict.fromkeys(spec.dup_args)]
        for a in self.dup:
            if not (floaty(a.type) or a.type.kind == "ptr"):
                raise UnsupportedError(f"argument %{a.name} of type {a.type} cannot have a tangent "
                                       "(only floating values, aggregates of them, and pointers)",
                                       None, fn.name)
        self.cfg = function_cfg(fn)
        self.reachable = self.cfg.reachable
        self.shadows = PointerShadows(fn, [a.name for a in self.dup if a.type.kind == "ptr"],
                                      self.reachable)
        ret_active = floaty(fn.ret_type)
        self.act = ForwardActivity(fn, [a.name for a in self.dup if a.type.kind != "ptr"],
                                   ret_active, self.shadows, self.reachable)
        check_memory(fn, self.reachable, lambda v: self.shadows.has(v) or is_null_like(v), self.act.varied,
                     self.act.useful, self.unsupported, raw_bits=True,
                     float_at=lambda p: self.type_analysis().float_at(p, 0))
        if targets_gpu(fn):
            check_gpu_features(fn, self.reachable, self.unsupported)
            if spec.width > 1:
                raise UnsupportedError(f"enzyme_width {spec.width} in a GPU function is not supported "
                                       "by enzympy", None, fn.name)
        self.b = Builder("fwd", gpu=targets_gpu(fn))
        self.all_globals = set(self.shadows.globals)   # and those of the callees
        self.width = spec.width
        self.lanes = [{} for _ in range(spec.width)]   # per lane: value name -> tangent / shadow
        self.lane = 0                 # the lane whose tangents are being written
        self._defs = {i.name: i for i in fn.instructions() if i.name}
        self.deferred = []            # (block label, line index, phi, name of its tangent, lane)

    def type_analysis(self):
        """The function's type trees, made on first need (a pointer stored where tangents are
        kept, with no shadow of its own: is there float data behind it?)."""
        if getattr(self, "_types", None) is None:
            from enzympy.analyses.function_types import function_types
            self._types = function_types(self.fn.module, self.fn.name)
        return self._types

    # ------------------------------------------------------------------ errors
    def unsupported(self, what, inst):
        return UnsupportedError(what, inst.line, self.fn.name, self.fn.module.debug_location(inst.dbg))

    # ------------------------------------------------------------------ values
    @property
    def tan(self):
        """Value name -> its tangent (floats) or shadow (pointers), in the current lane. Vector
        mode writes the tangent code of each instruction once per lane, the primal once."""
        return self.lanes[self.lane]

    def each_lane(self, f):
        """[f() in lane 0, f() in lane 1, ...]: a value's tangents or shadows, one per lane (the
        lane written before is restored after)."""
        was, out = self.lane, []
        for self.lane in range(self.width):
            out.append(f())
        self.lane = was
        return out

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
            return self.shadows.shadow_global(v.name, self.lane)
        if v.kind == "const" and self.shadows.has(v):
            return self.shadows.shadow_const(v, self.lane)
        if self.shadows.has(v):
            return self.tan[v.name]
        if null_derived(v, self._defs):
            return v
        return None

    def data(self, v: Value, inst) -> Value:
        """What replaces a data operand of a linear op in its tangent."""
        if is_ptr(v.type):
            s = self.shadow(v)
            if s is None and self._constant_data(v):
                return v        # constant data without floats (Numba's exception records): its own
                                # shadow, as for a pointer stored where shadows are kept
            if s is None:
                raise self.unsupported(f"pointer {v.ref} has no shadow but is merged with one that has", inst)
            return s
        if v.type.has_float() and has_ptr(v.type):
            raise self.unsupported("aggregate of floats and pointers with a tangent", inst)
        return self.tangent(v)

    def _constant_data(self, v, seen=None) -> bool:
        """v is null or a constant without floats behind it, or a phi/select of such only."""
        if is_null_like(v) or v.kind == "function":     # code: no floats behind it (a std::function's manager)
            return True
        # an argument too: Numba's `parent` object of an array rebound in a loop
        if v.kind in ("global", "const", "arg"):
            return not may_point_to_floats(self.type_analysis, v)
        if not v.is_local or v.name not in self._defs:
            return False
        seen = set() if seen is None else seen
        if v.name in seen:
            return True
        seen.add(v.name)
        d = self._defs[v.name]
        ops = [o for o, _ in d.incoming] if d.opcode == "phi" else d.ops[1:] if d.opcode == "select" else None
        return ops is not None and all(self._constant_data(o, seen) for o in ops)

    # ------------------------------------------------------------------ building
    def build(self):
        spec, fn, b = self.spec, self.fn, self.b
        params = [f"{a.type} {a.ref}" for a in fn.args]
        for a in self.dup:
            for k in range(self.width):
                tname = a.name + "'" + (str(k) if self.width > 1 else "")
                params.append(f"{a.type} {local(tname)}")
                self.lanes[k][a.name] = Value(a.type, local(tname), "arg", tname)
        rt = fn.ret_type
        self.tan_ret = rt if floaty(rt) else (PTR if rt.kind == "ptr" else None)
        if self.tan_ret is not None and self.width > 1:
            self.tan_ret = array_of(self.width, self.tan_ret)
        if spec.return_primal and rt.kind != "void":
            self.out_type = literal_struct([rt, self.tan_ret]) if self.tan_ret is not None else rt
        else:
            self.out_type = self.tan_ret if self.tan_ret is not None else VOID
        for name in self.cfg.order:                  # dominators first (entry first)
            self.block(fn.block(name))
        for label, idx, phi, name, lane in self.deferred:
            self.lane = lane
            self.b.blocks[label][idx] = "  " + self.tangent_phi(phi, name)
        self.lane = 0
        self.shadow_globals()
        marks = mark(b, self.cfg, primal_marks(fn, self.cfg), origin_of({blk.name for blk in fn.blocks}))
        attrs = target_attrs(fn.attrs)
        head = f"define internal {self.out_type} {glob(spec.name)}({', '.join(params)}){attrs} {{"
        return head + "\n" + b.text() + "\n}\n" + marks, dict(b.declarations)

    def shadow_globals(self):
        """Define the shadow globals; the outermost derivative zeroes them (those of its
        callees too) on entry: a global's tangent from before the call is no input."""
        b = self.b
        cleared = []
        for g in sorted(self.all_globals):
            for k in range(self.width):
                sg = self.shadows.shadow_global(g, k)
                b.declare(sg.name, shadow_global_definition(self.fn.module, self.fn.module.global_variable(g),
                                                            sg)[1])
                cleared.append((sg, self.fn.module.global_variable(g)))
        if self.spec.zero_globals:
            zero_globals(b, cleared, self.fn.module, front=self.fn.entry.name)

    def block(self, blk):
        b = self.b
        b.block(blk.name)
        for phi in blk.phis:
            inc = ", ".join(f"[ {v.ref}, {local(p)} ]" for v, p in phi.incoming if p in self.reachable)
            b.raw(f"{local(phi.name)} = phi {phi_flags(phi)}{phi.type} {inc}")
        for phi in blk.phis:
            if self.act.inst_active(phi) or self.shadows.has(phi.value):
                for k in range(self.width):
                    name = b.fresh("dphi")
                    self.deferred.append((b.current, len(b.blocks[b.current]), phi, name, k))
                    b.raw("; phi placeholder")
                    self.lanes[k][phi.name] = Value(phi.type, local(name), "inst", name)
        for inst in blk.instructions:
            if inst.opcode == "phi" or skipped(inst):
                continue
            if inst.opcode == "ret":
                self.ret(inst)
                continue
            if inst.opcode == "call" and (has_body(self.fn.module, inst.callee) or is_indirect(inst)) \
                    and fcalls.call_defined(self, inst):
                continue
            if inst.opcode == "call" and is_blas(inst.callee) and not has_body(self.fn.module, inst.callee) \
                    and self.blas_involved(inst):
                forward_blas(self, inst, lambda: b.raw(clean(inst.text)), self.width)
                continue
            b.raw(clean(inst.text))
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
        def returned():
            if self.fn.ret_type.kind != "ptr":
                return self.tangent(v)
            t = self.shadow(v)
            if t is None and self.spec.ret_shadow and not is_null_like(v):
                raise self.unsupported(f"the caller uses the memory of the returned pointer {v.ref} as "
                                       "active, but it has no shadow here", inst)
            return t or zero(PTR)
        lanes = self.each_lane(returned)
        t = lanes[0]
        if self.width > 1:
            t = b.aggregate(self.tan_ret, lanes)
        if self.out_type.kind == "struct" and self.spec.return_primal:
            b.raw(f"ret {b.aggregate(self.out_type, [v, t]).typed}")
        else:
            b.raw(f"ret {t.typed}")

    def blas_involved(self, inst) -> bool:
        """Does a BLAS call touch shadowed memory or active scalars?"""
        return any(a.type.kind == "ptr" and self.shadow(a) is not None for a in inst.args) or \
            any(self.act.is_active(a) for a in inst.args if a.type.is_fp_or_fp_vector) or \
            (bool(inst.name) and self.act.inst_active(inst))

    # ------------------------------------------------------------------ per instruction
    def after(self, inst):
        """Emit the tangent / shadow code of one primal instruction (already cloned), once per lane."""
        self.each_lane(lambda: self._after(inst))

    def _after(self, inst):
        op = inst.opcode
        shadowed = bool(inst.name) and self.shadows.has(inst.value)
        if op == "load":
            return fmem.load(self, inst)
        if op == "store":
            return fmem.store(self, inst)
        if op in ("call", "invoke"):
            return fcalls.call(self, inst)
        if op == "alloca":
            if inst.name in self.shadows.roots:
                fmem.shadow_alloca(self, inst)
            return
        if op in ("atomicrmw", "cmpxchg"):
            return forward_atomic(self, inst)
        if op == "getelementptr" and shadowed:
            flags, src = gep_head(inst)
            base = self.shadow(inst.ops[0])
            idx = "".join(f", {i.typed}" for i in inst.ops[1:])
            self.tan[inst.name] = self.b.emit(inst.type, f"getelementptr {flags + ' ' if flags else ''}"
                                              f"{src}, {base.typed}{idx}", "sgep")
            return
        if shadowed and op in ("select", "bitcast", "addrspacecast", "freeze"):
            self.tan[inst.name] = tangents.linear(self, inst)
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
            self.tan[inst.name] = tangents.linear(self, inst)
            return
        r = rules.instruction_rule(inst)
        if r is None:
            raise self.unsupported(f"no derivative rule for instruction '{op}'", inst)
        self.tan[inst.name] = tangents.from_rule(self, inst, r, inst.ops)


__all__ = ["ForwardSpec", "synthesize_forward", "forward_derivative", "lower_fwddiff", "PointerShadows", "ForwardActivity"]
