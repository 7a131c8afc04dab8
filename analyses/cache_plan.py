"""Cache planning: which primal values the reverse pass reads, and where each one is kept.

One policy object decides, for every value the reverse pass needs, whether it is *stored* in a
function-level slot (defined outside loops: promoted to SSA registers by mem2reg later), or in
the cache record of its innermost loop (one record per iteration, indexed by the loop counter).
Arguments and constants are read directly. Predecessor indices of merge blocks (which edge the
forward pass took) are cached the same way.
"""

from __future__ import annotations

from enzympy.irtypes import I8, I32, Type, align_of, size_of

from .loops import trip_count


def pred_index_type(cfg, block):
    """Which edge entered a block: a byte, unless the block has more than 256 predecessors."""
    return I8 if len(set(cfg.preds.get(block, []))) <= 256 else I32


def merge_blocks(cfg, returning):
    """Blocks the reverse pass must leave by the edge the forward pass entered them."""
    return {b for b in cfg.order if b in returning and len(set(cfg.preds.get(b, []))) > 1}


class CachePlan:
    """`needed` lists (name, type, defining block) of every forward value the reverse reads.
    `home(name, loop)`, when given, moves a value defined in `loop` to the enclosing loop whose
    record keeps it (a value invariant in its own loop is stored once per entry, not per
    iteration; None: a slot)."""

    def __init__(self, fn, cfg, needed, returning, recompute=(), counter_loops=(), home=None):
        self.fn, self.cfg = fn, cfg
        needed = {name: (t, blk) for name, t, blk in needed}
        self.recompute = set(recompute)
        self.pred_blocks = merge_blocks(cfg, returning)
        for b in self.pred_blocks:
            needed.setdefault(self.pred_index_name(b), (pred_index_type(cfg, b), b))
        self._where = {}
        self._fields = {}                             # loop header -> [types]
        self._loops = {}
        for header in counter_loops:
            self._loops[header] = cfg.loop_of[header]
            self._fields.setdefault(header, [])
        stored = []
        for name in sorted(needed, key=lambda n: (cfg.order.index(needed[n][1]), n)):
            t, blk = needed[name]
            loop = cfg.loop_of.get(blk)
            if home is not None and loop is not None and name not in self.recompute:
                loop = home(name, loop)
            if name in self.recompute:
                self._where[name] = "recompute"
            elif loop is None:
                self._where[name] = "slot"
            else:
                stored.append((name, t, loop))
        for name, t, loop in sorted(stored, key=lambda f: -align_of(f[1])):   # no padding between
            fields = self._fields.setdefault(loop.header, [])
            self._loops[loop.header] = loop
            self._where[name] = (loop, len(fields))
            fields.append(t)
        self._types = {n: needed[n][0] for n in needed}
        self._records = {}                           # loop header -> record type, made once
        self._trip = {h: trip_count(fn, cfg, loop) for h, loop in self._loops.items()}
        self._checked = set()
        self._bound = {}

    # --- queries used by the synthesiser
    def where(self, name):
        """None (not needed), 'slot', 'recompute', or (loop, field index)."""
        return self._where.get(name)

    def slot_values(self):
        return [(n, self._types[n]) for n, w in self._where.items() if w == "slot"]

    def cached_loops(self):
        return [self._loops[h] for h in self.cfg.order if h in self._loops]

    def record_type(self, loop):
        """One iteration's record: the fields (widest alignment first) packed, then padded to
        a multiple of 8 bytes, so each field is aligned to its own alignment, at most 8
        (`field_align`), in every record of the array."""
        if loop.header not in self._records:
            fields = list(self._fields[loop.header])
            size = sum(size_of(t) for t in fields)
            pad = -size % min(8, max([align_of(t) for t in fields], default=1))
            if pad:
                fields.append(Type("array", count=pad, elems=(I8,)))
            self._records[loop.header] = Type("struct", elems=tuple(fields), packed=True)
        return self._records[loop.header]

    @staticmethod
    def field_align(t) -> int:
        return min(align_of(t), 8)

    def has_record(self, loop) -> bool:
        """Does the loop store anything per iteration (or only count its iterations)?"""
        return bool(self._fields.get(loop.header))

    @staticmethod
    def base_name(loop) -> str:
        """The loop counter's value on entry to the loop (for recomputed induction variables)."""
        return f"{loop.header}.ad.base"

    def presized(self, loop) -> bool:
        """Is the loop's cache sized once in its preheader (trip count known on entry)?"""
        return self.has_record(loop) and (self._trip.get(loop.header) is not None or loop.header in self._bound) \
            and loop.header not in self._checked

    def bound_trips(self, loop, bound: int):
        """A GPU's stack cache: the loop's header runs at most `bound` times per entry
        (loops.halving_bound), so its cache is sized once, for every entry, in the entry block."""
        self._bound[loop.header] = bound

    def trip_bound(self, loop):
        return self._bound.get(loop.header)

    def check_each_iteration(self, loop):
        """The loop's cache is not sized in its preheader, but checked on every iteration (a
        GPU kernel's cache in the per-thread buffer, whose room is fixed at launch)."""
        self._checked.add(loop.header)

    def trip_count(self, loop):
        return self._trip.get(loop.header)

    def presized_at(self, block):
        """The loop whose cache is sized at the end of this block (its preheader), or None.
        (Loop-simplify gives each loop a preheader of its own, entering no other loop.)"""
        found = [loop for loop in self._loops.values() if loop.preheader == block and self.presized(loop)]
        if len(found) > 1:
            raise AssertionError(f"block {block} enters {len(found)} loops; expected a dedicated preheader")
        return found[0] if found else None

    def unique_preds(self, block):
        out = []
        for p in self.cfg.preds.get(block, []):
            if p not in out:
                out.append(p)
        return out

    def needs_pred_index(self, block) -> bool:
        return block in self.pred_blocks

    @staticmethod
    def pred_index_name(block) -> str:
        return f"{block}.ad.pred"

    def exit_label(self, block) -> str:
        """The label the block's terminator ends up in (a grown header is split in two)."""
        if self.presized_at(block) is not None:
            return f"{block}.ad.sized"
        if self.grows_at(block):
            return f"{block}.ad.cont"
        return block

    def grows_at(self, block) -> bool:
        """Is this the header of a loop whose cache is checked and grown every iteration?"""
        loop = self.cfg.loop_of.get(block)
        return loop is not None and loop.header == block and block in self._loops \
            and self.has_record(loop) and not self.presized(loop)
