"""The `enzympy` command line: diff, run, analyze, check (and bench, from the benchmarks).

A user's mistake (a bad file, an unsupported instruction, bad activity) is one line on stderr
and exit code 2; set ENZYMPY_DEBUG=1 to see the Python traceback of an internal error.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings

from .errors import EnzympyError, EnzympyWarning

OUTPUT_SUFFIXES = (".ll", ".bc", ".o", ".s", ".ptx")


def _opt_level(args):
    return args.opt if args.opt is not None else 2


def _add_opt(p):
    for k in range(4):
        p.add_argument(f"-O{k}", dest="opt", action="store_const", const=k,
                       help=argparse.SUPPRESS if k != 2 else "post-AD optimisation level -O0..-O3 (default -O2)")


def cmd_diff(args):
    from .driver import differentiate_text
    from .ir import read_modules, target_machine
    out = args.output
    if os.path.isdir(out):
        raise EnzympyError(f"{out}: is a directory; give a file name with -o")
    suffix = os.path.splitext(out)[1]
    if suffix not in OUTPUT_SUFFIXES:
        raise EnzympyError(f"{out}: output suffix must be one of {', '.join(OUTPUT_SUFFIXES)}")
    for path in args.input:
        if os.path.exists(out) and os.path.exists(path) and os.path.samefile(out, path):
            raise EnzympyError(f"{out}: refusing to overwrite the input file")
    src = read_modules(args.input)                    # one-line errors for a bad file
    name = " + ".join(args.input)
    _check_writable(out)                              # before the work, not after
    mod = differentiate_text(src, name, _opt_level(args))
    if suffix == ".ll":
        data = str(mod).encode()
    elif suffix == ".bc":
        data = mod.as_bitcode()
    elif suffix == ".o":
        data = target_machine(opt=min(_opt_level(args), 3)).emit_object(mod)
    elif suffix == ".ptx":
        from .cuda.ptx import to_ptx                  # NVPTX IR in (clang -x cuda, kernel_ir)
        data = to_ptx(mod, cc=args.gpu_arch, name=name).encode()
    else:
        data = target_machine(opt=min(_opt_level(args), 3)).emit_assembly(mod).encode()
    _write_replacing(out, data)
    return 0


def _check_writable(out):
    """A one-line error now for an output that cannot be written (a directory, a folder that
    does not exist or is not writable)."""
    folder = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(folder):
        raise EnzympyError(f"{out}: the folder {os.path.dirname(out) or folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK) or (os.path.exists(out) and (
            not os.access(out, os.W_OK) or not os.stat(out).st_mode & 0o222)):
        raise EnzympyError(f"{out}: not writable (read-only file or folder)")


def _write_replacing(out, data):
    """Write to a new file next to OUT, then rename it over OUT: a failed write leaves what
    was there untouched."""
    import tempfile
    folder = os.path.dirname(os.path.abspath(out))
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".enzympy-", suffix=os.path.splitext(out)[1], dir=folder)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, out)
    except OSError as e:
        if tmp and os.path.exists(tmp):
            os.unlink(tmp)
        raise EnzympyError(f"{out}: cannot write it: {e.strerror}") from None


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


def cmd_run(args):
    from .driver import differentiate_text
    from .ir import read_module_file
    from .runtime.jit import JITModule
    mod = differentiate_text(read_module_file(args.input), args.input, _opt_level(args))
    from .ir import find_function
    if find_function(mod, "main") is None:
        raise EnzympyError(f"{args.input}: no function @main to run")
    sys.stdout.flush()
    return JITModule(mod).run_main(args.args) & 0xFF


def cmd_analyze(args):
    from .analyze import format_analysis
    from .ir import ModuleInfo, name_all_values, read_module_file
    from . import passes
    from .ir import parse_module
    mod = read_module_file(args.input)
    if not args.no_opt:
        mod = parse_module(passes.strip_optnone(str(mod)), args.input)
        passes.pre_ad(mod)
    name_all_values(mod)
    info = ModuleInfo(mod)
    _require_function(info, args.function, args.input)
    active = args.active.split(",") if args.active else None
    print(format_analysis(info, args.function, active))
    return 0


def _require_function(info, name, path):
    if not info.defines(name):
        names = [g for g in info.function_names() if info.defines(g)]
        raise EnzympyError(f"{path}: no function @{name} defined here (defined: {', '.join(names) or 'none'})")


def cmd_check(args):
    from .check import run_check
    return run_check(args)


def cmd_bench(args):
    """The suite lives in the repository's benchmarks/ folder (a source checkout); its own
    parser takes the options (`enzympy bench --help`)."""
    import importlib.util
    from pathlib import Path
    init = Path(__file__).resolve().parent.parent / "benchmarks" / "__init__.py"
    if not init.is_file():
        raise EnzympyError("enzympy bench runs from a source checkout (git clone, then "
                           f"pip install -e '.[bench]'): no benchmarks/ folder next to {init.parent.parent}")
    mod = sys.modules.get("benchmarks")
    if mod is None or Path(getattr(mod, "__file__", "") or "").resolve() != init:
        spec = importlib.util.spec_from_file_location("benchmarks", init,
                                                      submodule_search_locations=[str(init.parent)])
        mod = importlib.util.module_from_spec(spec)
        sys.modules["benchmarks"] = mod
        spec.loader.exec_module(mod)
    return mod.run(args.bench_argv)


class _Parser(argparse.ArgumentParser):
    """Usage mistakes are one line too (the usage itself is a --help away)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser():
    p = _Parser(prog="enzympy", description="Automatic differentiation of LLVM IR, "
                "in the manner of Enzyme.")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    d = sub.add_parser("diff", help="replace every __enzyme_* call in a module by a derivative",
                       description="Differentiate every __enzyme_autodiff call in IN (several IN: "
                                   "linked into one module first) and write OUT "
                                   "(.ll text, .bc bitcode, .o object, .s assembly, .ptx PTX of NVPTX IR).")
    d.add_argument("input", metavar="IN", nargs="+",
                   help="LLVM IR (.ll text or .bc bitcode); several are linked first (translation units)")
    d.add_argument("-o", dest="output", required=True, metavar="OUT", help="output file; its suffix picks the format")
    d.add_argument("--gpu-arch", default="sm_80", metavar="SM",
                   help="GPU architecture of .ptx output (default sm_80; e.g. sm_90)")
    _add_opt(d)
    d.set_defaults(func=cmd_diff)

    r = sub.add_parser("run", help="differentiate, then JIT-run main; exits with main's code",
                       description="Differentiate IN, then run its main() in this process; "
                                   "the exit code is main's.")
    r.add_argument("input", metavar="IN")
    r.add_argument("args", nargs="*", help="arguments passed to main")
    _add_opt(r)
    r.set_defaults(func=cmd_run)

    a = sub.add_parser("analyze", help="print type trees and activity of a function's values",
                       description="Print each argument and instruction of a function (after the "
                                   "pre-AD pipeline) with its type tree and activity.")
    a.add_argument("input", metavar="IN")
    a.add_argument("--function", "-f", required=True)
    a.add_argument("--active", help="comma-separated argument names to treat as active "
                                    "(default: every floating argument)")
    a.add_argument("--no-opt", action="store_true", help="analyse the IR as given, without the pre-AD pipeline")
    a.set_defaults(func=cmd_analyze)

    c = sub.add_parser("check", help="compare reverse-mode derivatives with central finite differences",
                       description="Differentiate a function with reverse mode and print a table of its "
                                   "partial derivatives against central finite differences. Exit 1 on a "
                                   "mismatch.")
    c.add_argument("input", metavar="IN")
    c.add_argument("--function", "-f", required=True)
    c.add_argument("--at", action="append", metavar="X,Y,...",
                   help="a point: one value per argument (repeatable); integers for integer arguments")
    c.add_argument("--points", type=int, default=3, help="random points when --at is not given (default 3)")
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--low", type=float, default=0.1, help="random points are drawn from [low, high]")
    c.add_argument("--high", type=float, default=1.0)
    c.add_argument("--rtol", type=float, default=1e-6)
    c.add_argument("--len", type=int, metavar="N", help="length of the arrays passed for pointer arguments "
                                                        "(and the value of integer arguments at random points)")
    c.add_argument("--active", help="comma-separated argument names or positions to differentiate")
    c.set_defaults(func=cmd_check)

    sub.add_parser("bench", add_help=False, help="run the benchmark suite (source checkout; "
                   "enzympy bench --help)")          # main() hands its arguments to benchmarks/
    return p


def _one_line_warning(message, category, filename, lineno, file=None, line=None):
    if issubclass(category, EnzympyWarning):
        print(f"enzympy: warning: {message}", file=sys.stderr)
    else:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


def main(argv=None):
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["bench"]:
        args = argparse.Namespace(command="bench", func=cmd_bench, bench_argv=argv[1:])
    else:
        args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 2
    warnings.showwarning = _one_line_warning
    try:
        return args.func(args)
    except EnzympyError as e:
        print(f"enzympy: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:                  # `enzympy analyze ... | head`
        sys.stdout = open(os.devnull, "w")
        return 0
    except Exception as e:   # an enzympy bug: still one line, traceback on request
        if os.environ.get("ENZYMPY_DEBUG"):
            raise
        msg = " ".join(str(e).split())
        print(f"enzympy: internal error: {type(e).__name__}: {msg} (set ENZYMPY_DEBUG=1 for a traceback)",
              file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
