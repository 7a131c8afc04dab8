"""The call of a derivative from Numba-compiled code (a Numba intrinsic).

`gradient_call(dispatcher, activity)` is an intrinsic `call(args, shadows)`: `args` is the tuple
of the primal arguments, `shadows` the tuple of shadow arrays, one per 'dup' argument, each laid
out like its primal (same shape and strides: the derivative indexes it with the primal's
strides). At typing time the derivative for the argument types is built (or found in the
cache); the generated code passes the flattened arguments as Numba's calling convention does,
seeds the result's shadow with 1.0, propagates an exception the function raised, and returns
the tuple (value, d active scalar...). Gradients are accumulated into the shadows.

activity=None picks it from the types: float arrays are duplicated, float scalars active,
everything else constant (with argnums: only the arguments in argnums are differentiated).
unwrap=True returns the value alone when no scalar is active.

direct=True calls the derivative by its symbol: for enzympy's own entries, which load the
derivative before Numba loads them, and so may be cached on disk. In users' code (the
Numba-callable gradient) the derivative is called through its address, a dynamic global, so
Numba does not cache a function that calls it (it says so): a cached one, loaded in a process
that has not loaded that derivative, would call an unresolved symbol.
"""

from __future__ import annotations

from .derivative import get_derivative


def default_activity(argtypes, argnums=None):
    """Float arrays duplicated and float scalars active (those in argnums only, when given),
    everything else constant."""
    from numba.core import types
    out = []
    for k, t in enumerate(argtypes):
        if argnums is not None and k not in argnums:
            out.append("const")
        elif isinstance(t, types.Array) and isinstance(t.dtype, types.Float):
            out.append("dup")
        elif isinstance(t, types.Float):
            out.append("active")
        elif argnums is not None:
            from numba.core.errors import TypingError
            raise TypingError(f"argument {k} has type {t}; only float scalars and float arrays "
                              "can be differentiated")
        else:
            out.append("const")
    return tuple(out)


def gradient_lanes_call(dispatcher, activity, width):
    """gradient_call in vector mode (`width` N > 1): N shadows per duplicated array, lane after
    lane, each seeded by the caller; the result is (value, each active scalar's N adjoints)."""
    return gradient_call(dispatcher, activity, width=width)


def gradient_call(dispatcher, activity=None, unwrap=False, argnums=None, direct=True, width=1):
    from numba.core import cgutils, types
    from numba.core.errors import TypingError
    from numba.extending import intrinsic

    @intrinsic(prefer_literal=False)
    def call(typingctx, args, shadows):
        if not isinstance(args, types.BaseTuple) or not isinstance(shadows, types.BaseTuple):
            raise TypingError("enzympy gradient call: expected (args tuple, shadows tuple)")
        argtypes = tuple(args.types)
        act = activity if activity is not None else default_activity(argtypes, argnums)
        dup = [k for k, a in enumerate(act) if a == "dup" for _ in range(width)]
        if len(shadows.types) != len(dup):
            raise TypingError(f"expected {len(dup)} shadow array(s), {'one' if width == 1 else width} per "
                              f"differentiated float array argument, got {len(shadows.types)}")
        for k, s in zip(dup, shadows.types):
            p = argtypes[k]
            if not (isinstance(s, types.Array) and s.dtype == p.dtype and s.ndim == p.ndim and s.mutable):
                raise TypingError(f"the shadow of argument {k} ({p}) must be a writable array of "
                                  f"the same dtype and dimension, not {s}")
        deriv = get_derivative(dispatcher, argtypes, act, width)
        scalars = tuple(t for t in deriv.active_types for _ in range(width))
        restype = types.Tuple((deriv.return_type,) + scalars)
        single = unwrap and not scalars
        sig = (deriv.return_type if single else restype)(args, shadows)

        def codegen(context, builder, signature, llargs):
            from llvmlite import ir
            targs, tshadows = llargs
            vals = [builder.extract_value(targs, i) for i in range(len(argtypes))]
            svals = [builder.extract_value(tshadows, i) for i in range(len(dup))]
            _check_layouts(context, builder, [(argtypes[k], vals[k]) for k in dup],
                           list(zip(shadows.types, svals)))
            flat = list(context.get_arg_packer(argtypes).as_arguments(builder, vals))
            rty = context.get_value_type(deriv.return_type)
            retptr = cgutils.alloca_once_value(builder, ir.Constant(rty, 0.0))
            seeds = [cgutils.alloca_once_value(builder, ir.Constant(rty, 1.0)) for _ in range(width)]
            excinfo = cgutils.alloca_once_value(builder, ir.Constant(ir.PointerType(), None))
            datas = []                             # per array: its lanes' meminfos, then their data
            for j in range(0, len(dup), width):
                arrs = [cgutils.create_struct_proxy(t)(context, builder, value=v)
                        for t, v in zip(shadows.types[j:j + width], svals[j:j + width])]
                datas += [a.meminfo for a in arrs] + [a.data for a in arrs]
            res = builder.call(callee(context, builder, deriv, direct), [retptr, excinfo] + flat + seeds + datas)
            code = builder.extract_value(res, 0)
            status = context.call_conv._get_return_status(builder, code, builder.load(excinfo))
            with cgutils.if_unlikely(builder, status.is_error):
                context.call_conv.return_status_propagate(builder, status)
            outs = [builder.load(retptr)]
            for i in range(len(deriv.active_types)):
                d = builder.extract_value(res, 1 + i)
                outs += [d] if width == 1 else [builder.extract_value(d, lane) for lane in range(width)]
            if single:
                return outs[0]
            return context.make_tuple(builder, restype, outs)

        return sig, codegen

    return call


def callee(context, builder, deriv, direct):
    """The derivative to call: its symbol, or its address as a dynamic global (see above)."""
    from numba.core import cgutils
    if direct:
        return cgutils.get_or_insert_function(builder.module, deriv.fn_type, deriv.symbol)
    import llvmlite.binding as llvm
    address = context.add_dynamic_addr(builder, llvm.address_of_symbol(deriv.symbol), deriv.symbol)
    return builder.bitcast(address, deriv.fn_type.as_pointer())


def _check_layouts(context, builder, primals, shadows):
    """Raise ValueError unless each shadow has its primal's shape and strides."""
    from numba.core import cgutils
    for (pt, pv), (st, sv) in zip(primals, shadows):
        p = cgutils.create_struct_proxy(pt)(context, builder, value=pv)
        s = cgutils.create_struct_proxy(st)(context, builder, value=sv)
        bad = cgutils.false_bit
        for field in ("shape", "strides"):
            a = cgutils.unpack_tuple(builder, getattr(p, field), pt.ndim)
            b = cgutils.unpack_tuple(builder, getattr(s, field), st.ndim)
            for x, y in zip(a, b):
                bad = builder.or_(bad, builder.icmp_unsigned("!=", x, y))
        with cgutils.if_unlikely(builder, bad):
            context.call_conv.return_user_exc(
                builder, ValueError, ("a shadow array must have the shape and strides of its "
                                      "primal (make it with np.zeros_like)",))
