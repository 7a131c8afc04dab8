"""The Numba front end: gradients of @njit functions (the public functions are in `api`).

Modules, one concept each: `source` (the IR and calling convention of a compiled function, and
the hook that keeps each library's module from before Numba's final optimisation), `nrt`
(Numba's runtime as shadow-memory rules), `guards` (Numba's harmless helpers, missing math
rules, what is refused), `derivative` (synthesis and the in-memory cache; the JIT is
`enzympy.runtime.numba_jit`), `diskcache` (derivatives of `cache=True` functions on disk),
`intrinsic` (calling a derivative from Numba code), `calling` (calling it from Python),
`gradient` (the Numba-callable gradient), `shadows` (shadow arrays laid out like their primals),
`aliasing` (arguments that share memory f writes), `activities` (Duplicated, Const, Active),
`errors` and `locate` (messages naming the Python function and line), `api`.
"""
