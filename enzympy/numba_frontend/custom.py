"""Custom derivatives of @njit functions, in JAX's shapes, through Enzyme's registration table.

    @enzympy.custom_vjp
    @njit
    def safe_log(x): ...
    @njit
    def safe_log_fwd(x): return safe_log(x), (x,)          # (result, residuals)
    @njit
    def safe_log_bwd(res, g): return (g / res[0],)          # one cotangent per argument
    safe_log.defvjp(safe_log_fwd, safe_log_bwd)

    @enzympy.custom_jvp ... f.defjvp(f_jvp)   # f_jvp(primals, tangents) -> (result, tangent)

Wherever differentiated code calls such a function (and for `grad(f)`/`jvp(f)` of it, as in
JAX), its rule is used, not its body. How: the module of the code being differentiated gets
the rule's compiled functions linked in, wrappers from Enzyme's convention for the function as
Numba compiled it (`i32 f(ptr retptr, ptr excinfo, args...)`: the result's adjoint is read from
the shadow of `retptr`) to the user's functions, and Enzyme's globals
`__enzyme_register_gradient_<f>` / `__enzyme_register_derivative_<f>` naming them, which
`enzympy.custom_rules` reads as it does a C user's. For now the function's arguments and result
are float scalars, and residuals float or integer scalars or tuples of them.
"""

from __future__ import annotations

import inspect
import weakref

from enzympy.errors import EnzympyError

_VJP = {}      # id(dispatcher) -> (dispatcher, fwd, bwd)
_JVP = {}      # id(dispatcher) -> (dispatcher, jvp)
_TRAMPOLINES = weakref.WeakValueDictionary()


def custom_vjp(f):
    """Mark an @njit function as having a custom reverse-mode rule, given by `f.defvjp(fwd, bwd)`."""
    from .source import as_dispatcher
    d = as_dispatcher(f)

    def defvjp(fwd, bwd):
        _VJP[id(d)] = (d, as_dispatcher(fwd), as_dispatcher(bwd))
        return d
    d.defvjp = defvjp
    return d


def custom_jvp(f):
    """Mark an @njit function as having a custom forward-mode rule, given by `f.defjvp(jvp)`."""
    from .source import as_dispatcher
    d = as_dispatcher(f)

    def defjvp(jvp):
        _JVP[id(d)] = (d, as_dispatcher(jvp))
        return d
    d.defjvp = defjvp
    return d


def any_registered() -> bool:
    return bool(_VJP or _JVP)


def involves_rules(library) -> bool:
    """Does the code of a compiled library call a function with a rule? (Its derivative is then
    not cached on disk: the key, made from the primal's IR, does not cover the rule's code.)"""
    if not any_registered():
        return False
    from .source import linked_module
    try:
        text = str(linked_module(library))
    except Exception:         # no module to read (loaded from Numba's cache): assume it does
        return True
    return any(f"@{c.fndesc.llvm_func_name}(" in text
               for table in (_VJP, _JVP) for entry in list(table.values())
               for c in list(entry[0].overloads.values()))


def trampoline(dispatcher):
    """For `grad(f)` of a function with a rule: an @njit function calling f, so that the rule
    applies (JAX's behaviour; a derivative of f itself would differentiate its body)."""
    if id(dispatcher) not in _VJP and id(dispatcher) not in _JVP:
        return dispatcher
    t = _TRAMPOLINES.get(id(dispatcher))
    if t is None:
        from numba import njit
        params = list(inspect.signature(dispatcher.py_func).parameters)
        args = ", ".join(params)
        scope = {"f": dispatcher}
        exec(f"def call({args}):\n    return f({args})\n", scope)
        call = scope["call"]
        call.__qualname__ = call.__name__ = dispatcher.py_func.__name__
        t = _TRAMPOLINES[id(dispatcher)] = njit(call)
        t._enzympy_target = dispatcher           # keeps f alive as long as its trampoline
    return t


# ----------------------------------------------------------------------------- linking rules

def compiled_ir_with_rules(dispatcher, argtypes):
    """`source.compiled_ir` of f, or of a call to f when f has a rule, with the rules of the
    functions its code calls linked in."""
    from .source import compiled_ir
    return compiled_ir(trampoline(dispatcher), argtypes, link_rules if any_registered() else None)


def link_rules(mod, text):
    """For each call in `text` (mod's text) to a compiled overload of a function with a rule:
    link the rule's functions into `mod` (llvmlite module) and return (text to append: wrappers,
    Enzyme's globals, declarations the wrappers need; names of the wrappers)."""
    extra, roots, decls = [], [], {}
    for table, kind in ((_VJP, "vjp"), (_JVP, "jvp")):
        for entry in list(table.values()):
            f = entry[0]
            for argtypes, cres in list(f.overloads.items()):
                name = cres.fndesc.llvm_func_name
                if f"@{name}(" not in text:
                    continue
                _check_scalars(f, argtypes, cres.signature.return_type)
                w = _VjpWrappers(mod, cres, *entry[1:]) if kind == "vjp" else _JvpWrapper(mod, cres, entry[1])
                extra.append(w.text)
                roots.extend(w.names)
                decls.update(w.declarations)
    if extra:
        linked = str(mod)
        extra += [d for n, d in decls.items() if f"@{n}(" not in linked]
    return "\n".join(extra), roots


def _check_scalars(f, argtypes, rt):
    from numba.core import types
    if not all(isinstance(t, types.Float) for t in argtypes) or not isinstance(rt, types.Float):
        raise EnzympyError(f"custom rule of {f.py_func.__name__}: enzympy takes custom rules for "
                           "functions of float scalars returning a float scalar for now, not "
                           f"({', '.join(map(str, argtypes))}) -> {rt}")


def _link(mod, dispatcher, argtypes):
    """Compile dispatcher for argtypes and link its code into mod; its compile result."""
    import llvmlite.binding as llvm

    from .source import compile_for, linked_module
    cres = compile_for(dispatcher, tuple(argtypes))
    m = linked_module(cres.library)
    for fn in m.functions:
        if not fn.is_declaration and fn.linkage in (llvm.Linkage.external, llvm.Linkage.linkonce_odr):
            fn.linkage = "weak_odr"
    mod.link_in(m)
    return cres


def _leaves(numba_type):
    """The scalar leaves of a (nested) tuple type, depth first, with their extractvalue paths."""
    from numba.core import types
    if isinstance(numba_type, (types.BaseTuple,)):
        out = []
        for k, t in enumerate(numba_type):
            out.extend(([k] + p, leaf) for p, leaf in _leaves(t))
        return out
    if isinstance(numba_type, (types.Float, types.Integer, types.Boolean)):
        return [([], numba_type)]
    raise EnzympyError(f"residuals and cotangents of a custom rule are scalars or tuples of them, not {numba_type}")


def _path(p):
    return "".join(f", {k}" for k in p)


class _Rule:
    def __init__(self, mod, cres):
        self.ctx = cres.target_context
        self.fname = cres.fndesc.llvm_func_name
        self.argtypes = tuple(cres.signature.args)
        self.rt = cres.signature.return_type
        self.lrt = str(self.ctx.get_value_type(self.rt))
        self.largs = [str(self.ctx.get_value_type(t)) for t in self.argtypes]

    def ty(self, t):
        return str(self.ctx.get_value_type(t))


class _VjpWrappers(_Rule):
    """@<f>.ad.aug(ret, dret, exc, dexc, x...) -> {tape, status} and
    @<f>.ad.rev(ret, dret, exc, dexc, x..., tape) -> {dx...}: Enzyme's convention for f."""

    def __init__(self, mod, cres, fwd, bwd):
        super().__init__(mod, cres)
        from numba.core import types
        fc = _link(mod, fwd, self.argtypes)
        frt = fc.signature.return_type
        if not isinstance(frt, types.BaseTuple) or len(frt) != 2 or frt[0] != self.rt:
            raise EnzympyError(f"{fwd.py_func.__name__} must return (result, residuals) with a result of "
                               f"type {self.rt}, not {frt}")
        res_t = frt[1]
        bc = _link(mod, bwd, (res_t, self.rt))
        brt = bc.signature.return_type
        cts = [leaf for _, leaf in _leaves(brt)] if isinstance(brt, types.BaseTuple) else [brt]
        if len(cts) != len(self.argtypes) or not all(isinstance(t, types.Float) for t in cts):
            raise EnzympyError(f"{bwd.py_func.__name__} must return one float cotangent per argument of "
                               f"{fwd.py_func.__name__.removesuffix('_fwd')} ({len(self.argtypes)}), not {brt}")
        aug, rev = f"{self.fname}.ad.aug", f"{self.fname}.ad.rev"
        self.names = [aug, rev]
        args = [f"{t} %a{k}" for k, t in enumerate(self.largs)]
        call_args = ", ".join(f"{t} %a{k}" for k, t in enumerate(self.largs))
        fwd_t, res_lt = self.ty(frt), self.ty(res_t)
        head = "ptr %ret, ptr %dret, ptr %exc, ptr %dexc"
        size = max(self.ctx.get_abi_sizeof(self.ctx.get_value_type(res_t)), 1)
        lines = [
            f'define internal {{ ptr, i32 }} @"{aug}"({head}, {", ".join(args)}) {{',
            f"  %slot = alloca {fwd_t}",
            f"  %st = call i32 @{fc.fndesc.llvm_func_name}(ptr %slot, ptr %exc, {call_args})",
            f"  %v = load {fwd_t}, ptr %slot",
            f"  %out = extractvalue {fwd_t} %v, 0",
            f"  store {self.lrt} %out, ptr %ret",
            f"  %res = extractvalue {fwd_t} %v, 1",
            f"  %tape = call ptr @malloc(i64 {size})",
            f"  store {res_lt} %res, ptr %tape",
            "  %r0 = insertvalue { ptr, i32 } undef, ptr %tape, 0",
            "  %r1 = insertvalue { ptr, i32 } %r0, i32 %st, 1",
            "  ret { ptr, i32 } %r1",
            "}",
        ]
        bwd_t = self.ty(brt)
        leaves = [f"{self.ty(t)} %res.{k}" for k, (_, t) in enumerate(_leaves(res_t))]
        out_t = "{ " + ", ".join(self.largs) + " }"
        zero = "0.0"
        rev_lines = [
            f'define internal {out_t} @"{rev}"({head}, {", ".join(args)}, ptr %tape) {{',
            "entry:",
            "  %live = icmp ne ptr %dret, null",
            "  br i1 %live, label %read, label %go",
            "read:",
            f"  %g.in = load {self.lrt}, ptr %dret",
            f"  store {self.lrt} {zero}, ptr %dret",
            "  br label %go",
            "go:",
            f"  %g = phi {self.lrt} [ %g.in, %read ], [ {zero}, %entry ]",
            f"  %res = load {res_lt}, ptr %tape",
            "  call void @free(ptr %tape)",
        ]
        for k, (p, t) in enumerate(_leaves(res_t)):
            rev_lines.append(f"  %res.{k} = extractvalue {res_lt} %res{_path(p)}" if p else
                             f"  %res.{k} = freeze {res_lt} %res")
        rev_lines += [f"  %bslot = alloca {bwd_t}",
                      f"  %bst = call i32 @{bc.fndesc.llvm_func_name}(ptr %bslot, ptr %exc, "
                      f"{', '.join(leaves + [f'{self.lrt} %g'])})",
                      f"  %cts = load {bwd_t}, ptr %bslot"]
        paths = [p for p, _ in _leaves(brt)] if isinstance(brt, types.BaseTuple) else [None]
        acc = "undef"
        for k, (p, ct_t, arg_lt) in enumerate(zip(paths, cts, self.largs)):
            src = f"%ct.{k}"
            rev_lines.append(f"  {src} = extractvalue {bwd_t} %cts{_path(p)}" if p is not None else
                             f"  {src} = freeze {bwd_t} %cts")
            line, src = _convert(src, self.ty(ct_t), arg_lt, f"ctc.{k}")
            rev_lines += line
            rev_lines.append(f"  %o.{k} = insertvalue {out_t} {acc}, {arg_lt} {src}, {k}")
            acc = f"%o.{k}"
        rev_lines += [f"  ret {out_t} {acc}", "}"]
        self.declarations = {"malloc": "declare ptr @malloc(i64)", "free": "declare void @free(ptr)"}
        self.text = "\n".join(lines + [""] + rev_lines + [
            f'@"__enzyme_register_gradient_{self.fname}" = weak global [3 x ptr] '
            f'[ptr @{self.fname}, ptr @"{aug}", ptr @"{rev}"]', ""])


def _convert(v, have, want, tag):
    """Lines converting float value v from type `have` to `want`, and the converted value."""
    if have == want:
        return [], v
    op = "fptrunc" if have == "double" else "fpext"
    return [f"  %{tag} = {op} {have} {v} to {want}"], f"%{tag}"


class _JvpWrapper(_Rule):
    """@<f>.ad.fwd(ret, dret, exc, dexc, x, dx, ...) -> status: Enzyme's convention for f."""

    def __init__(self, mod, cres, jvp):
        super().__init__(mod, cres)
        from numba.core import types
        tup = types.Tuple(self.argtypes) if len(set(self.argtypes)) > 1 else \
            types.UniTuple(self.argtypes[0], len(self.argtypes))
        jc = _link(mod, jvp, (tup, tup))
        jrt = jc.signature.return_type
        if not isinstance(jrt, types.BaseTuple) or len(jrt) != 2 or \
                not all(isinstance(t, types.Float) for t in jrt):
            raise EnzympyError(f"{jvp.py_func.__name__} must return (result, tangent), floats, not {jrt}")
        name = f"{self.fname}.ad.fwd"
        self.names = [name]
        jt = self.ty(jrt)
        params = []
        for k, t in enumerate(self.largs):
            params += [f"{t} %a{k}", f"{t} %t{k}"]
        prim = [f"{t} %a{k}" for k, t in enumerate(self.largs)]
        tans = [f"{t} %t{k}" for k, t in enumerate(self.largs)]
        out_lt, tan_lt = self.ty(jrt[0]), self.ty(jrt[1])

        c1, out = _convert("%out", out_lt, self.lrt, "outc")
        c2, tan = _convert("%tan", tan_lt, self.lrt, "tanc")
        lines = [f'define internal i32 @"{name}"(ptr %ret, ptr %dret, ptr %exc, ptr %dexc, {", ".join(params)}) {{',
                 "entry:",
                 f"  %slot = alloca {jt}",
                 f"  %st = call i32 @{jc.fndesc.llvm_func_name}(ptr %slot, ptr %exc, {', '.join(prim + tans)})",
                 f"  %v = load {jt}, ptr %slot",
                 f"  %out = extractvalue {jt} %v, 0",
                 f"  %tan = extractvalue {jt} %v, 1", *c1, *c2,
                 f"  store {self.lrt} {out}, ptr %ret",
                 "  %live = icmp ne ptr %dret, null",
                 "  br i1 %live, label %put, label %done",
                 "put:",
                 f"  store {self.lrt} {tan}, ptr %dret",
                 "  br label %done",
                 "done:",
                 "  ret i32 %st",
                 "}",
                 f'@"__enzyme_register_derivative_{self.fname}" = weak global [2 x ptr] '
                 f'[ptr @{self.fname}, ptr @"{name}"]', ""]
        self.declarations = {}
        self.text = "\n".join(lines)
