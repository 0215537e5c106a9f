#!/usr/bin/env bash
# Checks `make release`'s tarball as a user would get it: unpacked into an empty folder outside the repository,
# run with a bare PATH and HOME, on a copy of an example app: `--version`, `lint` (SARIF), `menu`, `preview` (PNG,
# and a contact sheet), the man page and completions present, and no Swift runtime library needed.
set -euo pipefail
cd "$(dirname "$0")/.."
tarball=$(ls -t dist/quickactions-*-linux-*.tar.gz 2>/dev/null | head -1)
[ -n "$tarball" ] || { echo "test-release: no dist/quickactions-*.tar.gz; run make release first" >&2; exit 1; }
work=$(mktemp -d)
server=
# The server is stopped by its own process id on every way out, then the folder removed.
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
tar -C "$work" -xzf "$tarball"
root=$(ls -d "$work"/quickactions-*)
cp -R Examples/Trailmix "$work/Trailmix"
fail() { echo "test-release: $*" >&2; exit 1; }
# A bare environment: no PATH (so no swift, no rsvg-convert), a fresh HOME, from the work folder.
run() { (cd "$work" && env -i HOME="$work" PATH=/nonexistent "$root/bin/quickactions" "$@"); }

if ldd "$root/bin/quickactions" | grep -q 'libswift\|libFoundation'; then
  fail "the binary needs the Swift runtime: $(ldd "$root/bin/quickactions" | grep 'libswift\|libFoundation')"
fi
[ "$(run --version)" = "$("$root/bin/quickactions" --version)" ] || fail "--version"
run menu Trailmix >"$work/menu.txt" || fail "menu exited $?"
grep -q "Start Hike" "$work/menu.txt" || fail "menu did not show Trailmix's items"
set +e
run lint Trailmix --reporter sarif >"$work/lint.sarif"
status=$?
set -e
[ "$status" -le 1 ] || fail "lint exited $status"
python3 -c "import json,sys; log=json.load(open(sys.argv[1])); assert log['version']=='2.1.0' and log['runs'][0]['results'], log" \
  "$work/lint.sarif" || fail "lint's SARIF"
grep -q '"uri" : "Trailmix/Trailmix/de.lproj/InfoPlist.strings"' "$work/lint.sarif" || fail "lint's paths"
run preview Trailmix -o menu.png || fail "preview exited $?"
[ "$(head -c 8 "$work/menu.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "preview wrote no PNG"
run preview Trailmix --all-locales --sheet sheet.png >/dev/null || fail "the contact sheet"
[ -s "$work/sheet.png" ] || fail "no contact sheet"
# The served page, from the resource bundle beside the binary.
# `env -C` runs it in the work folder without a subshell, so $! is the server's own process id (a subshell's id, killed,
# left the server running).
env -C "$work" -i HOME="$work" PATH=/nonexistent "$root/bin/quickactions" serve Trailmix --port 0 --state state.sqlite \
  >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do grep -q 'Serving' "$work/serve.log" && break; sleep 0.1; done
url=$(grep -o 'http://[^ ]*/' "$work/serve.log" | head -1)
page=$(python3 -c "import sys,urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())" "$url" || true)
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=
grep -q '<html' <<<"$page" || fail "serve did not answer its page at ${url:-no address}: $(cat "$work/serve.log")"
ls "$root"/bin/*QuickActionServer.resources/Resources/Assets/index.html >/dev/null || fail "the server's resources"
[ -s "$root/share/man/man1/quickactions.1" ] || fail "no man page"
grep -q 'swift-argument-parser' "$root/share/man/man1/quickactions.1" || fail "the man page is not generated"
for completion in share/bash-completion/completions/quickactions share/zsh/site-functions/_quickactions \
  share/fish/vendor_completions.d/quickactions.fish; do
  [ -s "$root/$completion" ] || fail "no $completion"
done
unzip -l dist/quickactions.artifactbundle.zip 2>/dev/null | grep -q 'info.json' \
  || python3 -c "import zipfile,sys; assert 'quickactions.artifactbundle/info.json' in zipfile.ZipFile(sys.argv[1]).namelist()" dist/quickactions.artifactbundle.zip \
  || fail "the artifact bundle has no info.json"
echo "test-release: $(basename "$tarball") runs lint, menu, preview and serve from an empty folder with a bare PATH"
