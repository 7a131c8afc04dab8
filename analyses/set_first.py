"""Is a global pointer set in this run of a derivative before it is read?

Shadow globals start zeroed on every call of the outermost derivative, so the shadow of a
pointer read from a mutable global is known only if the derivative itself stored that
pointer first, on every way to the read (a setter called before a getter: `bind(x)` then
`at(i)`). A pointer set on an earlier call (a `static` work buffer grown with realloc when
too small) or only on some paths has a zero shadow at the read: the derivative wrote through
null, or could add into stale memory. The soundness gate refuses such a read by name.

"Set first" is decided over the call graph: a read in F is preceded by a store of a pointer
to the global (or a call that stores one on every path through the callee) in a block that
dominates it, or F is not a derivative's entry and every call of F is itself so preceded.
"""

from __future__ import annotations

import weakref

from .loops import function_cfg
from .memroots import defined, referenced_globals

_MEMO = weakref.WeakKeyDictionary()        # ir.ModuleInfo -> _SetFirst


def set_first(module, fn_name, inst, g, roots) -> bool:
    """Is global @g set (a pointer stored into it) before `inst` of @fn_name runs, on every
    way from any of `roots` (the functions derivatives are built for)?"""
    sf = _MEMO.get(module)
    if sf is None:
        sf = _MEMO[module] = _SetFirst(module)
    return sf.before(fn_name, inst, g) or sf.on_entry(fn_name, g, frozenset(roots))


class _SetFirst:
    def __init__(self, module):
        self.module = module
        self._cfg, self._always, self._entry, self._callers = {}, {}, {}, {}

    def cfg(self, name):
        if name not in self._cfg:
            self._cfg[name] = function_cfg(self.module.function(name))
        return self._cfg[name]

    def _sets(self, inst, g) -> bool:
        """Does inst store a pointer into @g, or call a function that always does?"""
        if inst.opcode == "store" and inst.ops[0].type.kind == "ptr":
            return g in referenced_globals(inst.ops[1])
        return inst.opcode == "call" and defined(self.module, inst.callee) and self.always(inst.callee, g)

    def always(self, name, g) -> bool:
        """Does @name store a pointer into @g on every way from its entry to a return?"""
        key = (name, g)
        if key not in self._always:
            self._always[key] = False                   # recursion: not proved
            fn, cfg = self.module.function(name), self.cfg(name)
            walls = {i.block.name for i in fn.instructions() if i.block.name in cfg.reachable and self._sets(i, g)}
            rets = {b.name for b in fn.blocks if b.terminator.opcode == "ret"}
            seen, work = set(), [cfg.entry] if cfg.entry not in walls else []
            while work:
                b = work.pop()
                if b in seen or b in walls:
                    continue
                seen.add(b)
                work.extend(cfg.succs.get(b, []))
            self._always[key] = bool(walls) and not (seen & rets)
        return self._always[key]

    def before(self, name, inst, g) -> bool:
        """Is @g set in @name before inst, on every way from its entry (a setting instruction
        earlier in inst's block, or in a block that dominates it)?"""
        cfg = self.cfg(name)
        here = inst.block
        for i in here.instructions:
            if i is inst:
                break
            if self._sets(i, g):
                return True
        fn = self.module.function(name)
        return any(self._sets(i, g) for b in fn.blocks if b.name != here.name and b.name in cfg.reachable
                   and cfg.dominates(b.name, here.name) for i in b.instructions)

    def callers(self, name):
        """[(caller, call instruction)] of @name among the module's defined functions (those
        whose text names it are read)."""
        if name not in self._callers:
            names = (f"@{name}(", f'@"{name}"(')
            self._callers[name] = [(n, i) for n in self.module.function_names()
                                   if n != name and self.module.defines(n)
                                   and any(c in self.module.function_text(n) for c in names)
                                   for i in self.module.function(n).instructions()
                                   if i.opcode in ("call", "invoke") and i.callee == name]
        return self._callers[name]

    def on_entry(self, name, g, roots) -> bool:
        """Is @g set before every call of @name (so before its entry), name not a root?"""
        key = (name, g, roots)
        if key not in self._entry:
            self._entry[key] = False                    # recursion: not proved
            sites = self.callers(name)
            self._entry[key] = name not in roots and bool(sites) and all(
                self.before(caller, call, g) or self.on_entry(caller, g, roots) for caller, call in sites)
        return self._entry[key]
