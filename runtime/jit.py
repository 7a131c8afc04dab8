"""Host JIT: run a module's `main`, or call one of its functions, in this process."""

from __future__ import annotations

import ctypes
import ctypes.util

import llvmlite.binding as llvm

from enzympy.ir import init_llvm, target_machine

_libc = ctypes.CDLL(ctypes.util.find_library("c"))
_loaded = False


def _load_runtime_libraries():
    global _loaded
    if not _loaded:
        for lib in ("m", "c", "gcc_s"):           # gcc_s: __powidf2 for llvm.powi
            path = ctypes.util.find_library(lib)
            if path:
                llvm.load_library_permanently(path)
        _loaded = True


class JITModule:
    """A module compiled for this machine; keep it alive while its functions are used."""

    def __init__(self, mod: llvm.ModuleRef):
        init_llvm()
        _load_runtime_libraries()
        self.engine = llvm.create_mcjit_compiler(mod, target_machine(opt=3, host=True, shared=False))
        self.engine.finalize_object()
        self.engine.run_static_constructors()
        self.mod = mod

    def address(self, name: str) -> int:
        addr = self.engine.get_function_address(name)
        if not addr:
            raise KeyError(f"no function @{name} in the compiled module")
        return addr

    def function(self, name: str, restype, *argtypes):
        return ctypes.CFUNCTYPE(restype, *argtypes)(self.address(name))

    def run_main(self, argv=()) -> int:
        """Call main(argc, argv) and return its exit code; C stdio is flushed afterwards."""
        args = [b"program"] + [a.encode() for a in argv]
        arr = (ctypes.c_char_p * (len(args) + 1))(*args, None)
        main = self.function("main", ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p))
        try:
            return main(len(args), arr)
        finally:
            _libc.fflush(None)
