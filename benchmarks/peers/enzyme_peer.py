"""Enzyme itself, through the PyPI package enzyme-ad (Enzyme-JAX).

``enzyme_ad.jax.cpp_call`` compiles C++ source with the clang embedded in enzyme-ad and runs
Enzyme on it, so a ``__enzyme_autodiff`` call in that source becomes Enzyme's gradient. For a C
problem we generate one C++ function ``enzympy_bench(gout, info, in)``: it contains the problem's
C source (in ``extern "C"``), unpacks the inputs from one flat float64 tensor, and times the primal
(called through a volatile function pointer, so it is neither inlined nor hoisted) and the
gradient (``__enzyme_autodiff``, shadows zeroed before each call) *inside the C++ code*, batches
interleaved as in our harness, with clock_gettime(CLOCK_MONOTONIC). The ratio is therefore
Enzyme's own, free of Python and XLA dispatch. Its embedded clang has no system headers, so
the libc/libm functions used are declared by hand (the C sources include no headers).
"""

from __future__ import annotations

import time

import numpy as np

from ..frontends import C_DIR


def unavailable() -> str | None:
    try:
        from . import jax_peer
        why = jax_peer.unavailable()
        if why:
            return f"enzyme-ad needs jax: {why}"
        import enzyme_ad.jax  # noqa: F401
    except Exception as e:
        return f"enzyme-ad is not installed or does not load ({type(e).__name__}: {e})"
    return None


def _lit(v) -> str:
    if isinstance(v, (bool, np.bool_)):
        return "1" if v else "0"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    return repr(float(v))


def driver_source(problem, cargs, repeats: int, min_batch_s: float) -> tuple[str, int, int, int]:
    """(C++ source, total input doubles, total gradient doubles, info doubles)."""
    c_text = (C_DIR / f"{problem.c_source}.c").read_text()
    fn = problem.c_function
    lines, call, ad, refresh, zero, free, copy_out = [], [], [], [], [], [], []
    off_in = off_out = 0
    for k, a in enumerate(cargs):
        if a.kind in ("int", "double"):
            call.append(_lit(a.value))
            ad.append(_lit(a.value) if a.kind == "int" else f"enzyme_const, {_lit(a.value)}")
            continue
        if a.kind == "work":
            n = int(a.value)
            lines.append(f"  double *p{k} = (double *)malloc({8 * n});")
            free.append(f"p{k}")
        else:
            n = int(np.size(a.value))
            if a.kind == "inout":
                lines.append(f"  double *p{k} = (double *)malloc({8 * n});")
                refresh.append(f"    for (long i = 0; i < {n}; i++) p{k}[i] = base[{off_in} + i];")
                free.append(f"p{k}")
            else:
                lines.append(f"  double *p{k} = (double *)(base + {off_in});")
            off_in += n
        call.append(f"p{k}")
        if a.kind == "in":
            ad.append(f"enzyme_const, p{k}")
            continue
        lines.append(f"  double *d{k} = (double *)malloc({8 * n});")
        free.append(f"d{k}")
        zero.append(f"    for (long i = 0; i < {n}; i++) d{k}[i] = 0.0;")
        ad.append(f"enzyme_dup, p{k}, d{k}")
        if a.differentiated:
            copy_out.append(f"  for (long i = 0; i < {n}; i++) gout[{off_out} + i] = d{k}[i];")
            off_out += n
    n_info = 2 * repeats + 4
    src = f"""
extern "C" {{
{c_text}
void *malloc(unsigned long);
void free(void *);
struct enzympy_timespec {{ long tv_sec; long tv_nsec; }};
int clock_gettime(int, struct enzympy_timespec *);
}}
extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static double enzympy_now() {{
  struct enzympy_timespec t;
  clock_gettime(1, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}}

template <std::size_t NOUT, std::size_t NINFO, std::size_t NIN>
void enzympy_bench(enzyme::tensor<double, NOUT> &gout, enzyme::tensor<double, NINFO> &info,
                   const enzyme::tensor<double, NIN> &in) {{
  const double *base = &in[0];
{chr(10).join(lines)}
  decltype(&{fn}) volatile fp = {fn};
  volatile double sink = 0.0;
  auto primal = [&]() {{
{chr(10).join(refresh)}
    sink = fp({', '.join(call)});
  }};
  auto grad = [&]() {{
{chr(10).join(refresh)}
{chr(10).join(zero)}
    __enzyme_autodiff((void *){fn}, {', '.join(ad)});
  }};
  const double min_batch = {min_batch_s!r};
  double t0 = enzympy_now();
  primal();
  double tp = enzympy_now() - t0;
  t0 = enzympy_now();
  grad();
  double tg = enzympy_now() - t0;
  long bp = tp > 0 ? (long)(min_batch / tp) + 1 : 1000000;
  long bg = tg > 0 ? (long)(min_batch / tg) + 1 : 1000000;
  if (bp > 1000000) bp = 1000000;
  if (bg > 1000000) bg = 1000000;
  for (int r = 0; r < {repeats}; r++) {{
    t0 = enzympy_now();
    for (long b = 0; b < bp; b++) primal();
    double t1 = enzympy_now();
    for (long b = 0; b < bg; b++) grad();
    double t2 = enzympy_now();
    info[2 * r] = (t1 - t0) / bp;
    info[2 * r + 1] = (t2 - t1) / bg;
  }}
  primal();
  info[{2 * repeats}] = sink;
  info[{2 * repeats + 1}] = (double)bp;
  info[{2 * repeats + 2}] = (double)bg;
  info[{2 * repeats + 3}] = 0.0;
  grad();
{chr(10).join(copy_out)}
{chr(10).join(f"  free({p});" for p in free)}
}}
"""
    return src, off_in, off_out, n_info


class EnzymeCase:
    """Compile the driver for one C problem at one size and run it once."""

    def __init__(self, problem, cargs, repeats: int, min_batch_s: float, argv=()):
        import jax
        import jax.numpy as jnp
        from enzyme_ad.jax import cpp_call
        jax.config.update("jax_enable_x64", True)
        src, n_in, n_out, n_info = driver_source(problem, cargs, repeats, min_batch_s)
        flat = [np.ravel(np.asarray(a.value, dtype=float)) for a in cargs if a.kind in ("in", "dup", "inout")]
        x = jnp.asarray(np.concatenate(flat) if flat else np.zeros(1))
        shapes = [jax.core.ShapedArray((max(n_out, 1),), jnp.float64),
                  jax.core.ShapedArray((n_info,), jnp.float64)]

        def run(x):
            return cpp_call(x, out_shapes=shapes, source=src, fn="enzympy_bench", argv=tuple(argv))
        t0 = time.perf_counter()
        gout, info = jax.jit(run)(x)
        info = np.asarray(info)
        self.wall_s = time.perf_counter() - t0          # compile and the timing loop
        times = info[:2 * repeats].reshape(repeats, 2)
        self.primal_s = float(np.median(times[:, 0]))
        self.grad_s = float(np.median(times[:, 1]))
        self.primal_min_s = float(times[:, 0].min())
        self.grad_min_s = float(times[:, 1].min())
        self.value = float(info[2 * repeats])
        self.inner = (int(info[2 * repeats + 1]), int(info[2 * repeats + 2]))
        self.gradient = np.asarray(gout, dtype=float)[:n_out]
        self.source = src


# ---------------------------------------------------------------- isolation
# A failure inside Enzyme or its clang is an LLVM fatal error that aborts the whole process,
# so each case runs in a child process; the parent gets JSON back, or the reason it failed.

_MARK = "@@enzympy-enzyme-result@@"


class EnzymeFailed(RuntimeError):
    pass


def _reason(stderr: str, rc: int) -> str:
    keep = []
    for line in stderr.splitlines():
        s = line.strip()
        if s.startswith(("LLVM ERROR", "error:", "ValueError", "RuntimeError", "Attributes ")) \
                or " error: " in s or "incompatible" in s or "cannot handle" in s.lower():
            if s not in keep:
                keep.append(s)
    text = "; ".join(keep[:3]) if keep else (stderr.strip().splitlines() or [f"exit code {rc}"])[-1]
    return " ".join(text.split())[:300]


def run_isolated(problem, size: dict, seed: int, repeats: int, min_batch_s: float,
                 argv=("-O2",), timeout_s: float = 600.0) -> dict:
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    job = {"problem": problem.name, "size": size, "seed": seed, "repeats": repeats,
           "min_batch_s": min_batch_s, "argv": list(argv)}
    try:
        proc = subprocess.run([sys.executable, "-c", "from benchmarks.peers.enzyme_peer import _child; _child()"],
                              input=json.dumps(job), capture_output=True, text=True, env=env,
                              timeout=timeout_s, cwd=root)
    except subprocess.TimeoutExpired:
        raise EnzymeFailed(f"enzyme-ad took longer than {timeout_s:.0f} s")
    for line in proc.stdout.splitlines():
        if line.startswith(_MARK):
            out = json.loads(line[len(_MARK):])
            out["gradient"] = np.asarray(out["gradient"], dtype=float)
            return out
    raise EnzymeFailed(f"enzyme-ad failed: {_reason(proc.stderr, proc.returncode)}")


def _child():
    import json
    import sys
    from ..problems import BY_NAME
    job = json.loads(sys.stdin.read())
    problem = BY_NAME[job["problem"]]
    cargs = problem.c_args(job["size"], np.random.default_rng(job["seed"]))
    e = EnzymeCase(problem, cargs, job["repeats"], job["min_batch_s"], argv=job["argv"])
    out = {"primal_s": e.primal_s, "grad_s": e.grad_s, "primal_min_s": e.primal_min_s,
           "grad_min_s": e.grad_min_s, "value": e.value, "inner": e.inner, "wall_s": e.wall_s,
           "argv": job["argv"], "gradient": e.gradient.tolist()}
    sys.stdout.write("\n" + _MARK + json.dumps(out) + "\n")
    sys.stdout.flush()
