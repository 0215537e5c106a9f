/// Every rule, in the order `quickactions rules` lists them: quick-action rules, then App Shortcuts rules.
public enum RuleRegistry {
    public static let all: [any Rule.Type] =
        QuickActionRules.all + [UnknownSymbolRule.self] + AppShortcutRules.all + [SwiftSyntaxErrorRule.self]

    public static func rule(identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
