"""Enzyme-style activity annotations for `autodiff_reverse` (no Numba needed to import).

    autodiff_reverse(loss, Duplicated(x, dx), Const(w), Active(a), 3)

`Duplicated(x, dx)`: a float array and its shadow; d loss / d x is *added* into dx (which has
x's shape). `Const(v)`: not differentiated (the default for unannotated arguments).
`Active(a)`: a float scalar whose derivative is returned.
"""

from __future__ import annotations


class Duplicated:
    __slots__ = ("primal", "shadow")

    def __init__(self, primal, shadow):
        self.primal, self.shadow = primal, shadow

    def __repr__(self):
        return f"Duplicated({self.primal!r}, {self.shadow!r})"


class Const:
    __slots__ = ("primal",)

    def __init__(self, primal):
        self.primal = primal

    def __repr__(self):
        return f"Const({self.primal!r})"


class Active:
    __slots__ = ("primal",)

    def __init__(self, primal):
        self.primal = primal

    def __repr__(self):
        return f"Active({self.primal!r})"
