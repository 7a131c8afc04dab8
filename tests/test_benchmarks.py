"""Smoke test of the benchmark harness (issue 5) at tiny sizes.

Checks that records carry the required fields, that AD agrees with finite differences, and that
the JSON (and the markdown summary) are written. No time is a pass/fail criterion here: the
suite measures the targets, tests do not. The Numba part skips when numba or enzympy's Numba
front end is missing; the C (.ll) part needs neither.
"""

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
REQUIRED = ("problem", "params", "primal_s", "grad_s", "fd_s", "fd_extrapolated", "max_rel_err")


def _benchmarks():
    """The repository's benchmarks package (it is not installed: load it from the checkout)."""
    init = ROOT / "benchmarks" / "__init__.py"
    mod = sys.modules.get("benchmarks")
    if mod is None or Path(getattr(mod, "__file__", "") or "").resolve() != init:
        spec = importlib.util.spec_from_file_location("benchmarks", init, submodule_search_locations=[str(init.parent)])
        mod = importlib.util.module_from_spec(spec)
        sys.modules["benchmarks"] = mod
        spec.loader.exec_module(mod)
    return mod


def _numba_frontend_or_skip():
    pytest.importorskip("numba")
    import enzympy
    try:
        enzympy.value_and_grad
    except (AttributeError, ImportError) as e:
        pytest.skip(f"enzympy's Numba front end is missing: {e}")


def _check(records, names):
    assert [r["problem"] for r in records] == list(names)
    for r in records:
        for field in REQUIRED:
            assert field in r, field
        assert not r["errors"].get("crash"), r["errors"]
        assert r["params"] > 0
        assert r["primal_s"] > 0 and r["grad_s"] > 0 and r["fd_s"] > 0
        assert r["fd_extrapolated"] is False            # tiny sizes: the full sweep is done
        assert r["fd_inputs"] == r["params"]
        assert r["max_rel_err"] < 1e-6, (r["problem"], r["max_rel_err"])


def test_c_problem_through_ll_path(tmp_path):
    bm = _benchmarks()
    from benchmarks.harness import Config, run_suite
    from benchmarks import report
    cfg = Config.for_tier("tiny", problems=("normalize.c",), peers=())
    records = run_suite(cfg, isolate=False)
    _check(records, ["normalize.c"])
    r = records[0]
    assert r["fwd_rev_err"] is not None and r["fwd_rev_err"] < 1e-10
    assert r["ablation_opt_grad_s"] > 0 and r["ablation_noopt_grad_s"] > 0
    assert "enzyme" in r["skipped"] and "jax" in r["skipped"]
    report.write_json(records, tmp_path / "out.json")
    data = json.loads((tmp_path / "out.json").read_text())
    assert isinstance(data, list) and data[0]["problem"] == "normalize.c"
    md = report.markdown(records, bm.harness.environment(), cfg, "test", [])
    assert "normalize.c" in md and "## Targets" in md


def test_numba_problems_isolated(tmp_path):
    _numba_frontend_or_skip()
    _benchmarks()
    from benchmarks.harness import Config, run_suite
    names = ("gmm", "normalize")
    cfg = Config.for_tier("tiny", problems=names, peers=())
    records = run_suite(cfg, isolate=True)          # a crash in compiled code fails, not kills, the test
    _check(records, names)
    for r in records:
        assert r["grad_api_s"] > 0 and r["grad_timed"]
        assert r["fwd_rev_err"] is not None and r["fwd_rev_err"] < 1e-10, r["errors"]   # enzympy.jvp


def test_cli_writes_results(tmp_path):
    _benchmarks()
    from enzympy.cli import main
    out = tmp_path / "results"
    rc = main(["bench", "--tiny", "--problems", "normalize.c", "--peers", "none", "--no-ablation", "--no-fwd",
               "--in-process", "--no-compile", "--out", str(out), "--json", str(tmp_path / "x.json")])
    assert rc == 0
    data = json.loads((tmp_path / "x.json").read_text())
    assert [r["problem"] for r in data] == ["normalize.c"]
    assert (out / "results.json").exists() and (out / "summary.md").exists()
    assert "### Per-call overhead" in (out / "summary.md").read_text()


def test_cli_rejects_unknown_problem(capsys):
    _benchmarks()
    from enzympy.cli import main
    assert main(["bench", "--tiny", "--problems", "nope"]) == 2
    assert "unknown problem" in capsys.readouterr().err


def test_numba_warm_start_from_the_disk_cache(tmp_path):
    """With a cache folder, a Numba problem is cached on disk and a new process's first
    gradient call (warm_s) is served from it (a miss would be an error in the record)."""
    _numba_frontend_or_skip()
    _benchmarks()
    from benchmarks.harness import Config, run_suite
    cfg = Config.for_tier("tiny", problems=("normalize",), peers=(), fwd_check=False, cache_dir=str(tmp_path))
    records = run_suite(cfg, isolate=True)
    _check(records, ["normalize"])
    assert records[0]["warm_s"] > 0 and records[0]["compile_s"] > 0, records[0]["errors"]
    assert list(tmp_path.rglob("*.enzd"))


def test_compile_section(monkeypatch):
    """`enzympy diff` by module size in a child process, and the section's targets and tables."""
    _benchmarks()
    from benchmarks import compile_time
    from benchmarks.harness import Config
    monkeypatch.setattr(compile_time, "MODULES", ("examples/newton.ll",))
    mods = compile_time.diff_times(Config.for_tier("tiny"))
    assert mods[0]["instructions"] > 50 and mods[0]["seconds"] > 0 and not mods[0]["errors"], mods
    first = [{"example": "heat2d", "title": "", "numba_s": 2.0, "cold_s": 2.5, "cold_ratio": 1.25,
              "warm_s": 0.3, "numba_warm_s": 0.25, "max_rel_err": 1e-9, "errors": {}, "cache": {}},
             {"example": "outer_reshape", "title": "", "numba_s": 2.0, "cold_s": 4.0, "cold_ratio": 2.0,
              "warm_s": 0.7, "numba_warm_s": 0.25, "max_rel_err": 1e-9, "errors": {}, "cache": {}}]
    ok = [ok for _, ok, _ in compile_time.targets(first, mods)]
    assert ok[:2] == [False, False] and ok[2] is None            # outer_reshape is over both; no fixture
    md = compile_time.markdown(first[:1], mods)
    assert "newton.ll" in md and "heat2d" in md and "**met**" in md


def test_gpu_section_checks_its_kernels_on_the_cpu_grid():
    """The bench's GPU kernels: gradients agree with central differences and forward mode on
    the CPU grid; the particle kernel's coefficient eps[0], read by every thread, is one sum
    per block, and the stencil needs no shared-memory atomics."""
    pytest.importorskip("numba_cuda", reason="the cuda extra is not installed")
    from benchmarks import gpu
    from enzympy.cuda import toolkit
    records = gpu.section("tiny", say=lambda text: None)
    assert gpu.ok(records), records
    by = {r["kernel"]: r for r in records}
    assert all("gpu_ratio" not in r for r in records)           # no GPU here: correctness only
    if toolkit.ptxas_path() is not None:
        assert by["particles"]["atomics"]["per_block"] == 1
        assert by["stencil"]["atomics"] == {"per_thread": 3, "shared": 0, "per_block": 0}
    assert "### GPU kernels" in gpu.markdown(records)
