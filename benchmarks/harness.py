"""The suite: for each problem and size, build every tool, time them side by side, check them.

One record per problem and size (see `RECORD_FIELDS`). The tool under test is enzympy: on the
Numba function for Numba problems, on the committed ``.ll`` for C problems. Peers: JAX (Numba
problems, when installed), Enzyme through enzyme-ad (C problems, when installed; timed inside
its own C++ code), central finite differences (always). Everything that fails is recorded with
its reason, never raised: one broken problem does not stop the suite.
"""

from __future__ import annotations

import os
import platform
import time
import traceback
from dataclasses import dataclass, field

import numpy as np

from . import fd as fdmod
from .frontends import (CCall, FrontendMissing, flatten, numba_compiled_gradient, numba_jvp,
                        numba_value_and_grad)
from .problems import PROBLEMS, size_label
from .timing import time_interleaved

RECORD_FIELDS = (
    "problem", "title", "kind", "size", "label", "params", "value",
    "primal_s", "grad_s", "ratio", "grad_api_s", "api_ratio", "grad_timed", "compile_s", "warm_s", "warm_hit",
    "fd_s", "fd_extrapolated", "fd_inputs", "fd_speedup", "max_rel_err", "fwd_rev_err",
    "jax_primal_s", "jax_grad_s", "jax_ratio", "jax_max_rel_err", "serial_grad_s", "parallel_speedup",
    "enzyme_primal_s", "enzyme_grad_s", "enzyme_ratio", "enzyme_max_rel_err",
    "ablation_opt_grad_s", "ablation_noopt_grad_s", "ablation_opt_ratio", "ablation_noopt_ratio",
    "skipped", "errors", "timing", "suite",
)


@dataclass
class Config:
    tier: str = "quick"                  # tiny | quick | full: which sizes
    repeats: int = 5                     # interleaved rounds per case (median reported)
    min_batch_s: float = 0.005           # each timed batch lasts at least this long
    case_budget_s: float = 4.0           # rounds are cut (to >= 3) past this per case
    fd_sample: int = 16                  # inputs differentiated by FD when there are more
    peers: tuple = ("jax", "enzyme")
    ablation: bool = True
    fwd_check: bool = True
    problems: tuple = ()                 # names; empty: all
    seed: int = 0
    enzyme_argv: tuple = ("-O2",)
    no_enzympy: tuple = ()               # case indices to run without enzympy (it crashed there)
    cache_dir: str = ""                  # Numba problems: cache on disk there, and time a warm start

    @classmethod
    def for_tier(cls, tier: str, **kw):
        base = {"tiny": dict(repeats=3, min_batch_s=0.0005, case_budget_s=0.5, fd_sample=10**9),
                "quick": dict(repeats=5, min_batch_s=0.005, case_budget_s=3.0, fd_sample=16),
                "full": dict(repeats=11, min_batch_s=0.02, case_budget_s=30.0, fd_sample=64)}[tier]
        base.update({k: v for k, v in kw.items() if v is not None})
        return cls(tier=tier, **base)


@dataclass
class Peers:
    """Which optional peers run, and why the others do not."""
    jax: bool = False
    enzyme: bool = False
    reasons: dict = field(default_factory=dict)

    @classmethod
    def detect(cls, wanted):
        p = cls()
        if "jax" in wanted:
            from .peers import jax_peer
            why = jax_peer.unavailable()
            p.jax = why is None
            if why:
                p.reasons["jax"] = why
        else:
            p.reasons["jax"] = "not requested"
        if "enzyme" in wanted:
            from .peers import enzyme_peer
            why = enzyme_peer.unavailable()
            p.enzyme = why is None
            if why:
                p.reasons["enzyme"] = why
        else:
            p.reasons["enzyme"] = "not requested"
        return p


def _err(e: BaseException) -> str:
    msg = " ".join(str(e).split())
    return f"{type(e).__name__}: {msg}"[:400]


def _new_record(problem, size, cfg) -> dict:
    rec = {k: None for k in RECORD_FIELDS}
    rec.update(problem=problem.name, title=problem.title, kind=problem.kind, size=dict(size),
               label=size_label(size), skipped={}, errors={}, timing={}, suite=cfg.tier)
    return rec


def _ratio(a, b):
    return a / b if a is not None and b else None


def run_case(problem, size, cfg: Config, peers: Peers, stage=lambda s: None, enzympy=True) -> dict:
    rec = _new_record(problem, size, cfg)
    try:
        if problem.kind == "numba":
            _run_numba(problem, size, cfg, peers, rec, stage, enzympy)
        else:
            _run_c(problem, size, cfg, peers, rec, stage)
    except Exception as e:          # a bug in the harness or a problem: record, go on
        rec["errors"]["harness"] = _err(e)
        rec["errors"]["traceback"] = traceback.format_exc(limit=6)
    _finish(rec)
    return rec


def _finish(rec):
    rec["ratio"] = _ratio(rec["grad_s"], rec["primal_s"])
    rec["api_ratio"] = _ratio(rec["grad_api_s"], rec["primal_s"])
    rec["fd_speedup"] = _ratio(rec["fd_s"], rec["grad_s"])
    rec["jax_ratio"] = _ratio(rec["jax_grad_s"], rec["jax_primal_s"])
    rec["enzyme_ratio"] = _ratio(rec["enzyme_grad_s"], rec["enzyme_primal_s"])
    rec["parallel_speedup"] = _ratio(rec["serial_grad_s"], rec["grad_s"])
    rec["ablation_opt_ratio"] = _ratio(rec["ablation_opt_grad_s"], rec["primal_s"])
    rec["ablation_noopt_ratio"] = _ratio(rec["ablation_noopt_grad_s"], rec["primal_s"])


def _timed(rec, fns, cfg, stage):
    stage("timing")
    t = time_interleaved(fns, cfg.repeats, cfg.min_batch_s, cfg.case_budget_s)
    rec["timing"].update(t)
    return {k: v["median"] for k, v in t.items()}


def _fd(rec, evaluate, arrays, grad_flat, cfg, stage, prefix=""):
    stage("finite differences")
    res = fdmod.finite_differences(evaluate, arrays, cfg.fd_sample, reference=grad_flat, seed=cfg.seed)
    rec["fd_s"] = res.seconds
    rec["fd_extrapolated"] = res.extrapolated
    rec["fd_inputs"] = int(len(res.indices))
    if grad_flat is not None:
        rec["max_rel_err"] = fdmod.max_rel_err(grad_flat, res)
    return res


# ---------------------------------------------------------------- Numba problems
def _run_numba(problem, size, cfg, peers, rec, stage, enzympy=True):
    rng = np.random.default_rng(cfg.seed)
    case = problem.make(size, rng)
    rec["params"] = case.params
    f = problem.numba()
    cached = cfg.cache_dir and _enable_cache(f, rec)
    fns = {"primal": lambda: f(*case.fresh())}
    grad_flat = value = None
    try:
        if not enzympy:
            raise FrontendMissing("not run: it crashed the benchmark process on this case")
        vg = numba_value_and_grad()
        g = vg(f, argnums=case.argnums)
        stage("differentiating (enzympy)")
        t0 = time.perf_counter()
        value, grads = g(*case.fresh())          # differentiated before the primal's first call
        rec["compile_s"] = time.perf_counter() - t0
        grad_flat = flatten(grads)
        if cached:
            _warm_start(problem, size, cfg, rec, stage)
        fns["grad_api"] = lambda: g(*case.fresh())
        compiled, why = numba_compiled_gradient(f, case)
        if compiled is not None:
            d = compiled.gradient() - grad_flat
            if np.max(np.abs(d), initial=0.0) > 1e-12 * max(1.0, np.max(np.abs(grad_flat), initial=0.0)):
                rec["errors"]["compiled_gradient"] = "the compiled entry's gradient differs from value_and_grad's"
            fns["grad"] = compiled
            rec["grad_timed"] = "compiled entry (one Numba dispatch, shadows preallocated)"
        else:
            rec["grad_timed"] = f"value_and_grad (compiled entry unavailable: {why})"
    except FrontendMissing as e:
        rec["skipped"]["enzympy"] = str(e)
    except Exception as e:
        rec["errors"]["enzympy"] = _err(e)
    stage("compiling the primal (numba)")
    rec["value"] = float(f(*case.fresh()))
    if value is not None and not np.isclose(value, rec["value"], rtol=1e-12, atol=1e-300):
        rec["errors"]["value"] = f"value_and_grad's value {value!r} differs from the primal's {rec['value']!r}"

    jx = None
    if peers.jax and problem.jax is not None:
        stage("compiling (jax)")
        try:
            from .peers.jax_peer import JaxCase
            jx = JaxCase(problem, case)
            fns["jax_primal"] = jx.primal
            fns["jax_grad"] = jx.grad
        except Exception as e:
            rec["errors"]["jax"] = _err(e)
    elif not peers.jax:
        rec["skipped"]["jax"] = peers.reasons.get("jax", "unavailable")
    rec["skipped"]["enzyme"] = "Numba problem: Enzyme runs on the C version"
    if problem.serial is not None and grad_flat is not None:
        _serial_arm(problem, case, grad_flat, fns, rec, stage)

    med = _timed(rec, fns, cfg, stage)
    rec["primal_s"] = med.get("primal")
    rec["grad_api_s"] = med.get("grad_api")
    rec["grad_s"] = med.get("grad", rec["grad_api_s"])
    rec["jax_primal_s"] = med.get("jax_primal")
    rec["jax_grad_s"] = med.get("jax_grad")
    rec["serial_grad_s"] = med.get("serial_grad")

    arrays = [case.args[k] for k in case.argnums]
    res = _fd(rec, lambda: f(*case.fresh()), arrays, grad_flat, cfg, stage)
    if jx is not None:
        rec["jax_max_rel_err"] = fdmod.max_rel_err(jx.gradient, res)

    jvp = numba_jvp() if cfg.fwd_check else None
    if jvp is None:
        rec["skipped"]["fwd_rev"] = "no forward mode in enzympy's Numba front end (enzympy.jvp)"
    elif grad_flat is not None:
        stage("forward vs reverse")
        try:
            rec["fwd_rev_err"] = _numba_fwd_rev(jvp, f, case, grad_flat, cfg.seed)
        except Exception as e:
            rec["errors"]["fwd_rev"] = _err(e)


def _serial_arm(problem, case, grad_flat, fns, rec, stage):
    """A parallel=True problem: the gradient of its serial compilation, timed in the same run
    (`parallel_speedup`: serial gradient / parallel gradient); it must agree."""
    stage("differentiating the serial compilation (enzympy)")
    try:
        s = problem.serial()
        compiled, why = numba_compiled_gradient(s, case)
        if compiled is None:
            raise RuntimeError(f"no compiled entry: {why}")
        d = compiled.gradient() - grad_flat
        if np.max(np.abs(d), initial=0.0) > 1e-9 * max(1.0, np.max(np.abs(grad_flat), initial=0.0)):
            rec["errors"]["serial"] = "the serial compilation's gradient differs from the parallel one's"
        fns["serial_grad"] = compiled
    except Exception as e:
        rec["errors"]["serial"] = _err(e)


def _enable_cache(f, rec) -> bool:
    """Numba's disk cache for f (in cfg.cache_dir), and so enzympy's for its derivatives."""
    try:
        f.enable_caching()
        return True
    except Exception as e:
        rec["errors"]["warm"] = f"no disk cache: {_err(e)}"
        return False


def _warm_start(problem, size, cfg, rec, stage):
    """The first gradient call in a new process, from the disk caches the call above filled."""
    from .compile_time import warm_first_call
    stage("first gradient call in a new process (warm disk cache)")
    try:
        seconds, cache = warm_first_call(problem, size, cfg)
        rec["warm_s"], rec["warm_hit"] = seconds, bool(cache.get("hit"))
        if not cache.get("hit"):
            why = ("" if cache["primal_from_cache"] else ": Numba compiled the primal again (its own cache "
                   "missed, e.g. for a closure over another @njit function), and the key follows its IR")
            rec["errors"]["warm"] = f"the new process did not find the derivative on disk{why} ({cache})"
    except Exception as e:
        rec["errors"]["warm"] = _err(e)


def _numba_fwd_rev(jvp, f, case, grad_flat, seed):
    """JAX-style enzympy.jvp(f, primals, tangents) -> (value, tangent), if it exists."""
    rng = np.random.default_rng(seed + 1)
    args = list(case.fresh([a.copy() if isinstance(a, np.ndarray) else a for a in case.args]))
    tangents, vs = [], []
    for k, a in enumerate(args):
        if k in case.argnums:
            v = rng.standard_normal(np.shape(a))
            vs.append(np.ravel(v))
            tangents.append(v if isinstance(a, np.ndarray) else float(v))
        elif isinstance(a, np.ndarray) and a.dtype.kind == "f":
            tangents.append(np.zeros_like(a))
        elif isinstance(a, float):
            tangents.append(0.0)
        else:
            tangents.append(None)
    _, jv = jvp(f, tuple(args), tuple(tangents))
    v = np.concatenate(vs)
    dot = float(np.dot(grad_flat, v))
    return abs(float(jv) - dot) / max(abs(float(jv)), float(np.sum(np.abs(grad_flat * v))), 1e-300)


# ---------------------------------------------------------------- C problems
def _run_c(problem, size, cfg, peers, rec, stage):
    cargs = problem.c_args(size, np.random.default_rng(cfg.seed))
    stage("differentiating the .ll (enzympy)")
    try:
        cc = CCall(problem, cargs)
    except Exception as e:           # nothing to time without enzympy's JIT of the module
        rec["errors"]["enzympy"] = _err(e)
        return
    rec["compile_s"] = cc.compile_s
    rec["params"] = cc.params
    rec["value"] = float(cc.primal())
    value, grad_flat = cc.gradient()
    if not np.isclose(value, rec["value"], rtol=1e-12, atol=1e-300):
        rec["errors"]["value"] = f"the gradient's value {value!r} differs from the primal's {rec['value']!r}"
    fns = {"primal": cc.primal, "grad": cc.grad}
    rec["grad_timed"] = "CompiledGradient on raw addresses, shadows preallocated"

    if cfg.ablation and problem.ablation:
        if cc.params > problem.ablation_max_params:
            rec["skipped"]["ablation"] = f"more than {problem.ablation_max_params} inputs (the unoptimised arm is O(n^2))"
        else:
            for arm in ("opt", "none"):
                stage(f"ablation: pre-AD {'O2' if arm == 'opt' else 'off'}")
                try:
                    a = CCall(problem, cargs, variant="noopt", pre_ad=arm)
                    v, g = a.gradient()
                    d = float(np.max(np.abs(g - grad_flat)) / max(np.max(np.abs(grad_flat)), 1e-300))
                    if d > 1e-8:
                        rec["errors"][f"ablation_{arm}"] = f"gradient differs from the main build by {d:.2e}"
                    fns[f"ablation_{arm}"] = a.grad
                except Exception as e:
                    rec["errors"][f"ablation_{arm}"] = _err(e)
    elif problem.ablation:
        rec["skipped"]["ablation"] = "not requested"

    med = _timed(rec, fns, cfg, stage)
    rec["primal_s"], rec["grad_s"] = med["primal"], med["grad"]
    rec["ablation_opt_grad_s"] = med.get("ablation_opt")
    rec["ablation_noopt_grad_s"] = med.get("ablation_none")

    res = _fd(rec, cc.primal, cc.inputs, grad_flat, cfg, stage)

    if cfg.fwd_check:
        stage("forward vs reverse")
        try:
            rec["fwd_rev_err"] = cc.jvp_check(problem, cfg.seed)
        except Exception as e:
            rec["errors"]["fwd_rev"] = _err(e)

    rec["skipped"]["jax"] = "C problem: JAX runs on the Numba problem's JAX version"
    if peers.enzyme:
        stage("enzyme-ad (compiling and timing in C++)")
        from .peers import enzyme_peer
        try:
            out = enzyme_peer.run_isolated(problem, size, cfg.seed, cfg.repeats, cfg.min_batch_s,
                                           argv=cfg.enzyme_argv)
            rec["enzyme_primal_s"], rec["enzyme_grad_s"] = out["primal_s"], out["grad_s"]
            rec["timing"]["enzyme_primal"] = {"median": out["primal_s"], "min": out["primal_min_s"],
                                              "repeats": cfg.repeats, "inner": out["inner"][0]}
            rec["timing"]["enzyme_grad"] = {"median": out["grad_s"], "min": out["grad_min_s"],
                                            "repeats": cfg.repeats, "inner": out["inner"][1]}
            rec["enzyme_max_rel_err"] = fdmod.max_rel_err(out["gradient"], res)
        except Exception as e:
            rec["errors"]["enzyme"] = _err(e)
    else:
        rec["skipped"]["enzyme"] = peers.reasons.get("enzyme", "unavailable")


# ---------------------------------------------------------------- the suite
def selected(cfg: Config):
    names = set(cfg.problems)
    unknown = names - {p.name for p in PROBLEMS}
    if unknown:
        raise ValueError(f"unknown problem(s): {', '.join(sorted(unknown))} "
                         f"(known: {', '.join(p.name for p in PROBLEMS)})")
    return [(p, s) for p in PROBLEMS if not names or p.name in names for s in p.sizes[cfg.tier]]


def run_suite(cfg: Config, progress=None, start: int = 0, on_record=None, isolate: bool = True) -> list:
    """Run the selected cases (from index `start`); `progress(done, total, text)` is told of
    each step and `on_record(record)` of each record. With isolate, the cases run in worker
    processes (see `worker`) so that a crash in compiled code costs one case, not the suite."""
    from .compile_time import numba_cache_dir
    with numba_cache_dir(cfg.cache_dir):
        return _run_cases(cfg, selected(cfg), progress, start, on_record, isolate)


def _run_cases(cfg, cases, progress, start, on_record, isolate):
    if isolate:
        from .worker import run_isolated
        return run_isolated(cfg, cases, progress, on_record)
    peers = Peers.detect(cfg.peers)
    frontend_missing = None
    try:
        numba_value_and_grad()
    except FrontendMissing as e:
        frontend_missing = str(e)
    records = []
    for n in range(start, len(cases)):
        problem, size = cases[n]
        label = f"{problem.name} {size_label(size)}"

        def stage(text, n=n, label=label):
            if progress:
                progress(n, len(cases), f"{label}: {text}")
        if problem.kind == "numba" and frontend_missing:
            rec = _new_record(problem, size, cfg)
            rec["skipped"]["enzympy"] = frontend_missing
            rec["errors"]["skipped"] = f"Numba problem skipped: {frontend_missing}"
            _finish(rec)
        else:
            stage("starting")
            rec = run_case(problem, size, cfg, peers, stage, enzympy=n not in cfg.no_enzympy)
        records.append(rec)
        if on_record:
            on_record(rec)
    if progress:
        progress(len(cases), len(cases), "done")
    return records


def environment() -> dict:
    import importlib.metadata
    env = {"python": platform.python_version(), "machine": platform.machine(),
           "processor": _cpu_name(), "vector": _vector_features(), "cores": _cores()}
    for mod in ("numpy", "llvmlite", "numba", "jax", "jaxlib", "enzyme_ad"):
        try:
            env[mod] = importlib.metadata.version(mod.replace("_", "-"))
        except Exception:
            env[mod] = None
    return env


def _cpu_name() -> str:
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _vector_features() -> str:
    """The CPU's vector extensions LLVM sees (ratios depend on them: a gradient vectorises
    differently from its primal with and without AVX-512)."""
    wanted = ("avx512f", "avx2", "fma", "avx", "sse4.2", "neon", "sve", "sve2")
    try:
        import llvmlite.binding as llvm
        have = llvm.get_host_cpu_features()
        got = [f for f in wanted if have.get(f)]
    except Exception:
        return "unknown"
    out = "+".join(got) if got else "none"
    chosen = os.environ.get("NUMBA_CPU_NAME")
    if chosen:          # the code is made for another CPU (enzympy follows Numba: ir.host_cpu)
        feats = os.environ.get("NUMBA_CPU_FEATURES", "")
        picked = [f for f in wanted if f"+{f}" in feats.split(",")]
        out += f" (code compiled for {chosen}" + (f": {'+'.join(picked)}" if picked else "") + ")"
    return out


def _cores() -> int:
    import os
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1
