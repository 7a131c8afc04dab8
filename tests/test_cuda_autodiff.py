"""Derivative kernels of @cuda.jit kernels (`enzympy.autodiff(kernel).reverse / .forward`) on
the CPU grid, checked against central differences of the emulated primal kernel.

A kernel maps the arrays it is given (all of them, read and written in place) to their values
after the launch: F(s) = s'. With w a random cotangent of s' and v a random direction in s:
reverse mode leaves J^T w in the shadows (seeded with w), forward mode J v in the tangents
(seeded with v); both must agree with the central difference (F(s + h v) - F(s - h v)) / 2h
dotted with w, and with each other (the dot-product test). Their PTX goes through ptxas.
Skipped, with the reason, when the `cuda` extra is not installed."""

import re
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("numba_cuda", reason="the cuda extra is not installed (pip install -e '.[cuda]')")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import enzympy  # noqa: E402
from enzympy import Const, Duplicated  # noqa: E402
from enzympy.cuda import toolkit  # noqa: E402
from enzympy.errors import ActivityError  # noqa: E402
import gpu_grad_kernels as G  # noqa: E402


needs_ptxas = pytest.mark.skipif(toolkit.ptxas_path() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")


@pytest.fixture(autouse=True)
def _cpu_grid(monkeypatch):
    """Every launch on the CPU grid, and checked for data races (a RaceError fails the test)."""
    monkeypatch.setenv("ENZYMPY_CUDA", "emulate")
    monkeypatch.setenv("ENZYMPY_CUDA_RACES", "1")


def _primal(kernel, grid, block, args):
    out = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    kernel[grid, block](*out)
    return out


def _fd(kernel, grid, block, args, dup, v, h):
    """Central difference of the final state of the Duplicated arrays along v."""
    def shifted(sign):
        a = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
        for k in dup:
            a[k] = a[k] + sign * h * v[k].astype(a[k].dtype)
        return _primal(kernel, grid, block, a)
    up, dn = shifted(1), shifted(-1)
    return {k: (up[k].astype(np.float64) - dn[k]) / (2 * h) for k in dup}


def _wrap(args, dup, shadows):
    return [Duplicated(a.copy(), shadows[k]) if k in dup else
            (Const(a) if isinstance(a, np.ndarray) and k % 2 else a) for k, a in enumerate(args)]


def check(name, rng_seed=0):
    kernel, grid, block, make, dup = G.CASES[name]
    rng = np.random.default_rng(rng_seed)
    k = enzympy.autodiff(kernel)
    args = make(rng)
    w = {i: rng.normal(size=args[i].shape).astype(args[i].dtype) for i in dup}
    v = {i: rng.normal(size=args[i].shape).astype(args[i].dtype) for i in dup}
    # reverse: shadows seeded with w hold J^T w afterwards
    bar = {i: w[i].copy() for i in dup}
    k.reverse[grid, block](*_wrap(args, dup, bar))
    # forward: tangents seeded with v hold J v afterwards
    dot = {i: v[i].copy() for i in dup}
    k.forward[grid, block](*_wrap(args, dup, dot))
    single = any(args[i].dtype == np.float32 for i in dup)
    h = 1e-3 if single else 1e-6
    fd = _fd(k, grid, block, args, dup, v, h)
    vjp = sum(float(np.vdot(v[i].astype(np.float64), bar[i])) for i in dup)
    jvp = sum(float(np.vdot(dot[i].astype(np.float64), w[i])) for i in dup)
    ref = sum(float(np.vdot(fd[i], w[i])) for i in dup)
    rel = 2e-3 if single else 1e-6
    assert vjp == pytest.approx(ref, rel=rel, abs=rel), (name, vjp, ref)
    assert jvp == pytest.approx(ref, rel=rel, abs=rel), (name, jvp, ref)
    assert vjp == pytest.approx(jvp, rel=1e-4 if single else 1e-10, abs=1e-12), (name, vjp, jvp)
    # the primal launch through the wrapper leaves what the plain kernel leaves
    got = _primal(k, grid, block, args)
    ref_state = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    import enzympy.cuda as ecuda
    ecuda.emulate(kernel)[grid, block](*ref_state)
    for i in dup:
        np.testing.assert_array_equal(got[i], ref_state[i])
    return k, args, dup


@pytest.mark.parametrize("name", sorted(G.CASES))
def test_reverse_and_forward_match_central_differences(name):
    check(name)


def test_barrier_mirror_is_what_orders_the_reverse_sweep(monkeypatch):
    """Without the mirrored barrier, shift_left's reverse sweep clears a shadow of y while the
    right neighbour adds into it: the race detector reports it (and the values are wrong)."""
    import enzympy.synth.adjoints as adjoints
    from enzympy.cuda import emulation, gradient
    from enzympy.runtime.races import RaceError
    monkeypatch.setattr(adjoints, "is_barrier", lambda inst: False)
    monkeypatch.setattr(gradient, "_cache", {})
    monkeypatch.setattr(emulation, "_compiled", {})
    with pytest.raises(RaceError, match="data race"):
        check("shift_left")
    monkeypatch.setenv("ENZYMPY_CUDA_RACES", "0")
    with pytest.raises(AssertionError):
        check("shift_left")


def test_threads_that_return_between_barriers_wait_out_the_others():
    """A thread that returned is at the reverse sweep's start while the others still pass
    barriers: it votes until all are done and waits at as many barriers as they passed after
    it left (synth/barriers.py). Without that, its gradient was silently 0 (the race detector
    silent too): the check must fail when the drain is taken out."""
    import enzympy.reverse as reverse
    from enzympy.cuda import emulation, gradient
    for name in ("leave_after_barrier", "leave_barrier_loop", "halving_with_return"):
        check(name)
    mp = pytest.MonkeyPatch()
    try:
        mp.setattr(reverse, "threads_may_part", lambda fn, cfg: False)
        mp.setattr(gradient, "_cache", {})
        mp.setattr(emulation, "_compiled", {})
        with pytest.raises(AssertionError):
            check("leave_after_barrier")
    finally:
        mp.undo()


@needs_ptxas
def test_drained_derivative_votes_with_non_aligned_barriers():
    """Threads of one warp meet at different barrier instructions: no aligned barrier is left
    in the derivative of a kernel whose threads part, once the entry is behind them."""
    kernel, grid, block, make, dup = G.CASES["leave_after_barrier"]
    args = make(np.random.default_rng(0))
    ptx = enzympy.autodiff(kernel).reverse.ptx(*_wrap(args, dup, {i: np.zeros_like(args[i]) for i in dup}))
    body = ptx[ptx.index(".entry __enzympy_reverse"):]
    assert "barrier.red.and" in body and "barrier.sync" in body
    after = body[body.index("barrier.red.and"):]         # past the entry (shared shadows zeroed)
    assert not re.search(r"\bbar\.(sync|red)\b", after), "an aligned barrier in a drained derivative"


def test_predicated_barrier_where_threads_part_is_refused_by_name():
    kernel = G.counted_after_return
    x, y = np.array([0.5, -1.0, 2.0, 3.0]), np.zeros(4)
    with pytest.raises(enzympy.EnzympyError, match="predicated or named barrier.*different numbers of barriers"):
        enzympy.autodiff(kernel).reverse[1, 4](Duplicated(x, np.zeros(4)), Duplicated(y, np.ones(4)))
    k = enzympy.autodiff(kernel)                   # forward mode has no such limit
    dy = np.zeros(4)
    k.forward[1, 4](Duplicated(x.copy(), np.ones(4)), Duplicated(np.zeros(4), dy))
    n = int(((x > 1.0) & (x >= 0.0)).sum())
    np.testing.assert_allclose(dy, np.where(x < 0.0, 0.0, n))


def test_strided_views_in_both_modes():
    """x[::2] and A[:, 1] are indexed by integer address arithmetic, which the reverse sweep
    followed to no shadow: its dx was silently 0 (enzympy/int_addresses.py)."""
    rng = np.random.default_rng(3)
    X, Y = rng.normal(size=40), rng.normal(size=(20, 3))
    w, v = rng.normal(size=20), rng.normal(size=20)
    k = enzympy.autodiff(G.scaled_views)
    dX, dY = np.zeros(40), np.zeros((20, 3))
    dY[:, 1] = w
    Xr, Yr = X.copy(), Y.copy()
    k.reverse[2, 16](Duplicated(Xr[::2], dX[::2]), Duplicated(Yr[:, 1], dY[:, 1]))
    np.testing.assert_allclose(dX[::2], 2 * X[::2] * w, rtol=1e-12)
    np.testing.assert_allclose(dY[:, 1], np.exp(Y[:, 1]) * w, rtol=1e-12)
    assert not dX[1::2].any() and not dY[:, [0, 2]].any()
    np.testing.assert_allclose(Yr[:, 1], X[::2] ** 2 + np.exp(Y[:, 1]), rtol=1e-12)
    tX, tY = np.zeros(40), np.zeros((20, 3))
    tX[::2], tY[:, 1] = v, w
    k.forward[2, 16](Duplicated(X.copy()[::2], tX[::2]), Duplicated(Y.copy()[:, 1], tY[:, 1]))
    np.testing.assert_allclose(tY[:, 1], 2 * X[::2] * v + np.exp(Y[:, 1]) * w, rtol=1e-12)


def test_blocks_that_communicate_through_a_fence_are_refused_in_reverse_mode(monkeypatch):
    """The last block reads partials other blocks wrote: each block's reverse sweep would read
    the partials' derivatives before the last block adds them (a silently wrong dx). (The race
    detector knows no fence-and-ticket ordering between blocks: off here.)"""
    monkeypatch.setenv("ENZYMPY_CUDA_RACES", "0")
    x, w = np.random.default_rng(4).normal(size=48), 1.0
    k = enzympy.autodiff(G.last_block_total)
    args = lambda: (np.zeros(3), np.zeros(1, np.int32), np.zeros(1))     # noqa: E731
    with pytest.raises(enzympy.EnzympyError, match="memory fence beyond the block"):
        p, c, o = args()
        k.reverse[3, 16](Duplicated(x.copy(), np.zeros(48)), Duplicated(p, np.zeros(3)), c,
                         Duplicated(o, np.full(1, w)))
    p, c, o = args()
    dout = np.zeros(1)                                   # forward mode is fine: d out = 2 x . v
    v = np.ones(48)
    k.forward[3, 16](Duplicated(x.copy(), v), Duplicated(p, np.zeros(3)), c, Duplicated(o, dout))
    assert dout[0] == pytest.approx(2 * x.sum(), rel=1e-12)


def test_shared_scalar_is_one_atomic_sum_and_the_issue_example_runs():
    """da = sum_i dy_i x_i over every thread of every block (atomic adds into one address)."""
    rng = np.random.default_rng(4)
    k = enzympy.autodiff(G.axpy_sin)
    a, x, y = np.array([0.5]), rng.normal(size=100), rng.normal(size=100)
    da, dx, dy = np.zeros(1), np.zeros(100), rng.normal(size=100)
    dy0 = dy.copy()
    k.reverse[4, G.TPB](Duplicated(a, da), Duplicated(x, dx), Duplicated(y.copy(), dy))
    assert da[0] == pytest.approx(float(dy0 @ x), rel=1e-12)
    np.testing.assert_allclose(dx, 0.5 * dy0, rtol=1e-14)
    np.testing.assert_allclose(dy, np.cos(y) * dy0, rtol=1e-14)


def test_const_arguments_get_no_shadow():
    rng = np.random.default_rng(5)
    k = enzympy.autodiff(G.contraction)
    A, B, C = rng.normal(size=(3, 4)), rng.normal(size=(4, 2)), np.zeros((3, 2))
    dA, dC = np.zeros_like(A), np.ones_like(C)
    k.reverse[(1, 1), (4, 4)](Duplicated(A, dA), B, Duplicated(C, dC))
    np.testing.assert_allclose(dA, np.ones((3, 2)) @ B.T, rtol=1e-13)
    assert not dC.any()                     # the output's cotangent is consumed


@pytest.mark.parametrize("name, in_buffer", [("pow_scalars", False), ("reduce_halving", False), ("power", False),
                                             ("fast_matmul", True), ("contract3", True)])
def test_where_loop_caches_live(name, in_buffer):
    """A halving loop (`x ** 2`, `while s > 0: s //= 2`, `H ** N`) runs at most bit-width + 1
    times: its cache is a stack array; a loop over tiles or over A.shape[1] needs the launch's
    per-thread buffer (its record sizes are the kernel's cache_records)."""
    kernel, grid, block, make, dup = G.CASES[name]
    args = make(np.random.default_rng(0))
    dk = enzympy.autodiff(kernel).reverse.ir(*_wrap(args, dup, {i: np.zeros_like(args[i]) for i in dup}))
    assert bool(dk.cache_records) == in_buffer, dk.cache_records


def test_halving_loop_cache_is_exact():
    """block_sum's halving loop (`while s > 0: ... s //= 2`) keeps a record per iteration in a
    stack cache: d x_i = d out[block of i] + d out[last], exactly."""
    import gpu_kernels
    k = enzympy.autodiff(gpu_kernels.block_sum)
    x, out = np.random.default_rng(2).normal(size=100), np.zeros(3)
    dx, dout = np.zeros(100), np.array([1.5, -2.0, 0.25])
    k.reverse[2, gpu_kernels.TPB](Duplicated(x, dx), Duplicated(out, dout.copy()))
    block = np.minimum(np.arange(100) // gpu_kernels.TPB, 1)
    want = np.where(np.arange(100) < 2 * gpu_kernels.TPB, dout[block] + dout[2], 0.0)
    np.testing.assert_array_equal(dx, want)


def test_caches_short_of_room_are_relaunched_on_restored_arrays(monkeypatch):
    """With room for one record a loop, the first launch of fast_matmul's gradient runs short:
    its blocks skip their reverse sweeps, the arrays (written in place by the forward sweep,
    the output's cotangent consumed) are put back, and the second launch, with the room the
    kernel asked for, gives what a launch with room enough gives."""
    from enzympy.cuda import thread_caches
    kernel, grid, block, make, dup = G.CASES["fast_matmul"]
    k = enzympy.autodiff(kernel)
    rng = np.random.default_rng(3)
    A, B, C = make(rng)
    dC = rng.normal(size=C.shape).astype(np.float32)

    def gradient():
        dA, dB, dc = np.zeros_like(A), np.zeros_like(B), dC.copy()
        k.reverse[grid, block](Duplicated(A.copy(), dA), Duplicated(B.copy(), dB), Duplicated(C.copy(), dc))
        return dA, dB, dc
    monkeypatch.setattr(thread_caches, "_learned", {})
    roomy = gradient()
    monkeypatch.setattr(thread_caches, "_learned", {})
    monkeypatch.setattr(thread_caches, "FIRST_RECORDS", 1)
    launches = []
    real = thread_caches.control_block
    monkeypatch.setattr(thread_caches, "control_block", lambda *a: launches.append(a[1]) or real(*a))
    short = gradient()
    assert len(launches) == 2 and launches[0] == [1] * len(launches[0]) and max(launches[1]) > 1
    for r, s in zip(roomy, short):
        np.testing.assert_array_equal(r, s)
    np.testing.assert_allclose(roomy[0], dC @ B.T, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(roomy[1], A.T @ dC, rtol=1e-5, atol=1e-5)
    assert not roomy[2].any()


@pytest.mark.parametrize("kernel, what", [("warp_shuffle", "warp shuffle"), ("warp_vote", "warp vote")])
@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_warp_level_operations_are_refused_by_name(kernel, what, mode):
    """A lane's shuffled or voted value comes from other threads: no derivative is made (a
    tangent or adjoint that stayed in the wrong thread would be silently wrong)."""
    from enzympy.errors import UnsupportedError
    k = getattr(enzympy.autodiff(getattr(G, kernel)), mode)
    x = np.linspace(0.5, 1.5, 32)
    with pytest.raises(UnsupportedError, match=what):
        k[1, 32](Duplicated(x.copy(), np.ones(32)), Duplicated(np.zeros(32), np.ones(32)))


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_dynamic_shared_memory_is_refused_by_name(mode):
    """cuda.shared.array(0, ...) takes its size from the launch; its shadow would have none:
    refused when the derivative kernel is made, not only at a launch with shared memory."""
    from enzympy.errors import UnsupportedError
    k = getattr(enzympy.autodiff(G.dynamic_shared), mode)
    x = np.ones(32)
    with pytest.raises(UnsupportedError, match="dynamic shared memory"):
        k.ir(Duplicated(x.copy(), np.ones(32)), Duplicated(np.zeros(32), np.ones(32)))


def test_bad_shadows_are_one_line_errors():
    k = enzympy.autodiff(G.axpy_sin)
    x = np.zeros(4)
    with pytest.raises(ActivityError, match="shape"):
        k.reverse[1, 4](Duplicated(np.ones(1), np.zeros(2)), x, x)
    with pytest.raises(ActivityError, match="array"):
        k.reverse[1, 4](Duplicated(1.0, 0.0), x, x)
    # the derivative reaches a shadow through its array's strides: a C-ordered shadow of a
    # Fortran-ordered array got its derivatives in the wrong places
    X = np.asfortranarray(np.ones((2, 3)))
    with pytest.raises(ActivityError, match="laid out like the array"):
        enzympy.autodiff(G.tile_neighbour_2d).reverse[1, (4, 4)](Duplicated(X, np.zeros((2, 3))), X.copy())
    # Numba indexes a non-contiguous array through integer address arithmetic: the refusal
    # names the argument, not only the inttoptr it stopped at
    s = np.arange(140.0)[::2]
    with pytest.raises(enzympy.UnsupportedError, match=r"argument\(s\) \[1\] are non-contiguous arrays"):
        k.reverse[1, 8](Duplicated(np.ones(1), np.zeros(1)), Duplicated(s, np.zeros(140)[::2]), np.zeros(70))




@needs_ptxas
@pytest.mark.parametrize("name", ["axpy_sin", "tree_sum", "tile_neighbour_2d", "scatter", "early_exit_f32",
                                  "local_array_poly", "reduce_halving", "fast_matmul", "contract3",
                                  "special_math", "leave_after_barrier", "halving_with_return"])
@pytest.mark.parametrize("cc", [(8, 0), (9, 0)])
def test_derivative_ptx_passes_ptxas(name, cc):
    kernel, grid, block, make, dup = G.CASES[name]
    k = enzympy.autodiff(kernel)
    args = make(np.random.default_rng(0))
    wrapped = _wrap(args, dup, {i: np.zeros_like(args[i]) for i in dup})
    for mode in (k.reverse, k.forward):
        ptx = mode.ptx(*wrapped, cc=cc)
        assert ".entry" in ptx and f"sm_{cc[0]}{cc[1]}" in ptx


def _atomics(ptx):
    import collections
    import re
    return collections.Counter(m.group(1) for m in re.finditer(r"\b((?:atom|red)\.[\w.]+)", ptx))


@needs_ptxas
@pytest.mark.parametrize("name, shared", [("axpy_sin", 1), ("pow_scalars", 2), ("local_array_poly", 3)])
def test_block_uniform_increments_are_one_atomic_per_block(name, shared):
    """Every thread reads the same read-only elements (a[0]; alpha[0] and beta[0]; c[0..2]):
    their shadows' increments go into registers, summed in shared memory at the end (one
    shared-memory atomic per element in the PTX), and the block's first thread adds each sum
    with one atomic through the generic address it collected (`atom.add.f64`), the only
    generic-address atomics in the kernel: no per-thread global atomic on those elements."""
    kernel, grid, block, make, dup = G.CASES[name]
    args = make(np.random.default_rng(0))
    ptx = enzympy.autodiff(kernel).reverse.ptx(*_wrap(args, dup, {i: np.zeros_like(args[i]) for i in dup}))
    count = _atomics(ptx)
    assert count["atom.shared.add.f64"] == shared and count["atom.add.f64"] == shared, count


# ------------------------------------------------------------------ the race detector itself

@pytest.mark.parametrize("kernel, block, racy", [("overwrite_one", 8, True), ("atomics_and_own", 8, False),
                                                 ("reads_a_running_sum", 8, True), ("atomics_only", 8, False),
                                                 ("neighbour_after_barrier", 32, False),
                                                 ("neighbour_no_barrier", 32, True)])
def test_race_detector_on_primal_kernels(kernel, block, racy):
    """Plain writes of one address by several threads, a neighbour's element read with no
    barrier between, or a plain read of what other threads add to atomically, are races;
    atomics together (numba-cuda's float atomic.sub: a CAS loop whose first read is volatile),
    a thread's own elements and barrier-ordered reads are not."""
    import enzympy.cuda as ecuda
    from enzympy.runtime.races import RaceError
    k = getattr(G, kernel)
    args = (np.ones(block), np.zeros(block + 1))
    run = ecuda.emulate(k, check_races=True)[1, block]
    if racy:
        with pytest.raises(RaceError, match="data race"):
            run(*args)
    else:
        run(*args)


def test_analyze_reports_the_accumulation_of_each_memory_operation():
    """kernel.reverse.analyze(...): a[0] (read by every thread, never written) is a block
    sum, x[i] an atomic add, y[i] (loaded, then stored) a plain add merged into the store's
    clear; the choices the PTX shows (test_block_uniform_increments_are_one_atomic_per_block)."""
    k = enzympy.autodiff(G.axpy_sin)
    x = np.zeros(8)
    table = k.reverse.analyze(Duplicated(np.zeros(1), np.zeros(1)), Duplicated(x, x.copy()),
                              Duplicated(x.copy(), x.copy()))
    loads = [line for line in table.splitlines() if " = load double" in line]
    assert len(loads) == 3, table
    assert loads[0].endswith("block sum (registers, shared memory, one atomic per block)")
    assert loads[1].endswith("atomic add")
    assert loads[2].endswith("plain add (merged into the clear of the store after it)")
    assert any(line.endswith("read and clear (plain)") for line in table.splitlines() if "store double" in line)


@needs_ptxas
def test_elements_one_thread_touches_take_plain_adds_in_1d_launches():
    """axpy_sin reads x only at x[cuda.grid(1)]: in a launch with 1-D grid and blocks (the
    variant every 1-D launch here runs, under the race detector) its shadow takes plain adds;
    the variant for other launches (where threads of another row share i) keeps the atomic."""
    k = enzympy.autodiff(G.axpy_sin)
    x = np.zeros(8)
    wrapped = (Duplicated(np.zeros(1), np.zeros(1)), Duplicated(x, x.copy()), Duplicated(x.copy(), x.copy()))
    assert _atomics(k.reverse.ptx(*wrapped))["atom.global.add.f64"] == 1
    assert _atomics(k.reverse.ptx(*wrapped, launch_1d=True))["atom.global.add.f64"] == 0
    loads = [line for line in k.reverse.analyze(*wrapped, launch_1d=True).splitlines() if " = load double" in line]
    assert loads[1].endswith("plain add (the thread's own memory)"), loads
