#!/usr/bin/env bash
# Regenerate ll/NAME.{rev,fwd}.{O0,O2}.ll (with debug information: the refusals name the
# source line) from the programs here, which the soundness gate must refuse.
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
mkdir -p ll
for src in "${@:-*.c}"; do
  for src1 in $src; do
    name=$(basename "$src1" .c)
    for mode in rev fwd; do
      fwd=$([ $mode = fwd ] && echo 1 || echo 0)
      for level in O0 O2; do
        "$CLANG" -g -$level -DFWD=$fwd -S -emit-llvm "$name.c" -o "ll/$name.$mode.$level.ll"
      done
    done
  done
done
