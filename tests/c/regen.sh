#!/usr/bin/env bash
# Regenerate the LLVM IR fixtures in ll/ from the C programs in this folder,
# and those in memory/ll/ from the programs in memory/ (shadow memory, calls,
# split and forward mode; they share memory/check.h).
# For each DIR/NAME.c it writes DIR/ll/NAME.O0.ll, NAME.O2.ll, NAME.O3.ll and
# NAME.O3fast.ll (-O3 -ffast-math -march=x86-64-v3). The .ll files are
# committed, so tests need no C compiler; rerun this after editing a program.
# blas/blas.c is compiled like the others; blas/refblas.c (its reference BLAS, linked but
# not differentiated) only at -O2.
# Usage: tests/c/regen.sh [NAME.c | memory/NAME.c ...]     (CLANG=clang-19 by default)
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
if [ $# -eq 0 ]; then
  set -- *.c memory/*.c blas/blas.c
  (cd blas && mkdir -p ll && "$CLANG" -O2 -S -emit-llvm refblas.c -o ll/refblas.O2.ll)
fi
for src in "$@"; do
  dir=$(dirname "$src")
  name=$(basename "$src" .c)
  (
    # compile inside the program's folder: source_filename stays NAME.c
    cd "$dir"
    mkdir -p ll
    "$CLANG" -O0 -S -emit-llvm "$name.c" -o "ll/$name.O0.ll"
    "$CLANG" -O2 -S -emit-llvm "$name.c" -o "ll/$name.O2.ll"
    "$CLANG" -O3 -S -emit-llvm "$name.c" -o "ll/$name.O3.ll"
    "$CLANG" -O3 -ffast-math -march=x86-64-v3 -S -emit-llvm "$name.c" -o "ll/$name.O3fast.ll"
  )
  if [ "$dir" = . ]; then out=ll; else out="$dir/ll"; fi
  echo "$name: $out/$name.{O0,O2,O3,O3fast}.ll"
done
# unrolled.c also at -O0 -ffast-math: the level at which Enzyme's vecmax.c showed a cache read
# before its write (see the program)
if [ -f memory/unrolled.c ]; then
  (cd memory && "$CLANG" -O0 -ffast-math -S -emit-llvm unrolled.c -o ll/unrolled.O0fast.ll)
fi
# custom.c also at -Os and -Oz, where every function is optsize/minsize (custom rules were
# refused there: the noinline optnone that keeps a ruled function a call clashed with them)
if [ -f custom.c ]; then
  "$CLANG" -Os -S -emit-llvm custom.c -o ll/custom.Os.ll
  "$CLANG" -Oz -S -emit-llvm custom.c -o ll/custom.Oz.ll
fi
# The vectorised fixture must really be vectorised.
if [ -f ll/vectorloop.O3fast.ll ]; then
  grep -q '<4 x double>' ll/vectorloop.O3fast.ll || { echo "vectorloop.O3fast.ll: no <4 x double>" >&2; exit 1; }
  grep -q 'llvm.vector.reduce.fadd' ll/vectorloop.O3fast.ll || { echo "vectorloop.O3fast.ll: no llvm.vector.reduce.fadd" >&2; exit 1; }
fi
