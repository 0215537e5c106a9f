//
//  LogBrewIntent.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import AppIntents

/// Adds a brew to the journal without opening the app.
struct LogBrewIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Brew"
    static var description = IntentDescription(
        "Adds a brew to your coffee journal.",
        categoryName: "Journal"
    )
    static var openAppWhenRun = false

    @Parameter(
        title: "Method",
        requestValueDialog: IntentDialog("How did you brew it?")
    )
    var method: BrewMethod

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$method)")
    }

    init() {}

    init(method: BrewMethod) {
        self.method = method
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let brew = try BrewJournal.shared.add(method: method, date: .now)
        let count = BrewJournal.shared.count(on: brew.date)
        return .result(
            dialog: "Logged \(method.localizedName). You've had \(count) today."
        )
    }
}
