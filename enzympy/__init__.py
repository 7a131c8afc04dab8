"""enzympy: automatic differentiation of optimised LLVM IR, in the manner of Enzyme."""

from .errors import EnzympyError, UnsupportedError, IRParseError, ActivityError

__version__ = "0.1.0"
__all__ = ["EnzympyError", "UnsupportedError", "IRParseError", "ActivityError"]

# The Numba front end (numba is an optional extra): imported on first use.
_NUMBA_API = {"autodiff": "api", "__autodiff__": "api", "grad": "api", "value_and_grad": "api",
              "gradient": "api", "autodiff_reverse": "api", "jvp": "api",
              "vjp": "transforms", "jacobian": "transforms", "jacrev": "transforms", "jacfwd": "jacfwd", "hvp": "hessian", "hessian": "hessian",
              "custom_vjp": "custom", "custom_jvp": "custom",
              "Duplicated": "activities", "Const": "activities", "Active": "activities"}


def _numba_installed():
    import importlib.util
    try:
        return importlib.util.find_spec("numba") is not None
    except (ImportError, ValueError):
        return False


if _numba_installed():
    __all__ += list(_NUMBA_API)
    from .numba_hook import arm as _arm
    _arm()                  # Numba's libraries keep their code from before its vectoriser


def __getattr__(name):
    if name in _NUMBA_API:
        import importlib
        try:
            mod = importlib.import_module(f".numba_frontend.{_NUMBA_API[name]}", __name__)
        except ImportError as e:
            raise ImportError(f"enzympy.{name} needs numba (pip install 'enzympy[numba]'): {e}") from e
        value = getattr(mod, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'enzympy' has no attribute {name!r}")
