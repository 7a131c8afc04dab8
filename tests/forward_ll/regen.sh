#!/usr/bin/env bash
# Regenerate the forward-mode fixtures of tests/test_forward.py: scalar.c and memory.c at
# -O0, -O2 and -O3 -ffast-math -march=x86-64-v3 (NAME.O0.ll, NAME.O2.ll, NAME.O3fast.ll), and
# fwddiff.c (calls __enzyme_fwddiff) at -O0 and -O2. The .ll files are committed, so the tests
# need no C compiler. Usage: tests/forward_ll/regen.sh   (CLANG=clang-19 by default)
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
for name in scalar memory; do
  "$CLANG" -O0 -S -emit-llvm "$name.c" -o "$name.O0.ll"
  "$CLANG" -O2 -S -emit-llvm "$name.c" -o "$name.O2.ll"
  "$CLANG" -O3 -ffast-math -march=x86-64-v3 -S -emit-llvm "$name.c" -o "$name.O3fast.ll"
done
"$CLANG" -O0 -S -emit-llvm fwddiff.c -o fwddiff.O0.ll
"$CLANG" -O2 -S -emit-llvm fwddiff.c -o fwddiff.O2.ll
# the vectorised fixtures must really be vectorised
grep -q 'llvm.vector.reduce.fadd' scalar.O3fast.ll || { echo "scalar.O3fast.ll: not vectorised" >&2; exit 1; }
grep -q '<4 x double>' memory.O3fast.ll || { echo "memory.O3fast.ll: not vectorised" >&2; exit 1; }
