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


# `enzympy diff` after differentiating: functions no derivative reaches (main, the user's
# drivers) skip the post-AD pipeline and come out as they went in, attributes included.
DRIVER = """
define internal double @sq(double %x) #0 {
  %y = fmul double %x, %x
  ret double %y
}

define internal double @other(double %x) #1 {
  %y = fadd double %x, 1.0
  ret double %y
}

define i32 @main() #0 {
  %slot = alloca double
  store double 3.0, ptr %slot
  %x = load double, ptr %slot
  %o = call double @other(double %x)
  %d = call double (...) @__enzyme_autodiff(ptr @sq, double %o)
  %dx = fptosi double %d to i32
  ret i32 %dx
}

declare double @__enzyme_autodiff(...)

attributes #0 = { nounwind }
attributes #1 = { noinline nounwind }
"""


def _defines(text):
    return {line.split("@")[1].split("(")[0]: line for line in text.splitlines() if line.startswith("define")}


def test_post_ad_pipeline_leaves_what_no_derivative_reaches():
    from enzympy.driver import ModuleDifferentiator
    from enzympy.reach import untouched_by_derivatives
    diff = ModuleDifferentiator(DRIVER, "driver.ll", only_reached=True)
    text = str(diff.finish(2, untouched=True))
    groups = dict(line[len("attributes "):].split(" = ", 1) for line in text.splitlines()
                  if line.startswith("attributes #"))
    define = _defines(text)

    def attrs(name):
        return " ".join(groups.get(g, "") for g in define[name].split(")")[-1].split() if g.startswith("#"))
    main = text[text.index("@main("):]
    main = main[:main.index("\n}")]
    assert "alloca double" in main and "store double 3.0" in main      # not optimised again
    assert "nounwind" in attrs("main") and "nounwind" in attrs("other")
    assert "optnone" not in attrs("main") + attrs("other")              # not left optnone
    assert "noinline" in attrs("other")                                  # the user's own noinline stays
    assert "noinline" not in attrs("main")
    # the derivative itself is optimised: no stack slot is left in it
    deriv = next(n for n in define if n.startswith("__enzympy_rev"))
    body = text[text.index(f"@{deriv}("):]
    assert "alloca" not in body[:body.index("\n}")]
    # with whether each carries noinline of its own; @sq itself is no longer called by main
    assert untouched_by_derivatives(diff.lower_call_sites(), {deriv}) == {"main": False, "other": True, "sq": False}
    plain = str(ModuleDifferentiator(DRIVER, "driver.ll", only_reached=True).finish(2))
    assert "alloca double" not in plain[plain.index("@main("):]           # the default: all optimised
