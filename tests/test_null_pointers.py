"""Pointers computed from null next to pointers with shadows: the end of an empty std::vector
at -O0 is `getelementptr i8, ptr null, i64 n`, merged by a phi with the end of an allocated
one. The shadow of null is null, so such a pointer is its own shadow (`analyses.shadow.
null_derived`) in both modes; it was refused as a pointer without a shadow."""

import pytest

from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

IR = """
declare ptr @malloc(i64)
declare void @free(ptr)
define double @f(double %x, i64 %n, i64 %c) {
entry:
  %some = icmp ne i64 %c, 0
  br i1 %some, label %alloc, label %empty
alloc:
  %p = call ptr @malloc(i64 16)
  store double %x, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  %y = fmul double %x, 3.0
  store double %y, ptr %q
  %e1 = getelementptr i8, ptr %p, i64 16
  br label %join
empty:
  %e0 = getelementptr i8, ptr null, i64 %n
  br label %join
join:
  %base = phi ptr [ %p, %alloc ], [ null, %empty ]
  %end = phi ptr [ %e1, %alloc ], [ %e0, %empty ]
  %same = icmp eq ptr %base, %end
  br i1 %same, label %none, label %loop
loop:
  %it = phi ptr [ %base, %join ], [ %next, %loop ]
  %acc = phi double [ 0.0, %join ], [ %acc2, %loop ]
  %v = load double, ptr %it
  %sq = fmul double %v, %v
  %acc2 = fadd double %acc, %sq
  %next = getelementptr i8, ptr %it, i64 8
  %done = icmp eq ptr %next, %end
  br i1 %done, label %exit, label %loop
exit:
  call void @free(ptr %base)
  ret double %acc2
none:
  ret double 0.0
}
"""


@pytest.mark.parametrize("x", [0.5, -1.25])
def test_a_pointer_made_from_null_merged_with_a_shadowed_one(x):
    """f = x^2 + (3x)^2 on the allocated path: 20x, in reverse and forward mode."""
    value, grads = CompiledGradient(IR, "f").value_and_grad(x, 0, 1)
    assert value == pytest.approx(10 * x * x, rel=1e-15)
    assert grads[0] == pytest.approx(20 * x, rel=1e-15)
    assert CompiledTangent(IR, "f").jvp(x, 0, 1, 1.0)[1] == pytest.approx(20 * x, rel=1e-15)
    value, grads = CompiledGradient(IR, "f").value_and_grad(x, 0, 0)
    assert value == 0.0 and grads[0] == 0.0
