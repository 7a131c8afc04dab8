"""LLVM types as small immutable values, parsed from their textual form.

The synthesiser reasons about types (is this a float, a vector of floats, a struct holding
floats?) and prints new ones; llvmlite gives types as text, so we parse that text once here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

FLOAT_KINDS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "fp128": 128, "x86_fp80": 80}


@dataclass(frozen=True)
class Type:
    kind: str                      # float, int, ptr, vector, array, struct, void, label, metadata, token, named
    name: str = ""                 # float kind name ("double"), struct name ("%struct.R")
    width: int = 0                 # bits for int / float
    count: int = 0                 # elements of vector / array
    elems: tuple = ()              # element types (vector/array: one; struct: fields)
    packed: bool = False

    def __str__(self):
        return render(self)

    @property
    def is_float(self):
        return self.kind == "float"

    @property
    def elem(self):
        return self.elems[0]

    @property
    def scalar(self):
        """The element type of a vector, or the type itself."""
        return self.elems[0] if self.kind == "vector" else self

    @property
    def is_fp_or_fp_vector(self):
        return self.scalar.kind == "float"

    def has_float(self) -> bool:
        if self.kind == "float":
            return True
        return any(e.has_float() for e in self.elems)


def render(t: Type) -> str:
    k = t.kind
    if k == "float":
        return t.name
    if k == "int":
        return f"i{t.width}"
    if k in ("ptr", "void", "label", "metadata", "token"):
        return t.name or k
    if k == "vector":
        return f"<{t.count} x {render(t.elem)}>"
    if k == "array":
        return f"[{t.count} x {render(t.elem)}]"
    if k == "struct":
        if t.name:
            return t.name
        body = ", ".join(render(e) for e in t.elems)
        return f"<{{ {body} }}>" if t.packed else f"{{ {body} }}"
    raise ValueError(k)


_TOKEN = re.compile(r'\s*(%"[^"]*"|%[-a-zA-Z$._0-9]+|<\{|\}>|[<>\[\]{},()*]|x\b|[A-Za-z_][A-Za-z0-9_]*(?:\([0-9]+\))?|[0-9]+|\.\.\.)')


class _Parser:
    def __init__(self, text, structs):
        self.toks = [m.group(1) for m in _TOKEN.finditer(text)]
        self.i = 0
        self.structs = structs

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, expect=None):
        tok = self.peek()
        if expect is not None and tok != expect:
            raise ValueError(f"expected {expect!r}, got {tok!r}")
        self.i += 1
        return tok

    def parse(self) -> Type:
        tok = self.take()
        if tok in FLOAT_KINDS:
            t = Type("float", tok, FLOAT_KINDS[tok])
        elif re.fullmatch(r"i[0-9]+", tok):
            t = Type("int", width=int(tok[1:]))
        elif tok == "ptr" or tok.startswith("ptr"):
            t = Type("ptr", tok)
            if self.peek() == "addrspace":
                raise ValueError("unexpected addrspace token")
        elif tok in ("void", "label", "metadata", "token"):
            t = Type(tok, tok)
        elif tok == "<":
            n = int(self.take())
            self.take("x")
            e = self.parse()
            self.take(">")
            t = Type("vector", count=n, elems=(e,))
        elif tok == "[":
            n = int(self.take())
            self.take("x")
            e = self.parse()
            self.take("]")
            t = Type("array", count=n, elems=(e,))
        elif tok in ("{", "<{"):
            close = "}" if tok == "{" else "}>"
            elems = []
            while self.peek() != close:
                elems.append(self.parse())
                if self.peek() == ",":
                    self.take()
            self.take(close)
            t = Type("struct", elems=tuple(elems), packed=tok == "<{")
        elif tok.startswith("%"):
            body = self.structs.get(tok)
            if body is None:
                t = Type("struct", name=tok)  # opaque
            else:
                inner = parse_type(body, self.structs)
                t = Type("struct", name=tok, elems=inner.elems, packed=inner.packed)
        else:
            raise ValueError(f"cannot parse type token {tok!r}")
        # function types and pointers-to are not needed by the synthesiser
        while self.peek() == "*":
            self.take()
            t = Type("ptr", "ptr")
        return t


class StructTable(dict):
    """Named struct bodies of one module: ``%struct.R`` -> ``{ double, i32 }``. Hashable by id."""

    def __hash__(self):
        return id(self)


@lru_cache(maxsize=4096)
def _parse_cached(text: str, structs: StructTable) -> Type:
    p = _Parser(text, structs)
    t = p.parse()
    return t


def parse_type(text: str, structs: StructTable | None = None) -> Type:
    if structs is None:
        structs = _EMPTY
    return _parse_cached(text.strip(), structs)


_EMPTY = StructTable()

DOUBLE = Type("float", "double", 64)
FLOAT = Type("float", "float", 32)
I1 = Type("int", width=1)
I8 = Type("int", width=8)
I32 = Type("int", width=32)
I64 = Type("int", width=64)
PTR = Type("ptr", "ptr")
VOID = Type("void", "void")


def vector_of(n: int, elem: Type) -> Type:
    return Type("vector", count=n, elems=(elem,))


def array_of(n: int, elem: Type) -> Type:
    return Type("array", count=n, elems=(elem,))


def literal_struct(elems) -> Type:
    return Type("struct", elems=tuple(elems))


def mangle(t: Type) -> str:
    """Intrinsic name suffix: double -> f64, <4 x double> -> v4f64."""
    if t.kind == "float":
        return {"double": "f64", "float": "f32", "half": "f16", "fp128": "f128",
                "x86_fp80": "f80", "bfloat": "bf16"}[t.name]
    if t.kind == "int":
        return f"i{t.width}"
    if t.kind == "vector":
        return f"v{t.count}{mangle(t.elem)}"
    raise ValueError(f"no intrinsic suffix for {t}")


def size_of(t: Type) -> int:
    """Size in bytes under the usual x86-64 / NVPTX data layout (natural alignment)."""
    return _size_align(t)[0]


def align_of(t: Type) -> int:
    return _size_align(t)[1]


def _size_align(t: Type):
    k = t.kind
    if k == "float":
        return {16: (2, 2), 32: (4, 4), 64: (8, 8), 80: (16, 16), 128: (16, 16)}[t.width]
    if k == "int":
        n = max(1, (t.width + 7) // 8)
        a = 1
        while a < n and a < 16:
            a *= 2
        return ((n + a - 1) // a * a, a)
    if k == "ptr":
        return (8, 8)
    if k == "vector":
        es, _ = _size_align(t.elem)
        n = es * t.count
        a = 1
        while a < n:
            a *= 2
        return (a, a)
    if k == "array":
        es, ea = _size_align(t.elem)
        return (es * t.count, ea)
    if k == "struct":
        off, maxa = 0, 1
        for e in t.elems:
            s, a = _size_align(e)
            if t.packed:
                a = 1
            off = (off + a - 1) // a * a + s
            maxa = max(maxa, a)
        return ((off + maxa - 1) // maxa * maxa, maxa)
    raise ValueError(f"no size for {t}")


def field_offsets(t: Type):
    """Byte offset of each field of a struct type."""
    offs, off = [], 0
    for e in t.elems:
        s, a = _size_align(e)
        if t.packed:
            a = 1
        off = (off + a - 1) // a * a
        offs.append(off)
        off += s
    return offs


_SEPARATORS = re.compile(r'"[^"]*"|[\[\](){}<>,]')
_NESTED = re.compile(r'[\[\](){}<>"]')


def split_top(text: str):
    """Split IR text at the commas outside brackets and strings (parameters, struct fields,
    clauses)."""
    if _NESTED.search(text) is None:
        return [p.strip() for p in text.split(",")]
    parts, depth, start = [], 0, 0
    for m in _SEPARATORS.finditer(text):
        c = m.group()
        if c == ",":
            if depth == 0:
                parts.append(text[start:m.start()].strip())
                start = m.end()
        elif c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
    parts.append(text[start:].strip())
    return parts
