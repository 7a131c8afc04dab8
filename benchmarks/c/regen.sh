#!/usr/bin/env bash
# Regenerate the committed LLVM IR of the C benchmark problems.
# NAME.O2.ll is what the benchmark differentiates (clang-19 -O2, as a user would compile it);
# NAME.noopt.ll feeds the ablation of pre-AD optimisation: clang's IR for the same source at -O2
# before any LLVM pass has run (-Xclang -disable-llvm-passes: no optnone, the source's own
# attributes kept), differentiated with and without enzympy's pre-AD pipeline. Usage: benchmarks/c/regen.sh [NAME.c ...]
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
if [ $# -eq 0 ]; then set -- *.c; fi
for src in "$@"; do
  name=$(basename "$src" .c)
  "$CLANG" -O2 -S -emit-llvm "$src" -o "$name.O2.ll"
  "$CLANG" -O2 -Xclang -disable-llvm-passes -S -emit-llvm "$src" -o "$name.noopt.ll"
  echo "$name: $name.O2.ll $name.noopt.ll"
done
