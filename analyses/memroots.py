"""Active memory across function boundaries, decided once per module.

A function's own analysis sees only its body; these facts need the callees too (Enzyme's
rule: a pointer that may reach active data is active, whoever holds it):

- which mutable globals carry derivatives: those holding floats, and those holding pointers
  that the program stores at run time (a global bound to an array by one function and read
  through by another), and the shadow globals of a derivative differentiated again;
- which functions touch such globals, themselves or through the functions they call (a getter
  without arguments still returns an active value; a setter still writes one);
- whether a callee reads or writes floats through a pointer parameter (then the memory the
  caller passes there needs a shadow, even when the caller itself only stores a pointer in it).
"""

from __future__ import annotations

import re
import weakref

from enzympy import custom_rules

PASS = ("getelementptr", "bitcast", "addrspacecast", "phi", "select", "freeze")
# the shadow global enzympy makes of a global `g` is `g.ad.shadow` (both modes, `enzympy.memory`)
SHADOW_GLOBAL_SUFFIX = ".ad.shadow"
_GLOBAL_REF = re.compile(r'@("[^"]+"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')
# ir.ModuleInfo -> ModuleMemory (not keyed by the llvmlite module: its identity is an address LLVM reuses)
_MEMO = weakref.WeakKeyDictionary()


def module_memory(module) -> "ModuleMemory":
    """The (cached) ModuleMemory of an ir.ModuleInfo."""
    mm = _MEMO.get(module)
    if mm is None:
        mm = _MEMO[module] = ModuleMemory(module)
    return mm


def referenced_globals(v):
    """Names of the globals an operand names (itself, or inside a constant expression)."""
    if v.kind == "global":
        return [v.name]
    if v.kind == "const" and "@" in v.ref:
        return [g.strip('"') for g in _GLOBAL_REF.findall(v.ref)]
    return []


def defined(module, callee) -> bool:
    return module.defines(callee)


def pointer_operands(inst):
    """Operands through which a pass-through pointer instruction (getelementptr, a cast,
    freeze, phi, select) derives its result; [] for any other instruction."""
    op = inst.opcode
    if op in ("getelementptr", "bitcast", "addrspacecast", "freeze"):
        return inst.ops[:1]
    if op == "select":
        return inst.ops[1:3]
    if op == "phi":
        return list(inst.ops)
    return []


def mem_access(inst):
    """(pointer operand, type moved) of a load or store, else (None, None)."""
    if inst.opcode == "load":
        return inst.ops[0], inst.type
    if inst.opcode == "store":
        return inst.ops[1], inst.ops[0].type
    return None, None


class ModuleMemory:
    def __init__(self, module):
        self.module = module
        self._active = {}
        self._touched = {}
        self.entries = set()          # functions derivatives are built for (the driver adds them)
        self._bound = {}
        self._returned = {}

    # ------------------------------------------------------------------ globals
    def active_global(self, name) -> bool:
        """A mutable global that holds floats, or pointers the program stores there."""
        if name not in self._active:
            self._active[name] = self._decide_global(name)
        return self._active[name]

    def _decide_global(self, name) -> bool:
        g = self.module.global_variable(name)
        if g is None or name in custom_rules.of(self.module).inactive_globals:
            return False
        head = g.line.split("=", 1)[1]
        if " constant " in f" {head} ":
            return False
        t = g.type
        if t.has_float() or SHADOW_GLOBAL_SUFFIX in name:
            return True             # a derivative's shadow global holds derivatives (of a constant
                                    # byte array too), differentiated again (forward over reverse)
        if not _has_ptr(t) or " external " in f" {head} ":
            return False
        q = re.escape(name) if re.fullmatch(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*", name) else re.escape(f'"{name}"')
        ref = rf"@{q}(?![-a-zA-Z$._0-9])"
        text = self.module.text
        # a pointer stored into it at run time, or an element of it addressed (an array of pointers)
        return bool(re.search(rf"store ptr %[^,]+, ptr (?:{ref}|getelementptr[^\n]*{ref})", text)
                    or re.search(rf"= getelementptr [^\n]*ptr {ref}\s*,", text))

    def globals_of(self, fn):
        """Active globals an ir.Function names directly."""
        out = set()
        for inst in fn.instructions():
            for o in inst.ops:
                out.update(g for g in referenced_globals(o) if self.active_global(g))
        return out

    def touched_globals(self, fn_name) -> frozenset:
        """Active globals @fn_name or any function it calls (directly, transitively) names."""
        if fn_name in self._touched:
            return self._touched[fn_name]
        reach, calls, work = {}, {}, [fn_name]
        while work:
            n = work.pop()
            if n in reach or n in self._touched:
                continue
            fn = self.module.function(n)
            reach[n] = self.globals_of(fn)
            calls[n] = {i.callee for i in fn.instructions()
                        if i.opcode == "call" and defined(self.module, i.callee)}
            work.extend(calls[n])
        changed = True
        while changed:                                  # the closure over the call graph
            changed = False
            for n in reach:
                for c in calls[n]:
                    extra = (self._touched[c] if c in self._touched else reach[c]) - reach[n]
                    if extra:
                        reach[n] |= extra
                        changed = True
        for n, gs in reach.items():
            self._touched[n] = frozenset(gs)
        return self._touched[fn_name]

    def bound_globals(self, default_root) -> frozenset:
        """Active globals that the differentiated code may point somewhere itself: a pointer is
        stored into them, or their address is passed to a call, by a function reachable from
        the entries (or from `default_root` when none is registered). Shadow globals start
        zeroed, so the shadow of a pointer read from any other active global is unknown."""
        roots = frozenset(self.entries or {default_root})
        if roots not in self._bound:
            out, seen, work = set(), set(), list(roots)
            while work:
                n = work.pop()
                if n in seen:
                    continue
                seen.add(n)
                for inst in self.module.function(n).instructions():
                    if inst.opcode == "call" and defined(self.module, inst.callee):
                        work.append(inst.callee)
                    if inst.opcode == "store" and inst.ops[0].type.kind == "ptr":
                        out.update(referenced_globals(inst.ops[1]))
                    elif inst.opcode in ("call", "invoke", "atomicrmw", "cmpxchg"):
                        for a in inst.ops:
                            if a.kind != "function":
                                out.update(referenced_globals(a))
            self._bound[roots] = frozenset(g for g in out if self.active_global(g))
        return self._bound[roots]

    def returned_params(self, callee):
        """Indices of the parameters the pointer @callee returns is computed from (by
        getelementptr, casts, phi and select only), or None when it may come from anything
        else (an allocation, memory, a global, a call). A call to such a function passes its
        arguments' shadows through, as a getelementptr does: the result has a shadow exactly
        when one of those arguments has."""
        if callee not in self._returned:
            self._returned[callee] = self._trace_return(callee)
        return self._returned[callee]

    def _trace_return(self, callee):
        fn = self.module.function(callee)
        if fn.ret_type.kind != "ptr":
            return None
        defs = {i.name: i for i in fn.instructions() if i.name}
        params = {a.name: k for k, a in enumerate(fn.args)}
        work = [i.ops[0] for i in fn.instructions() if i.opcode == "ret" and i.ops]
        out, seen = set(), set()
        while work:
            v = work.pop()
            if v.kind == "arg":
                out.add(params[v.name])
            elif v.kind == "const" and v.ref in ("null", "undef", "poison"):
                continue
            elif v.kind != "inst":
                return None
            elif v.name not in seen:
                seen.add(v.name)
                d = defs[v.name]
                if d.opcode not in PASS:
                    return None
                work.extend(pointer_operands(d))
        return frozenset(out) if out else None


def _has_ptr(t) -> bool:
    return t.kind == "ptr" or any(_has_ptr(e) for e in t.elems)
