"""Crash isolation: the suite runs in a worker process, restarted past a case that kills it.

A fatal error in compiled code (a segmentation fault in a generated derivative, an LLVM fatal
error) would end the whole suite; so the parent runs the cases in a child process that streams
progress and records back as JSON lines. If the child dies, the case it was on gets a record
naming the signal, the stage and the last Python frame (faulthandler), and a fresh child
carries on with the next case. All timing still happens inside one process per case.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

MARK = "@@enzympy-bench@@ "
ROOT = Path(__file__).resolve().parent.parent


def _default(o):
    import numpy as np
    if isinstance(o, np.generic):
        return o.item()
    if isinstance(o, np.ndarray):
        return o.tolist()
    if isinstance(o, (set, tuple)):
        return list(o)
    return str(o)


def dumps(obj) -> str:
    return json.dumps(obj, default=_default)


def worker_main():
    import faulthandler
    faulthandler.enable()
    from .harness import Config, run_suite
    job = json.loads(sys.stdin.readline())
    cfg = Config(**{k: tuple(v) if isinstance(v, list) else v for k, v in job["config"].items()})
    out = sys.stdout

    def emit(kind, payload):
        out.write(f"{MARK}{kind} {dumps(payload)}\n")
        out.flush()

    run_suite(cfg, progress=lambda d, n, t: emit("progress", [d, n, t]), start=job["start"],
              on_record=lambda r: emit("record", r), isolate=False)


def _crash_reason(rc: int, stderr_path: str) -> str:
    if rc < 0:
        try:
            what = signal.Signals(-rc).name
        except ValueError:
            what = f"signal {-rc}"
    else:
        what = f"exit code {rc}"
    try:
        lines = Path(stderr_path).read_text(errors="replace").splitlines()
    except OSError:
        lines = []
    frames, garbage = [], False
    for i, line in enumerate(lines):
        if line.startswith(("Current thread", "Thread 0x")):
            for follow in lines[i + 1:]:
                f = follow.strip()
                if f == "Garbage-collecting":
                    garbage = True
                elif f.startswith("File "):
                    frames.append(_short_frame(f))
                else:
                    break
            break
    ours = next((f for f in frames if f.startswith(("enzympy/", "analyses/", "runtime/", "benchmarks/"))), None)
    frame = " <- ".join(x for x in (frames[0] if frames else None, ours if ours != (frames[0] if frames else None)
                                     else None) if x)
    if garbage:
        frame += " (while garbage-collecting)"
    llvm = next((l.strip() for l in lines if l.startswith("LLVM ERROR")), "")
    return " ".join(x for x in (what, llvm, f"at {frame}" if frame else "") if x)


def _short_frame(f: str) -> str:
    """'File "/x/site-packages/llvmlite/binding/ffi.py", line 212 in __call__' -> 'llvmlite/binding/ffi.py:212 __call__'."""
    import re
    m = re.match(r'File "(.*)", line (\d+) in (.*)', f)
    if not m:
        return f
    path, line, fn = m.groups()
    for marker in ("site-packages/", str(ROOT) + "/"):
        if marker in path:
            path = path.split(marker, 1)[1]
    return f"{path}:{line} {fn}"


def run_isolated(cfg, cases, progress=None, on_record=None) -> list:
    """Run `cases` (from harness.selected(cfg)) in worker processes; returns the records."""
    from .harness import _finish, _new_record
    records = []
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    config = dataclasses.asdict(cfg)
    attempts = {}                      # case index -> reasons its earlier attempts died
    while len(records) < len(cases):
        start = len(records)
        stage = "starting"
        config["no_enzympy"] = [n for n, why in attempts.items() if len(why) >= 2 or why[-1][1]]
        with tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False) as err:
            proc = subprocess.Popen([sys.executable, "-c", "from benchmarks.worker import worker_main; worker_main()"],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, text=True,
                                    env=env, cwd=str(ROOT))
            proc.stdin.write(dumps({"config": config, "start": start}) + "\n")
            proc.stdin.close()
            for line in proc.stdout:
                if not line.startswith(MARK):
                    continue
                kind, _, payload = line[len(MARK):].partition(" ")
                data = json.loads(payload)
                if kind == "progress":
                    stage = data[2]
                    if progress and data[0] < len(cases):
                        progress(*data)
                elif kind == "record":
                    n = len(records)
                    if n in attempts:
                        how = ("measured again without enzympy's gradient" if n in config["no_enzympy"]
                               else "passed when retried first in a fresh process")
                        data.setdefault("errors", {})["crash"] = "; ".join(w for w, _ in attempts[n]) + f"; {how}"
                    records.append(data)
                    if on_record:
                        on_record(data)
            rc = proc.wait()
        n = len(records)
        if n < len(cases):
            why = f"the benchmark process died ({_crash_reason(rc, err.name)}) during: {stage}"
            # first attempt after other cases: retry it first in a fresh process; then once
            # more without enzympy's gradient (so that the peers are still measured); then give up
            tries = attempts.setdefault(n, [])
            first_in_process = n == start
            if len(tries) >= 2 or (tries and n in config["no_enzympy"]):
                problem, size = cases[n]
                rec = _new_record(problem, size, cfg)
                rec["errors"]["crash"] = "; ".join(w for w, _ in tries + [(why, False)])
                _finish(rec)
                records.append(rec)
                if on_record:
                    on_record(rec)
            else:
                tries.append((why, first_in_process))
        try:
            os.unlink(err.name)
        except OSError:
            pass
    if progress:
        progress(len(cases), len(cases), "done")
    return records
