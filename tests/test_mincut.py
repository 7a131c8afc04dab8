"""The store-or-recompute cut (analyses.mincut) against brute force, and on a loop's cache."""

import itertools
import random

from enzympy.analyses.mincut import least_storage


def _valid(stored, needed, ops):
    """Can every needed value be had from the stored ones and recomputation?"""
    def ok(n, seen=()):
        if n in stored:
            return True
        if ops[n] is None or n in seen:
            return False
        return all(ok(o, seen + (n,)) for o in ops[n])
    return all(ok(n) for n in needed)


def _random_dag(rng, size):
    ops = {}
    for k in range(size):
        if k < 2 or rng.random() < 0.3:
            ops[f"v{k}"] = None                                 # must be stored if used
        else:
            ops[f"v{k}"] = rng.sample([f"v{j}" for j in range(k)], rng.randint(1, min(3, k)))
    cost = {n: rng.choice([1, 2, 4, 8, 16]) for n in ops}
    needed = rng.sample(sorted(ops), rng.randint(1, min(4, size)))
    return ops, cost, needed


def test_the_cut_is_valid_and_least_costly_on_random_graphs():
    rng = random.Random(7)
    for _ in range(300):
        ops, cost, needed = _random_dag(rng, rng.randint(3, 9))
        stored, recomputed = least_storage(needed, ops.get, cost.get)
        assert _valid(stored, needed, ops)
        assert all(ops[n] is not None for n in recomputed)
        best = min(sum(cost[n] for n in s) for r in range(len(ops) + 1)
                   for s in map(set, itertools.combinations(sorted(ops), r)) if _valid(s, needed, ops))
        assert sum(cost[n] for n in stored) == best


def test_a_tie_stores_the_needed_value_rather_than_recompute_it():
    ops = {"load": None, "neg": ["load"]}
    stored, recomputed = least_storage(["neg"], ops.get, lambda n: 8)
    assert stored == {"neg"} and recomputed == set()


def test_one_value_is_stored_for_two_derived_from_it():
    ops = {"vec": None, "lo": ["vec"], "hi": ["vec"]}
    cost = {"vec": 16, "lo": 12, "hi": 12}
    stored, recomputed = least_storage(["lo", "hi"], ops.get, cost.get)
    assert stored == {"vec"} and recomputed == {"lo", "hi"}


def test_a_value_stored_anyway_feeds_the_values_computed_from_it():
    ops = {"x": None, "splat": ["x"], "twice": ["splat"]}
    stored, recomputed = least_storage(["x", "twice"], ops.get, lambda n: 16)
    assert stored == {"x"} and recomputed == {"splat", "twice"}
