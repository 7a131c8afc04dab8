"""PTX out: NVPTX IR -> PTX text with llvmlite's NVPTX backend, checked by ptxas when present.

libnvvm reads LLVM 7 IR only and refuses what llvmlite's LLVM writes, so the backend is LLVM's
own: libdevice is linked in and internalised (so O3 keeps only what is called and inlines it),
the module runs O3 for the chosen target machine, and the assembly printer writes PTX. LLVM
aborts the process on some constructs it cannot select; emission therefore runs in a forked
child, and a refusal becomes one EnzympyError naming the construct.
"""

from __future__ import annotations

import faulthandler
import os
import re
import subprocess
import tempfile

import llvmlite.binding as llvm

from ..errors import EnzympyError, UnsupportedError
from ..ir import parse_module
from . import toolkit
from .target import TRIPLE, default_ptx, nvptx_machine, parse_arch

# calls the CUDA driver resolves when it loads a module (ptxas accepts them as extern)
_RUNTIME_FUNCTIONS = {"vprintf", "malloc", "free", "__assertfail", "__nvvm_reflect"}
_BAD_TYPES = re.compile(r"\b(fp128|x86_fp80|ppc_fp128|x86_amx)\b")
_CPU_ATTR = re.compile(r'"target-cpu"="[^"]*"')
_PTX_FEATURE = re.compile(r"\+ptx\d+")
_SM_FEATURE = re.compile(r"\+sm_\d+a?")


def to_ptx(ir, cc=(8, 0), ptx=None, check=True, name="<kernel>") -> str:
    """PTX for NVPTX IR (a KernelIR, IR text or bitcode, or a module, left untouched) for
    compute capability `cc` (8, 0) / "sm_90", in PTX ISA `ptx` (default: the lowest `cc`
    needs). With `check`, ptxas (when installed) must accept it for the same architecture."""
    cc = parse_arch(cc)
    ptx = tuple(ptx) if ptx is not None else default_ptx(cc)
    machine = nvptx_machine(cc, ptx)
    text = _text_of(ir)
    text = _retarget(text, cc, ptx)
    mod = parse_module(text, name)
    if not mod.triple.startswith("nvptx"):
        raise EnzympyError(f"{name}: PTX needs NVPTX IR (target triple {TRIPLE}), not "
                           f"'{mod.triple or 'none'}': compile with clang -x cuda "
                           "--cuda-device-only -emit-llvm, or use enzympy.cuda.kernel_ir")
    _refuse_unsupported(mod, name)
    _link_libdevice(mod, name)
    mod.data_layout = str(machine.target_data)
    _optimize(mod, machine)
    out = _emit(machine, mod, name)
    if check:
        check_ptx(out, cc, name)
    return out


def _text_of(ir) -> str:
    if isinstance(ir, llvm.ModuleRef):
        return str(ir)
    if isinstance(ir, (bytes, bytearray)):
        return str(parse_module(bytes(ir)))
    return str(ir)                             # text, or a KernelIR


def _retarget(text, cc, ptx):
    """clang writes the GPU it compiled for into each function's attributes; the caller's
    architecture wins."""
    text = _CPU_ATTR.sub(f'"target-cpu"="sm_{cc[0]}{cc[1]}"', text)
    text = _SM_FEATURE.sub(f"+sm_{cc[0]}{cc[1]}", text)
    return _PTX_FEATURE.sub(f"+ptx{ptx[0]}{ptx[1]}", text)


def _refuse_unsupported(mod, name):
    for fn in mod.functions:
        if fn.is_declaration:
            continue
        for block in fn.blocks:
            for inst in block.instructions:
                line = str(inst).strip()
                if _BAD_TYPES.search(line):
                    raise UnsupportedError(f"{name}: the NVPTX backend has no "
                                           f"{_BAD_TYPES.search(line).group(1)} arithmetic",
                                           inst=line, function=fn.name)


def _link_libdevice(mod, name):
    wanted = [f.name for f in mod.functions if f.is_declaration and f.name.startswith("__nv_")]
    if wanted:
        path = toolkit.libdevice_path()
        if path is None:
            raise EnzympyError(f"{name} calls @{wanted[0]} (libdevice), but libdevice.10.bc was "
                               "not found: pip install nvidia-nvvm (or 'enzympy[cuda]'), or set CUDA_HOME")
        with open(path, "rb") as fh:
            lib = llvm.parse_bitcode(fh.read())
        lib.triple, lib.data_layout = mod.triple, mod.data_layout
        provided = {f.name for f in lib.functions if not f.is_declaration}
        mod.link_in(lib)
        for f in mod.functions:
            if f.name in provided and not f.is_declaration:
                f.linkage = "internal"
    defined = {f.name for f in mod.functions if not f.is_declaration}
    for f in mod.functions:
        if (f.is_declaration and not f.name.startswith("llvm.") and f.name not in defined
                and f.name not in _RUNTIME_FUNCTIONS and _is_called(mod, f.name)):
            what = "libdevice has no such function" if f.name.startswith("__nv_") else \
                "it has no definition for the GPU in this module"
            raise UnsupportedError(f"{name}: the kernel calls @{f.name}, but {what}")


def _is_called(mod, fname):
    needle = "@" + fname
    quoted = '@"' + fname + '"'
    return any(needle in line or quoted in line for f in mod.functions if not f.is_declaration
               for line in (str(f),))


def _optimize(mod, machine):
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pb = llvm.create_pass_builder(machine, pto)
    pb.getModulePassManager().run(mod, pb)


def _emit(machine, mod, name):
    """machine.emit_assembly(mod), in a forked child where fork exists: LLVM's fatal errors
    abort the process that meets them."""
    if not hasattr(os, "fork"):                        # pragma: no cover - Windows
        return machine.emit_assembly(mod)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        pid = os.fork()
        if pid == 0:                                   # child: never returns
            code = 1
            try:
                faulthandler.disable()                 # an abort here is the expected report
                os.dup2(err.fileno(), 2)
                out.write(machine.emit_assembly(mod).encode())
                out.flush()
                code = 0
            except BaseException as e:                 # noqa: BLE001 - reported by the parent
                os.write(2, f"{e}\n".encode())
            finally:
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
            out.seek(0)
            return out.read().decode()
        err.seek(0)
        msg = " ".join(err.read().decode(errors="replace").split()) or f"status {status}"
        raise UnsupportedError(f"{name}: the NVPTX backend refused the module: {msg}")


def check_ptx(ptx_text, cc, name="<kernel>") -> bool:
    """Run ptxas on the PTX for sm_<cc>; False when ptxas is not installed, an EnzympyError
    with its first error when it refuses."""
    path = toolkit.ptxas_path()
    if path is None:
        return False
    cc = parse_arch(cc)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "kernel.ptx")
        with open(src, "w") as fh:
            fh.write(ptx_text)
        r = subprocess.run([path, f"-arch=sm_{cc[0]}{cc[1]}", src, "-o", os.path.join(d, "k.cubin")],
                           capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        lines = [ln for ln in (r.stderr + r.stdout).splitlines() if ln.strip()]
        first = next((ln for ln in lines if "error" in ln.lower()), lines[0] if lines else "")
        raise EnzympyError(f"{name}: ptxas (sm_{cc[0]}{cc[1]}) refused the PTX: "
                           f"{first.replace(src, 'kernel.ptx').strip()}")
    return True
