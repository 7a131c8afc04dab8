"""JAX: jax.jit(f) and jax.jit(jax.grad(f, argnums)) on the problem's JAX version.

Float64 throughout (jax_enable_x64). XLA's CPU backend is limited to one thread (set before
jax is first imported, unless the user set XLA_FLAGS), like the Numba and C code it is compared
with.
"""

from __future__ import annotations

import os

import numpy as np

_SINGLE_THREAD = "--xla_cpu_multi_thread_eigen=false"


def unavailable() -> str | None:
    """None if JAX can be used, else why not."""
    import sys
    if "jax" not in sys.modules and "XLA_FLAGS" not in os.environ:
        os.environ["XLA_FLAGS"] = _SINGLE_THREAD
    try:
        import jax
    except Exception as e:   # ImportError, or a broken install
        return f"jax is not installed ({type(e).__name__}: {e})"
    jax.config.update("jax_enable_x64", True)
    return None


class JaxCase:
    """The JAX version of one problem at one size, compiled."""

    def __init__(self, problem, case):
        import jax
        f, self.args, argnums = problem.jax()(case)
        self.primal_fn = jax.jit(f)
        self.grad_fn = jax.jit(jax.grad(f, argnums=argnums))
        self.value = float(self.primal_fn(*self.args))        # compiles
        g = self.grad_fn(*self.args)
        self.gradient = np.concatenate([np.ravel(np.asarray(x, dtype=float)) for x in g])

    def primal(self):
        return self.primal_fn(*self.args).block_until_ready()

    def grad(self):
        import jax
        return jax.block_until_ready(self.grad_fn(*self.args))
