"""Forward mode, calls: memory intrinsics and allocators (realloc too) repeated on shadows, library calls
and intrinsics from the rule table, and calls to functions defined in the module that stay
calls replaced by calls to their own forward derivatives (`ForwardSpec.resolve`).

w: the forward writer (its builder `b`, activity `act`, `shadow`, `tangent`, `tan`, `shadows`).
"""

from __future__ import annotations

import re

from enzympy.analyses import shadow as shadow_rules
from enzympy.indirect import called_pointer, candidates, check_call, is_indirect, pick, unknown_callee_message

from ..custom_rules import inactive_call
from ..emit import zero
from ..ir import Value, glob, local
from ..irtypes import PTR, VOID, align_of, array_of, literal_struct
from .. import libstdcxx, rules
from ..libstdcxx import overwrites, stream_check
from ..memory import byte_outputs, pointer_outputs
from .adjoints import call_rule
from .clone import HARMLESS_CALLS
from .forward_memory import masked, registered_allocation
from .pointer_shadows import (ALLOCATORS, DEALLOCATORS, MASKED, MEM_SET, MEM_TRANSFER, POINTER_INERT,
                              floaty, has_ptr, is_null_like, is_ptr)
from . import struct_rules
from .tangents import from_rule


def call(w, inst):
    b = w.b
    callee = inst.callee or ""
    args = inst.args
    if inactive_call(inst):                 # declared inactive: no tangent, whatever it touches
        return
    if callee.startswith(MEM_TRANSFER):
        d, s, n = args[0], args[1], args[2]
        sd, ss = w.shadow(d), w.shadow(s)
        if sd is not None and ss is not None:
            b.call(VOID, callee, [sd, ss] + list(args[2:]))
        elif sd is not None:
            w.b.zero_memory(sd, n)
        elif ss is not None:
            raise w.unsupported("copying shadowed memory into memory that has no shadow", inst)
        return
    if callee.startswith(MEM_SET):
        sd = w.shadow(args[0])
        if sd is not None:
            w.b.zero_memory(sd, args[2])
        return
    if callee in shadow_rules.REGISTERED_ALLOCATORS and callee not in ALLOCATORS:
        if inst.name in w.shadows.roots:
            w.tan[inst.name] = registered_allocation(w, inst)
        return
    if callee in shadow_rules.REGISTERED_DEALLOCATORS and callee not in DEALLOCATORS:
        at = shadow_rules.DEALLOCATOR_PTR_ARG.get(callee, 0)
        if len(args) > at and args[at].kind == "const" and args[at].ref in ("poison", "undef"):
            _release_ignored_block(w, inst)
            return
        s = w.shadow(args[at]) if len(args) > at else None
        if s is not None and not is_null_like(s):       # the shadow lives as long as the primal
            _release_shadow(w, inst, s, at)
        return
    if callee in ALLOCATORS:
        if inst.name in w.shadows.roots:
            if callee == "calloc":
                s = b.call(PTR, "calloc", list(args))
            elif callee == "malloc":
                b.declare("calloc", f"declare ptr @calloc({args[0].type}, {args[0].type})")
                s = b.call(PTR, "calloc", [Value(args[0].type, "1", "const"), args[0]])
            elif callee == "aligned_alloc":             # (align, size): vector code relies on it
                s = b.call(PTR, callee, list(args))
                w.b.zero_memory(s, args[1])
            else:                                   # operator new: zero it
                s = b.call(PTR, callee, list(args))
                w.b.zero_memory(s, args[0])
            w.tan[inst.name] = s
        return
    if libstdcxx.mirrored(callee):                  # a tree's next node: the shadow tree's
        if w.shadows.has(inst.value):
            text = libstdcxx.mirrored_call(inst, lambda a: w.data(a, inst))
            w.tan[inst.name] = b.emit(inst.type, text, "mirror")
        return
    if callee == "realloc":
        if w.shadows.has(inst.value):               # the shadow moves with the memory
            old = w.shadow(args[0])
            if old is None:
                raise w.unsupported("realloc of memory without a shadow into memory that needs one", inst)
            b.declare("realloc", "declare ptr @realloc(ptr, i64)")
            w.tan[inst.name] = b.call(PTR, "realloc", [old, args[1]])
        elif w.shadow(args[0]) is not None and not is_null_like(args[0]):
            raise w.unsupported("realloc of shadowed memory whose result has no shadow", inst)
        return
    if callee in DEALLOCATORS:
        s = w.shadow(args[0])
        if s is not None and not is_null_like(s):
            _release_shadow(w, inst, s)
        return
    if callee.startswith(MASKED):
        return masked(w, inst)
    outs = pointer_outputs(inst, w.shadows.has)     # frexp's exponent, modf's integral part
    byte_outs = byte_outputs(inst, w.shadows.has)   # std::istream::read: n bytes
    if (outs or byte_outs) and overwrites(inst):     # std::istream >> double&: a read that failed
        stream_check(b, w.fn, inst)                  # may have kept the old value
    for p, t in outs:                                # written with derivative 0: a zero tangent
        b.store(zero(t), w.shadow(p), align=align_of(t))
    for p, n in byte_outs:
        b.zero_memory(w.shadow(p), n)
    written = [p for p, _ in outs + byte_outs]
    ptr_args = [a for a in args if is_ptr(a.type) and w.shadows.has(a) and all(a is not p for p in written)]
    why = libstdcxx.passable(inst, lambda v: w.type_analysis().tree(v), w.shadows.has) if ptr_args else None
    if why is not None and why != "unknown":
        raise w.unsupported(why, inst)
    for obj in libstdcxx.resynced_strings(inst, w.shadows.has) if why is None else ():
        libstdcxx.string_shadow_check(b, w.fn, inst, obj, w.shadow(obj))
    if ptr_args and why is not None and not callee.startswith(POINTER_INERT) and callee not in HARMLESS_CALLS \
            and not reads_only(w, inst):
        what = f"call to @{callee}" if callee else "indirect call"
        raise w.unsupported(f"{what} with a shadowed pointer argument is not differentiated", inst)
    if w.shadows.has(inst.value) if inst.name else False:
        raise w.unsupported(f"pointer returned by @{callee} needs a shadow", inst)
    if inst.opcode == "invoke":
        if w.act.inst_active(inst):
            raise w.unsupported("invoke with an active result is not supported", inst)
        return
    if not w.act.inst_active(inst):
        return
    r = call_rule(inst, w.fn.module, w.unsupported)
    if isinstance(r, rules.StructRule):
        w.tan[inst.name] = struct_rules.tangent(w, inst, r, args)
        return
    w.tan[inst.name] = from_rule(w, inst, r, args)


def _release_ignored_block(w, inst):
    """A declared free function that ignores its block (clang made the argument poison: a
    counting arena): which block it releases cannot be told, so the call is mirrored as it is
    when the function's calls of it pair with its allocations by a declared allocator, each
    with a shadow block (else the shadows stay allocated, a leak, not a miscount)."""
    allocs = [i for i in w.fn.instructions() if i.opcode == "call" and i.callee in shadow_rules.REGISTERED_ALLOCATORS
              and i.callee not in ALLOCATORS]
    frees = [i for i in w.fn.instructions() if i.opcode == "call" and i.callee == inst.callee]
    if allocs and len(allocs) == len(frees) and all(a.name in w.shadows.roots for a in allocs):
        text = f"call {inst.type} {glob(inst.callee)}({', '.join(a.typed for a in inst.args)})"
        if inst.type.kind == "void":
            w.b.raw(text)
        else:
            w.b.emit(inst.type, text, "freed")


def _release_shadow(w, inst, s, at=0):
    """Release the shadow s as `inst` releases its pointer p (free, delete, the NRT's decref),
    unless s is p itself: a pointer to memory without floats, stored where shadows are kept,
    has itself as shadow (forward_memory.store), and releasing it twice would free it twice
    (forward over reverse meets that: a split-mode callee's reverse frees the heap shadows of
    its allocas). A helper per callee makes the test, so that no block is split here."""
    callee, args = inst.callee, inst.args
    name = f"__enzympy_release_shadow.{callee}"
    t = args[at].type
    rest = [f"{a.type} %r{k}" for k, a in enumerate(args) if k != at]
    call_args = [f"{a.type} %r{k}" if k != at else f"{t} %s" for k, a in enumerate(args)]
    params = ", ".join([f"{t} %s", f"{t} %p"] + rest)
    w.b.declare(name, f"define internal void {glob(name)}({params}) {{\n"
                      f"  %same = icmp eq {t} %s, %p\n  br i1 %same, label %done, label %go\n"
                      f"go:\n  call {inst.type} {glob(callee)}({', '.join(call_args)})\n"
                      "  br label %done\ndone:\n  ret void\n}")
    others = [a for k, a in enumerate(args) if k != at]
    w.b.raw(f"call void {glob(name)}({', '.join(a.typed for a in [s, args[at]] + others)})")


def call_defined(w, inst) -> bool:
    """A call to a function defined in the module that stays a call: call its forward
    derivative instead (tangents for active floats, shadows for shadowed pointers); the
    primal result is the derivative's first field. A call through a function pointer calls
    the derivative of the candidate the pointer holds (`enzympy.indirect`). False when no
    tangent is involved."""
    indirect = is_indirect(inst)
    names = candidates(w.fn.module, inst) if indirect else [inst.callee]
    callee = w.fn.module.function(names[0]) if names else None
    args = inst.args
    dup, extra = [], []
    for j, a in enumerate(args[:len(args) if indirect else len(callee.args)]):
        if is_ptr(a.type) and a.type.kind == "ptr" and w.shadow(a) is not None \
                and not is_null_like(a):
            dup.append(j)
            extra += w.each_lane(lambda: w.shadow(a))
        elif floaty(a.type) and w.act.is_active(a):
            dup.append(j)
            extra += w.each_lane(lambda: w.tangent(a))
    ret_shadow = is_ptr(inst.type) and w.shadows.has(inst.value) if inst.name else False
    if not dup and not w.act.inst_active(inst) and not ret_shadow \
            and not w.shadows.touches_globals(inst):
        return False
    if indirect:
        check_call(inst, w.fn, w.unsupported, reverse=False)
        if ret_shadow:
            raise w.unsupported("call through a function pointer returning a pointer that needs a shadow", inst)
    elif callee.vararg:
        raise w.unsupported(f"call to variadic function @{callee.name} with tangents", inst)
    if w.spec.resolve is None:
        raise w.unsupported(f"call to defined function @{names[0]} is not differentiated "
                               "(no resolver: use forward_derivative)", inst)
    targets = []
    for c in names:
        params = w.fn.module.function(c).args
        dname = w.spec.resolve(c, tuple(params[j].name for j in dup), ret_shadow)
        if not isinstance(dname, str):
            dname, gl = dname
            w.all_globals |= set(gl)
        targets.append((c, dname))
    rt = inst.type
    tan_rt = rt if floaty(rt) else (PTR if rt.kind == "ptr" else None)
    if tan_rt is not None and w.width > 1:
        tan_rt = array_of(w.width, tan_rt)
    out = literal_struct([rt, tan_rt]) if (tan_rt is not None and rt.kind != "void") else rt
    b = w.b
    all_args = list(args) + extra
    argtxt = ", ".join(v.typed for v in all_args)
    if indirect:
        msg = unknown_callee_message(inst, w.fn, "call through a function pointer")
        sig = (out, [str(v.type) for v in all_args])
        target = pick(b, w.fn, inst, called_pointer(inst), targets, sig, msg).ref
    else:
        target = glob(targets[0][1])
    if out.kind == "void":
        b.raw(f"call void {target}({argtxt})")
        return True
    res = b.emit(out, f"call {out} {target}({argtxt})", "dcall")
    if out.kind == "struct" and tan_rt is not None:
        b.raw(f"{local(inst.name)} = extractvalue {out} {res.ref}, 0")
        if inst.name in w.act.active or w.shadows.has(inst.value):
            for k in range(w.width):
                w.lanes[k][inst.name] = b.extractvalue(res, [1] if w.width == 1 else [1, k])
    else:
        b.raw(f"{local(inst.name)} = select i1 true, {res.typed}, {res.typed}")
    return True


def reads_only(w, inst):
    """A call that cannot write memory and returns neither floats nor pointers."""
    if inst.type.has_float() or has_ptr(inst.type):
        return False
    attrs = " ".join(inst.attrs)
    callee = inst.callee
    if callee:
        f = w.fn.module.function(callee)
        attrs += " " + f.attrs
    return bool(re.search(r"\b(readnone|readonly)\b|memory\((none|read)\)|memory\(argmem: read\)", attrs))
