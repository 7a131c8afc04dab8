"""The project's own view of LLVM IR: `Function` -> `Block` -> `Instruction` -> `Value`.

Plain Python objects, so that the analyses and the synthesiser never ask LLVM (a foreign call
per question) what a value is; `irtext` fills them from a module's text, `ir` from llvmlite
where the text reader cannot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .irtypes import Type

# ----------------------------------------------------------------------------- names

_PLAIN = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


@lru_cache(maxsize=1 << 16)
def quote_name(name: str) -> str:
    """The identifier part of ``%name`` / ``@name``, quoted where LLVM needs it."""
    if _PLAIN.match(name):
        return name
    return '"' + name.replace('"', "\\22") + '"'


def local(name: str) -> str:
    return "%" + quote_name(name)


def glob(name: str) -> str:
    return "@" + quote_name(name)


# ----------------------------------------------------------------------------- objects

@dataclass(frozen=True)
class GlobalVar:
    """A global variable: the type of what it holds and its definition line (linkage, align)."""
    name: str
    type: Type
    line: str


@dataclass(eq=False)
class Value:
    """An operand: its type, how it is written (``%x``, ``1.0``, ``@g``), and what it is."""
    type: Type
    ref: str
    kind: str                  # 'arg', 'inst', 'const', 'global', 'function', 'block', 'other'
    name: str = ""             # for arg / inst / global / function / block

    @property
    def typed(self) -> str:
        return f"{self.type} {self.ref}"

    @property
    def is_local(self):
        return self.kind in ("arg", "inst")

    def __repr__(self):
        return f"<{self.type} {self.ref}>"


@dataclass(eq=False)
class Instruction:
    name: str
    opcode: str
    type: Type
    ops: list
    text: str
    block: "Block" = None
    dbg: str = ""              # '!12' or ''
    attrs: tuple = ()

    @property
    def value(self) -> Value:
        return Value(self.type, local(self.name), "inst", self.name)

    @property
    def is_terminator(self):
        return self.opcode in ("ret", "br", "switch", "unreachable", "indirectbr", "invoke",
                               "resume", "callbr")

    # --- calls
    @cached_property
    def callee(self):
        """Name of the called function for a direct call or invoke, else None (asked often: kept)."""
        if self.opcode not in ("call", "invoke") or not self.ops:
            return None
        last = self.ops[-1]
        return last.name if last.kind == "function" else None

    @property
    def args(self):
        if self.opcode == "invoke":                  # ops: arguments, normal label, unwind label, callee
            return self.ops[:-3]
        return self.ops[:-1] if self.opcode == "call" else self.ops

    @property
    def invoke_dests(self):
        """(normal, unwind) block names of an invoke."""
        return self.ops[-3].name, self.ops[-2].name

    # --- comparisons
    @property
    def predicate(self):
        m = re.match(r"\s*(?:%\S+\s*=\s*)?[fi]cmp\s+((?:[a-z]+\s+)*?)([a-z]+)\s+[^\s]", self.text)
        return m.group(2) if m else None

    # --- phi
    @property
    def incoming(self):
        return list(zip(self.ops, self._incoming_blocks))

    @property
    def line(self):
        return self.text.strip()

    def __repr__(self):
        return f"<Instruction {self.line}>"


@dataclass(eq=False)
class Block:
    name: str
    instructions: list = field(default_factory=list)
    function: "Function" = None

    @property
    def terminator(self) -> Instruction:
        return self.instructions[-1]

    @property
    def phis(self):
        return [i for i in self.instructions if i.opcode == "phi"]

    @property
    def body(self):
        """Instructions after the phis, before the terminator."""
        return [i for i in self.instructions[:-1] if i.opcode != "phi"]

    def successors(self):
        t = self.terminator
        if t.opcode == "invoke":
            return list(t.invoke_dests)
        return [op.name for op in t.ops if op.kind == "block"] if t.opcode in ("br", "switch", "indirectbr") else []

    def __repr__(self):
        return f"<Block {self.name}>"


@dataclass(eq=False)
class Signature:
    """What a call site needs of a function, read without its body."""
    name: str
    ret_type: Type
    args: list
    is_declaration: bool
    vararg: bool


@dataclass(eq=False)
class Function:
    name: str
    ret_type: Type
    args: list
    blocks: list
    module: "ModuleInfo"
    attrs: str = ""
    is_declaration: bool = False
    vararg: bool = False

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def block(self, name) -> Block:
        return self._by_name[name]

    def instructions(self):
        for b in self.blocks:
            yield from b.instructions

    def predecessors(self):
        """Block name -> list of predecessor block names (one entry per edge)."""
        preds = {b.name: [] for b in self.blocks}
        for b in self.blocks:
            for s in b.successors():
                preds[s].append(b.name)
        return preds

    def __repr__(self):
        return f"<Function @{self.name}>"
