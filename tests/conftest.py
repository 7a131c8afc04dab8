"""Hypothesis profiles: ``ci`` (the default) sizes the memory fuzz tests (tests/test_memory_fuzz.py)
for CI; ``--hypothesis-profile=long`` runs 10,000 random programs. Tests that set their own
max_examples (tests/test_random_programs.py) keep it."""

import compileall
from pathlib import Path

from hypothesis import settings

settings.register_profile("ci", max_examples=120)
settings.register_profile("long", max_examples=10_000)
settings.load_profile("ci")

# A function the IR text reader cannot read is an error in the tests (users fall back silently
# to llvmlite's slower walk): tests/test_irtext.py says why.
from enzympy import irtext  # noqa: E402

irtext.STRICT = True


def pytest_configure(config):
    """Byte-compile the project once, in the controlling process: hundreds of tests run
    `python -m enzympy diff` in a child process, and where PYTHONDONTWRITEBYTECODE is set
    (this environment sets it) each child would compile enzympy's modules again (0.2 s each)."""
    if not hasattr(config, "workerinput"):
        root = Path(__file__).resolve().parent.parent
        for package in ("enzympy", "analyses", "runtime", "benchmarks"):
            try:
                compileall.compile_dir(str(root / package), quiet=2)
            except OSError:                 # a read-only tree: the children compile, as before
                pass
