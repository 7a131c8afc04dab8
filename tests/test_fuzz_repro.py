"""The memory fuzzer's reproducers (tests/fuzz_repro/*.ll), each checked against central
differences in reverse mode and, where forward mode compiles, forward against reverse (the
dot-product test). The expected values in the files' headers are not used: FD decides.

- struct_clobber_hang / struct_heap_wrong: a loop reads y[i], then a noinline call overwrites y
  through a pointer it loads from a stack struct. The recompute policy counted that call as
  writing only the struct (the function's own allocation), so the reverse pass re-read the
  overwritten y[i] instead of storing it (d/dy[0] = 6 instead of 4). global_ptr_clobber: the
  same through a pointer the callee loads from a global.
- atomic_fadd, heap_phi_refused, ptr_returned, ptr_returned_value: found wrong or refused by
  the fuzzer, right since other fixes (atomics, shadows of merged allocations, pointers returned
  by callees); kept as regression tests.
- zero_partial_infinite_adjoint (test_strong_zero): an infinite adjoint (acosh' at 1) meets a
  partial that is 0 (2u at u = a - a = 0): NaN, as JAX and Enzyme give, where the gradient is
  finite only because u carries no derivative; found by the long fuzz run of session 11. With
  ENZYMPY_STRONG_ZERO=1 (Enzyme's strong zero) the gradient is finite and right."""

from pathlib import Path

import numpy as np
import pytest

from enzympy.errors import UnsupportedError
from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

REPRO = Path(__file__).resolve().parent / "fuzz_repro"

X4 = [-1.3534835968558516, 0.2759444521209775, -0.6559944783261855, -1.4991146572099572]
Y4 = [1.4440583735589558, 0.9965386128696023, -0.4035706658446858, 0.32950273543297914]

# name, arguments, active scalar positions, duplicated array positions
CASES = [
    ("struct_clobber_hang", [[2.0], 1], [], [0]),
    ("struct_clobber_hang", [[2.0, -1.5, 0.5], 3], [], [0]),
    ("struct_clobber_hang", [[2.0], 0], [], [0]),
    ("struct_heap_wrong", [[0.41088506], [-0.69063986], 1, -1.3770794281914158], [3], [0, 1]),
    ("struct_heap_wrong", [[0.4, -0.3, 0.2], [-0.7, 0.5, 0.25], 3, 0.8], [3], [0, 1]),
    ("global_ptr_clobber", [[2.0], 1], [], [0]),
    ("global_ptr_clobber", [[2.0, 0.5], 2], [], [0]),
    ("atomic_fadd", [[0.5], 2.0], [1], [0]),
    ("heap_phi_refused", [3, 2.0], [1], []),
    ("ptr_returned", [[3.0], [5.0], 1.0], [2], [0, 1]),
    ("ptr_returned", [[3.0], [5.0], -1.0], [2], [0, 1]),
    ("ptr_returned_value", [X4, Y4, 4, 0.20358786461172107], [3], [0, 1]),
]


def _copies(args):
    return [a.copy() if isinstance(a, np.ndarray) else a for a in args]


def _args(raw):
    return [np.array(a, dtype=np.float64) if isinstance(a, list) else a for a in raw]


def _fd(g, args, k, i, h=1e-6):
    up, dn = _copies(args), _copies(args)
    if i is None:
        up[k] += h
        dn[k] -= h
    else:
        up[k][i] += h
        dn[k][i] -= h
    return (g(*up) - g(*dn)) / (2 * h)


@pytest.mark.parametrize("name,raw,active,dup", CASES,
                         ids=[f"{c[0]}-{k}" for k, c in enumerate(CASES)])
def test_reproducer_against_fd(name, raw, active, dup):
    text = (REPRO / f"{name}.ll").read_text()
    args = _args(raw)
    g = CompiledGradient(text, "f", active=active, dup=dup)
    value, grads = g.value_and_grad(*_copies(args))
    assert np.isfinite(value) and value == pytest.approx(g(*_copies(args)), rel=1e-12)
    order = sorted(dup + active)
    grad = dict(zip(order, grads))
    for k in order:
        entries = [None] if k in active else range(len(args[k]))
        for i in entries:
            fd = _fd(g, args, k, i)
            ad = grad[k] if i is None else grad[k][i]
            assert abs(ad - fd) <= 1e-6 * max(1.0, abs(fd)), (name, k, i, ad, fd)
    try:
        t = CompiledTangent(text, "f", dup=order)
    except UnsupportedError as e:
        assert "atomicrmw" in str(e), str(e)      # forward mode refuses atomics by name
        return
    rng = np.random.default_rng(0)
    tangents = [rng.standard_normal(len(args[k])) if k in dup else float(rng.standard_normal())
                for k in order]
    dot = sum(float(np.sum(grad[k] * v)) for k, v in zip(order, tangents))
    _, tan = t.jvp(*_copies(args), *tangents)
    assert tan == pytest.approx(dot, rel=1e-9, abs=1e-9), (name, tan, dot)


STRONG = ("zero_partial_infinite_adjoint", [[0.4108850619643629], [-0.6906398587083891], 1, -1.3770794281914158],
          [3], [0, 1])


def test_strong_zero(monkeypatch):
    """Default: the term inf * 0 is NaN (the intermediate acosh(u * u + 1) is not differentiable
    at u = 0); with strong zero (ENZYMPY_STRONG_ZERO=1, read at import; set here directly) the
    term is 0 and the gradient agrees with central differences."""
    import math
    from enzympy.analyses import choice_zero
    name, raw, active, dup = STRONG
    text = (REPRO / f"{name}.ll").read_text()
    args = _args(raw)
    monkeypatch.setattr(choice_zero, "STRONG_ZERO", False)
    g = CompiledGradient(text, "f", active=active, dup=dup)
    assert math.isnan(g.value_and_grad(*_copies(args))[1][-1])
    monkeypatch.setattr(choice_zero, "STRONG_ZERO", True)
    g = CompiledGradient(text, "f", active=active, dup=dup)
    d = g.value_and_grad(*_copies(args))[1][-1]
    assert d == pytest.approx(_fd(g, args, 3, None), rel=1e-6)
