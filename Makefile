# QuickActionKit. `make demo` shows a sample app's menu; `make test` runs every test.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)
EXAMPLE ?= Examples/Chirp
# No lint plug-ins in these builds: SwiftPM would build a second copy of the whole tool for them (Package.swift,
# `pluginsWanted`); scripts/test-plugins.sh builds them for Examples/PluginDemo.
export QUICKACTIONS_PLUGINS := 0
# Warnings fail this project's own builds (Package.swift, `warningsAsErrors`); apps that depend on the package by
# version build it without the flag, which SwiftPM would refuse there.
export QUICKACTIONS_WARNINGS_AS_ERRORS := 1

.PHONY: setup build demo serve test test-plugin-dependency format format-check benchmark fuzz fuzz-smoke fuzz-commands fuzz-server sanitize clean release \
	release-check docs

setup:
	@scripts/setup.sh

build: setup
	swift build

demo: setup
	swift build --product quickactions
	.build/debug/quickactions menu $(EXAMPLE)

# The browser Home Screen with every example app, at http://127.0.0.1:8080/.
serve: setup
	swift build --product quickactions
	.build/debug/quickactions serve Examples

test: setup format-check
	scripts/check-version.sh
	swift build --build-tests
	swift test --skip-build
	scripts/typecheck-uikit-glue.sh
	scripts/test-ci-stage.sh
	scripts/test-manual.sh
	scripts/test-client-package.sh
	scripts/browser-tests.sh
	scripts/test-plugins.sh

# The lint plug-ins from a dependency required by version (scripts/test-plugin-dependency.sh). Not in `test`: it builds
# the whole tool again in debug for the plug-ins (7 to 9 minutes on 2 cores); CI runs it as a stage of its own.
test-plugin-dependency: setup
	scripts/test-plugin-dependency.sh

# Test fixtures are other apps' files, kept as written (one does not parse on purpose).
SWIFT_FILES = Package.swift $(shell find Sources Tests Benchmarks Plugins Fuzz -name '*.swift' -not -path '*/Fixtures/*' | sort)

format:
	@swift format --in-place $(SWIFT_FILES)

format-check:
	@swift format lint --strict $(SWIFT_FILES)

benchmark: setup
	scripts/benchmark-all.sh

# Fuzzing (Fuzz/README.md): every reader for FUZZ_SECONDS each (default 60) with libFuzzer and AddressSanitizer;
# FUZZ_CONFIGURATION=release for a long campaign.
fuzz: setup
	scripts/fuzz.sh
	QUICKACTIONS_BINARY="$$(scripts/release-build.sh)" python3 Fuzz/commands.py

# Whole commands on mutated copies of the example apps (issue 34): exit codes, time, memory, output validity and
# nothing written outside -o. FUZZ_ARGS passes options (--runs, --seed, --keep DIR).
fuzz-commands: setup
	QUICKACTIONS_BINARY="$$(scripts/release-build.sh)" python3 Fuzz/commands.py $(FUZZ_ARGS)

# The server through its OpenAPI document with schemathesis (pinned, in the browser tests' venv).
fuzz-server: setup
	QUICKACTIONS_BINARY="$$(scripts/release-build.sh)" scripts/fuzz-server.sh

# CI's short run: every reader for 2,000 inputs from its seeds, two at a time, built beside `make test`'s debug build
# (only this package's modules are compiled again, with the fuzzer's flags).
fuzz-smoke: setup
	FUZZ_RUNS=2000 FUZZ_TIMEOUT=60 scripts/fuzz.sh

# The whole Swift test suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder.
sanitize: setup
	scripts/sanitize.sh address thread

clean:
	rm -rf .build .build-release .build-asan .build-tsan

# A relocatable Linux release in dist/ (scripts/release.sh): tarball, SwiftPM artifact bundle, checksums.
release: setup
	scripts/release.sh

# The release unpacked into an empty folder and run with a bare PATH (scripts/test-release.sh).
release-check: release
	scripts/test-release.sh

# DocC documentation of every library into .build/docs, from the debug build's symbol graphs (scripts/docs.sh).
docs: setup
	scripts/docs.sh
