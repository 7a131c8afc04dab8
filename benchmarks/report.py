"""Reporting: the terminal table (rich), JSON, the markdown summary and the PNG plots.

Targets (issue 5), checked on the records, never as unit tests:
  - gradient time <= 3x primal time on every CPU problem;
  - on GMM, enzympy's ratio <= Enzyme's own (enzyme-ad, measured in the same run);
  - >= 100x faster than central differences wherever there are 200 or more inputs;
  - AD agrees with finite differences to 1e-6 (relative to the largest gradient entry);
  - forward and reverse mode agree to 1e-10.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

RATIO_TARGET = 3.0
FD_SPEEDUP_TARGET = 100.0
FD_MIN_INPUTS = 200
ERR_TARGET = 1e-6
FWD_REV_TARGET = 1e-10

README_START = "<!-- bench:start -->"
README_END = "<!-- bench:end -->"


# ---------------------------------------------------------------- formatting
def fmt_time(s) -> str:
    if s is None:
        return "-"
    if s >= 1:
        return f"{s:.2f} s"
    if s >= 1e-3:
        return f"{s * 1e3:.2f} ms"
    return f"{s * 1e6:.1f} µs"


def fmt_ratio(r) -> str:
    return "-" if r is None else (f"{r:.2f}x" if r < 100 else f"{r:.0f}x")


def fmt_err(e) -> str:
    return "-" if e is None else f"{e:.1e}"


def fmt_speedup(r) -> str:
    return "-" if r is None else f"{r:,.0f}x"


# ---------------------------------------------------------------- targets
def check_targets(records) -> list:
    """[(target, ok: bool | None, detail)] over the records (None: nothing measured)."""
    out = []
    ok = [r for r in records if r.get("ratio") is not None]
    bad = [r for r in ok if r["ratio"] > RATIO_TARGET]
    missing = [r for r in records if r.get("ratio") is None]
    out.append((f"gradient <= {RATIO_TARGET:g}x primal", (not bad and not missing) if ok else None,
                f"{len(ok) - len(bad)}/{len(records)} cases within" + (": over on " + ", ".join(
                    f"{r['problem']} {r['label']} ({r['ratio']:.1f}x)" for r in bad) if bad else "")
                + ("; no gradient measured on " + ", ".join(f"{r['problem']} {r['label']}" for r in missing)
                   if missing else "")))
    gmm = [r for r in records if r["problem"] in ("gmm", "gmm.c") and r.get("ratio") is not None]
    enz = {r["label"]: r["enzyme_ratio"] for r in records if r["problem"] == "gmm.c" and r.get("enzyme_ratio")}
    cmp_ = [(r, enz[r["label"]]) for r in gmm if r["label"] in enz]
    if cmp_:
        worse = [(r, e) for r, e in cmp_ if r["ratio"] > e]
        out.append(("GMM: ratio <= Enzyme's own", not worse, "; ".join(
            f"{r['problem']} {r['label']}: {r['ratio']:.2f}x vs Enzyme {e:.2f}x" for r, e in cmp_)))
    else:
        out.append(("GMM: ratio <= Enzyme's own", None, "Enzyme (enzyme-ad) not measured"))
    big = [r for r in records if (r.get("params") or 0) >= FD_MIN_INPUTS and r.get("fd_speedup") is not None]
    slow = [r for r in big if r["fd_speedup"] < FD_SPEEDUP_TARGET]
    out.append((f">= {FD_SPEEDUP_TARGET:g}x faster than FD at >= {FD_MIN_INPUTS} inputs", (not slow) if big else None,
                f"{len(big) - len(slow)}/{len(big)} cases" + (": short on " + ", ".join(
                    f"{r['problem']} {r['label']} ({r['fd_speedup']:.0f}x)" for r in slow) if slow else "")))
    errs = [r for r in records if r.get("max_rel_err") is not None]
    off = [r for r in errs if r["max_rel_err"] > ERR_TARGET]
    out.append((f"AD = FD to {ERR_TARGET:g}", (not off) if errs else None,
                f"{len(errs) - len(off)}/{len(errs)} cases, worst {max((r['max_rel_err'] for r in errs), default=0):.1e}"
                + (": off on " + ", ".join(f"{r['problem']} {r['label']}" for r in off) if off else "")))
    par = [r for r in records if r.get("parallel_speedup") is not None]
    out.append(("prange: parallel gradient faster than the serial one", all(r["parallel_speedup"] > 1 for r in par)
                if par else None, "; ".join(f"{r['problem']} {r['label']}: {r['parallel_speedup']:.2f}x the serial "
                                             f"gradient's speed" for r in par) or "not measured"))
    fr = [r for r in records if r.get("fwd_rev_err") is not None]
    off = [r for r in fr if r["fwd_rev_err"] > FWD_REV_TARGET]
    out.append((f"forward = reverse to {FWD_REV_TARGET:g}", (not off) if fr else None,
                (f"{len(fr) - len(off)}/{len(fr)} cases, worst {max(r['fwd_rev_err'] for r in fr):.1e}" if fr
                 else "not measured") + (": off on " + ", ".join(f"{r['problem']} {r['label']}" for r in off) if off else "")))
    return out


def notes(records) -> list:
    """One line per error or skipped peer worth reading (deduplicated)."""
    seen, out = set(), []
    for r in records:
        for k, v in (r.get("errors") or {}).items():
            if k == "traceback":
                continue
            line = f"{r['problem']} {r['label']}: {k}: {v}"
            if line not in seen:
                seen.add(line)
                out.append(line)
    skipped = {}
    for r in records:
        for k, v in (r.get("skipped") or {}).items():
            if "problem:" in v or v == "not requested":
                continue               # by design (JAX on Numba problems, Enzyme on C ones)
            skipped.setdefault(f"{k}: {v}", []).append(r["problem"])
    for line, probs in skipped.items():
        out.append(f"skipped {line} ({', '.join(sorted(set(probs)))})")
    return out


# ---------------------------------------------------------------- table rows
COLUMNS = ["problem", "size", "inputs", "primal", "gradient", "grad/primal", "via API", "FD",
           "FD/grad", "max rel err", "fwd-rev", "JAX", "Enzyme", "pre-AD on/off", "compile / warm"]


def row(r) -> list:
    fd = fmt_time(r.get("fd_s")) + ("*" if r.get("fd_extrapolated") else "")
    abl = "-"
    if r.get("ablation_opt_ratio") is not None or r.get("ablation_noopt_ratio") is not None:
        abl = f"{fmt_ratio(r.get('ablation_opt_ratio'))} / {fmt_ratio(r.get('ablation_noopt_ratio'))}"
    return [r["problem"], r["label"], "-" if r.get("params") is None else f"{r['params']:,}",
            fmt_time(r.get("primal_s")), fmt_time(r.get("grad_s")), fmt_ratio(r.get("ratio")),
            fmt_ratio(r.get("api_ratio")), fd, fmt_speedup(r.get("fd_speedup")), fmt_err(r.get("max_rel_err")),
            fmt_err(r.get("fwd_rev_err")), fmt_ratio(r.get("jax_ratio")), fmt_ratio(r.get("enzyme_ratio")), abl,
            f"{fmt_time(r.get('compile_s'))} / {fmt_time(r.get('warm_s'))}"]


def print_table(records, console=None) -> None:
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        _print_plain(records)
        return
    if console is None:
        console = Console()
        if not console.is_terminal or console.width < 150:
            console = Console(width=max(console.width, 200) if not console.is_terminal else console.width)
    t = Table(title="enzympy benchmarks (times: medians; ratios: gradient / primal)", title_style="bold")
    for c in COLUMNS:
        t.add_column(c, justify="left" if c in ("problem", "size") else "right",
                     no_wrap=c not in ("size",))
    for r in records:
        cells = row(r)
        if r.get("ratio") is not None and r["ratio"] > RATIO_TARGET:
            cells[5] = f"[red]{cells[5]}[/red]"
        if r.get("max_rel_err") is not None and r["max_rel_err"] > ERR_TARGET:
            cells[9] = f"[red]{cells[9]}[/red]"
        if r.get("errors"):
            cells[0] = f"{cells[0]} [yellow]![/yellow]"
        t.add_row(*cells)
    console.print(t)
    console.print("grad/primal: the compiled gradient called like the primal; via API: "
                  "enzympy.value_and_grad from Python; FD: central differences over all inputs "
                  "(*: extrapolated from a sample); JAX, Enzyme: their own gradient/primal; "
                  "pre-AD on/off: the ablation (C problems); compile / warm: the first gradient call "
                  "in the suite's process (Numba: the primal's compile included) / in a new process "
                  "from the disk cache; !: see the notes.")
    for name, ok, detail in check_targets(records):
        mark = {True: "[green]met[/green]", False: "[red]not met[/red]", None: "[yellow]n/a[/yellow]"}[ok]
        console.print(f"target {name}: {mark} ({detail})")
    for line in notes(records):
        console.print(f"[yellow]note[/yellow] {line}", markup=True, highlight=False)


def _print_plain(records) -> None:
    rows = [COLUMNS] + [row(r) for r in records]
    widths = [max(len(str(x[i])) for x in rows) for i in range(len(COLUMNS))]
    for x in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(x, widths)))
    for name, ok, detail in check_targets(records):
        print(f"target {name}: {({True: 'met', False: 'NOT MET', None: 'n/a'})[ok]} ({detail})")
    for line in notes(records):
        print(f"note: {line}")


# ---------------------------------------------------------------- files
def write_json(records, path) -> None:
    from .worker import dumps
    clean = []
    for r in records:
        r = dict(r)
        if isinstance(r.get("errors"), dict):
            r["errors"] = {k: v for k, v in r["errors"].items() if k != "traceback"}
        clean.append(r)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps(json.loads(dumps(clean)), indent=1) + "\n")


def markdown_table(records) -> str:
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "|".join("---" for _ in COLUMNS) + "|"]
    for r in records:
        lines.append("| " + " | ".join(str(c).replace("|", "/") for c in row(r)) + " |")
    return "\n".join(lines)


def markdown(records, env: dict, cfg, command: str, plots: list, extra: str = "") -> str:
    out = ["# enzympy benchmark results", "",
           f"`{command}` — suite `{cfg.tier}`, medians of up to {cfg.repeats} interleaved rounds "
           f"(batches of >= {cfg.min_batch_s * 1e3:g} ms).", "",
           "Machine: " + ", ".join(f"{k} {v}" for k, v in env.items() if v is not None), "",
           markdown_table(records), "",
           "`grad/primal`: the compiled gradient called the way the primal is (Numba: one dispatch of "
           "the derivative's @njit entry with preallocated shadows; C: the JIT'd code on raw "
           "addresses). `via API`: `enzympy.value_and_grad(f, argnums)(...)` from Python, which adds "
           "its per-call Python work. `FD`: central differences over every input (`*`: timed on a "
           "sample of inputs and extrapolated). `max rel err`: AD against FD on the checked inputs, "
           "relative to the largest gradient entry. `fwd-rev`: forward mode J·v against <grad, v>. "
           "JAX: `jax.jit(jax.grad(f))` on idiomatic JAX code, one CPU thread. Enzyme: enzyme-ad, "
           "timed inside its own C++ code. Ablation (C problems): gradient/primal when the "
           "unoptimised IR is differentiated with enzympy's pre-AD pipeline on / off. "
           "`compile / warm` (`compile_s`, `warm_s`): the first gradient call in the suite's process "
           "(Numba problems: the primal's compile included; C: `CompiledGradient`, differentiation "
           "and JIT) / the first gradient call in a new process from the disk cache (Numba).", "",
           "## Targets", ""]
    for name, ok, detail in check_targets(records):
        out.append(f"- {name}: **{({True: 'met', False: 'not met', None: 'n/a'})[ok]}** ({detail})")
    ns = notes(records)
    if ns:
        out += ["", "## Notes", ""] + [f"- {n}" for n in ns]
    if extra:
        out += ["", extra.rstrip("\n")]
    if plots:
        out += ["", "## Plots", ""] + [f"![{Path(p).stem}]({Path(p).name})" for p in plots]
    return "\n".join(out) + "\n"


def update_readme(readme: Path, records, plot_rel: str | None, command: str, env: dict | None = None,
                  extra: str = "") -> bool:
    """Put the table, its targets, `extra` (markdown: the compile-time section) and the plot
    between the README's bench markers."""
    text = readme.read_text()
    machine = ""
    if env:
        machine = f" on {env.get('processor', '?')} ({env.get('vector', '?')}), {env.get('cores', '?')} cores"
    block = [README_START, "", f"Latest run (`{command}`{machine}; full results in `benchmarks/results/`):", "",
             markdown_table(records), ""]
    for name, ok, detail in check_targets(records):
        block.append(f"- {name}: **{({True: 'met', False: 'not met', None: 'n/a'})[ok]}** ({detail})")
    if extra:
        block += ["", extra.rstrip("\n")]
    if plot_rel:
        block += ["", f"![gradient/primal per problem and tool]({plot_rel})"]
    block += ["", README_END]
    new = "\n".join(block)
    if README_START in text and README_END in text:
        head, rest = text.split(README_START, 1)
        _, tail = rest.split(README_END, 1)
        text = head + new + tail
    else:
        text = text.rstrip("\n") + "\n\n## Benchmarks\n\n" + new + "\n"
    readme.write_text(text)
    return True


# ---------------------------------------------------------------- plots
def plots(records, outdir: Path) -> list:
    """Write the PNGs; returns their paths (empty without matplotlib)."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return []
    outdir.mkdir(parents=True, exist_ok=True)
    paths = []
    for fn in (_plot_ratios, _plot_cost, _plot_ablation):
        p = fn(records, outdir, plt)
        if p:
            paths.append(p)
    return paths


def _largest(records):
    """Per problem, the record with the most inputs (that has a ratio)."""
    best = {}
    for r in records:
        if r.get("params") is None:
            continue
        cur = best.get(r["problem"])
        if cur is None or r["params"] > cur["params"]:
            best[r["problem"]] = r
    return list(best.values())


def _plot_ratios(records, outdir, plt):
    rs = _largest(records)
    if not rs:
        return None
    tools = [("enzympy", "ratio", "#1f77b4"), ("enzympy via API", "api_ratio", "#aec7e8"),
             ("JAX", "jax_ratio", "#ff7f0e"), ("Enzyme (enzyme-ad)", "enzyme_ratio", "#2ca02c")]
    tools = [t for t in tools if any(r.get(t[1]) for r in rs)]
    fig, ax = plt.subplots(figsize=(max(7, 1.1 * len(rs) + 2), 4.8))
    w = 0.8 / max(1, len(tools))
    for i, (name, key, color) in enumerate(tools):
        xs = [j + (i - (len(tools) - 1) / 2) * w for j in range(len(rs))]
        ys = [r.get(key) or float("nan") for r in rs]
        ax.bar(xs, ys, w, label=name, color=color)
    ax.axhline(RATIO_TARGET, color="red", lw=1, ls="--", label=f"target {RATIO_TARGET:g}x")
    for j, r in enumerate(rs):
        if r.get("ratio") is None:
            ax.annotate("no enzympy\ngradient\n(see notes)", (j, RATIO_TARGET), ha="center", va="bottom",
                        fontsize=6, color="gray")
    ax.set_yscale("log")
    ax.set_xticks(range(len(rs)))
    ax.set_xticklabels([f"{r['problem']}\n{r['label']}" for r in rs], fontsize=7, rotation=25, ha="right")
    ax.set_ylabel("gradient time / primal time")
    ax.set_title("Cost of the gradient relative to the primal (lower is better)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    p = outdir / "ratio.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    return p


def _plot_cost(records, outdir, plt):
    rs = [r for r in records if r.get("params") and (r.get("grad_s") or r.get("fd_s"))]
    if not rs:
        return None
    fig, ax = plt.subplots(figsize=(7, 4.6))
    problems = sorted({r["problem"] for r in rs})
    cmap = plt.get_cmap("tab20")
    for i, name in enumerate(problems):
        pts = sorted((r for r in rs if r["problem"] == name), key=lambda r: r["params"])
        c = cmap(i % 20)
        xs = [r["params"] for r in pts]
        ad = [r.get("grad_s") or float("nan") for r in pts]
        fd = [r.get("fd_s") or float("nan") for r in pts]
        ax.plot(xs, ad, "o-", color=c, label=name, ms=5)
        ax.plot(xs, fd, "x--", color=c, ms=6)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("number of differentiated inputs")
    ax.set_ylabel("seconds for the whole gradient")
    ax.set_title("Reverse-mode AD (o, solid) vs central differences (x, dashed)")
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    p = outdir / "cost_vs_inputs.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    return p


def _plot_ablation(records, outdir, plt):
    rs = [r for r in records if r.get("ablation_opt_ratio") is not None or r.get("ablation_noopt_ratio") is not None]
    if not rs:
        return None
    fig, ax = plt.subplots(figsize=(max(6, 1.2 * len(rs) + 2), 4.2))
    xs = range(len(rs))
    on = [r.get("ablation_opt_ratio") or float("nan") for r in rs]
    off = [r.get("ablation_noopt_ratio") or float("nan") for r in rs]
    ax.bar([x - 0.2 for x in xs], on, 0.4, label="pre-AD optimisation on (default)", color="#1f77b4")
    ax.bar([x + 0.2 for x in xs], off, 0.4, label="off (SROA/mem2reg only)", color="#d62728")
    for x, r in zip(xs, rs):
        if (r.get("errors") or {}).get("ablation_none"):
            ax.annotate("wrong\ngradient", (x + 0.2, off[x]), ha="center", va="bottom", fontsize=7, color="#d62728")
    ax.set_yscale("log")
    ax.set_xticks(list(xs))
    ax.set_xticklabels([f"{r['problem']}\n{r['label']}" for r in rs], fontsize=7, rotation=25, ha="right")
    ax.set_ylabel("gradient time / optimised primal time")
    ax.set_title("Differentiating optimised vs unoptimised IR")
    ax.legend(fontsize=7)
    fig.tight_layout()
    p = outdir / "ablation.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    return p


def finite(x) -> bool:
    return x is not None and isinstance(x, (int, float)) and math.isfinite(x)
