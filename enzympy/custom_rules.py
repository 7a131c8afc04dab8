"""Enzyme's custom derivatives and inactivity declarations, read from the user's module.

C and C++ users tell Enzyme about their program with globals whose name contains one of
Enzyme's spellings (as Enzyme's plugin finds them: suffixes, C++ namespaces and mangling):

    void *__enzyme_register_gradient_f[3]   = {f, f_augmented_forward, f_reverse};
    void *__enzyme_register_derivative_f[2] = {f, f_forward};
    void *__enzyme_function_like[2]          = {f, "log1p"};      // f takes log1p's rule
    void *__enzyme_inactivefn[]              = {f, ...};          // calls to f carry nothing
    void *__enzyme_inactive_global           = &g;                // g's memory carries nothing
    void *__enzyme_allocation_like[4] = {alloc, (void*)1, (void*)"0,-1", release};
                          // alloc's argument 1 is the size; release(alloc's arg 0, the block)
    void *__enzyme_nofree / __enzyme_no_escaping_allocation = f;  // hints: safe to ignore

`CustomRules` is that table for one module; the synthesis reads it through `of(module)`.
A function with a rule keeps its calls: it is marked `noinline optnone` in the working copy,
so the pre-AD pipeline cannot inline it away from the rule (`protected`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from . import rules
from .errors import UnsupportedError

# spelling -> (what it is, how many function pointers it holds; None: any)
SPELLINGS = {
    "__enzyme_register_gradient": "a custom reverse-mode derivative",
    "__enzyme_register_derivative": "a custom forward-mode derivative",
    "__enzyme_register_splitderivative": "a custom split-mode derivative",
    "__enzyme_function_like": "a function to differentiate like a known one",
    "__enzyme_allocation_like": "a custom allocator",
    "__enzyme_inactivefn": "a function declared inactive",
    "__enzyme_inactive_global": "a global declared inactive",
    "__enzyme_nofree": "a function declared not to free",
    "__enzyme_no_escaping_allocation": "a function declared to leak no allocation",
}
# not taken: ignoring them would give a derivative different from Enzyme's
UNSUPPORTED = ("__enzyme_register_splitderivative",)

_GLOBAL = re.compile(r'^@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\s*=\s*(.*)$', re.M)
_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_INTTOPTR = re.compile(r"^ptr\s+inttoptr\s*\(\s*i[0-9]+\s+(-?[0-9]+)\s+to\s+ptr\s*\)$")
_CSTRING = re.compile(r'c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"')


@dataclass
class CustomRules:
    gradients: dict = field(default_factory=dict)     # fn -> (augmented forward, reverse)
    derivatives: dict = field(default_factory=dict)   # fn -> forward derivative
    like: dict = field(default_factory=dict)          # fn -> known function whose rule it takes
    inactive_fns: set = field(default_factory=set)
    inactive_globals: set = field(default_factory=set)
    allocators: dict = field(default_factory=dict)    # fn -> AllocationLike

    def __bool__(self):
        return bool(self.gradients or self.derivatives or self.like or self.inactive_fns
                     or self.inactive_globals or self.allocators)

    def protected(self) -> set:
        """Functions whose calls must stay calls for a rule to apply."""
        return set(self.gradients) | set(self.derivatives) | set(self.like) | self.inactive_fns \
            | set(self.allocators) | {a.free_fn for a in self.allocators.values()}


@dataclass(frozen=True)
class AllocationLike:
    """`__enzyme_allocation_like`: calls to the allocator make fresh memory of
    `args[size_arg]` bytes; `free_fn(...)` releases a block, its arguments being the
    allocator's arguments at `free_args` (-1: the block itself)."""
    size_arg: int
    free_args: tuple
    free_fn: str


_EMPTY = CustomRules()


def of(module) -> CustomRules:
    """The rules of a module (a ModuleInfo); none for one that was not read for them."""
    return getattr(module, "custom", None) or _EMPTY


def _unquote(name):
    return name[1:-1] if name.startswith('"') else name


def _spelling(name):
    return next((s for s in SPELLINGS if s in name), None)


def read(text: str) -> CustomRules:
    """The custom rules a module's globals declare; refuses the spellings not taken and
    malformed ones, naming the global."""
    out = CustomRules()
    globals_ = {_unquote(m.group(1)): m.group(2) for m in _GLOBAL.finditer(text)}
    for name, body in globals_.items():
        spelling = _spelling(name)
        if spelling is None:
            continue
        if spelling in UNSUPPORTED:
            raise UnsupportedError(f"@{name} ({SPELLINGS[spelling]}) is not supported by enzympy yet; "
                                   "ignoring it would give a derivative different from Enzyme's")
        init = _initializer(body)
        refs = [_unquote(r) for r in _REF.findall(init)]

        def bad(expected):
            return UnsupportedError(f"@{name} ({SPELLINGS[spelling]}) should hold {expected}, "
                                    f"not {init.strip() or 'nothing'}")
        fns = [r for r in refs if r in _defined_or_declared(text, r)]
        if spelling == "__enzyme_register_gradient":
            if len(refs) != 3 or len(fns) != 3:
                raise bad("{function, augmented forward pass, reverse pass}")
            out.gradients[fns[0]] = (fns[1], fns[2])
        elif spelling == "__enzyme_register_derivative":
            if len(refs) != 2 or len(fns) != 2:
                raise bad("{function, forward derivative}")
            out.derivatives[fns[0]] = fns[1]
        elif spelling == "__enzyme_function_like":
            known = _string(globals_, refs[1]) if len(refs) == 2 and fns == refs[:1] else None
            if known is None:
                raise bad('{function, "name of a known function"}')
            if rules.lookup(known) is None:
                raise UnsupportedError(f"@{name}: enzympy has no derivative rule for {known!r}, so "
                                       f"@{fns[0]} cannot be differentiated like it")
            out.like[fns[0]] = known
        elif spelling == "__enzyme_inactivefn":
            if not fns or len(fns) != len(refs):
                raise bad("function pointers")
            out.inactive_fns.update(fns)
        elif spelling == "__enzyme_allocation_like":
            fn, alloc = _allocation_like(globals_, _elements(init), text, bad)
            out.allocators[fn] = alloc
        elif spelling == "__enzyme_inactive_global":
            if not refs:
                raise bad("the address of a global")
            out.inactive_globals.update(refs)
        # __enzyme_nofree, __enzyme_no_escaping_allocation: hints that let Enzyme cache less;
        # enzympy's analyses never rely on them, so ignoring them costs at most a refusal
    out.inactive_fns |= _inactive_by_attribute(text)
    overlap = set(out.gradients) & out.inactive_fns
    if overlap:
        raise UnsupportedError(f"@{sorted(overlap)[0]} has both a custom gradient and is declared inactive")
    ruled = set(out.gradients) | set(out.derivatives) | set(out.like) | out.inactive_fns
    both = ruled & (set(out.allocators) | {a.free_fn for a in out.allocators.values()})
    if both:
        raise UnsupportedError(f"@{sorted(both)[0]} is declared an allocator or its free function "
                               "(__enzyme_allocation_like) and has another rule too")
    return out


def _elements(init: str) -> list:
    """The elements of an array initializer `[N x ptr] [a, b, ...]` (top-level commas)."""
    m = re.match(r"\s*\[[^\]]*\]\s*\[(.*)\]\s*$", init)
    if not m:
        return []
    out, depth, cur = [], 0, ""
    for ch in m.group(1):
        depth += ch in "([{<"
        depth -= ch in ")]}>"
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + ([cur.strip()] if cur.strip() else [])


def _allocation_like(globals_, elems, text, bad):
    """(allocator, AllocationLike) of `{fn, (void*)size index, "dealloc indices", free fn}`."""
    shape = ('{allocator, (void*)size argument index, "indices of its arguments the free function '
             'takes, -1: the block", free function}')
    refs = [_unquote(m.group(1)) if (m := re.fullmatch(r"ptr\s+@(\S+)", e)) else None for e in elems]
    if len(elems) != 4 or not refs[0] or not refs[3] or not refs[2] \
            or not _defined_or_declared(text, refs[0]) or not _defined_or_declared(text, refs[3]):
        raise bad(shape)
    size = 0 if elems[1] == "ptr null" else (int(m.group(1)) if (m := _INTTOPTR.match(elems[1])) else None)
    spec = _string(globals_, refs[2])
    if size is None or size < 0 or spec is None or not re.fullmatch(r"\s*-?[0-9]+(\s*,\s*-?[0-9]+)*\s*", spec):
        raise bad(shape)
    free_args = tuple(int(k) for k in spec.split(","))
    if free_args.count(-1) != 1 or min(free_args) < -1:
        raise bad(shape + f', with -1 (the block) once in "{spec}"')
    return refs[0], AllocationLike(size, free_args, refs[3])


_INACTIVE_GROUP = re.compile(r'^attributes #([0-9]+) = \{[^\n]*"enzyme_inactive(?:_noblock)?"', re.M)
_FN_LINE = re.compile(r'^(?:define|declare)\b[^\n]*?@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\((.*)$', re.M)


def _inactive_by_attribute(text):
    """Functions carrying Enzyme's `enzyme_inactive` (or `_noblock`) attribute, which Enzyme's
    clang plugin, flang plugin or MLIR front ends attach (plain clang drops it)."""
    groups = set(_INACTIVE_GROUP.findall(text))
    out = set()
    if not groups and '"enzyme_inactive' not in text:
        return out
    for m in _FN_LINE.finditer(text):
        tail = m.group(2)[m.group(2).rfind(")"):]
        if '"enzyme_inactive' in tail or set(re.findall(r"#([0-9]+)", tail)) & groups:
            out.add(_unquote(m.group(1)))
    return out


def _initializer(body: str) -> str:
    """The initializer of a global's definition text (after `global`/`constant` and its type)."""
    m = re.search(r"\b(?:global|constant)\s+(.*)$", body)
    if not m:
        return ""
    rest = m.group(1)
    rest = re.split(r",\s*(?:align|section|comdat|partition|!)", rest)[0]
    return rest


def _defined_or_declared(text, name):
    pat = re.compile(r'^(?:define|declare)\b[^\n]*@' + re.escape(name if re.fullmatch(r'[-\w$.]+', name)
                                                                   else f'"{name}"') + r'\(', re.M)
    return {name} if pat.search(text) else set()


def _string(globals_, ref):
    body = globals_.get(ref)
    m = _CSTRING.search(body or "")
    if not m:
        return None
    s = re.sub(r"\\([0-9A-Fa-f]{2})", lambda h: chr(int(h.group(1), 16)), m.group(1))
    return s.rstrip("\0")


def _module_of(inst):
    b = inst.block
    return b.function.module if b is not None and b.function is not None else None


def call_rule(inst):
    """The derivative rule of a call: its callee's, or, for a function declared like a known
    one (`__enzyme_function_like`), that function's; None without one."""
    callee = inst.callee
    if not callee:
        return None
    like = of(_module_of(inst)).like.get(callee)
    r = rules.lookup(like or callee)
    if r is None or not _fits(r, inst):
        return None
    return _true_result(r, like, inst) if like and like != callee else r


def _true_result(r, like, inst):
    """A known function's rule for a function declared like it: a partial that reads the
    result (tanh' = 1 - r^2) reads the known function of the operands instead, as Enzyme's
    rule does: the declared function may only approximate it (a Pade tanh)."""
    from .expr import FUNCTIONS
    if isinstance(r, rules.StructRule) or not any("r" in rules.names_used(p) for p in r.partials):
        return r
    if like not in FUNCTIONS:
        raise UnsupportedError(f"@{inst.callee} is declared like @{like} (__enzyme_function_like), whose "
                               "rule reads the function's result: the declared function's own result may "
                               "differ from it, and enzympy cannot compute it otherwise", inst.line)
    call = f"{like}({', '.join(r.params)})"
    return replace(r, partials=tuple(
        None if p is None else re.sub(r"\br\b", call, p) for p in r.partials))


def _fits(r, inst) -> bool:
    """Does the call pass the rule's operands as the rule reads them? A rule found by a
    spelling (`cabsl` -> `cabs`) may not: long double complex arrives as a pointer (byval),
    and a pointer read as an operand without a partial would drop the derivative silently;
    such a call has no rule, and is refused by name."""
    args = inst.args
    if isinstance(r, rules.StructRule):
        want = len(r.params) // 2 if r.packed else len(r.params)
        return len(args) == want and all(a.type.is_fp_or_fp_vector for a in args)
    return len(args) == len(r.params) and all(
        a.type.is_fp_or_fp_vector for a, p in zip(args, r.partials) if p is not None)


def inactive_call(inst) -> bool:
    """A call to a function declared inactive (`__enzyme_inactivefn`): no derivative flows
    through it, whatever it reads or writes."""
    callee = inst.callee
    return bool(callee) and callee in of(_module_of(inst)).inactive_fns


def inactive_memory(ptr, fn) -> bool:
    """A pointer into a global declared inactive (`__enzyme_inactive_global`), directly or through
    address arithmetic in fn: what is stored there carries no derivative, as declared."""
    inactive = of(fn.module).inactive_globals
    if not inactive:
        return False
    defs = None
    while True:
        if ptr.kind in ("global", "const"):
            return any(g in inactive for g in (_unquote(r) for r in _REF.findall(ptr.ref)))
        if ptr.kind != "inst":
            return False
        if defs is None:
            defs = {i.name: i for i in fn.instructions() if i.name}
        d = defs.get(ptr.name)
        if d is None or d.opcode not in ("getelementptr", "bitcast", "addrspacecast") or not d.ops:
            return False
        ptr = d.ops[0]


def keep_inactive_accesses(text: str, custom: CustomRules) -> str:
    """The working copy's loads and stores that name a global declared inactive, made volatile:
    the pre-AD pipeline would forward a store there to a later load (clang -O0 code, whose
    functions it inlines) and the derivative would flow around the global, whose reads are
    constants (a probe's: d/dx counted x*x through it). What clang forwarded itself before
    enzympy saw the IR is gone either way (as for Enzyme run after clang's pipeline)."""
    if not custom.inactive_globals:
        return text
    names = "|".join(re.escape(g) for g in sorted(custom.inactive_globals))
    access = re.compile(rf'^(\s*(?:%[-\w.$"]+ = )?)(load|store)(?! volatile| atomic)'
                        rf'([^\n]*@"?(?:{names})"?(?![-\w.$]))', re.M)
    return access.sub(r"\1\2 volatile\3", text)


def uncalled(text: str, custom: CustomRules) -> list:
    """Functions with a rule that no instruction of the module's text calls: clang (-O1 and up)
    may have inlined them into their callers before enzympy saw the IR, so their bodies are
    differentiated there (Enzyme's plugin marks them before clang's pipeline runs; a file
    cannot). Each is worth a warning: `noinline` on the function keeps its calls."""
    out = []
    frees = {a.free_fn for a in custom.allocators.values()}      # called by enzympy, maybe never by the program
    for name in sorted(custom.protected() - frees):
        ref = re.escape(name) if re.fullmatch(r"[-\w$.]+", name) else re.escape(f'"{name}"')
        if not re.search(rf"\b(?:call|invoke)\b[^\n]*@{ref}\(", text):
            out.append(name)
    return out


def bypassed(text: str, custom: CustomRules) -> list:
    """(function, call) for each call to a function with a rule whose result clang replaced by
    an argument: the function returns a parameter marked `returned` (inferred at -O1 and up), so
    every use of the call's result now reads the argument, and the derivative flows around the
    rule (an inactive function's would not be zero). The call is left without uses."""
    out = []
    frees = {a.free_fn for a in custom.allocators.values()}
    for name in sorted(custom.protected() - frees - set(custom.allocators)):
        ref = re.escape(name) if re.fullmatch(r"[-\w$.]+", name) else re.escape(f'"{name}"')
        define = re.search(rf"^define\b[^\n]*@{ref}\(([^\n]*)\)[^\n]*\{{", text, re.M)
        if define is None or not re.search(r"\breturned\b", define.group(1)):
            continue
        for m in re.finditer(rf"^\s*(%[-\w$.]+) = (?:tail |musttail |notail )?call [^\n]*@{ref}\([^\n]*",
                             text, re.M):
            body = text[text.rfind("\ndefine", 0, m.start()):text.find("\n}", m.end())]   # names are per function
            if len(re.findall(rf"{re.escape(m.group(1))}(?![-\w$.])", body)) == 1:
                out.append((name, m.group(0).strip()))
    return out
