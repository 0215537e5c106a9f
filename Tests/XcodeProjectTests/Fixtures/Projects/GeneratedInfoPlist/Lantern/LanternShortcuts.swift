//
//  LanternShortcuts.swift
//  Lantern
//

import AppIntents

struct ToggleLanternIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Lantern"
    static let description = IntentDescription("Switches the lantern on or off.")

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        Lamp.shared.isOn.toggle()
        return .result(dialog: Lamp.shared.isOn ? "The lantern is on." : "The lantern is off.")
    }
}

struct LanternShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ToggleLanternIntent(),
            phrases: [
                "Toggle \(.applicationName)",
                "Switch on the light with \(.applicationName)",
            ],
            shortTitle: "Toggle Lantern",
            systemImageName: "lightbulb"
        )
    }
}
