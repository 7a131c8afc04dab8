"""Enzyme's custom derivatives and inactivity declarations (`enzympy/custom_rules.py`,
`enzympy/synth/custom_calls.py`): what is read, and the one-line errors for what is malformed
or not taken. The derivatives themselves are checked end to end by tests/c/custom.c at four
optimisation levels (tests/test_c_programs.py)."""

import math
from pathlib import Path

import pytest

from enzympy import custom_rules
from enzympy.errors import UnsupportedError
from cli_runs import diff_text, one_line_error  # noqa: E402

REPO = Path(__file__).resolve().parent.parent

SQ = "define internal double @sq(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
USE = ("declare double @__enzyme_autodiff(ptr, ...)\n"
       "define double @use(double %x) {\n  %s = call double @sq(double %x)\n  %t = fmul double %s, %x\n"
       "  ret double %t\n}\n"
       "define double @d(double %x) {\n"
       "  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @use, double %x)\n  ret double %r\n}\n")






def test_declarations_are_read_by_enzymes_spellings():
    text = ("define double @f(double %x) {\n  ret double %x\n}\n"
            "define double @f_aug(double %x) {\n  ret double %x\n}\n"
            "define { double } @f_rev(double %x, double %d) {\n  ret { double } undef\n}\n"
            "declare { double, double } @f_fwd(double, double)\n"
            "define double @g(double %x) {\n  ret double %x\n}\n"
            "declare double @noise(double)\n"
            "@table = global double 0.0\n"
            '@.str = private unnamed_addr constant [6 x i8] c"log1p\\00"\n'
            "@__enzyme_register_gradient_f = global [3 x ptr] [ptr @f, ptr @f_aug, ptr @f_rev]\n"
            "@__enzyme_register_derivative_f2 = global [2 x ptr] [ptr @f, ptr @f_fwd], align 16\n"
            "@_ZN2ns22__enzyme_function_likeE = global [2 x ptr] [ptr @g, ptr @.str]\n"
            "@__enzyme_inactivefn3 = global ptr @noise\n"
            "@__enzyme_inactive_global = global ptr @table\n"
            "@__enzyme_nofree = global ptr @g\n")
    c = custom_rules.read(text)
    assert c.gradients == {"f": ("f_aug", "f_rev")}
    assert c.derivatives == {"f": "f_fwd"}
    assert c.like == {"g": "log1p"}
    assert c.inactive_fns == {"noise"} and c.inactive_globals == {"table"}
    assert c.protected() == {"f", "g", "noise"}
    assert not custom_rules.read("define void @f() {\n  ret void\n}\n")


@pytest.mark.parametrize("spelling", ["__enzyme_register_splitderivative_sq"])
def test_declarations_not_taken_are_refused_by_name(spelling, tmp_path):
    r = diff_text(tmp_path, SQ + f"@{spelling} = global [1 x ptr] [ptr @sq]\n" + USE)
    one_line_error(r, f"@{spelling} (", "not supported")


@pytest.mark.parametrize("decl, words", [
    ("@__enzyme_register_gradient_sq = global [1 x ptr] [ptr @sq]",
     ["@__enzyme_register_gradient_sq", "{function, augmented forward pass, reverse pass}"]),
    ("@__enzyme_register_derivative_sq = global [3 x ptr] [ptr @sq, ptr @sq, ptr @sq]",
     ["@__enzyme_register_derivative_sq", "{function, forward derivative}"]),
    ('@.n = private constant [9 x i8] c"nosuchfn\\00"\n@__enzyme_function_like = global [2 x ptr] [ptr @sq, ptr @.n]',
     ["no derivative rule for 'nosuchfn'", "@sq"]),
    ("@__enzyme_inactive_global = global ptr null", ["@__enzyme_inactive_global", "the address of a global"]),
])
def test_malformed_declarations_are_one_line_errors(decl, words, tmp_path):
    one_line_error(diff_text(tmp_path, SQ + decl + "\n" + USE), *words)


ALLOC = ("define ptr @pool_get(ptr %pool, i64 %n) {\n  ret ptr %pool\n}\n"
         "define void @pool_put(ptr %pool, ptr %p) {\n  ret void\n}\n"
         "define void @pool_put1(ptr %p) {\n  ret void\n}\n"
         '@.i = private constant [5 x i8] c"0,-1\\00"\n@.j = private constant [5 x i8] c"0, 1\\00"\n'
         '@.k = private constant [2 x i8] c"x\\00"\n')


def test_allocation_like_is_read():
    text = ALLOC + ("@__enzyme_allocation_like = global [4 x ptr] [ptr @pool_get, ptr inttoptr (i64 1 to ptr), "
                    "ptr @.i, ptr @pool_put]\n")
    c = custom_rules.read(text)
    assert c.allocators == {"pool_get": custom_rules.AllocationLike(1, (0, -1), "pool_put")}
    assert c.protected() == {"pool_get", "pool_put"}


def test_an_allocator_with_another_rule_is_refused():
    text = ALLOC + ("@__enzyme_allocation_like = global [4 x ptr] [ptr @pool_get, ptr inttoptr (i64 1 to ptr), "
                    "ptr @.i, ptr @pool_put]\n@__enzyme_inactivefn = global ptr @pool_put\n")
    with pytest.raises(UnsupportedError, match="@pool_put is declared an allocator or its free function"):
        custom_rules.read(text)


@pytest.mark.parametrize("init, words", [
    ("[3 x ptr] [ptr @pool_get, ptr inttoptr (i64 1 to ptr), ptr @.i]", ["should hold {allocator,"]),
    ("[4 x ptr] [ptr @pool_get, ptr @.i, ptr @.i, ptr @pool_put]", ["should hold {allocator,"]),
    ("[4 x ptr] [ptr @pool_get, ptr inttoptr (i64 1 to ptr), ptr @.k, ptr @pool_put]", ["should hold {allocator,"]),
    ("[4 x ptr] [ptr @pool_get, ptr inttoptr (i64 1 to ptr), ptr @.j, ptr @pool_put]", ["-1 (the block) once"]),
    ("[4 x ptr] [ptr @pool_get, ptr inttoptr (i64 0 to ptr), ptr @.i, ptr @pool_put]",
     ["@pool_get", "argument 0 (the size) is not an integer"]),
    ("[4 x ptr] [ptr @pool_get, ptr inttoptr (i64 1 to ptr), ptr @.i, ptr @pool_put1]",
     ["@pool_put1 takes 1 arguments, the declaration lists 2"]),
])
def test_malformed_allocation_like_is_aone_line_error(init, words, tmp_path):
    text = SQ + ALLOC + f"@__enzyme_allocation_like = global {init}\n" + USE
    one_line_error(diff_text(tmp_path, text), "__enzyme_allocation_like", *words)


def test_a_custom_gradient_of_the_wrong_shape_is_named(tmp_path):
    """Enzyme's convention gives @sq's reverse (x, dret[, tape]): three parameters too many."""
    text = (SQ + "define double @sq_aug(double %x) {\n  %y = fmul double %x, %x\n  ret double %y\n}\n"
            "define double @sq_rev(double %x, double %d, ptr %t, i32 %a, i32 %b) {\n  ret double %d\n}\n"
            "@__enzyme_register_gradient_sq = global [3 x ptr] [ptr @sq, ptr @sq_aug, ptr @sq_rev]\n" + USE)
    one_line_error(diff_text(tmp_path, text), "@sq_rev", "@sq", "takes 5 parameter(s)")


def test_an_augmented_pass_without_the_result_is_named(tmp_path):
    """@sq returns a double its caller uses; an augmented pass returning only a tape cannot
    give it (Enzyme's convention: return the result, or { tape, result })."""
    text = (SQ + "define ptr @sq_aug(double %x) {\n  ret ptr null\n}\n"
            "define double @sq_rev(double %x, double %d, ptr %t) {\n  ret double %d\n}\n"
            "@__enzyme_register_gradient_sq = global [3 x ptr] [ptr @sq, ptr @sq_aug, ptr @sq_rev]\n" + USE)
    one_line_error(diff_text(tmp_path, text), "@sq_aug", "must return @sq's result")


def test_hints_are_taken(tmp_path):
    """__enzyme_nofree and __enzyme_no_escaping_allocation only let Enzyme cache less."""
    text = SQ + "@__enzyme_nofree = global ptr @sq\n@__enzyme_no_escaping_allocation = global ptr @sq\n" + USE
    r = diff_text(tmp_path, text)
    assert r.returncode == 0, r.stderr


LIKE = ("define double @my_log1p(double %a) {\n  %r = fmul double %a, 2.0\n  ret double %r\n}\n"
        '@.s = private constant [6 x i8] c"log1p\\00"\n'
        "@__enzyme_function_like = global [2 x ptr] [ptr @my_log1p, ptr @.s]\n"
        "define double @noise(double %a) {\n  %r = call double @sin(double %a)\n  ret double %r\n}\n"
        "declare double @sin(double)\n"
        "@__enzyme_inactivefn = global [1 x ptr] [ptr @noise]\n"
        "define double @test(double %a) {\n  %l = call double @my_log1p(double %a)\n"
        "  %n = call double @noise(double %a)\n  %r = fadd double %l, %n\n  ret double %r\n}\n")


@pytest.mark.parametrize("a", [0.5, 2.0])
def test_function_like_takes_the_rule_and_inactive_functions_carry_nothing(a):
    """Enzyme's own case: the body of @my_log1p is 2a, its derivative log1p's, 1/(1+a); the
    sine that @noise adds carries no derivative. Both modes."""
    from enzympy.compiled import CompiledGradient, CompiledTangent
    value, (g,) = CompiledGradient(LIKE, "test").value_and_grad(a)
    assert value == pytest.approx(2 * a + math.sin(a), rel=1e-15)
    assert g == pytest.approx(1 / (1 + a), rel=1e-15)
    value, t = CompiledTangent(LIKE, "test").jvp(a, 1.0)
    assert t == pytest.approx(1 / (1 + a), rel=1e-15)


LIKE_R = ("define double @pade_tanh(double %v) {\n  %v2 = fmul double %v, %v\n"
          "  %n0 = fadd double %v2, 27.0\n  %n = fmul double %v, %n0\n  %d0 = fmul double %v2, 9.0\n"
          "  %d = fadd double %d0, 27.0\n  %r = fdiv double %n, %d\n  ret double %r\n}\n"
          "define double @taylor_exp(double %v) {\n  %h = fmul double %v, 0.5\n  %q = fmul double %h, %v\n"
          "  %a = fadd double %v, 1.0\n  %r = fadd double %a, %q\n  ret double %r\n}\n"
          '@.t = private constant [5 x i8] c"tanh\\00"\n@.e = private constant [4 x i8] c"exp\\00"\n'
          "@__enzyme_function_like = global [2 x ptr] [ptr @pade_tanh, ptr @.t]\n"
          "@__enzyme_function_like1 = global [2 x ptr] [ptr @taylor_exp, ptr @.e]\n"
          "define double @test(double %a) {\n  %t = call double @pade_tanh(double %a)\n"
          "  %e = call double @taylor_exp(double %a)\n  %r = fadd double %t, %e\n  ret double %r\n}\n")


@pytest.mark.parametrize("a", [0.3, 0.91, -1.7])
def test_function_like_rules_read_the_known_function_not_the_declared_result(a):
    """tanh's rule is 1 - r^2 and exp's r, over the call's result r. Declared like them, a body
    that only approximates them (a Pade tanh, a Taylor exp: the usual reason to declare one)
    got 1 - pade(a)^2 and taylor(a) (a probe's, against Enzyme's 1/cosh^2 a and e^a)."""
    from enzympy.compiled import CompiledGradient, CompiledTangent
    want = 1 / math.cosh(a) ** 2 + math.exp(a)
    _, (g,) = CompiledGradient(LIKE_R, "test").value_and_grad(a)
    assert g == pytest.approx(want, rel=1e-14)
    _, t = CompiledTangent(LIKE_R, "test").jvp(a, 1.0)
    assert t == pytest.approx(want, rel=1e-14)


def test_function_like_a_rule_over_the_result_of_a_function_enzympy_cannot_call_is_refused(tmp_path):
    text = (SQ + '@.g = private constant [7 x i8] c"tgamma\\00"\n'
            "@__enzyme_function_like = global [2 x ptr] [ptr @sq, ptr @.g]\n" + USE)
    one_line_error(diff_text(tmp_path, text), "@sq is declared like @tgamma", "result")


def test_the_inactive_attribute_makes_a_function_inactive():
    """Enzyme's plugins attach "enzyme_inactive" (or "_noblock") to a function: no derivative
    flows through its calls, as with __enzyme_inactivefn."""
    from enzympy.compiled import CompiledGradient, CompiledTangent
    for attr in ("enzyme_inactive", "enzyme_inactive_noblock"):
        text = (LIKE.replace("@__enzyme_inactivefn = global [1 x ptr] [ptr @noise]\n", "")
                .replace("define double @noise(double %a) {", "define double @noise(double %a) #7 {")
                + f'attributes #7 = {{ nounwind "{attr}" }}\n')
        _, (g,) = CompiledGradient(text, "test").value_and_grad(0.5)
        assert g == pytest.approx(1 / 1.5, rel=1e-15)
        assert CompiledTangent(text, "test").jvp(0.5, 1.0)[1] == pytest.approx(1 / 1.5, rel=1e-15)


def test_read_refuses_a_gradient_that_is_also_inactive():
    text = (SQ + "@__enzyme_register_gradient_sq = global [3 x ptr] [ptr @sq, ptr @sq, ptr @sq]\n"
            "@__enzyme_inactivefn = global ptr @sq\n")
    with pytest.raises(UnsupportedError, match="both a custom gradient and is declared inactive"):
        custom_rules.read(text)


def test_a_rule_with_no_call_left_is_a_warning(tmp_path):
    """clang -O1 and up may inline a function with a rule before enzympy sees the IR (Enzyme's
    own customlog1p.c at -O2): its body is then differentiated, so the user is told."""
    inlined = USE.replace("  %s = call double @sq(double %x)\n", "  %s = fmul double %x, %x\n")
    text = SQ + '@.s = private constant [6 x i8] c"log1p\\00"\n' \
        "@__enzyme_function_like = global [2 x ptr] [ptr @sq, ptr @.s]\n" + inlined
    r = diff_text(tmp_path, text)
    assert r.returncode == 0, r.stderr
    assert r.stderr.startswith("enzympy: warning: @sq has an Enzyme rule") and \
        len(r.stderr.strip().splitlines()) == 1 and "noinline" in r.stderr
    r = diff_text(tmp_path, SQ + '@.s = private constant [6 x i8] c"log1p\\00"\n'
              "@__enzyme_function_like = global [2 x ptr] [ptr @sq, ptr @.s]\n" + USE)
    assert r.returncode == 0 and r.stderr == ""


def test_a_rule_clang_bypassed_through_a_returned_argument_is_refused(tmp_path):
    """clang -O2 marks a function that returns its argument `returned` and makes every use of
    a call's result read the argument (Enzyme-style `logme(x)` that only counts): the call
    stays, its result unused, and an inactive function's derivative would flow around it. A
    one-line error names the call and the cure; the same module without `returned` runs."""
    noise = ("define double @noise(double returned %a) noinline {\n  ret double %a\n}\n"
             "@__enzyme_inactivefn = global [1 x ptr] [ptr @noise]\n")
    use = ("declare double @__enzyme_autodiff(ptr, ...)\n"
           "define double @use(double %x) {\n  %y = fmul double %x, %x\n"
           "  %n = call double @noise(double %y)\n  %t = fadd double %y, %x\n  ret double %t\n}\n"
           "define double @d(double %x) {\n"
           "  %r = call double (ptr, ...) @__enzyme_autodiff(ptr @use, double %x)\n  ret double %r\n}\n")
    r = diff_text(tmp_path, noise + use)
    one_line_error(r, "@noise", "returned", "optnone", "call double @noise")
    r = diff_text(tmp_path, noise.replace(" returned", "") + use)
    assert r.returncode == 0, r.stderr
    used = use.replace("%t = fadd double %y, %x", "%t = fadd double %n, %x")
    r = diff_text(tmp_path, noise + used)            # the result is read: the rule applies
    assert r.returncode == 0, r.stderr
