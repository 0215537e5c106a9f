#!/usr/bin/env bash
# Benchmark (release build) of `quickactions lsp` (issue 36): on a generated app of 1,000 Swift files and 50
# localizations (scripts/generate-benchmark-project.py), the time from sending an edit to receiving its diagnostics,
# for edits of a Swift file that registers quick actions and of Info.plist, and the time of a hover and of a code
# action. A client written with the standard library only, so that only the server is measured.
# Target: diagnostics within 100 ms of an edit (the 90th percentile of EDITS edits of each file).
# QUICKACTIONS_BINARY=… measures another build.
set -euo pipefail
cd "$(dirname "$0")/.."
EDITS=${EDITS:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/generate-benchmark-project.py "$work/project" >/dev/null
mkdir "$work/project/.git"
binary=${QUICKACTIONS_BINARY:-$(scripts/release-build.sh)}
python3 - "$binary" "$work/project" "$EDITS" <<'PY'
import json, os, statistics, subprocess, sys, time
from pathlib import Path

binary, project, edits = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=project)
next_id = 0

def send(method, params, request=False):
    global next_id
    message = {"jsonrpc": "2.0", "method": method, "params": params}
    if request:
        next_id += 1
        message["id"] = next_id
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()
    return message.get("id")

def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if not line:
            sys.exit("benchmark-lsp: the server ended early")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.strip().lower() == "content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))

def wait(predicate):
    while True:
        message = receive()
        if predicate(message):
            return message

def diagnostics_of(uri):
    return wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)

def answer(id):
    return wait(lambda m: m.get("id") == id)

send("initialize", {"rootUri": project.as_uri(), "capabilities": {}}, request=True)
answer(1)
send("initialized", {})
plist = project / "Bench" / "Info.plist"
swift = project / "Bench" / "Feature0" / "File0000.swift"
documents = {path: path.read_text() for path in (plist, swift)}
started = time.perf_counter()
for path, text in documents.items():
    send("textDocument/didOpen", {"textDocument": {"uri": path.as_uri(), "languageId": "x", "version": 1, "text": text}})
    diagnostics_of(path.as_uri())
first = (time.perf_counter() - started) * 1000

def edit_times(path, replace):
    times = []
    for version in range(2, edits + 2):
        text = replace(documents[path], version)
        start = time.perf_counter()
        send("textDocument/didChange", {"textDocument": {"uri": path.as_uri(), "version": version},
                                        "contentChanges": [{"text": text}]})
        diagnostics_of(path.as_uri())
        times.append((time.perf_counter() - start) * 1000)
    return times

swift_times = edit_times(swift, lambda text, v: text.replace('localizedTitle: "Item 0"', f'localizedTitle: "Item {v}..."'))
plist_times = edit_times(plist, lambda text, v: text.replace("<string>Search</string>", f"<string>search {v}</string>"))

def request_times(method, params):
    times = []
    for _ in range(10):
        start = time.perf_counter()
        answer(send(method, params, request=True))
        times.append((time.perf_counter() - start) * 1000)
    return times

title_line = next(n for n, line in enumerate(plist.read_text().splitlines()) if "<string>Search</string>" in line)
position = {"textDocument": {"uri": plist.as_uri()}, "position": {"line": title_line, "character": 12}}
hover_times = request_times("textDocument/hover", position)
whole = {"start": {"line": 0, "character": 0}, "end": {"line": 200, "character": 0}}
action_times = request_times("textDocument/codeAction", {"textDocument": {"uri": plist.as_uri()}, "range": whole,
                                                           "context": {"diagnostics": []}})
answer(send("shutdown", None, request=True))
send("exit", None)
server.wait(timeout=30)

def p90(times):
    return sorted(times)[int(len(times) * 0.9) - 1]

def line(name, times):
    return (f"{name}: median {statistics.median(times):.1f} ms, 90th percentile {p90(times):.1f} ms, "
            f"max {max(times):.1f} ms over {len(times)}")

print(f"lsp on a 1,000-file, 50-locale app: first diagnostics of two documents {first:.0f} ms")
print(line("  diagnostics after a Swift edit", swift_times))
print(line("  diagnostics after an Info.plist edit", plist_times))
print(line("  hover on a title", hover_times))
print(line("  code actions of a document", action_times))
worst = max(p90(swift_times), p90(plist_times))
print(f"target: lsp diagnostics after an edit, 1,000-file app: {worst:.0f} ms (90th percentile; within 100 ms): "
      f"{'met' if worst <= 100 else 'missed'}")
PY
