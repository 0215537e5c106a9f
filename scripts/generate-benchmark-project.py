#!/usr/bin/env python3
"""Generates an app project for the menu benchmark: 1,000 Swift files (a few of which register dynamic quick
actions) and 50 localizations of InfoPlist.strings. Usage: generate-benchmark-project.py OUTPUT_FOLDER"""
import os
import sys


def locale_code(n: int) -> str:
    """A three-letter language code for localization n: laa, lab, … (a locale identifier the tool accepts)."""
    return "l" + chr(ord("a") + n // 26) + chr(ord("a") + n % 26)


SWIFT_FILES = 1000
FILES_WITH_ITEMS = 20
LOCALES = 50

out = sys.argv[1]
app = os.path.join(out, "Bench")
os.makedirs(app, exist_ok=True)
titles = ["New Document", "Search", "Recent Files", "Scan Text"]
items = "".join(
    f"""		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>com.example.bench.item{i}</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>{title}</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeCompose</string>
		</dict>
"""
    for i, title in enumerate(titles)
)
with open(os.path.join(app, "Info.plist"), "w") as f:
    f.write(f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>Bench</string>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>UIApplicationShortcutItems</key>
	<array>
{items}	</array>
</dict>
</plist>
""")
for n in range(LOCALES):
    folder = os.path.join(app, f"{locale_code(n)}.lproj")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "InfoPlist.strings"), "w") as f:
        f.write("/* generated */\n" + "".join(f'"{t}" = "{t} ({n})";\n' for t in titles))
for n in range(SWIFT_FILES):
    folder = os.path.join(app, f"Feature{n // 100}")
    os.makedirs(folder, exist_ok=True)
    body = "\n".join(
        f"    func step{k}(_ value: Int) -> Int {{ value &* {k + 3} &+ {n} }}" for k in range(40)
    )
    extra = ""
    if n % (SWIFT_FILES // FILES_WITH_ITEMS) == 0:
        extra = f"""
func registerShortcuts{n}() {{
    UIApplication.shared.shortcutItems = [
        UIApplicationShortcutItem(type: "com.example.bench.dynamic{n}", localizedTitle: "Item {n}",
                                  localizedSubtitle: "Generated", icon: UIApplicationShortcutIcon(type: .bookmark),
                                  userInfo: ["index": {n} as NSNumber])
    ]
}}
"""
    with open(os.path.join(folder, f"File{n:04d}.swift"), "w") as f:
        f.write(f"import UIKit\n\nstruct Model{n} {{\n{body}\n}}\n{extra}")
print(f"generated {SWIFT_FILES} Swift files and {LOCALES} localizations in {out}")
