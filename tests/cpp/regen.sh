#!/usr/bin/env bash
# Regenerate the LLVM IR fixtures in ll/ from the C++ programs in this folder:
# ll/NAME.O0.ll, NAME.O2.ll, NAME.O3.ll and NAME.O3fast.ll (-O3 -ffast-math -march=x86-64-v3);
# a `// clang flags: ...` line adds flags to each, a `// clang also: -Os ...` line more levels.
# The .ll files are committed, so tests need no C++ compiler, only `c++` to link.
# Usage: tests/cpp/regen.sh [NAME.cpp ...]     (CLANGXX=clang++-19 by default)
set -euo pipefail
cd "$(dirname "$0")"
CLANGXX=${CLANGXX:-clang++-19}
if [ $# -eq 0 ]; then set -- *.cpp; fi
mkdir -p ll
for src in "$@"; do
  name=$(basename "$src" .cpp)
  extra=$(sed -n 's|^// clang flags: *||p' "$src")    # e.g. -g, for a program about debug info
  "$CLANGXX" $extra -O0 -S -emit-llvm "$src" -o "ll/$name.O0.ll"
  "$CLANGXX" $extra -O2 -S -emit-llvm "$src" -o "ll/$name.O2.ll"
  "$CLANGXX" $extra -O3 -S -emit-llvm "$src" -o "ll/$name.O3.ll"
  "$CLANGXX" $extra -O3 -ffast-math -march=x86-64-v3 -S -emit-llvm "$src" -o "ll/$name.O3fast.ll"
  echo "$name: ll/$name.{O0,O2,O3,O3fast}.ll"
  for level in $(sed -n 's|^// clang also: *||p' "$src"); do    # e.g. -Os -Oz: ll/NAME.Os.ll, ...
    "$CLANGXX" $extra "$level" -S -emit-llvm "$src" -o "ll/$name.${level#-}.ll"
    echo "$name: ll/$name.${level#-}.ll"
  done
done
