"""`CompiledTangent` and `compile_tangents` lived here before the synthesis and the runtime
were separated; they are in `enzympy.compiled` now (the runtime runs code the synthesis made,
it does not make it). Existing imports get them from there."""


def __getattr__(name):
    if name in ("CompiledTangent", "compile_tangents"):
        import importlib
        return getattr(importlib.import_module("enzympy.compiled"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
