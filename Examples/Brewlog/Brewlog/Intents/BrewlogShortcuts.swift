//
//  BrewlogShortcuts.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import AppIntents

/// Brewlog's App Shortcuts. They are available in Spotlight, Siri and the Shortcuts app
/// as soon as the app is installed. The phrase with a `BrewMethod` parameter only works
/// after Brewlog has run once.
///
/// Phrases must stay inline string literals: Xcode extracts them from the source at build
/// time. Translations live in `<locale>.lproj/AppShortcuts.strings`.
struct BrewlogShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: LogBrewIntent(),
            phrases: [
                "Log a brew in \(.applicationName)",
                "Log a \(\.$method) in \(.applicationName)",
                "Add a coffee to \(.applicationName)",
            ],
            shortTitle: "Log Brew",
            systemImageName: "cup.and.saucer"
        )
        AppShortcut(
            intent: StartTimerIntent(),
            phrases: [
                "Start a brew timer in \(.applicationName)",
                "Start my \(.applicationName) timer",
            ],
            shortTitle: "Brew Timer",
            systemImageName: "timer"
        )
        if #available(iOS 18.0, *) {
            AppShortcut(
                intent: ShowStatsIntent(),
                phrases: [
                    "Show my \(.applicationName) stats",
                    "How much coffee did I log in \(.applicationName)",
                ],
                shortTitle: "Brew Stats",
                systemImageName: "chart.bar"
            )
        }
    }

    static var shortcutTileColor: ShortcutTileColor = .tangerine

    /// Utterances that must never start a Brewlog shortcut (iOS 17).
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Delete my \(.applicationName) journal"
            "Reset \(.applicationName)"
        }
    }
}
