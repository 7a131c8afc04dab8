"""The benchmark problems, in the order the suite runs them.

Numba problems (differentiated through enzympy's Numba front end, with a JAX version where
JAX is installed) come first, then the C problems (differentiated through the .ll path, with
enzyme-ad's Enzyme as the peer, and the ablation of pre-AD optimisation).
"""

from . import ba, gmm, heat, heat2d, lj, lstm, mlp, nbody, newton, normalize, prange, sortsum
from .base import CArg, Case, Problem, size_label

PROBLEMS = [gmm.PROBLEM, ba.PROBLEM, lstm.PROBLEM, nbody.PROBLEM, heat.PROBLEM, sortsum.PROBLEM,
            normalize.PROBLEM, newton.PROBLEM, heat2d.PROBLEM, mlp.PROBLEM, lj.PROBLEM, prange.PROBLEM,
            gmm.C_PROBLEM, nbody.C_PROBLEM, normalize.C_PROBLEM]

BY_NAME = {p.name: p for p in PROBLEMS}

__all__ = ["PROBLEMS", "BY_NAME", "Problem", "Case", "CArg", "size_label"]
