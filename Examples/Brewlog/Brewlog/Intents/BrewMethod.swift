//
//  BrewMethod.swift
//  Brewlog
//
//  Created by the Brewlog team.
//

import AppIntents

/// How a cup was brewed. As an `AppEnum` it can be the parameter of an App Shortcut
/// phrase: each case's title and synonyms are what people can say to Siri.
enum BrewMethod: String, Codable, CaseIterable, AppEnum {
    case espresso
    case pourOver
    case frenchPress
    case aeropress

    static var typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Brew Method",
        numericFormat: "\(placeholder: .int) brew methods"
    )

    static var caseDisplayRepresentations: [BrewMethod: DisplayRepresentation] = [
        .espresso: DisplayRepresentation(
            title: "Espresso",
            synonyms: ["Shot", "Double Shot"]
        ),
        .pourOver: DisplayRepresentation(
            title: "Pour Over",
            synonyms: ["Pour-Over", "Filter Coffee", "V60", "Chemex"]
        ),
        .frenchPress: DisplayRepresentation(
            title: "French Press",
            synonyms: ["Press Pot", "Cafetière", "Plunger"]
        ),
        .aeropress: DisplayRepresentation(
            title: "AeroPress",
            synonyms: ["Aero Press"]
        ),
    ]

    /// The localized name, for dialogs and the journal.
    var localizedName: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: rawValue)
    }
}
