"""libstdc++ functions without a body (enzympy/libstdcxx.py): what is known passes (the program
tests/cpp/stdlib.cpp, run by test_cpp_programs.py), what is not is refused by name.

- an unknown body-less function that receives active memory: refused, naming it;
- a function known to write only chars (`std::istream::get(char *, n, delim)`) given a double,
  or a double's bytes written into a stream (`std::ostream::write`, to be read back as a
  constant): refused;
- std::map's red-black tree insertion (tests/cpp/refused/ordered_map.cpp) and erasure from a
  duplicated map (tests/cpp/refused/map_erase.cpp): refused;
- `std::istream >> double&` that fails at run time (tests/cpp/refused/streamfail.cpp): the program
  stops naming the call, as the old value may have been kept;
- a string longer than 15 chars next to a double (tests/cpp/refused/heapstring.cpp): its heap
  buffer has no shadow, so the program stops naming the member that put it there.

The .ll files in tests/cpp/refused are made by `clang++-19 -O2 -S -emit-llvm NAME.cpp`.
"""

import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from enzympy import libstdcxx

HERE = Path(__file__).resolve().parent
REFUSED = HERE / "cpp" / "refused"

x86_linux = pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64") or not sys.platform.startswith("linux"),
    reason="the C++ fixtures are x86-64 Linux IR")


def _diff(src, out):
    return subprocess.run([sys.executable, "-m", "enzympy", "diff", str(src), "-o", str(out)],
                          cwd=HERE.parent, capture_output=True, text=True, timeout=600)


OPAQUE = """
declare double @__enzyme_autodiff(ptr, ...)
declare void @{callee}({params})

define double @f(double %x) {{
  %p = alloca double
  store double %x, ptr %p
  call void @{callee}({args})
  %v = load double, ptr %p
  %y = fmul double %v, %x
  ret double %y
}}

define double @g(double %x) {{
  %d = call double (ptr, ...) @__enzyme_autodiff(ptr @f, double %x)
  ret double %d
}}
"""


@pytest.mark.parametrize("callee, params, args, expect", [
    ("_ZN3lib6smoothEPd", "ptr", "ptr %p", "@_ZN3lib6smoothEPd has no body here and gets active memory"),
    ("_ZNSi3getEPclc", "ptr, ptr, i64, i8", "ptr null, ptr %p, i64 8, i8 10",   # istream::get(char *, n, c)
     "@_ZNSi3getEPclc is known to write only chars and integers"),
    ("_ZNSo5writeEPKcl", "ptr, ptr, i64", "ptr null, ptr %p, i64 8",     # a double's bytes into a stream
     "@_ZNSo5writeEPKcl is known to write only chars and integers"),
    ("_ZNSi6ignoreEv", "ptr", "ptr %s",                                 # a stream member given shadowed memory
     "a stream or buffer where derivatives are kept"),
])
def test_body_less_call_on_active_memory_is_refused_by_name(tmp_path, callee, params, args, expect):
    ll = tmp_path / "opaque.ll"
    text = OPAQUE.format(callee=callee, params=params, args=args)
    if "%s" in args:                 # a slot holding the pointer: shadowed, but no float in its own bytes
        text = text.replace("  store double %x, ptr %p\n", "  store double %x, ptr %p\n  %s = alloca ptr\n"
                                                          "  store ptr %p, ptr %s\n")
    ll.write_text(text)
    r = _diff(ll, tmp_path / "opaque.o")
    assert r.returncode != 0 and expect in r.stderr, r.stderr
    assert "in function @f" in r.stderr


@x86_linux
def test_ordered_map_insertion_is_refused_by_name(tmp_path):
    r = _diff(REFUSED / "ordered_map.O2.ll", tmp_path / "m.o")
    assert r.returncode != 0
    assert "@_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_ has no body here" in r.stderr


@x86_linux
def test_erasing_from_a_duplicated_map_is_refused_by_name(tmp_path):
    r = _diff(REFUSED / "map_erase.O2.ll", tmp_path / "m.o")
    assert r.returncode != 0
    assert "@_ZSt28_Rb_tree_rebalance_for_erasePSt18_Rb_tree_node_baseRS_ has no body here" in r.stderr


def test_an_exception_caught_inside_differentiated_code_is_refused_by_name(tmp_path):
    """The derivative has no unwind paths: the exception would leave it (the program was
    terminated); refused at differentiation, naming the function that catches."""
    r = _diff(REFUSED / "caught_inside.O2.ll", tmp_path / "c.o")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "@_Z1fd catches a C++ exception and goes on" in r.stderr and "__enzyme_inactivefn" in r.stderr


def _stops(tmp_path, name):
    """Differentiate, link and run tests/cpp/refused/NAME.O2.ll; its stderr (it must fail)."""
    obj = tmp_path / "s.o"
    r = _diff(REFUSED / f"{name}.O2.ll", obj)
    assert r.returncode == 0, r.stderr
    cxx = shutil.which("c++")
    if cxx is None:
        pytest.skip("no `c++` on PATH to link the object")
    exe = tmp_path / "s"
    link = subprocess.run([cxx, str(obj), "-o", str(exe)], capture_output=True, text=True)
    assert link.returncode == 0, link.stderr
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    return run.stderr


@x86_linux
def test_failed_stream_read_stops_the_program_naming_the_call(tmp_path):
    err = _stops(tmp_path, "streamfail")
    assert "@_ZNSi10_M_extractIdEERSiRT_ failed (the stream's failbit is set)" in err
    assert "in function @_Z6rereadd" in err


@x86_linux
def test_heap_string_next_to_derivatives_stops_the_program_naming_the_call(tmp_path):
    err = _stops(tmp_path, "heapstring")
    assert "_M_constructEmc left a std::string on the heap" in err
    assert "in function @_Z5weighd" in err


def test_table_kinds():
    assert libstdcxx.known("_ZSt11_Hash_bytesPKvmm").kind == libstdcxx.READS
    assert libstdcxx.known("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev").kind == libstdcxx.CHARS
    assert libstdcxx.known("_ZNSirsERd").writes == ((1, "double"),)
    assert libstdcxx.known("_ZNSi4readEPcl").bytes_written == ((1, 2),)
    assert libstdcxx.known("_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_") is None
    assert libstdcxx.known("_ZN3lib6smoothEPd") is None
