"""The functions of a C module that its derivatives can reach, so that the pre-AD pipeline skips
the others.

`enzympy diff` differentiates only functions named by `__enzyme_*` calls, which take their
address. Every function a derivative can run is therefore one whose address the module takes,
or one referenced (called or taken) by the body of such a function, and so on. The rest (`main`,
test drivers: most of a C program's code) is never read from the working copy, and optimising it
there was up to three quarters of the pre-AD pipeline's time; those functions are marked
`optnone` in the working copy only (the output keeps the user's module's code for them). The
working copy still means what the user's module means, so every analysis of it stays sound.
"""

from __future__ import annotations

import re

from .irtext import ModuleIndex, unquote

_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)(\(?)')
_GROUP = re.compile(r"\s#([0-9]+)\b")
_GROUP_LINE = re.compile(r"^attributes #([0-9]+) = \{(.*)\}\s*$", re.M)
# attributes that LLVM's verifier refuses next to optnone or noinline
_CLASH = re.compile(r"\b(alwaysinline|optsize|minsize|optdebug)\b")
_ALWAYS = re.compile(r"\balwaysinline\b")
_SIZE = re.compile(r"\s*\b(optsize|minsize|optdebug)\b")


def unreached_functions(text: str) -> set:
    """Defined functions of the module's text that no function whose address is taken reaches
    through the references in the bodies."""
    index = ModuleIndex(text)
    defined, refs, roots = _references(index)
    return defined - reached_from(roots, defined, refs)


def references(text: str):
    """(defined functions, {function: names its body references (calls and addresses)})."""
    defined, refs, _ = _references(ModuleIndex(text))
    return defined, refs


def reached_from(roots, defined, refs) -> set:
    """The defined functions among `roots` and all that their bodies reference, transitively."""
    reached, work = set(), [n for n in roots if n in defined]
    while work:
        name = work.pop()
        if name not in reached:
            reached.add(name)
            work.extend(n for n in refs[name] if n in defined and n not in reached)
    return reached


def _references(index):
    """(defined, refs, roots: names whose address is taken anywhere) of a module index."""
    defined = {n for n, (_, end) in index.functions.items() if end is not None}
    inside = set()
    refs, roots = {}, set()
    for name, (start, end) in index.functions.items():
        if end is None:
            continue
        inside.update(range(start + 1, end))
        found = refs[name] = set()
        for line in index.lines[start + 1:end]:
            for m in _REF.finditer(line):
                found.add(unquote(m.group(1)))
                if not m.group(2):
                    roots.add(unquote(m.group(1)))
    for k, line in enumerate(index.lines):      # globals, aliases, metadata, define lines
        if k not in inside and "@" in line:
            roots.update(unquote(m.group(1)) for m in _REF.finditer(line) if not m.group(2))
    return defined, refs, roots


def mark_optnone(text: str, names, missed=None) -> str:
    """The text with the functions `names` given `optnone noinline` through an attribute group of
    their own; one whose attributes clash with those is left as it is (and added to `missed`)."""
    def body(name, line, old):
        if _CLASH.search(line) or _ALWAYS.search(old):
            return None
        return f"{_SIZE.sub('', _without(old)).strip()} noinline optnone"    # -Os: optsize goes (W only)
    return _regroup(text, names, body, missed, give_group=True)


def _regroup(text, names, body_for, missed=None, give_group=False):
    """The text with each function of `names` moved to a fresh attribute group whose body is
    body_for(name, define line, old body); None leaves it as it is (and adds it to `missed`),
    an empty body drops the group. `give_group`: a function without a group gets an empty one
    first (clang's define lines always have one; hand-written IR may not)."""
    if not names:
        return text
    index = ModuleIndex(text)
    lines = text.split("\n")
    groups = {m.group(1): m.group(2) for m in _GROUP_LINE.finditer(text)}
    fresh = max((int(k) for k in groups if k.isdigit()), default=-1) + 1
    made = {}                                     # (old group, new body) -> new group
    for name in names:
        start, end = index.functions.get(name, (None, None))
        if end is None:
            continue
        line = lines[start]
        found = _GROUP.findall(line[line.rfind(")"):])
        if not found and give_group and not _CLASH.search(line):
            head, tail = line[:line.rfind(")") + 1], line[line.rfind(")") + 1:]
            m = re.match(r"(\s*(?:local_)?unnamed_addr)?", tail)
            line = head + m.group(0) + " #<none>" + tail[m.end():]
            found = ["<none>"]
            groups["<none>"] = ""
        body = body_for(name, line, groups[found[0]]) if len(found) == 1 and found[0] in groups else None
        if body is None:
            if missed is not None:
                missed.add(name)
            continue
        key = (found[0], body.strip())
        if key not in made:
            made[key] = str(fresh)
            fresh += 1
        head, tail = line[:line.rfind(")")], line[line.rfind(")"):]
        new = f" #{made[key]}" if key[1] else ""
        lines[start] = head + re.sub(rf"\s#{re.escape(found[0])}(?![0-9])", new, tail, count=1)
    extra = [f"attributes #{new} = {{ {body} }}" for (_, body), new in made.items() if body]
    return "\n".join(lines + extra) + "\n"


def _without(body: str) -> str:
    return re.sub(r"\s*\b(noinline|optnone)\b", "", " " + body).strip()


def untouched_by_derivatives(text: str, derivatives) -> dict:
    """Defined functions of a differentiated module's text that no derivative reaches (the
    user's `main` and test drivers, which call derivatives), each with whether it carries
    noinline of its own: the post-AD pipeline can leave them as the user's compiler made them.
    Those already optnone are left out (nothing to do)."""
    index = ModuleIndex(text)
    defined, refs, _ = _references(index)
    groups = {m.group(1): m.group(2) for m in _GROUP_LINE.finditer(text)}
    out = {}
    for name in defined - reached_from(derivatives, defined, refs):
        line = index.lines[index.functions[name][0]]
        tail = line[line.rfind(")"):]               # the function's attributes, inline or by group
        attrs = " ".join([tail] + [groups.get(g, "") for g in _GROUP.findall(tail)])
        if not re.search(r"\boptnone\b", attrs):
            out[name] = bool(re.search(r"\bnoinline\b", attrs))
    return out


def release_optnone(text: str, names, keep_noinline=()) -> str:
    """Undo `mark_optnone` on a printed module (whose attribute groups LLVM renumbered): the
    functions `names` lose optnone, and noinline unless in `keep_noinline`. Code generation
    then treats them as it would have (optnone would also mean -O0 instruction selection)."""
    def body(name, line, old):
        old = re.sub(r"\s*\boptnone\b", "", " " + old)
        return old if name in keep_noinline else re.sub(r"\s*\bnoinline\b", "", old)
    return _regroup(text, names, body)
