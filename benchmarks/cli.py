"""`enzympy bench` (or `python -m benchmarks`): run the suite, print the table, write the results.

    enzympy bench                     # the full suite
    enzympy bench --quick             # small sizes, a couple of minutes on 2 cores
    enzympy bench --json out.json     # also write the records there
    enzympy bench --no-compile        # without the compile-time section and the warm starts
    enzympy bench --quick --compile-full   # the whole compile-time section, once
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"


def build_parser(prog="enzympy bench"):
    p = argparse.ArgumentParser(prog=prog, description="Benchmark enzympy's gradients against the primal, "
                                "central finite differences, JAX and Enzyme (enzyme-ad) where installed.")
    tier = p.add_mutually_exclusive_group()
    tier.add_argument("--quick", action="store_const", dest="tier", const="quick",
                      help="small sizes: a couple of minutes on 2 cores")
    tier.add_argument("--tiny", action="store_const", dest="tier", const="tiny",
                      help="tiny sizes: a smoke test of the harness (timings meaningless)")
    p.set_defaults(tier="full")
    p.add_argument("--json", metavar="OUT", help="also write the records (a JSON list) to OUT")
    p.add_argument("--out", metavar="DIR", default=str(RESULTS),
                   help="results folder: results.json, summary.md, PNG plots (default: benchmarks/results)")
    p.add_argument("--problems", metavar="A,B", help="comma-separated problem names (default: all)")
    p.add_argument("--list", action="store_true", help="list the problems and their sizes, then exit")
    p.add_argument("--repeats", type=int, help="interleaved timing rounds per case")
    p.add_argument("--peers", default="jax,enzyme",
                   help="optional peers to run if installed: jax, enzyme, or none (default: jax,enzyme)")
    p.add_argument("--no-ablation", action="store_true", help="skip the pre-AD optimisation ablation")
    p.add_argument("--no-fwd", action="store_true", help="skip the forward-vs-reverse check")
    p.add_argument("--no-gpu", action="store_true",
                   help="skip the GPU kernels (checked on the CPU grid; timed only on a GPU)")
    p.add_argument("--no-plots", action="store_true", help="do not write PNG plots")
    p.add_argument("--no-compile", action="store_true",
                   help="skip the compile-time section (first calls in new processes, enzympy diff by "
                        "module size) and the per-problem warm start from the disk cache")
    p.add_argument("--compile-full", action="store_true",
                   help="the whole compile-time section (first calls of the examples, every module) "
                        "even with --quick, once")
    p.add_argument("--update-readme", action="store_true",
                   help="put the table and the ratio plot into README.md (between bench markers)")
    p.add_argument("--in-process", action="store_true",
                   help="run every case in this process (no crash isolation)")
    return p


def run(argv=None, prog="enzympy bench") -> int:
    args = build_parser(prog).parse_args(argv)
    from .harness import Config, environment
    from .problems import PROBLEMS, size_label
    from . import compile_time, gpu, overhead, report
    if args.list:
        for p in PROBLEMS:
            sizes = "; ".join(size_label(s) for s in p.sizes[args.tier])
            print(f"{p.name:12s} {p.title:40s} {sizes}")
        return 0
    peers = () if args.peers.strip() in ("", "none") else tuple(x.strip() for x in args.peers.split(","))
    bad = set(peers) - {"jax", "enzyme"}
    if bad:
        print(f"enzympy bench: error: unknown peer(s) {', '.join(sorted(bad))} (jax, enzyme)", file=sys.stderr)
        return 2
    cfg = Config.for_tier(args.tier, repeats=args.repeats, peers=peers, ablation=not args.no_ablation,
                          fwd_check=not args.no_fwd,
                          problems=tuple(x.strip() for x in args.problems.split(",")) if args.problems else ())
    try:
        from .harness import selected
        cases = selected(cfg)
    except ValueError as e:
        print(f"enzympy bench: error: {e}", file=sys.stderr)
        return 2
    command = " ".join(["enzympy bench"] + list(sys.argv[2:] if argv is None else argv))
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="enzympy-bench-cache-") as cache_dir:
        if not args.no_compile:
            cfg.cache_dir = cache_dir             # Numba problems: cached on disk, warm start timed
        records = _run_with_progress(cfg, cases, not args.in_process)
    compiled = None if args.no_compile else _compile_section(cfg, args.out, args.compile_full)
    extra = compile_time.markdown(*compiled, records) if compiled else ""
    kernels = None if args.no_gpu else _gpu_section(cfg.tier)
    if kernels is not None:
        extra += ("\n" if extra else "") + gpu.markdown(kernels)
    calls = overhead.section()
    extra += ("\n" if extra else "") + overhead.markdown(calls)
    elapsed = time.perf_counter() - t0
    env = environment()
    report.print_table(records)
    if compiled:
        compile_time.print_section(*compiled, records)
    if kernels is not None:
        gpu.print_section(kernels)
    overhead.print_section(calls)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    report.write_json(records, out / "results.json")
    if args.json:
        report.write_json(records, args.json)
    pngs = [] if args.no_plots else report.plots(records, out)
    (out / "summary.md").write_text(report.markdown(records, env, cfg, command, pngs, extra))
    if args.update_readme:
        readme = Path(__file__).resolve().parent.parent / "README.md"
        ratio_png = next((p for p in pngs if p.name == "ratio.png"), None)
        rel = None
        if ratio_png is not None:
            try:
                rel = ratio_png.resolve().relative_to(readme.parent).as_posix()
            except ValueError:
                rel = None
        report.update_readme(readme, records, rel, command, env, extra)
    print(f"machine: {env.get('processor')}, {env.get('cores')} cores, vector extensions "
          f"{env.get('vector')} (ratios depend on them)", file=sys.stderr)
    print(f"{len(records)} cases in {elapsed:.0f} s; results in {out}"
          + (f" and {args.json}" if args.json else ""), file=sys.stderr)
    return 0


def _compile_section(cfg, out, full):
    """Run the compile-time section (`compile_time`), write compile.json; (first calls, modules)."""
    from . import compile_time

    def say(text):
        print(f"[compile time] {text}", file=sys.stderr, flush=True)
    first = compile_time.first_calls(cfg, say, full)
    modules = compile_time.diff_times(cfg, say, full)
    Path(out).mkdir(parents=True, exist_ok=True)
    compile_time.write_json(first, modules, Path(out) / "compile.json")
    return first, modules


def _gpu_section(tier):
    """The GPU kernels (`gpu`): None when the cuda extra is not installed."""
    import importlib.util
    if importlib.util.find_spec("numba_cuda") is None:
        print("[gpu] skipped: the cuda extra is not installed", file=sys.stderr)
        return None
    from . import gpu
    return gpu.section(tier, lambda text: print(f"[gpu] {text}", file=sys.stderr, flush=True))


def _run_with_progress(cfg, cases, isolate):
    from .harness import run_suite
    def plain(done, total, text):
        print(f"[{done}/{total}] {text}", file=sys.stderr, flush=True)
    try:
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
    except ImportError:
        return run_suite(cfg, progress=plain, isolate=isolate)
    if not sys.stderr.isatty():             # a log, not a terminal: one line per step
        return run_suite(cfg, progress=plain, isolate=isolate)
    with Progress(TextColumn("[bold]bench[/bold]"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                  TimeElapsedColumn(), TextColumn("{task.description}"), transient=True) as bar:
        task = bar.add_task("starting", total=len(cases))

        def progress(done, total, text):
            bar.update(task, completed=done, description=text)
        return run_suite(cfg, progress=progress, isolate=isolate)


def main(argv=None) -> int:
    return run(argv, prog="python -m benchmarks")
