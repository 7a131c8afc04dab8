"""Calls to a function with a custom derivative: adapters from enzympy's internal calling
convention to Enzyme's for the user's functions.

A call to f stays a call (`calls.CallRules` in reverse mode, `forward_calls.call_defined` in
forward mode); what it calls is an adapter written here instead of a synthesised derivative.

Enzyme's convention for the user's functions (`__enzyme_register_gradient_f` = {f, aug, rev},
`__enzyme_register_derivative_f` = {f, fwd}):
- aug and rev take f's arguments with a shadow after every argument that is not a float (a
  pointer's shadow, or, for an integer, the integer again); rev then takes the adjoint of f's
  float result, then the tape when it has one parameter more. An argument the caller has no
  shadow for gets a null shadow (Enzyme passes the primal pointer: a derivative written
  through it would land in primal memory).
- aug returns f's result type (the result, no tape), {tape, result, shadow result},
  {result, shadow result} (two fields of one type), {tape, result}, or anything else: the tape.
- rev returns the adjoints of f's float arguments: a struct in argument order, a bare float
  when there is one, nothing when there is none.
- fwd takes every argument followed by its tangent (a float's, a pointer's shadow, an
  integer again) and returns {result, tangent}, the tangent alone (f is then called for the
  result), or nothing.
A struct returned through a hidden `sret` pointer is read back from it.
"""

from __future__ import annotations

import re

from ..emit import Builder, const
from ..errors import UnsupportedError
from ..ir import Value, glob, local
from ..irtypes import PTR, VOID, Type, literal_struct, size_of

_SRET = re.compile(r"^(?:define|declare)\b[^(]*@[^(]*\(\s*ptr\b[^,)]*\bsret\((.*?)\)")


def _floaty(t) -> bool:
    return t.is_fp_or_fp_vector


class _User:
    """One of the user's functions: its parameters as called (without a hidden sret pointer)
    and its result type (an sret struct's type when it returns one that way)."""

    def __init__(self, module, name):
        self.fn = module.function(name)
        self.name = name
        first = module.function_text(name).split("\n", 1)[0]
        m = _SRET.match(first)
        self.sret = module.type(m.group(1)) if m else None
        self.params = [a.type for a in self.fn.args[1:]] if self.sret else [a.type for a in self.fn.args]
        self.ret = self.sret if self.sret else self.fn.ret_type

    def call(self, b, args):
        if self.sret is not None:
            slot = b.alloca(self.sret, "sret")
            b.raw(f"call void {glob(self.name)}({', '.join(a.typed for a in [slot] + args)})")
            return b.load(self.sret, slot)
        text = f"call {self.fn.ret_type} {glob(self.name)}({', '.join(a.typed for a in args)})"
        if self.ret.kind == "void":
            b.raw(text)
            return None
        return b.emit(self.ret, text, "user")


def _fields(b, v):
    """The fields of a struct or vector value."""
    t = v.type
    if t.kind == "struct" or t.kind == "array":
        return [b.extractvalue(v, [i]) for i in range(len(t.elems) if t.kind == "struct" else t.count)]
    if t.kind == "vector":
        return [b.extractelement(v, i) for i in range(t.count)]
    return [v]


class CustomAdapters:
    """Writes the adapters of one function f with custom rules (in module W)."""

    def __init__(self, module, fn_name):
        self.module = module
        self.fn = module.function(fn_name)
        self.params = self.fn.args
        self.ret = self.fn.ret_type

    def _error(self, user, what):
        return UnsupportedError(f"custom derivative @{user} of @{self.fn.name}: {what}")

    def _check_arity(self, user, expected, extra_ok=False):
        n = len(user.params)
        if n != expected and not (extra_ok and n == expected + 1):
            raise self._error(user.name, f"takes {n} parameter(s), Enzyme's convention gives it {expected}"
                              + (f" (or {expected + 1} with the tape)" if extra_ok else ""))

    def _interleaved(self, params, shadows, tangents_for_floats=False):
        """f's arguments each followed by its shadow (non-floats; floats too in forward mode)."""
        out = []
        for p in params:
            v = Value(p.type, local(p.name), "arg", p.name)
            out.append(v)
            if _floaty(p.type) and not tangents_for_floats:
                continue
            if p.name in shadows:
                out.append(shadows[p.name])
            elif _floaty(p.type):
                out.append(const(p.type, 0.0))
            elif p.type.kind == "ptr":
                out.append(Value(PTR, "null", "const"))
            else:
                out.append(v)
        return out

    def _head(self, name, ret, params):
        return f"define internal {ret} {glob(name)}({', '.join(f'{t} {local(n)}' for t, n in params)}) {{"

    # ------------------------------------------------------------------ reverse mode
    def augmented(self, name, aug_name, dup, ret_shadow):
        """Internal ABI: (f's args, shadows of `dup`) -> {result?, shadow result?, tape ptr}."""
        user = _User(self.module, aug_name)
        shadows = {p: Value(PTR, local(f"{p}.shadow"), "arg", f"{p}.shadow") for p in dup}
        self._check_arity(user, len(self.params) + sum(not _floaty(p.type) for p in self.params))
        b = Builder("ad.custom")
        b.block("entry")
        res = user.call(b, self._interleaved(self.params, shadows))
        tape = primal = dret = None
        r = user.ret
        if self.ret.kind != "void" and r == self.ret:
            primal = res
        elif r.kind == "struct" and len(r.elems) == 3:
            tape, primal, dret = _fields(b, res)
        elif r.kind == "struct" and len(r.elems) == 2 and r.elems[0] == r.elems[1]:
            primal, dret = _fields(b, res)
        elif r.kind == "struct" and len(r.elems) == 2:
            tape, primal = _fields(b, res)
        elif r.kind != "void":
            tape = res
        if self.ret.kind != "void" and primal is None:
            raise self._error(aug_name, f"the augmented forward pass must return @{self.fn.name}'s result "
                              f"({self.ret}, or a struct {{ tape, {self.ret} }}), as Enzyme's convention has it")
        if ret_shadow and dret is None:
            raise self._error(aug_name, "the caller uses the returned pointer's shadow: return "
                              f"{{ tape, {self.ret}, shadow }} or {{ {self.ret}, shadow }}")
        self.tape_type = tape.type if tape is not None else None
        fields = ([self.ret] if self.ret.kind != "void" else []) + [PTR] * (1 + bool(ret_shadow))
        st = literal_struct(fields)
        out = Value(st, "undef", "const")
        k = 0
        if self.ret.kind != "void":
            out = b.insertvalue(out, primal, [k])
            k += 1
        if ret_shadow:
            out = b.insertvalue(out, dret, [k])
            k += 1
        out = b.insertvalue(out, self._box_tape(b, tape), [k])
        b.raw(f"ret {out.typed}")
        params = [(p.type, p.name) for p in self.params] + [(PTR, f"{p}.shadow") for p in dup]
        return self._head(name, st, params) + "\n" + b.text() + "\n}\n", b.declarations

    def _box_tape(self, b, tape):
        if tape is None:
            return Value(PTR, "null", "const")
        if tape.type.kind == "ptr":
            return tape
        size = Value(Type("int", width=64), str(max(size_of(tape.type), 1)), "const")
        b.declare("malloc", "declare ptr @malloc(i64)")
        p = b.call(PTR, "malloc", [size])
        b.store(tape, p)
        return p

    def reverse(self, name, rev_name, active, dup, ret_active, tape_type):
        """Internal ABI: (f's args, shadows of `dup`, result adjoint if `ret_active`, tape ptr)
        -> struct of the adjoints of the `active` float parameters."""
        user = _User(self.module, rev_name)
        shadows = {p: Value(PTR, local(f"{p}.shadow"), "arg", f"{p}.shadow") for p in dup}
        float_ret = _floaty(self.ret)
        expected = len(self.params) + sum(not _floaty(p.type) for p in self.params) + float_ret
        self._check_arity(user, expected, extra_ok=True)
        b = Builder("ad.custom")
        b.block("entry")
        args = self._interleaved(self.params, shadows)
        if float_ret:
            args.append(Value(self.ret, local("ad.dret"), "arg", "ad.dret") if ret_active
                        else const(self.ret, 0.0))
        tape_ptr = Value(PTR, local("ad.tape"), "arg", "ad.tape")
        if len(user.params) == expected + 1:
            want = user.params[-1]
            if tape_type is None:
                args.append(Value(want, "zeroinitializer" if want.kind != "ptr" else "null", "const"))
            elif tape_type.kind == "ptr":
                args.append(tape_ptr)
            else:
                args.append(b.load(tape_type, tape_ptr))
                b.declare("free", "declare void @free(ptr)")
                b.raw(f"call void @free({tape_ptr.typed})")
        res = user.call(b, args)
        floats = [p for p in self.params if _floaty(p.type)]
        got = [] if res is None else _fields(b, res)
        if len(got) != len(floats):
            raise self._error(rev_name, f"returns {user.ret}, but @{self.fn.name} has {len(floats)} float "
                              "argument(s): return their adjoints (a struct in argument order, or a "
                              "bare float for one)")
        by_name = {p.name: g for p, g in zip(floats, got)}
        act = [p for p in self.params if p.name in active]
        st = literal_struct([p.type for p in act])
        b.raw(f"ret {b.aggregate(st, [by_name[p.name] for p in act]).typed}")
        params = [(p.type, p.name) for p in self.params] + [(PTR, f"{p}.shadow") for p in dup]
        params += [(self.ret, "ad.dret")] if ret_active else []
        params += [(PTR, "ad.tape")]
        return self._head(name, st, params) + "\n" + b.text() + "\n}\n", b.declarations

    # ------------------------------------------------------------------ forward mode
    def forward(self, name, fwd_name, dup, ret_shadow):
        """Internal ABI: (f's args, tangent or shadow of each of `dup`) -> {result, tangent}
        (a float or pointer result), the result (any other), or nothing."""
        user = _User(self.module, fwd_name)
        tangents = {p.name: Value(p.type, local(f"{p.name}.tan"), "arg", f"{p.name}.tan")
                    for p in self.params if p.name in dup}
        self._check_arity(user, 2 * len(self.params))
        b = Builder("ad.custom")
        b.block("entry")
        res = user.call(b, self._interleaved(self.params, tangents, tangents_for_floats=True))
        rt = self.ret
        tan_rt = rt if _floaty(rt) else (PTR if rt.kind == "ptr" else None)
        r = user.ret
        primal = tangent = None
        if r.kind == "struct" and len(r.elems) == 2 and r.elems[0] == r.elems[1] == rt:
            primal, tangent = _fields(b, res)
        elif rt.kind != "void" and r == rt and tan_rt is None:      # an integer result (a status)
            primal = res
        elif rt.kind != "void" and r == rt and tan_rt is not None:
            tangent = res
            args = [Value(p.type, local(p.name), "arg", p.name) for p in self.params]
            primal = b.call(rt, self.fn.name, args)
        elif r.kind != "void":
            raise self._error(fwd_name, f"returns {r}: Enzyme's convention is {{ {rt}, {rt} }} (result "
                              f"and tangent), {rt} (the tangent), or void")
        if rt.kind != "void" and (tan_rt is None or tangent is None):
            if rt.kind == "ptr" and ret_shadow or tan_rt is not None:
                raise self._error(fwd_name, f"@{self.fn.name} returns {rt}; its forward derivative must "
                                  f"return {{ {rt}, {rt} }} (result and tangent)")
            primal = b.call(rt, self.fn.name, [Value(p.type, local(p.name), "arg", p.name)
                                                for p in self.params]) if primal is None else primal
        if rt.kind == "void":
            out_t = VOID
            b.raw("ret void")
        elif tan_rt is None:
            out_t = rt
            b.raw(f"ret {primal.typed}")
        else:
            out_t = literal_struct([rt, tan_rt])
            out = b.insertvalue(Value(out_t, "undef", "const"), primal, [0])
            out = b.insertvalue(out, tangent, [1])
            b.raw(f"ret {out.typed}")
        params = [(p.type, p.name) for p in self.params] + [(p.type, f"{p.name}.tan")
                                                              for p in self.params if p.name in dup]
        return self._head(name, out_t, params) + "\n" + b.text() + "\n}\n", b.declarations
