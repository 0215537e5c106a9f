#!/usr/bin/env bash
# Installs what QuickActionKit's build and tests need on a fresh Debian machine, idempotently: only packages that
# are missing are installed. The Swift toolchain (6.1 or later) must already be on PATH or at /opt/swift.
set -euo pipefail
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH=/opt/swift/usr/bin:$PATH
fi
command -v swift >/dev/null 2>&1 || { echo "setup: Swift 6.1 or later is required (https://swift.org/install)" >&2; exit 1; }

# make, git and pkg-config for the build; HarfBuzz, FreeType and fontconfig for text measurement; FriBidi for
# bidirectional text; Inter and Noto (with Noto Color Emoji) for the fonts; Bootstrap Icons for SF Symbol look-alikes;
# librsvg, cairo and zlib (-dev) to draw and write PNGs; python3, chromium and python3-venv for the browser
# tests of `quickactions serve` (scripts/browser-tests.sh); SQLite for its state; wrk and curl for the server
# benchmark; wordnet-base for the test that the English verb table matches WordNet; aapt and desktop-file-utils
# to validate `quickactions export`'s Android resources and .desktop files with the platforms' own tools; groff-base
# to render the man page in its test (scripts/test-manual.sh); libcurl's -dev package for the static release build,
# which links Foundation's networking because the MCP SDK imports it (`quickactions mcp`), and patchelf, with which
# that build stops loading libcurl and the drawing libraries at start (scripts/release-build.sh).
packages=(make git pkg-config python3 libharfbuzz-dev libfreetype-dev libfontconfig1-dev libfribidi-dev fonts-inter
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji bootstrap-icons librsvg2-dev libcairo2-dev zlib1g-dev libsqlite3-dev chromium
  python3-venv wrk curl wordnet-base aapt desktop-file-utils groff-base libcurl4-openssl-dev patchelf)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "setup: please install (as root): apt-get install ${missing[*]}" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
