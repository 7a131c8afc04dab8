"""`enzympy diff` on IR text written by a test, and the check that it failed with one line
naming what it refused (shared by the tests of refusals)."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def diff_text(tmp_path, text, out="x.o", name="m.ll"):
    src = tmp_path / name
    src.write_text(text)
    return subprocess.run([sys.executable, "-m", "enzympy", "diff", str(src), "-o", str(tmp_path / out)],
                          cwd=REPO, capture_output=True, text=True, timeout=600)


def one_line_error(r, *words):
    """Non-zero exit, no traceback, one line on stderr containing each of `words`."""
    assert r.returncode != 0 and "Traceback" not in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    for w in words:
        assert w in r.stderr, (w, r.stderr)
