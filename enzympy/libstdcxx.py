"""The C++ standard library's body-less functions, as data: what each does to the memory it gets.

A call to a function without a body that receives active memory is refused (`synth/checks`,
`synth/forward_calls`): enzympy cannot see what it does there. libstdc++ keeps most of its
string, hash and stream code out of line (extern templates), so any C++ program that puts a
`std::string` next to a double (a map node, a struct) or reads a number from a stream meets
such calls. Those listed here are known, each with the reason it is sound to pass them:

- `READS`: reads what it is given and writes nothing a derivative flows through; its result is
  an integer (a hash of bytes, a comparison). Sound whatever it reads: no float leaves it.
- `CHARS`: a string or stream member. It writes char data, integers (lengths, state flags) and
  pointers to char buffers it owns into the objects it gets, and returns such an object or
  buffer. Sound only where no float lives in what it gets: `char_only` asks the type analysis
  about every pointer argument (within the bytes the call may touch) and the call is refused,
  by name, when it finds one (`std::istream::read` into a double, say).
- `READS_FLOAT`: `std::istream >> double&` (and float), `std::istream::read(char *, n)`. It
  overwrites a float (n bytes) with what it reads from the stream, a constant: a store of
  derivative 0 (`memory.pointer_outputs`, `memory.byte_outputs`: the shadow is cleared in the
  reverse pass, the tangent set to zero in forward mode). When the read fails
  libstdc++ may leave the old value in place (the stream was already failing), so the program
  stops, naming the call, if the stream's failbit is set after it (`stream_check`): a zeroed
  adjoint there would be silently wrong.

A stream is where derivatives end, as in Enzyme: what is read from one is a constant. So what
goes in must not be float data moved as bytes (`std::ostream::write((char *)&x, 8)` and `read`
back would be the identity): the CHARS check covers the pointers a member only reads too, and
refuses those. (Text formatting, `os << x`, takes the value, not memory.)

Anything not listed keeps the refusal. Entries are exact names first, then name prefixes (one
class's members, the mangled name up to the member); exact names take precedence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .emit import string_constant
from .errors import UnsupportedError

READS, CHARS, READS_FLOAT = "reads", "chars", "reads_float"


@dataclass(frozen=True)
class Known:
    kind: str
    why: str
    writes: tuple = ()          # READS_FLOAT: (argument index, LLVM float type written)
    bytes_written: tuple = ()   # READS_FLOAT: (pointer argument, argument with the byte count)
    extent: int = 0             # bytes of its object a member touches (0: what the call says)
    follows: tuple = ()         # offsets of its object's pointers to buffers it writes (std::string's
                                # _M_p): what they reach must hold no float either


_HASH = Known(READS, "hashes the bytes it is given into an integer, writes nothing")
_BYTES = Known(READS, "compares or measures bytes into an integer, writes nothing")
# sizeof(std::string) in libstdc++'s C++11 ABI: a member touches no more of a string than that
# (clang's dereferenceable(N) may say more where the string opens a larger object, a map node)
_STRING = Known(CHARS, "std::string member: moves chars, lengths and its own char buffers", extent=32,
                follows=(0,))
_STREAM = Known(CHARS, "stream or locale member: chars, state flags and its own buffers")
_DOUBLE_IN = Known(READS_FLOAT, "operator>>(double&): stores a number parsed from the stream",
                   ((1, "double"),))
_FLOAT_IN = Known(READS_FLOAT, "operator>>(float&): stores a number parsed from the stream",
                  ((1, "float"),))

_BYTES_IN = Known(READS_FLOAT, "istream::read(char *, n): stores n bytes read from the stream",
                  bytes_written=((1, 2),))

EXACT = {
    "_ZSt11_Hash_bytesPKvmm": _HASH,                     # std::_Hash_bytes (std::hash<string>)
    "_ZSt15_Fnv_hash_bytesPKvmm": _HASH,                 # std::_Fnv_hash_bytes
    "memcmp": _BYTES, "bcmp": _BYTES, "strlen": _BYTES,  # C's, as std::string's compare inlines them
    "strcmp": _BYTES, "strncmp": _BYTES,
    "_ZNSirsERd": _DOUBLE_IN,                            # std::istream::operator>>(double&)
    "_ZNSirsERf": _FLOAT_IN,                             # std::istream::operator>>(float&)
    "_ZNSi10_M_extractIdEERSiRT_": _DOUBLE_IN,           # what -O1 and up inline >> into
    "_ZNSi10_M_extractIfEERSiRT_": _FLOAT_IN,
    "_ZNSi4readEPcl": _BYTES_IN,                         # std::istream::read(char *, long)
}

_REHASH = Known(READS, "unordered containers' growth policy: reads its float load factor, which only "
                        "sizes the table, and writes its next threshold, an integer")

PREFIXES = (
    ("_ZNKSt8__detail20_Prime_rehash_policy", _REHASH),
    ("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE", _STRING),     # std::string
    ("_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE", _STRING),    # its const members
    ("_ZNSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEE", _STREAM),  # std::stringbuf
    ("_ZNKSt7__cxx1115basic_stringbufIcSt11char_traitsIcESaIcEE", _STREAM),
    ("_ZNSt7__cxx1118basic_stringstreamIcSt11char_traitsIcESaIcEE", _STREAM),
    ("_ZNSt7__cxx1119basic_istringstreamIcSt11char_traitsIcESaIcEE", _STREAM),
    ("_ZNSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEE", _STREAM),
    ("_ZNKSt7__cxx1119basic_ostringstreamIcSt11char_traitsIcESaIcEE", _STREAM),
    ("_ZNSt9basic_iosIcSt11char_traitsIcEE", _STREAM),                        # std::ios
    ("_ZNKSt9basic_iosIcSt11char_traitsIcEE", _STREAM),
    ("_ZNSt8ios_base", _STREAM),
    ("_ZNSt6locale", _STREAM),
    ("_ZNKSt5ctypeIcE13_M_widen_init", _STREAM),
    ("_ZNSt14basic_ifstreamIcSt11char_traitsIcEE", _STREAM),                 # std::ifstream
    ("_ZNKSt14basic_ifstreamIcSt11char_traitsIcEE", _STREAM),
    ("_ZNSt14basic_ofstreamIcSt11char_traitsIcEE", _STREAM),                 # std::ofstream
    ("_ZNKSt14basic_ofstreamIcSt11char_traitsIcEE", _STREAM),
    ("_ZNSt13basic_filebufIcSt11char_traitsIcEE", _STREAM),                  # std::filebuf
    ("_ZNKSt13basic_filebufIcSt11char_traitsIcEE", _STREAM),
    ("_ZNSt15basic_streambufIcSt11char_traitsIcEE", _STREAM),                # std::streambuf
    ("_ZSt16__ostream_insertIcSt11char_traitsIcEE", _STREAM),                # << const char *
    ("_ZNSt12__basic_fileIcE", _STREAM),                                     # filebuf's FILE
    ("_ZNKSt12__basic_fileIcE", _STREAM),
    ("_ZNSi", _STREAM),               # std::istream (get, ignore, getline, read: chars only)
    ("_ZNSo", _STREAM),               # std::ostream (put, write, flush)
)


def known(callee) -> Known | None:
    """What a body-less callee does to memory, or None for a function not listed."""
    if not callee:
        return None
    if callee in EXACT:
        return EXACT[callee]
    return next((k for p, k in PREFIXES if callee.startswith(p)), None)


def returns_char_memory(callee) -> bool:
    """A listed string or stream member returns the object it was given or a char buffer it
    made (`_M_create`): memory without floats, so the pointer may stand as its own shadow."""
    k = known(callee)
    return k is not None and k.kind in (CHARS, READS_FLOAT)


def float_writes(inst):
    """[(argument index, float type name)] a READS_FLOAT call overwrites with derivative 0."""
    k = known(inst.callee) if inst.opcode == "call" else None
    return list(k.writes) if k is not None and k.kind == READS_FLOAT else []


def byte_writes(inst):
    """[(pointer argument index, byte count argument index)] a READS_FLOAT call overwrites."""
    k = known(inst.callee) if inst.opcode == "call" else None
    return list(k.bytes_written) if k is not None and k.kind == READS_FLOAT else []


def overwrites(inst) -> bool:
    """Does the call store read data (derivative 0) over memory it is given?"""
    return bool(float_writes(inst) or byte_writes(inst))


def _extent(inst, j):
    """The `dereferenceable(N)` of pointer argument j of a call, or None."""
    m = re.search(r'@(?:"[^"]+"|[-a-zA-Z$._0-9]+)\((.*)\)', inst.text)
    parts = re.split(r",\s*(?![^()]*\))", m.group(1)) if m else []
    d = re.search(r"\bdereferenceable\((\d+)\)", parts[j]) if j < len(parts) else None
    return int(d.group(1)) if d else None


def char_only(inst, tree_of, has_shadow):
    """None when the type analysis finds no float in the memory a CHARS (or READS_FLOAT: its
    stream) call may write through its shadowed pointer arguments, else the argument that
    holds one: the bytes of the object each points to (all of them; a std::string's 32, which
    may open a larger object), and what the pointers at `follows` reach (its buffer). Deeper facts are not asked:
    a member writes its object and its own buffers only, and in libstdc++'s unions (a string's
    local buffer) the type analysis may see pointers that the member never follows.
    tree_of(value): the value's type tree (raises KeyError / ValueError when unknown)."""
    k = known(inst.callee)
    skip = {j for j, _ in float_writes(inst)} | {j for j, _ in byte_writes(inst)}
    for j, a in enumerate(inst.args):
        if j in skip or a.type.scalar.kind != "ptr" or not has_shadow(a):
            continue
        try:
            tree = tree_of(a)
        except (KeyError, ValueError):
            continue                       # nothing known: no float shown
        n = min(_extent(inst, j) or k.extent, k.extent) if k.extent else None
        for path, kind in tree.items():
            if not kind.startswith("Float@") or len(path) < 2 or not (n is None or path[1] == -1 or 0 <= path[1] < n):
                continue
            if len(path) == 2 or path[1] in k.follows:
                return a
    return None


def passable(inst, tree_of, has_shadow):
    """None when a known library call may receive active memory, else why not (the message of
    the refusal). Unknown functions return a reason too: the caller keeps its own message."""
    k = known(inst.callee)
    if k is None:
        return "unknown"
    if k.kind == READS:
        return None
    bad = char_only(inst, tree_of, has_shadow)
    if bad is None:
        return None
    return (f"@{inst.callee} is known to write only chars and integers ({k.why}), but the type "
            f"analysis finds floats in the memory {bad.ref} points to: enzympy cannot tell what it "
            "does to them")


_FAIL = "_ZNKSt9basic_iosIcSt11char_traitsIcEE4failEv"      # std::ios::fail() const (exported)


def stream_check(b, fn, inst):
    """After a READS_FLOAT call: stop the program, naming the call, if the stream failed. Only
    then may libstdc++ have left the old value in place (a sentry that failed; `read` stores
    only the bytes it got), whose derivative the cleared shadow would lose; a read that
    succeeded wrote a constant. The
    stream's `std::ios` base is found as the Itanium C++ ABI places a virtual base (its offset
    at -24 in the vtable)."""
    n = getattr(fn.module, "_enzympy_stream_checks", 0)
    fn.module._enzympy_stream_checks = n + 1
    tag = f"{fn.name}.{n}"
    msg, helper = f"__enzympy_stream_read.msg.{tag}", f"__enzympy_stream_read.{tag}"
    text = "enzympy: " + str(UnsupportedError(
        f"@{inst.callee} failed (the stream's failbit is set): the value it should have read may be "
        "the old one, whose derivative enzympy cannot tell from a fresh read's; check the stream "
        "before differentiating through it", inst.line, fn.name, fn.module.debug_location(inst.dbg)))
    definition, size = string_constant(msg, text + "\n")
    b.declare(msg, definition)
    b.declare("write", "declare i64 @write(i32, ptr, i64)")
    b.declare("abort", "declare void @abort()")
    b.declare(_FAIL, f"declare zeroext i1 @{_FAIL}(ptr)")
    b.declare(helper, f"""define internal void @"{helper}"(ptr %s) {{
  %vt = load ptr, ptr %s
  %at = getelementptr i8, ptr %vt, i64 -24
  %off = load i64, ptr %at
  %ios = getelementptr i8, ptr %s, i64 %off
  %fail = call zeroext i1 @{_FAIL}(ptr %ios)
  br i1 %fail, label %stop, label %ok
stop:
  call i64 @write(i32 2, ptr @"{msg}", i64 {size})
  call void @abort()
  unreachable
ok:
  ret void
}}""")
    b.raw(f'call void @"{helper}"({inst.args[0].typed})')
