"""What a benchmark problem is: its inputs per size, and its versions for each tool.

A *Numba problem* gives a factory for the ``@njit`` function, ``make(size, rng) -> Case`` (the
call's arguments and which of them are differentiated) and optionally a JAX version of the same
mathematics. A *C problem* gives a source in ``benchmarks/c`` (with its committed ``.ll``) and
``c_args(size, rng) -> [CArg]``: the harness builds both the ``.ll`` call (enzympy's
``CompiledGradient``) and the enzyme-ad C++ driver from that one description.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import numpy as np


@dataclass
class Case:
    """One call of a Numba (or JAX) function: its arguments and what is differentiated."""
    args: tuple
    argnums: tuple
    mutates: tuple = ()          # argument positions the function writes in place

    def fresh(self, args=None):
        """The arguments for one call: arrays written in place are copied, the rest shared."""
        args = self.args if args is None else args
        if not self.mutates:
            return args
        return tuple(a.copy() if k in self.mutates else a for k, a in enumerate(args))

    @property
    def params(self) -> int:
        return int(sum(np.size(self.args[k]) for k in self.argnums))


@dataclass
class CArg:
    """One argument of a C benchmark function.

    kind: ``int`` / ``double`` (a constant scalar), ``in`` (a constant input array), ``dup``
    (a differentiated input array, read only), ``inout`` (a differentiated input array the
    function overwrites: each call gets a fresh copy), ``work`` (scratch memory of ``value``
    doubles, given a shadow because active values pass through it; not an input).
    """
    kind: str
    value: Any
    name: str = ""

    @property
    def differentiated(self) -> bool:
        return self.kind in ("dup", "inout")

    @property
    def shadowed(self) -> bool:
        return self.kind in ("dup", "inout", "work")


def size_label(size: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in size.items())


@dataclass
class Problem:
    name: str
    title: str
    sizes: dict                               # "tiny" / "quick" / "full" -> [size dict]
    make: Optional[Callable] = None           # Numba: (size, rng) -> Case
    numba: Optional[Callable] = None          # () -> the @njit function (imports numba lazily)
    jax: Optional[Callable] = None            # () -> (f, to_jax_args(case) -> tuple, argnums)
    serial: Optional[Callable] = None         # Numba, parallel=True: () -> the same without it
    c_source: Optional[str] = None            # C: benchmarks/c/<c_source>.c
    c_function: Optional[str] = None
    c_args: Optional[Callable] = None         # C: (size, rng) -> [CArg]
    ablation: bool = False                    # C: also differentiate the unoptimised IR
    ablation_max_params: int = 10**9          # skip the (maybe quadratic) arm above this
    note: str = ""
    tags: tuple = field(default_factory=tuple)

    @property
    def kind(self) -> str:
        return "c" if self.c_source else "numba"


def lazy(build):
    """Memoise a zero-argument factory (the Numba function is compiled on first use)."""
    box = []

    def get():
        if not box:
            box.append(build())
        return box[0]
    get.__name__ = getattr(build, "__name__", "lazy")
    return get
