"""Reverse mode through a `custom_jvp` rule: the rule transposed, as JAX derives it.

A function with a custom_jvp rule and no custom_vjp is, in JAX, differentiated in reverse mode
by linearising and transposing its jvp rule: the rule, not the body, gives the gradient. Here
the rule's function is linear in the tangents, so the gradient is read off it one unit tangent
at a time: for a float argument, g * jvp(x, e)[1]; for a float array argument, one jvp call per
element. `transposed(f, jvp, argtypes)` makes the (fwd, bwd) pair of @njit functions that
`custom_wrappers.VjpWrappers` turns into Enzyme's gradient rule; `custom.link_rules` registers
it next to the forward rule, for each compiled signature of f.
"""

from __future__ import annotations

_MADE = {}          # (id(f), argtypes) -> (fwd, bwd)


def transposed(f, jvp, argtypes):
    """(fwd, bwd) giving f's reverse-mode rule from its jvp rule (see the module's docstring)."""
    from numba.core import types
    key = (id(f), tuple(argtypes))
    if key in _MADE:
        return _MADE[key]
    from numba import njit
    import numpy as np
    a = [f"a{k}" for k in range(len(argtypes))]
    zeros, ones = [], []
    for k, t in enumerate(argtypes):
        if isinstance(t, types.Array):
            zeros.append(f"np.zeros_like({a[k]})")
        elif isinstance(t, types.Float):
            zeros.append(f"{a[k]} - {a[k]}")             # 0 of the argument's own type
            ones.append((k, f"{a[k]} - {a[k]} + np.{t.name}(1)"))
        else:
            zeros.append("0")
    prim = "(" + ", ".join(a) + ("," if len(a) == 1 else "") + ")"

    def tangents(k, unit):
        t = [unit if j == k else z for j, z in enumerate(zeros)]
        return "(" + ", ".join(t) + ("," if len(t) == 1 else "") + ")"
    lines = [f"def fwd({', '.join(a)}):", f"    return f({', '.join(a)}), {prim}",
             "", "def bwd(res, g):", f"    {', '.join(a)}{',' if len(a) == 1 else ''} = res"]
    outs = []
    for k, t in enumerate(argtypes):
        if isinstance(t, types.Float):
            unit = dict(ones)[k]
            lines.append(f"    c{k} = g * jvp({prim}, {tangents(k, unit)})[1]")
        elif isinstance(t, types.Array):
            lines += [f"    c{k} = np.zeros_like({a[k]})",
                      f"    u{k} = np.zeros_like({a[k]})",
                      f"    cf{k} = c{k}.reshape(-1)",
                      f"    uf{k} = u{k}.reshape(-1)",
                      f"    for i in range(uf{k}.size):",
                      f"        uf{k}[i] = 1",
                      f"        cf{k}[i] = g * jvp({prim}, {tangents(k, f'u{k}')})[1]",
                      f"        uf{k}[i] = 0"]
        else:
            lines.append(f"    c{k} = None")
        outs.append(f"c{k}")
    lines.append(f"    return ({', '.join(outs)}{',' if len(outs) == 1 else ''})")
    scope = {"f": f, "jvp": jvp, "np": np}
    exec(compile("\n".join(lines) + "\n", f"<transposed jvp of {f.py_func.__name__}>", "exec"), scope)
    _MADE[key] = (njit(scope["fwd"]), njit(scope["bwd"]))
    return _MADE[key]
