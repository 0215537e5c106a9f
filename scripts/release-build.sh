#!/usr/bin/env bash
# The one release build (issue 28): the static, relocatable build `make release` ships, in .build-release, which the
# benchmarks time as well, so a machine compiles swift-syntax in release once for both.
#
#   scripts/release-build.sh [PRODUCT]    builds PRODUCT (default: quickactions) and prints the path of its binary
#
# SwiftPM's output goes to standard error; RELEASE_SCRATCH names another build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH
# No lint plug-ins in this build, so no second copy of the tool (Package.swift, `pluginsWanted`).
export QUICKACTIONS_PLUGINS=${QUICKACTIONS_PLUGINS:-0}
product=${1:-quickactions}
scratch=${RELEASE_SCRATCH:-.build-release}
# Concrete generic types' metadata through their accessor functions rather than by mangled name: from a mangled name
# the runtime proves each generic argument's conformances (a Set's Hashable, a container's CodingKey…) by scanning all
# 17,000 conformance records of the binary, once per type, which was a fifth of `menu`'s instructions on a small app
# (Documentation/performance.md). The binary grows by 0.3%.
# SwiftPM links executables with --export-dynamic, which put 73,000 symbols in the dynamic symbol table; the Swift
# runtime's start-up (the backtracer asks `dladdr` where the runtime lives) searched all of them, and the loader
# mapped them: 1.5-2 ms of every command. Nothing looks the binary's own symbols up by name (the libraries loaded on
# first use are asked with `dlsym` on their own handles), so none are exported. Only the link changes.
linker_flags=()
if [ "$(uname -s)" = Linux ]; then linker_flags=(-Xlinker --no-export-dynamic); fi
swift build -c release --static-swift-stdlib --product "$product" --scratch-path "$scratch" \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors "${linker_flags[@]}" >&2
binary="$PWD/$scratch/release/$product"
# Sources/CDeferredLibraries defines every function the binary calls in these libraries and loads them on first use:
# they are dropped from the libraries loaded at start (15-20 ms of every command; Documentation/performance.md), and
# `ldd -r` checks that nothing else was wanted from them. Already dropped ones are skipped, so a binary is patched once.
if [ "$(uname -s)" = Linux ]; then
  needed=$(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p')
  dropped=()
  for library in libcurl.so.4 librsvg-2.so.2 libcairo.so.2 libgobject-2.0.so.0 libgio-2.0.so.0 libgdk_pixbuf-2.0.so.0; do
    if grep -qxF "$library" <<<"$needed"; then dropped+=(--remove-needed "$library"); fi
  done
  if [ ${#dropped[@]} -gt 0 ]; then
    command -v patchelf >/dev/null 2>&1 || { echo "release-build: patchelf is missing; run scripts/setup.sh" >&2; exit 1; }
    patchelf "${dropped[@]}" "$binary"
    if missing=$(ldd -r "$binary" 2>&1 | grep 'undefined symbol'); then
      echo "release-build: $product still wants these from a library it no longer loads at start:" >&2
      echo "$missing" >&2
      exit 1
    fi
  fi
fi
echo "$binary"
