"""The soundness gate: memory the analyses cannot see through is refused by name.

Both synthesisers (reverse and forward mode) call `check_memory` before writing anything. The
shadow analyses decide which pointers carry derivatives (`analyses.shadow`, the forward
writer's `PointerShadows`, both fed by `analyses.memroots` for what crosses function
boundaries); this gate refuses what neither analysis can vouch for:

- inline assembly that receives a shadowed pointer: enzympy cannot see what it does to active
  memory (calls through function pointers are dispatched among the module's functions:
  `enzympy.indirect`);
- a pointer of unknown origin (made by ``inttoptr``, or returned by an indirect call or a
  function without a body that is no known allocator) used as active memory: a float loaded
  through it that the result depends on, a float stored through it that depends on the
  inputs, or the pointer stored into shadowed memory (its shadow would be a guess);
- a pointer read from a mutable global that only code outside the derivative points anywhere
  (a setter called before): the global's shadow starts zeroed, so that pointer has no shadow
  (Enzyme refuses such a global too, unless it is marked inactive).

Everything else that touches shadowed memory is differentiated by the writers' rules, which
raise on their own what they do not know (see `_ReverseWriter.check_supported`).
"""

from __future__ import annotations

import re

from enzympy.analyses.memroots import defined, module_memory, pointer_operands, referenced_globals
from enzympy.analyses.set_first import set_first
from enzympy.analyses.shadow import ALLOCATORS, REGISTERED_ALLOCATORS
from enzympy.indirect import is_indirect
from enzympy.libstdcxx import returns_char_memory

_THROUGH = ("getelementptr", "bitcast", "addrspacecast", "phi", "select", "freeze")


_BIT_MOVES = {"trunc", "lshr", "ashr", "shl", "and", "or", "xor", "zext", "sext", "phi", "select",
              "extractelement", "extractvalue", "freeze", "bitcast"}


class _Origins:
    """Where a pointer comes from: 'unknown' when some root of it is an inttoptr or the
    result of a call the analyses cannot see into."""

    def __init__(self, fn):
        self.fn = fn
        self.defs = {i.name: i for i in fn.instructions() if i.name}
        self.memo = {}
        self._users = None

    def users(self) -> dict:
        """users_of(fn), made once."""
        if self._users is None:
            self._users = users_of(self.fn)
        return self._users

    def bits_load(self, v):
        """The load of an integer whose bits reach v through integer moves (shifts, truncations,
        extensions, masks, phis, selects), or None."""
        return self._int_source(v, lambda d: d.opcode == "load" and not d.type.has_float(), _BIT_MOVES,
                                lambda o: not o.type.has_float())

    def shadowed_bits(self, v, has_shadow):
        """The `ptrtoint` of a shadowed pointer whose bits reach the integer v through integer
        arithmetic (an address computed as an integer), or None."""
        return self._int_source(v, lambda d: d.opcode == "ptrtoint" and has_shadow(d.ops[0]), _INT_ARITH)

    def _int_source(self, v, found, through, keep=lambda o: True):
        """The first instruction `found` accepts among those whose integer result reaches v
        through instructions of the opcodes `through` (their integer operands `keep` takes)."""
        work, seen = [v], set()
        while work:
            v = work.pop()
            if not v.is_local or v.kind != "inst" or v.name in seen:
                continue
            seen.add(v.name)
            d = self.defs.get(v.name)
            if d is None:
                continue
            if found(d):
                return d
            if d.opcode in through:
                work.extend(o for o in (d.ops if d.opcode != "phi" else [x for x, _ in d.incoming])
                            if o.type.scalar.kind == "int" and keep(o))
        return None

    def unknown_root(self, v, seen=None):
        """The instruction that makes v's origin unknown, or None."""
        if not v.is_local or v.kind != "inst":
            return None
        if v.name in self.memo:
            return self.memo[v.name]
        seen = set() if seen is None else seen
        if v.name in seen:
            return None
        seen.add(v.name)
        d = self.defs.get(v.name)
        out = None
        if d is None:
            out = None
        elif d.opcode == "inttoptr":
            out = d
        elif d.opcode == "call" and d.type.scalar.kind == "ptr":
            c = d.callee
            if c is None or not (c in ALLOCATORS or c in REGISTERED_ALLOCATORS or c.startswith("llvm.")
                                 or defined(self.fn.module, c) or returns_char_memory(c)):
                out = d
        elif d.opcode in _THROUGH:
            for s in pointer_operands(d):
                out = self.unknown_root(s, seen)
                if out is not None:
                    break
        self.memo[v.name] = out
        return out

    def unbound_global_load(self, v, bound, seen=None):
        """The `load ptr` from an active global that v is derived from whose pointer the
        derivative has not set itself by then (outside `bound`, or not set first: see
        analyses/set_first.py), or None."""
        if not v.is_local or v.kind != "inst":
            return None
        seen = set() if seen is None else seen
        if v.name in seen:
            return None
        seen.add(v.name)
        d = self.defs.get(v.name)
        if d is None:
            return None
        if d.opcode == "load" and d.type.kind == "ptr":
            memory = module_memory(self.fn.module)
            roots = memory.entries or {self.fn.name}
            if any(memory.active_global(g) and (g not in bound or not set_first(self.fn.module, self.fn.name, d, g, roots))
                   for g in referenced_globals(d.ops[0])):
                return d
            return None
        if d.opcode in _THROUGH:
            for s in pointer_operands(d):
                out = self.unbound_global_load(s, bound, seen)
                if out is not None:
                    return out
        return None


_INT_ARITH = _BIT_MOVES | {"add", "sub", "mul"}
_TESTED_THROUGH = {"and", "or", "xor", "lshr", "ashr", "shl", "trunc", "zext", "sext", "freeze", "phi", "select",
                   "add", "sub"}


def users_of(fn) -> dict:
    """{value name: the instructions that use it} of one function."""
    users = {}
    for i in fn.instructions():
        for o in (i.args if i.opcode == "call" else i.ops):
            if o.is_local:
                users.setdefault(o.name, []).append(i)
    return users


def _test_kind(u, v):
    """'test' when this use of integer bits v tests them (a comparison, a branch, a select's
    condition), 'through' for integer arithmetic on them, None otherwise."""
    if u.opcode in ("icmp", "switch", "br"):
        return "test"
    if u.opcode == "select":
        cond_only = u.ops[0].name == v.name and not any(o.is_local and o.name == v.name for o in u.ops[1:])
        return "test" if cond_only else ("through" if not u.type.has_float() else None)
    return "through" if u.opcode in _TESTED_THROUGH and u.name and not u.type.has_float() else None


def bits_only_tested(inst, users) -> bool:
    """Do the integer bits of a float (`bitcast double %x to i64`) reach only comparisons,
    through integer arithmetic on them? Numba's isinf / isnan / signbit read the sign and
    exponent that way; a comparison has no derivative to lose. Anything else (a store, a
    bitcast back to a float, a call, a return) is bit manipulation of the value itself.
    users: `users_of(fn)`."""
    work, seen = [inst], set()
    while work:
        v = work.pop()
        if v.name in seen:
            continue
        seen.add(v.name)
        for u in users.get(v.name, []):
            kind = _test_kind(u, v)
            if kind is None:
                return False
            if kind == "through":
                work.append(u)
    return True


def computed_bits_use(load, users):
    """The first use of the integer `load` read that neither copies the bits whole (stored as
    they are, or bitcast to a float) nor only tests them, or None."""
    for u in users.get(load.name, []):
        if u.opcode == "store" and u.ops[0].is_local and u.ops[0].name == load.name and \
                not (u.ops[1].is_local and u.ops[1].name == load.name):
            continue
        if u.opcode == "bitcast" and u.type.has_float():
            continue
        kind = _test_kind(u, load)
        if kind == "test" or (kind == "through" and bits_only_tested(u, users)):
            continue
        return u
    return None


def check_memory(fn, reachable, has_shadow, varied, useful, unsupported, returns_shadow=False, raw_bits=False,
                 float_at=None):
    """Raise `unsupported(what, inst)` for the first instruction of fn (in reachable blocks)
    that moves derivatives through memory the analyses cannot follow. has_shadow(value):
    the pointer has a shadow; varied / useful: sets of value names (activity);
    returns_shadow: the caller uses the returned pointer as active memory; raw_bits: a float
    bitcast straight from an integer loaded from shadowed memory carries the shadow's bits
    (forward mode's raw copies, synth/forward_activity); any other way back is refused.
    float_at(pointer): the float type the type analysis sees there (or None): floats read as
    integers and computed on (`x.view(np.int64) ^ 1`) are refused."""
    origins = _Origins(fn)
    bound = module_memory(fn.module).bound_globals(fn.name)

    def unknown(p, inst, what):
        load = origins.unbound_global_load(p, bound)
        if load is not None:
            g = referenced_globals(load.ops[0])[0]
            raise unsupported(f"{what} through pointer {p.ref}, read from global @{g} (`{load.line.strip()}`), "
                              "which the derivative does not point anywhere itself before this read on every "
                              "path (code outside it, or an earlier call, may have: a static buffer): its "
                              "shadow is unknown (set the pointer inside the differentiated function before "
                              "reading it, or pass the memory as an argument)", inst)
        if has_shadow(p):
            return
        root = origins.unknown_root(p)
        if root is not None:
            made = "inttoptr" if root.opcode == "inttoptr" else \
                (f"@{root.callee}" if root.callee else "an indirect call")
            raise unsupported(f"{what} through pointer {p.ref} to memory that has no shadow, made by {made} "
                              f"(`{root.line.strip()}`): "
                              "enzympy cannot tell whether it points to active memory", inst)

    def int_address(inst):
        """A float read or written at an address computed from a shadowed pointer's integer
        bits: whether active or not, its shadow is unknown (the integer dropped it)."""
        ptr = inst.ops[0] if inst.opcode == "load" else inst.ops[1]
        t = inst.type if inst.opcode == "load" else inst.ops[0].type
        if not t.has_float() or has_shadow(ptr):
            return
        root = origins.unknown_root(ptr)
        if root is not None and root.opcode == "inttoptr" and \
                (bits := origins.shadowed_bits(root.ops[0], has_shadow)) is not None:
            raise unsupported(f"a float is {'read' if inst.opcode == 'load' else 'written'} through pointer "
                              f"{ptr.ref}, made by inttoptr (`{root.line.strip()}`) from the integer address of "
                              f"active memory (`{bits.line.strip()}`): the derivative cannot follow an address "
                              "through integers", inst)

    for inst in fn.instructions():
        if inst.block.name not in reachable:
            continue
        op = inst.opcode
        if op in ("load", "store"):
            int_address(inst)
        if op == "load" and inst.type.has_float() and inst.name in useful:
            unknown(inst.ops[0], inst, "an active value is loaded")
        elif op == "store":
            val, ptr = inst.ops
            if val.type.has_float() and val.is_local and val.name in varied:
                unknown(ptr, inst, "an active value is stored")
            if val.type.scalar.kind == "ptr" and has_shadow(ptr):
                unknown(val, inst, "a pointer is stored into active memory")
        elif op == "bitcast" and inst.type.has_float() and not inst.ops[0].type.has_float() \
                and (load := origins.bits_load(inst.ops[0])) is not None and has_shadow(load.ops[0]) \
                and not (raw_bits and inst.ops[0].name == load.name):
            raise unsupported(f"floats in active memory are read as {load.type} (`{load.line.strip()}`) and "
                              f"their bits made {inst.type} again: the derivative cannot follow them "
                              "through integers", inst)
        elif op == "load" and float_at is not None and inst.type.scalar.kind == "int" and inst.name \
                and inst.type.scalar.width in (16, 32, 64) and has_shadow(inst.ops[0]) \
                and (use := computed_bits_use(inst, origins.users())) is not None and float_at(inst.ops[0]):
            raise unsupported(f"floats in active memory are read as {inst.type} and computed on as integers "
                              f"(`{use.line.strip()}`): bit manipulation of floats has no derivative", inst)
        elif op == "ret" and returns_shadow and inst.ops:
            unknown(inst.ops[0], inst, "a pointer to memory the caller uses as active is returned")
            if not has_shadow(inst.ops[0]):
                raise unsupported(f"the caller uses the memory of the returned pointer {inst.ops[0].ref} as "
                                  "active, but it has no shadow here", inst)
        elif op == "call" and inst.callee is None and not is_indirect(inst):
            if any(a.type.scalar.kind == "ptr" and has_shadow(a) for a in inst.args):
                raise unsupported("inline assembly receives active memory (a pointer with a shadow): "
                                  "enzympy cannot see what it does with it", inst)


# warp-level operations: a thread's result depends on other lanes' values, which neither
# writer's rules follow (a shuffled float's tangent or adjoint belongs to another thread)
WARP_LEVEL = {"llvm.nvvm.shfl.": "a warp shuffle (cuda.shfl_*_sync)",
              "llvm.nvvm.vote.": "a warp vote (cuda.all_sync / any_sync / ballot_sync)",
              "llvm.nvvm.match.": "a warp match (cuda.match_*_sync)",
              "llvm.nvvm.redux.": "a warp reduction (redux.sync)",
              "llvm.nvvm.bar.warp.sync": "a warp barrier (cuda.syncwarp)",
              "cudaCG": "cooperative groups (a grid-wide sync)"}


def check_gpu_features(fn, reachable, unsupported):
    """Refuse, by name, what a GPU derivative cannot do: a warp-level operation, cooperative
    groups, dynamic shared memory (an `external` shared array whose size the launch gives: its
    shadow would have none)."""
    dynamic = set(re.findall(r'^(@"?[^\s="]+"?) = external [^\n]*addrspace\(3\) global', fn.module.text, re.M))
    for inst in fn.instructions():
        if inst.block.name not in reachable:
            continue
        if dynamic and any(re.search(re.escape(g) + r"\b", inst.text) for g in dynamic):
            raise unsupported("GPU kernels: dynamic shared memory (cuda.shared.array(0, ...), extern "
                              "__shared__) has no derivative in enzympy yet", inst)
        if inst.opcode != "call":
            continue
        what = next((w for p, w in WARP_LEVEL.items() if (inst.callee or "").startswith(p)), None)
        if what is not None:
            raise unsupported(f"GPU kernels: {what} has no derivative in enzympy yet", inst)
