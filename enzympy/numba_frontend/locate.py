"""The source line of a construct enzympy cannot differentiate.

Numba emits debug locations only with debug=True; so when the core refuses something, the
function is compiled once more, privately, with debug information, and differentiated again to
meet the same error. Its location is that of the refused instruction, or, when the instruction
sits in a callee that was not inlined (Numba's own implementation of np.dot, say), that of the
call in the user's function that leads to it.
"""

from __future__ import annotations

import re

from enzympy.errors import UnsupportedError

from .custom import compiled_ir_with_rules


def source_line(dispatcher, argtypes, activity, synthesise):
    """The line in dispatcher's Python function, or None when it cannot be told."""
    if dispatcher.targetoptions.get("debug"):
        return None
    seen = {}
    try:
        import warnings
        from numba import njit
        opts = {k: v for k, v in dispatcher.targetoptions.items() if k not in ("nopython", "cache", "parallel")}
        clone = njit(**{**opts, "debug": True})(dispatcher.py_func)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")                  # Numba's debug-info warnings
            src = compiled_ir_with_rules(clone, argtypes)
        synthesise(src, activity, seen)
    except UnsupportedError as e:
        line = line_of(str(e))
        if line is None and "W" in seen:
            m = re.search(r"in function @(\"[^\"]+\"|[-\w$.]+)", str(e))
            if m:
                line = call_site_line(seen["W"], src.fn_name, m.group(1).strip('"'))
        return line
    except Exception:
        return None
    return None


def line_of(message):
    """The line of the ' at file:line[:col]' location that ends the core's message."""
    m = re.search(r" at ([^ ,]*?):(\d+)(?::\d+)?$", message)
    return int(m.group(2)) if m else None


def call_site_line(W, root, target):
    """The line of the first call in @root through which @target is reached."""
    if target == root:
        return None
    calls = {}
    for name in W.function_names():
        if W.defines(name):
            calls[name] = [i for i in W.function(name).instructions() if i.opcode == "call" and i.callee]
    reach = {}

    def reaches(fn, seen=()):
        if fn == target:
            return True
        if fn not in reach:
            reach[fn] = fn not in seen and any(reaches(i.callee, seen + (fn,)) for i in calls.get(fn, []))
        return reach[fn]

    for inst in calls.get(root, []):
        if reaches(inst.callee):
            return line_of(" at " + W.debug_location(inst.dbg)) if inst.dbg else None
    return None
