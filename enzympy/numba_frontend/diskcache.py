"""Derivatives of Numba functions cached on disk, as Numba's `cache=True` caches the primal.

A new process then gets its gradient without differentiating again (the differentiator is not
even imported).

- **What** is stored: the derivative's object code for this host (the module enzympy built,
  post-AD optimised, compiled as the JIT would), and what calling it needs: the export's name
  and LLVM type, the Numba types of the value and of the active scalars, the symbols it links
  against and the Numba environments it shares (`runtime.numba_jit.ObjectCode`). Reloading is
  `runtime.numba_jit.load_object`, the same call a fresh build ends with.
- **Key**: a digest of the optimised IR Numba has for the signature (the module it links the
  function from, read back from Numba's own cache when the primal is cached), the signature,
  the activity, the mode (grad or jvp), enzympy's version and a digest of its source files, the
  versions of Python, numba, llvmlite, LLVM and numpy, the host CPU, and the CPU name and
  features the code is made for (`ir.host_cpu`: Numba's, which NUMBA_CPU_NAME may set). The IR
  covers the function and every callee Numba linked in, so a changed body, callee or global
  constant is a different key and a stale file is never read. The IR needs the primal compiled
  or loaded, which Numba's cache does in a fraction of a second.
- **When**: for a dispatcher made with `cache=True` (the user asked for Numba's disk cache: the
  derivatives follow it, as Numba users expect), unless ENZYMPY_CACHE=0. Not for others: their
  IR, compiled anew in each process, names temporaries after addresses, so its key would not
  repeat.
- **Where**: with Numba's own files for the function (its locator: NUMBA_CACHE_DIR, else
  `__pycache__` beside the source, else the user's cache dir). One file per function, mode,
  signature and activity, named with the key; storing a new version removes the older ones.
- **Safety**: files are written to a temporary name and renamed (readers see a whole file or
  none); a file that is short, has another magic, format, key or checksum, or metadata that does
  not parse, is a miss: the derivative is built again and the file replaced.

The @njit entry through which Python calls a cached derivative (`calling`) is cached too, by
Numba's own machinery with a locator of ours (`entry_cache`): files beside the derivative's,
stamped with its key, so a warm start compiles nothing.

`stats` counts hits, misses (no file), stores and rejected files (for tests and the benchmark).
"""

from __future__ import annotations

import collections
import functools
import hashlib
import json
import os
import struct
import sys
from pathlib import Path

from enzympy.runtime.numba_jit import ObjectCode

FORMAT = 1
MAGIC = b"enzympy-deriv\x00\x00\x00"
_HEADER = struct.Struct("<16sIIQ32s")          # magic, format, metadata bytes, object bytes, sha256
SUFFIX = ".enzd"
stats = collections.Counter()


def enabled(dispatcher) -> bool:
    """The primal is cached on disk (cache=True), and ENZYMPY_CACHE is not 0."""
    if os.environ.get("ENZYMPY_CACHE", "").strip().lower() in ("0", "off", "no", "false"):
        return False
    cache = getattr(dispatcher, "_cache", None)
    return getattr(cache, "cache_path", None) is not None and hasattr(cache, "_impl")


class Entry:
    """The cache file of one derivative: its key, and where it lives."""

    def __init__(self, directory: Path, base: str, slot: str, key: str):
        self.key = key
        self.directory = directory
        self.prefix = f"{base}.{slot}."
        self.path = directory / f"{self.prefix}{key[:32]}{SUFFIX}"

    @classmethod
    def of(cls, dispatcher, library, argtypes, activity, mode):
        """The entry for a derivative of `dispatcher` (a cached one, see `enabled`), whose
        compiled `library` for argtypes is the primal."""
        where = _location(dispatcher)
        signature = [str(t) for t in argtypes]
        slot = _digest(repr((mode, signature, list(activity))))[:12]
        key = _digest(repr((FORMAT, mode, ir_digest(library), signature, list(activity),
                            _environment())))
        return cls(where[0], where[1], slot, key)

    def load(self):
        """(metadata, ObjectCode) from the file, or None (missing, partial, stale or corrupt)."""
        try:
            blob = self.path.read_bytes()
        except OSError:
            stats["miss"] += 1
            return None
        got = _decode(blob, self.key)
        if got is None:
            stats["rejected"] += 1
        return got

    def store(self, meta: dict, code: ObjectCode) -> None:
        """Write atomically, then drop older versions for the same slot; failures are silent
        (a read-only cache directory only costs the next process a build)."""
        meta = dict(meta, key=self.key, symbol=code.symbol, externals=list(code.externals),
                    envs=list(code.envs))
        blob = _encode(meta, code.data)
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            try:
                with open(tmp, "xb") as f:
                    f.write(blob)
                os.replace(tmp, self.path)
            finally:
                if tmp.exists():
                    tmp.unlink()
        except OSError:
            return
        stats["stored"] += 1
        for old in self.directory.glob(f"{self.prefix}*{SUFFIX}"):
            if old != self.path:
                stale = old.name[len(self.prefix):-len(SUFFIX)][:16]
                for f in [old, *self.directory.glob(f"*-{stale}.py*.nb[ic]")]:
                    try:
                        f.unlink()
                    except OSError:
                        pass


def entry_cache(py_func, entry):
    """A Numba cache for `py_func`, the @njit entry calling the derivative of `entry`, stamped
    with that derivative's key (the entry's code depends on nothing else: enzympy's source is in
    the key); None where Numba's caching cannot be set up so."""
    py_func._enzympy_entry = entry
    try:
        return _entry_cache_type()(py_func)
    except Exception:
        return None


@functools.lru_cache(None)
def _entry_cache_type():
    from numba.core import caching

    class Locator(caching._CacheLocator):
        def __init__(self, entry):
            self._entry = entry

        def get_cache_path(self):
            return str(self._entry.directory)

        def get_source_stamp(self):
            return self._entry.key

        def get_disambiguator(self):
            return self._entry.key[:16]

        @classmethod
        def from_function(cls, py_func, py_file):
            return cls(py_func._enzympy_entry)

    class Impl(caching.CompileResultCacheImpl):
        _locator_classes = [Locator]

    class EntryCache(caching.FunctionCache):
        """Numba's cache, where a failure to read or write is a miss, never an error."""
        _impl_class = Impl

        def load_overload(self, sig, target_context):
            try:
                return super().load_overload(sig, target_context)
            except Exception:
                return None

        def save_overload(self, sig, data):
            try:
                super().save_overload(sig, data)
            except Exception:
                pass

    return EntryCache


def _encode(meta: dict, obj: bytes) -> bytes:
    text = json.dumps(meta, sort_keys=True).encode()
    return _HEADER.pack(MAGIC, FORMAT, len(text), len(obj), hashlib.sha256(text + obj).digest()) + text + obj


def _decode(blob: bytes, key: str):
    if len(blob) < _HEADER.size:
        return None
    magic, fmt, n_meta, n_obj, check = _HEADER.unpack_from(blob)
    body = blob[_HEADER.size:]
    if magic != MAGIC or fmt != FORMAT or len(body) != n_meta + n_obj or hashlib.sha256(body).digest() != check:
        return None
    try:
        meta = json.loads(body[:n_meta])
        if meta.get("key") != key:
            return None
        code = ObjectCode(body[n_meta:], str(meta["symbol"]), tuple(meta["externals"]), tuple(meta["envs"]))
    except (ValueError, KeyError, TypeError):
        return None
    return meta, code


def ir_digest(library) -> str:
    """Digest of the optimised module Numba links `library` from, as its cache stores it (bitcode
    read back), so a fresh compilation and a load from Numba's cache give the same text."""
    import llvmlite.binding as llvm
    mod = library._get_module_for_linking()
    return _digest(str(llvm.parse_bitcode(mod.as_bitcode())))


def _location(dispatcher):
    """(directory, file name base) of Numba's cache files for the dispatcher."""
    cache = dispatcher._cache
    return Path(cache.cache_path), cache._impl.filename_base


_env = []


def _environment():
    """What else the object code depends on: versions, enzympy's own source, the host CPU."""
    if not _env:
        import llvmlite
        import llvmlite.binding as llvm
        import numba
        import numpy

        import enzympy
        from enzympy.analyses import choice_zero
        from enzympy.ir import host_cpu
        _env.append((enzympy.__version__, _source_digest(), choice_zero.STRONG_ZERO, sys.version_info[:2],
                     numba.__version__,
                     llvmlite.__version__, llvm.llvm_version_info, numpy.__version__,
                     llvm.get_host_cpu_name(), host_cpu()))
    return _env[0]


def _source_digest() -> str:
    """Digest of enzympy's Python files, so an edit of enzympy (a developer's) invalidates."""
    import importlib.util
    h = hashlib.sha256()
    for pkg in ("enzympy", "enzympy.analyses", "enzympy.runtime"):
        spec = importlib.util.find_spec(pkg)
        for root in spec.submodule_search_locations or ():
            for path in sorted(Path(root).rglob("*.py")):
                h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
