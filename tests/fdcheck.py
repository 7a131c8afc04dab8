"""Gradients of array arguments against central differences, element by element."""

import numpy as np


def _copies(args):
    return [a.copy() if isinstance(a, np.ndarray) else a for a in args]


def assert_array_grads_match_fd(cg, args, dup, h=1e-6, rel=1e-6):
    """cg: a CompiledGradient whose `dup` arguments are arrays. Checks each of their gradient
    entries against (f(x + h e_i) - f(x - h e_i)) / 2h, within rel * max(1, |fd|); returns the
    gradients. The arguments are copied for every call (f may write them)."""
    value, grads = cg.value_and_grad(*_copies(args))
    assert np.isfinite(value)
    for k, g in zip(dup, grads):
        for i in range(len(g)):
            up, dn = _copies(args), _copies(args)
            up[k][i] += h
            dn[k][i] -= h
            fd = (cg(*up) - cg(*dn)) / (2 * h)
            assert abs(g[i] - fd) <= rel * max(1.0, abs(fd)), (k, i, g[i], fd)
    return grads
