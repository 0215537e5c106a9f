#!/usr/bin/env python3
"""Fuzz whole commands (issue 34): mutate complete example apps and run every command on them.

Each run copies one app from Examples/ into a scratch folder of its own, applies one to three random mutations
(damaged bytes, control characters in titles, long chains and deep nesting, symlinks to /dev/zero or out of the app,
FIFOs, a path-traversing icon, a YAML alias bomb, a thousand copies of the items, deleted files...) and runs the
release binary's commands on it: menu, lint (four reporters and --fix --dry-run), shortcuts, launch, preview and two
exports. Every command must end with exit code 0, 1 or 2 within the time limit and the memory limit, print no
terminal escape characters in text output, print JSON, XML and SVG that parse, write valid files into its -o folder
and write nothing anywhere else (Fuzz/README.md, "Fuzzing whole commands").

    QUICKACTIONS_BINARY=/path/to/release/quickactions Fuzz/commands.py [--seed 1] [--runs 200] [--keep DIR]

Standard library only. A run's mutations depend only on --seed and the run's number, so a failure is reproduced by
running again with the same seed (or with --only RUN). Exit status: 0 when every check passed, 1 on any failure,
2 on a usage error.
"""

import argparse
import errno
import json
import multiprocessing
import os
import plistlib
import random
import re
import resource
import selectors
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from html import unescape

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(REPOSITORY, "Examples")

# Every check, in the order of the summary line.
CHECKS = [
    "exit-code",  # an exit code other than 0, 1 or 2, or a signal
    "timeout",  # over --timeout seconds (the process group is killed)
    "memory",  # a crash at the memory limit (RLIMIT_AS), or a peak resident size at it
    "control-chars",  # ESC, BEL or U+009B in standard error, or in standard output of text formats
    "utf8",  # standard output or error that is not UTF-8
    "json",  # --format json / --reporter json output that does not parse (exit 0 or 1)
    "xml",  # checkstyle or SVG output that does not parse (exit 0 or 1)
    "output-size",  # standard output or error over --max-output-mb
    "out-validity",  # a file export wrote into -o that does not parse (XML, SVG, JSON, manifest)
    "writes",  # a file or folder created, changed or removed outside the -o folder
    "leak",  # standard output or error shows a file outside the app reached through a link (issue 34)
]

# The texts an app is made of, which byte-level mutations damage.
TEXT_SUFFIXES = (".plist", ".strings", ".xcstrings", ".swift", ".pbxproj", ".yml", ".yaml", ".xcconfig", ".json")

ESCAPE_PAYLOADS = [
    # (raw text for plists and Swift/strings files as UTF-8, description)
    "\x1b[2J",
    "\x07",
    "\r",
    "\u009b",
    "\x1b]0;owned\x07",
    "\x1b[31mred\x1b[0m",
    "\u009b2J",
    "\r\x1b[K",
]

TERMINAL_BYTES = [(b"\x1b", "ESC"), (b"\x07", "BEL"), ("\u009b".encode(), "U+009B")]

FAIL_LINE_LIMIT = 300


# ---------------------------------------------------------------------------------------------------------------------
# Files of an app


def app_files(app, predicate=None, regular_only=True):
    """Relative paths (to `app`) of the app's files, sorted, without following symlinks."""
    found = []
    for folder, directories, files in os.walk(app):
        directories.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            try:
                mode = os.lstat(path).st_mode
            except OSError:
                continue
            if regular_only and not stat.S_ISREG(mode):
                continue
            rel = os.path.relpath(path, app)
            if predicate is None or predicate(rel):
                found.append(rel)
    return found


def is_text(rel):
    name = os.path.basename(rel)
    return name == "Info.plist" or name == "Contents.json" or name.endswith(TEXT_SUFFIXES)


def source_folder(app, name):
    """The folder holding the app's sources: APP/APP in every example, else the app folder."""
    candidate = os.path.join(app, name)
    return candidate if os.path.isdir(candidate) and not os.path.islink(candidate) else app


def main_info_plist(app, name):
    return os.path.join(source_folder(app, name), "Info.plist")


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as handle:
        handle.write(data)


def replace_file(path):
    """Removes whatever is at `path` (file, symlink or FIFO) so that something else can take its place."""
    if os.path.lexists(path):
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)


# ---------------------------------------------------------------------------------------------------------------------
# Mutations: each takes (rng, context) and returns a description, or None when it does not apply to this app.


class Context:
    def __init__(self, root, work, app, name):
        self.root = root  # the scratch folder watched for writes
        self.work = work  # the commands' current folder
        self.app = app  # work/NAME
        self.name = name

    def rel(self, path):
        return os.path.relpath(path, self.work)

    def pick(self, rng, predicate=None, regular_only=True):
        files = app_files(self.app, predicate, regular_only)
        return os.path.join(self.app, rng.choice(files)) if files else None


def mutate_byte_flip(rng, ctx):
    path = ctx.pick(rng, is_text)
    if path is None:
        return None
    data = bytearray(read(path))
    if not data:
        return None
    count = rng.randint(1, 16)
    for _ in range(count):
        position = rng.randrange(len(data))
        if rng.random() < 0.5:
            data[position] ^= 1 << rng.randrange(8)
        else:
            data[position] = rng.randrange(256)
    write(path, bytes(data))
    return f"byte_flip({ctx.rel(path)}, {count} bytes)"


INTERESTING_BYTES = [
    b"\x00",
    b"\xff",
    b"\xfe\xff",
    b"\xef\xbb\xbf",
    b"\xc0\x80",
    b"\xed\xa0\x80",
    b"\xe2\x80\xae",
    b"<",
    b">",
    b"&",
    b"&#0;",
    b"&#x1b;",
    b'"',
    b"\\",
    b"\\U",
    b"\\u{",
    b"{",
    b"}",
    b"[",
    b"]",
    b"(",
    b")",
    b"$(",
    b"${",
    b"$(PRODUCT_NAME)",
    b"$($(A))",
    b"%@",
    b"%1$@",
    b"%99999999$@",
    b"\n",
    b"\r\n",
    b"\r",
    b"/*",
    b"*/",
    b"//",
    b"<!--",
    b"]]>",
    b"<![CDATA[",
    b"#include \"",
    b"*a",
    b"&a ",
    b"!!binary ",
    b"- ",
    b": ",
    b"#",
    b"'",
    b"`",
    b"#\"",
    b"\"\"\"",
]


def mutate_byte_insert(rng, ctx):
    path = ctx.pick(rng, is_text)
    if path is None:
        return None
    data = bytearray(read(path))
    count = rng.randint(1, 8)
    for _ in range(count):
        position = rng.randint(0, len(data))
        if rng.random() < 0.75:
            chunk = rng.choice(INTERESTING_BYTES)
        else:
            chunk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        data[position:position] = chunk
    write(path, bytes(data))
    return f"byte_insert({ctx.rel(path)}, {count} insertions)"


def mutate_truncate(rng, ctx):
    path = ctx.pick(rng, is_text)
    if path is None:
        return None
    data = read(path)
    cut = rng.randrange(len(data)) if data else 0
    write(path, data[:cut])
    return f"truncate({ctx.rel(path)}, at {cut} of {len(data)})"


def mutate_control_chars(rng, ctx):
    """Terminal control characters and escape sequences in the titles people see."""
    payload = rng.choice(ESCAPE_PAYLOADS)
    shown = payload.encode("unicode_escape").decode("ascii")
    targets = []
    for rel in app_files(ctx.app, lambda r: r.endswith((".plist", ".strings", ".xcstrings", ".swift"))):
        targets.append(os.path.join(ctx.app, rel))
    rng.shuffle(targets)
    if rng.random() < 0.5:  # Info.plist titles half of the time, as an app's static items are there
        targets.sort(key=lambda p: 0 if p.endswith("Info.plist") else 1)
    for path in targets:
        data = read(path)
        if path.endswith(".plist"):
            pattern = re.compile(rb"(<key>UIApplicationShortcutItem(?:Title|Subtitle)</key>\s*<string>)")
            form = rng.choice(["raw", "entity"])
            if form == "raw":
                insert = payload.encode("utf-8")
            else:
                insert = "".join(f"&#{ord(c)};" if ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 else c for c in payload)
                insert = insert.encode("utf-8")
        elif path.endswith(".strings"):
            pattern = re.compile(rb'(=\s*")')
            form = rng.choice(["raw", "escaped"])
            if form == "raw":
                insert = payload.encode("utf-8")
            else:
                insert = "".join(f"\\U{ord(c):04X}" if ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 else c for c in payload)
                insert = insert.encode("utf-8")
        elif path.endswith(".xcstrings"):
            pattern = re.compile(rb'("value"\s*:\s*")')
            form = "escaped"
            insert = json.dumps(payload)[1:-1].encode("utf-8")
        else:  # Swift: the titles of shortcut items and App Shortcuts
            pattern = re.compile(rb'((?:localizedTitle|localizedSubtitle|title|shortTitle)\s*:\s*(?:String\(localized:\s*)?")')
            form = rng.choice(["raw", "escaped"])
            if form == "raw":
                insert = payload.encode("utf-8").replace(b"\r", b"\\r")
            else:
                insert = "".join(f"\\u{{{ord(c):X}}}" if ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 else c for c in payload)
                insert = insert.encode("utf-8")
        matches = list(pattern.finditer(data))
        if not matches:
            continue
        data = pattern.sub(lambda m: m.group(1) + insert, data)
        write(path, data)
        return f"control_chars({ctx.rel(path)}, {len(matches)} titles, {form} {shown!r})"
    return None


def swift_chain(rng, count):
    kind = rng.choice(["try", "optional", "call", "member", "binary", "force", "await", "subscript", "title"])
    if kind == "try":
        text = "let _ = " + "try " * count + "x"
    elif kind == "optional":
        text = "let _ = a" + "?.b" * count
    elif kind == "call":
        text = "let _ = f" + "()" * count
    elif kind == "member":
        text = "let _ = a" + ".b" * count
    elif kind == "binary":
        text = "let _ = 1" + " + 1" * count
    elif kind == "force":
        text = "let _ = a" + "!" * count
    elif kind == "await":
        text = "let _ = " + "await " * count + "x"
    elif kind == "subscript":
        text = "let _ = a" + "[0]" * count
    else:  # a shortcut item whose title is a long concatenation
        text = 'let _ = UIApplicationShortcutItem(type: "t", localizedTitle: "T"' + ' + "T"' * count + ")"
    return kind, text


def swift_nesting(rng, depth):
    kind = rng.choice(["paren", "array", "closure", "if", "generic", "type", "string-interpolation", "item"])
    if kind == "paren":
        text = "let _ = " + "(" * depth + "1" + ")" * depth
    elif kind == "array":
        text = "let _ = " + "[" * depth + "]" * depth
    elif kind == "closure":
        text = "let _ = " + "{ " * depth + "}" * depth
    elif kind == "if":
        text = "if true { " * depth + "}" * depth
    elif kind == "generic":
        text = "let _: " + "A<" * depth + "B" + ">" * depth + "? = nil"
    elif kind == "type":
        return kind, "struct S { " * depth + "}" * depth  # top level
    elif kind == "string-interpolation":
        text = "let _ = " + '"\\(' * depth + "1" + ')"' * depth
    else:  # shortcut items nested in arrays
        item = 'UIApplicationShortcutItem(type: "t", localizedTitle: "T")'
        text = "UIApplication.shared.shortcutItems = " + "[" * depth + item + "]" * depth
    return kind, "func quickActionsFuzz() async throws {\n" + text + "\n}"


def swift_target(rng, ctx):
    path = ctx.pick(rng, lambda r: r.endswith(".swift"))
    if path is None:
        path = os.path.join(source_folder(ctx.app, ctx.name), "Fuzz.swift")
        write(path, "import UIKit\n")
    return path


def mutate_long_chain(rng, ctx):
    path = swift_target(rng, ctx)
    count = rng.randint(2000, 20000)
    kind, text = swift_chain(rng, count)
    with open(path, "ab") as handle:
        handle.write(("\nfunc quickActionsFuzz() async throws {\n" + text + "\n}\n").encode("utf-8"))
    return f"long_chain({ctx.rel(path)}, {count} x {kind})"


def mutate_deep_nesting(rng, ctx):
    depth = rng.randint(2000, 20000)
    target = rng.choice(["swift", "swift", "plist", "json", "yaml", "pbxproj"])
    if target == "swift":
        path = swift_target(rng, ctx)
        kind, text = swift_nesting(rng, depth)
        with open(path, "ab") as handle:
            handle.write(("\n" + text + "\n").encode("utf-8"))
        return f"deep_nesting({ctx.rel(path)}, {depth} x {kind})"
    if target == "plist":
        path = ctx.pick(rng, lambda r: r.endswith(".plist"))
        if path is None:
            return None
        data = read(path)
        nested = b"<key>QuickActionsFuzz</key>" + b"<array>" * depth + b"</array>" * depth
        if rng.random() < 0.5:  # inside the items, as an item's user info
            at = data.find(b"<key>UIApplicationShortcutItemType</key>")
            nested = b"<key>UIApplicationShortcutItemUserInfo</key>" + b"<dict><key>k</key>" * depth + b"<true/>" + b"</dict>" * depth
        else:
            at = data.rfind(b"</dict>")
        if at < 0:
            return None
        write(path, data[:at] + nested + data[at:])
        return f"deep_nesting({ctx.rel(path)}, {depth} levels of plist)"
    if target == "json":
        path = ctx.pick(rng, lambda r: r.endswith((".xcstrings", ".json")))
        if path is None:
            return None
        data = read(path)
        at = data.find(b"{") + 1
        if at <= 0:
            return None
        write(path, data[:at] + b'"quickActionsFuzz":' + b"[" * depth + b"]" * depth + b"," + data[at:])
        return f"deep_nesting({ctx.rel(path)}, {depth} levels of JSON arrays)"
    if target == "yaml":
        path = os.path.join(ctx.app, "project.yml")
        if not os.path.isfile(path) or os.path.islink(path):
            write_project_yml(ctx)
        data = read(path)
        style = rng.choice(["flow", "block"])
        if style == "flow":
            nested = b"x-fuzz: " + b"[" * depth + b"]" * depth + b"\n"
        else:
            depth = min(depth, 5000)
            nested = b"x-fuzz:\n" + b"".join(b"  " * i + b"- \n" for i in range(1, depth))
        write(path, data + b"\n" + nested)
        return f"deep_nesting({ctx.rel(path)}, {depth} levels of {style} YAML)"
    path = ctx.pick(rng, lambda r: r.endswith(".pbxproj"))
    if path is None:
        return None
    data = read(path)
    at = data.find(b"objects = {")
    if at < 0:
        return None
    at += len(b"objects = {")
    write(path, data[:at] + b"\nFUZZ = " + b"(" * depth + b")" * depth + b";" + data[at:])
    return f"deep_nesting({ctx.rel(path)}, {depth} levels of pbxproj lists)"


def any_file(rng, ctx):
    """A random file of the app, an Info.plist, Swift or strings file half of the time."""
    if rng.random() < 0.5:
        path = ctx.pick(rng, lambda r: r.endswith((".plist", ".swift", ".strings", ".xcstrings", ".pbxproj")))
        if path is not None:
            return path
    return ctx.pick(rng)


def mutate_symlink_dev_zero(rng, ctx):
    path = any_file(rng, ctx)
    if path is None:
        return None
    replace_file(path)
    os.symlink("/dev/zero", path)
    return f"symlink_dev_zero({ctx.rel(path)})"


def mutate_fifo(rng, ctx):
    path = any_file(rng, ctx)
    if path is None:
        return None
    replace_file(path)
    os.mkfifo(path)
    return f"fifo({ctx.rel(path)})"


OUTSIDE_FILE = "/etc/hostname" if os.path.isfile("/etc/hostname") else "/etc/passwd"


def mutate_symlink_outside(rng, ctx):
    path = any_file(rng, ctx)
    if path is None:
        return None
    replace_file(path)
    os.symlink(OUTSIDE_FILE, path)
    return f"symlink_outside({ctx.rel(path)} -> {OUTSIDE_FILE})"


# A file outside the app with a marker in every text it can hold: a command that follows a link to it out of the
# repository shows the marker (the `leak` check).
SECRET_MARKER = "QA-SECRET-0d9f1c"


def mutate_symlink_secret(rng, ctx):
    path = ctx.pick(rng, lambda rel: rel.endswith((".strings", ".plist", ".swift")))
    if path is None:
        return None
    if path.endswith(".strings"):
        secret = f'"CFBundleDisplayName" = "{SECRET_MARKER}";\n"CFBundleName" = "{SECRET_MARKER}";\n'
    elif path.endswith(".plist"):
        items = [{"UIApplicationShortcutItemType": SECRET_MARKER, "UIApplicationShortcutItemTitle": SECRET_MARKER}]
        secret = plistlib.dumps({"CFBundleName": SECRET_MARKER, "UIApplicationShortcutItems": items}).decode()
    else:
        secret = f'let items = [UIApplicationShortcutItem(type: "{SECRET_MARKER}", localizedTitle: "{SECRET_MARKER}")]\n'
    target = os.path.join(ctx.root, "outside-" + os.path.basename(path))
    write(target, secret.encode())
    replace_file(path)
    os.symlink(target, path)
    return f"symlink_secret({ctx.rel(path)} -> {target})"


def icon_catalog(ctx):
    sets = app_files(ctx.app, lambda r: r.endswith(".appiconset/Contents.json"))
    if sets:
        return os.path.join(ctx.app, sets[0])
    catalog = os.path.join(source_folder(ctx.app, ctx.name), "Assets.xcassets")
    write(os.path.join(catalog, "Contents.json"), '{\n  "info" : { "author" : "xcode", "version" : 1 }\n}\n')
    path = os.path.join(catalog, "AppIcon.appiconset", "Contents.json")
    write(path, '{\n  "images" : [ ],\n  "info" : { "author" : "xcode", "version" : 1 }\n}\n')
    return path


def mutate_icon_traversal(rng, ctx):
    path = icon_catalog(ctx)
    variant = rng.choice(["literal", "to-root", "absolute"])
    if variant == "literal":
        filename = "../../../../etc/hostname"
    elif variant == "to-root":  # enough ../ to reach / from wherever the scratch folder is
        depth = os.path.dirname(path).count(os.sep) + 2
        filename = "../" * depth + OUTSIDE_FILE.lstrip("/")
    else:
        filename = OUTSIDE_FILE
    try:
        document = json.loads(read(path))
        if not isinstance(document, dict):
            raise ValueError
    except ValueError:
        document = {"info": {"author": "xcode", "version": 1}}
    images = document.get("images") if isinstance(document.get("images"), list) else []
    images = [image for image in images if isinstance(image, dict)] or [
        {"idiom": "universal", "platform": "ios", "size": "1024x1024"}
    ]
    for image in images:
        image["filename"] = filename
    document["images"] = images
    write(path, json.dumps(document, indent=2))
    return f"icon_traversal({ctx.rel(path)}, filename {filename if variant != 'to-root' else '../…/' + OUTSIDE_FILE.lstrip('/')})"


def project_yml(name, source):
    return (
        f"name: {name}\n"
        "configFiles:\n"
        "  Debug: Config.xcconfig\n"
        "  Release: Config.xcconfig\n"
        "targets:\n"
        f"  {name}:\n"
        "    type: application\n"
        "    platform: iOS\n"
        f"    sources: [{source}]\n"
        "    settings:\n"
        "      base:\n"
        f"        INFOPLIST_FILE: {source}/Info.plist\n"
        "        PRODUCT_BUNDLE_IDENTIFIER: com.example.fuzz\n"
    )


def write_project_yml(ctx):
    source = os.path.relpath(source_folder(ctx.app, ctx.name), ctx.app)
    write(os.path.join(ctx.app, "project.yml"), project_yml(ctx.name, source))
    write(
        os.path.join(ctx.app, "Config.xcconfig"),
        '// Settings for the fuzzed app\nPRODUCT_NAME = Fuzz $(TARGET_NAME)\nMARKETING_VERSION = 1.0\n'
        '#include? "Other.xcconfig"\nINFOPLIST_KEY_CFBundleDisplayName = $(PRODUCT_NAME:rfc1034identifier)\n',
    )


def mutate_add_xcodegen(rng, ctx):
    """An XcodeGen project and an xcconfig file, so that later mutations can damage them."""
    write_project_yml(ctx)
    return f"add_xcodegen({ctx.rel(os.path.join(ctx.app, 'project.yml'))}, Config.xcconfig)"


def yaml_bomb():
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for previous, anchor in zip("abcdefgh", "bcdefghi"):
        lines.append(f"{anchor}: &{anchor} [" + ",".join([f"*{previous}"] * 9) + "]")
    return lines


def mutate_yaml_bomb(rng, ctx):
    target = rng.choice(["project.yml", ".quickactions.yml"])
    bomb = yaml_bomb()
    if target == "project.yml":
        source = os.path.relpath(source_folder(ctx.app, ctx.name), ctx.app)
        text = "x-bomb:\n" + "".join("  " + line + "\n" for line in bomb) + project_yml(ctx.name, source)
        text += "        QUICKACTIONS_BOMB: *i\n"
        text += "    info:\n      path: " + source + "/Info.plist\n      properties:\n        Bomb: *i\n"
    else:  # the lint configuration, read for every file linted below this folder
        text = "\n".join(bomb) + "\ndisabled_rules: *i\nexcluded: *i\n"
    path = os.path.join(ctx.app, target)
    replace_file(path)
    write(path, text)
    return f"yaml_bomb({ctx.rel(path)}, 9 anchors of 9 aliases)"


def mutate_duplicate_items(rng, ctx):
    candidates = [main_info_plist(ctx.app, ctx.name)] + [
        os.path.join(ctx.app, rel) for rel in app_files(ctx.app, lambda r: r.endswith(".plist"))
    ]
    for path in candidates:
        if not os.path.isfile(path) or os.path.islink(path):
            continue
        data = read(path)
        key = re.search(rb"<key>UIApplicationShortcutItems</key>\s*<array>", data)
        if not key:
            continue
        start = key.end()
        depth, position = 1, start
        for tag in re.finditer(rb"<(/?)array\s*(/?)>", data[start:]):
            if tag.group(2):
                continue
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                position = start + tag.start()
                break
        else:
            continue
        items = data[start:position]
        write(path, data[:start] + items * 1000 + data[position:])
        return f"duplicate_items({ctx.rel(path)}, x1000)"
    return None


def mutate_delete_file(rng, ctx):
    path = ctx.pick(rng, regular_only=False)
    if path is None:
        return None
    replace_file(path)
    return f"delete_file({ctx.rel(path)})"


def mutate_symlink_loop(rng, ctx):
    folders = sorted(
        folder for folder, _, _ in os.walk(ctx.app) if not os.path.islink(folder)
    )
    folder = rng.choice(folders)
    target = rng.choice([".", "..", os.path.relpath(ctx.app, folder)])
    path = os.path.join(folder, "loop")
    replace_file(path)
    os.symlink(target, path)
    return f"symlink_loop({ctx.rel(path)} -> {target})"


def mutate_sparse_grow(rng, ctx):
    path = ctx.pick(rng, is_text)
    if path is None:
        return None
    size = rng.choice([16, 64]) << 20
    with open(path, "ab") as handle:
        handle.truncate(size)  # a sparse tail of zero bytes
    return f"sparse_grow({ctx.rel(path)}, zeros to {size >> 20} MiB)"


def mutate_binary_plist(rng, ctx):
    import plistlib

    path = ctx.pick(rng, lambda r: r.endswith(".plist"))
    if path is None:
        return None
    try:
        value = plistlib.loads(read(path))
        data = plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
    except Exception:  # a plist an earlier mutation damaged
        return None
    write(path, data)
    return f"binary_plist({ctx.rel(path)})"


def mutate_utf16(rng, ctx):
    path = ctx.pick(rng, lambda r: r.endswith((".strings", ".plist", ".swift", ".xcstrings")))
    if path is None:
        return None
    text = read(path).decode("utf-8", errors="surrogateescape")
    encoding = rng.choice(["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
    try:
        data = text.encode(encoding, errors="surrogatepass")
    except UnicodeError:
        return None
    write(path, data)
    return f"utf16({ctx.rel(path)}, {encoding})"


MUTATIONS = [
    mutate_byte_flip,
    mutate_byte_insert,
    mutate_truncate,
    mutate_control_chars,
    mutate_long_chain,
    mutate_deep_nesting,
    mutate_symlink_dev_zero,
    mutate_fifo,
    mutate_symlink_outside,
    mutate_symlink_secret,
    mutate_icon_traversal,
    mutate_yaml_bomb,
    mutate_duplicate_items,
    mutate_delete_file,
    mutate_symlink_loop,
    mutate_sparse_grow,
    mutate_add_xcodegen,
    mutate_binary_plist,
    mutate_utf16,
]

# Mutations that only make sense where they can change something another mutation left.
MUTATION_NAMES = [function.__name__[len("mutate_") :] for function in MUTATIONS]


def mutate(rng, ctx, wanted):
    applied = []
    count = rng.randint(1, 3)
    tries = 0
    while len(applied) < count and tries < 30:
        tries += 1
        function = rng.choice(wanted)
        description = function(rng, ctx)
        if description is not None:
            applied.append(description)
    return applied


# ---------------------------------------------------------------------------------------------------------------------
# Running a command


class Execution:
    pass


def execute(argv, cwd, env, timeout, memory_bytes, output_limit):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    for attempt in range(20):
        try:
            started = time.monotonic()
            process = subprocess.Popen(
                argv,
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                preexec_fn=limit,
                start_new_session=True,
            )
            break
        except OSError as error:  # the binary being linked again (text file busy)
            if error.errno != errno.ETXTBSY or attempt == 19:
                raise
            time.sleep(1)
    deadline = started + timeout
    selector = selectors.DefaultSelector()
    buffers = {process.stdout: bytearray(), process.stderr: bytearray()}
    overflow = {process.stdout: 0, process.stderr: 0}
    for stream in buffers:
        os.set_blocking(stream.fileno(), False)
        selector.register(stream, selectors.EVENT_READ)
    timed_out = False

    def kill():
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    while selector.get_map():
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            timed_out = True
            kill()
            break
        for key, _ in selector.select(min(remaining, 0.5)):
            try:
                chunk = os.read(key.fd, 1 << 16)
            except BlockingIOError:
                continue
            if not chunk:
                selector.unregister(key.fileobj)
                continue
            buffer = buffers[key.fileobj]
            room = output_limit - len(buffer)
            if room > 0:
                buffer.extend(chunk[:room])
            overflow[key.fileobj] += max(0, len(chunk) - max(room, 0))
    selector.close()
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() >= deadline:
            timed_out = True
            kill()
            pid, status, usage = os.wait4(process.pid, 0)
            break
        time.sleep(0.005)
    elapsed = time.monotonic() - started
    kill()  # children it left behind, if any
    process.returncode = os.waitstatus_to_exitcode(status)
    process.stdout.close()
    process.stderr.close()

    result = Execution()
    result.code = process.returncode
    result.timed_out = timed_out
    result.elapsed = elapsed
    result.max_rss = usage.ru_maxrss * 1024  # kilobytes on Linux
    result.stdout = bytes(buffers[process.stdout])
    result.stderr = bytes(buffers[process.stderr])
    result.stdout_overflow = overflow[process.stdout]
    result.stderr_overflow = overflow[process.stderr]
    return result


# ---------------------------------------------------------------------------------------------------------------------
# Snapshots of the scratch folder


def snapshot(root):
    """Every entry below root (without following symlinks): kind, size, modification time, mode, link target."""
    entries = {}
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            children = list(os.scandir(folder))
        except OSError as error:
            entries[os.path.relpath(folder, root) + "/"] = ("unreadable", str(error))
            continue
        for child in children:
            try:
                info = child.stat(follow_symlinks=False)
            except OSError:
                continue
            rel = os.path.relpath(child.path, root)
            mode = info.st_mode
            if stat.S_ISLNK(mode):
                kind, extra = "symlink", os.readlink(child.path)
            elif stat.S_ISDIR(mode):
                kind, extra = "folder", None
                stack.append(child.path)
            elif stat.S_ISFIFO(mode):
                kind, extra = "fifo", None
            elif stat.S_ISREG(mode):
                kind, extra = "file", None
            else:
                kind, extra = "other", None
            size = info.st_size if kind == "file" else 0
            entries[rel] = (kind, size, info.st_mtime_ns, stat.S_IMODE(mode), extra)
    return entries


def compare(before, after, ignored):
    """What changed between two snapshots, outside the `ignored` paths (a path and everything below it)."""

    def kept(path):
        return not any(path == prefix or path.startswith(prefix + os.sep) for prefix in ignored)

    changes = []
    for path in sorted(set(before) | set(after)):
        if not kept(path):
            continue
        old, new = before.get(path), after.get(path)
        if old == new:
            continue
        if old is None:
            changes.append(f"created {path} ({new[0]})")
        elif new is None:
            changes.append(f"removed {path} ({old[0]})")
        elif old[0] != new[0]:
            changes.append(f"replaced {path} ({old[0]} -> {new[0]})")
        elif old[0] == "folder":
            changes.append(f"modified folder {path} (an entry was created or removed in it)")
        else:
            what = []
            if old[1] != new[1]:
                what.append(f"size {old[1]} -> {new[1]}")
            if old[2] != new[2]:
                what.append("mtime")
            if old[3] != new[3]:
                what.append(f"mode {old[3]:o} -> {new[3]:o}")
            if old[4] != new[4]:
                what.append(f"target {old[4]} -> {new[4]}")
            changes.append(f"modified {path} ({', '.join(what)})")
    return changes


# ---------------------------------------------------------------------------------------------------------------------
# Checks


def control_characters(data):
    return [name for needle, name in TERMINAL_BYTES if needle in data]


def validate_outputs(folder):
    """Problems with the files an export wrote: every XML, SVG, JSON and manifest must parse."""
    problems = []
    for rel in app_files(folder, regular_only=False):
        path = os.path.join(folder, rel)
        if os.path.islink(path) or not os.path.isfile(path):
            problems.append(f"{rel} is not a regular file")
            continue
        name = rel.lower()
        try:
            data = read(path)
            if name.endswith((".xml", ".svg")):
                ElementTree.fromstring(data)
            elif name.endswith((".json", ".webmanifest")):
                json.loads(data.decode("utf-8"))
        except (ElementTree.ParseError, ValueError, UnicodeDecodeError) as error:
            problems.append(f"{rel}: {type(error).__name__}: {first_line(str(error))}")
    return problems


def first_line(text, limit=160):
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


def describe_stderr(data):
    """The most telling line of a crash's standard error."""
    text = data.decode("utf-8", errors="replace")
    for line in text.splitlines():
        if re.search(r"fatal error|Fatal error|error:|Crash|signal|Segmentation|assert|precondition", line):
            return first_line(repr(line)[1:-1])
    return first_line(repr(text[-300:])[1:-1]) if text else "(no standard error)"


MEMORY_PATTERN = re.compile(
    rb"out of memory|could not allocate|cannot allocate|failed to allocate|bad_alloc|mmap|ENOMEM|memory exhausted",
    re.IGNORECASE,
)


def check(command, result, changes, outputs, memory_bytes, timeout, output_limit):
    """Failures of one command: (check, detail)."""
    failures = []
    if result.timed_out:
        failures.append(("timeout", f"still running after {timeout:g} s (killed)"))
    elif result.code not in (0, 1, 2):
        if result.code < 0:
            try:
                name = signal.Signals(-result.code).name
            except ValueError:
                name = f"signal {-result.code}"
            what = f"killed by {name}"
        else:
            what = f"exit code {result.code}"
        at_limit = result.max_rss >= 0.9 * memory_bytes
        if MEMORY_PATTERN.search(result.stderr) or at_limit:
            failures.append(("memory", f"{what} at the memory limit (peak {result.max_rss >> 20} MiB): {describe_stderr(result.stderr)}"))
        else:
            failures.append(("exit-code", f"{what}: {describe_stderr(result.stderr)}"))
    if not result.timed_out and result.code in (0, 1, 2) and result.max_rss >= 0.9 * memory_bytes:
        failures.append(("memory", f"peak resident size {result.max_rss >> 20} MiB, at the limit"))

    for stream, data, text_output in (
        ("stdout", result.stdout, command.output == "text"),
        ("stderr", result.stderr, True),
    ):
        if text_output:
            found = control_characters(data)
            if found:
                index = min(data.find(needle) for needle, name in TERMINAL_BYTES if name in found)
                context = data[max(0, index - 40) : index + 20].decode("utf-8", errors="replace")
                failures.append(("control-chars", f"{'/'.join(found)} in {stream}: …{context!r}…"))
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as error:
            context = data[max(0, error.start - 30) : error.start + 10]
            failures.append(("utf8", f"{stream} is not UTF-8 at byte {error.start}: …{context!r}…"))
    for stream, overflow, data in (
        ("stdout", result.stdout_overflow, result.stdout),
        ("stderr", result.stderr_overflow, result.stderr),
    ):
        if overflow:
            failures.append(("output-size", f"{stream} over {output_limit >> 20} MiB ({(len(data) + overflow) >> 20} MiB)"))

    for stream, data in (("stdout", result.stdout), ("stderr", result.stderr)):
        if SECRET_MARKER.encode() in data:
            failures.append(("leak", f"{stream} shows a file outside the app's repository, reached through a link"))
    complete = not result.timed_out and result.code in (0, 1) and not result.stdout_overflow
    if complete and command.output == "json":
        try:
            json.loads(result.stdout.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            failures.append(("json", f"stdout (exit {result.code}) is not JSON: {first_line(str(error))}"))
    if complete and command.output in ("xml", "svg"):
        try:
            root = ElementTree.fromstring(result.stdout)
            if command.output == "svg" and not root.tag.endswith("svg"):
                failures.append(("xml", f"stdout (exit {result.code}) is XML but its root is <{root.tag}>, not <svg>"))
        except ElementTree.ParseError as error:
            failures.append(("xml", f"stdout (exit {result.code}) is not XML: {first_line(str(error))}"))
    if outputs:
        failures.append(("out-validity", "; ".join(outputs[:5]) + (f" (and {len(outputs) - 5} more)" if len(outputs) > 5 else "")))
    if changes:
        shown = "; ".join(changes[:5]) + (f" (and {len(changes) - 5} more)" if len(changes) > 5 else "")
        failures.append(("writes", shown))
    return failures


# ---------------------------------------------------------------------------------------------------------------------
# Commands


class Command:
    def __init__(self, label, arguments, output, out=None):
        self.label = label
        self.arguments = arguments  # with APP and ITEM placeholders
        self.output = output  # text, json, xml or svg: what standard output holds
        self.out = out  # the -o folder, relative to the current folder


def commands():
    return [
        Command("menu", ["menu", "APP"], "text"),
        Command("menu-json", ["menu", "APP", "--format", "json"], "json"),
        Command("menu-de", ["menu", "APP", "--locale", "de"], "text"),
        Command("lint", ["lint", "APP"], "text"),
        Command("lint-json", ["lint", "APP", "--reporter", "json"], "json"),
        Command("lint-checkstyle", ["lint", "APP", "--reporter", "checkstyle"], "xml"),
        Command("lint-fix-dry-run", ["lint", "APP", "--fix", "--dry-run"], "text"),
        Command("shortcuts", ["shortcuts", "APP"], "text"),
        Command("launch", ["launch", "APP", "--item=ITEM"], "text"),
        Command("preview-svg", ["preview", "APP", "--format", "svg"], "svg"),
        Command("export-android", ["export", "APP", "--to", "android", "-o", "OUT/android"], "text", "OUT/android"),
        Command("export-web", ["export", "APP", "--to", "web-manifest", "-o", "OUT/web-manifest"], "text", "OUT/web-manifest"),
    ]


def first_item_type(ctx, original):
    """The first item type of the mutated Info.plist when it can still be read, else of the original, else x."""
    path = main_info_plist(ctx.app, ctx.name)
    candidates = []
    try:
        if os.path.isfile(path) and not os.path.islink(path) and os.path.getsize(path) < (8 << 20):
            match = re.search(rb"<key>UIApplicationShortcutItemType</key>\s*<string>([^<]*)</string>", read(path))
            if match:
                candidates.append(unescape(match.group(1).decode("utf-8", errors="replace")))
    except OSError:
        pass
    candidates.append(original)
    for candidate in candidates:
        if candidate:
            candidate = candidate.replace("\x00", "")
            if candidate:
                return candidate
    return "x"


def original_item_type(example):
    import plistlib

    path = os.path.join(example, os.path.basename(example), "Info.plist")
    try:
        items = plistlib.loads(read(path)).get("UIApplicationShortcutItems") or []
        return str(items[0]["UIApplicationShortcutItemType"])
    except Exception:
        return None


def command_line(command, name, item):
    """The command as a person would type it in the case's folder."""
    import shlex

    arguments = [a.replace("APP", name).replace("ITEM", item) if a in ("APP", "--item=ITEM") else a for a in command.arguments]
    return arguments, "quickactions " + " ".join(shlex.quote(a) for a in arguments)


# ---------------------------------------------------------------------------------------------------------------------
# Keeping a case


def copy_tree(source, destination):
    """Copies a folder keeping symlinks as symlinks and FIFOs as FIFOs (copying one would wait for a writer)."""
    os.makedirs(destination, exist_ok=True)
    for entry in sorted(os.scandir(source), key=lambda e: e.name):
        target = os.path.join(destination, entry.name)
        info = entry.stat(follow_symlinks=False)
        if stat.S_ISLNK(info.st_mode):
            os.symlink(os.readlink(entry.path), target)
        elif stat.S_ISDIR(info.st_mode):
            copy_tree(entry.path, target)
        elif stat.S_ISFIFO(info.st_mode):
            os.mkfifo(target)
        elif stat.S_ISREG(info.st_mode):
            shutil.copyfile(entry.path, target)


# ---------------------------------------------------------------------------------------------------------------------
# A run


def run_one(job):
    options, number = job
    binary = options["binary"]
    rng = random.Random(f"quickactions-commands:{options['seed']}:{number}")
    examples = options["examples"]
    example = rng.choice(examples)
    name = os.path.basename(example)
    wanted = [MUTATIONS[MUTATION_NAMES.index(n)] for n in options["mutations"]]

    root = tempfile.mkdtemp(prefix=f"quickactions-commands-{number}-")
    pristine = None
    try:
        # Nested so that a write through ../ from the app or from -o still lands inside the watched folder.
        work = os.path.join(root, "scratch", "a", "b", "c")
        os.makedirs(work)
        os.makedirs(os.path.join(work, "OUT"))
        temporary = os.path.join(root, "tmp")
        os.makedirs(temporary)
        app = os.path.join(work, name)
        copy_tree(example, app)
        ctx = Context(root, work, app, name)
        mutations = mutate(rng, ctx, wanted)
        item = first_item_type(ctx, original_item_type(example))
        if options["keep"]:
            pristine = tempfile.mkdtemp(prefix=f"quickactions-commands-case-{number}-")
            copy_tree(work, os.path.join(pristine, "case"))

        env = dict(os.environ)
        env["TMPDIR"] = temporary  # inside the watched folder: a temporary file left behind is a write
        env.pop("NO_COLOR", None)
        memory = options["memory_mb"] << 20
        output_limit = options["max_output_mb"] << 20
        records = []
        failures = []
        for command in commands():
            if options["commands"] and command.label not in options["commands"]:
                continue
            arguments, shown = command_line(command, name, item)
            before = snapshot(root)
            result = execute([binary] + arguments, work, env, options["timeout"], memory, output_limit)
            after = snapshot(root)
            outputs = []
            if command.out:
                # Everything below its -o folder may change, and OUT's own entry (a folder was created in it).
                out = os.path.relpath(os.path.join(work, command.out), root)
                parent_changed = f"modified folder {os.path.dirname(out)} (an entry was created or removed in it)"
                changes = [c for c in compare(before, after, [out]) if c != parent_changed]
                if not result.timed_out and result.code in (0, 1):
                    outputs = validate_outputs(os.path.join(work, command.out))
            else:
                changes = compare(before, after, [])
            found = check(command, result, changes, outputs, memory, options["timeout"], output_limit)
            records.append((command.label, shown, result.code, round(result.elapsed, 2), result.max_rss >> 20))
            for kind, detail in found:
                failures.append({"command": shown, "label": command.label, "check": kind, "detail": detail})
        kept = None
        if failures and options["keep"]:
            kept = os.path.join(options["keep"], f"seed{options['seed']}-run{number:04d}-{name}")
            replace_file(kept)
            shutil.move(os.path.join(pristine, "case"), kept)
            with open(os.path.join(kept, "CASE.txt"), "w", encoding="utf-8") as handle:
                handle.write(f"seed {options['seed']}, run {number}, app {name}\n")
                handle.write("mutations:\n" + "".join(f"  {m}\n" for m in mutations))
                handle.write("failures (run from this folder, quickactions = $QUICKACTIONS_BINARY):\n")
                for failure in failures:
                    handle.write(f"  {failure['command']}\n    {failure['check']}: {failure['detail']}\n")
                handle.write("commands (label, command, exit code, seconds, peak MiB):\n")
                for record in records:
                    handle.write(f"  {record}\n")
        return {
            "number": number,
            "app": name,
            "mutations": mutations,
            "records": records,
            "failures": failures,
            "kept": kept,
        }
    finally:
        for folder in (root, pristine):
            if folder:
                make_removable(folder)
                shutil.rmtree(folder, ignore_errors=True)


def make_removable(folder):
    for path, directories, _ in os.walk(folder):
        for directory in directories:
            full = os.path.join(path, directory)
            if not os.path.islink(full):
                try:
                    os.chmod(full, 0o755)
                except OSError:
                    pass


# ---------------------------------------------------------------------------------------------------------------------


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        description="Mutate complete example apps and run every quickactions command on them "
        "(QUICKACTIONS_BINARY names the release binary).",
    )
    parser.add_argument("--seed", type=int, default=1, help="the random seed (default: 1)")
    parser.add_argument("--runs", type=int, default=200, help="how many mutated apps (default: 200)")
    parser.add_argument("--timeout", type=float, default=20, help="seconds each command may take (default: 20)")
    parser.add_argument("--memory-mb", type=int, default=2048, help="address space of each command, MiB (default: 2048)")
    parser.add_argument("--keep", metavar="DIR", help="keep each failing case (the mutated app, CASE.txt) in DIR")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="runs at a time (default: the cores)")
    parser.add_argument("--only", type=int, action="append", metavar="RUN", help="only this run number (repeatable)")
    parser.add_argument(
        "--mutation", action="append", choices=MUTATION_NAMES, metavar="NAME",
        help="only these mutations (repeatable; default: all of " + ", ".join(MUTATION_NAMES) + ")",
    )
    parser.add_argument(
        "--command", action="append", choices=[c.label for c in commands()], metavar="LABEL",
        help="only these commands (repeatable; default: all of " + ", ".join(c.label for c in commands()) + ")",
    )
    parser.add_argument("--max-output-mb", type=int, default=64, help="standard output or error allowed, MiB (default: 64)")
    parser.add_argument("--verbose", action="store_true", help="print each run's mutations and exit codes")
    return parser.parse_args(argv)


def main(argv):
    arguments = parse_arguments(argv)
    binary = os.environ.get("QUICKACTIONS_BINARY", "")
    if not binary:
        print("commands.py: set QUICKACTIONS_BINARY to the release binary, e.g.\n"
              '  QUICKACTIONS_BINARY="$(scripts/release-build.sh)" Fuzz/commands.py', file=sys.stderr)
        return 2
    binary = os.path.abspath(binary)
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        print(f"commands.py: QUICKACTIONS_BINARY={binary} is not an executable file", file=sys.stderr)
        return 2
    if arguments.runs < 0 or arguments.timeout <= 0 or arguments.memory_mb <= 0 or arguments.jobs < 1:
        print("commands.py: --runs, --timeout, --memory-mb and --jobs must be positive", file=sys.stderr)
        return 2
    examples = sorted(
        os.path.join(EXAMPLES, entry)
        for entry in os.listdir(EXAMPLES)
        if os.path.isdir(os.path.join(EXAMPLES, entry)) and not entry.startswith(".")
    )
    if not examples:
        print(f"commands.py: no example apps in {EXAMPLES}", file=sys.stderr)
        return 2
    keep = os.path.abspath(arguments.keep) if arguments.keep else None
    if keep:
        os.makedirs(keep, exist_ok=True)
    options = {
        "binary": binary,
        "seed": arguments.seed,
        "examples": examples,
        "timeout": arguments.timeout,
        "memory_mb": arguments.memory_mb,
        "max_output_mb": arguments.max_output_mb,
        "keep": keep,
        "mutations": arguments.mutation or MUTATION_NAMES,
        "commands": arguments.command or [],
    }
    numbers = arguments.only or list(range(1, arguments.runs + 1))
    print(
        f"commands: {binary}, seed {arguments.seed}, {len(numbers)} runs, {arguments.jobs} at a time, "
        f"{arguments.timeout:g} s and {arguments.memory_mb} MiB per command",
        flush=True,
    )
    jobs = [(options, number) for number in numbers]
    executions = 0
    failures = 0
    per_check = {name: 0 for name in CHECKS}
    kept = []
    started = time.monotonic()
    # Worker processes, not threads: preexec_fn (the memory limit) is only safe in a process without other threads.
    context = multiprocessing.get_context("fork")
    with context.Pool(arguments.jobs, initializer=signal.signal, initargs=(signal.SIGINT, signal.SIG_IGN)) as pool:
        for done, run in enumerate(pool.imap(run_one, jobs), 1):
            executions += len(run["records"])
            if arguments.verbose:
                print(f"run {run['number']} {run['app']}: {', '.join(run['mutations']) or 'no mutation'}")
                for label, _, code, seconds, peak in run["records"]:
                    print(f"    {label}: exit {code}, {seconds:.2f} s, {peak} MiB")
            for failure in run["failures"]:
                failures += 1
                per_check[failure["check"]] += 1
                detail = failure["detail"]
                if len(detail) > FAIL_LINE_LIMIT:
                    detail = detail[: FAIL_LINE_LIMIT - 1] + "…"
                print(
                    f"FAIL run {run['number']} ({run['app']}) [{'; '.join(run['mutations'])}] "
                    f"{failure['command']}: {failure['check']}: {detail}",
                    flush=True,
                )
            if run["kept"]:
                kept.append(run["kept"])
            if done % 25 == 0 and not arguments.verbose:
                print(f"  … {done} of {len(numbers)} runs, {failures} failures, "
                      f"{time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    print(f"commands: {len(numbers)} runs, {executions} command executions, {failures} failures")
    print("checks: " + ", ".join(f"{name} {per_check[name]}" for name in CHECKS))
    if kept:
        print(f"kept {len(kept)} failing cases in {keep}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
