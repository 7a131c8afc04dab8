"""enzympy's benchmark suite (issue 5): `enzympy bench`, or `python -m benchmarks`.

Modules: `problems/` (one module per problem: the Numba function, inputs per size, the JAX
version, and for C problems the source in `c/` with its committed .ll), `timing` (medians of
interleaved batches), `fd` (central differences), `frontends` (enzympy: the Numba front end and
the .ll path, the pre-AD ablation), `peers/` (JAX, Enzyme via enzyme-ad), `harness` (one record
per problem and size), `worker` (crash isolation), `report` (rich table, JSON, markdown, PNGs),
`cli`. Results go to `results/`.
"""

from .cli import run  # noqa: F401
