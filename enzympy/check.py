"""`enzympy check`: reverse-mode derivatives of one function against central finite differences."""

from __future__ import annotations

import numpy as np

from .errors import EnzympyError
from .ir import find_function, read_module_file


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
        if not np.isfinite(out[-1]):
            raise EnzympyError(f"--at {text}: {p!r} for %{a.name} is not a finite number")
    return out


def _check_options(args):
    """Options that cannot make a check: one line each, before any work."""
    if args.points < 1:
        raise EnzympyError(f"--points {args.points}: give at least 1")
    if args.len is not None and args.len < 1:
        raise EnzympyError(f"--len {args.len}: arrays need at least 1 element")
    if not (np.isfinite(args.low) and np.isfinite(args.high)) or args.low > args.high:
        raise EnzympyError(f"--low {args.low} --high {args.high}: need finite low <= high")
    if not args.rtol > 0:
        raise EnzympyError(f"--rtol {args.rtol}: give a positive tolerance")
    if args.seed < 0:
        raise EnzympyError(f"--seed {args.seed}: give a non-negative seed")


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


def pointee_dtype(fn, arg):
    """numpy dtype of the data a pointer argument is read or written as (None if not floats)."""
    defs = {i.name: i for i in fn.instructions() if i.name}

    def root(v):
        while v.kind == "inst" and defs[v.name].opcode in ("getelementptr", "bitcast"):
            v = defs[v.name].ops[0]
        return v

    seen = set()
    for inst in fn.instructions():
        if inst.opcode in ("load", "store"):
            ptr, t = (inst.ops[0], inst.type) if inst.opcode == "load" else (inst.ops[1], inst.ops[0].type)
            r = root(ptr)
            if r.kind == "arg" and r.name == arg.name and t.scalar.kind == "float":
                seen.add(t.scalar.name)
    if not seen:                               # e.g. only copied with memcpy: ask the type trees
        from .analyses.type_analysis import TypeAnalysis
        kind = TypeAnalysis(fn.module, fn.name).float_at(arg, 0)
        seen = {kind} if kind else set()
    if seen == {"double"}:
        return np.float64
    if seen == {"float"}:
        return np.float32
    return None


def run_check(args):
    from .compiled import CompiledGradient
    _check_options(args)
    mod = read_module_file(args.input)
    text = str(mod)
    f = find_function(mod, args.function)
    if f is None or f.is_declaration:
        raise EnzympyError(f"{args.input}: no function @{args.function} defined here")
    from .driver import ModuleDifferentiator
    diff = ModuleDifferentiator(text, args.input)
    fn = diff.W.function(args.function)
    active = _active_indices(args.active, fn)
    scalars = [k for k, a in enumerate(fn.args) if a.type.kind == "float"]
    pointers = {k: pointee_dtype(fn, a) for k, a in enumerate(fn.args) if a.type.kind == "ptr"}
    if active is not None:
        for k in active:
            if fn.args[k].type.kind not in ("float", "ptr"):
                raise EnzympyError(f"--active: %{fn.args[k].name} has type {fn.args[k].type}, not a float or pointer")
        scalars = [k for k in active if fn.args[k].type.kind == "float"]
    dup = [k for k, dt in pointers.items() if dt is not None and (active is None or k in active)]
    if pointers and args.len is None:
        raise EnzympyError(f"@{fn.name} takes pointers: give the length of the arrays with --len N")
    cg = CompiledGradient(text, args.function, scalars, filename=args.input, dup=dup, diff=diff)
    rng = np.random.default_rng(args.seed)
    if args.at:
        points = [_parse_point(p, fn, args.input) for p in args.at]
    else:
        points = []
        for _ in range(args.points):
            points.append([float(rng.uniform(args.low, args.high)) if a.type.kind == "float" else
                           (args.len if a.type.kind == "int" else None) for a in fn.args])
    print(f"{'point':<28} {'argument':<14} {'reverse mode':>22} {'finite diff':>22} {'rel err':>9}  ")
    bad = compared = 0
    for pt in points:
        for k, dt in pointers.items():
            pt[k] = rng.uniform(args.low, args.high, args.len).astype(dt or np.float64)
        value, grads = cg.value_and_grad(*[a.copy() if isinstance(a, np.ndarray) else a for a in pt])
        for k, g in zip(sorted(scalars + dup), grads):
            if k in dup:
                entries = [(f"%{fn.args[k].name}[{i}]", g[i], _fd_array(cg, pt, k, i)) for i in range(args.len)]
            else:
                entries = [(f"%{fn.args[k].name}", g, central_difference(cg, pt, k))]
            single = fn.args[k].type.name == "float" or (k in dup and pointers[k] == np.float32)
            for name, ad, fd in entries:
                err = abs(ad - fd) / max(1.0, abs(fd))
                ok = err <= args.rtol * 1e3 if single else err <= max(args.rtol, 1e-9)
                bad += not ok
                compared += 1
                ptxt = ",".join(f"{x:.4g}" if not isinstance(x, np.ndarray) else f"[{len(x)}]" for x in pt)
                print(f"{ptxt:<28} {name:<14} {ad:>22.15g} {fd:>22.15g} {err:>9.2e}  {'ok' if ok else 'MISMATCH'}")
    if not compared:
        raise EnzympyError(f"@{fn.name}: no floating argument or floating array to check")
    bad += _dot_product_test(text, fn, sorted(scalars + dup), cg, points, rng, args)
    print(f"{'all derivatives agree' if not bad else f'{bad} mismatch(es)'}")
    return 1 if bad else 0


def _dot_product_test(text, fn, active, cg, points, rng, args):
    """Forward mode against reverse mode: <grad f, v> must equal the tangent of f along v."""
    from .compiled import CompiledTangent
    ct = CompiledTangent(text, fn.name, dup=active, filename=args.input)
    bad = 0
    print(f"{'point':<28} {'dot-product test':<14} {'<grad, v>':>22} {'tangent . v':>22} {'rel err':>9}  ")
    for pt in points:
        fresh = [a.copy() if isinstance(a, np.ndarray) else a for a in pt]
        _, grads = cg.value_and_grad(*[a.copy() if isinstance(a, np.ndarray) else a for a in fresh])
        tangents, dot = [], 0.0
        for k, g in zip(active, grads):
            if isinstance(fresh[k], np.ndarray):
                v = rng.standard_normal(len(fresh[k])).astype(fresh[k].dtype)
                dot += float(np.dot(np.asarray(g, dtype=np.float64), v.astype(np.float64)))
            else:
                v = float(rng.standard_normal())
                dot += g * v
            tangents.append(v)
        _, tan = ct.jvp(*fresh, *tangents)
        err = abs(tan - dot) / max(1.0, abs(dot))
        single = any(fn.args[k].type.name == "float" or (isinstance(fresh[k], np.ndarray) and fresh[k].dtype == np.float32)
                     for k in active)
        ok = err <= (1e-5 if single else 1e-10)
        bad += not ok
        ptxt = ",".join(f"{x:.4g}" if not isinstance(x, np.ndarray) else f"[{len(x)}]" for x in pt)
        print(f"{ptxt:<28} {'forward/reverse':<14} {dot:>22.15g} {tan:>22.15g} {err:>9.2e}  {'ok' if ok else 'MISMATCH'}")
    return bad


def _fd_array(f, args, k, i, rel_step=1e-6):
    """d f / d args[k][i] by a central difference on a copy of the array."""
    args = [a.copy() if isinstance(a, np.ndarray) else a for a in args]   # f may write its inputs
    x = args[k]
    h = rel_step * max(1.0, abs(float(x[i]))) * (1e3 if x.dtype == np.float32 else 1.0)
    up, down = list(args), list(args)
    up[k], down[k] = x.copy(), x.copy()
    up[k][i] += h
    down[k][i] -= h
    step = float(up[k][i]) - float(down[k][i])
    return (f(*up) - f(*[a.copy() if isinstance(a, np.ndarray) else a for a in down])) / step
