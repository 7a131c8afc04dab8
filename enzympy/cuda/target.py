"""The NVPTX target: compute capability and PTX version, one target machine per pair.

The default PTX version is the lowest one the compute capability needs (every later ptxas
accepts it); a caller may ask for a later one (`ptx=(8, 0)`).
"""

from __future__ import annotations

import llvmlite.binding as llvm

from ..errors import EnzympyError
from ..ir import init_llvm

TRIPLE = "nvptx64-nvidia-cuda"

# compute capability -> the first PTX ISA version that supports it (PTX ISA release notes)
_MIN_PTX = {(5, 0): (4, 0), (5, 2): (4, 1), (5, 3): (4, 2), (6, 0): (5, 0), (6, 1): (5, 0),
            (6, 2): (5, 0), (7, 0): (6, 0), (7, 2): (6, 1), (7, 5): (6, 3), (8, 0): (7, 0),
            (8, 6): (7, 1), (8, 7): (7, 4), (8, 9): (7, 8), (9, 0): (7, 8), (10, 0): (8, 6),
            (10, 1): (8, 6), (12, 0): (8, 7)}
_machines = {}


def parse_arch(arch) -> tuple:
    """(major, minor) from (8, 0), "sm_80", "80" or "8.0"; a bad one is an EnzympyError."""
    if isinstance(arch, (tuple, list)) and len(arch) >= 2:
        cc = (int(arch[0]), int(arch[1]))
    else:
        s = str(arch).strip().lower()
        s = s[3:] if s.startswith("sm_") else s
        s = s.rstrip("a")
        if "." in s:
            a, b = s.split(".", 1)
        elif s.isdigit() and len(s) >= 2:
            a, b = s[:-1], s[-1]
        else:
            a, b = "", ""
        if not (a.isdigit() and b.isdigit()):
            raise EnzympyError(f"{arch!r} is not a GPU architecture (write sm_80, sm_90 or (8, 0))")
        cc = (int(a), int(b))
    if cc not in _MIN_PTX:
        known = ", ".join(f"sm_{a}{b}" for a, b in _MIN_PTX)
        raise EnzympyError(f"unknown GPU architecture sm_{cc[0]}{cc[1]} (known: {known})")
    return cc


def default_ptx(cc) -> tuple:
    return _MIN_PTX[parse_arch(cc)]


def nvptx_machine(cc=(8, 0), ptx=None, opt=3):
    """A target machine for sm_<cc> emitting PTX ISA `ptx` (default: the lowest cc needs)."""
    cc = parse_arch(cc)
    ptx = tuple(ptx) if ptx is not None else _MIN_PTX[cc]
    if ptx < _MIN_PTX[cc]:
        need = _MIN_PTX[cc]
        raise EnzympyError(f"sm_{cc[0]}{cc[1]} needs PTX {need[0]}.{need[1]} or later, "
                           f"not {ptx[0]}.{ptx[1]}")
    key = (cc, ptx, opt)
    if key not in _machines:
        init_llvm()
        try:
            target = llvm.Target.from_triple(TRIPLE)
        except RuntimeError as e:                            # pragma: no cover - llvmlite build
            raise EnzympyError(f"this llvmlite has no NVPTX backend: {e}") from None
        _machines[key] = target.create_target_machine(
            cpu=f"sm_{cc[0]}{cc[1]}", features=f"+ptx{ptx[0]}{ptx[1]}", opt=opt)
    return _machines[key]
