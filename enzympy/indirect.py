"""Calls through function pointers (C callbacks, tables of functions, C++ virtual calls).

Enzyme gives a function pointer a shadow (a table of its derivatives) and calls through the
shadow. enzympy dispatches on the primal pointer instead: the callee may be any function of
the module whose address is taken and whose type is the call's (its *candidates*); each
candidate's derivative is made for the call site's activity, as for a direct call, and the
derivative picks the one whose address the pointer holds (`pick`, a compare chain in a helper
of its own, so no block is split). Shadow vtables and shadow function pointers are never read:
`__enzyme_virtualreverse(p)` returns p (`driver`), and a derivative is right whatever shadow
object the user built. A pointer that holds none of the candidates at run time (a function of
another translation unit, of a library) stops the program with a one-line message naming the
call; a call with no candidate at all is refused when the derivative is made.
"""

from __future__ import annotations

import re

from .emit import string_constant
from .errors import UnsupportedError
from .ir import glob
from .irtext import ModuleIndex, unquote

_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)(\(?)')     # a symbol, then "(" if called

_NOT_ADDRESSES = re.compile(r'^@"?(?:llvm\.(?:compiler\.)?used|llvm\.global_[cd]tors|[^"=\s]*__enzyme_)')


def is_indirect(inst) -> bool:
    """A call through a function pointer (not inline assembly)."""
    return inst.opcode == "call" and inst.callee is None and bool(inst.ops) \
        and inst.ops[-1].kind in ("arg", "inst", "const", "global") and inst.ops[-1].type.kind == "ptr"


def called_pointer(inst):
    """The pointer a call goes through (its last operand)."""
    return inst.ops[-1]


def address_taken(module) -> set:
    """Functions with a body here whose address the module takes (outside Enzyme's own
    declarations and llvm.used), computed once per module."""
    got = getattr(module, "_enzympy_address_taken", None)
    if got is None:
        index = ModuleIndex(module.text)
        defined = {n for n, (_, end) in index.functions.items() if end is not None}
        got = set()
        for line in index.lines:
            if "@" not in line or line.startswith(("define ", "declare ", "attributes ", "!")) \
                    or _NOT_ADDRESSES.match(line):
                continue
            got.update(unquote(m.group(1)) for m in _REF.finditer(line) if not m.group(2))
        got &= defined
        module._enzympy_address_taken = got
    return got


def candidates(module, inst) -> list:
    """The functions a call through a pointer may reach: address-taken, defined, not variadic,
    with the call's result and argument types (in name order: the same code each time). Those
    declared inactive or like a known function are left out: which derivative the user means
    through a pointer is not said, so reaching one stops the program (`pick`)."""
    key = (str(inst.type), tuple(str(a.type) for a in inst.args))
    cache = getattr(module, "_enzympy_candidates", None)
    if cache is None:
        cache = module._enzympy_candidates = {}
    if key not in cache:
        out = []
        rules = getattr(module, "custom", None)
        declared = (rules.inactive_fns | set(rules.like)) if rules is not None else set()
        for name in sorted(address_taken(module) - declared):
            f = module.signature(name)
            if f.vararg or str(f.ret_type) != key[0] or tuple(str(p.type) for p in f.args) != key[1]:
                continue
            out.append(name)
        cache[key] = out
    return cache[key]


def check_call(inst, fn, unsupported, reverse=True):
    """Refuse, by name, an indirect call enzympy cannot dispatch: a variadic signature, in
    reverse mode aggregates of floats (whose adjoints the call convention of `calls` does not
    carry), or no function of the module it may reach."""
    if (m := re.search(r'\basm\b(?:\s+[a-z]+)*\s+"([^"]*)"', inst.line)):
        raise unsupported(f'inline assembly ("{m.group(1)[:40]}") has no derivative: compile without it '
                          "(Eigen: -DEIGEN_DONT_VECTORIZE, or a generic -march)", inst)
    if re.search(r"\bcall\b[^%@]*\.\.\.\)\s*[%@]", inst.line):
        raise unsupported("call through a function pointer of a variadic type", inst)
    for a in (list(inst.args) + ([inst.value] if inst.name else [])) if reverse else ():
        if a.type.has_float() and a.type.kind not in ("float", "vector"):
            raise unsupported(f"call through a function pointer with an aggregate of floats ({a.type}): "
                              "no derivative convention for it", inst)
    if not candidates(fn.module, inst):
        raise unsupported("call through a function pointer that may reach no function of this module "
                          "(none whose address is taken has its type): its derivative is unknown", inst)


def pick(b, fn, inst, fp, targets, sig, fallback_text):
    """Emit `%x = call ptr @helper(fp)`: the derivative of the candidate fp holds; the helper
    returns `fallback` (a function of signature `sig` that stops the program with
    `fallback_text`) for any other pointer."""
    n = getattr(fn.module, "_enzympy_picks", 0)
    fn.module._enzympy_picks = n + 1
    tag = f"{fn.name}.{n}"
    fallback = f"__enzympy_unknown_callee.{tag}"
    msg = f"__enzympy_unknown_callee.msg.{tag}"
    definition, size = string_constant(msg, fallback_text + "\n")
    ret, params = sig
    b.declare(msg, definition)
    b.declare("write", "declare i64 @write(i32, ptr, i64)")
    b.declare("abort", "declare void @abort()")
    b.declare(fallback, f"define internal {ret} {glob(fallback)}({', '.join(params)}) {{\n"
                        f"  call i64 @write(i32 2, ptr {glob(msg)}, i64 {size})\n"
                        "  call void @abort()\n  unreachable\n}")
    helper = f"__enzympy_pick.{tag}"
    lines = [f"define internal ptr {glob(helper)}(ptr %f) {{"]
    prev = glob(fallback)
    for k, (cand, target) in enumerate(reversed(targets)):
        lines.append(f"  %is{k} = icmp eq ptr %f, {glob(cand)}")
        lines.append(f"  %p{k} = select i1 %is{k}, ptr {glob(target)}, ptr {prev}")
        prev = f"%p{k}"
    lines += [f"  ret ptr {prev}", "}"]
    b.declare(helper, "\n".join(lines))
    return b.emit(fp.type, f"call ptr {glob(helper)}({fp.typed})", "dfn")


def unknown_callee_message(inst, fn, what) -> str:
    """The one line printed when a pointer holds no candidate at run time."""
    return "enzympy: " + str(UnsupportedError(
        f"{what}: the function pointer holds no function whose derivative enzympy made for this "
        "call (one of the module's address-taken functions of its type, not declared inactive "
        "or function_like)", inst.line, fn.name,
        fn.module.debug_location(inst.dbg)))
