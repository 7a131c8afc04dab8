"""Alias scopes for the reverse pass: which of its memory accesses cannot overlap.

Shadow memory never overlaps primal memory, and shadows of different roots never overlap each
other: the shadow of an allocation is enzympy's own, distinct from every other one and from the
user's shadow buffers; `restrict` arguments' shadows are theirs alone; global shadows are
distinct globals. LLVM cannot see any of this (a Numba array's data pointer is loaded from its
header; shadow arguments are plain pointers), so without it an adjoint added into `dx[i]` on
every iteration of a loop is loaded and stored every time, a store of zero that is overwritten
later stays, and vectorised loops carry run-time overlap checks.

Each derivative function gets one scope domain and a scope per root its accesses reach. Primal
memory (the forward pass's loads and stores, and what the reverse pass reads again): one scope
per allocation site (``primal <site>``: distinct allocations never overlap, which LLVM cannot
see through a Numba array's header either, so a loop-invariant load stays in the loop next to
a store into another temporary) and ``primal`` for the rest (arguments, globals, pointers loaded
from memory, which may be any of them). Shadows: one per shadow of an allocation, global or
`restrict` argument, one shared by the shadows of the other arguments (they may overlap each
other, as their primals may), and ``unknown`` (shadows reached through pointers loaded from
memory, whose shadow fields a user may have pointed anywhere: apart from nothing). ``cache``:
the records of values the reverse pass reads back, enzympy's own memory, apart from everything.
An access is tagged with its scope and, as `noalias`, every scope it cannot overlap.

The text is written with placeholders (``!ad.md.<tag>.<k>``); `number_metadata` gives them
numbers after the module's own once the module text is whole.
"""

from __future__ import annotations

import itertools
import re

PREFIX = "!ad.md."
_PLACEHOLDER = re.compile(r"!ad\.md\.[0-9]+\.[0-9]+")
_NUMBERED = re.compile(r"^!([0-9]+) = ", re.M)
_GLOBAL = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_tags = itertools.count()


def new_tag() -> int:
    """A tag no other placeholder of this process has (placeholders are !ad.md.<tag>.<k>)."""
    return next(_tags)

PRIMAL, UNKNOWN, ARGS, CACHE = "primal", "unknown", "args", "cache"


class AliasScopes:
    """The scopes of one derivative function; `tags(key)` is the text appended to an access."""

    def __init__(self, title: str, noalias_args=()):
        self.tag = new_tag()
        self.title = _printable(title)
        self.noalias_args = set(noalias_args)
        self.scopes = {}                       # key -> placeholder of the scope node

    def _node(self, k):
        return f"{PREFIX}{self.tag}.{k}"

    def key_of_root(self, root) -> str:
        """The scope of the shadow reached from a primal pointer with this root (see
        analyses.recompute: ('arg' | 'global' | 'fresh', name) or ('?', ...))."""
        kind, name = root
        if kind == "arg":
            return f"arg {name}" if name in self.noalias_args else ARGS
        if kind == "fresh":
            return f"fresh {name}"
        if kind == "global":                   # a global's name, or a constant expression on one
            names = set(_GLOBAL.findall(name)) if "@" in name else {name}
            return f"global {names.pop()}" if len(names) == 1 else UNKNOWN
        return UNKNOWN

    @staticmethod
    def primal_key(root) -> str:
        """The scope of a primal access to memory with this root: its allocation site's, else
        the one shared by all other primal memory."""
        kind, name = root
        return f"{PRIMAL} {name}" if kind == "fresh" else PRIMAL

    def tags(self, key: str) -> str:
        """`, !alias.scope !A, !noalias !B` for an access in scope `key`; the lists are filled in
        by `definitions`, once every scope of the function is known."""
        if key not in self.scopes:
            self.scopes[key] = len(self.scopes)
        k = self.scopes[key]
        return f", !alias.scope {self._node(3 * k + 1)}, !noalias {self._node(3 * k + 2)}"

    @staticmethod
    def apart(a: str, b: str) -> bool:
        """Can accesses in scopes a and b not overlap?"""
        if a == b:
            return False
        if CACHE in (a, b):
            return True
        if UNKNOWN in (a, b):
            return False
        if _is_primal(a) and _is_primal(b):      # two allocation sites; not one and the rest
            return PRIMAL not in (a, b)
        return True                              # shadow and primal, or shadows of two roots

    def definitions(self) -> str:
        """The metadata nodes (with placeholders): the domain, each scope, each list."""
        if not self.scopes:
            return ""
        dom = self._node(0)
        lines = [f'{dom} = distinct !{{{dom}, !"enzympy {self.title}"}}']
        for key, k in self.scopes.items():
            s = self._node(3 * k + 3)
            lines.append(f'{s} = distinct !{{{s}, {dom}, !"{_printable(key)}"}}')
        for key, k in self.scopes.items():
            others = [self._node(3 * j + 3) for other, j in self.scopes.items() if self.apart(key, other)]
            lines.append(f"{self._node(3 * k + 1)} = !{{{self._node(3 * k + 3)}}}")
            lines.append(f"{self._node(3 * k + 2)} = !{{{', '.join(others)}}}")
        return "\n".join(lines) + "\n"


def _is_primal(key: str) -> bool:
    return key == PRIMAL or key.startswith(PRIMAL + " ")


def _printable(s: str) -> str:
    """s as a metadata string may hold it (no quotes or escapes)."""
    return re.sub(r'[^-a-zA-Z$._0-9 ]', "_", s)


def number_metadata(text: str) -> str:
    """Replace the placeholders of a whole module's text by metadata numbers after its own."""
    found = sorted(set(_PLACEHOLDER.findall(text)))
    if not found:
        return text
    first = max((int(n) for n in _NUMBERED.findall(text)), default=-1) + 1
    numbers = {p: f"!{first + k}" for k, p in enumerate(found)}
    return _PLACEHOLDER.sub(lambda m: numbers[m.group(0)], text)
