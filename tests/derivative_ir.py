"""The optimised module of one reverse-mode derivative, for tests that look at its code."""

from enzympy import passes
from enzympy.driver import ModuleDifferentiator
from enzympy.ir import ModuleInfo, name_all_values, parse_module


def optimised_derivative(ir, name, dup, host=False):
    """(function, module info) of the derivative of @name (return active, `dup` pointers
    duplicated) after the post-AD pipeline; made external, since nothing calls it."""
    d = ModuleDifferentiator(ir)
    dname = d.reverse(name, (), True, dup_args=dup)
    text = "\n".join(line.replace("define internal ", "define ", 1) if f"@{dname}(" in line else line
                     for line in d.lower_call_sites().splitlines())
    mod = parse_module(text, name)
    passes.post_ad(mod, 2, host=host)
    name_all_values(mod)
    info = ModuleInfo(mod)
    return info.function(dname), info
