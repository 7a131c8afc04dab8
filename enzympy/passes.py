"""Optimisation pipelines around differentiation.

Before AD: the standard O2 pipeline with vectorisation, interleaving and unrolling off, so the
code we differentiate is small and scalar (SROA, mem2reg, instcombine, simplifycfg, LICM, GVN,
loop-simplify and LCSSA all run inside it), as Enzyme recommends. After AD: plain O0-O3, with
vectorisation, on the whole module.
"""

from __future__ import annotations

import re

import llvmlite.binding as llvm

from .ir import init_llvm, target_machine


def _run(mod, speed, vectorize, host=False, machine=None):
    init_llvm()
    pto = llvm.create_pipeline_tuning_options(speed_level=speed)
    pto.loop_vectorization = vectorize
    pto.slp_vectorization = vectorize
    pto.loop_interleaving = vectorize
    pto.loop_unrolling = vectorize
    pb = llvm.create_pass_builder(machine or _machine_for(mod, host), pto)
    mpm = pb.getModulePassManager()
    mpm.run(mod, pb)


def _machine_for(mod, host=False):
    """The default triple's machine, or the NVPTX one for GPU modules: the host's backend
    cannot read their functions' target-cpu (sm_80) and aborts."""
    if mod.triple.startswith("nvptx"):
        from .cuda.target import nvptx_machine
        return nvptx_machine()
    return target_machine(host=host)


def pre_ad(mod, machine=None) -> None:
    """Optimise a working copy of the user's module before differentiating it; end with
    loop-simplify, so every loop has a preheader of its own (where its cache is sized).
    ``machine``: the target machine whose cost models apply (default: one for the module's
    triple)."""
    _run(mod, 2, vectorize=False, machine=machine)
    init_llvm()
    pb = llvm.create_pass_builder(machine or _machine_for(mod), llvm.create_pipeline_tuning_options())
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_loop_simplify_pass()
    mpm.run(mod, pb)


def post_ad(mod, level: int = 2, host: bool = False) -> None:
    """Optimise the module holding the derivatives (level 0 still promotes adjoint slots).

    ``host``: the code will run on this machine (a JIT), so the cost models see its vector
    units, as Numba's do for the primal; functions with their own target-cpu attribute (clang's
    -march) keep it either way."""
    if level <= 0:
        init_llvm()
        pb = llvm.create_pass_builder(_machine_for(mod), llvm.create_pipeline_tuning_options(0))
        mpm = llvm.create_new_module_pass_manager()
        mpm.add_always_inliner_pass()
        mpm.add_sroa_pass()
        mpm.run(mod, pb)
        return
    if level >= 2:
        # A scalar round first: its loop-load elimination turns a reversed loop's read of the
        # shadow the previous iteration wrote into a register, which the vectoriser (running
        # before loop-load elimination in one pipeline) would take for a store-to-load
        # forwarding stall and refuse (the reversed in-place stencil). O1 is enough for that
        # (its pipeline ends with the same loop-load elimination) and costs about a third less
        # than O2; the vectorising round that follows simplifies at full strength anyway.
        _run(mod, 1, vectorize=False, host=host)
    _run(mod, min(level, 3), vectorize=level >= 2, host=host)


_OPTNONE = re.compile(r"\b(optnone|noinline)\b\s*")


def strip_optnone(text: str) -> str:
    """Clang -O0 marks every function `optnone noinline`; drop both where optnone is there, so
    the pre-AD pipeline runs. A `noinline` the source asked for (without optnone) stays."""
    out = []
    for line in text.splitlines():
        if (line.startswith("attributes #") or line.startswith("define ")) and "optnone" in line:
            line = _OPTNONE.sub("", line)
        out.append(line)
    return "\n".join(out) + "\n"
