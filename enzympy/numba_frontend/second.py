"""Hessian-vector products of compiled Numba functions: forward mode over the gradient's IR.

For a dispatcher, a signature and an activity per argument ('dup': a float array; 'active': a
float scalar; 'const'), the gradient is synthesised as for `grad` (`derivative`), with plain
loop caches (`ReverseSpec.plain_caches`), and kept in its module as an ordinary function

    { i32 status, <d active>... } @grad(<fn's params>, ptr retptr_shadow (the seed),
                                         (ptr meminfo_shadow, ptr data_shadow) per 'dup')

That module is read again (and optimised again: the gradient is the primal now) and forward
mode differentiates @grad with tangents for fn's %retptr (a slot nobody reads), for each
differentiated argument (the direction v) and for each shadow (the tangent of the gradient,
H v, lands there); the seed is constant. One pass gives H v exactly. The export is

    { i32 status, <d active>..., <(H v) active>... } @name(ptr retptr, ptr excinfo, <fn's args>,
        ptr seed, (ptr, ptr) per 'dup' shadow, ptr retptr_tangent,
        per non-const in order: (ptr meminfo, ptr data) of v | scalar v, (ptr, ptr) per 'dup' H v)

(a written 'const' array, see `outputs`, has its shadow, its tangent and the tangent of its
shadow made zeroed by the export), and `hvp_call` is the intrinsic that calls it from Numba
code. Derivatives are cached as gradients are (`derivative.obtain`), on disk too for
functions Numba caches.
"""

from __future__ import annotations

import re

from .derivative import Derivative, _internalise, _parse_fn_type, build_and_export, obtain

_cache = {}                  # (id(dispatcher), signature, activity) -> Derivative


def get_hvp(dispatcher, argtypes, activity) -> Derivative:
    """f's Hessian-vector product (its export's symbol, function type, numba return type),
    built once (or read from the disk cache)."""
    return obtain(_cache, "hvp", dispatcher, argtypes, activity, lambda *a: _build(*a))


def _build(dispatcher, argtypes, activity, symbol=None):
    src, code, fn_type, written = build_and_export(dispatcher, argtypes, activity, _synthesise, "hvp", symbol)
    active_types = tuple(t for t, a in zip(argtypes, activity) if a == "active")
    return Derivative(code.symbol, fn_type, src.return_type, active_types, dispatcher, written=written), code


def _synthesise(src, activity, seen=None, symbol="__enzympy_numba_hvp"):
    """The module exporting `symbol` (post-AD optimised) and its function type."""
    from enzympy import passes
    from enzympy.driver import ModuleDifferentiator
    from enzympy.forward import forward_derivative
    from enzympy.ir import parse_module

    from .derivative import _dedicated_preheaders
    from .guards import check_vector_memory
    from .outputs import DECLARATIONS, shadow_params, written_arrays
    title = src.py_func.__qualname__
    inner = ModuleDifferentiator(src.text, f"<numba {title}>", plain_caches=True)
    _dedicated_preheaders(inner)
    if seen is not None:
        seen["W"] = inner.W
    fn = inner.W.function(src.fn_name)
    params = fn.args
    dup_slots = [s for s, a in zip(src.slots, activity) if a == "dup"]
    internal = written_arrays(inner.W, src, activity, seen)  # written 'const' arrays: see outputs
    shadows = [params[0].name] + [n for s in dup_slots + internal for n in shadow_params(params, s)]
    active = [params[s.first].name for s, a in zip(src.slots, activity) if a == "active"]
    check_vector_memory(inner.W)
    gname = inner.reverse(src.fn_name, active, ret_active=False, return_primal=True, dup_args=shadows)
    # what the gradient adds is renamed apart (the second reading names its own shadow globals
    # as the first did), and the gradient kept (not internal) through the second pre-AD pipeline
    text = inner._assemble({}, {}, partial=True)
    _check_no_vjp_rules(inner.W, text, src)
    gname = inner.renamed.get(gname, gname)
    text = re.sub(rf"^define internal (.*@{re.escape(gname)}\()", r"define \1", text, count=1, flags=re.M)
    outer = ModuleDifferentiator(text, f"<gradient of {title}>")
    g = outer.W.function(gname)
    call, tangents, made = _forward_arguments(g.args, params, src, activity, internal)
    check_vector_memory(outer.W)
    fname = forward_derivative(outer, gname, tangents, return_primal=True)
    rt = ["i32"] + [str(params[s.first].type) for s, a in zip(src.slots, activity) if a == "active"]
    ext = [str(p.type) for p, ref in call if ref is None]
    wrapper = _wrapper(symbol, fname, "{ " + ", ".join(rt + rt[1:]) + " }", ext, call, g.ret_type,
                       len(active), *made)
    body = _internalise(outer._assemble({}, {}))
    missing = [d for n, d in DECLARATIONS.items()
               if internal and not re.search(rf"^(declare|define)\b[^\n]*@{re.escape(n)}\(", body, re.M)]
    mod = parse_module(body + "\n" + wrapper + "\n".join(missing) + "\n", f"<hessian-vector product of {title}>")
    passes.post_ad(mod, 2, host=True)
    mod.verify()
    return mod, _parse_fn_type(rt + rt[1:], ext)


def _check_no_vjp_rules(W, text, src):
    """A custom_vjp rule in the gradient has no forward derivative (the outer pass would
    differentiate the rule's wrappers as code, tapes and all: the process died). JAX refuses
    forward mode over custom_vjp too."""
    from enzympy.errors import UnsupportedError

    from .errors import demangle
    rules = getattr(W, "custom", None)
    for fn, parts in (rules.gradients.items() if rules else ()):
        if not any(re.search(rf'@"?{re.escape(p)}"?\(', text) for p in parts):
            continue
        if fn in rules.derivatives:          # a custom_jvp: the gradient takes it transposed (`transpose`)
            raise UnsupportedError(f"second derivatives: it calls {demangle(fn)}, whose custom_jvp rule the "
                                   "gradient uses transposed (one jvp call per unit tangent), and enzympy "
                                   "does not differentiate that again yet: hessian and hvp through a "
                                   "custom_jvp rule are not supported")
        raise UnsupportedError(f"second derivatives: it calls {demangle(fn)}, whose custom_vjp rule has no "
                               "forward derivative (as in JAX); give that function a custom_jvp rule "
                               "instead for hessian and hvp")


def _forward_arguments(gp, params, src, activity, internal):
    """The arguments of the gradient's forward derivative: ([(parameter, None (passed to the
    export) | the IR name of a buffer the export makes)], names of the parameters with a
    tangent, (IR lines making the buffers, lines freeing them)).

    Tangents go to fn's retptr, the differentiated arguments and every shadow but the seed.
    A written 'const' array (`outputs`) has three zeroed twins made by the export: its
    shadow, its tangent and the tangent of its shadow (nothing of them is returned)."""
    from .outputs import shadow_params, zeroed_twin
    n_fn = len(params)
    dup_slots = [s for s, a in zip(src.slots, activity) if a == "dup"]
    moving = {params[0].name} | {params[s.first].name for s, a in zip(src.slots, activity) if a == "active"}
    moving |= {n for s in dup_slots + internal for n in shadow_params(params, s)}
    primal_at, shadow_at = {}, {}
    for j, s in enumerate(internal):
        first = n_fn + 1 + 2 * (len(dup_slots) + j)              # after the seed and the 'dup' pairs
        primal_at.update({s.first: (j, 0), s.data_param: (j, 1)})
        shadow_at.update({first: (j, 0), first + 1: (j, 1)})
    lines, frees, boxes = [], [], {}

    def buffer(kind, j, half):
        if (kind, j) not in boxes:
            body, pair, release = zeroed_twin(f"%m{len(boxes)}", internal[j], lambda k: f"%a{k}")
            lines.extend(body)
            frees.append(release)
            boxes[(kind, j)] = pair
        return boxes[(kind, j)][half]
    call = [(p, buffer("shadow", *shadow_at[i]) if i in shadow_at else None) for i, p in enumerate(gp)]
    tangents = []
    for i, p in enumerate(gp):
        if (i < n_fn and p.name not in moving) or i == n_fn:    # constants, and the seed
            continue
        tangents.append(p.name)
        if i < n_fn:
            call.append((p, buffer("tangent", *primal_at[i]) if i in primal_at else None))
        else:
            call.append((p, buffer("shadow tangent", *shadow_at[i]) if i in shadow_at else None))
    return call, tangents, (lines, frees)


def _wrapper(symbol, fname, flat, ext_types, call, gtype, n_active, body, free):
    """`flat @symbol(ext_types)`: makes the zeroed buffers (`body`), calls the forward
    derivative of the gradient with `call` [(parameter, None: the next external argument | a
    made buffer)], which returns { gradient's result, its tangent } (the gradient's result
    alone without active scalars), frees the buffers and returns { status, d active...,
    (H v) active... }."""
    params = ", ".join(f"{t} %a{k}" for k, t in enumerate(ext_types))
    it = iter(range(len(ext_types)))
    args = ", ".join(f"{p.type} {f'%a{next(it)}' if ref is None else ref}" for p, ref in call)
    g = str(gtype)
    out = [f"define {flat} @{symbol}({params}) {{"] + [f"  {x}" for x in body]
    if n_active:
        out.append(f"  %r = call {{ {g}, {g} }} @{fname}({args})")
        out.append(f"  %p = extractvalue {{ {g}, {g} }} %r, 0")
        out.append(f"  %t = extractvalue {{ {g}, {g} }} %r, 1")
    else:
        out.append(f"  %p = call {g} @{fname}({args})")
    out += [f"  {x}" for x in free]
    fields = [("%p", 0)] + [("%p", k) for k in range(1, n_active + 1)] + [("%t", k) for k in range(1, n_active + 1)]
    cur = "undef"
    for j, (src, k) in enumerate(fields):
        out.append(f"  %f{j} = extractvalue {g} {src}, {k}")
        out.append(f"  %s{j} = insertvalue {flat} {cur}, {_field_type(flat, j)} %f{j}, {j}")
        cur = f"%s{j}"
    out += [f"  ret {flat} {cur}", "}"]
    return "\n".join(out) + "\n"


def _field_type(flat, j):
    return flat.strip("{} ").split(", ")[j]


def hvp_call(dispatcher, activity):
    """An intrinsic `call(args, extra) -> (value, d active..., (H v) active...)`; `extra` holds
    one shadow array per 'dup' argument (the gradient is added there), one tangent per
    non-constant argument (an array like its primal, or a float), then one array per 'dup'
    argument that receives its part of H v (all laid out like their primals, zeroed)."""
    from numba.core import cgutils, types
    from numba.core.errors import TypingError
    from numba.extending import intrinsic

    from .intrinsic import _check_layouts, callee

    @intrinsic(prefer_literal=False)
    def call(typingctx, args, extra):
        if not isinstance(args, types.BaseTuple) or not isinstance(extra, types.BaseTuple):
            raise TypingError("enzympy hvp call: expected (args tuple, extra tuple)")
        argtypes = tuple(args.types)
        dup = [k for k, a in enumerate(activity) if a == "dup"]
        moving = [k for k, a in enumerate(activity) if a != "const"]
        if len(extra.types) != 2 * len(dup) + len(moving):
            raise TypingError(f"expected {2 * len(dup) + len(moving)} shadow and tangent arguments")
        deriv = get_hvp(dispatcher, argtypes, activity)
        restype = types.Tuple((deriv.return_type,) + deriv.active_types * 2)
        sig = restype(args, extra)

        def codegen(context, builder, signature, llargs):
            from llvmlite import ir
            targs, textra = llargs
            vals = [builder.extract_value(targs, i) for i in range(len(argtypes))]
            xs = [builder.extract_value(textra, i) for i in range(len(extra.types))]
            xtypes = list(extra.types)
            arrays = [(k, xtypes[j], xs[j]) for j, k in enumerate(dup)]
            arrays += [(k, xtypes[len(dup) + j], xs[len(dup) + j]) for j, k in enumerate(moving)
                       if activity[k] == "dup"]
            arrays += [(k, xtypes[len(dup) + len(moving) + j], xs[len(dup) + len(moving) + j])
                       for j, k in enumerate(dup)]
            _check_layouts(context, builder, [(argtypes[k], vals[k]) for k, _, _ in arrays],
                           [(t, v) for _, t, v in arrays])
            flat = list(context.get_arg_packer(argtypes).as_arguments(builder, vals))
            rty = context.get_value_type(deriv.return_type)
            retptr = cgutils.alloca_once_value(builder, ir.Constant(rty, 0.0))
            seed = cgutils.alloca_once_value(builder, ir.Constant(rty, 1.0))
            dret = cgutils.alloca_once_value(builder, ir.Constant(rty, 0.0))
            excinfo = cgutils.alloca_once_value(builder, ir.Constant(ir.PointerType(), None))

            def pair(t, v):
                arr = cgutils.create_struct_proxy(t)(context, builder, value=v)
                return [arr.meminfo, arr.data]
            call_args = [retptr, excinfo] + flat + [seed]
            for j in range(len(dup)):
                call_args += pair(xtypes[j], xs[j])
            call_args.append(dret)
            for j, k in enumerate(moving):
                t, v = xtypes[len(dup) + j], xs[len(dup) + j]
                call_args += pair(t, v) if activity[k] == "dup" else [context.cast(builder, v, t, argtypes[k])]
            for j in range(len(dup)):
                call_args += pair(xtypes[len(dup) + len(moving) + j], xs[len(dup) + len(moving) + j])
            res = builder.call(callee(context, builder, deriv, True), call_args)
            code = builder.extract_value(res, 0)
            status = context.call_conv._get_return_status(builder, code, builder.load(excinfo))
            with cgutils.if_unlikely(builder, status.is_error):
                context.call_conv.return_status_propagate(builder, status)
            outs = [builder.load(retptr)] + [builder.extract_value(res, 1 + i)
                                             for i in range(2 * len(deriv.active_types))]
            return context.make_tuple(builder, restype, outs)

        return sig, codegen

    return call
