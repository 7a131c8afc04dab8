"""Functions read from a module's printed text, not through a foreign call per value.

llvmlite answers every question about a value (its name, its type, an opcode, an operand) with
a call into LLVM; walking a module of a few thousand instructions that way took seconds. The
module's text, printed once (`ModuleInfo.text`), says the same. This reader fills the objects
of `irobjects` from it as the llvmlite walk in `ir` does (tests/test_irtext.py compares the two
on every module of the repository, field by field) and raises `Unreadable` for what it does not
know; `ir` then walks that one function through llvmlite.
"""

from __future__ import annotations

import re

from .irobjects import Block, Function, Instruction, Signature, Value, glob, local
from .irtypes import I1, I32, VOID, Type, literal_struct, split_top, vector_of

STRICT = False      # tests set it: a function this reader cannot read is an error, not a fallback


class Unreadable(Exception):
    """A construct this reader does not know (the caller reads the function through llvmlite)."""


# ----------------------------------------------------------------------------- lexing

_NAME = r'(?:"[^"]*"|[-a-zA-Z$._0-9]+)'
_FUNC_NAME = re.compile(rf"@({_NAME})\(")
_LABEL = re.compile(rf"({_NAME}):")
_SIMPLE_TYPE = re.compile(r"(?:i\d+|half|bfloat|float|double|x86_fp80|fp128|ppc_fp128|x86_amx|void|label|"
                          rf"metadata|token|ptr(?: addrspace\(\d+\))?|%{_NAME})(?![-a-zA-Z$._0-9])")
_BRACKETS = re.compile(r'"[^"]*"|[\[\](){}<>]')
_WORD = re.compile(r"[-!a-z_0-9.]+(?:\([^()]*\))?\s+")
_ATTR = re.compile(r'(align \d+|[a-z_]+(?:\((?:[^()"]|"[^"]*"|\([^()]*\))*\))?|"[^"]*"(?:="[^"]*")?)(?:\s+|$)')
_PARAM_ATTRS = frozenset((
    "align alignstack allocalign allocptr byref byval captures dead_on_unwind dereferenceable "
    "dereferenceable_or_null elementtype immarg inalloca initializes inreg nest noalias nocapture "
    "nofpclass nofree nonnull noundef noext preallocated range readnone readonly returned signext "
    "sret swiftasync swifterror swiftself writable writeonly zeroext").split())
_HEAD = re.compile(rf"(?:(%{_NAME}) = )?(?:(?:tail|musttail|notail) )?([a-z_]+)(?: |$)")
_METADATA = re.compile(r"(?:,\s*![-a-zA-Z._0-9]+\s+(?:![0-9]+|!\{[^}]*\}))+\s*$")
_DBG = re.compile(r",\s*!dbg\s+(![0-9]+)")
_ORDERING = re.compile(r'(?:\s+syncscope\("[^"]*"\))?\s+(?:unordered|monotonic|acquire|release|acq_rel|seq_cst)'
                       r'(?:\s+(?:unordered|monotonic|acquire|release|acq_rel|seq_cst))?$')
_GLOBAL_REF = re.compile(rf"@({_NAME})\Z")
_GLOBAL_VAR = re.compile(rf"@({_NAME}) = (?:[a-z_]+(?:\([^)]*\))? )*?(?:global|constant) ")
_LOCAL_REF = re.compile(rf"%{_NAME}\Z")
_CALLEE = re.compile(rf'([%@]{_NAME}|asm(?: [a-z]+)* "[^"]*", "[^"]*")\(')
_ESCAPE = re.compile(rb"\\([0-9A-Fa-f]{2})")
_GROUP_REF = re.compile(r"\s+(#\d+)\b")
_GROUP_ALIGN = re.compile(r"\b(align|alignstack)=(\d+)")


def strip_metadata(text: str) -> str:
    """An instruction's text without its `!dbg`/`!tbaa`/... attachments (kept: none)."""
    return _METADATA.sub("", text)


def unquote(token: str) -> str:
    """The name in an identifier as LLVM prints it (`x`, `"a b"`, `5`: unnamed, "")."""
    if token[:1] == '"':
        body = token[1:-1]
        if "\\" in body:
            body = _ESCAPE.sub(lambda m: bytes([int(m.group(1), 16)]), body.encode()).decode("utf-8", "replace")
        return body
    return "" if token.isdigit() else token


def close(s: str, i: int) -> int:
    """The index after the bracket that closes the one at s[i]."""
    depth = 0
    for m in _BRACKETS.finditer(s, i):
        c = m.group()
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
            if depth == 0:
                return m.end()
    raise Unreadable(f"unbalanced brackets in {s!r}")


def _type_at(s: str, i: int):
    """The index after the type at s[i], or None if none starts there."""
    m = _SIMPLE_TYPE.match(s, i)
    if m is not None:
        return m.end()
    if i < len(s) and s[i] in "[{<":
        return close(s, i)
    if s.startswith("target(", i):
        return close(s, i + 6)
    return None


def _type_end(s: str, i: int) -> int:
    e = _type_at(s, i)
    if e is None:
        raise Unreadable(f"no type at {s[i:]!r}")
    return e


def typed(s: str):
    """(type text, the rest) of `[flags] type rest`: flags (nsw, fast, a predicate) skipped."""
    i = 0
    while (e := _type_at(s, i)) is None:
        m = _WORD.match(s, i)
        if m is None:
            raise Unreadable(f"no type in {s!r}")
        i = m.end()
    return s[i:e], s[e:].lstrip()


def attributes(s: str, i: int = 0):
    """(parameter attributes at s[i:] as one string, index after them)."""
    j = i
    while True:
        m = _ATTR.match(s, j)
        if m is None:
            break
        word = m.group(1)
        if word[0] != '"' and word.split("(", 1)[0].split(" ", 1)[0] not in _PARAM_ATTRS:
            break
        j = m.end()
    return s[i:j].strip(), j


# ----------------------------------------------------------------------------- the module

class ModuleIndex:
    """Where each function's lines are, its attribute groups and global variables: one pass."""

    def __init__(self, text: str):
        self.lines = text.split("\n")
        self.functions = {}      # name -> (index of the define/declare line, index of its "}" or None)
        self.groups = {}         # "#3" -> the attribute set as llvmlite spells it
        self.globals = {}        # name -> (definition line, where its type starts); no aliases
        start = name = None
        for k, line in enumerate(self.lines):
            c = line[:1]
            if c == "d" and (line.startswith("define ") or line.startswith("declare ")):
                m = _FUNC_NAME.search(line)
                if m is None:
                    continue
                name = unquote(m.group(1))
                if line.startswith("define "):
                    start = k
                else:
                    self.functions[name] = (k, None)
            elif c == "}" and start is not None:
                self.functions[name] = (start, k)
                start = None
            elif c == "@":
                m = _GLOBAL_VAR.match(line)
                if m:
                    self.globals[unquote(m.group(1))] = (line, m.end())
            elif c == "a" and line.startswith("attributes #"):
                key, _, body = line[len("attributes "):].partition(" = ")
                body = body.strip()[1:-1].strip()
                self.groups[key] = _GROUP_ALIGN.sub(lambda m: f"align {m.group(2)}" if m.group(1) == "align"
                                                    else f"alignstack({m.group(2)})", body)

    def global_type(self, name):
        """(text of the type a global variable holds, its definition line), or None."""
        if name not in self.globals:
            return None
        line, at = self.globals[name]
        return line[at:_type_end(line, at)], line


# ----------------------------------------------------------------------------- functions

class _Reader:
    def __init__(self, info, index: ModuleIndex):
        self.info = info
        self.index = index
        self.args = set()        # the tokens (%x) that are arguments
        self.types = {}

    def type(self, ty: str) -> Type:
        t = self.types.get(ty)
        if t is None:
            t = self.types[ty] = self.info.type(ty)
        return t

    def value(self, ty: str, v: str) -> Value:
        t = self.types.get(ty) or self.type(ty)
        c = v[:1]
        if c == "%" and _LOCAL_REF.match(v):
            kind = "arg" if v in self.args else ("block" if ty == "label" else "inst")
            if v[1] == '"' or v[1].isdigit():
                name = unquote(v[1:])
                return Value(t, local(name), kind, name)
            return Value(t, v, kind, v[1:])                # printed as LLVM prints it
        if c == "@":
            m = _GLOBAL_REF.match(v)
            if m:
                name = unquote(m.group(1))
                return Value(t, glob(name), "function" if name in self.index.functions else "global", name)
        return Value(t, v, "other" if ty == "metadata" else "const")

    def typed_value(self, piece: str) -> Value:
        ty, v = typed(piece)
        return self.value(ty, v)

    # ------------------------------------------------------------------ the header
    def header(self, line: str):
        """(name, return type, arguments, noalias names, vararg, attribute sets)."""
        m = _FUNC_NAME.search(line)
        name = unquote(m.group(1))
        end = close(line, m.end() - 1)
        prefix = line[line.index(" ") + 1:m.start()]
        ret_attrs, ret, rest = _prefix(prefix)
        if rest.strip():
            raise Unreadable(f"return type of @{name}")
        args, noalias, sets, vararg = [], set(), [], False
        inner = line[m.end():end - 1].strip()
        for piece in split_top(inner) if inner else ():
            if piece == "...":
                vararg = True
                continue
            ty, rest = typed(piece)
            attrs, j = attributes(rest)
            tok = rest[j:].strip()
            if tok:
                self.args.add(tok)
            aname = unquote(tok[1:]) if tok else ""
            args.append(Value(self.type(ty), local(aname), "arg", aname))
            sets.append(attrs)
            if any(a.startswith("noalias") for a in attrs.split()):
                noalias.add(aname)
        group = _GROUP_REF.search(line, end)
        fn_attrs = self.index.groups.get(group.group(1), "") if group else ""
        return name, self.type(ret), args, noalias, vararg, _leading([fn_attrs, ret_attrs] + sets)

    def function(self, name) -> Function:
        start, end = self.index.functions[name]
        lines = self.index.lines
        fname, ret, args, noalias, vararg, sets = self.header(lines[start])
        f = Function(fname, ret, args, [], self.info, attrs=" ".join(sets), is_declaration=end is None,
                     vararg=vararg)
        blk = None
        k = start + 1
        while end is not None and k < end:
            line = lines[k]
            k += 1
            if not line or line[0] == ";":
                continue
            if line[0] != " ":
                m = _LABEL.match(line)
                if m is None:
                    raise Unreadable(f"line {line!r}")
                blk = Block(unquote(m.group(1)), function=f)
                f.blocks.append(blk)
                continue
            text = line.strip()
            if text[0] in ";#":
                continue
            first = k - 1
            if text.startswith("switch ") and text.endswith("["):   # its cases, one a line
                while k < end and not lines[k].strip().startswith("]"):
                    k += 1
                k += 1
            while k < end and lines[k].startswith("          "):   # invoke's labels, landingpad's clauses
                k += 1
            if k - first > 1:
                text = "\n".join(lines[first:k]).strip()
            if blk is None:
                blk = Block("", function=f)
                f.blocks.append(blk)
            blk.instructions.append(self.instruction(text, blk))
        f._by_name = {b.name: b for b in f.blocks}
        f.noalias_args = noalias
        return f

    # ------------------------------------------------------------------ instructions
    def instruction(self, text: str, blk: Block) -> Instruction:
        cut = text.find(", !")                   # metadata attachments (operands say `metadata !x`)
        body = text if cut < 0 else text[:cut] if '"' not in text else strip_metadata(text)
        m = _HEAD.match(body)
        if m is None:
            raise Unreadable(f"instruction {text!r}")
        opcode = m.group(2)
        read = _OPCODES.get(opcode)
        if read is None:
            raise Unreadable(f"opcode {opcode}")
        ty, ops, extra = read(self, body[m.end():].strip())
        dbg = _DBG.search(text)
        inst = Instruction(unquote(m.group(1)[1:]) if m.group(1) else "", opcode, ty, ops, text, blk,
                           dbg=dbg.group(1) if dbg else "",
                           attrs=extra if opcode == "call" else ())
        if opcode == "phi":
            inst._incoming_blocks = extra
        return inst

    def same_type(self, rest):
        """`[flags] T a, b, ...`: every operand of type T (arithmetic, comparisons)."""
        parts = split_top(rest)
        ty, first = typed(parts[0])
        return ty, [self.value(ty, first)] + [self.value(ty, p) for p in parts[1:]]

    def binary(self, rest):
        ty, ops = self.same_type(rest)
        return self.type(ty), ops, None

    def compare(self, rest):
        ty, ops = self.same_type(rest)
        t = ops[0].type
        return (vector_of(t.count, I1) if t.kind == "vector" else I1), ops, None

    def cast(self, rest):
        ty, v = typed(rest)
        v, _, dest = v.rpartition(" to ")
        return self.type(dest), [self.value(ty, v.strip())], None

    def load(self, rest):
        parts = split_top(rest)
        ty, _ = typed(parts[0])
        return self.type(ty), [self.typed_value(_ORDERING.sub("", parts[1]))], None

    def store(self, rest):
        parts = split_top(rest)
        return VOID, [self.typed_value(parts[0]), self.typed_value(_ORDERING.sub("", parts[1]))], None

    def alloca(self, rest):
        parts = split_top(rest)
        size = Value(I32, "1", "const")
        space = "ptr"
        for p in parts[1:]:
            if p.startswith("addrspace("):
                space = f"ptr {p}"
            elif not p.startswith("align "):
                size = self.typed_value(p)
        return self.type(space), [size], None

    def gep(self, rest):
        ops = [self.typed_value(p) for p in split_top(rest)[1:]]
        t = ops[0].type
        if t.kind != "vector":
            lanes = next((o.type.count for o in ops[1:] if o.type.kind == "vector"), None)
            if lanes is not None:
                t = vector_of(lanes, t)
        return t, ops, None

    def typed_ops(self, rest):
        """Every operand written with its type (select, extract/insertelement)."""
        return [self.typed_value(p) for p in split_top(rest)]

    def select(self, rest):
        ops = self.typed_ops(rest)
        return ops[1].type, ops, None

    def phi(self, rest):
        ty, rest = typed(rest)
        ops, blocks = [], []
        for piece in split_top(rest):
            v, b = split_top(piece.strip()[1:-1])
            ops.append(self.value(ty, v))
            blocks.append(unquote(b[1:]))
        return self.type(ty), ops, blocks

    def extractvalue(self, rest):
        parts = split_top(rest)
        agg = self.typed_value(parts[0])
        t = agg.type
        for i in parts[1:]:
            t = t.elems[int(i)] if t.kind == "struct" else t.elem
        return t, [agg], None

    def insertvalue(self, rest):
        parts = split_top(rest)
        ops = [self.typed_value(parts[0]), self.typed_value(parts[1])]
        return ops[0].type, ops, None

    def extractelement(self, rest):
        ops = self.typed_ops(rest)
        return ops[0].type.elem, ops, None

    def insertelement(self, rest):
        ops = self.typed_ops(rest)
        return ops[0].type, ops, None

    def shufflevector(self, rest):
        parts = split_top(rest)
        ops = [self.typed_value(parts[0]), self.typed_value(parts[1])]
        mask = self.type(typed(parts[2])[0])
        return vector_of(mask.count, ops[0].type.elem), ops, None

    def unary(self, rest):
        op = self.typed_value(rest)
        return op.type, [op], None

    def ret(self, rest):
        return VOID, ([] if rest == "void" else [self.typed_value(rest)]), None

    def br(self, rest):
        ops = self.typed_ops(rest)
        return VOID, (ops if len(ops) == 1 else [ops[0], ops[2], ops[1]]), None

    def switch(self, rest):
        head, _, cases = rest.partition("[")
        ops = self.typed_ops(head)
        for line in cases.rstrip().rstrip("]").split("\n"):     # the case values are no operands
            if line.strip():
                ops.append(self.typed_ops(line)[1])
        return VOID, ops, None

    def nothing(self, rest):
        return VOID, [], None

    def atomicrmw(self, rest):
        parts = split_top(rest)
        ops = [self.typed_value(parts[0]), self.typed_value(_ORDERING.sub("", parts[1]))]
        return ops[1].type, ops, None

    def cmpxchg(self, rest):
        parts = split_top(rest)
        ops = [self.typed_value(parts[0]), self.typed_value(parts[1]),
               self.typed_value(_ORDERING.sub("", parts[2]))]
        return literal_struct([ops[1].type, I1]), ops, None

    def va_arg(self, rest):
        parts = split_top(rest)
        return self.type(parts[1]), [self.typed_value(parts[0])], None

    def call(self, rest):
        ret_attrs, ty, rest = _prefix(rest)
        if rest[:1] == "(":                               # a varargs callee's function type
            rest = rest[close(rest, 0):].lstrip()
        m = _CALLEE.match(rest)
        if m is None:
            raise Unreadable(f"callee in {rest!r}")
        end = close(rest, m.end() - 1)
        ops, sets = [], []
        inner = rest[m.end():end - 1].strip()
        for piece in split_top(inner) if inner else ():
            aty, v = typed(piece)
            attrs, j = attributes(v) if aty != "metadata" else ("", 0)
            ops.append(self.value(aty, v[j:].strip()))
            sets.append(attrs)
        tail = rest[end:]
        group = _GROUP_REF.match(tail)
        bundles = tail.find("[")
        if bundles >= 0:
            for b in split_top(tail[bundles + 1:close(tail, bundles) - 1]):
                inner = b[b.index("(") + 1:-1].strip()
                ops.extend(self.typed_value(p) for p in (split_top(inner) if inner else ()))
        ops.append(self.value("ptr", m.group(1)))
        fn_attrs = self.index.groups.get(group.group(1), "") if group else ""
        return self.type(ty), ops, _leading([fn_attrs, ret_attrs] + sets)

    def landingpad(self, rest):
        ty, rest = typed(rest)
        clauses = [c.strip() for c in rest.split("\n")]
        return self.type(ty), [self.typed_value(c.split(" ", 1)[1]) for c in clauses if c != "cleanup" and c], None

    def resume(self, rest):
        return VOID, [self.typed_value(rest)], None

    def invoke(self, rest):
        call, _, dests = rest.rpartition(" to ")
        ty, ops, _ = self.call(call)
        normal, unwind = (self.typed_value(p) for p in dests.split(" unwind "))
        return ty, ops[:-1] + [normal, unwind, ops[-1]], None


def _prefix(s: str):
    """(return attributes, return type, the rest) of `[flags] [cconv] [attrs] T rest`."""
    i, attrs = 0, []
    while _type_at(s, i) is None:
        m = _ATTR.match(s, i) or _WORD.match(s, i)
        if m is None:
            raise Unreadable(f"no type in {s!r}")
        word = m.group().strip()
        if word.startswith("addrspace("):
            raise Unreadable("a callee in another address space")
        if word[0] == '"' or word.split("(", 1)[0].split(" ", 1)[0] in _PARAM_ATTRS:
            attrs.append(word)
        i = m.end()
    e = _type_end(s, i)
    return " ".join(attrs), s[i:e], s[e:].lstrip()


def _leading(sets):
    """llvmlite lists an attribute list's sets (function, return, parameters) up to the first
    empty one."""
    out = []
    for s in sets:
        if not s:
            break
        out.append(s)
    return tuple(out)


_OPCODES = {}
for _names, _reader in (
        ("add fadd sub fsub mul fmul udiv sdiv fdiv urem srem frem shl lshr ashr and or xor", _Reader.binary),
        ("icmp fcmp", _Reader.compare),
        ("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast addrspacecast",
         _Reader.cast),
        ("fneg freeze", _Reader.unary), ("load", _Reader.load), ("store", _Reader.store),
        ("alloca", _Reader.alloca), ("getelementptr", _Reader.gep), ("select", _Reader.select),
        ("phi", _Reader.phi), ("extractvalue", _Reader.extractvalue), ("insertvalue", _Reader.insertvalue),
        ("extractelement", _Reader.extractelement), ("insertelement", _Reader.insertelement),
        ("shufflevector", _Reader.shufflevector), ("ret", _Reader.ret), ("br", _Reader.br),
        ("switch", _Reader.switch), ("unreachable fence", _Reader.nothing), ("atomicrmw", _Reader.atomicrmw),
        ("cmpxchg", _Reader.cmpxchg), ("va_arg", _Reader.va_arg), ("call", _Reader.call),
        ("invoke", _Reader.invoke),
        ("landingpad", _Reader.landingpad), ("resume", _Reader.resume)):
    for _n in _names.split():
        _OPCODES[_n] = _reader


def read_signature(info, index: ModuleIndex, name: str) -> Signature:
    """The Signature of the function called name, from its define or declare line."""
    start, end = index.functions[name]
    try:
        fname, ret, args, _, vararg, _ = _Reader(info, index).header(index.lines[start])
    except (IndexError, KeyError, AttributeError) as e:
        raise Unreadable(f"@{name}: {e!r}") from e
    return Signature(fname, ret, args, end is None, vararg)


def read_function(info, index: ModuleIndex, name: str) -> Function:
    """The Function called name, read from the module's text (Unreadable if it cannot be)."""
    try:
        return _Reader(info, index).function(name)
    except (IndexError, KeyError, AttributeError) as e:
        raise Unreadable(f"@{name}: {e!r}") from e
