"""Where the CUDA toolkit's pieces are: libdevice (the NVVM wheel) and ptxas (the nvcc wheel).

Looked up in the pip wheels first (`nvidia/cu13/...`, `nvidia/cuda_nvcc/...`, `nvidia/cuda_nvvm/...`),
then in $CUDA_HOME / $CUDA_PATH, then on $PATH; numba-cuda's own finder needs NVRTC, which a
driverless install may lack, so it is not used.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import site
import subprocess
import sys

_WHEEL_DIRS = ("cu13", "cu12", "cuda_nvcc", "cuda_nvvm")


def _roots():
    roots = []
    for p in list(sys.path) + site.getsitepackages() + [site.getusersitepackages()]:
        if p and os.path.isdir(os.path.join(p, "nvidia")):
            roots += [os.path.join(p, "nvidia", d) for d in _WHEEL_DIRS]
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(var):
            roots.append(os.environ[var])
    roots.append("/usr/local/cuda")
    return roots


@functools.lru_cache(None)
def libdevice_path():
    """Path of libdevice.10.bc, or None."""
    for root in _roots():
        p = os.path.join(root, "nvvm", "libdevice", "libdevice.10.bc")
        if os.path.isfile(p):
            return p
    return None


@functools.lru_cache(None)
def ptxas_path():
    """Path of ptxas, or None (ENZYMPY_PTXAS overrides)."""
    env = os.environ.get("ENZYMPY_PTXAS")
    if env:
        return env if os.path.isfile(env) else None
    for root in _roots():
        p = os.path.join(root, "bin", "ptxas")
        if os.path.isfile(p) and os.access(p, os.X_OK):
            return p
    return shutil.which("ptxas")


@functools.lru_cache(None)
def ptxas_version():
    """(major, minor) of the CUDA release ptxas belongs to, or None."""
    path = ptxas_path()
    if path is None:
        return None
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"release (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else None
