//
//  ShowStatsIntent.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import AppIntents

/// Answers "how much coffee this week" with a dialog, without opening the app.
///
/// Available from iOS 18: the weekly totals come from `BrewStatistics`, which is built on
/// SwiftData's iOS 18 `#Expression` queries.
@available(iOS 18.0, *)
struct ShowStatsIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Brew Stats"
    static var description = IntentDescription(
        "Tells you how many brews you logged this week and your most-used method.",
        categoryName: "Journal"
    )
    static var openAppWhenRun = false

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let stats = try BrewStatistics.thisWeek(in: BrewJournal.shared)
        guard let favorite = stats.mostUsedMethod else {
            return .result(value: 0, dialog: "You haven't logged a brew this week.")
        }
        return .result(
            value: stats.brewCount,
            dialog: "You logged \(stats.brewCount) brews this week, mostly \(favorite.localizedName)."
        )
    }
}
