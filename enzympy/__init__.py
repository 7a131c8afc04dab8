"""enzympy: automatic differentiation of optimised LLVM IR, in the manner of Enzyme."""

from .errors import EnzympyError, UnsupportedError, IRParseError, ActivityError

__version__ = "0.1.0"
__all__ = ["EnzympyError", "UnsupportedError", "IRParseError", "ActivityError"]
