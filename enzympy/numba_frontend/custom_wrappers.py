"""The IR of a Numba custom rule: wrappers from Enzyme's convention for a function f, as Numba
compiled it, to the user's @njit rule functions (`custom` links them in and registers them).

Numba compiles f as `i32 f(ptr retptr, ptr excinfo, <flattened args>)`: an array argument is
its fields (meminfo, parent, nitems, itemsize, data, shape..., strides...). Enzyme's
convention (`synth/custom_calls`) gives every parameter that is not a float a shadow after it:
an array's data pointer its shadow (null when the caller's array carries no derivative), an
integer itself again, retptr the shadow holding the result's adjoint.

Reverse mode: the augmented pass calls fwd (result, residuals) and keeps the residuals (arrays
in them with the references fwd returned) in a heap tape; the reverse reads the adjoint of the
result, calls bwd(residuals, g), returns the cotangents of the float arguments, adds each
array's cotangent into its shadow (an @njit `dst += ct` over the primal's shape and strides),
and releases the arrays of the cotangents and of the residuals.
"""

from __future__ import annotations

from enzympy.emit import string_constant
from enzympy.errors import EnzympyError


def link(mod, dispatcher, argtypes):
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


def leaves(numba_type, arrays=False):
    """The leaves of a (nested) tuple type, depth first, with their extractvalue paths: scalars,
    and arrays when `arrays`; None leaves (a cotangent of an integer) are left out."""
    from numba.core import types
    if isinstance(numba_type, types.BaseTuple):
        out = []
        for k, t in enumerate(numba_type):
            out.extend(([k] + p, leaf) for p, leaf in leaves(t, arrays))
        return out
    if isinstance(numba_type, (types.Float, types.Integer, types.Boolean)) or \
            (arrays and isinstance(numba_type, types.Array)):
        return [([], numba_type)]
    if isinstance(numba_type, types.NoneType) and arrays:
        return []
    raise EnzympyError(f"residuals and cotangents of a custom rule are scalars{', arrays' if arrays else ''} "
                       f"or tuples of them, not {numba_type}")


def _path(p):
    return "".join(f", {k}" for k in p)


def convert(v, have, want, tag):
    """Lines converting float value v from type `have` to `want`, and the converted value."""
    if have == want:
        return [], v
    op = "fptrunc" if have == "double" else "fpext"
    return [f"  %{tag} = {op} {have} {v} to {want}"], f"%{tag}"


def opaque(t) -> str:
    """An llvmlite type as opaque-pointer IR writes it (llvmlite prints `i8*`)."""
    from llvmlite import ir
    if isinstance(t, ir.PointerType):
        return "ptr"
    if isinstance(t, ir.LiteralStructType):
        return ("<{ " if t.packed else "{ ") + ", ".join(opaque(e) for e in t.elements) + (" }>" if t.packed else " }")
    if isinstance(t, ir.ArrayType):
        return f"[{t.count} x {opaque(t.element)}]"
    return str(t)


class _Rule:
    def __init__(self, cres):
        self.ctx = cres.target_context
        self.fname = cres.fndesc.llvm_func_name
        self.argtypes = tuple(cres.signature.args)
        self.rt = cres.signature.return_type
        self.lrt = str(self.ctx.get_value_type(self.rt))

    def ty(self, t):
        return opaque(self.ctx.get_value_type(t))

    def flat_types(self, t):
        """LLVM types of the parameters a value of numba type t is passed as."""
        return [opaque(x) for x in self.ctx.get_arg_packer((t,)).argument_types]

    def flatten(self, lines, value, t, tag):
        """[(type, value)] passing `value` (of numba type t) as Numba passes it, the lines
        extracting them appended to `lines`."""
        from numba.core import types
        out = []

        def field(path, lt):
            name = f"%{tag}.{len(out)}"
            lines.append(f"  {name} = extractvalue {self.ty(t)} {value}{_path(path)}")
            out.append((lt, name))

        def walk(tt, path):
            if isinstance(tt, types.BaseTuple):
                for k, e in enumerate(tt):
                    walk(e, path + [k])
            elif isinstance(tt, types.Array):
                for k, lt in enumerate(("ptr", "ptr", "i64", "i64", "ptr")):
                    field(path + [k], lt)
                for k in (5, 6):
                    for d in range(tt.ndim):
                        field(path + [k, d], "i64")
            else:
                field(path, self.ty(tt))
        if not isinstance(t, (types.BaseTuple, types.Array)):
            return [(self.ty(t), value)]
        walk(t, [])
        if [lt for lt, _ in out] != self.flat_types(t):
            raise EnzympyError(f"custom rule of {self.fname}: cannot pass a value of type {t}")
        return out


class VjpWrappers(_Rule):
    """@<f>.ad.aug(ret, dret, exc, dexc, <params, shadows>) -> {tape, status} and
    @<f>.ad.rev(ret, dret, exc, dexc, <params, shadows>, tape) -> {adjoints of the float
    parameters}: Enzyme's convention for f."""

    def __init__(self, mod, cres, fwd, bwd):
        super().__init__(cres)
        from numba.core import types
        self.declarations = {"malloc": "declare ptr @malloc(i64)", "free": "declare void @free(ptr)", **RELEASE}
        fc = link(mod, fwd, self.argtypes)
        frt = fc.signature.return_type
        if not isinstance(frt, types.BaseTuple) or len(frt) != 2 or frt[0] != self.rt:
            raise EnzympyError(f"{fwd.py_func.__name__} must return (result, residuals) with a result of "
                               f"type {self.rt}, not {frt}")
        res_t = frt[1]
        leaves(res_t, arrays=True)                  # residuals of kinds the tape can keep
        bc = link(mod, bwd, (res_t, self.rt))
        brt = bc.signature.return_type
        cts = list(brt) if isinstance(brt, types.BaseTuple) else [brt]
        self._check_cotangents(bwd, fwd, cts)
        # f's parameters: per argument its flattened fields, each followed by a shadow unless a float
        self.params, self.fields, self.primal = [], [], []
        for k, t in enumerate(self.argtypes):
            names = []
            for i, lt in enumerate(self.flat_types(t)):
                n = f"%a{k}.{i}"
                names.append(n)
                self.primal.append(f"{lt} {n}")
                self.params.append(f"{lt} {n}")
                if lt not in ("double", "float"):
                    self.params.append(f"{lt} {n}.s")
            self.fields.append(names)
        aug, rev = f"{self.fname}.ad.aug", f"{self.fname}.ad.rev"
        self.names = [aug, rev]
        self.text = "\n".join(self._augmented(aug, fc, frt, res_t) + [""]
                              + self._reverse(rev, bc, res_t, brt, cts, mod, bwd.py_func.__name__) + [
            f'@"__enzyme_register_gradient_{self.fname}" = weak global [3 x ptr] '
            f'[ptr @{self.fname}, ptr @"{aug}", ptr @"{rev}"]', ""])

    def _check_cotangents(self, bwd, fwd, cts):
        from numba.core import types
        name = fwd.py_func.__name__.removesuffix("_fwd")
        ok = len(cts) == len(self.argtypes)
        for t, ct in zip(self.argtypes, cts) if ok else ():
            if isinstance(t, types.Float):
                ok &= isinstance(ct, types.Float)
            elif isinstance(t, types.Array):
                ok &= isinstance(ct, types.Array) and isinstance(ct.dtype, types.Float) and ct.ndim == t.ndim
            else:
                ok &= isinstance(ct, types.NoneType)
        if not ok:
            raise EnzympyError(f"{bwd.py_func.__name__} must return one cotangent per argument of {name} "
                               f"({len(self.argtypes)}: a float for a float, an array of its shape for an "
                               f"array, None for an integer or boolean), not ({', '.join(map(str, cts))})")

    def _augmented(self, aug, fc, frt, res_t):
        fwd_t, res_lt = self.ty(frt), self.ty(res_t)
        size = max(self.ctx.get_abi_sizeof(self.ctx.get_value_type(res_t)), 1)
        return [
            f'define internal {{ ptr, i32 }} @"{aug}"(ptr %ret, ptr %dret, ptr %exc, ptr %dexc, '
            f'{", ".join(self.params)}) {{',
            f"  %slot = alloca {fwd_t}",
            f"  %st = call i32 @{fc.fndesc.llvm_func_name}(ptr %slot, ptr %exc, {', '.join(self.primal)})",
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

    def _reverse(self, rev, bc, res_t, brt, cts, mod, bwd_name):
        from numba.core import types
        res_lt, bwd_t = self.ty(res_t), self.ty(brt)
        floats = [(k, self.ty(t)) for k, t in enumerate(self.argtypes) if isinstance(t, types.Float)]
        out_t = "{ " + ", ".join(lt for _, lt in floats) + " }"
        lines = [
            f'define internal {out_t} @"{rev}"(ptr %ret, ptr %dret, ptr %exc, ptr %dexc, '
            f'{", ".join(self.params)}, ptr %tape) {{',
            "entry:",
            "  %live = icmp ne ptr %dret, null",
            "  br i1 %live, label %read, label %go",
            "read:",
            f"  %g.in = load {self.lrt}, ptr %dret",
            f"  store {self.lrt} 0.0, ptr %dret",
            "  br label %go",
            "go:",
            f"  %g = phi {self.lrt} [ %g.in, %read ], [ 0.0, %entry ]",
            f"  %res = load {res_lt}, ptr %tape",
            "  call void @free(ptr %tape)",
        ]
        args = self.flatten(lines, "%res", res_t, "res") + [(self.lrt, "%g")]
        lines += [f"  %bslot = alloca {bwd_t}",
                  f"  %bst = call i32 @{bc.fndesc.llvm_func_name}(ptr %bslot, ptr %exc, "
                  f"{', '.join(f'{t} {v}' for t, v in args)})",
                  "  %bbad = icmp ne i32 %bst, 0",
                  "  br i1 %bbad, label %failed, label %bok",
                  "bok:",
                  f"  %cts = load {bwd_t}, ptr %bslot"]
        tuple_ = isinstance(brt, types.BaseTuple)
        acc, adds = "undef", {}
        for k, (t, ct) in enumerate(zip(self.argtypes, cts)):
            src = f"%ct.{k}"
            if isinstance(ct, types.NoneType):
                continue
            lines.append(f"  {src} = extractvalue {bwd_t} %cts, {k}" if tuple_ else f"  {src} = freeze {bwd_t} %cts")
            if isinstance(t, types.Float):
                line, v = convert(src, self.ty(ct), self.ty(t), f"ctc.{k}")
                j = [a for a, _ in floats].index(k)
                lines += line + [f"  %o.{k} = insertvalue {out_t} {acc}, {self.ty(t)} {v}, {j}"]
                acc = f"%o.{k}"
                continue
            lines += self._add_into_shadow(k, t, ct, src, mod, adds)
        arrays = [p for p, t in leaves(res_t, arrays=True) if isinstance(t, types.Array)]
        for j, p in enumerate(arrays):                 # the references the tape held
            lines += [f"  %rel.{j} = extractvalue {res_lt} %res{_path(p + [0])}",
                      f"  call void @__enzympy_nrt_release(ptr %rel.{j})"]
        # no status comes back from a reverse pass: a rule that raised stops the program, in one
        # line, rather than leave a gradient without its part
        msg = f"{self.fname}.ad.failed"
        self.declarations[msg], size = string_constant(
            msg, f"enzympy: the custom_vjp rule {bwd_name} raised an exception in the reverse pass "
                 "(or returned a cotangent whose shape is not its argument's)\n")
        self.declarations.update(FAIL)
        lines += [f"  ret {out_t} {acc}",
                  "failed:",
                  f'  call void @__enzympy_rule_failed(ptr @"{msg}", i64 {size})',
                  "  unreachable", "}"]
        return lines

    def _add_into_shadow(self, k, t, ct, src, mod, adds):
        """Lines adding the cotangent array `src` (numba type ct) into argument k's shadow: an
        array of the primal's type over the shadow data, when the caller gave one."""
        if (t, ct) not in adds:
            adds[(t, ct)] = link(mod, _accumulate(), (t, ct))
        add = adds[(t, ct)]
        f = self.fields[k]
        dst = ["ptr null", "ptr null", f"i64 {f[2]}", f"i64 {f[3]}", f"ptr {f[4]}.s"] + [f"i64 {n}" for n in f[5:]]
        lines = [f"  %has.{k} = icmp ne ptr {f[4]}.s, null",
                 f"  br i1 %has.{k}, label %add.{k}, label %added.{k}",
                 f"add.{k}:"]
        ct_args = self.flatten(lines, src, ct, f"ctf.{k}")
        ret_t = self.ty(add.signature.return_type)
        lines += [f"  %aslot.{k} = alloca {ret_t}",
                  f"  %ast.{k} = call i32 @{add.fndesc.llvm_func_name}(ptr %aslot.{k}, ptr %exc, "
                  f"{', '.join(dst + [f'{lt} {v}' for lt, v in ct_args])})",
                  f"  %abad.{k} = icmp ne i32 %ast.{k}, 0",
                  f"  br i1 %abad.{k}, label %failed, label %added.{k}",
                  f"added.{k}:",
                  f"  %ctm.{k} = extractvalue {self.ty(ct)} {src}, 0",
                  f"  call void @__enzympy_nrt_release(ptr %ctm.{k})"]
        return lines


# an NRT reference released (null: nothing), as Numba's NRT_decref does
RELEASE = {"NRT_MemInfo_release": "declare void @NRT_MemInfo_release(ptr)",
           "__enzympy_nrt_release": """define internal void @__enzympy_nrt_release(ptr %m) {
  %null = icmp eq ptr %m, null
  br i1 %null, label %done, label %go
go:
  call void @NRT_MemInfo_release(ptr %m)
  br label %done
done:
  ret void
}"""}

FAIL = {"write": "declare i64 @write(i32, ptr, i64)", "abort": "declare void @abort()",
        "__enzympy_rule_failed": """define internal void @__enzympy_rule_failed(ptr %msg, i64 %n) {
  call i64 @write(i32 2, ptr %msg, i64 %n)
  call void @abort()
  unreachable
}"""}

_ACCUMULATE = []


def _accumulate():
    """The @njit function `dst += ct`, made once: of the same shape only (broadcasting would
    spread a wrong-shaped cotangent over the gradient)."""
    if not _ACCUMULATE:
        from numba import njit

        @njit
        def add_into(dst, ct):
            if dst.shape != ct.shape:
                raise ValueError("a custom_vjp cotangent must have its argument's shape")
            dst += ct
        _ACCUMULATE.append(add_into)
    return _ACCUMULATE[0]


class JvpWrapper(_Rule):
    """@<f>.ad.fwd(ret, dret, exc, dexc, <each parameter, then its tangent>) -> status:
    Enzyme's convention for f, calling the user's jvp(primals, tangents) -> (result, tangent).
    An array's tangent is an array of the primal's shape and strides over the shadow data (over
    zeroed memory made here when the caller's array has no tangent); an integer's is 0."""

    def __init__(self, mod, cres, jvp):
        super().__init__(cres)
        from numba.core import types
        tup = types.Tuple(self.argtypes) if len(set(self.argtypes)) > 1 else \
            types.UniTuple(self.argtypes[0], len(self.argtypes))
        jc = link(mod, jvp, (tup, tup))
        jrt = jc.signature.return_type
        if not isinstance(jrt, types.BaseTuple) or len(jrt) != 2 or \
                not all(isinstance(t, types.Float) for t in jrt):
            raise EnzympyError(f"{jvp.py_func.__name__} must return (result, tangent), floats, not {jrt}")
        name = f"{self.fname}.ad.fwd"
        self.names = [name]
        self.declarations = {}
        params, prim, tans, body = [], [], [], []
        self._block = "entry"
        for k, t in enumerate(self.argtypes):
            fields = self.flat_types(t)
            for i, lt in enumerate(fields):
                params += [f"{lt} %a{k}.{i}", f"{lt} %t{k}.{i}"]
                prim.append(f"{lt} %a{k}.{i}")
            if isinstance(t, types.Array):
                tans += self._array_tangent(k, t, fields, body)
            elif isinstance(t, types.Float):
                tans.append(f"{fields[0]} %t{k}.0")
            else:
                tans.append(f"{fields[0]} 0")
        jt = self.ty(jrt)
        out_lt, tan_lt = self.ty(jrt[0]), self.ty(jrt[1])
        c1, out = convert("%out", out_lt, self.lrt, "outc")
        c2, tan = convert("%tan", tan_lt, self.lrt, "tanc")
        frees = [line for line in body if line.startswith("FREE ")]
        body = [line for line in body if not line.startswith("FREE ")]
        lines = [f'define internal i32 @"{name}"(ptr %ret, ptr %dret, ptr %exc, ptr %dexc, {", ".join(params)}) {{',
                 "entry:", *body,
                 f"  %slot = alloca {jt}",
                 f"  %st = call i32 @{jc.fndesc.llvm_func_name}(ptr %slot, ptr %exc, {', '.join(prim + tans)})",
                 *[f"  {line[5:]}" for line in frees],
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
        self.text = "\n".join(lines)

    def _array_tangent(self, k, t, fields, body):
        """The flattened tangent array of argument k: the primal's fields over the shadow data,
        or over zeroed memory (made in `body`, freed by its FREE line) when there is none."""
        from .outputs import DECLARATIONS, zeroed_twin

        class Slot:
            first, numba_type = 0, t
        lines, (mi, data), release = zeroed_twin(f"%z{k}", Slot, lambda i: f"%a{k}.{i}")
        self.declarations.update(DECLARATIONS)
        self.declarations.update(RELEASE)
        body += [f"  %has{k} = icmp ne ptr %t{k}.4, null",
                 f"  br i1 %has{k}, label %tan{k}, label %zero{k}",
                 f"zero{k}:", *[f"  {x}" for x in lines],
                 f"  br label %tan{k}",
                 f"tan{k}:",
                 f"  %td{k} = phi ptr [ %t{k}.4, %{self._block} ], [ {data}, %zero{k} ]",
                 f"  %tm{k} = phi ptr [ null, %{self._block} ], [ {mi}, %zero{k} ]",
                 f"FREE call void @__enzympy_nrt_release(ptr %tm{k})"]
        self._block = f"tan{k}"
        return ["ptr null", "ptr null"] + [f"{lt} %a{k}.{i}" for i, lt in enumerate(fields) if i in (2, 3)] + \
            [f"ptr %td{k}"] + [f"{lt} %a{k}.{i}" for i, lt in enumerate(fields) if i >= 5]
