"""TypeTree's lookups take shortcuts (looking up the few paths that cover one, skipping scans
that cannot match); a plain scan over every entry is the definition they must agree with."""

from hypothesis import given, settings, strategies as st

from analyses.type_trees import ANYTHING, INTEGER, POINTER, MAX_ENTRIES, TypeTree, float_kind

KINDS = [INTEGER, POINTER, float_kind("double"), float_kind("float"), ANYTHING]
paths = st.lists(st.sampled_from([-1, 0, 4, 8, 16]), min_size=1, max_size=4).map(tuple)
facts = st.lists(st.tuples(paths, st.sampled_from(KINDS)), max_size=40)


def covers(general, path):
    return len(general) == len(path) and all(g == -1 or g == p for g, p in zip(general, path))


def at(d, path):
    """The most specific entry covering ``path``; among equals, the earliest inserted."""
    if path in d:
        return d[path]
    best = None
    for q, k in d.items():
        if covers(q, path) and (best is None or q.count(-1) < best[0]):
            best = (q.count(-1), k)
    return best and best[1]


def insert(d, path, kind):
    cur = at(d, path)
    if cur == kind or cur == ANYTHING or (cur is not None and kind == ANYTHING):
        return False, []
    if cur is not None:
        d[path] = ANYTHING
        return True, [(path, cur, kind)]
    if len(d) >= MAX_ENTRIES:
        return False, []
    conflicts = []
    for q, k in list(d.items()):
        if q != path and covers(path, q) and kind != ANYTHING:
            if k == kind:
                del d[q]
            elif k != ANYTHING:
                conflicts.append((q, k, kind))
                d[q] = ANYTHING
    d[path] = kind
    return True, conflicts


@settings(max_examples=300, deadline=None)
@given(facts, facts, st.lists(paths, min_size=1, max_size=10))
def test_lookups_and_merges_agree_with_a_plain_scan(first, second, probes):
    tree, ref = TypeTree(), {}
    for p, k in first:
        assert tree.insert(p, k) == insert(ref, p, k)
    assert tree._d == ref and list(tree._d) == list(ref)        # same entries, same order
    for p in probes:
        assert tree.at(p) == at(ref, p)
    other = TypeTree()
    for p, k in second:
        other.insert(p, k)
    expect = (False, [])
    for q, k in sorted(other._d.items(), key=lambda e: (-e[0].count(-1), e[0])):
        c, bad = insert(ref, q, k)
        expect = (expect[0] or c, expect[1] + bad)
    assert tree.merge(other) == expect
    assert tree._d == ref
    for p in probes:
        assert tree.at(p) == at(ref, p)


def test_a_tie_goes_to_the_earliest_entry():
    tree = TypeTree()
    tree.insert((-1, 8), INTEGER)
    tree.insert((0, -1), POINTER)
    assert tree.at((0, 8)) == INTEGER
    tree = TypeTree()
    tree.insert((0, -1), POINTER)
    tree.insert((-1, 8), INTEGER)
    assert tree.at((0, 8)) == POINTER


def sub(d, prefix):
    n = len(prefix)
    hits = [(q, k) for q, k in d.items() if len(q) > n and covers(q[:n], prefix)]
    hits.sort(key=lambda e: -e[0][:n].count(-1))
    return {q[n:]: k for q, k in hits}


@settings(max_examples=200, deadline=None)
@given(facts, st.lists(st.lists(st.sampled_from([-1, 0, 8]), min_size=1, max_size=2).map(tuple), max_size=6))
def test_subtrees_agree_with_a_sorted_scan(first, prefixes):
    tree = TypeTree()
    for p, k in first:
        tree.insert(p, k)
    for prefix in prefixes:
        got = tree.sub(prefix)._d
        assert got == sub(tree._d, prefix) and list(got) == list(sub(tree._d, prefix))
