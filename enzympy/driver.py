"""Whole-module driver: replace every `__enzyme_*` call in a user's module by a derivative.

1. parse the user's module M (every value named);
2. make a working copy W, drop clang's -O0 `optnone`, run the pre-AD pipeline on it;
3. for each call site, synthesise the derivative of the *optimised* callee from W;
4. write M back with the call sites rewritten and the derivatives (and the few symbols they
   need from W) appended; parse and verify the result.
"""

from __future__ import annotations

import functools
import re
import warnings

from . import (aggregate_stores, allocation_like, custom_rules, float_atomics, fortify, int_addresses, interleaved_loads, lane_moves,
               multi_result_calls, parallel_for, passes, sign_masks)
from . import nested as nested_calls
from .analyses.memroots import module_memory
from .callconv import check_custom_spellings, find_call_sites
from .emit import Builder, const, convert_arg, identity_of, store_fields
from .errors import EnzympyWarning, UnsupportedError, WidthUnsupported
from .unwind import block_label, catching_functions, invoke_lowered, invokes_to_calls, retarget_incoming
from .ir import strip_metadata, ModuleInfo, Value, glob, local, name_all_values, name_numbered_values, parse_module
from .irtypes import PTR, array_of, literal_struct, size_of
from .forward import forward_derivative, lane_shadows, lower_fwddiff
from .alias_scopes import number_metadata
from .reach import mark_optnone, release_optnone, unreached_functions, untouched_by_derivatives
from .reverse import ReverseSpec, synthesize_reverse
from .synth.custom_calls import CustomAdapters
from .tape_buffers import check_size, from_buffer, into_buffer, record_bytes

_SYMBOL = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)')
_FUNC_NAME = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*)\(')


def _function_name(line: str):
    """Name in a `define`/`declare` line (return attributes may hold parentheses too)."""
    m = _FUNC_NAME.search(line)
    return m.group(1).strip('"') if m else None


def _top_symbols(text: str):
    """name -> ('define' | 'declare' | 'global', first line) for a module's text."""
    out = {}
    for line in text.splitlines():
        if line.startswith("define ") or line.startswith("declare "):
            name = _function_name(line)
            if name:
                out[name] = (line.split()[0], line)
        elif line.startswith("@"):
            m = _SYMBOL.match(line)
            if m:
                out[m.group(1).strip('"')] = ("global", line)
    return out


class ModuleDifferentiator:
    """Holds M, W and the derivatives written so far (reused across call sites)."""

    def __init__(self, data, filename="<input>", only_reached=False, plain_caches=False, nested=True):
        """``data``: IR text or bitcode, or a module parse_module made (read, not changed).
        ``only_reached``: only functions whose address is taken (as by the `__enzyme_*` calls)
        are differentiated, so the pre-AD pipeline skips what they cannot reach (`reach`).
        ``plain_caches``: reverse derivatives keep plain loop caches (they will be
        differentiated again). ``nested``: first lower the `__enzyme_*` calls inside functions
        other calls differentiate, round by round (`enzympy.nested`)."""
        self.filename = filename
        self.plain_caches = plain_caches
        mod = data if not isinstance(data, (str, bytes, bytearray)) else parse_module(data, filename)
        mod = parse_module(name_numbered_values(str(mod)), filename)
        name_all_values(mod)
        self.M = ModuleInfo(mod)
        while nested and "__enzyme_" in self.M.text:
            ready = nested_calls.ready_inner_sites(self.M.text, find_call_sites(self.M, self.M.function_names()))
            if not ready:
                break
            inner = ModuleDifferentiator(self.M.text, filename, only_reached, plain_caches=True, nested=False)
            text = inner.lower_call_sites(only={(s.caller.name, s.inst.text) for s in ready})
            mod = parse_module(name_numbered_values(text), filename)
            name_all_values(mod)
            self.M = ModuleInfo(mod)
        # parsed twice in one LLVM context, %struct.S would come back as %struct.S.0: W's types get
        # names of their own, mapped back to M's when derivatives are written into M
        wtext, self._type_names_back = _private_type_names(self.M.text, id(self))
        catching = catching_functions(wtext)
        wtext = invokes_to_calls(passes.strip_optnone(wtext))
        wtext = interleaved_loads.rewrite(fortify.rewrite(multi_result_calls.rewrite(wtext)))
        custom = custom_rules.read(self.M.text) if "__enzyme_" in self.M.text else custom_rules.CustomRules()
        wtext = custom_rules.keep_inactive_accesses(wtext, custom)
        if only_reached:
            wtext = mark_optnone(wtext, unreached_functions(wtext))
        if custom:                    # calls to functions with rules stay calls
            missed = set()
            wtext = mark_optnone(wtext, custom.protected(), missed)
            if missed:
                raise UnsupportedError(f"@{sorted(missed)[0]} has a custom rule but is always inlined "
                                       "(alwaysinline): the rule would never apply")
        work = parse_module(wtext, filename)
        name_all_values(work)
        passes.pre_ad(work)
        text = str(work)
        rewritten = aggregate_stores.rewrite(int_addresses.rewrite(lane_moves.rewrite(sign_masks.rewrite(
            float_atomics.rewrite(text)))))
        if rewritten != text:   # float atomics, sign masks, lanes moved through integers, int addresses, struct stores
            work = parse_module(rewritten, filename)
        name_all_values(work)
        self.W = ModuleInfo(work)
        self.W.custom = custom
        self.catching = catching
        allocation_like.install(self.W, custom)
        self.derivatives = {}         # key -> (name, text)
        self.declarations = {}
        self.splits = {}              # (fn, activity) -> (augmented name, reverse name)
        self.tape_bytes = {}          # augmented name -> bytes of its tape record
        self.pending = []             # split pairs named but not yet written

    def reverse(self, fn_name, active_args, ret_active, return_primal=False, dup_args=(), gpu_kernel=False,
                launch_1d=False, width=1):
        """Name of the reverse-mode derivative of fn for the given activity (built once).
        ``gpu_kernel``: fn is a GPU kernel, differentiated into a kernel (ReverseSpec.gpu_kernel);
        ``width``: vector mode, N seeds and N shadows per duplicated pointer (ReverseSpec.width)."""
        self.check_no_catch(fn_name)
        key = ("rev", fn_name, tuple(active_args), ret_active, return_primal, tuple(dup_args), gpu_kernel, launch_1d)
        key += (width,) if width > 1 else ()
        module_memory(self.W).entries.add(fn_name)
        if key not in self.derivatives:
            name = f"__enzympy_rev{len(self.derivatives)}_{fn_name}"
            self._synthesize(key, name, ReverseSpec(self.W.function(fn_name), tuple(active_args),
                                                    ret_active, name, return_primal, tuple(dup_args),
                                                    resolve=self.split, gpu_kernel=gpu_kernel,
                                                    launch_1d=launch_1d, plain_caches=self.plain_caches,
                                                    width=width))
            self._drain()
        return self.derivatives[key][0]

    def forward(self, fn_name, dup_args, return_primal=False):
        """Name of the forward-mode derivative of fn (tangents for `dup_args`), built once."""
        module_memory(self.W).entries.add(fn_name)
        return forward_derivative(self, fn_name, dup_args, return_primal)

    def split(self, fn_name, active_args, dup_args, ret_active, ret_shadow=False, top=False, width=1,
              parallel=False, outer=None):
        """(augmented forward, reverse) names for fn with this activity (and whether the
        augmented version returns the shadow of its pointer result); bodies made later,
        so that recursive functions can name themselves. ``top``: the user's split mode, whose
        augmented version clears the shadow globals (a callee's must not: they may hold the
        shadow pointers its caller's callees stored). ``parallel``: run by several threads at
        once (a parallel loop's body, `parallel_for`): shadows shared by threads take atomic adds.
        ``outer``: the pointer arguments whose memory may be the caller's (ReverseSpec.outer)."""
        key = ("split", fn_name, tuple(active_args), tuple(dup_args), ret_active, ret_shadow, top, width,
               parallel, outer)
        if top:
            module_memory(self.W).entries.add(fn_name)
        self.check_no_catch(fn_name)
        if key not in self.splits:
            n = len(self.splits)
            self.splits[key] = (f"__enzympy_aug{n}_{fn_name}", f"__enzympy_rev_tape{n}_{fn_name}")
            if parallel and fn_name in custom_rules.of(self.W).gradients:
                del self.splits[key]
                raise UnsupportedError(f"@{fn_name} has a custom gradient, which may not be called by "
                                       "several threads at once: not supported in a parallel loop")
            if width > 1 and fn_name in custom_rules.of(self.W).gradients:
                del self.splits[key]
                raise WidthUnsupported(f"@{fn_name} has a custom gradient, which takes one cotangent: "
                                       f"enzyme_width {width} (vector reverse mode) is not supported with it")
            self.pending.append(key)
        return self.splits[key]

    def check_no_catch(self, fn_name):
        """Refuse, by name, differentiating code that catches a C++ exception and goes on: fn
        itself, or a function the pre-AD pipeline inlined into it. The derivative has no unwind
        paths, so an exception thrown there would leave the derivative, where the primal handles
        it (unwind.catching_functions). A function that stays a call keeps its own landing pads
        where the derivative runs it as it is (inactive); one differentiated is checked itself."""
        if not self.catching:
            return
        inlined = _reached(self.M.text, fn_name) - _reached(self.W.text, fn_name) | {fn_name}
        caught = sorted(inlined & set(self.catching))
        if caught:
            f = caught[0]
            raise UnsupportedError(f"@{f} catches a C++ exception and goes on (`{self.catching[f]}`): "
                                   "the derivative does not follow exceptions, so one thrown there would "
                                   "leave it; move the try/catch out of the differentiated code, or declare "
                                   "a function no derivative flows through inactive (__enzyme_inactivefn)",
                                   None, fn_name)

    def _drain(self):
        while self.pending:
            key = self.pending.pop()
            _, fn_name, active, dup, ret_active, ret_shadow, top, width, parallel, outer = key
            aug, rev = self.splits[key]
            if not top and fn_name in custom_rules.of(self.W).gradients:
                self._custom_split(key, aug, rev)
                continue
            fn = self.W.function(fn_name)
            if parallel_for.is_shim(fn_name) and not top and not self.plain_caches and width == 1:
                self._parallel_split(key, fn, aug, rev)
                continue
            resolve = functools.partial(self.split, parallel=True) if parallel else self.split
            layouts = []
            for mode, name in (("augmented", aug), ("reverse", rev)):
                layouts.append([])
                self._synthesize((mode,) + key, name, ReverseSpec(fn, active, ret_active, name, False, dup,
                                                                 mode=mode, resolve=resolve,
                                                                 ret_shadow=ret_shadow, zero_globals=top,
                                                                 plain_caches=self.plain_caches, width=width,
                                                                 parallel=parallel, outer=outer),
                                 layouts[-1])
            self.tape_bytes[aug] = record_bytes(self.W, layouts[0])
            if layouts[0] != layouts[1]:        # the reverse would read another function's tape
                raise AssertionError(f"the augmented and reverse passes of @{fn_name} disagree "
                                     f"on the tape ({', '.join(layouts[0])} | {', '.join(layouts[1])})")

    def _tape_bytes(self, aug, site):
        if aug not in self.tape_bytes:         # a custom gradient's adapters: the user's tape
            raise site.error(f"@{site.fn_name} has a custom gradient: its tape is a pointer the "
                             "augmented pass returns, not a record of enzympy's to copy")
        return self.tape_bytes[aug]

    def _custom_split(self, key, aug, rev):
        """The split pair of a function with a custom gradient: adapters to the user's."""
        _, fn_name, active, dup, ret_active, ret_shadow, *_ = key
        user_aug, user_rev = custom_rules.of(self.W).gradients[fn_name]
        ad = CustomAdapters(self.W, fn_name)
        for mode, name, (text, decls) in (
                ("augmented", aug, ad.augmented(aug, user_aug, dup, ret_shadow)),
                ("reverse", rev, ad.reverse(rev, user_rev, active, dup, ret_active, ad.tape_type))):
            self.derivatives[(mode,) + key] = (name, text)
            self.declarations.update(decls)

    def _parallel_split(self, key, shim, aug, rev):
        """The split pair of a parallel loop's shim: W's own pair run in Numba's thread pool
        (`parallel_for`), W's derivative made for several threads at once."""
        _, _, active, dup, ret_active, ret_shadow, *_ = key
        body = self.W.function(parallel_for.body_of(shim.name))
        names = [p.name for p in shim.args]
        if active or ret_active or ret_shadow or not dup or dup[0] != names[0]:
            raise UnsupportedError(f"@{shim.name}: a parallel loop called with derivatives it does not "
                                   "take through its argument array")
        if not parallel_for.worth_it(body):
            raise parallel_for.NotWorthIt(f"@{shim.name}: the parallel reverse would cost more than the serial one")
        aug_w, rev_w = self.split(body.name, (), (body.args[0].name,), False, parallel=True)
        text, decls = parallel_for.split_pair(aug, rev, [names.index(d) for d in dup], aug_w, rev_w)
        self.derivatives[("augmented",) + key] = (aug, text)
        self.derivatives[("reverse",) + key] = (rev, "")
        self.declarations.update(decls)

    def _synthesize(self, key, name, spec, layout=None):
        text, decls = synthesize_reverse(spec, layout)
        self.derivatives[key] = (name, text)
        self.declarations.update(decls)

    # ------------------------------------------------------------------ the C convention
    def lower_call_sites(self, only=None):
        """Rewrite every __enzyme_* call of the user's module (those named (caller, instruction
        text) in ``only``, when given: a round of nested lowering); returns the new module text."""
        check_custom_spellings(self.M.text)
        for name in custom_rules.uncalled(self.M.text, custom_rules.of(self.W)) if only is None else ():
            warnings.warn(EnzympyWarning(
                f"@{name} has an Enzyme rule (custom derivative, function_like, inactivefn or "
                "allocation_like) but no call to it is left in the module: where clang inlined it, its "
                "body is differentiated instead; mark it __attribute__((noinline))"), stacklevel=2)
        for name, call in custom_rules.bypassed(self.M.text, custom_rules.of(self.W)) if only is None else ():
            raise UnsupportedError(
                f"@{name} has an Enzyme rule (custom derivative, function_like or inactivefn), but "
                f"clang replaced the result of `{call}` by its argument (@{name} returns a parameter "
                "marked `returned`): the derivative would flow around the rule. Mark the function "
                "__attribute__((noinline, optnone)) so that its result stays its own, or compile at -O0")
        names = self.M.function_names()
        sites = find_call_sites(self.M, names)
        if only is not None:
            sites = [s for s in sites if (s.caller.name, s.inst.text) in only]
        replacements = {}             # (caller, inst text) -> [lines]
        entry_lines = {}              # caller -> [alloca lines]
        edges = {}                    # caller -> [(block, predecessor, new predecessor or None)]
        for caller, inst, line in _virtualreverse_calls(self.M) if only is None else ():
            lines = [line]
            if inst.opcode == "invoke":
                lines, edge = invoke_lowered(lines, inst, "")
                edges.setdefault(caller, []).append(edge)
            replacements.setdefault(caller, []).append((inst.text, lines))
        for k, site in enumerate(sites):
            if site.entry == "__enzyme_fwddiff":
                if site.choice is not None:
                    raise site.error("forward mode on a function chosen by a select is not supported")
                lines, allocas = lower_fwddiff(self, site, k)
            else:
                lines, allocas = self._lower_reverse(site, k)
            if site.inst.opcode == "invoke":
                lines, edge = invoke_lowered(lines, site.inst, f"ad.cs{k}.cont")
                edges.setdefault(site.caller.name, []).append(edge)
            replacements.setdefault(site.caller.name, []).append((site.inst.text, lines))
            entry_lines.setdefault(site.caller.name, []).extend(allocas)
        return self._assemble(replacements, entry_lines, edges, partial=only is not None)

    def _lower_reverse(self, site, k):
        """__enzyme_autodiff, or split mode: __enzyme_augmentfwd / __enzyme_reverse."""
        fn = self.W.function(site.fn_name)
        ret_active = fn.ret_type.is_fp_or_fp_vector and site.ret_activity != "const"
        wparams = fn.args
        active = [wparams[i].name for i, a in enumerate(site.args) if a.activity == "active"]
        dups = [wparams[i].name for i, a in enumerate(site.args) if a.activity in ("dup", "dupnoneed")]
        for i, a in enumerate(site.args):
            if a.activity in ("dup", "dupnoneed") and wparams[i].type.kind != "ptr":
                raise site.error(f"{a.activity} on %{wparams[i].name} of type {wparams[i].type}: "
                                 "reverse mode duplicates pointers only (use enzyme_out for scalars)")
        if ret_active and site.width > 1 and site.entry != "__enzyme_autodiff":
            raise site.error(f"enzyme_width {site.width} in split mode of a function with an active float "
                             "result is not supported (__enzyme_reverse's seed would take one value per "
                             "lane): return the result through a duplicated pointer instead")

        def split_pair():
            return self.split(site.fn_name, tuple(active), tuple(dups), ret_active, top=True, width=site.width)
        b = Builder(f"ad.cs{k}")
        b.block("x")
        if site.entry == "__enzyme_augmentsize":
            aug, _ = split_pair()
            self._drain()
            return [f"{local(site.inst.name)} = {identity_of(const(site.inst.type, self._tape_bytes(aug, site)))}"], []
        call_args = []
        for a, wp in zip(site.args, wparams):
            call_args.append(convert_arg(b, a.value, wp.type))
        for a, wp in zip(site.args, wparams):
            if a.activity in ("dup", "dupnoneed"):
                call_args += [convert_arg(b, s, PTR) for s in lane_shadows(b, a, site.width)]
        inst = site.inst
        if site.entry == "__enzyme_augmentfwd":
            if site.choice is not None:
                raise site.error("split mode on a function chosen by a select is not supported")
            aug, _ = split_pair()
            self._drain()
            fields = ([fn.ret_type] if fn.ret_type.kind != "void" else []) + [PTR]
            st = literal_struct(fields)
            res = b.emit(st, f"call {st} {glob(aug)}({', '.join(v.typed for v in call_args)})", "r")
            tape = b.extractvalue(res, [len(fields) - 1])
            if site.tape is not None:           # into the caller's buffer
                need = self._tape_bytes(aug, site)
                check_size(b, self.declarations, site.tape_size, need, site)
                into_buffer(b, self.declarations, tape, site.tape, need)
                tape = site.tape
            if inst.type.kind == "void" and site.tape is not None:
                pass                            # the tape is in the buffer; no result asked for
            elif inst.type.kind == "ptr":
                b.raw(f"{local(inst.name)} = {identity_of(tape)}")
            elif inst.type.kind == "struct" and len(inst.type.elems) == 2 and len(fields) == 2 \
                    and [t.kind == "ptr" for t in inst.type.elems].count(True) == 1:
                # a function with a result: { void *tape; T result } or { T result; void *tape }
                at = 0 if inst.type.elems[0].kind == "ptr" else 1
                primal = convert_arg(b, b.extractvalue(res, [0]), inst.type.elems[1 - at])
                agg = b.insertvalue(Value(inst.type, "undef", "const"), tape, [at])
                b.raw(f"{local(inst.name)} = insertvalue {agg.typed}, {primal.typed}, {1 - at}")
            else:
                raise site.error("declare __enzyme_augmentfwd as returning void* (the tape), or a struct "
                                 f"{{ void *tape; T result; }} (either order) for a function with a result, "
                                 f"not {inst.type}")
            return list(b.blocks["x"]), []
        if site.entry == "__enzyme_reverse":
            extra = list(site.extra)
            if site.tape is None and (not extra or extra[-1].type.kind != "ptr"):
                raise site.error("__enzyme_reverse takes fn's arguments, then the tape from __enzyme_augmentfwd")
            tape = extra.pop() if site.tape is None else None
            if ret_active:
                call_args.append(convert_arg(b, extra.pop(), fn.ret_type) if extra else const(fn.ret_type, 1.0))
            if extra:
                raise site.error(f"{len(extra)} argument(s) too many before the tape")
            aug, dname = split_pair()
            self._drain()
            if tape is None:                    # from the caller's buffer
                need = self._tape_bytes(aug, site)
                check_size(b, self.declarations, site.tape_size, need, site)
                tape = from_buffer(b, self.declarations, site.tape, need)
            call_args.append(tape)
        else:
            if site.extra:
                raise site.error(f"{len(site.extra)} argument(s) too many for @{site.fn_name}")
            if site.primal_return and fn.ret_type.kind == "void":
                raise site.error(f"enzyme_primal_return: @{site.fn_name} returns nothing")
            dname = self.reverse(site.fn_name, active, ret_active, site.primal_return, dup_args=dups,
                                 width=site.width)
            if ret_active:                      # the seed: 1 (in every lane)
                seed = const(fn.ret_type, 1.0)
                if site.width > 1:
                    seed = Value(array_of(site.width, fn.ret_type),
                                 f"[{', '.join([seed.typed] * site.width)}]", "const")
                call_args.append(seed)
        callee = glob(dname)
        if site.choice is not None:
            if site.entry != "__enzyme_autodiff":
                raise site.error("split mode on a function chosen by a select is not supported")
            cond, f1, f2 = site.choice
            d1, d2 = (self.reverse(f, active, ret_active, site.primal_return, dup_args=dups, width=site.width)
                      for f in (f1, f2))
            callee = b.emit(PTR, f"select {cond.typed}, ptr {glob(d1)}, ptr {glob(d2)}", "fn").ref
        out_types = [array_of(site.width, wp.type) if site.width > 1 else wp.type
                     for wp, a in zip(wparams, site.args) if a.activity == "active"]
        if site.primal_return:                  # enzyme_primal_return: { result, derivatives... }
            out_types.insert(0, fn.ret_type)
        rt = literal_struct(out_types)
        res = b.emit(rt, f"call {rt} {callee}({', '.join(v.typed for v in call_args)})", "r")
        derivs = [b.extractvalue(res, [i]) for i in range(len(out_types))]
        allocas = []
        if site.sret is not None:
            store_fields(b, derivs, site.sret)
        elif inst.type.kind == "void":
            pass
        elif inst.type.kind == "float" and len(derivs) == 1:
            v = convert_arg(b, derivs[0], inst.type)
            b.raw(f"{local(inst.name)} = {identity_of(v)}")
        elif len(derivs) == 0:
            b.raw(f"{local(inst.name)} = {identity_of(Value(inst.type, 'zeroinitializer' if inst.type.kind != 'float' else '0.0', 'const'))}")
        else:
            if size_of(inst.type) < size_of(rt):
                raise site.error(f"declared to return {inst.type} ({size_of(inst.type)} bytes), but its result is "
                                 f"{rt} ({size_of(rt)} bytes: the derivatives of {len(derivs)} active scalars"
                                 f"{', after the primal result' if site.primal_return else ''}): declare it "
                                 "returning a struct of them")
            slot = f"ad.cs{k}.ret"
            allocas.append(f"  {local(slot)} = alloca {inst.type}, align 16")
            store_fields(b, derivs, Value(PTR, local(slot), "inst", slot))
            b.raw(f"{local(inst.name)} = load {inst.type}, ptr {local(slot)}")
        return list(b.blocks["x"]), allocas

    def _assemble(self, replacements, entry_lines, edges=None, partial=False):
        """The user's module with call sites replaced (`replacements`), allocas added to entry
        blocks, and the phis of the blocks in `edges` (those after lowered invokes) told of their
        new predecessors. ``partial``: a round of nested lowering (or a derivative to be
        differentiated again); other `__enzyme_*` calls stay, and what the round adds is renamed
        apart (`nested.rename_added`; the new names in ``self.renamed``)."""
        text = self.M.text
        lines = text.splitlines()
        out = []
        current = None
        pending = []
        need_entry = False
        skip_continuation = False
        block = None
        for line in lines:
            if skip_continuation and line.startswith(" ") and line.strip().startswith("to label"):
                skip_continuation = False                     # the rest of a replaced invoke
                continue
            skip_continuation = False
            if line.startswith("define "):
                current = _function_name(line)
                pending = list(replacements.get(current, []))
                need_entry = bool(entry_lines.get(current))
                out.append(line)
                continue
            if current is not None and (label := block_label(line)) is not None:
                block = label
            if current is not None and edges and " phi " in line:
                for target, pred, new in (edges.get(current) or ()):
                    if target == block:
                        line = retarget_incoming(line, pred, new)
            if current is not None and need_entry and line.strip() and not line.strip().endswith(":") \
                    and not line.startswith(";"):
                out.extend(entry_lines[current])
                need_entry = False
            at = next((j for j, (t, _) in enumerate(pending) if _same_instruction(line, t.split("\n")[0])), None) \
                if current is not None and pending and ("call " in line or "invoke " in line) else None
            if at is not None:                   # (the call sites, then __enzyme_virtualreverse calls)
                skip_continuation = "\n" in pending[at][0]
                out.extend(pending.pop(at)[1])
                continue
            if line.startswith("}"):
                if pending:
                    raise UnsupportedError(f"could not rewrite a call site in @{current}")
                current = None
            out.append(line)
        leftover = [m.group(1) for line in out if (m := _ENZYME_CALL.search(line))]
        if leftover and not partial:
            raise UnsupportedError(f"@{leftover[0].strip(chr(34))} is not supported by enzympy (a call to it "
                                   "is left that nothing replaces; it would fail to link)")
        body = "\n".join(out)
        body = _define_markers(body)
        extra = self._extra_symbols(body)
        added = self._type_names_back("\n".join(extra) + "\n"
                                      + "\n".join(t for _, t in self.derivatives.values()))
        if partial:
            defined = [n for n, (kind, _) in _top_symbols(added).items() if kind != "declare"]
            text, self.renamed = nested_calls.rename_added(body, added, defined, _top_symbols(body))
            return number_metadata(text)
        return number_metadata(body + "\n" + added)

    def _extra_symbols(self, body):
        """Declarations and constants the derivatives use that the user's module lacks."""
        have = _top_symbols(body)
        wsyms = _top_symbols(self.W.text)
        extra, seen = [], set(have)
        for _, text in self.derivatives.values():
            for m in _SYMBOL.finditer(text):
                name = m.group(1).strip('"')
                if name in seen:
                    continue
                seen.add(name)
                if name in self.declarations:
                    extra.append(self.declarations[name])
                elif name in wsyms and wsyms[name][0] in ("declare", "global"):
                    extra.append(re.sub(r"\s#[0-9]+\s*$", "", wsyms[name][1]))
                elif name in wsyms:
                    raise UnsupportedError(f"derivative needs @{name}, a function the optimiser created")
        for name, decl in self.declarations.items():
            if name not in seen:
                seen.add(name)
                extra.append(decl)
        return extra

    def finish(self, opt_level=2, untouched=False):
        """The differentiated module, optimised at opt_level and verified. ``untouched``: the
        post-AD pipeline leaves the functions no derivative reaches as they came (`enzympy
        diff`: the user's compiler optimised them already, or was told not to)."""
        text = self.lower_call_sites()
        title = f"{self.filename} (differentiated)"
        held = set()
        if untouched:
            roots = {name for name, _ in self.derivatives.values()}
            untouched_fns = untouched_by_derivatives(text, roots)
            keep = {n for n, noinline in untouched_fns.items() if noinline}   # the user's own stays
            missed = set()
            text = mark_optnone(text, untouched_fns, missed)
            held = set(untouched_fns) - missed
        mod = parse_module(text, title)
        passes.post_ad(mod, opt_level)
        if held:
            mod = parse_module(release_optnone(str(mod), held, keep), title)
        mod.verify()
        return mod


def _reached(text, fn_name) -> set:
    """The functions fn's body calls, directly or through the functions it calls (by name)."""
    seen, work = {fn_name}, [fn_name]
    while work:
        m = re.search(rf'^define [^\n]*@"?{re.escape(work.pop())}"?\((.*?)^}}', text, re.M | re.S)
        for callee in re.findall(r'@("[^"]+"|[-\w.$]+)\(', m.group(1) if m else ""):
            callee = callee.strip('"')
            if callee not in seen:
                seen.add(callee)
                work.append(callee)
    return seen


def _virtualreverse_calls(M):
    """(caller, instruction, replacement line) for each `__enzyme_virtualreverse(p)`: p
    itself, since derivatives dispatch calls through pointers on the primal pointer
    (`enzympy.indirect`) and never read a shadow function pointer or shadow vtable."""
    out = []
    for fname in M.function_names():
        if "__enzyme_virtualreverse" not in M.function_text(fname):
            continue
        fn = M.function(fname)
        for inst in fn.instructions():
            if inst.opcode not in ("call", "invoke") or "__enzyme_virtualreverse" not in (inst.callee or ""):
                continue
            if len(inst.args) != 1 or not inst.name or inst.args[0].type != inst.type:
                raise UnsupportedError("__enzyme_virtualreverse takes one pointer and returns it (its shadow)",
                                       inst.line, fname, M.debug_location(inst.dbg))
            out.append((fname, inst, f"  {local(inst.name)} = {identity_of(inst.args[0])}"))
    return out


_TYPE_DEF = re.compile(r'^(%(?:"[^"]+"|[-a-zA-Z$._0-9]+)) = type ', re.M)


def _private_type_names(text: str, tag):
    """Rename every named type of a module's text to a fresh name; return the new text and a
    function mapping the fresh names in other text back to the original ones."""
    names = _TYPE_DEF.findall(text)
    if not names:
        return text, lambda t: t
    fresh = {n: f'%ad.w{tag}.{k}' for k, n in enumerate(names)}   # printed unquoted
    back = {v: k for k, v in fresh.items()}
    # W's text parsed again in the same LLVM context (a rewrite after pre-AD: int_addresses,
    # float_atomics) names each type anew, with a suffix: %ad.w<tag>.<k>.<n> is type k still
    renamed = re.compile(rf"(%ad\.w{tag}\.\d+)(?:\.\d+)*(?![-a-zA-Z$._0-9])")

    def sub(mapping, t, pat=None):
        keys = sorted(mapping, key=len, reverse=True)
        pat = pat or re.compile("(" + "|".join(re.escape(k) for k in keys) + r")(?![-a-zA-Z$._0-9])")
        # not inside string constants (an error message quoting an instruction): their sizes
        # are counted already
        return "".join(part if k % 2 else pat.sub(lambda m: mapping[m.group(1)], part)
                       for k, part in enumerate(_STRING_CONSTANT.split(t)))
    return sub(fresh, text), lambda t: sub(back, t, renamed)


_STRING_CONSTANT = re.compile(r'(x i8\] c"[^"]*")')


_ENZYME_CALL = re.compile(r"\b(?:call|invoke)\b.*?@(\"[^\"]*__enzyme_[^\"]*\"|[-\w.$]*__enzyme_[-\w.$]*)\(")


def _same_instruction(line: str, text: str) -> bool:
    """Instruction texts printed alone and inside the module differ in attribute-group and
    metadata numbers; compare what is left."""
    def norm(t):
        t = strip_metadata(t.strip())
        return re.sub(r"\s#[0-9]+\s*$", "", t)
    return norm(line) == norm(text)


def _define_markers(text: str) -> str:
    """`extern int enzyme_out;` leaves a declaration; give it a weak definition to link."""
    def repl(m):
        return f"@{m.group(1)} = weak global i32 0"
    return re.sub(r"^@(enzyme_[a-z_]+)\s*=\s*external\s+(?:[a-z_]+\s+)*global\s+i32.*$",
                  repl, text, flags=re.M)


def differentiate_text(data, filename="<input>", opt_level=2):
    return ModuleDifferentiator(data, filename, only_reached=True).finish(opt_level, untouched=True)
