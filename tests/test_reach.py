"""enzympy/reach.py: which functions the pre-AD pipeline of `enzympy diff` may leave alone."""

from enzympy.ir import parse_module
from enzympy.reach import mark_optnone, unreached_functions

MODULE = """
@table = internal global ptr @via_table

define internal double @g(double %x) #0 {
  %y = fmul double %x, %x
  ret double %y
}

define internal double @f(double %x) #0 {
  %y = call double @g(double %x)
  ret double %y
}

define internal double @via_table(double %x) #0 {
  ret double %x
}

define internal double @helper(double %x) #0 {
  ret double %x
}

define internal double @inl(double %x) #1 {
  ret double %x
}

define i32 @main() #0 {
  %a = call double @helper(double 1.0)
  %b = call double @inl(double %a)
  %d = call double (...) @__enzyme_autodiff(ptr @f, double %b)
  ret i32 0
}

declare double @__enzyme_autodiff(...)

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }
"""


def test_only_what_no_taken_address_reaches_is_unreached():
    # @f's address is taken (by the __enzyme_autodiff call), @g is called by @f, @via_table's
    # address is in a global; @main, @helper and @inl are called only by unreached code
    assert unreached_functions(MODULE) == {"main", "helper", "inl"}


def test_marked_functions_get_optnone_and_the_module_still_parses():
    text = mark_optnone(MODULE, unreached_functions(MODULE))
    parse_module(text)                      # parsed and verified
    define = {line.split("@")[1].split("(")[0]: line for line in text.splitlines() if line.startswith("define")}
    assert "#0" not in define["main"] and "#0" not in define["helper"]
    assert "optnone" in text.split("attributes #2 = ", 1)[1].splitlines()[0]
    assert "#1" in define["inl"]            # alwaysinline clashes with noinline: left as it was
    assert "#0" in define["f"] and "#0" in define["g"]
