"""Errors a user can act on: one line, never a traceback (the CLI prints ``str(err)``)."""


class EnzympyError(Exception):
    """Base class for every error enzympy reports to a user."""


class EnzympyWarning(UserWarning):
    """Something the user should know that does not stop the work (the CLI prints one line)."""


class IRParseError(EnzympyError):
    """The input is not valid LLVM IR (text or bitcode)."""


class UnsupportedError(EnzympyError):
    """An instruction or call has no derivative rule, or a construct is not handled.

    The message names the instruction, its function and its debug location, so a user
    can find the source line; enzympy never returns a zero or partial derivative instead.
    """

    def __init__(self, what, inst=None, function=None, location=None):
        self.what, self.inst, self.function, self.location = what, inst, function, location
        parts = [what]
        if inst is not None:
            parts.append(f"instruction `{inst}`")
        if function is not None:
            parts.append(f"in function @{function}")
        if location:
            parts.append(f"at {location}")
        super().__init__(", ".join(parts))


class WidthUnsupported(UnsupportedError):
    """Vector mode (several tangents per pass) meets what takes one tangent (a custom forward
    rule): a caller free to choose the width (jacfwd) runs one tangent per pass instead."""


class ActivityError(EnzympyError):
    """A call to __enzyme_* has arguments that do not fit the callee (bad markers, counts)."""
