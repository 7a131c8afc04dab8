"""Which memory may hold derivatives: a module-wide points-to analysis by unification.

The question "does this allocation need a shadow?" cannot be answered by looking at the uses
of its pointer alone: Numba builds an array in a callee, keeps its header in a stack struct,
loads the data pointer back out and returns it through a slot its caller passes; C code parks
pointers in structs and globals. Following such paths by hand is what left gradients zero.
Here every pointer value (and every value that may carry one: aggregates, pointer-sized
integers) is a node; nodes are unified as Steensgaard's analysis does, so that two values
that may point to the same memory share a class, and each class has one *content* class:
what the pointers stored in its memory point to. Passing an argument unifies it with the
callee's parameter, a return with the call's result, a copy its two sides.

A class is *active* when its memory is read or written as floats (also by a call known to do
so, or by a call whose target is unknown), or when it holds pointers to an active class.
Coarse (context- and field-insensitive) on purpose: a class that merely might hold
derivatives gets a shadow, which costs memory, never a wrong gradient.
"""

from __future__ import annotations

import re
import weakref

from enzympy.ir import Value
from enzympy.libstdcxx import mirrored

_DERIVE = ("getelementptr", "bitcast", "addrspacecast", "freeze", "phi", "select", "ptrtoint",
           "inttoptr", "extractvalue", "insertvalue", "extractelement", "insertelement",
           "shufflevector")
# External functions that write floats through pointer arguments (libm's multi-result
# functions, BLAS and LAPACK as Numba and C call them).
_FLOAT_WRITERS = re.compile(r"(sincos[fl]?|modf[fl]?|__sincos(pi)?[fl]?(_stret)?|numba_x.*|cblas_.*|"
                            r"[sdcz](dot|axpy|gemm|gemv|nrm2|scal|copy|swap|ger|syrk|trsm|trsv|getrf|"
                            r"getrs|potrf|potrs|gesv|gesdd|syevd?|geev)_?)")
_MEMO = weakref.WeakKeyDictionary()          # ir.ModuleInfo -> MemoryClasses


def memory_classes(module, allocators=(), deallocators=()) -> "MemoryClasses":
    """The (cached) MemoryClasses of an ir.ModuleInfo."""
    mc = _MEMO.get(module)
    if mc is None:
        mc = _MEMO[module] = MemoryClasses(module, frozenset(allocators), frozenset(deallocators))
    return mc


def _sources(inst):
    """The operands whose pointer a derived value carries (not indices, not conditions)."""
    op = inst.opcode
    if op == "select":
        return inst.ops[1:]
    if op in ("phi", "insertvalue"):
        return inst.ops[:2] if op == "insertvalue" else inst.ops
    if op == "insertelement":
        return inst.ops[:2]
    if op == "shufflevector":
        return inst.ops[:2]
    return inst.ops[:1]


def _carries_pointer(t) -> bool:
    """Can a value of this type carry a pointer (a pointer-sized integer may be one)?"""
    if t.kind == "ptr" or (t.kind == "int" and t.width == 64):
        return True
    return any(_carries_pointer(e) for e in t.elems)


class MemoryClasses:
    def __init__(self, module, allocators=frozenset(), deallocators=frozenset()):
        self.module = module
        self._allocators = allocators
        self._deallocators = deallocators
        self._parent = {}
        self._content = {}
        self._float = set()
        self._fresh = 0
        for name in module.function_names():
            if module.defines(name):
                self._scan(module.function(name))
        self._active = self._close()

    # ------------------------------------------------------------------ union-find
    def _find(self, k):
        p = self._parent.get(k, k)
        if p == k:
            return k
        root = self._find(p)
        self._parent[k] = root
        return root

    def _union(self, a, b):
        work = [(a, b)]
        while work:
            x, y = (self._find(k) for k in work.pop())
            if x == y:
                continue
            self._parent[y] = x
            if y in self._float:
                self._float.add(x)
            cx, cy = self._content.get(x), self._content.pop(y, None)
            if cy is not None:
                if cx is None:
                    self._content[x] = cy
                else:
                    work.append((cx, cy))

    def _content_of(self, k):
        r = self._find(k)
        if r not in self._content:
            self._fresh += 1
            self._content[r] = ("content", self._fresh)
        return self._content[r]

    def _mark_float(self, k):
        self._float.add(self._find(k))

    # ------------------------------------------------------------------ nodes
    @staticmethod
    def key(fn_name, v: Value):
        """The node of an operand: a local value of a function, or the global it names."""
        if v.kind in ("arg", "inst"):
            return (fn_name, v.name)
        if v.kind in ("global", "function"):
            return ("@", v.name)
        if v.kind == "const" and "@" in v.ref:
            m = re.search(r'@("[^"]+"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)', v.ref)
            if m:
                return ("@", m.group(1).strip('"'))
        return None

    def _scan(self, fn):
        name = fn.name
        node = lambda v: self.key(name, v) if _carries_pointer(v.type) else None  # noqa: E731
        for inst in fn.instructions():
            op = inst.opcode
            res = (name, inst.name) if inst.name else None
            if op in _DERIVE and res and _carries_pointer(inst.type):
                for s in _sources(inst):
                    k = node(s)
                    if k is not None:
                        self._union(res, k)
            elif op in ("load", "store", "atomicrmw", "cmpxchg"):
                self._memory(name, inst, node)
            elif op in ("call", "invoke"):
                self._call(name, inst, node)
            elif op == "ret" and inst.ops and node(inst.ops[0]) is not None:
                self._union((name, "<ret>"), node(inst.ops[0]))

    def _memory(self, name, inst, node):
        op = inst.opcode
        if op == "load":
            ptr, val, moved = inst.ops[0], ((name, inst.name) if inst.name else None), inst.type
        elif op == "store":
            ptr, val, moved = inst.ops[1], node(inst.ops[0]), inst.ops[0].type
        else:                                      # atomicrmw / cmpxchg: the old value comes back
            ptr, val, moved = inst.ops[0], ((name, inst.name) if inst.name else None), inst.ops[-1].type
            if op == "atomicrmw" and node(inst.ops[1]) is not None:
                self._union(node(inst.ops[1]), self._content_of(self.key(name, ptr)))
        p = self.key(name, ptr)
        if p is None:
            return
        if moved.has_float():
            self._mark_float(p)
        if val is not None and _carries_pointer(moved):
            self._union(val, self._content_of(p))

    def _call(self, name, inst, node):
        fn_op = inst.ops[-1] if inst.opcode == "call" else next(
            (o for o in reversed(inst.ops) if o.kind == "function"), inst.ops[-1])
        callee = fn_op.name if fn_op.kind == "function" else None
        args = [o for o in inst.ops if o is not fn_op and o.kind != "block"]
        res = (name, inst.name) if inst.name else None
        ptr_args = [node(a) for a in args if node(a) is not None]
        if callee is None:                         # an indirect call may do anything with them
            for k in ptr_args:
                self._mark_float(k)
            return
        if callee.startswith(("llvm.memcpy", "llvm.memmove")) or callee in ("memcpy", "memmove"):
            if len(ptr_args) >= 2:
                self._union(ptr_args[0], ptr_args[1])
            return
        if callee.startswith(("llvm.masked.", "llvm.vp.")):
            if inst.type.has_float() or any(a.type.has_float() for a in args):
                for k in ptr_args:
                    self._mark_float(k)
            return
        if callee in self._allocators or callee in self._deallocators or callee.startswith("llvm."):
            if callee == "realloc" and res and ptr_args:
                self._union(res, ptr_args[0])
            return
        if mirrored(callee):                       # nodes of one tree, the result too
            for k in ptr_args[1:] + ([res] if res and inst.type.kind == "ptr" else []):
                self._union(ptr_args[0], k)
            return
        if self.module.defines(callee):
            params = self.module.function(callee).args
            for a, p in zip(args, params):
                if node(a) is not None:
                    self._union(node(a), (callee, p.name))
            if res and _carries_pointer(inst.type):
                self._union(res, (callee, "<ret>"))
        elif _FLOAT_WRITERS.fullmatch(callee):
            for k in ptr_args:
                self._mark_float(k)

    # ------------------------------------------------------------------ queries
    def _close(self):
        """Active classes: those accessed as floats, and (to a fixed point) those holding
        pointers to an active class."""
        active = {self._find(k) for k in self._float}
        changed = True
        while changed:
            changed = False
            for r, c in list(self._content.items()):
                r = self._find(r)
                if r not in active and self._find(c) in active:
                    active.add(r)
                    changed = True
        return active

    def active_name(self, fn_name, local_name) -> bool:
        return self._find((fn_name, local_name)) in self._active

    def param_active(self, callee, index) -> bool:
        """May memory reached through parameter `index` of @callee hold derivatives?"""
        params = self.module.function(callee).args
        return index < len(params) and self.active_name(callee, params[index].name)
