"""The constants derivatives write in each floating type (emit.fp_literal) mean the double they
were made from: x86_fp80 (`0xK`, long double), fp128 (`0xL`), half (`0xH`), bfloat (`0xR`), float
and double, for zeros of both signs, subnormal doubles, the largest double and infinities. Each
is read back by LLVM, converted to double by a JIT-compiled function, and compared bit for bit."""

import ctypes
import math
import struct

import llvmlite.binding as llvm
import pytest

from enzympy.emit import fp_literal
from enzympy.ir import init_llvm
from enzympy.irtypes import FLOAT_KINDS, Type

WIDE = [1.0, -0.5, 0.0, -0.0, math.pi, 1e-300, 5e-324, -3 * 5e-324, 2.2250738585072014e-308,
        1.7976931348623157e308, math.inf, -math.inf]
# values every type holds exactly (the constants rules use: 0.5, 2, the seed 1, -0.0 ...)
SMALL = [1.0, -0.5, 0.0, -0.0, 2.0, 0.25, -3.0, math.inf]


def _bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _read_back(name, literal):
    init_llvm()
    wider = FLOAT_KINDS[name] > 64
    conv = "fptrunc" if wider else "fpext" if name != "double" else None
    body = f"%y = {conv} {name} {literal} to double\n  ret double %y" if conv else f"ret double {literal}"
    mod = llvm.parse_assembly(f"define double @f() {{\n  {body}\n}}")
    tm = llvm.Target.from_default_triple().create_target_machine()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    value = ctypes.CFUNCTYPE(ctypes.c_double)(engine.get_function_address("f"))()
    del engine
    return value


@pytest.mark.parametrize("name", ["x86_fp80", "fp128"])
@pytest.mark.parametrize("x", WIDE)
def test_every_double_is_exact_in_the_wide_types(name, x):
    assert _bits(_read_back(name, fp_literal(Type("float", name=name), x))) == _bits(x)


@pytest.mark.parametrize("name", ["half", "bfloat", "float", "double", "x86_fp80", "fp128"])
@pytest.mark.parametrize("x", SMALL)
def test_the_constants_rules_use(name, x):
    assert _bits(_read_back(name, fp_literal(Type("float", name=name), x))) == _bits(x)


@pytest.mark.parametrize("name", ["x86_fp80", "fp128"])
def test_nan_stays_nan(name):
    assert math.isnan(_read_back(name, fp_literal(Type("float", name=name), math.nan)))
