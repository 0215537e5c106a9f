//
//  StartTimerIntent.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import AppIntents

/// Opens Brewlog on the timer tab and starts a timer for the current recipe.
struct StartTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Brew Timer"
    static var description = IntentDescription(
        "Starts the brew timer with the steps of your favorite recipe.",
        categoryName: "Timer"
    )
    static var openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        let recipe = RecipeStore.shared.favorite
        BrewTimer.shared.start(steps: recipe.steps)
        AppNavigation.shared.selectedTab = .timer
        return .result()
    }
}
