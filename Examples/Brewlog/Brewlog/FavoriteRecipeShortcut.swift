//
//  FavoriteRecipeShortcut.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import UIKit

/// The one dynamic Home Screen quick action: brew the starred recipe again.
///
/// It follows the two static items from Info.plist (Log Brew, Brew Timer), so the menu
/// shows three app items. Brewlog always has a favorite: the starter recipe, until the
/// person stars another one.
enum FavoriteRecipeShortcut {
    static let type = "com.example.brewlog.favorite"

    @MainActor
    static func register(_ recipe: Recipe) {
        let item = UIMutableApplicationShortcutItem(type: "com.example.brewlog.favorite", localizedTitle: "Favorite Recipe")
        item.localizedSubtitle = recipe.name
        item.icon = UIApplicationShortcutIcon(type: .favorite)
        item.userInfo = [
            "recipeID": recipe.id.uuidString as NSSecureCoding,
            "appVersion": "3.1" as NSSecureCoding,
        ]
        // Lets UIKit pick the scene that already shows recipes rather than creating a new one.
        item.targetContentIdentifier = "brewlog.recipes.favorite"

        UIApplication.shared.shortcutItems = [item]
    }
}
