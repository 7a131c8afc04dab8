"""Calls the derivative cannot see into must be refused when they can reach active memory:
a body-less function or a call through a function pointer that receives a pointer with a
shadow directly, in a struct field, or through memory (an argument block holding it), as
Numba's parallel loops do (numba_parallel_for(@gufunc, %args, ...)). Before, such memory
counted as inactive and the gradient came out silently wrong (zero for Numba's prange)."""

import pytest

from enzympy.errors import UnsupportedError
from enzympy.runtime.wrappers import CompiledGradient

ARG_BLOCK = """
declare void @run_in_pool(ptr, ptr)
declare void @body(ptr)
define double @f(ptr %x) {
  %args = alloca [2 x ptr], align 8
  store ptr %x, ptr %args, align 8
  call void @run_in_pool(ptr @body, ptr %args)
  %v = load double, ptr %x, align 8
  ret double %v
}
"""

STRUCT_FIELD = """
declare void @opaque(ptr)
define double @f(ptr %x) {
  %s = alloca { i64, ptr }, align 8
  store i64 4, ptr %s, align 8
  %f = getelementptr inbounds { i64, ptr }, ptr %s, i64 0, i32 1
  store ptr %x, ptr %f, align 8
  call void @opaque(ptr %s)
  %v = load double, ptr %x, align 8
  ret double %v
}
"""

INDIRECT = """
@table = global ptr null
define double @f(ptr %x) {
  %fp = load ptr, ptr @table, align 8
  call void %fp(ptr %x)
  %v = load double, ptr %x, align 8
  ret double %v
}
"""

INDIRECT_THROUGH_MEMORY = """
@table = global ptr null
define double @f(ptr %x) {
  %args = alloca ptr, align 8
  store ptr %x, ptr %args, align 8
  %fp = load ptr, ptr @table, align 8
  call void %fp(ptr %args)
  %v = load double, ptr %x, align 8
  ret double %v
}
"""


@pytest.mark.parametrize("text,what", [(ARG_BLOCK, "@run_in_pool"), (STRUCT_FIELD, "@opaque"),
                                       (INDIRECT, "function pointer"),
                                       (INDIRECT_THROUGH_MEMORY, "function pointer")])
def test_opaque_call_reaching_active_memory_is_refused(text, what):
    """(A call through a pointer is dispatched among the module's functions of its type,
    enzympy/indirect.py; here there is none.)"""
    with pytest.raises(UnsupportedError) as e:
        CompiledGradient(text, "f", dup=(0,))
    msg = str(e.value)
    assert what in msg and ("active memory" in msg or "may reach no function of this module" in msg), msg


HARMLESS_BLOCK = """
declare i32 @gettimeofday(ptr, ptr)
define double @f(ptr %x) {
  %s = alloca { i64, i64 }, align 8
  store i64 4, ptr %s, align 8
  %r = call i32 @gettimeofday(ptr %s, ptr null)
  %v = load double, ptr %x, align 8
  ret double %v
}
"""


def test_memory_without_shadowed_pointers_stays_inactive():
    """A block of integers passed to an opaque call (gettimeofday) is no reason to refuse."""
    import numpy as np
    g = CompiledGradient(HARMLESS_BLOCK, "f", dup=(0,))
    x = np.array([2.5])
    _, grads = g.value_and_grad(x)
    assert grads[0][0] == 1.0


@pytest.mark.parametrize("text", [ARG_BLOCK, STRUCT_FIELD, INDIRECT, INDIRECT_THROUGH_MEMORY])
def test_forward_mode_refuses_them_too(text):
    from enzympy.driver import ModuleDifferentiator
    from enzympy.forward import forward_derivative
    with pytest.raises(UnsupportedError, match="shadowed pointer argument|may reach no function of this module"):
        forward_derivative(ModuleDifferentiator(text, "<test>"), "f", ["x"], return_primal=True)
