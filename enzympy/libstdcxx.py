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
  by name, when it finds one (`std::istream::get` into a double, say). A string member may
  also repoint the string's buffer, which the string's shadow must follow (the reverse pass
  clears the adjoints of the chars code stores through it): `string_shadow_check` points the
  shadow at its own local buffer after it, and stops the program, naming the call, when the
  string went to the heap (no shadow buffer is kept for it; `_M_create`'s buffer likewise
  stays an unknown pointer to `soundness`). A stream's pointers are not followed at all: a
  stream member gets no shadowed memory but what it overwrites or only reads (`passable`).
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

READS, CHARS, READS_FLOAT, MIRRORED = "reads", "chars", "reads_float", "mirrored"


@dataclass(frozen=True)
class Known:
    kind: str
    why: str
    writes: tuple = ()          # READS_FLOAT: (argument index, LLVM float type written)
    bytes_written: tuple = ()   # READS_FLOAT: (pointer argument, argument with the byte count)
    reads: tuple = ()           # arguments it only reads (a const std::string&): no pointer moves there
    extent: int = 0             # bytes of its object a member touches (0: all of it)
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

_FROM_STRING = Known(CHARS, "string stream constructor: copies the chars of a const std::string&",
                     reads=(1,))
_FROM_STRING_NAMES = {f"_ZNSt7__cxx11{cls}IcSt11char_traitsIcESaIcEE{c}ERKNS_12basic_stringIcS2_S3_EE"
                      "St13_Ios_Openmode" for cls in ("19basic_istringstream", "19basic_ostringstream",
                                                     "18basic_stringstream") for c in ("C1", "C2")}

_BYTES_IN = Known(READS_FLOAT, "istream::read(char *, n): stores n bytes read from the stream",
                  bytes_written=((1, 2),))

# std::map / std::set's red-black tree walked: the next or previous node, found by the node's
# links. They move pointers only, within one tree: the result is a node of the tree the
# argument is a node of. A shadow tree (a copy of the same shape, as Enzyme asks of a
# duplicated container) is walked alike by the same call on the shadows, in both modes:
# `MIRRORED` (`memory.MemoryRules.forward`, `synth/forward_calls`); the reverse pass has nothing
# to do for them. Not mirrored, so refused by name: `_Rb_tree_rebalance_for_erase` (an erased
# node's shadow would take the adjoints the reverse pass adds for reads before the erase out of
# the caller's shadow map, silently) and `_Rb_tree_insert_and_rebalance` (mirroring it is
# right, but the position it gets comes from `_M_get_insert_*_pos`, which returns two pointers
# in a struct, and a callee's struct of pointers has no shadow yet).
_TREE = Known(MIRRORED, "std::map / std::set iteration: follows a tree node's links, no float moves")
TREE_CALLS = {f"_ZSt18_Rb_tree_{d}P{c}St18_Rb_tree_node_base" for d in ("increment", "decrement")
              for c in ("", "K")}

EXACT = {name: _FROM_STRING for name in _FROM_STRING_NAMES}
EXACT |= {name: _TREE for name in TREE_CALLS}
EXACT |= {
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
    return k is not None and k.kind in (CHARS, READS_FLOAT) and "_M_create" not in callee


def mirrored(callee) -> bool:
    """Is the body-less callee's derivative the same call on the shadows of its pointers (its
    pointer result, if any, the shadow of its result)? Every pointer it gets or returns is in
    one data structure (a tree's nodes)."""
    return callee in TREE_CALLS


def mirrored_call(inst, shadow) -> str:
    """The text of the same call with each pointer argument replaced by shadow(argument)."""
    args = ", ".join(f"ptr {shadow(a).ref}" if a.type.kind == "ptr" else a.typed for a in inst.args)
    return f"call {inst.type} @{inst.callee}({args})"


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
    the refusal). Unknown functions return a reason too: the caller keeps its own message.
    A stream member must get no shadowed memory but what it overwrites (READS_FLOAT): the
    pointers inside a stream move with every read and write, and only a string's are followed
    (`string_shadow_check`)."""
    k = known(inst.callee)
    if k is None:
        return "unknown"
    if k.kind in (READS, MIRRORED):
        return None
    bad = char_only(inst, tree_of, has_shadow)
    if bad is not None:
        return (f"@{inst.callee} is known to write only chars and integers ({k.why}), but the type "
                f"analysis finds floats in the memory {bad.ref} points to: enzympy cannot tell what it "
                "does to them")
    if k is not _STRING:
        written = {j for j, _ in float_writes(inst)} | {j for j, _ in byte_writes(inst)} | set(k.reads)
        kept = [a for j, a in enumerate(inst.args) if j not in written and a.type.kind == "ptr" and has_shadow(a)]
        if kept:
            return (f"@{inst.callee} ({k.why}) gets {kept[0].ref}, a stream or buffer where derivatives "
                    "are kept: the pointers it moves inside would leave the shadow behind")
    return None


def resynced_strings(inst, has_shadow):
    """The shadowed std::string objects a body-less string member may repoint (`this`, and a
    string it moves from, `basic_string&&`: mangled `OS4_`): after the call the object's shadow
    must point where the object does (`string_shadow_check`). Destructors leave a dead object."""
    k = known(inst.callee) if inst.opcode == "call" else None
    if k is not _STRING or not inst.args:
        return []
    member = inst.callee[len(_STRING_CLASS):]
    if not _REPOINTS.match(member):
        return []
    moved = "OS4_" in inst.callee or member.startswith("4swap")
    out = [inst.args[0]] + ([inst.args[1]] if moved and len(inst.args) > 1 else [])
    return [a for a in out if a.type.kind == "ptr" and has_shadow(a)]


_STRING_CLASS = "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE"
# the members that may set a string's buffer pointer (constructors, growth, assignment, swap);
# accessors (_M_local_data, _M_data, _M_set_length) and const members never do, and may be
# called before it is set
_REPOINTS = re.compile(r"(C[12]|\d+(_M_construct|_M_mutate|_M_replace|_M_append|_M_assign|reserve|resize|"
                       r"swap|append|assign|insert|push_back|replace|shrink_to_fit)|aS|pL)")


def string_shadow_check(b, fn, inst, obj, shadow):
    """After a body-less std::string member on a shadowed string: the member may have moved the
    string's buffer pointer (`_M_p`, offset 0) without its shadow following, and the reverse
    pass writes through the shadow's pointer (clearing the adjoints of the chars code here
    stores). A short string keeps its chars in the object (`_M_p` = the object + 16): the
    shadow's pointer is set to the shadow + 16 likewise. A string on the heap has no shadow
    buffer: the program stops, naming the call, rather than write through a stale pointer."""
    helper = _stop_helper(b, fn, inst, "@{} left a std::string on the heap, where derivatives are kept "
                          "next to it: enzympy keeps no shadow of a string's heap buffer (strings of at "
                          "most 15 chars stay in the object and are supported)".format(inst.callee),
                          "__enzympy_string_shadow")
    b.raw(f'call void @"{helper}"({obj.typed}, ptr {shadow.ref})')


def _stop_helper(b, fn, inst, what, stem):
    """A helper `stem.<tag>(ptr %s, ptr %ds)` (string) or `(ptr %s)` (stream) that checks and
    stops the program with one line naming inst; returns its name."""
    n = getattr(fn.module, "_enzympy_lib_checks", 0)
    fn.module._enzympy_lib_checks = n + 1
    tag = f"{fn.name}.{n}"
    msg, helper = f"{stem}.msg.{tag}", f"{stem}.{tag}"
    text = "enzympy: " + str(UnsupportedError(what, inst.line, fn.name, fn.module.debug_location(inst.dbg)))
    definition, size = string_constant(msg, text + "\n")
    b.declare(msg, definition)
    b.declare("write", "declare i64 @write(i32, ptr, i64)")
    b.declare("abort", "declare void @abort()")
    stop = (f'stop:\n  call i64 @write(i32 2, ptr @"{msg}", i64 {size})\n'
            "  call void @abort()\n  unreachable\n")
    if stem == "__enzympy_string_shadow":
        body = ("  %p = load ptr, ptr %s\n  %local = getelementptr i8, ptr %s, i64 16\n"
                "  %inside = icmp eq ptr %p, %local\n  br i1 %inside, label %ok, label %stop\n"
                "ok:\n  %dlocal = getelementptr i8, ptr %ds, i64 16\n  store ptr %dlocal, ptr %ds\n"
                "  ret void\n")
        params = "ptr %s, ptr %ds"
    else:
        b.declare(_FAIL, f"declare zeroext i1 @{_FAIL}(ptr)")
        body = ("  %vt = load ptr, ptr %s\n  %at = getelementptr i8, ptr %vt, i64 -24\n"
                "  %off = load i64, ptr %at\n  %ios = getelementptr i8, ptr %s, i64 %off\n"
                f"  %fail = call zeroext i1 @{_FAIL}(ptr %ios)\n  br i1 %fail, label %stop, label %ok\n"
                "ok:\n  ret void\n")
        params = "ptr %s"
    b.declare(helper, f'define internal void @"{helper}"({params}) {{\n{body}{stop}}}')
    return helper


_FAIL = "_ZNKSt9basic_iosIcSt11char_traitsIcEE4failEv"      # std::ios::fail() const (exported)


def stream_check(b, fn, inst):
    """After a READS_FLOAT call: stop the program, naming the call, if the stream failed. Only
    then may libstdc++ have left the old value in place (a sentry that failed; `read` stores
    only the bytes it got), whose derivative the cleared shadow would lose; a read that
    succeeded wrote a constant. The stream's `std::ios` base is found as the Itanium C++ ABI
    places a virtual base (its offset at -24 in the vtable)."""
    helper = _stop_helper(b, fn, inst, f"@{inst.callee} failed (the stream's failbit is set): the value it "
                          "should have read may be the old one, whose derivative enzympy cannot tell from "
                          "a fresh read's; check the stream before differentiating through it",
                          "__enzympy_stream_read")
    b.raw(f'call void @"{helper}"({inst.args[0].typed})')
