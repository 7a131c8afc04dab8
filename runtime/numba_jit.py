"""A JIT for derivatives that Numba-compiled code calls.

A derivative module is compiled to object code once (`compile_object`), and that object is what
gets loaded (`load_object`), so a derivative read back from the disk cache
(`enzympy.numba_frontend.diskcache`) runs the very code a fresh build would. Each object gets an
MCJIT engine of its own (kept alive for the process: Numba code holds the addresses) and a
target machine of its own (the engine owns and frees it). Its export is registered in LLVM's
process-wide symbol table (`llvmlite.binding.add_symbol`), where Numba's own JIT resolves it.
The NRT functions and Numba's C helpers are there already: Numba registers them when its runtime
starts.

Numba points each compiled function's environment global (`_ZN08NumbaEnv...`: the Python objects
a function needs, e.g. to box the arguments of an exception it raises) at the environment after
compiling it; the copies of those globals in our module are pointed at the same.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import llvmlite.binding as llvm

from enzympy.errors import EnzympyError
from enzympy.ir import host_cpu, init_llvm

_engines = []


@dataclass
class ObjectCode:
    """A derivative's machine code and what loading it needs from this process."""
    data: bytes
    symbol: str                   # the export
    externals: tuple              # symbols it calls or reads that the process must provide
    envs: tuple                   # Numba environment globals it defines


def _machine():
    """The JIT's machine for the CPU Numba compiles for (`host_cpu`)."""
    cpu, features = host_cpu()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=cpu, features=features, opt=3, reloc="default",
                                        codemodel="jitdefault")


def compile_object(mod, symbol) -> ObjectCode:
    """Machine code of `mod` for this host, as the JIT would make it."""
    init_llvm()
    externals = tuple(sorted({f.name for f in mod.functions if f.is_declaration and not f.name.startswith("llvm.")}
                             | {g.name for g in mod.global_variables if g.is_declaration}))
    envs = tuple(g.name for g in mod.global_variables if g.name.startswith("_ZN08NumbaEnv"))
    return ObjectCode(_machine().emit_object(mod), symbol, externals, envs)


def load_object(code: ObjectCode) -> int:
    """Load `code` into an engine of its own, register its export, return its address."""
    init_llvm()
    for name in code.externals:
        if not llvm.address_of_symbol(name):
            raise EnzympyError(f"the derivative calls @{name}, which is neither defined in the "
                               "Numba library nor a symbol of this process")
    empty = llvm.parse_assembly("")
    empty.triple = llvm.get_default_triple()
    engine = llvm.create_mcjit_compiler(empty, _machine())
    engine.add_object_file(llvm.ObjectFileRef.from_data(code.data))
    engine.finalize_object()
    _engines.append(engine)
    _share_environments(engine, code.envs)
    address = engine.get_function_address(code.symbol)
    if not address:
        raise EnzympyError(f"the JIT did not export @{code.symbol}")
    llvm.add_symbol(code.symbol, address)
    return address


def jit_export(mod, symbol) -> ObjectCode:
    """Compile `mod`, load it and register @symbol; returns its object code."""
    code = compile_object(mod, symbol)
    load_object(code)
    return code


def _share_environments(engine, names):
    from numba.core.registry import cpu_target
    numba_engine = cpu_target.target_context.codegen()._engine
    for name in names:
        if numba_engine.is_symbol_defined(name):
            src = numba_engine.get_global_value_address(name)
            dst = engine.get_global_value_address(name)
            if dst:
                ctypes.c_void_p.from_address(dst).value = ctypes.c_void_p.from_address(src).value
