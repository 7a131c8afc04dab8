"""enzympy itself, the tool under test: the Numba front end and the .ll path.

Numba: ``enzympy.value_and_grad(f, argnums)`` (issue 4's API), looked up at run time; when it
is missing the Numba problems are skipped with that reason. C: the problem's committed
``benchmarks/c/NAME.O2.ll`` through ``enzympy.runtime.wrappers.CompiledGradient``; the calls
are made on pre-computed addresses and pre-allocated shadows (zeroed before each gradient call,
as Enzyme requires), so that ctypes marshalling does not swamp small problems.

Ablation of pre-AD optimisation (C problems): ``NAME.noopt.ll`` is clang's IR before any LLVM
pass. It is differentiated twice: with enzympy's pre-AD pipeline (O2 without vectorisation or
unrolling, the default) and with only SROA/mem2reg before AD; both are then optimised
post-AD as usual. While building these, the driver's ``strip_optnone`` is narrowed to functions
that really are ``optnone`` (clang -O0 output): as shipped it also drops ``noinline`` that the
*source* asked for, which would let the pre-AD pipeline inline ``mag`` in normalize.c and hide
the hoisting the ablation is about.
"""

from __future__ import annotations

import contextlib
import ctypes
import re
import time
from pathlib import Path

import numpy as np

C_DIR = Path(__file__).resolve().parent / "c"

_KEEP_ALIVE = []       # compiled modules stay alive for the whole process (JIT engines)


class FrontendMissing(RuntimeError):
    pass


# ---------------------------------------------------------------- Numba front end
def numba_value_and_grad():
    """enzympy.value_and_grad, or FrontendMissing with the reason."""
    try:
        import numba  # noqa: F401
    except ImportError as e:
        raise FrontendMissing(f"numba is not installed ({e})")
    import enzympy
    try:
        vg = getattr(enzympy, "value_and_grad")
    except (AttributeError, ImportError) as e:
        raise FrontendMissing(f"enzympy's Numba front end is missing (enzympy.value_and_grad: {e})")
    return vg


class NumbaCompiledGradient:
    """The same derivative as value_and_grad, called the way the primal is: one Numba dispatch
    (``entry(args, shadows)``, the @njit function value_and_grad itself calls), with shadows
    allocated once and zeroed before each call. This times the generated code without
    value_and_grad's per-call Python work (typing the arguments, looking the derivative up,
    allocating shadows). Uses the front end's internals; None where they are not there."""

    def __init__(self, f, case):
        from enzympy.numba_frontend import calling, derivative
        args = case.fresh()
        argtypes = calling.argument_types(f, args)
        activity = []
        for k, t in enumerate(argtypes):
            kind = calling.kind_of(t) if k in case.argnums else None
            activity.append({"array": "dup", "scalar": "active"}.get(kind, "const"))
        if "active" in activity:
            raise TypeError("scalar inputs are timed through value_and_grad only")
        self.activity = tuple(activity)
        self.shadows = tuple(np.zeros_like(args[k]) for k, a in enumerate(self.activity) if a == "dup")
        calling.run(f, args, argtypes, self.activity, list(self.shadows))     # builds, checks
        self.fn = calling.entry(f, self.activity, derivative.get_derivative(f, argtypes, self.activity))
        self.case = case

    def __call__(self):
        for s in self.shadows:
            s.fill(0.0)
        return self.fn(tuple(self.case.fresh()), self.shadows)

    def gradient(self):
        self()
        return flatten(self.shadows)


def numba_compiled_gradient(f, case):
    try:
        return NumbaCompiledGradient(f, case), None
    except Exception as e:
        return None, f"{type(e).__name__}: {' '.join(str(e).split())}"[:300]


def numba_jvp():
    """enzympy.jvp if the Numba front end has forward mode, else None."""
    import enzympy
    try:
        return getattr(enzympy, "jvp")
    except (AttributeError, ImportError):
        return None


def flatten(grads) -> np.ndarray:
    if not isinstance(grads, (tuple, list)):
        grads = (grads,)
    return np.concatenate([np.ravel(np.asarray(g, dtype=float)) for g in grads]) if grads else np.zeros(0)


# ---------------------------------------------------------------- C through the .ll path
def ll_text(source: str, variant: str = "O2") -> str:
    path = C_DIR / f"{source}.{variant}.ll"
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing (benchmarks/c/regen.sh makes it)")
    return path.read_text()


def _precise_strip_optnone(text: str) -> str:
    out = []
    for line in text.splitlines():
        if (line.startswith("attributes #") or line.startswith("define ")) and "optnone" in line:
            line = re.sub(r"\b(optnone|noinline)\b\s*", "", line)
        out.append(line)
    return "\n".join(out) + "\n"


def _mem2reg_only(mod) -> None:
    import llvmlite.binding as llvm
    from enzympy import ir as eir
    eir.init_llvm()
    pb = llvm.create_pass_builder(eir.target_machine(), llvm.create_pipeline_tuning_options(0))
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_sroa_pass()
    mpm.run(mod, pb)


@contextlib.contextmanager
def pre_ad_mode(mode: str):
    """mode 'default' (as shipped), 'opt' (pre-AD O2) or 'none' (SROA/mem2reg only)."""
    from enzympy import passes
    if mode == "default":
        yield
        return
    saved = passes.pre_ad, passes.strip_optnone
    passes.strip_optnone = _precise_strip_optnone
    if mode == "none":
        passes.pre_ad = _mem2reg_only
    try:
        yield
    finally:
        passes.pre_ad, passes.strip_optnone = saved


class CCall:
    """A C benchmark function compiled by enzympy, bound to one set of arguments."""

    def __init__(self, problem, cargs, variant="O2", pre_ad="default"):
        from enzympy.compiled import CompiledGradient
        self.cargs = cargs
        shadowed = [k for k, a in enumerate(cargs) if a.shadowed]
        t0 = time.perf_counter()
        with pre_ad_mode(pre_ad):
            self.cg = CompiledGradient(ll_text(problem.c_source, variant), problem.c_function, active=[],
                                       dup=shadowed, filename=f"{problem.c_source}.{variant}.ll")
        self.compile_s = time.perf_counter() - t0
        _KEEP_ALIVE.append(self.cg)
        self.arrays, self.sources, self.call_args = {}, {}, []
        for k, a in enumerate(cargs):
            if a.kind in ("int", "double"):
                self.call_args.append(a.value)
                continue
            if a.kind == "work":
                arr = np.zeros(int(a.value))
            elif a.kind == "inout":
                self.sources[k] = np.ascontiguousarray(a.value, dtype=float)
                arr = self.sources[k].copy()
            else:
                arr = np.ascontiguousarray(a.value, dtype=float)
            self.arrays[k] = arr
            self.call_args.append(arr)
        self.addr = [a.ctypes.data if isinstance(a, np.ndarray) else a for a in self.call_args]
        self.shadows = {k: np.zeros_like(self.arrays[k]) for k in shadowed}
        self.shadow_addr = [self.shadows[k].ctypes.data for k in shadowed]
        self.diff_args = [k for k, a in enumerate(cargs) if a.differentiated]
        self._fast = hasattr(self.cg, "_grad") and hasattr(self.cg, "n_out")
        if self._fast:
            self._out = (ctypes.c_double * self.cg.n_out)()

    @property
    def inputs(self):
        """The differentiated input arrays (perturbed in place by finite differences)."""
        return [self.sources.get(k, self.arrays[k]) for k in self.diff_args]

    @property
    def params(self) -> int:
        return int(sum(a.size for a in self.inputs))

    def _refresh(self):
        for k, src in self.sources.items():
            np.copyto(self.arrays[k], src)

    def primal(self) -> float:
        self._refresh()
        return self.cg.primal(*self.addr)

    def grad(self) -> float:
        self._refresh()
        if not self._fast:
            value, grads = self.cg.value_and_grad(*self.call_args)
            for k, g in zip(sorted(self.shadows), grads):
                self.shadows[k][...] = g
            return value
        for s in self.shadows.values():
            s.fill(0.0)
        self.cg._grad(*self.addr, *self.shadow_addr, self._out)
        return self._out[0]

    def gradient(self) -> tuple[float, np.ndarray]:
        value = self.grad()
        return value, np.concatenate([self.shadows[k].ravel() for k in self.diff_args])

    def jvp_check(self, problem, seed=0) -> float:
        """Forward mode against reverse mode: |J v - <grad, v>| relative to the larger side."""
        from enzympy.compiled import compile_tangents
        shadowed = sorted(self.shadows)
        tan = compile_tangents(ll_text(problem.c_source), [(problem.c_function, shadowed)])[0]
        _KEEP_ALIVE.append(tan)
        _, g = self.gradient()
        rng = np.random.default_rng(seed)
        vs = {k: rng.standard_normal(self.arrays[k].shape) if k in self.diff_args else np.zeros_like(self.arrays[k])
              for k in shadowed}
        self._refresh()
        args = [a.copy() if isinstance(a, np.ndarray) else a for a in self.call_args]
        _, jv = tan.jvp(*args, tangents=[vs[k].copy() for k in shadowed])
        v = np.concatenate([vs[k].ravel() for k in self.diff_args])
        dot = float(np.dot(g, v))
        scale = max(abs(jv), float(np.sum(np.abs(g * v))), 1e-300)
        return abs(jv - dot) / scale
