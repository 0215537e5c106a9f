#!/usr/bin/env bash
# Benchmark (release build): the inputs of issue 15's defects 3-7, each in an app folder of its own, through
# `quickactions lint` (menu for the catalog), with the wall time, peak memory and exit status of each run.
# Exit status 1 is lint's "findings" (the file over the budget is one); a crash would show as 134/139.
# QUICKACTIONS_BINARY names a release binary already built (else this builds one).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
binary=${QUICKACTIONS_BINARY:-}
if [ -z "$binary" ]; then
  binary=$(scripts/release-build.sh 2>"$work/build.log") || { cat "$work/build.log" >&2; exit 1; }
fi
command -v /usr/bin/time >/dev/null || { echo "GNU time is missing: run make setup" >&2; exit 1; }

python3 - "$work" <<'PY'
import json, os, plistlib, sys

work = sys.argv[1]
def app(name, files):
    folder = os.path.join(work, name, "App")
    os.makedirs(folder, exist_ok=True)
    items = [{"UIApplicationShortcutItemType": "new", "UIApplicationShortcutItemTitle": "New Note"}]
    info = {"CFBundleName": "Bounds", "CFBundleIdentifier": "com.example.bounds", "CFBundlePackageType": "APPL",
            "UIApplicationShortcutItems": items}
    files.setdefault("Info.plist", plistlib.dumps(info))
    for relative, contents in files.items():
        os.makedirs(os.path.dirname(os.path.join(folder, relative)), exist_ok=True)
        with open(os.path.join(folder, relative), "wb") as handle:
            handle.write(contents if isinstance(contents, bytes) else contents.encode())

swift = lambda body: {"Items.swift": "// shortcutItems\n" + body}
app("generics-1000", swift("let x: " + "Array<" * 1000 + "Int" + ">" * 1000 + " = []\n"))
app("parentheses-2000", swift("let x = [" + "(" * 2000 + "1" + ")" * 2000 + "]\n"))
app("brackets-22", swift("let deep = " + "[" * 22 + "1" + "]" * 22 + "\n"))
app("brackets-26", swift("let deep = " + "[" * 26 + "1" + "]" * 26 + "\n"))
app("interpolations-5000", swift("let s = " + '"\\(' * 5000 + "1" + ')"' * 5000 + "\n"))
items = [{"UIApplicationShortcutItemType": f"t{i}", "UIApplicationShortcutItemTitle": "New"} for i in range(10000)]
one_line = plistlib.dumps({"CFBundleName": "Bounds", "UIApplicationShortcutItems": items}).replace(b"\n", b"").replace(b"\t", b"")
app("plist-10000-on-one-line", {"Info.plist": one_line})
# Issue 34: chains the parser or the evaluator walk recursively (a stack overflow) or in quadratic time.
app("try-10000", swift("let x = " + "try " * 10000 + "f()\n"))
app("await-10000", swift("func g() async { let x = " + "await " * 10000 + "f() }\n"))
app("optional-chain-30000", swift("let x = a" + "?.b" * 30000 + "\n"))
app("force-unwraps-60000", swift("let x = a" + "!" * 60000 + "\n"))
app("members-50000", swift("let x = a" + ".b" * 50000 + "\n"))
app("calls-8000", swift("let x = f" + "()" * 8000 + "\n"))
app("trailing-closures-10000", swift("let x = f" + " {}" * 10000 + "\n"))
# Issue 34: the parser's memory grows with the tokens (about a kilobyte each): 7.8 MB of them took 2.8-4.7 GB and
# 20-30 s; over 500,000 tokens a file is named as over the budget, and a file just under it shows the most one costs.
app("tokens-3900000", swift("a;" * 3_900_000))
app("declarations-7.8MB", swift("let a = 1\n" * 780_000))
app("declarations-at-the-token-cap", swift("let a = 1\n" * 124_990))
# Items in one function, growing 10x: the evaluation should grow in proportion.
for count in (1450, 14500):
    rows = "".join(f'    UIApplicationShortcutItem(type: "t{i}", localizedTitle: "T{i}"),\n' for i in range(count))
    app(f"items-in-one-function-{count}", swift("func f() {\n  UIApplication.shared.shortcutItems = [\n" + rows + "  ]\n}\n"))
strings = "".join(f'"k{i}" = "v{i}";' for i in range(10000))
app("strings-10000-on-one-line", {"en.lproj/InfoPlist.strings": strings})
languages = ["de", "fr", "es", "it", "ja", "ko", "zh-Hans", "pt-BR", "nl", "sv"]
entries, size = {}, 0
while size < 10_000_000:
    for _ in range(1000):
        key = f"key{len(entries)}"
        entries[key] = {"localizations": {l: {"stringUnit": {"state": "translated", "value": f"{key} {l}"}} for l in languages}}
    size = len(json.dumps({"sourceLanguage": "en", "strings": entries}, indent=2))
app("catalog-10mb", {"InfoPlist.xcstrings": json.dumps({"sourceLanguage": "en", "strings": entries, "version": "1.0"}, indent=2)})
title = {"CFBundleName": "Bounds", "UIApplicationShortcutItems": [{"UIApplicationShortcutItemType": "t", "UIApplicationShortcutItemTitle": "New " * 250000}]}
app("title-1mb", {"Info.plist": plistlib.dumps(title)})
PY

printf '%-32s %8s %10s %6s\n' input seconds "peak MB" exit
for folder in "$work"/*/; do
  name=$(basename "$folder")
  command=lint
  [ "$name" != catalog-10mb ] || command=menu
  set +e
  /usr/bin/time -f "%e %M" -o "$work/time" "$binary" "$command" "$folder" >/dev/null 2>&1
  status=$?
  set -e
  read -r seconds kilobytes < <(tail -1 "$work/time")
  printf '%-32s %8s %10s %6s\n' "$name" "$seconds" "$((kilobytes / 1024))" "$status"
done
