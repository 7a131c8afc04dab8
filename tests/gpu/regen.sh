#!/bin/sh
# Regenerate the NVPTX IR fixtures from their CUDA sources (needs clang-19, not CUDA).
cd "$(dirname "$0")"
for f in *.cu; do
  clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib -O2 -S -emit-llvm \
    -Wno-unknown-cuda-version "$f" -o "${f%.cu}.ll"
done
