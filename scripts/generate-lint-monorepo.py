#!/usr/bin/env python3
"""Generates a monorepo for the lint benchmark: 10,000 Swift files (about 1% mention quick actions or App
Shortcuts), 200 Info.plists (50 apps, each with an extension, a test bundle and a configuration variant) and 2,000
strings files. `--shape apps` makes the second tree of issue 35 instead: 200 apps, each with its 50 Swift files inside
it and 20 localizations (40 strings files each), 800 Info.plists.
Usage: generate-lint-monorepo.py OUTPUT_FOLDER [--shape monorepo|apps]"""
import os
import sys

out = sys.argv[1]
shape = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--shape" else "monorepo"
if shape not in ("monorepo", "apps"):
    sys.exit("generate-lint-monorepo.py: --shape is monorepo or apps")
APPS, SWIFT_FILES, STRINGS_FILES = (50, 10_000, 2_000) if shape == "monorepo" else (200, 10_000, 8_000)
titles = ["New Document", "Search", "Recent Files", "Scan Text"]
# Forty real localizations (names iOS can select; issue 33 reads only those as locales), three of them right to left.
locales = ["de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "nl", "sv", "da", "fi", "nb",
           "pl", "tr", "ru", "uk", "cs", "sk", "hu", "ro", "el", "he", "ar", "fa", "hi", "th", "vi", "id", "ms", "ca",
           "hr", "sl", "bg", "sr", "lt", "lv", "et"]

def plist(body):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n' + body + '</dict>\n</plist>\n')

for app in range(APPS):
    root = os.path.join(out, f"App{app:02d}")
    main = os.path.join(root, f"App{app:02d}")
    os.makedirs(main, exist_ok=True)
    items = "".join(
        f"\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>com.example.app{app}.item{i}</string>\n"
        f"\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>{t}</string>\n"
        f"\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeCompose</string>\n\t\t</dict>\n"
        for i, t in enumerate(titles))
    app_keys = (f"\t<key>CFBundleDisplayName</key>\n\t<string>App {app}</string>\n\t<key>CFBundlePackageType</key>\n"
                f"\t<string>APPL</string>\n\t<key>CFBundleDevelopmentRegion</key>\n\t<string>en</string>\n")
    with open(os.path.join(main, "Info.plist"), "w") as f:
        f.write(plist(app_keys + f"\t<key>UIApplicationShortcutItems</key>\n\t<array>\n{items}\t</array>\n"))
    with open(os.path.join(main, "Info-Beta.plist"), "w") as f:
        f.write(plist("\t<key>CFBundlePackageType</key>\n\t<string>BNDL</string>\n"))
    for folder in ("ShareExtension", f"App{app:02d}Tests"):
        os.makedirs(os.path.join(root, folder), exist_ok=True)
        key = "\t<key>NSExtension</key>\n\t<dict/>\n" if folder == "ShareExtension" else "\t<key>CFBundlePackageType</key>\n\t<string>BNDL</string>\n"
        with open(os.path.join(root, folder, "Info.plist"), "w") as f:
            f.write(plist(key))
for n in range(STRINGS_FILES):
    app, slot = n % APPS, n // APPS
    # The monorepo has one strings file per localization (Info.plist's or Localizable); the apps shape has both.
    locale = slot if shape == "monorepo" else slot // 2
    name = "InfoPlist.strings" if slot % 2 == 0 else "Localizable.strings"
    folder = os.path.join(out, f"App{app:02d}", f"App{app:02d}", f"{locales[locale]}.lproj")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        f.write("".join(f'"{t}" = "{t} {locale}";\n' for t in titles))
for n in range(SWIFT_FILES):
    app = n % APPS
    folder = os.path.join(out, f"App{app:02d}", f"App{app:02d}", f"Feature{(n // APPS) % 20}")
    os.makedirs(folder, exist_ok=True)
    body = "\n".join(f"    func step{k}(_ value: Int) -> Int {{ value &* {k + 3} &+ {n} }}" for k in range(30))
    extra = ""
    if n % 100 == 0:
        extra = (f'\nfunc register{n}() {{\n    UIApplication.shared.shortcutItems = [\n'
                 f'        UIApplicationShortcutItem(type: "com.example.dynamic{n}", localizedTitle: "Item {n}")\n    ]\n}}\n')
    with open(os.path.join(folder, f"File{n:05d}.swift"), "w") as f:
        f.write(f"import UIKit\n\nstruct Model{n} {{\n{body}\n}}\n{extra}")
print(f"generated {SWIFT_FILES} Swift files, {APPS * 4} Info.plists and {STRINGS_FILES} strings files in {out}")
