"""Forward-mode derivatives (Jacobian-vector products) of compiled Numba functions.

The counterpart of `derivative` for `jvp`: for a dispatcher, a signature and an activity per
argument ('dup': a float array with a tangent array laid out like it; 'active': a float scalar
with a float tangent; 'const'), the core's forward mode differentiates the IR of that
compilation with %retptr duplicated, so the tangent of the result is stored through the
shadow of %retptr. Arrays the function allocates (NRT meminfos) get twin allocations that live
as long as theirs (`forward.PointerShadows`, `nrt`). The export has the signature

    i32 status @name(ptr retptr, ptr excinfo, <fn's flattened args>,
                     ptr retptr_tangent, <per 'dup': ptr meminfo, ptr data of the tangent | per 'active': scalar>)

in argument order, and `tangent_call` is the intrinsic that calls it from Numba code. Tangents
are cached as gradients are, in memory and, for functions Numba caches, on disk
(`derivative.obtain`).

In vector mode (`width` N > 1, Enzyme's enzyme_width) every shadow and tangent above comes N
times, lane after lane (retptr's tangents, then each meminfo's, each data pointer's, each
scalar's), and one call computes N directional derivatives with the primal run once.
"""

from __future__ import annotations

from .derivative import Derivative, _llty, export_lanes, exported_module, obtain_lanes

_cache = {}                  # width -> {(id(dispatcher), signature, activity) -> Derivative}


def get_tangent(dispatcher, argtypes, activity, width=1) -> Derivative:
    """f's forward derivative (its export's symbol, llvmlite function type, numba return
    type), built once (or read from the disk cache, see `diskcache`)."""
    return obtain_lanes(_cache, "jvp", width, dispatcher, argtypes, activity, lambda *a, **k: _build(*a, **k))


def _build(dispatcher, argtypes, activity, symbol=None, width=1):
    src, code, fn_type, written = export_lanes(dispatcher, argtypes, activity, _synthesise, "jvp", symbol, width)
    return Derivative(code.symbol, fn_type, src.return_type, (), dispatcher, written=written), code


def _synthesise(src, activity, seen=None, symbol="__enzympy_numba_jvp", width=1):
    """The forward-derivative module (post-AD optimised), exporting `symbol`, and its type."""
    from enzympy.driver import ModuleDifferentiator
    from enzympy.forward import forward_derivative

    from .guards import check_vector_memory
    from .outputs import shadow_params, written_arrays
    diff = ModuleDifferentiator(src.text, f"<numba {src.py_func.__qualname__}>")
    if seen is not None:
        seen["W"] = diff.W
    fn = diff.W.function(src.fn_name)
    params = fn.args
    dups = [params[0].name]
    for s, a in zip(src.slots, activity):
        if a == "dup":
            dups += shadow_params(params, s)
        elif a == "active":
            dups.append(params[s.first].name)
    by_name = {p.name: p for p in params}
    ptypes = [str(p.type) for p in params] + [str(by_name[n].type) for n in dups for _ in range(width)]
    internal = written_arrays(diff.W, src, activity, seen)
    dups += [n for s in internal for n in shadow_params(params, s)]
    check_vector_memory(diff.W)
    dname = forward_derivative(diff, src.fn_name, dups, return_primal=True, width=width)
    _check_no_vjp_only_rules(diff)
    rt = str(fn.ret_type)
    mod = exported_module(diff, dname, symbol, rt, ptypes, f"<tangent of {src.py_func.__qualname__}>",
                          internal, lanes=width)
    return mod, _fn_type(rt, ptypes)


def _check_no_vjp_only_rules(diff):
    """Forward mode through a function that has a custom_vjp rule and no custom_jvp one is
    refused, as JAX refuses it: its body was differentiated instead (a straight-through
    estimator's round gave 0 where grad gives 1), and jacobian() changed its answer with the
    shapes that pick forward or reverse mode."""
    from .errors import NoForwardRule, demangle
    rules = getattr(diff.W, "custom", None)
    if not rules:
        return
    for key in diff.derivatives:
        fn = key[1] if key[0] == "fwd" else None
        if fn in rules.gradients and fn not in rules.derivatives:
            raise NoForwardRule(f"forward mode (jvp, jacfwd, jacobian, hessian) through "
                                   f"{demangle(fn) or fn}, which has a custom_vjp rule and no custom_jvp "
                                   "rule (as in JAX): give it a custom_jvp rule, or use grad/vjp/jacrev")


def _fn_type(rt, ptypes):
    from llvmlite import ir as llir
    return llir.FunctionType(_llty(rt), [_llty(t) for t in ptypes])


def tangent_call(dispatcher, activity, width=1):
    """An intrinsic `call(args, tangents) -> (value, tangent)`: `tangents` has one entry per
    non-constant argument, in order (an array laid out like its primal, or a float). With
    `width` N > 1: N entries per such argument, lane after lane, and the result is (value,
    tangent of lane 0, ..., tangent of lane N-1)."""
    from numba.core import cgutils, types
    from numba.core.errors import TypingError
    from numba.extending import intrinsic

    from .intrinsic import _check_layouts, callee

    @intrinsic(prefer_literal=False)
    def call(typingctx, args, tangents):
        if not isinstance(args, types.BaseTuple) or not isinstance(tangents, types.BaseTuple):
            raise TypingError("enzympy jvp call: expected (args tuple, tangents tuple)")
        argtypes = tuple(args.types)
        moving = [k for k, a in enumerate(activity) if a != "const" for _ in range(width)]
        if len(tangents.types) != len(moving):
            raise TypingError(f"expected {len(moving)} tangent(s), got {len(tangents.types)}")
        for k, t in zip(moving, tangents.types):
            p = argtypes[k]
            ok = (isinstance(t, types.Array) and t.dtype == p.dtype and t.ndim == p.ndim) \
                if activity[k] == "dup" else isinstance(t, (types.Float, types.Integer))
            if not ok:
                raise TypingError(f"the tangent of argument {k} ({p}) must be "
                                  f"{'an array like it' if activity[k] == 'dup' else 'a float'}, not {t}")
        deriv = get_tangent(dispatcher, argtypes, activity, width)
        return_type = deriv.return_type
        sig = types.UniTuple(return_type, 1 + width)(args, tangents)

        def codegen(context, builder, signature, llargs):
            from llvmlite import ir
            targs, ttans = llargs
            vals = [builder.extract_value(targs, i) for i in range(len(argtypes))]
            tvals = [builder.extract_value(ttans, i) for i in range(len(moving))]
            dup = [(k, t, v) for k, t, v in zip(moving, tangents.types, tvals) if activity[k] == "dup"]
            _check_layouts(context, builder, [(argtypes[k], vals[k]) for k, _, _ in dup],
                           [(t, v) for _, t, v in dup])
            flat = list(context.get_arg_packer(argtypes).as_arguments(builder, vals))
            rty = context.get_value_type(return_type)
            retptr = cgutils.alloca_once_value(builder, ir.Constant(rty, 0.0))
            drets = [cgutils.alloca_once_value(builder, ir.Constant(rty, 0.0)) for _ in range(width)]
            excinfo = cgutils.alloca_once_value(builder, ir.Constant(ir.PointerType(), None))
            extra = []
            for j in range(0, len(moving), width):          # one argument's lanes
                k, lanes = moving[j], list(zip(tangents.types[j:j + width], tvals[j:j + width]))
                if activity[k] == "dup":
                    arrs = [cgutils.create_struct_proxy(t)(context, builder, value=v) for t, v in lanes]
                    extra += [a.meminfo for a in arrs] + [a.data for a in arrs]
                else:
                    extra += [context.cast(builder, v, t, argtypes[k]) for t, v in lanes]
            fn = callee(context, builder, deriv, direct=True)
            code = builder.call(fn, [retptr, excinfo] + flat + drets + extra)
            status = context.call_conv._get_return_status(builder, code, builder.load(excinfo))
            with cgutils.if_unlikely(builder, status.is_error):
                context.call_conv.return_status_propagate(builder, status)
            return context.make_tuple(builder, signature.return_type,
                                      [builder.load(retptr)] + [builder.load(d) for d in drets])

        return sig, codegen

    return call
