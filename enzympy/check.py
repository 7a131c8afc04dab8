"""`enzympy check`: reverse-mode derivatives of one function against central finite differences."""

from __future__ import annotations

import numpy as np

from .errors import EnzympyError
from .ir import read_module_file


def central_difference(f, args, k, rel_step=1e-6):
    """d f / d args[k] by a central difference with a step relative to |args[k]|."""
    h = rel_step * max(1.0, abs(args[k]))
    up, down = list(args), list(args)
    up[k] += h
    down[k] -= h
    return (f(*up) - f(*down)) / (2 * h)


def _parse_point(text, fn, path):
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if len(parts) != len(fn.args):
        raise EnzympyError(f"--at {text}: @{fn.name} takes {len(fn.args)} arguments, got {len(parts)}")
    out = []
    for p, a in zip(parts, fn.args):
        try:
            out.append(float(p) if a.type.kind == "float" else int(p, 0))
        except ValueError:
            raise EnzympyError(f"--at {text}: {p!r} is not a valid {a.type} for %{a.name}") from None
    return out


def _active_indices(spec, fn):
    if not spec:
        return None
    out = []
    for item in spec.split(","):
        item = item.strip().lstrip("%")
        names = [a.name for a in fn.args]
        if item.isdigit() and int(item) < len(names):
            out.append(int(item))
        elif item in names:
            out.append(names.index(item))
        else:
            raise EnzympyError(f"--active: @{fn.name} has no argument {item!r} (arguments: {', '.join(names)})")
    return out


def run_check(args):
    from .runtime.wrappers import CompiledGradient
    mod = read_module_file(args.input)
    text = str(mod)
    f = mod.get_function(args.function) if args.function else None
    if f is None or f.is_declaration:
        raise EnzympyError(f"{args.input}: no function @{args.function} defined here")
    cg = CompiledGradient(text, args.function, None, filename=args.input)
    fn = cg.fn
    active = _active_indices(args.active, fn)
    if active is not None:
        for k in active:
            if fn.args[k].type.kind != "float":
                raise EnzympyError(f"--active: %{fn.args[k].name} has type {fn.args[k].type}, not a float")
        cg = CompiledGradient(text, args.function, active, filename=args.input)
    rng = np.random.default_rng(args.seed)
    if args.at:
        points = [_parse_point(p, fn, args.input) for p in args.at]
    else:
        points = []
        for _ in range(args.points):
            points.append([float(rng.uniform(args.low, args.high)) if a.type.kind == "float" else 3
                           for a in fn.args])
    print(f"{'point':<28} {'argument':<12} {'reverse mode':>22} {'finite diff':>22} {'rel err':>9}  ")
    bad = 0
    for pt in points:
        value, grads = cg.value_and_grad(*pt)
        for k, g in zip(cg.active, grads):
            fd = central_difference(cg.primal, pt, k)
            err = abs(g - fd) / max(1.0, abs(fd))
            ok = err <= args.rtol * 1e3 if fn.args[k].type.name == "float" else err <= max(args.rtol, 1e-9)
            bad += not ok
            ptxt = ",".join(f"{x:.4g}" for x in pt)
            print(f"{ptxt:<28} %{fn.args[k].name:<11} {g:>22.15g} {fd:>22.15g} {err:>9.2e}  {'ok' if ok else 'MISMATCH'}")
    print(f"{'all derivatives agree' if not bad else f'{bad} mismatch(es)'}")
    return 1 if bad else 0
