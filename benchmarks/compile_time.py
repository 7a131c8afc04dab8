"""The compile-time section of `enzympy bench`: how long a first gradient takes (issue 18).

- **First call in a new process** (`first_calls`), on issue 18's first-call programs (a 2-D
  heat stencil on slices; np.outer then reshape): Numba's own first call of the primal (its
  compile), enzympy's first gradient call with empty disk caches (the primal's compile, the
  differentiation, the entry), then again from the caches that call filled; and, for
  reference, Numba's own first call from its cache (what a warm gradient call cannot beat:
  it loads the primal the same way). Each is a fresh process with its own NUMBA_CACHE_DIR
  (`compile_probe`); the gradient is checked against central differences.
- **Module size vs time** (`diff_times`): `enzympy diff X.ll -o X.o` on modules of about 100 to
  2,200 instructions, among them the three fixtures the issue names.

The full suite runs all of it three times (medians); --quick, the smaller modules once (see
`plan`), unless --compile-full.
- **Per problem** (`warm_first_call`, from the harness): a Numba problem's first gradient call
  in a new process, from the disk caches the suite's own run of it filled (`warm_s`); the cold,
  in-process time is the record's `compile_s`.

Targets, checked on the measurements (never by unit tests): a first gradient call <= 1.5x
Numba's first compile, and < 0.5 s from warm caches (part 4); `enzympy diff` < 1.5 s on each of
the issue's fixtures and < 1 s on a module of about 1,000 instructions (part 3).
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = {"heat2d": "2-D heat stencil on slices", "outer_reshape": "np.outer(x, y).reshape(-1), reduced"}
ISSUE_FIXTURES = ("tests/c/ll/vectorloop.O3fast.ll", "tests/c/memory/ll/matmul.O3fast.ll",
                  "tests/c/memory/ll/alloc.O3fast.ll")
MODULES = ("examples/newton.ll", "tests/c/ll/nestedloops.O3.ll", "tests/c/memory/ll/fwd.O3fast.ll") + ISSUE_FIXTURES
COLD_RATIO_TARGET = 1.5
WARM_TARGET_S = 0.5
FIXTURE_TARGET_S = 1.5
ONE_K_TARGET_S = 1.0


def child(args, cache_dir, timeout=600) -> dict:
    """Run `python -m benchmarks.compile_probe ARGS` with NUMBA_CACHE_DIR=cache_dir."""
    env = {k: v for k, v in os.environ.items() if k != "ENZYMPY_CACHE"}
    env.update(NUMBA_CACHE_DIR=str(cache_dir), PYTHONPATH=str(ROOT) + (os.pathsep + env["PYTHONPATH"]
                                                                       if env.get("PYTHONPATH") else ""))
    out = subprocess.run([sys.executable, "-m", "benchmarks.compile_probe", *map(str, args)], cwd=str(ROOT),
                         env=env, capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        tail = " ".join(out.stderr.strip().splitlines()[-3:])[-400:]
        raise RuntimeError(f"compile_probe {' '.join(map(str, args))} failed ({out.returncode}): {tail}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def plan(tier: str, full: bool = False):
    """(examples, modules, rounds): the whole section for the full suite (or `full`, the CLI's
    --compile-full); for --quick the module sizes up to about 1,400 instructions only, so that
    it stays quick (the per-problem warm starts run in every tier)."""
    if tier == "full" or full:
        return tuple(EXAMPLES), MODULES, 3 if tier == "full" else 1
    return (), MODULES[:3] if tier == "quick" else MODULES[:1], 1


def first_calls(cfg, progress=lambda text: None, full=False) -> list:
    """Per example: Numba's first compile, enzympy's cold and warm first gradient calls."""
    names, _, rounds = plan(cfg.tier, full)
    out = []
    for name in names:
        title = EXAMPLES[name]
        rec = {"example": name, "title": title, "errors": {}, "cache": {}}
        runs = {"numba": [], "numba_warm": [], "cold": [], "warm": []}
        try:
            for _ in range(rounds):
                with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
                    progress(f"{name}: Numba's first compile")
                    runs["numba"].append(child(["numba", name], a)["seconds"])
                    runs["numba_warm"].append(child(["numba", name], a)["seconds"])
                    progress(f"{name}: first gradient, cold caches")
                    cold = child(["grad", name], b)
                    progress(f"{name}: first gradient, warm caches")
                    warm = child(["grad", name], b)
                runs["cold"].append(cold["seconds"])
                runs["warm"].append(warm["seconds"])
                rec["cache"] = {"cold": cold["cache"], "warm": warm["cache"]}
                rec["max_rel_err"] = max(cold["max_rel_err"], warm["max_rel_err"], rec.get("max_rel_err", 0.0))
            if not rec["cache"]["warm"].get("hit"):
                rec["errors"]["cache"] = f"the warm call did not hit the disk cache: {rec['cache']['warm']}"
        except Exception as e:
            rec["errors"]["probe"] = " ".join(str(e).split())[:400]
        for k, v in runs.items():
            rec[f"{k}_s"] = statistics.median(v) if v else None
        rec["cold_ratio"] = rec["cold_s"] / rec["numba_s"] if rec["cold_s"] and rec["numba_s"] else None
        out.append(rec)
    return out


def diff_times(cfg, progress=lambda text: None, full=False) -> list:
    """`enzympy diff` per module (the median of the rounds)."""
    _, modules, n = plan(cfg.tier, full)
    progress("enzympy diff of the compile-time modules")
    rounds = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for _ in range(n):
                rounds.append(child(["diff", *modules], tmp))
    except Exception as e:
        return [{"module": m, "errors": {"probe": " ".join(str(e).split())[:400]}} for m in modules]
    out = []
    for rows in zip(*rounds):
        rec = dict(rows[0], seconds=statistics.median(r["seconds"] for r in rows), errors={})
        if any(r["rc"] for r in rows):
            rec["errors"]["diff"] = f"enzympy diff exited with {rows[0]['rc']}"
        out.append(rec)
    return out


def warm_first_call(problem, size, cfg):
    """(seconds, cache counters) of a Numba problem's first gradient call in a new process,
    from the disk caches in cfg.cache_dir (filled by the suite's run of the same case)."""
    index = problem.sizes[cfg.tier].index(size)
    res = child(["warm", problem.name, cfg.tier, index, cfg.seed], cfg.cache_dir)
    return res["seconds"], dict(res["cache"], primal_from_cache=res["primal_from_cache"])


@contextlib.contextmanager
def numba_cache_dir(path: str):
    """Numba's disk cache (and so enzympy's) in `path` while in the block, for this process and
    the children it starts; nothing changes for an empty path."""
    if not path:
        yield
        return
    old = os.environ.get("NUMBA_CACHE_DIR")
    config = sys.modules["numba"].core.config if "numba" in sys.modules else None
    old_config = config.CACHE_DIR if config else None
    os.environ["NUMBA_CACHE_DIR"] = path
    if config:
        config.CACHE_DIR = path
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("NUMBA_CACHE_DIR", None)
        else:
            os.environ["NUMBA_CACHE_DIR"] = old
        if config:
            config.CACHE_DIR = old_config


# ---------------------------------------------------------------- targets and reports
def targets(first, modules, records=()) -> list:
    """[(target, ok: bool | None, detail)] like `report.check_targets`."""
    out = []
    cold = [r for r in first if r.get("cold_ratio") is not None]
    out.append((f"first gradient call <= {COLD_RATIO_TARGET:g}x Numba's first compile (new process, empty caches)",
                all(r["cold_ratio"] <= COLD_RATIO_TARGET for r in cold) if cold else None,
                "; ".join(f"{r['example']}: {_t(r['cold_s'])} vs {_t(r['numba_s'])} ({r['cold_ratio']:.2f}x)"
                          for r in cold) or "not measured"))
    warm = [(r["example"], r["warm_s"]) for r in first if r.get("warm_s") is not None]
    warm += [(f"{r['problem']} {r['label']}", r["warm_s"]) for r in records if r.get("warm_hit")]
    missed = [f"{r['problem']} {r['label']}" for r in records if r.get("warm_hit") is False]
    slow = [(n, s) for n, s in warm if s >= WARM_TARGET_S]
    out.append((f"first gradient call < {WARM_TARGET_S:g} s from warm disk caches",
                (not slow) if warm else None,
                f"{len(warm) - len(slow)}/{len(warm)} within, worst {_t(max((s for _, s in warm), default=None))}"
                + (": over on " + ", ".join(f"{n} ({_t(s)})" for n, s in slow) if slow else "")
                + (f"; not counted, the cache missed (see the notes): {', '.join(missed)}" if missed else "")))
    fix = [m for m in modules if m["module"] in ISSUE_FIXTURES and m.get("seconds") is not None]
    out.append((f"enzympy diff < {FIXTURE_TARGET_S:g} s on the issue's fixtures",
                all(m["seconds"] < FIXTURE_TARGET_S for m in fix) if fix else None,
                "; ".join(f"{Path(m['module']).name}: {_t(m['seconds'])}" for m in fix) or "not measured"))
    sized = [m for m in modules if m.get("seconds") is not None]
    one_k = min(sized, key=lambda m: abs(m["instructions"] - 1000), default=None)
    out.append((f"enzympy diff < {ONE_K_TARGET_S:g} s on a module of about 1,000 instructions",
                None if one_k is None else one_k["seconds"] < ONE_K_TARGET_S,
                "not measured" if one_k is None else
                f"{Path(one_k['module']).name} ({one_k['instructions']:,} instructions): {_t(one_k['seconds'])}"))
    return out


def _t(s):
    from .report import fmt_time
    return fmt_time(s)


def tables(first, modules) -> tuple:
    """(first-call rows, module rows) as lists of cells, with their headers first."""
    a = [["example", "Numba's first compile", "first gradient (cold)", "cold / Numba", "first gradient (warm)",
          "Numba from its cache", "max rel err"]]
    for r in first:
        a.append([r["example"], _t(r.get("numba_s")), _t(r.get("cold_s")),
                  "-" if r.get("cold_ratio") is None else f"{r['cold_ratio']:.2f}x", _t(r.get("warm_s")),
                  _t(r.get("numba_warm_s")), "-" if r.get("max_rel_err") is None else f"{r['max_rel_err']:.1e}"])
    b = [["module", "instructions", "functions", "enzympy diff"]]
    for m in modules:
        b.append([m["module"], f"{m.get('instructions', 0):,}", str(m.get("functions", "-")), _t(m.get("seconds"))])
    return a, b


def markdown(first, modules, records=()) -> str:
    """The section for summary.md and the README."""
    a, b = tables(first, modules)
    lines = ["### Compile time", ""]
    if first:
        lines += ["First call in a new process (imports done; `enzympy bench` runs each in a fresh process "
                  "with its own NUMBA_CACHE_DIR; the examples are `benchmarks/compile_probe.py`'s, with "
                  "`cache=True`):", ""] + _md(a) + [""]
    lines += ["`enzympy diff X.ll -o X.o`, in process, by module size:", ""] + _md(b) + [""]
    for name, ok, detail in targets(first, modules, records):
        lines.append(f"- {name}: **{({True: 'met', False: 'not met', None: 'n/a'})[ok]}** ({detail})")
    notes = [f"{r.get('example', r.get('module'))}: {k}: {v}" for r in first + modules for k, v in r["errors"].items()]
    return "\n".join(lines + [f"- note: {n}" for n in notes]) + "\n"


def _md(rows):
    return ["| " + " | ".join(rows[0]) + " |", "|" + "|".join("---" for _ in rows[0]) + "|"] + \
           ["| " + " | ".join(r) + " |" for r in rows[1:]]


def print_section(first, modules, records=()) -> None:
    a, b = tables(first, modules)
    for rows in (a, b):
        if len(rows) == 1:
            continue
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        print()
        for r in rows:
            print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
    for name, ok, detail in targets(first, modules, records):
        print(f"target {name}: {({True: 'met', False: 'NOT MET', None: 'n/a'})[ok]} ({detail})")
    for r in first + modules:
        for k, v in r["errors"].items():
            print(f"note: {r.get('example', r.get('module'))}: {k}: {v}")


def write_json(first, modules, path) -> None:
    Path(path).write_text(json.dumps({"first_call": first, "modules": modules}, indent=1) + "\n")
