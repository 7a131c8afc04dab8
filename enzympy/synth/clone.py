"""Cloning the primal: what both modes copy unchanged, skip or leave alone, and the text
surgery on a primal instruction that copying it needs.

Both passes (reverse mode's augmented forward pass, forward mode's tangent pass) clone the
primal's instructions from their printed text; these helpers are the one place that knows
how to read that text (results, keywords, alignment, fast-math flags).
"""

from __future__ import annotations

import re

from ..ir import strip_metadata
from ..irtypes import split_top

# body-less library routines that never change floating-point memory they are given
HARMLESS_CALLS = {"printf", "fprintf", "puts", "fputs", "putchar", "fflush", "clock", "time", "rand",
                  "srand", "abort", "exit", "__assert_fail", "__stack_chk_fail", "fwrite",
                  "malloc_usable_size"}   # the allocator's size of a block (a derivative's realloc)
# libstdc++'s std::__throw_* (out of line at -Os: std::vector's length check): they read a
# message and throw, which no derivative follows (the primal throws the same)
HARMLESS_CALLS |= {f"_ZSt{len(n)}{n}{sig}" for n, sig in (
    ("__throw_length_error", "PKc"), ("__throw_out_of_range", "PKc"), ("__throw_out_of_range_fmt", "PKcz"),
    ("__throw_logic_error", "PKc"), ("__throw_domain_error", "PKc"), ("__throw_invalid_argument", "PKc"),
    ("__throw_runtime_error", "PKc"), ("__throw_range_error", "PKc"), ("__throw_overflow_error", "PKc"),
    ("__throw_underflow_error", "PKc"), ("__throw_bad_alloc", "v"), ("__throw_bad_array_new_length", "v"),
    ("__throw_bad_function_call", "v"), ("__throw_bad_cast", "v"), ("__throw_bad_typeid", "v"))}

# intrinsics that touch no floating-point memory (the memory ones are handled in memory.py)
HARMLESS_INTRINSICS = ("llvm.lifetime.", "llvm.assume", "llvm.prefetch", "llvm.invariant.",
                       "llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe",
                       "llvm.stacksave", "llvm.stackrestore", "llvm.objectsize", "llvm.expect")

# calls that are not cloned at all (debug info, scope and lifetime markers)
SKIP_CALLS = ("llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.lifetime.",
              "llvm.assume", "llvm.pseudoprobe")

LOCAL_REF = re.compile(r'%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_RESULT = re.compile(r'^(?:%(?:"[^"]*"|[-a-zA-Z$._0-9]+)\s*=\s*)')
_FMF = re.compile(r"\s*=\s*phi\s+((?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc)\s+)*)")


def skipped(inst) -> bool:
    """A call neither pass clones."""
    return inst.opcode == "call" and (inst.callee or "").startswith(SKIP_CALLS)


def unquote(name):
    return name[1:-1] if name.startswith('"') else name


def clean(text: str) -> str:
    """An instruction cloned into the new function: no metadata, no attribute-group refs."""
    text = strip_metadata(text)
    return re.sub(r"\s#[0-9]+(?=\s*$)", "", text)


def target_attrs(attrs: str) -> str:
    """The function attributes a derivative keeps from its primal: the target's, and unwind
    tables (C++: an exception thrown in a callee passes through the derivative to the
    caller's handler instead of ending the program)."""
    keep = re.findall(r'"(?:target-cpu|target-features|tune-cpu|min-legal-vector-width)"="[^"]*"', attrs)
    keep += re.findall(r"\buwtable(?:\((?:sync|async)\))?", attrs)
    return (" " + " ".join(keep)) if keep else ""


def after_keyword(inst, keyword):
    """The text of an instruction after its opcode keyword (and result name), metadata off."""
    text = _RESULT.sub("", strip_metadata(clean(inst.text)).strip(), count=1)
    assert text.startswith(keyword), (text, keyword)
    return text[len(keyword):].strip()


def alloca_type(inst):
    """(allocated type, text of the clauses after it) of an alloca."""
    rest = after_keyword(inst, "alloca")
    rest = re.sub(r"^inalloca\s+", "", rest)
    parts = split_top(rest)
    return inst.block.function.module.type(parts[0]), parts[1:]


def gep_head(inst):
    """('inbounds nuw', source element type text) of a getelementptr."""
    rest = after_keyword(inst, "getelementptr")
    flags = []
    while True:
        m = re.match(r"(inbounds|nuw|nusw|inrange\([^)]*\))\s+", rest)
        if not m:
            break
        flags.append(m.group(1))
        rest = rest[m.end():]
    return " ".join(flags), split_top(rest)[0]


def phi_flags(phi):
    """Fast-math flags of a phi ('fast ' or '')."""
    m = _FMF.search(phi.text)
    return m.group(1) if m else ""


def align_clause(inst):
    """', align N' of a memory instruction, or ''."""
    m = re.search(r",\s*align\s+(\d+)", strip_metadata(inst.text))
    return f", align {m.group(1)}" if m else ""
