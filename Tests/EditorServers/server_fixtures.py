"""Shared set-up of the editor and agent server tests: the binary under test and a small app written for them.

Not a conftest.py: Tests/Browser's modules import their conftest by name, and pytest would give them this one.
"""
import asyncio
import os
import threading
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_async(body):
    """Runs the coroutine function `body` to its end in a thread of its own and returns its result: the browser
    tests' Playwright (its sync API) keeps an event loop running in the main thread, where asyncio.run refuses."""
    outcome = {}

    def target():
        try:
            outcome["value"] = asyncio.run(body())
        except BaseException as error:  # re-raised in the test's thread
            outcome["error"] = error

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


@pytest.fixture(scope="session")
def quickactions():
    binary = Path(os.environ.get("QUICKACTIONS_BIN", ROOT / ".build/debug/quickactions"))
    if not binary.is_absolute():
        binary = ROOT / binary
    assert binary.exists(), f"{binary} does not exist: build it first (swift build --product quickactions)"
    return str(binary)


INFO_PLIST = textwrap.dedent("""\
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDisplayName</key>
    \t<string>Jotter</string>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>en</string>
    \t<key>CFBundlePackageType</key>
    \t<string>APPL</string>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>com.example.jotter.new</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>New Page...</string>
    \t\t\t<key>UIApplicationShortcutItemIconType</key>
    \t\t\t<string>UIApplicationShortcutIconTypeCompose</string>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>UIApplicationShortcutItemType</key>
    \t\t\t<string>com.example.jotter.search</string>
    \t\t\t<key>UIApplicationShortcutItemTitle</key>
    \t\t\t<string>Search all pages</string>
    \t\t\t<key>UIApplicationShortcutItemIconType</key>
    \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>
    """)

GERMAN_STRINGS = textwrap.dedent("""\
    "New Page..." = "Eine neue Seite mit Überschrift und Inhaltsverzeichnis anlegen";
    """)

SHORTCUTS_SWIFT = textwrap.dedent("""\
    import AppIntents

    struct StartTimerIntent: AppIntent {
        static let title: LocalizedStringResource = "Start Timer"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct JotterShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: StartTimerIntent(),
                phrases: [
                    "Start a timer in \\(.applicationName)",
                    "Start a timer"
                ],
                shortTitle: "Start Timer",
                systemImageName: "timer"
            )
        }
    }
    """)


DYNAMIC_SWIFT = textwrap.dedent("""\
    import UIKit

    enum QuickActions {
        static func register() {
            let composeTitle = NSLocalizedString("Compose", comment: "A quick action")
            let compose = UIApplicationShortcutItem(
                type: "com.example.jotter.compose",
                localizedTitle: composeTitle,
                localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(type: .compose)  // (a comment with a parenthesis
            )
            UIApplication.shared.shortcutItems = [compose]
        }
    }
    """)

CATALOG = textwrap.dedent("""\
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Compose" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Verfassen" } }
          }
        }
      },
      "version" : "1.0"
    }
    """)


@pytest.fixture
def app(tmp_path):
    """A small app without a project, in a git repository of its own: Info.plist with an ASCII ellipsis in a
    title the German table translates (so its fix is refused), a title in sentence case, a German title too long for the menu, and an App Shortcut with a phrase that does not name
    the app; and a dynamic item whose title the code looks up in a String Catalog."""
    folder = tmp_path / "Jotter"
    (folder / "de.lproj").mkdir(parents=True)
    (tmp_path / ".git").mkdir()
    (folder / "Info.plist").write_text(INFO_PLIST)
    (folder / "de.lproj" / "InfoPlist.strings").write_text(GERMAN_STRINGS)
    (folder / "JotterShortcuts.swift").write_text(SHORTCUTS_SWIFT)
    (folder / "QuickActions.swift").write_text(DYNAMIC_SWIFT)
    (folder / "Localizable.xcstrings").write_text(CATALOG)
    return folder
