"""Store or recompute: the least costly set of values to store, as a minimum vertex cut.

The reverse pass reads some forward values (the *needed* ones). A value that may be recomputed
from its operands need not be stored if its operands are at hand; a value that may not (a load of
memory overwritten later, a call, a non-induction phi) must be stored if anything reads it. Any
set of stored values that separates the must-store values from the needed ones works; the
cheapest one is a minimum vertex cut (Enzyme reduces its caches the same way). Costs are the bytes
a value takes times how often it is stored, so one `double` stored per outer iteration beats two
pointers stored per inner one.

Among cuts of least cost the one nearest the needed values is taken: on a tie, a value is stored
rather than recomputed.
"""

from __future__ import annotations

from collections import deque

INFINITE = 1 << 62


def least_storage(needed, operands_of, cost) -> tuple[set, set]:
    """(stored, recomputed): names to store and names to recompute so that every needed name is
    available in the reverse pass. ``operands_of(name)``: the names recomputing it reads, or None
    when it must be stored; ``cost(name)``: a positive integer."""
    needed = list(dict.fromkeys(needed))
    ops, forced = {}, set()
    work = list(needed)
    while work:                                       # the values recomputation could reach
        name = work.pop()
        if name in ops:
            continue
        ops[name] = operands_of(name)
        if ops[name] is None and name in needed:
            forced.add(name)                          # stored whatever else is: free to its users
            continue
        work.extend(o for o in (ops[name] or ()) if o not in ops)
    cut = forced | _min_cut([n for n in ops if n not in forced], ops, forced, set(needed), cost)
    recomputed, work = set(), [n for n in needed if n not in cut]
    while work:
        name = work.pop()
        if name in recomputed or name in cut:
            continue
        if ops[name] is None:
            raise AssertionError(f"{name} is neither stored nor recomputable")
        recomputed.add(name)
        work.extend(ops[name])
    return cut, recomputed


def _min_cut(nodes, ops, free, needed, cost) -> set:
    """Vertex cut between the nodes with no operands list (sources) and the needed ones (sinks),
    on the graph operand -> user. Each node is split in two (in -> out, capacity its cost)."""
    index = {n: k for k, n in enumerate(nodes)}
    source, sink = 2 * len(nodes), 2 * len(nodes) + 1
    cap = {}                                          # (u, v) -> residual capacity
    adj = [[] for _ in range(2 * len(nodes) + 2)]

    def edge(u, v, c):
        if (u, v) not in cap:
            adj[u].append(v)
            adj[v].append(u)
            cap.setdefault((v, u), 0)
        cap[(u, v)] = cap.get((u, v), 0) + c

    for n, k in index.items():
        edge(2 * k, 2 * k + 1, max(1, int(cost(n))))
        if ops[n] is None:
            edge(source, 2 * k, INFINITE)
        else:
            for o in ops[n]:
                if o not in free:
                    edge(2 * index[o] + 1, 2 * k, INFINITE)
        if n in needed:
            edge(2 * k + 1, sink, INFINITE)
    while True:                                       # Edmonds-Karp: shortest augmenting paths
        prev = {source: None}
        queue = deque([source])
        while queue and sink not in prev:
            u = queue.popleft()
            for v in adj[u]:
                if v not in prev and cap[(u, v)] > 0:
                    prev[v] = u
                    queue.append(v)
        if sink not in prev:
            break
        path, v = [], sink
        while prev[v] is not None:
            path.append((prev[v], v))
            v = prev[v]
        push = min(cap[e] for e in path)
        for u, v in path:
            cap[(u, v)] -= push
            cap[(v, u)] += push
    near_sink = {sink}                                # can still reach the sink: the sink's side
    queue = deque([sink])
    while queue:
        v = queue.popleft()
        for u in adj[v]:
            if u not in near_sink and cap[(u, v)] > 0:
                near_sink.add(u)
                queue.append(u)
    return {n for n, k in index.items() if 2 * k not in near_sink and 2 * k + 1 in near_sink}
