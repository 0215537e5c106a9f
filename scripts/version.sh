#!/usr/bin/env bash
# Prints quickactions' version. Its one source is `QuickActionsTool.version` in
# Sources/QuickActionLint/Reporters/Reporter.swift, which `--version`, the SARIF driver and the reports print; the
# release scripts, the release workflow and the GitHub Action read it through this script (as SwiftLint's
# tools/get-version reads its Version.swift). scripts/check-version.sh checks the places that must spell it out.
set -euo pipefail
source=$(dirname "$0")/../Sources/QuickActionLint/Reporters/Reporter.swift
version=$(sed -n 's/^ *public static let version = "\([^"]*\)"$/\1/p' "$source")
[ -n "$version" ] && [ "$(printf '%s\n' "$version" | wc -l)" -eq 1 ] ||
  { echo "version: expected one 'public static let version = \"…\"' line in $source" >&2; exit 1; }
echo "$version"
