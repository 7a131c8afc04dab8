"""Type analyses of whole functions, each made once per module view.

The writers ask for a function's types many times: the reverse and forward writers of each
function differentiated on its own, the copy checks, and each of those for what the function's
callers prove of its arguments (which analyses every caller again). On a Numba module that was
about 125 analyses of 7 functions and most of the differentiation time of a first gradient
call. A `ModuleInfo` is a snapshot of a module's text (a changed module gets a new one), so an
analysis of it stays true for its life: the analyses of one are kept on it, and so are the
callee contexts they start (`type_analysis._Contexts`), keyed as before by the function and the
trees it is analysed for. Each top-level analysis still starts at most MAX_CONTEXTS new ones.
"""

from __future__ import annotations

from .type_analysis import KNOWN_ARG_TREES, TypeAnalysis, _Contexts
from .type_trees import TypeTree

MAX_CALLERS = 8        # call sites whose trees a function's own analysis starts from


def _memo(info) -> dict:
    memo = getattr(info, "_type_analyses", None)
    if memo is None:
        memo = {"top": {}, "contexts": {}, "callers": {}}
        info._type_analyses = memo
    return memo


def analysis(info, name, arg_trees=None, guess_integers=True) -> TypeAnalysis:
    """TypeAnalysis(info, name, arg_trees, guess_integers=...), made once per module view.
    Callers must not change what it holds (its `tree` and `arg_tree` return copies)."""
    memo = _memo(info)
    key = (name, tuple(str(t) for t in arg_trees or ()), guess_integers, str(KNOWN_ARG_TREES.get(name)))
    if key not in memo["top"]:
        memo["top"][key] = TypeAnalysis(info, name, arg_trees=arg_trees, guess_integers=guess_integers,
                                        _contexts=_Contexts(memo["contexts"]))
    return memo["top"][key]


def function_types(info, name) -> TypeAnalysis:
    """The TypeAnalysis both writers use for a function differentiated on its own: its
    arguments' trees from what its callers prove (the forward writer used none, and took a
    float array behind a list item's pointer for data without floats: tangents were stored
    into the primal)."""
    return analysis(info, name, callers_arg_trees(info, name))


def callers_arg_trees(info, name):
    """What the functions calling @name directly (up to MAX_CALLERS of them) know of its
    arguments, merged: a callee differentiated on its own learns from its callers that the
    8 bytes it copies as an i64 are a double (a noinline helper memcpy'ing a double, which alone
    it takes for an integer: its adjoint was dropped). Conflicts between call sites stay (a
    refusal later, not a guess). Only what the callers prove: their default Integer for what
    nothing decided would pass for a fact here. Fresh copies each call."""
    memo = _memo(info)["callers"]
    if name not in memo:
        memo[name] = _callers_arg_trees(info, name)
    return None if memo[name] is None else [t.copy() for t in memo[name]]


def _callers_arg_trees(info, name):
    calls = (f"@{name}(", f'@"{name}"(')                # plain or quoted name
    callers = [f for f in info.function_names() if f != name and info.defines(f)
               and any(c in info.function_text(f) for c in calls)][:MAX_CALLERS]
    out = None
    for caller in callers:
        ta = analysis(info, caller, guess_integers=False)
        for inst in ta.fn.instructions():
            if inst.opcode in ("call", "invoke") and inst.callee == name:
                trees = [ta.tree(a) if a.kind in ("arg", "inst", "global") else TypeTree() for a in inst.args]
                if out is None:
                    out = trees
                else:
                    for t, u in zip(out, trees):
                        t.merge(u)
    return out
