"""NVPTX IR rewritten for the host, so that the CPU grid (grid.py) can run it.

What a GPU thread needs of the GPU comes through a per-thread context record (its layout is
in grid_native.py), passed as a new first parameter to every function defined in the module
(and at every call between them):

- special registers (`llvm.nvvm.read.ptx.sreg.tid.x`, ...) become loads from the record;
- barriers (`llvm.nvvm.barrier0`, `barrier.cta.sync*`, `barrier0.popc/and/or`) call the
  block's barrier, which waits for every thread of the block that has not exited;
- address spaces go (shared memory is a plain global: the grid runs one block at a time);
- libdevice's `__nv_*` functions call libm; fences are `fence seq_cst`; atomics stay LLVM
  atomics, which are atomic between OS threads too.

Anything else GPU-specific (warp shuffles and votes, clocks, named barriers with counts) is an
UnsupportedError naming the intrinsic and the function that calls it.
"""

from __future__ import annotations

import re

from enzympy.errors import UnsupportedError
from enzympy.irtypes import split_top

from .races import barrier_hook, instrument

CTX_FIELDS = ("tid", "ntid", "ctaid", "nctaid")
CTX_LANEID, CTX_WARPID = 48, 52                       # byte offsets after the 12 i32s
SYNC_PLAIN, SYNC_POPC, SYNC_AND, SYNC_OR = 0, 1, 2, 3

_CTX = "%__grid_ctx"
_DEFINE = re.compile(r'^define\b[^@]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(')
_DECLARE = re.compile(r'^declare\b[^@]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(')
_CALLEE = re.compile(r'(\b(?:call|invoke)\b[^@]*?)@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(')
_ADDRSPACE = re.compile(r"\s*addrspace\(\d+\)")
_DYN_SHARED = re.compile(r'^(@(?:"[^"]*"|[-a-zA-Z$._0-9]+)) = (?:external|extern_weak)\b.*addrspace\(3\)')
_ASM = re.compile(r'^\s*(%[-a-zA-Z$._0-9"]+) = (?:tail |notail )?call (i\d+) asm (?:sideeffect )?"([^"]*)"')
# the GPU's target attributes mean nothing to the host's backend; memory(...) and nosync no
# longer hold once special registers are loads from the context and barriers take a lock
_DROP_ATTRS = re.compile(r'"target-(?:cpu|features)"="[^"]*"|"nvptx-[^"]*"="[^"]*"|'
                         r'\bmemory\([^)]*\)|\bnosync\b')

# barrier intrinsics -> (sync op, takes a predicate)
_BARRIERS = {
    "llvm.nvvm.barrier0": SYNC_PLAIN, "llvm.nvvm.barrier.cta.sync.aligned.all": SYNC_PLAIN,
    "llvm.nvvm.barrier.cta.sync.all": SYNC_PLAIN, "llvm.nvvm.barrier.sync": SYNC_PLAIN,
    "llvm.nvvm.bar.sync": SYNC_PLAIN, "llvm.nvvm.barrier.n": SYNC_PLAIN,
    "llvm.nvvm.barrier0.popc": SYNC_POPC, "llvm.nvvm.barrier0.and": SYNC_AND,
    "llvm.nvvm.barrier0.or": SYNC_OR,
    "llvm.nvvm.barrier.cta.red.popc.aligned.all": SYNC_POPC,
    "llvm.nvvm.barrier.cta.red.and.aligned.all": SYNC_AND,
    "llvm.nvvm.barrier.cta.red.or.aligned.all": SYNC_OR,
    "llvm.nvvm.barrier.cta.red.popc.all": SYNC_POPC, "llvm.nvvm.barrier.cta.red.and.all": SYNC_AND,
    "llvm.nvvm.barrier.cta.red.or.all": SYNC_OR,
}
_FENCES = re.compile(r"^llvm\.nvvm\.(membar\.|fence\.)")

# libdevice functions that are not a libm function of the same name after "__nv_"
_NV_BODIES = {
    "__nv_rsqrt": ("double", ["double"], "%s = call double @sqrt(double %a0)\n  %r = fdiv double 1.0, %s", ["sqrt|double|double"]),
    "__nv_rsqrtf": ("float", ["float"], "%s = call float @sqrtf(float %a0)\n  %r = fdiv float 1.0, %s", ["sqrtf|float|float"]),
    "__nv_rcbrt": ("double", ["double"], "%s = call double @cbrt(double %a0)\n  %r = fdiv double 1.0, %s", ["cbrt|double|double"]),
    "__nv_rcbrtf": ("float", ["float"], "%s = call float @cbrtf(float %a0)\n  %r = fdiv float 1.0, %s", ["cbrtf|float|float"]),
    "__nv_saturatef": ("float", ["float"], "%s = call float @llvm.maxnum.f32(float %a0, float 0.0)\n"
                       "  %r = call float @llvm.minnum.f32(float %s, float 1.0)", ["llvm.maxnum.f32", "llvm.minnum.f32"]),
    "__nv_isnand": ("i32", ["double"], "%s = fcmp uno double %a0, 0.0\n  %r = zext i1 %s to i32", []),
    "__nv_isnanf": ("i32", ["float"], "%s = fcmp uno float %a0, 0.0\n  %r = zext i1 %s to i32", []),
    "__nv_isinfd": ("i32", ["double"], "%f = call double @llvm.fabs.f64(double %a0)\n"
                    "  %s = fcmp oeq double %f, 0x7FF0000000000000\n  %r = zext i1 %s to i32", ["llvm.fabs.f64"]),
    "__nv_isinff": ("i32", ["float"], "%f = call float @llvm.fabs.f32(float %a0)\n"
                    "  %s = fcmp oeq float %f, 0x7FF0000000000000\n  %r = zext i1 %s to i32", ["llvm.fabs.f32"]),
    "__nv_isfinited": ("i32", ["double"], "%f = call double @llvm.fabs.f64(double %a0)\n"
                       "  %s = fcmp one double %f, 0x7FF0000000000000\n  %r = zext i1 %s to i32", ["llvm.fabs.f64"]),
    "__nv_finitef": ("i32", ["float"], "%f = call float @llvm.fabs.f32(float %a0)\n"
                     "  %s = fcmp one float %f, 0x7FF0000000000000\n  %r = zext i1 %s to i32", ["llvm.fabs.f32"]),
    "__nv_signbitd": ("i32", ["double"], "%b = bitcast double %a0 to i64\n  %s = icmp slt i64 %b, 0\n"
                      "  %r = zext i1 %s to i32", []),
    "__nv_signbitf": ("i32", ["float"], "%b = bitcast float %a0 to i32\n  %s = icmp slt i32 %b, 0\n"
                      "  %r = zext i1 %s to i32", []),
    "__nv_powi": ("double", ["double", "i32"], "%r = call double @llvm.powi.f64.i32(double %a0, i32 %a1)",
                  ["llvm.powi.f64.i32"]),
    "__nv_powif": ("float", ["float", "i32"], "%r = call float @llvm.powi.f32.i32(float %a0, i32 %a1)",
                   ["llvm.powi.f32.i32"]),
    "__nv_sinpi": ("double", ["double"], "%s = fmul double %a0, 0x400921FB54442D18\n"
                   "  %r = call double @sin(double %s)", ["sin|double|double"]),
    "__nv_cospi": ("double", ["double"], "%s = fmul double %a0, 0x400921FB54442D18\n"
                   "  %r = call double @cos(double %s)", ["cos|double|double"]),
    "__nv_sinpif": ("float", ["float"], "%s = fmul float %a0, 0x400921FB60000000\n"
                    "  %r = call float @sinf(float %s)", ["sinf|float|float"]),
    "__nv_cospif": ("float", ["float"], "%s = fmul float %a0, 0x400921FB60000000\n"
                    "  %r = call float @cosf(float %s)", ["cosf|float|float"]),
}
_INTRINSIC_DECLS = {
    "llvm.maxnum.f32": "declare float @llvm.maxnum.f32(float, float)",
    "llvm.minnum.f32": "declare float @llvm.minnum.f32(float, float)",
    "llvm.fabs.f64": "declare double @llvm.fabs.f64(double)",
    "llvm.fabs.f32": "declare float @llvm.fabs.f32(float)",
    "llvm.powi.f64.i32": "declare double @llvm.powi.f64.i32(double, i32)",
    "llvm.powi.f32.i32": "declare float @llvm.powi.f32.i32(float, i32)",
}


def _unquote(name):
    return name[1:-1] if name.startswith('"') else name


def _sreg_helper(name):
    """The body of a special register read, or None when it is not one the grid provides."""
    m = re.fullmatch(r"llvm\.nvvm\.read\.ptx\.sreg\.(tid|ntid|ctaid|nctaid)\.([xyz])", name)
    if m:
        off = 4 * (3 * CTX_FIELDS.index(m.group(1)) + "xyz".index(m.group(2)))
    elif name == "llvm.nvvm.read.ptx.sreg.laneid":
        off = CTX_LANEID
    elif name == "llvm.nvvm.read.ptx.sreg.warpid":
        off = CTX_WARPID
    elif name == "llvm.nvvm.read.ptx.sreg.warpsize":
        return "  ret i32 32"
    else:
        return None
    return f"  %p = getelementptr i8, ptr %c, i64 {off}\n  %v = load i32, ptr %p\n  ret i32 %v"


def _barrier_helper(op, sig, epoch_hook=""):
    """A call of the block's barrier (grid_native's `__grid.block_sync(ctx, op, predicate)`);
    predicate barriers (the predicate is the last parameter, i1 or i32) return the block's
    popc/and/or of it. `epoch_hook`: a line run after it (the race detector's epoch count)."""
    ret, params = sig
    body, pred = "", "0"
    if op != SYNC_PLAIN:
        k, t = len(params) - 1, params[-1]
        pred = f"%a{k}" if t == "i32" else "%p"
        if t != "i32":
            body += f"  %p = zext {t} %a{k} to i32\n"
    body += f"  %r = call i32 @__grid.block_sync(ptr %c, i32 {op}, i32 {pred})\n" + epoch_hook
    if ret == "void":
        return body + "  ret void"
    if ret != "i32":
        return body + f"  %rr = trunc i32 %r to {ret}\n  ret {ret} %rr"
    return body + "  ret i32 %r"


def rewrite_for_host(text: str, kernel: str, triple: str, datalayout: str, libm_has,
                     dynamic_shared: int = 0, types_of=None):
    """(host module text, whether it has barriers): the module `text` (NVPTX IR, opaque
    pointers) with every defined function taking the context record first, ready to compile
    for the host. `libm_has(name)` tells whether the process has that C function (for
    libdevice's functions); an `extern __shared__` array gets `dynamic_shared` bytes.
    `types_of` (a type parser), when given, instruments the kernel's memory accesses and
    barriers for the race detector (races.py)."""
    lines = text.split("\n")
    defined = {_unquote(m.group(1)) for ln in lines if (m := _DEFINE.match(ln))}
    if kernel not in defined:
        raise UnsupportedError(f"no kernel @{kernel} defined in the module")
    declared = {}
    for ln in lines:
        m = _DECLARE.match(ln)
        if m:
            declared[_unquote(m.group(1))] = ln
    helpers, extra_decls, replaced, barrier = [], set(), set(), False
    current = None

    def callee_sub(m):
        name = _unquote(m.group(2))
        if name in defined:
            return f"{m.group(1)}@{m.group(2)}(ptr {_CTX}, "
        if name in replaced:
            return f'{m.group(1)}@"__grid.{name}"(ptr {_CTX}, '
        return m.group(0)

    # 1. helpers for the GPU intrinsics and libdevice functions the module declares
    for name, decl in declared.items():
        sig = _signature(decl)
        body = _sreg_helper(name)
        if body is None and name in _BARRIERS:
            if len(sig[1]) > (1 if _BARRIERS[name] == SYNC_PLAIN else 2):
                raise UnsupportedError(f"the CPU grid has no barriers with a thread count (@{name})")
            body = _barrier_helper(_BARRIERS[name], sig, barrier_hook() if types_of else "")
            barrier = True
        if body is None and _FENCES.match(name):
            body = "  fence seq_cst\n  ret void"
        if body is not None:
            helpers.append(_define(f"__grid.{name}", sig, body, ctx=True))
            replaced.add(name)
            continue
        if name.startswith("__nv_"):
            helpers.append(_libdevice(name, sig, libm_has, extra_decls, declared))
            continue
        if name.startswith("llvm.nvvm."):
            who = _first_caller(lines, name) or kernel
            raise UnsupportedError(f"the CPU grid cannot run the GPU intrinsic @{name}",
                                   function=who)
    out = []
    for ln in lines:
        m = _DECLARE.match(ln)
        if m and (_unquote(m.group(1)) in replaced or _unquote(m.group(1)).startswith("__nv_")):
            continue
        if ln.startswith("!nvvm.annotations"):
            continue                 # LLVM would read its "kernel" entries as ptx_kernel again
        if ln.startswith("target triple"):
            ln = f'target triple = "{triple}"'
        elif ln.startswith("target datalayout"):
            ln = f'target datalayout = "{datalayout}"'
        elif ln.startswith("define "):
            current = _unquote(_DEFINE.match(ln).group(1))
            ln = re.sub(r"\b(ptx_kernel|ptx_device)\s+", "", ln)
            ln = _add_ctx_param(ln)
        elif _DYN_SHARED.match(ln):
            ln = f"{_DYN_SHARED.match(ln).group(1)} = internal global [{max(dynamic_shared, 1)} x i8] " \
                 "zeroinitializer, align 16"
        elif ln.startswith("attributes #"):
            ln = _DROP_ATTRS.sub("", ln)
        elif current is not None and " asm " in ln:
            ln = _inline_asm(ln, current, dynamic_shared)
        elif current is not None and ("call " in ln or "invoke " in ln):
            ln = _CALLEE.sub(callee_sub, ln)
            ln = ln.replace(f"(ptr {_CTX}, )", f"(ptr {_CTX})")
        if ln.startswith("}"):
            current = None
        ln = _ADDRSPACE.sub("", ln).replace("addrspacecast", "bitcast")
        out.append(ln)
    for key in sorted(extra_decls):
        name = key.split("|")[0]
        if name not in declared and name not in defined:
            out.append(_INTRINSIC_DECLS.get(key) or _libm_decl(key))
    if types_of is not None:
        out = instrument(out, types_of, _CTX)
    return "\n".join(out + helpers) + "\n", barrier


def _inline_asm(line, function, dynamic_shared):
    """Inline PTX cannot run on the host; the one piece numba-cuda writes (reading the dynamic
    shared-memory size for `cuda.shared.array(0, ...)`) is the launch's value."""
    m = _ASM.match(line)
    if m and "%dynamic_smem_size" in m.group(3):
        return f"{m.group(1)} = add {m.group(2)} {int(dynamic_shared)}, 0"
    raise UnsupportedError("the CPU grid cannot run inline PTX assembly", inst=line.strip(),
                           function=function)


def _signature(decl):
    """(return type, [parameter types]) of a `declare` line."""
    head, params = re.sub(r"range\([^)]*\)", "", decl).split("(", 1)
    params = params.rsplit(")", 1)[0]
    m = re.match(r"declare\s+(.*?)\s*@", head)
    words = m.group(1).split()
    ret = words[-1] if words else "void"
    types = [p.strip().split()[0] for p in split_top(params) if p.strip()]
    return ret, types


def _define(name, sig, body, ctx):
    ret, types = sig
    params = ", ".join((["ptr %c"] if ctx else []) + [f"{t} %a{k}" for k, t in enumerate(types)])
    return f'define internal {ret} @"{name}"({params}) alwaysinline {{\nentry:\n{body}\n}}'


def _libdevice(name, sig, libm_has, extra_decls, declared):
    if name in _NV_BODIES:
        ret, types, body, needs = _NV_BODIES[name]
        extra_decls.update(needs)
        return _define(name, (ret, types), "  " + body + f"\n  ret {ret} %r", ctx=False)
    base = name[len("__nv_"):]
    base = base[len("fast_"):] if base.startswith("fast_") else base
    for c in (base,):
        if libm_has(c):
            ret, types = sig
            args = ", ".join(f"{t} %a{k}" for k, t in enumerate(types))
            extra_decls.add(f"{c}|{ret}|{','.join(types)}")
            call = f"call {ret} @{c}({args})"
            body = f"  {call}\n  ret void" if ret == "void" else f"  %r = {call}\n  ret {ret} %r"
            return _define(name, sig, body, ctx=False)
    raise UnsupportedError(f"the CPU grid has no host version of the libdevice function @{name}")


def _libm_decl(key):
    if "|" not in key:
        return ""
    name, ret, types = key.split("|")
    return f"declare {ret} @{name}({types.replace(',', ', ')})"


def _add_ctx_param(line):
    head, rest = line.split("(", 1)
    if rest.startswith(")"):
        return f"{head}(ptr {_CTX}{rest}"
    return f"{head}(ptr {_CTX}, {rest}"


def _first_caller(lines, name):
    current = None
    for ln in lines:
        m = _DEFINE.match(ln)
        if m:
            current = _unquote(m.group(1))
        elif current and (f"@{name}(" in ln or f'@"{name}"(' in ln):
            return current
    return None
