"""The CPU a Numba derivative is compiled for is the one Numba compiles the primal for
(`ir.host_cpu`): NUMBA_CPU_NAME / NUMBA_CPU_FEATURES (e.g. `generic`, for a cache several
machines share) hold for the derivative too, which must not use instructions the primal may
not. Each case runs in a fresh process, since Numba reads those variables when it loads."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numba")

REPO = Path(__file__).resolve().parent.parent

SCRIPT = r"""
import json, re
import numpy as np
from numba import njit
from numba.core.registry import cpu_target
import enzympy
import enzympy.runtime.numba_jit as nj
from enzympy.ir import host_cpu

asm = []
def compile_object(mod, symbol, _orig=nj.compile_object):
    asm.append(nj._machine().emit_assembly(mod))
    return _orig(mod, symbol)
nj.compile_object = compile_object                      # what jit_export calls

@njit
def f(x):
    return np.sum(np.sin(x) * x * x)

x = np.linspace(0.0, 1.0, 1000)
g = enzympy.grad(f)(x)
want = np.cos(x) * x * x + 2 * np.sin(x) * x
cg = cpu_target.target_context.codegen()
text = "".join(asm)
print(json.dumps({"same": list(host_cpu()) == [cg._get_host_cpu_name(), cg._get_host_cpu_features()],
                  "cpu": host_cpu()[0], "err": float(np.abs(g - want).max()),
                  "wide": len(re.findall(r"%[yz]mm", text)), "compiled": len(asm)}))
"""


def _run(**env):
    e = {k: v for k, v in os.environ.items() if not k.startswith("NUMBA_CPU")}
    e.update(env, ENZYMPY_CACHE="0")
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=REPO, env=e, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_generic_cpu_keeps_the_derivative_to_sse2():
    r = _run(NUMBA_CPU_NAME="generic")
    assert r["same"] and r["cpu"] == "generic"
    assert r["compiled"] == 1 and r["wide"] == 0        # no AVX register anywhere
    assert r["err"] < 1e-12


def test_default_follows_numba_too():
    r = _run()
    assert r["same"] and r["compiled"] == 1 and r["err"] < 1e-12
