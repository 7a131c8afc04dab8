"""Hypothesis profiles: ``ci`` (the default) sizes the memory fuzz tests (tests/test_memory_fuzz.py)
for CI; ``--hypothesis-profile=long`` runs 10,000 random programs. Tests that set their own
max_examples (tests/test_random_programs.py) keep it."""

from hypothesis import settings

settings.register_profile("ci", max_examples=200)
settings.register_profile("long", max_examples=10_000)
settings.load_profile("ci")
