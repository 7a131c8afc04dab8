"""The IR layer: LLVM modules parsed by llvmlite, seen as small Python objects.

llvmlite parses, verifies and optimises; this module turns one function at a time into
plain objects (`Function` -> `Block` -> `Instruction` -> `Value`) that the analyses and the
synthesiser read. Every value is given a name first (LLVM's instnamer), so the textual form of
each instruction can be cloned verbatim into a new function.
"""

from __future__ import annotations

import os
import re
import sys
import llvmlite.binding as llvm

from .errors import IRParseError
from . import irtext
from .irtext import strip_metadata  # noqa: F401 (the IR layer's names)
from .irobjects import Block, Function, GlobalVar, Instruction, Value, glob, local, quote_name  # noqa: F401 (the IR layer's names)
from .irtypes import StructTable, Type, parse_type

_initialised = False


def init_llvm():
    global _initialised
    if not _initialised:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        llvm.initialize_native_asmparser()
        try:
            llvm.initialize_all_targets()
            llvm.initialize_all_asmprinters()
        except Exception:  # pragma: no cover - optional targets
            pass
        _initialised = True


# ----------------------------------------------------------------------------- loading

def parse_module(data, filename="<input>") -> llvm.ModuleRef:
    """Parse LLVM IR text or bitcode and verify it; errors become one-line IRParseError."""
    init_llvm()
    try:
        if isinstance(data, (bytes, bytearray)) and data[:2] == b"BC":
            mod = llvm.parse_bitcode(bytes(data))
        else:
            if isinstance(data, (bytes, bytearray)):
                data = data.decode("utf-8", errors="replace")
            mod = llvm.parse_assembly(data)
    except RuntimeError as e:
        raise IRParseError(_parse_error_line(str(e), filename)) from None
    try:
        mod.verify()
    except RuntimeError as e:
        reason = " ".join(str(e).split())
        raise IRParseError(f"{filename}: invalid module: {reason}") from None
    return mod


def _parse_error_line(msg: str, filename: str) -> str:
    m = re.search(r"<string>:(\d+):(\d+):\s*error:\s*(.*)", msg)
    if m:
        return f"{filename}:{m.group(1)}:{m.group(2)}: {m.group(3).strip()}"
    return f"{filename}: {' '.join(msg.split())}"


def read_module_file(path: str) -> llvm.ModuleRef:
    """Parse and verify an IR file; what is not an IR file is a one-line IRParseError."""
    if not os.path.exists(path):
        raise IRParseError(f"{path}: no such file")
    if os.path.isdir(path):
        raise IRParseError(f"{path}: is a directory, not an LLVM IR file (.ll or .bc)")
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as e:
        raise IRParseError(f"{path}: cannot read it: {e.strerror}") from None
    if not data.strip():
        raise IRParseError(f"{path}: empty file, no LLVM IR in it")
    if b"\0" in data and data[:2] != b"BC" and data[:4] != b"\xde\xc0\x17\x0b":
        # (LLVM's text parser would stop at the first NUL and see an empty module)
        raise IRParseError(f"{path}: binary data that is neither LLVM IR text nor bitcode")
    try:
        return parse_module(data, path)
    except IRParseError:
        if _looks_like_source(path, data):
            stem, suffix = os.path.splitext(path)
            how = (f"`clang -S -emit-llvm {path} -o {stem}.ll`" if path.endswith(_C_SUFFIXES) else
                   f"`clang -x c -S -emit-llvm {path} -o {stem}.from-c.ll`")
            raise IRParseError(f"{path}: C or C++ source, not LLVM IR: compile it first with {how}") from None
        raise


def read_modules(paths) -> llvm.ModuleRef:
    """Read several IR files (separately compiled translation units) and link them into one
    module, as a linker would; a clash (one symbol defined twice) is a one-line error."""
    mods = [read_module_file(p) for p in paths]
    linked = mods[0]
    for path, mod in zip(paths[1:], mods[1:]):
        try:
            linked.link_in(mod)
        except RuntimeError as e:
            reason = " ".join(str(e).split())
            raise IRParseError(f"{path}: cannot link it with {paths[0]}: {reason}") from None
    return linked


_C_SUFFIXES = (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".C", ".cu", ".m", ".mm")
_C_LINE = re.compile(rb"^\s*(#\s*(include|define|ifn?def|if|pragma)\b|(static|int|void|double|float|char|"
                     rb"struct|typedef|extern|const|unsigned|long|namespace|template|using)\b[^;{]*[;{(])", re.M)


def _looks_like_source(path: str, data: bytes) -> bool:
    """Text that failed to parse as IR and reads like C or C++ (by suffix or by its lines)."""
    return path.endswith(_C_SUFFIXES) or _C_LINE.search(data[:20000]) is not None


_NUMBERED = re.compile(r'(?<![-a-zA-Z$._0-9"])%([0-9]+)\b')
_NUMBERED_LABEL = re.compile(r"^([0-9]+):", re.M)


def name_numbered_values(text: str) -> str:
    """Rename `%5` to `%_.5` (and label `5:`) inside function bodies.

    LLVM's instnamer skips `optnone` functions (all of clang -O0), and the synthesiser
    clones instructions by their text, so every value must have a name of its own.
    """
    out, inside, entry = [], False, None
    for line in text.split("\n"):
        if line.startswith("define "):
            inside = True
            line = _NUMBERED.sub(r"%_.\1", line)
            # an unlabelled entry block takes the number after the unnamed arguments
            entry = f"_.{line.split('(', 1)[-1].count('%_.')}:"
            out.append(line)
            continue
        if inside:
            line = _NUMBERED.sub(r"%_.\1", line)
            line = _NUMBERED_LABEL.sub(r"_.\1:", line)
            if entry is not None and line.strip():
                if not re.match(r'^[-a-zA-Z$._0-9"]+:', line):
                    out.append(entry)
                entry = None
        if line.startswith("}"):
            inside = False
        out.append(line)
    return "\n".join(out)


def find_function(mod: llvm.ModuleRef, name):
    """The function called name, or None (llvmlite raises NameError instead)."""
    try:
        return mod.get_function(name) if name else None
    except NameError:
        return None


def name_all_values(mod: llvm.ModuleRef) -> None:
    """Give every unnamed argument, block and instruction a name (LLVM's instnamer)."""
    init_llvm()
    pb = llvm.create_pass_builder(target_machine(), llvm.create_pipeline_tuning_options())
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_instruction_namer_pass()
    mpm.run(mod, pb)


_machines = {}


def host_cpu():
    """(CPU name, features) of the code this process runs: Numba's choice where Numba is
    loaded (NUMBA_CPU_NAME, NUMBA_CPU_FEATURES, NUMBA_ENABLE_AVX: `generic` for a cache that
    several machines share, or an older CPU's vector units), since a derivative must not use
    instructions its primal may not; else this machine's."""
    config, codegen = sys.modules.get("numba.core.config"), sys.modules.get("numba.core.codegen")
    if config is not None and codegen is not None and hasattr(codegen, "get_host_cpu_features"):
        features = config.CPU_FEATURES if config.CPU_FEATURES is not None else codegen.get_host_cpu_features()
        return config.CPU_NAME or llvm.get_host_cpu_name(), features
    return llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()


def target_machine(opt=2, host=False, shared=True):
    """A position-independent target machine for the default triple.

    Generic CPU unless ``host`` (`host_cpu`): functions carry their own target-cpu/target-features
    attributes (clang's -march), so objects we write run wherever the user's code would.
    ``shared=False`` makes a new one: an MCJIT engine takes ownership of its machine.
    """
    init_llvm()
    cpu, features = host_cpu() if host else ("", "")
    key = (opt, host, cpu, features)
    if key not in _machines or not shared:
        target = llvm.Target.from_default_triple()
        tm = target.create_target_machine(opt=opt, reloc="pic", codemodel="default",
                                          cpu=cpu, features=features)
        if not shared:
            return tm
        _machines[key] = tm
    return _machines[key]


# ----------------------------------------------------------------------------- modules

class ModuleInfo:
    """One parsed module: the llvmlite module, its named structs, its debug locations."""

    def __init__(self, mod: llvm.ModuleRef):
        self.mod = mod
        self.text = str(mod)
        self.structs = StructTable()
        for m in re.finditer(r"^(%[-a-zA-Z$._0-9\"]+)\s*=\s*type\s+(.*)$", self.text, re.M):
            body = m.group(2).strip()
            if body != "opaque":
                self.structs[m.group(1)] = body
        self._functions = {}
        self._debug = None
        self._index = None

    @property
    def index(self) -> irtext.ModuleIndex:
        """Where each function's text is (read on first use)."""
        if self._index is None:
            self._index = irtext.ModuleIndex(self.text)
        return self._index

    def type(self, text) -> Type:
        return parse_type(str(text), self.structs)

    def function_names(self) -> list:
        """Every function of the module, defined or declared, in the module's order."""
        return list(self.index.functions)

    def function_text(self, name) -> str:
        """The printed text of a function ('' for one not in the module)."""
        start, end = self.index.functions.get(name, (0, -1))
        return "\n".join(self.index.lines[start:(end if end is not None else start) + 1])

    def defines(self, name) -> bool:
        """Is `name` a function with a body in this module?"""
        where = self.index.functions.get(name) if name else None
        return where is not None and where[1] is not None

    def global_variable(self, name):
        """The GlobalVar called name (internal ones too; not aliases), or None."""
        found = self.index.global_type(name)
        return GlobalVar(name, self.type(found[0]), found[1]) if found else None

    def function(self, name) -> Function:
        if name not in self._functions:
            self._functions[name] = self._read(name)
        return self._functions[name]

    def signature(self, name):
        """The Signature of a function (its Function if already read): its body left unread."""
        if name in self._functions or name not in self.index.functions:
            return self.function(name)
        try:
            return irtext.read_signature(self, self.index, name)
        except irtext.Unreadable:
            if irtext.STRICT:
                raise
            return self.function(name)

    def _read(self, name) -> Function:
        """From the module's text; through llvmlite (slow) what the text reader cannot read."""
        if name in self.index.functions:
            try:
                return irtext.read_function(self, self.index, name)
            except irtext.Unreadable:
                if irtext.STRICT:
                    raise
        return _build_function(self, self.mod.get_function(name))

    def debug_location(self, dbg: str) -> str:
        """'file.c:12:3' for a '!N' DILocation reference, '' when unknown."""
        if not dbg:
            return ""
        if self._debug is None:
            self._debug = {}
            for m in re.finditer(r"^(![0-9]+)\s*=\s*(?:distinct\s+)?(!DI\w+\(.*\))\s*$", self.text, re.M):
                self._debug[m.group(1)] = m.group(2)
        loc = self._debug.get(dbg, "")
        line = re.search(r"\bline:\s*(\d+)", loc)
        col = re.search(r"\bcolumn:\s*(\d+)", loc)
        fname = ""
        scope = re.search(r"\bscope:\s*(![0-9]+)", loc)
        seen = 0
        while scope and seen < 32:
            seen += 1
            node = self._debug.get(scope.group(1), "")
            f = re.search(r"\bfile:\s*(![0-9]+)", node)
            if f:
                fnode = self._debug.get(f.group(1), "")
                fm = re.search(r'filename:\s*"([^"]*)"', fnode)
                if fm:
                    fname = fm.group(1)
                break
            scope = re.search(r"\bscope:\s*(![0-9]+)", node)
        if not line:
            return ""
        out = f"{fname or '?'}:{line.group(1)}"
        if col and col.group(1) != "0":
            out += f":{col.group(1)}"
        return out


_KINDS = {v: k for k, v in llvm.ValueKind.__members__.items()}


def _value_of(op, info: ModuleInfo) -> Value:
    kind = _KINDS.get(int(op.value_kind), "other")
    ty = info.type(str(op.type))
    if kind == "argument":
        return Value(ty, local(op.name), "arg", op.name)
    if kind == "instruction":
        return Value(ty, local(op.name), "inst", op.name)
    if kind == "basic_block":
        return Value(ty, local(op.name), "block", op.name)
    if kind == "function":
        return Value(ty, glob(op.name), "function", op.name)
    if kind in ("global_variable", "global_alias", "global_ifunc"):
        return Value(ty, glob(op.name), "global", op.name)
    text = str(op).strip()
    tstr = str(op.type)
    ref = text[len(tstr):].strip() if text.startswith(tstr) else text
    if kind == "metadata_as_value":
        return Value(ty, ref, "other")
    return Value(ty, ref, "const")


_DBG = re.compile(r",\s*!dbg\s+(![0-9]+)")


def _build_function(info: ModuleInfo, fn) -> Function:
    args = [Value(info.type(str(a.type)), local(a.name), "arg", a.name) for a in fn.arguments]
    noalias = {a.name for a in fn.arguments
               if any((x.decode() if isinstance(x, bytes) else str(x)).startswith("noalias") for x in a.attributes)}
    ftype = fn.global_value_type
    ret = info.type(str(ftype.get_function_return()))
    f = Function(fn.name, ret, args, [], info, attrs=" ".join(a.decode() if isinstance(a, bytes) else str(a) for a in fn.attributes),
                 is_declaration=fn.is_declaration, vararg=ftype.is_function_vararg)
    texts = _instruction_lines(fn)
    k = 0
    for b in fn.blocks:
        blk = Block(b.name, function=f)
        for ins in b.instructions:
            text = texts[k] if texts is not None else str(ins).strip()
            k += 1
            m = _DBG.search(text)
            ops = [_value_of(o, info) for o in ins.operands]
            inst = Instruction(ins.name, ins.opcode, info.type(str(ins.type)), ops, text, blk,
                               dbg=m.group(1) if m else "",
                               attrs=tuple(a.decode() if isinstance(a, bytes) else str(a) for a in ins.attributes) if ins.opcode == "call" else ())
            if ins.opcode == "phi":
                inst._incoming_blocks = [bb.name for bb in ins.incoming_blocks]
            blk.instructions.append(inst)
        f.blocks.append(blk)
    f._by_name = {b.name: b for b in f.blocks}
    f.noalias_args = noalias          # C `restrict`: memory reached through them is theirs alone
    return f


def _instruction_lines(fn):
    """Each instruction's text, from one print of the function (printing instructions one by
    one costs time proportional to the function each); None if the lines do not line up."""
    lines = [l.strip() for l in str(fn).splitlines()
             if l.startswith("  ") and not l.lstrip().startswith((";", "#dbg_"))]
    count = sum(1 for b in fn.blocks for _ in b.instructions)
    return lines if len(lines) == count else None


def local_users(insts) -> dict:
    """name of a local value -> the instructions (of `insts`) that use it."""
    users = {}
    for inst in insts:
        for o in inst.ops:
            if o.is_local:
                users.setdefault(o.name, []).append(inst)
    return users

