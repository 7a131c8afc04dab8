"""A JIT for derivatives that Numba-compiled code calls.

Each derivative module gets an MCJIT engine of its own (kept alive for the process: Numba code
holds the addresses) and a target machine of its own (the engine owns and frees it). Its export
is registered in LLVM's process-wide symbol table (`llvmlite.binding.add_symbol`), where Numba's
own JIT resolves it. The NRT functions and Numba's C helpers are there already: Numba registers
them when its runtime starts.

Numba points each compiled function's environment global (`_ZN08NumbaEnv...`: the Python objects
a function needs, e.g. to box the arguments of an exception it raises) at the environment after
compiling it; the copies of those globals in our module are pointed at the same.
"""

from __future__ import annotations

import ctypes

import llvmlite.binding as llvm

from enzympy.errors import EnzympyError
from enzympy.ir import init_llvm

_engines = []


def jit_export(mod, symbol) -> int:
    """Compile `mod`, register @symbol in LLVM's symbol table, return its address."""
    init_llvm()
    for f in mod.functions:
        if f.is_declaration and not f.name.startswith("llvm.") and not llvm.address_of_symbol(f.name):
            raise EnzympyError(f"the derivative calls @{f.name}, which is neither defined in the "
                               "Numba library nor a symbol of this process")
    target = llvm.Target.from_default_triple()
    tm = target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                      features=llvm.get_host_cpu_features().flatten(),
                                      opt=3, reloc="default", codemodel="jitdefault")
    envs = [g.name for g in mod.global_variables if g.name.startswith("_ZN08NumbaEnv")]
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    _engines.append(engine)
    _share_environments(engine, envs)
    address = engine.get_function_address(symbol)
    if not address:
        raise EnzympyError(f"the JIT did not export @{symbol}")
    llvm.add_symbol(symbol, address)
    return address


def _share_environments(engine, names):
    from numba.core.registry import cpu_target
    numba_engine = cpu_target.target_context.codegen()._engine
    for name in names:
        if numba_engine.is_symbol_defined(name):
            src = numba_engine.get_global_value_address(name)
            dst = engine.get_global_value_address(name)
            ctypes.c_void_p.from_address(dst).value = ctypes.c_void_p.from_address(src).value
