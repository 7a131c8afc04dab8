"""Enzyme's C calling convention: reading `__enzyme_autodiff(fn, ...)` call sites.

After `fn` come fn's arguments, each optionally preceded by a marker (a load of the global
`enzyme_dup`, `enzyme_dupnoneed`, `enzyme_const` or `enzyme_out`). Unmarked: floating scalars
are active, integers constant, pointers duplicated. A varargs call promotes float to double,
so arguments are converted back to fn's parameter types. After `enzyme_interleave` (Enzyme's
C++ header) come the shadows of the duplicated arguments, in order, instead of after each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .errors import ActivityError, UnsupportedError

MARKERS = ("enzyme_dup", "enzyme_dupnoneed", "enzyme_const", "enzyme_out",
           "enzyme_dupv", "enzyme_dupnoneedv")    # vector mode: a byte stride, then one shadow pointer
# split mode's options, anywhere before an argument: a tape in the caller's buffer
OPTIONS = ("enzyme_allocated", "enzyme_tape", "enzyme_nofree",
           "enzyme_primal_return", "enzyme_noret",    # ... fn's result first, or not
           "enzyme_active_return", "enzyme_const_return", "enzyme_dup_return",   # its activity
           "enzyme_width",                                # vector mode: N tangents per pass
           "enzyme_nocache", "enzyme_not_overwritten")    # hints, before an argument: see HINTS
# the caller's promise that an argument's memory is not overwritten between the augmented pass
# and the reverse, so that Enzyme need not cache it: a permission enzympy never needs (it keeps
# what its reverse reads either way), so ignoring it cannot change a derivative
HINTS = ("enzyme_nocache", "enzyme_not_overwritten")
ENTRY_POINTS = ("__enzyme_autodiff", "__enzyme_fwddiff", "__enzyme_augmentfwd", "__enzyme_reverse",
                "__enzyme_augmentsize")


@dataclass
class ArgPlan:
    param: object                # ir.Value, fn's parameter
    activity: str                # 'active' | 'const' | 'dup' | 'dupnoneed'
    value: object                # ir.Value passed at the call site
    shadow: object = None        # ir.Value (dup): lane 0's
    shadows: list = None         # vector mode: the N lanes' shadows (ir.Values) ...
    stride: object = None        # ... or (enzyme_dupv) one pointer and the lanes' byte stride


@dataclass
class CallSite:
    caller: object               # ir.Function (user module)
    inst: object                 # ir.Instruction
    entry: str                   # which __enzyme_* entry point
    fn_name: str
    sret: object = None          # ir.Value of an sret pointer, if the result is returned through one
    args: list = field(default_factory=list)
    extra: list = field(default_factory=list)   # arguments after fn's (split mode: seed, tape)
    choice: tuple = None         # (condition, fn if true, fn if false) when fn is a select
    tape_size: object = None     # enzyme_allocated SIZE: the bytes of the caller's tape buffer
    tape: object = None          # enzyme_tape PTR: the caller's tape buffer
    nofree: bool = False         # enzyme_nofree: the reverse leaves the caller's tape alone
    primal_return: bool = False  # enzyme_primal_return: fn's result comes first ({ result, d... })
    ret_activity: str = None     # enzyme_active_return / _const_return / _dup_return: 'active' ...
    width: int = 1               # enzyme_width N: N tangents (forward mode) per pass

    @property
    def location(self):
        return self.caller.module.debug_location(self.inst.dbg)

    def error(self, what):
        loc = self.location
        where = f" at {loc}" if loc else ""
        return ActivityError(f"{self.entry} call in @{self.caller.name}{where}: {what}")


def check_custom_spellings(text: str):
    """Refuse, by name, what of Enzyme's that no IR-level tool can honour: its logging hooks
    (the declarations in globals and the `enzyme_inactive` attribute are `custom_rules`)."""
    hook = re.search(r'^define [^@]*@"?([\w.$]*enzymeLog(?:Grad|Error|Value)[\w.$]*)', text, re.M)
    if hook:
        raise UnsupportedError(f"@{hook.group(1)} (an Enzyme logging hook, called by Enzyme for each "
                               "derivative step) is not supported by enzympy: it would never be called")


def entry_point(callee: str | None):
    """Which entry point a callee is, as Enzyme finds them: any name containing one (C's
    `__enzyme_fwddiff_v3`, C++'s mangled `_Z17__enzyme_autodiffPvz` or template instances)."""
    if not callee:
        return None
    for e in ENTRY_POINTS:
        if e in callee:
            return e
    return None


def find_call_sites(info, function_names):
    """All __enzyme_* calls in the module, with their arguments matched to fn's parameters."""
    sites = []
    for fname in function_names:
        if "__enzyme_" not in info.function_text(fname):       # read only the functions with calls
            continue
        caller = info.function(fname)
        if caller.is_declaration:
            continue
        defs = {i.name: i for i in caller.instructions() if i.name}
        for inst in caller.instructions():
            e = entry_point(inst.callee)
            if e is None:
                continue
            sites.append(_read_site(info, caller, inst, e, defs))
    return sites


def _marker(v, defs):
    """The marker v loads: from the global, or (CUDA device code, where the markers are
    `__device__` globals) through an addrspacecast of it. Enzyme's other markers
    (`enzyme_width`, `enzyme_active_return`, ...; passed loaded or as the global's address)
    are refused by name: taken as arguments they would shift the rest."""
    name = _marker_name(v, defs)
    return _known_marker(name) if name else None


def _marker_name(v, defs):
    """The enzyme_* global v names or loads, or None (whether enzympy takes it is not asked)."""
    if v.kind == "global" and v.name.startswith("enzyme_"):
        return v.name
    if v.kind != "inst":
        return None
    d = defs.get(v.name)
    if d is None or d.opcode != "load" or not d.ops:
        return None
    p = d.ops[0]
    if p.kind == "const":
        m = _CAST_GLOBAL.fullmatch(p.ref.strip())
        name = m.group(1).strip('"') if m else None
    else:
        name = p.name if p.kind == "global" else None
    return name if name and name.startswith("enzyme_") else None


def _known_marker(name):
    if name in MARKERS or name in OPTIONS:
        return name
    raise UnsupportedError(f"Enzyme's marker {name} is not supported by enzympy yet (supported: "
                           f"{', '.join(MARKERS + OPTIONS)})")


_CAST_GLOBAL = re.compile(r"addrspacecast \(ptr addrspace\(\d+\) @(\S+) to ptr\)")


def _read_site(info, caller, inst, entry, defs):
    args = list(inst.args)
    sret = None
    if args and args[0].type.kind == "ptr" and any("sret" in a for a in _arg_attrs(inst, 0)):
        sret = args.pop(0)
    if not args:
        raise CallSite(caller, inst, entry, "").error("no function to differentiate")
    fnv = args.pop(0)
    choice = None
    if fnv.kind == "inst" and defs.get(fnv.name) is not None and defs[fnv.name].opcode == "select" \
            and all(o.kind == "function" for o in defs[fnv.name].ops[1:]):
        # clang merges `c ? d(f1) : d(f2)` into one call on `select c, @f1, @f2`
        cond, f1, f2 = defs[fnv.name].ops
        choice = (cond, f1.name, f2.name)
        fnv = f1
    fname = fnv.name if fnv.kind == "function" else None
    if fname is None and fnv.kind == "inst":
        fname = _function_behind(info, caller, fnv, defs)
    if fname is None:
        m = re.search(r'@("[^"]+"|[-a-zA-Z$._0-9]+)', fnv.ref)
        fname = m.group(1).strip('"') if m else None
    site = CallSite(caller, inst, entry, fname or "", sret)
    site.choice = choice
    if fname is None or fname not in info.function_names():
        raise site.error(f"first argument `{fnv.typed}` is not a function")
    if choice is not None:
        a, b = info.signature(choice[1]), info.signature(choice[2])
        if [x.type for x in a.args] != [x.type for x in b.args] or a.ret_type != b.ret_type:
            raise site.error(f"@{a.name} and @{b.name}, chosen by a select, have different signatures")
    target = info.signature(fname)
    if target.is_declaration:
        raise site.error(f"@{fname} is only declared here; its body is needed to differentiate it "
                         "(enzympy diff takes several .ll/.bc files and links them: give the one "
                         "that defines it too)")
    if entry == "__enzyme_augmentsize":
        return _read_size_site(site, target, args, defs)
    args, interleaved = _interleave(args, defs)
    k = 0
    for param in target.args:
        k = _read_options(site, args, k, defs)
        if k >= len(args):
            raise site.error(f"too few arguments for @{fname} ({len(target.args)} parameters)")
        marker = _marker(args[k], defs)
        if marker:
            k += 1
            if k >= len(args):
                raise site.error(f"{marker} is not followed by an argument for %{param.name}")
        if marker in ("enzyme_dupv", "enzyme_dupnoneedv"):
            k = _read_dupv(site, param, marker, args, k)
            continue
        value = args[k]
        k += 1
        t = param.type
        # unmarked: pointers are duplicated; in forward mode floats take a tangent too
        if marker in ("enzyme_dup", "enzyme_dupnoneed") or (marker is None and (
                t.kind == "ptr" or (entry == "__enzyme_fwddiff" and t.is_fp_or_fp_vector))):
            if interleaved is not None:             # the shadows come after enzyme_interleave
                if len(interleaved) < site.width:
                    raise site.error(f"argument %{param.name} is duplicated but {site.width} shadow(s) "
                                     "do not follow enzyme_interleave")
                shadows, interleaved = interleaved[:site.width], interleaved[site.width:]
            else:
                if k + site.width > len(args):
                    raise site.error(f"argument %{param.name} is duplicated but {site.width} shadow(s) do not follow")
                shadows = args[k:k + site.width]
                k += site.width
            site.args.append(ArgPlan(param, "dup" if marker != "enzyme_dupnoneed" else "dupnoneed",
                                     value, shadows[0], shadows))
        elif marker == "enzyme_const" or (marker is None and not t.is_fp_or_fp_vector):
            site.args.append(ArgPlan(param, "const", value))
        elif marker == "enzyme_out" and not t.is_fp_or_fp_vector:
            raise site.error(f"enzyme_out on %{param.name} of type {t}: only floating scalars can be active")
        else:
            site.args.append(ArgPlan(param, "active", value))
    k = _read_options(site, args, k, defs)
    site.extra = args[k:]
    if interleaved:
        raise site.error(f"{len(interleaved)} argument(s) after enzyme_interleave are no duplicated "
                         "argument's shadow")
    if (site.tape is not None or site.tape_size is not None or site.nofree) and \
            entry not in ("__enzyme_augmentfwd", "__enzyme_reverse"):
        raise site.error("enzyme_allocated, enzyme_tape and enzyme_nofree are for split mode "
                         "(__enzyme_augmentfwd, __enzyme_reverse)")
    _check_return_activity(site, target)
    if site.primal_return and entry not in ("__enzyme_autodiff", "__enzyme_fwddiff"):
        raise site.error("enzyme_primal_return is for __enzyme_autodiff and __enzyme_fwddiff")
    if (site.tape is None) != (site.tape_size is None):
        raise site.error("a tape in your buffer takes both enzyme_allocated SIZE and enzyme_tape PTR")
    return site


_RET_FN = re.compile(r'^\s*ret ptr @("[^"]+"|[-a-zA-Z$._0-9]+)\s*$', re.M)


def _function_behind(info, caller, v, defs, depth=0):
    """The function an -O0 first argument names: through the local variable it was stored in
    (once), or the call of a function that returns that one function (a captureless lambda's
    conversion to a function pointer, `+[](double x) {...}`); None otherwise."""
    d = defs.get(v.name) if v.kind == "inst" and depth < 4 else None
    if d is None:
        return v.name if v.kind == "function" and depth else None
    if d.opcode == "load" and d.ops[0].kind == "inst" and getattr(defs.get(d.ops[0].name), "opcode", "") == "alloca":
        stored = [i.ops[0] for i in caller.instructions() if i.opcode == "store" and i.ops[1].ref == d.ops[0].ref]
        return _function_behind(info, caller, stored[0], defs, depth + 1) if len(stored) == 1 else None
    if d.opcode == "call" and d.callee and info.defines(d.callee):
        body = info.function_text(d.callee)
        rets = {m.group(1).strip('"') for m in _RET_FN.finditer(body)}
        if len(rets) == 1 and body.count("\n  ret ") + body.count("\n ret ") == len(_RET_FN.findall(body)):
            return rets.pop()
    return None


def _interleave(args, defs):
    """(arguments, shadows): with `enzyme_interleave` (Enzyme's C++ header passes every primal
    first, each with its marker, then the duplicated ones' shadows in order), the arguments
    before it and the shadows after it; without it, (args, None)."""
    for j, a in enumerate(args):
        if _marker_name(a, defs) == "enzyme_interleave":
            return args[:j], list(args[j + 1:])
    return args, None


def _check_return_activity(site, target):
    """The return activities enzympy takes: what each mode does by default (an active float in
    reverse mode, a tangent in forward mode), and a constant result in reverse mode."""
    act, rt = site.ret_activity, target.ret_type
    if act is None:
        return
    fwd = site.entry == "__enzyme_fwddiff"
    ok = (act == "active" and not fwd and rt.is_fp_or_fp_vector) or \
        (act == "const" and site.entry == "__enzyme_autodiff") or \
        (act == "dup" and fwd and (rt.is_fp_or_fp_vector or rt.kind == "void"))
    if not ok:
        raise site.error(f"enzyme_{act}_return on @{site.fn_name} (returning {rt}) in {site.entry} is "
                         "not supported by enzympy")


def _read_options(site, args, k, defs):
    """Split mode's options at args[k:] (each with its value): the index after them."""
    while k < len(args):
        option = _marker(args[k], defs)
        if option not in OPTIONS:
            return k
        k += 1
        if option in HINTS:
            continue
        if option in ("enzyme_nofree", "enzyme_primal_return", "enzyme_noret"):
            site.nofree |= option == "enzyme_nofree"
            site.primal_return |= option == "enzyme_primal_return"
            continue
        if option.endswith("_return"):
            site.ret_activity = option[len("enzyme_"):-len("_return")]
            continue
        if k >= len(args):
            raise site.error(f"{option} is not followed by its value")
        if option == "enzyme_width":
            _read_width(site, args[k])
        elif option == "enzyme_allocated":
            site.tape_size = args[k]
        else:
            site.tape = args[k]
        k += 1
    return k


def _read_width(site, v):
    """enzyme_width N: a constant N >= 1, given before any duplicated argument."""
    if site.args:
        raise site.error("enzyme_width must come before fn's arguments")
    if v.type.kind != "int" or v.kind != "const" or not v.ref.lstrip("-").isdigit() or int(v.ref) < 1:
        raise site.error(f"enzyme_width takes a constant width >= 1, not `{v.typed}`")
    site.width = int(v.ref)


def _read_dupv(site, param, marker, args, k):
    """enzyme_dupv STRIDE, x, dx: one shadow pointer, lane j's shadow at dx + j * STRIDE bytes."""
    if k + 3 > len(args):
        raise site.error(f"{marker} takes a byte stride, the argument for %{param.name} and one shadow")
    stride, value, shadow = args[k:k + 3]
    if stride.type.kind != "int":
        raise site.error(f"{marker} must be followed by an integer byte stride, not `{stride.typed}`")
    if param.type.kind != "ptr" or shadow.type.kind != "ptr":
        raise site.error(f"{marker} on %{param.name} of type {param.type}: the lanes of a pointer only "
                         "(use enzyme_dup with one shadow per lane for a scalar)")
    site.args.append(ArgPlan(param, "dup" if marker == "enzyme_dupv" else "dupnoneed", value, shadow,
                             stride=stride))
    return k + 3


def _read_size_site(site, target, args, defs):
    """__enzyme_augmentsize(fn, [enzyme_width, N,] one marker per parameter): the activity, no values."""
    args = args[_read_options(site, args, 0, defs):]
    if site.tape is not None or site.tape_size is not None or site.nofree or site.primal_return:
        raise site.error("takes enzyme_width N and the activity markers only")
    if len(args) != len(target.args):
        raise site.error(f"takes one activity marker per parameter of @{site.fn_name} "
                         f"({len(target.args)}), got {len(args)} argument(s)")
    for param, a in zip(target.args, args):
        marker = _marker(a, defs)
        if marker not in MARKERS[:4]:
            raise site.error(f"`{a.typed}` for %{param.name} is not an activity marker")
        if marker in ("enzyme_dup", "enzyme_dupnoneed") and param.type.kind != "ptr":
            raise site.error(f"{marker} on %{param.name} of type {param.type}: reverse mode duplicates "
                             "pointers only")
        activity = {"enzyme_dup": "dup", "enzyme_dupnoneed": "dupnoneed", "enzyme_const": "const",
                    "enzyme_out": "active"}[marker]
        if activity == "active" and not param.type.is_fp_or_fp_vector:
            raise site.error(f"enzyme_out on %{param.name} of type {param.type}: only floating scalars "
                             "can be active")
        site.args.append(ArgPlan(param, activity, None))
    return site


def _arg_attrs(inst, k):
    """Text of the k-th call argument, attributes included (`ptr sret(%R) align 8 %t`)."""
    m = re.search(r'@(?:"[^"]+"|[-a-zA-Z$._0-9]+)\((.*)\)', inst.text)
    parts = re.split(r",\s*(?![^()]*\))", m.group(1)) if m else []
    return [parts[k]] if k < len(parts) else []
