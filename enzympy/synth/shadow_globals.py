"""Shadow globals, in both modes: a mutable global holding floats gets a zeroed twin of the
same type (named `<global>.ad.shadow`, see `enzympy.memory`), aligned like the primal, at
least 16 bytes (vector code the optimiser wrote for the primal relies on it)."""

from __future__ import annotations

import re

from ..irtypes import align_of


def shadow_global_definition(module, primal, shadow):
    """(type, definition line) of the shadow global `shadow` (a Value) of `primal` (an
    ir.GlobalVar)."""
    t = primal.type
    m = re.search(r",\s*align\s+(\d+)", primal.line)
    align = max(16, int(m.group(1)) if m else align_of(t))
    return t, f"{shadow.ref} = internal global {t} zeroinitializer, align {align}"
