"""Numba's code libraries keep their module from before Numba's final optimisation, from the
moment enzympy is imported.

Numba optimises each library's final module at O3 after linking its callees in (loop
vectorisation with masked gathers, unrolling, runtime alias checks); enzympy differentiates the
code from before that, as Enzyme does, so `CPUCodeLibrary.finalize` is wrapped to keep a copy
(`numba_frontend/source.linked_module` links the copies). It must be in place before the user's
first compile: a user who runs `f(x)` and then asks for `grad(f)` compiled f's library callees
(np.cov's implementation, say) with Numba's vectoriser, and those are shared with the
derivative's compile. So `import enzympy` installs it at once if Numba is loaded, and otherwise
when Numba loads its code generator; this module imports nothing of Numba itself, so a C user's
`import enzympy` stays as quick as it was.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys

_CODEGEN = "numba.core.codegen"


def install(codegen=None):
    """Wrap `CPUCodeLibrary.finalize` (once) to keep `_enzympy_prelink`, the module before linking."""
    if codegen is None:
        from numba.core import codegen
    library = codegen.CPUCodeLibrary
    if getattr(library.finalize, "_enzympy", False):
        return
    original = library.finalize

    def finalize(self):
        self._enzympy_prelink = self._final_module.clone()
        return original(self)
    finalize._enzympy = True
    library.finalize = finalize


class _WhenNumbaLoads(importlib.abc.MetaPathFinder):
    """Finds nothing itself: when Numba's code generator is imported, runs `install` on it."""

    def find_spec(self, name, path=None, target=None):
        if name != _CODEGEN:
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        loader, run = spec.loader, spec.loader.exec_module

        def exec_module(module):
            run(module)
            install(module)
        loader.exec_module = exec_module
        return spec


def arm():
    """Install now if Numba's code generator is loaded, else when it is."""
    loaded = sys.modules.get(_CODEGEN)
    if loaded is not None and hasattr(loaded, "CPUCodeLibrary"):
        install(loaded)
    elif not any(isinstance(f, _WhenNumbaLoads) for f in sys.meta_path):
        sys.meta_path.insert(0, _WhenNumbaLoads())
