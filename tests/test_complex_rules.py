"""Complex arithmetic as clang calls it for std::complex and C's _Complex (without -ffast-math):
`__muldc3`, `__divdc3` and their float twins, `cexp`, `clog`, `csqrt`, the trigonometric and
hyperbolic functions (two floats in, two out: `rules.STRUCT_RULES`), `cabs` and `carg`, and the
float functions, which take a `<2 x float>`. Each is checked in reverse mode against central
differences and in forward mode against reverse mode, through a function that weighs both
parts of the result."""

import ctypes
import ctypes.util
import pytest

from enzympy.runtime.tangent import CompiledTangent
from enzympy.runtime.wrappers import CompiledGradient

_libs = [ctypes.CDLL(None)] + [ctypes.CDLL(p) for p in (ctypes.util.find_library("gcc_s"),
                                                         ctypes.util.find_library("m")) if p]


def _have(name):
    return any(hasattr(lib, name) for lib in _libs)


def _module(fn, n, t="double"):
    """f(ops...) = 0.75 * re(fn(ops)) - 1.25 * im(fn(ops)) for fn returning two floats."""
    params = ", ".join(f"{t} %a{k}" for k in range(n))
    args = ", ".join(f"{t} %a{k}" for k in range(n))
    if t == "double":
        rt = "{double, double}"
        get = [f"extractvalue {rt} %r, {j}" for j in (0, 1)]
    else:
        rt = "<2 x float>"
        get = [f"extractelement {rt} %r, i32 {j}" for j in (0, 1)]
    return f"""
declare {rt} @{fn}({", ".join([t] * n)})
define {t} @f({params}) {{
  %r = call {rt} @{fn}({args})
  %x = {get[0]}
  %y = {get[1]}
  %s = fmul {t} %x, 0.75
  %u = fmul {t} %y, -1.25
  %v = fadd {t} %s, %u
  ret {t} %v
}}
"""


def _check(ll, args, rtol, h):
    cg = CompiledGradient(ll, "f")
    _, grads = cg.value_and_grad(*args)
    ct = CompiledTangent(ll, "f")
    for k in range(len(args)):
        up, dn = list(args), list(args)
        up[k] += h
        dn[k] -= h
        fd = (cg(*up) - cg(*dn)) / (2 * h)
        assert grads[k] == pytest.approx(fd, rel=rtol, abs=rtol), (k, list(grads), fd)
        e = [0.0] * len(args)
        e[k] = 1.0
        assert ct.jvp(*args, *e)[1] == pytest.approx(grads[k], rel=1e-6, abs=1e-9), k
    return grads


SCALAR = ("cabs", "carg", "creal", "cimag")
CASES = [("__muldc3", [0.3, -1.2, 0.8, 0.45]), ("__divdc3", [0.3, -1.2, 0.8, 0.45]),
         ("__divdc3", [-2.0, 0.5, -0.1, 1.7]), ("cexp", [0.4, -0.9]), ("clog", [-0.7, 0.3]),
         ("csqrt", [-0.7, 0.3]), ("csqrt", [1.5, -2.0]), ("cabs", [0.6, -0.8]), ("carg", [-0.6, 0.8]),
         ("csin", [0.7, -0.4]), ("ccos", [-1.1, 0.6]), ("csinh", [0.3, 1.2]), ("ccosh", [-0.5, -0.9]),
         ("ctan", [0.4, 0.3]), ("ctanh", [-0.6, 0.8]), ("clog10", [-0.7, 0.3]),
         ("casin", [0.4, -0.3]), ("casin", [-1.7, 0.6]), ("cacos", [0.4, -0.3]), ("cacos", [2.5, 0.7]),
         ("casinh", [0.3, 0.6]), ("cacosh", [1.6, -0.4]), ("cacosh", [-0.3, 0.9]), ("catan", [0.7, 0.4]),
         ("catan", [-0.2, -1.4]), ("catanh", [0.5, -0.3]), ("catanh", [1.8, 0.4]),
         ("cpow", [0.8, -0.6, 1.3, 0.4]), ("cpow", [-1.1, 0.5, -0.7, 2.1]), ("cpow", [2.0, 0.0, 0.5, 0.0]),
         ("cpow", [0.0, 0.0, 2.0, 0.0]), ("cpow", [0.0, 0.0, 1.0, 0.0]), ("cpow", [0.0, 0.0, 2.5, 0.7]),
         ("cproj", [0.7, -0.2]), ("conj", [0.7, -0.2]), ("creal", [0.6, -0.8]), ("cimag", [0.6, -0.8])]


@pytest.mark.parametrize("fn,args", CASES)
def test_double(fn, args):
    if not _have(fn):
        pytest.skip(f"{fn} is not in this process's libraries")
    if fn in SCALAR:
        ll = f"""
declare double @{fn}(double, double)
define double @f(double %a0, double %a1) {{
  %r = call double @{fn}(double %a0, double %a1)
  ret double %r
}}
"""
    else:
        ll = _module(fn, len(args))
    _check(ll, args, 1e-6, 1e-6)


@pytest.mark.parametrize("fn", ["__mulsc3", "__divsc3"])
def test_float(fn):
    if not _have(fn):
        pytest.skip(f"{fn} is not in this process's libraries")
    _check(_module(fn, 4, "float"), [0.3, -1.2, 0.8, 0.45], 2e-2, 1e-2)


def test_product_partials_are_exact():
    """d/da of 0.75 re((a+bi)(c+di)) - 1.25 im(...) = 0.75 c - 1.25 d, and so on, to rounding."""
    if not _have("__muldc3"):
        pytest.skip("__muldc3 is not in this process's libraries")
    a, b, c, d = 0.3, -1.2, 0.8, 0.45
    _, g = CompiledGradient(_module("__muldc3", 4), "f").value_and_grad(a, b, c, d)
    want = [0.75 * c - 1.25 * d, -0.75 * d - 1.25 * c, 0.75 * a - 1.25 * b, -0.75 * b - 1.25 * a]
    assert list(g) == pytest.approx(want, rel=1e-15, abs=1e-15)


def _packed_module(fn, scalar):
    """f(a, b) = fn(<a, b>) weighed as above (cexpf...), or fn(<a, b>) itself (cabsf, cargf):
    the float complex functions take their argument packed in a <2 x float>."""
    call = f"call {'float' if scalar else '<2 x float>'} @{fn}(<2 x float> %z)"
    body = ("  %r = " + call + "\n  ret float %r\n") if scalar else (
        f"  %r = {call}\n  %x = extractelement <2 x float> %r, i32 0\n"
        "  %y = extractelement <2 x float> %r, i32 1\n  %s = fmul float %x, 0.75\n"
        "  %u = fmul float %y, -1.25\n  %v = fadd float %s, %u\n  ret float %v\n")
    return f"""
declare {'float' if scalar else '<2 x float>'} @{fn}(<2 x float>)
define float @f(float %a0, float %a1) {{
  %z0 = insertelement <2 x float> poison, float %a0, i32 0
  %z = insertelement <2 x float> %z0, float %a1, i32 1
{body}}}
"""


@pytest.mark.parametrize("fn,args", [("cexpf", [0.4, -0.9]), ("clogf", [-0.7, 0.3]), ("csqrtf", [1.5, -2.0]),
                                     ("cabsf", [0.6, -0.8]), ("cargf", [-0.6, 0.8]), ("csinf", [0.7, -0.4]),
                                     ("ctanhf", [-0.6, 0.8]), ("casinf", [0.4, -0.3]), ("catanhf", [0.5, -0.3]),
                                     ("cacoshf", [1.6, -0.4]), ("crealf", [0.6, -0.8]), ("cimagf", [0.6, -0.8])])
def test_float_packed(fn, args):
    if not _have(fn):
        pytest.skip(f"{fn} is not in this process's libraries")
    _check(_packed_module(fn, fn in ("cabsf", "cargf", "crealf", "cimagf")), args, 2e-2, 1e-2)


def test_cpowf_two_packed_arguments():
    """cpowf takes z and w each packed in a <2 x float>: four operands, two vector adjoints."""
    if not _have("cpowf"):
        pytest.skip("cpowf is not in this process's libraries")
    ll = """
declare <2 x float> @cpowf(<2 x float>, <2 x float>)
define float @f(float %a0, float %a1, float %a2, float %a3) {
  %z0 = insertelement <2 x float> poison, float %a0, i32 0
  %z = insertelement <2 x float> %z0, float %a1, i32 1
  %w0 = insertelement <2 x float> poison, float %a2, i32 0
  %w = insertelement <2 x float> %w0, float %a3, i32 1
  %r = call <2 x float> @cpowf(<2 x float> %z, <2 x float> %w)
  %x = extractelement <2 x float> %r, i32 0
  %y = extractelement <2 x float> %r, i32 1
  %s = fmul float %x, 0.75
  %u = fmul float %y, -1.25
  %v = fadd float %s, %u
  ret float %v
}
"""
    _check(ll, [0.8, -0.6, 1.3, 0.4], 2e-2, 1e-2)


def test_cpow_partials_against_the_closed_form():
    """d/dz z^w = w z^(w-1) and d/dw z^w = z^w log z, computed by Python's complex numbers."""
    if not _have("cpow"):
        pytest.skip("cpow is not in this process's libraries")
    import cmath
    a, b, c, d = 0.8, -0.6, 1.3, 0.4
    z, w = complex(a, b), complex(c, d)
    dz, dw = w * z ** (w - 1), z ** w * cmath.log(z)
    _, g = CompiledGradient(_module("cpow", 4), "f").value_and_grad(a, b, c, d)
    # f = 0.75 re - 1.25 im; d/da = 0.75 re(f') - 1.25 im(f'), d/db = 0.75 re(i f') - 1.25 im(i f')
    def weigh(fp):
        return 0.75 * fp.real - 1.25 * fp.imag
    want = [weigh(dz), weigh(1j * dz), weigh(dw), weigh(1j * dw)]
    assert list(g) == pytest.approx(want, rel=1e-12, abs=1e-12)


def test_a_long_double_complex_passed_in_memory_is_refused():
    """cabsl takes its long double complex as a pointer (byval). Found by the spelling cabsl ->
    cabs, the rule read that pointer as an operand without a partial: a silent zero. A call
    that does not pass the rule's operands as floats has no rule, and is refused by name."""
    ll = """
declare x86_fp80 @cabsl(ptr byval({ x86_fp80, x86_fp80 }) align 16)
define double @f(double %x) {
  %z = alloca { x86_fp80, x86_fp80 }, align 16
  %re = fpext double %x to x86_fp80
  %im = fmul x86_fp80 %re, %re
  store x86_fp80 %re, ptr %z, align 16
  %p = getelementptr inbounds i8, ptr %z, i64 16
  store x86_fp80 %im, ptr %p, align 16
  %r = call x86_fp80 @cabsl(ptr byval({ x86_fp80, x86_fp80 }) align 16 %z)
  %d = fptrunc x86_fp80 %r to double
  ret double %d
}
"""
    from enzympy.errors import UnsupportedError
    with pytest.raises(UnsupportedError, match="cabsl"):
        CompiledGradient(ll, "f")
    with pytest.raises(UnsupportedError, match="cabsl"):
        CompiledTangent(ll, "f")
