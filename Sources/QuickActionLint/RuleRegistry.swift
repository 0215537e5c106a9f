import QuickActionKit

/// Every rule, in the order `quickactions rules` lists them: quick-action rules, then App Shortcuts rules.
public enum RuleRegistry {
    public static let all: [any Rule.Type] =
        QuickActionRules.all + [UnknownSymbolRule.self] + AppShortcutRules.all + [SwiftSyntaxErrorRule.self]
        + [SuperfluousDisableCommandRule.self]

    public static func rule(identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }

    /// Every rule's identifier.
    public static let identifiers: Set<String> = Set(all.map { $0.description.identifier })

    /// The rule identifier a misspelt `written` most likely means: the nearest within two edits, if one is.
    public static func closestIdentifier(to written: String) -> String? {
        let candidates = identifiers.map { ($0, EditDistance.between(Array($0), Array(written))) }
            .filter { $0.1 <= 2 }
        return candidates.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }
}
