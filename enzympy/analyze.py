"""`enzympy analyze`: a function's type trees and activities, one value per line.

So a user can see why a value was (or was not) differentiated: each argument and instruction
with its Enzyme-style type tree and whether it is active; for GPU code, how the reverse sweep
adds into the shadow each memory operation touches (synth/accumulation.py).
"""

from __future__ import annotations

from enzympy.analyses.activity import Activity
from enzympy.analyses.shadow import ShadowAnalysis
from enzympy.analyses.type_analysis import TypeAnalysis
from enzympy.errors import ActivityError
from enzympy.ir import local, strip_metadata

WIDTH = 70


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= WIDTH else text[:WIDTH - 3] + "..."


def _arg_names(fn, active_args):
    """Default: every float argument. Otherwise names (``x``, ``%x``) or positions (2, "2")."""
    if active_args is None:
        return [a.name for a in fn.args if a.type.has_float()]
    names = [a.name for a in fn.args]
    out = []
    for a in active_args:
        a = a if isinstance(a, int) else str(a).strip().lstrip("%")
        if isinstance(a, str) and a not in names and a.isdigit():
            a = int(a)
        if isinstance(a, int):
            if not 0 <= a < len(names):
                raise ActivityError(f"@{fn.name} has {len(names)} arguments; no argument {a}")
            a = names[a]
        if a not in names:
            raise ActivityError(f"@{fn.name} has no argument %{a} (arguments: "
                                f"{', '.join('%' + n for n in names) or 'none'})")
        out.append(a)
    return out


def format_analysis(info, fn_name, active_args=None, ret_active=None, gpu_kernel=False, launch_1d=False) -> str:
    """The table printed by `enzympy analyze`: value, activity, type tree; then conflicts.
    For NVPTX code a last column says how each memory operation on shadowed memory
    accumulates in the reverse sweep (`gpu_kernel`: a kernel's own derivative, which may sum
    block-uniform increments per block)."""
    fn = info.function(fn_name)
    types = TypeAnalysis(info, fn_name)
    if ret_active is None:
        ret_active = fn.ret_type.has_float()
    chosen = _arg_names(fn, active_args) if active_args is not None else \
        [a.name for a in fn.args if a.type.is_fp_or_fp_vector or a.type.kind == "ptr"]
    pointers = [n for n in chosen if next(a for a in fn.args if a.name == n).type.kind == "ptr"]
    shadow = ShadowAnalysis(fn, pointers, info)
    act = Activity(fn, [n for n in chosen if n not in pointers], ret_active, shadow)

    def activity(inst=None, name=None):
        if name and name in shadow.shadowed:
            return "shadowed"
        if name:
            return "active" if name in act.active else "constant"
        # no result (store, ret, br): active when it moves an active value
        return "active" if any(o.is_local and o.name in act.active for o in inst.ops) else "constant"

    how = {}
    if info.mod.triple.startswith("nvptx"):
        from enzympy.synth.accumulation import describe
        how = describe(fn, gpu_kernel, launch_1d)

    def accumulation(inst):
        ptr = inst.ops[1] if inst.opcode == "store" else inst.ops[0] if inst.ops else None
        if inst not in how or ptr is None or not (ptr.is_local and ptr.name in shadow.shadowed):
            return ""
        return how[inst]

    rows = [(f"{a.type} {local(a.name)}", activity(name=a.name), str(types.tree(a.name)) if a.name else "-", "")
            for a in fn.args]
    labels = {}
    for b in fn.blocks:
        labels[len(rows)] = b.name
        for inst in b.instructions:
            tree = str(types.tree(inst.name)) if inst.name else "-"
            rows.append((_short(strip_metadata(inst.line)), activity(inst, inst.name), tree, accumulation(inst)))

    w = max([len("value")] + [len(r[0]) for r in rows])
    t = max([len("type tree")] + [len(r[2]) for r in rows]) if how else 0
    head = f"  {'value'.ljust(w)}  {'activity':8}  " + (f"{'type tree'.ljust(t)}  accumulation (GPU reverse)"
                                                       if how else "type tree")
    out = [f"function @{fn.name}: return {types.return_tree} ({'active' if ret_active else 'constant'})",
           head, f"  {'-' * w}  {'-' * 8}  {'-' * 9}" + (f"{' ' * (t - 7)}{'-' * 12}" if how else "")]
    for i, (value, a, tree, acc) in enumerate(rows):
        if i in labels:
            out.append(f"{labels[i]}:")
        out.append(f"  {value.ljust(w)}  {a:8}  {tree.ljust(t) + '  ' + acc if acc else tree}".rstrip())
    if types.conflicts:
        out.append("conflicts (treated as Anything):")
        out.extend(f"  {c}" for c in dict.fromkeys(types.conflicts))
    return "\n".join(out) + "\n"
