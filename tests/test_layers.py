"""The module graph of enzympy/, analyses/ and runtime/: no import cycles, and the runtime
depends on the IR layer only (it runs code the synthesis made; it does not make it)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = {"enzympy": "enzympy", "analyses": "enzympy.analyses", "runtime": "enzympy.runtime"}


def _modules():
    """dotted name -> path of every module in the three folders."""
    out = {}
    for folder, pkg in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT / folder).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            out[".".join([pkg] + parts)] = path
    return out


def _imports(name, path, modules, top_only):
    """Modules of ours that `name` imports (at module level only, with top_only)."""
    is_pkg = path.name == "__init__.py"
    tree = ast.parse(path.read_text())
    nodes = tree.body if top_only else ast.walk(tree)
    found = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            targets = [mod] + [f"{mod}.{a.name}" for a in node.names]
        else:
            continue
        for t in targets:
            if t in modules and t != name:
                found.add(t)
    return found


def _cycle(graph):
    """One cycle of the graph as a list of names, or None."""
    state, stack = {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def _graph(top_only):
    modules = _modules()
    return {n: _imports(n, p, modules, top_only) for n, p in modules.items()}


def test_walk_finds_the_modules_and_their_imports():
    graph = _graph(top_only=True)
    assert "enzympy.synth.plan" in graph and "enzympy.analyses.mincut" in graph
    assert "enzympy.analyses.mincut" in graph["enzympy.synth.plan"]
    assert "enzympy.reverse" in graph["enzympy.driver"]


def test_cycle_finder_reports_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycles():
    """Counting imports inside functions too: a cycle hidden in a function is still a cycle."""
    assert _cycle(_graph(top_only=False)) is None


def test_runtime_imports_no_synthesis_and_no_front_end():
    """runtime/ may import the IR layer (ir, irtypes, passes, errors, emit) and itself."""
    allowed = {"enzympy", "enzympy.errors", "enzympy.ir", "enzympy.irtypes", "enzympy.passes", "enzympy.emit"}
    graph = _graph(top_only=False)
    for name, deps in graph.items():
        if name.startswith("enzympy.runtime"):
            bad = {d for d in deps if not d.startswith("enzympy.runtime") and d not in allowed}
            assert not bad, (name, bad)


def test_no_module_over_about_600_lines():
    """A module a reader can hold in mind: one concept each (docs/ARCHITECTURE.md)."""
    long = {str(p.relative_to(ROOT)): n for p in _modules().values()
            if (n := len(p.read_text().splitlines())) > 620}
    assert not long, long


def test_every_package_is_installed():
    """A folder of modules missing from pyproject's package list is left out of a non-editable
    install (`pip install .`), where every import of it fails: enzympy.synth once was."""
    import tomllib
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    needed = {name if path.name == "__init__.py" else name.rpartition(".")[0]
              for name, path in _modules().items()}
    assert needed <= listed, sorted(needed - listed)
