"""Alias scopes of the reverse pass (enzympy.alias_scopes): what is declared apart, how the
placeholders are numbered, and gradients through shadows of several roots in one loop nest and
through temporaries of several allocation sites. (What the scopes buy, adjoints of fixed places
kept in registers through loops and loop-invariant reads of a temporary hoisted, is measured by
the benchmark suite: GMM's triangular loop.)"""

import sys
from pathlib import Path

import numpy as np

from enzympy.alias_scopes import ARGS, CACHE, PRIMAL, UNKNOWN, AliasScopes, number_metadata
from enzympy.runtime.wrappers import CompiledGradient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fdcheck import assert_array_grads_match_fd  # noqa: E402


def test_scopes_of_roots():
    s = AliasScopes("f", noalias_args=["r"])
    assert s.key_of_root(("arg", "r")) == "arg r"                  # restrict: its own
    assert s.key_of_root(("arg", "a")) == s.key_of_root(("arg", "b")) == ARGS
    assert s.key_of_root(("global", "tab")) == s.key_of_root(
        ("global", "getelementptr inbounds ([4 x double], ptr @tab, i64 0, i64 2)")) == "global tab"
    assert s.key_of_root(("?", "p")) == UNKNOWN
    assert s.apart(PRIMAL, ARGS) and s.apart("fresh m", ARGS) and s.apart("arg r", ARGS)
    assert not s.apart(ARGS, ARGS)                                  # arguments may overlap
    assert not s.apart(UNKNOWN, PRIMAL) and not s.apart(UNKNOWN, "fresh m")


def test_primal_sites_and_cache():
    s = AliasScopes("f")
    site_a, site_b = s.primal_key(("fresh", "a")), s.primal_key(("fresh", "b"))
    assert s.primal_key(("arg", "x")) == s.primal_key(("?", "p")) == s.primal_key(("global", "g")) == PRIMAL
    assert s.apart(site_a, site_b)                                  # two allocation sites
    assert not s.apart(site_a, site_a) and not s.apart(site_a, PRIMAL)   # the rest may hold a's pointer
    assert s.apart(site_a, "fresh a") and s.apart(site_a, ARGS)     # primal memory and any shadow
    assert not s.apart(site_a, UNKNOWN)
    assert all(s.apart(CACHE, k) for k in (PRIMAL, site_a, ARGS, UNKNOWN, "fresh a"))


def test_placeholders_are_numbered_after_the_modules_own_metadata():
    s = AliasScopes("f")
    use = "store double 0.0, ptr %p" + s.tags(PRIMAL) + s.tags(ARGS)
    text = number_metadata("!0 = !{}\n!12 = !{}\n" + use + "\n" + s.definitions())
    assert "!ad.md" not in text
    numbers = sorted(int(line.split()[0][1:]) for line in text.splitlines() if line.startswith("!"))
    assert numbers[:2] == [0, 12] and numbers[2] == 13 and len(set(numbers)) == len(numbers)


# t[i] = 2 x[i] into a global; then q[j] += L[i*n + j] * t[i] for all i, j, and the sum of q[j]^2.
# The store into q (an argument, which may point anywhere) keeps the load of t[i] in the inner
# loop, as in GMM's triangular loop; its reversal adds into dq, dL (argument shadows, one scope)
# and dt[i] (the global's shadow, a scope of its own)
TRI = """
@t = internal global [16 x double] zeroinitializer, align 8

define double @tri(ptr %L, ptr %x, ptr %q, i64 %n) {
entry:
  br label %fill
fill:
  %k = phi i64 [ 0, %entry ], [ %k1, %fill ]
  %px = getelementptr inbounds double, ptr %x, i64 %k
  %xv = load double, ptr %px
  %tv = fmul double %xv, 2.0
  %pt = getelementptr inbounds [16 x double], ptr @t, i64 0, i64 %k
  store double %tv, ptr %pt
  %k1 = add nsw i64 %k, 1
  %ck = icmp slt i64 %k1, %n
  br i1 %ck, label %fill, label %outer
outer:
  %i = phi i64 [ 0, %fill ], [ %i1, %outerend ]
  %row = mul nsw i64 %i, %n
  %pti = getelementptr inbounds [16 x double], ptr @t, i64 0, i64 %i
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %ti = load double, ptr %pti
  %ij = add nsw i64 %row, %j
  %pl = getelementptr inbounds double, ptr %L, i64 %ij
  %l = load double, ptr %pl
  %m = fmul double %l, %ti
  %pq = getelementptr inbounds double, ptr %q, i64 %j
  %qv = load double, ptr %pq
  %q1 = fadd double %qv, %m
  store double %q1, ptr %pq
  %j1 = add nsw i64 %j, 1
  %cj = icmp slt i64 %j1, %n
  br i1 %cj, label %inner, label %outerend
outerend:
  %i1 = add nsw i64 %i, 1
  %ci = icmp slt i64 %i1, %n
  br i1 %ci, label %outer, label %sum
sum:
  %s = phi i64 [ 0, %outerend ], [ %s1, %sum ]
  %a = phi double [ 0.0, %outerend ], [ %a1, %sum ]
  %ps = getelementptr inbounds double, ptr %q, i64 %s
  %qs = load double, ptr %ps
  %qq = fmul double %qs, %qs
  %a1 = fadd double %a, %qq
  %s1 = add nsw i64 %s, 1
  %cs = icmp slt i64 %s1, %n
  br i1 %cs, label %sum, label %done
done:
  ret double %a1
}
"""


def test_tri_gradient_agrees_with_finite_differences():
    cg = CompiledGradient(TRI, "tri", active=[], dup=[0, 1, 2])
    rng = np.random.default_rng(3)
    for n in (1, 2, 5, 9):
        L, x, q = rng.uniform(-1, 1, n * n), rng.uniform(-1, 1, n), rng.uniform(-1, 1, n)
        gL, gx, gq = assert_array_grads_match_fd(cg, [L, x, q, n], [0, 1, 2])
        qf = q + (2 * x) @ L.reshape(n, n)
        assert np.allclose(gq, 2 * qf)
        assert np.allclose(gL, np.outer(2 * x, 2 * qf).ravel())
        assert np.allclose(gx, 2 * L.reshape(n, n) @ (2 * qf))


def test_temporaries_of_several_sites_in_numba():
    """Temporaries made in every round: the store into q and the read of xc[i] (two sites)
    are declared apart, and freed memory is reused by the next round's allocations."""
    import pytest
    pytest.importorskip("numba")
    from numba import njit
    import enzympy
    from test_numba import fd_grad

    @njit
    def rounds(x, L, reps):
        d = x.shape[0]
        s = 0.0
        for r in range(reps):
            xc = np.empty(d)
            q = np.empty(d)
            for i in range(d):
                xc[i] = x[i] * (r + 1.0)
                q[i] = x[i]
            li = 0
            for i in range(d):
                for j in range(i + 1, d):
                    q[j] += L[li] * xc[i]
                    li += 1
            for i in range(d):
                s += q[i] * q[i]
        return s

    rng = np.random.default_rng(8)
    for d in (1, 3, 6):
        x, L = rng.uniform(-1, 1, d), rng.uniform(-1, 1, d * (d - 1) // 2)
        gx, gL = enzympy.grad(rounds, argnums=(0, 1))(x, L, 3)
        for k, g in enumerate((gx, gL)):
            np.testing.assert_allclose(g, fd_grad(rounds, [x, L, 3], k), rtol=1e-6, atol=1e-8)
        vx, vL = rng.standard_normal(d), rng.standard_normal(L.size)
        _, jv = enzympy.jvp(rounds, (x, L, 3), (vx, vL, None))
        assert abs(jv - (gx @ vx + gL @ vL)) <= 1e-10 * max(1.0, abs(jv))
