"""The disk cache of Numba derivatives (`enzympy/numba_frontend/diskcache.py`).

Each scenario runs a fresh Python process on a module written to a temporary folder, with
NUMBA_CACHE_DIR there (never the user's cache); the process reports the cache's counters,
whether the differentiator was imported at all, and its gradients, which are checked against
central differences of the Python function (forward mode along a direction, too).
"""

import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

pytest.importorskip("numba")

from test_numba import fd_grad  # noqa: E402
from test_numba_jvp import fd_directional  # noqa: E402

MODULE = '''
import numpy as np
from numba import njit

@njit(cache=True)
def loss(x, w):
    y = np.empty_like(x)
    for i in range(x.size):
        y[i] = np.sin(x[i]) * w[i] + {coef} * x[i] * x[i]
    return (y * y).sum() + np.sum((x[::-1] * w).reshape(2, 3) ** 2)
'''

RUN = '''
import json, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
import cached_mod, enzympy
from enzympy.numba_frontend import calling, diskcache
x, w = np.linspace(0.1, 1.0, 6), np.linspace(-1.0, 2.0, 6)
value, grads = enzympy.value_and_grad(cached_mod.loss, argnums=tuple(json.loads(sys.argv[2])))(x, w)
_, jv = enzympy.jvp(cached_mod.loss, (x, w), (np.cos(np.arange(6.0)), None))
dx = np.zeros_like(x)
enzympy.gradient(cached_mod.loss, argnums=0)(x, w, dx)         # the Numba-callable gradient
print(json.dumps({"value": value, "grads": [g.tolist() for g in grads], "jv": jv, "dx": dx.tolist(),
                  "stats": dict(diskcache.stats), "differentiator": "enzympy.driver" in sys.modules,
                  "entry_compiled": sum(sum(d.stats.cache_misses.values()) for d, _ in calling._entries.values())}))
'''

X, W = np.linspace(0.1, 1.0, 6), np.linspace(-1.0, 2.0, 6)


def write_module(folder, coef):
    (folder / "cached_mod.py").write_text(MODULE.format(coef=coef))
    ns = {}
    exec(compile(textwrap.dedent(MODULE.format(coef=coef)).replace("@njit(cache=True)", ""), "m", "exec"), ns)
    return ns["loss"]                                      # the plain Python function, for FD


def run(folder, argnums=(0,), **env):
    script = folder / "run.py"
    script.write_text(RUN)
    environ = {k: v for k, v in os.environ.items() if k not in ("ENZYMPY_CACHE", "NUMBA_CACHE_DIR")}
    environ.update(NUMBA_CACHE_DIR=str(folder / "cache"), **env)
    out = subprocess.run([sys.executable, str(script), str(folder), json.dumps(list(argnums))],
                         capture_output=True, text=True, env=environ, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def check_against_fd(res, f, argnums=(0,)):
    assert res["value"] == pytest.approx(f(X, W), rel=1e-12)
    for k, g in zip(argnums, res["grads"]):
        np.testing.assert_allclose(g, fd_grad(f, [X.copy(), W.copy()], k), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(res["dx"], fd_grad(f, [X.copy(), W.copy()], 0), rtol=1e-6, atol=1e-8)
    v = np.cos(np.arange(6.0))
    assert res["jv"] == pytest.approx(fd_directional(f, [X, W], [v, None]), rel=1e-6)


def derivative_files(folder):
    return sorted(p.name for p in (folder / "cache").rglob("*.enzd"))


def test_a_second_process_reads_the_derivatives_and_does_not_differentiate(tmp_path):
    f = write_module(tmp_path, 0.5)
    first = run(tmp_path)
    assert first["stats"] == {"miss": 2, "stored": 2} and first["differentiator"]
    check_against_fd(first, f)
    assert len(derivative_files(tmp_path)) == 2              # grad and jvp
    second = run(tmp_path)
    assert second["stats"] == {"hit": 2}
    assert not second["differentiator"]                       # enzympy.driver never imported
    assert second["entry_compiled"] == 0                      # the @njit entries came from disk
    check_against_fd(second, f)
    assert second["grads"] == first["grads"] and second["jv"] == first["jv"]


def test_a_changed_body_or_activity_misses(tmp_path):
    write_module(tmp_path, 0.5)
    run(tmp_path)
    before = derivative_files(tmp_path)
    f = write_module(tmp_path, -1.25)                         # another body: another IR
    changed = run(tmp_path)
    assert changed["stats"] == {"miss": 2, "stored": 2}
    check_against_fd(changed, f)
    after = derivative_files(tmp_path)
    assert len(after) == 2 and not set(after) & set(before)   # the old versions were replaced
    both = run(tmp_path, argnums=(0, 1))                      # another activity for grad
    assert both["stats"] == {"miss": 1, "stored": 1, "hit": 2}     # jvp and gradient(argnums=0)
    check_against_fd(both, f, argnums=(0, 1))


def _damage(path, how):
    data = bytearray(path.read_bytes())
    if how == "flip":
        data[len(data) // 2] ^= 0x5A
    path.write_bytes(bytes(data[:len(data) // 3] if how == "truncate" else b"" if how == "empty" else data))


def test_a_damaged_file_is_rebuilt(tmp_path):
    """Three damages, two rounds (one process each costs a Numba compile): a flipped byte in
    one file and a truncated other, then both emptied; each is rejected, rebuilt and then hit."""
    f = write_module(tmp_path, 0.5)
    run(tmp_path)
    for damages in (("flip", "truncate"), ("empty", "empty")):
        names = derivative_files(tmp_path)
        assert len(names) == 2
        for name, how in zip(names, damages):
            _damage(next((tmp_path / "cache").rglob(name)), how)
        res = run(tmp_path)
        assert res["stats"] == {"rejected": 2, "stored": 2}, damages
        check_against_fd(res, f)
        assert run(tmp_path)["stats"] == {"hit": 2}           # and the rebuilt files are good


def test_disabled_by_environment(tmp_path):
    f = write_module(tmp_path, 0.5)
    res = run(tmp_path, ENZYMPY_CACHE="0")
    assert res["stats"] == {} and res["differentiator"]
    check_against_fd(res, f)
    assert derivative_files(tmp_path) == []


def test_file_format_checks(tmp_path):
    from enzympy.numba_frontend import diskcache
    from enzympy.runtime.numba_jit import ObjectCode
    entry = diskcache.Entry(tmp_path, "m.f-1.py311", "slot", "k" * 64)
    entry.store({"ret": "double"}, ObjectCode(b"\x7fELF...", "sym", ("NRT_Free",), ()))
    assert [p.name for p in tmp_path.iterdir()] == [entry.path.name]   # no temporary left
    meta, code = entry.load()
    assert meta["ret"] == "double" and code.data == b"\x7fELF..." and code.externals == ("NRT_Free",)
    blob = entry.path.read_bytes()
    assert diskcache._decode(blob, "j" * 64) is None                    # another key
    assert diskcache._decode(blob[:-1], "k" * 64) is None               # short
    assert diskcache._decode(b"x" + blob[1:], "k" * 64) is None         # magic


def test_functions_without_cache_true_are_not_cached(tmp_path, monkeypatch):
    import enzympy
    from numba import njit
    from enzympy.numba_frontend import diskcache

    @njit
    def plain(x):
        return (x * x).sum()

    before = dict(diskcache.stats)
    np.testing.assert_allclose(enzympy.grad(plain)(X), fd_grad(plain, [X.copy()], 0), rtol=1e-6)
    assert dict(diskcache.stats) == before


FIT = '''
import json, sys
import numpy as np
from numba import njit
import enzympy

@njit(cache=True)
def loss(w):
    return np.sum((w - 1.0) ** 2 * np.arange(1.0, w.size + 1.0))

@njit(cache=True)
def other(w):
    return np.sum(w ** 4)

dloss = enzympy.gradient(loss, argnums=0)

@njit(cache=True)
def fit(w, steps):
    dw = np.zeros_like(w)
    for _ in range(steps):
        dw[:] = 0.0
        dloss(w, dw)
        w -= 0.05 * dw
    return w

if __name__ == "__main__":
    if sys.argv[1] == "other":
        enzympy.grad(other)(np.ones(3))          # another derivative first in this process
    print(json.dumps(list(fit(np.zeros(3), 20))))
'''


def test_cached_function_calling_the_numba_gradient(tmp_path):
    """An @njit(cache=True) loop calling enzympy.gradient is right in every process: Numba does
    not cache it (it calls the derivative through its address), so it never runs against a
    derivative this process has not loaded, or another one."""
    (tmp_path / "fit_mod.py").write_text(FIT)
    env = {k: v for k, v in os.environ.items() if k != "ENZYMPY_CACHE"}
    env["NUMBA_CACHE_DIR"] = str(tmp_path / "cache")
    ns = {}
    exec(compile(FIT.split("dloss =")[0].replace("@njit(cache=True)", ""), "fit", "exec"), ns)
    w = np.zeros(3)
    for _ in range(20):                                        # the same descent on central differences
        w = w - 0.05 * fd_grad(ns["loss"], [w.copy()], 0)
    for mode in ("plain", "other", "plain"):
        out = subprocess.run([sys.executable, str(tmp_path / "fit_mod.py"), mode], capture_output=True, text=True,
                             env=env, timeout=600)
        assert out.returncode == 0, out.stderr[-2000:]
        np.testing.assert_allclose(json.loads(out.stdout.strip().splitlines()[-1]), w, rtol=1e-6)


ARRAY_MODULE = '''
import numpy as np
from numba import njit

@njit(cache=True)
def field(x, A):
    y = A @ x
    return np.sin(y[::-1]) * y

@njit(cache=True)
def helper(x):
    return np.sin(x[::-1]) * x

@njit(cache=True)
def outer(x):
    return np.sum(helper(x) ** 2)
'''

ARRAY_RUN = '''
import json, sys
sys.path.insert(0, sys.argv[1])
import numpy as np
import enzympy
import array_mod
rng = np.random.default_rng(1)
x, A, v, c = rng.standard_normal(4), rng.standard_normal((3, 4)), rng.standard_normal(4), rng.standard_normal(3)
_, jv = enzympy.jvp(array_mod.field, (x, A), (v, None))
_, pull = enzympy.vjp(array_mod.field, x, A)
gx, gA = pull(c)
g = enzympy.grad(array_mod.outer)(x)
print(json.dumps({"jv": list(jv), "gx": list(gx), "gA": gA.tolist(), "g": list(g)}))
'''


def test_array_results_and_callees_from_a_warm_numba_cache(tmp_path):
    """Functions Numba loads from its cache keep only their optimised (vectorised, masked-gather)
    module; the derivative of a function calling one (the wrapper of an array-valued function's
    jvp/vjp, or a cached helper) takes the same function compiled anew instead. The second
    process, with Numba's cache warm, was refused ("vectorised masked/gather memory access")."""
    (tmp_path / "array_mod.py").write_text(ARRAY_MODULE)
    (tmp_path / "run.py").write_text(ARRAY_RUN)
    env = {k: v for k, v in os.environ.items() if k not in ("ENZYMPY_CACHE", "NUMBA_CACHE_DIR")}
    env["NUMBA_CACHE_DIR"] = str(tmp_path / "cache")
    ns = {}
    exec(compile(ARRAY_MODULE.replace("@njit(cache=True)", ""), "m", "exec"), ns)
    rng = np.random.default_rng(1)
    x, A, v, c = rng.standard_normal(4), rng.standard_normal((3, 4)), rng.standard_normal(4), rng.standard_normal(3)
    e = 1e-6
    jv = (ns["field"](x + e * v, A) - ns["field"](x - e * v, A)) / (2 * e)
    gx = fd_grad(lambda x, A: c @ ns["field"](x, A), [x.copy(), A.copy()], 0)
    gA = fd_grad(lambda x, A: c @ ns["field"](x, A), [x.copy(), A.copy()], 1)
    g = fd_grad(ns["outer"], [x.copy()], 0)
    for _ in range(2):                                 # cold, then warm
        out = subprocess.run([sys.executable, str(tmp_path / "run.py"), str(tmp_path)], capture_output=True,
                             text=True, env=env, timeout=600)
        assert out.returncode == 0, out.stderr[-3000:]
        res = json.loads(out.stdout.strip().splitlines()[-1])
        np.testing.assert_allclose(res["jv"], jv, rtol=1e-6, atol=1e-8)
        np.testing.assert_allclose(res["gx"], gx, rtol=1e-6, atol=1e-8)
        np.testing.assert_allclose(res["gA"], gA, rtol=1e-6, atol=1e-8)
        np.testing.assert_allclose(res["g"], g, rtol=1e-6, atol=1e-8)
