import QuickActionKit

/// An Info.plist icon type that names no system icon: iOS shows no icon (platform-facts §2).
public struct UnknownIconTypeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unknown_icon_type",
        name: "Unknown Icon Type",
        defaultSeverity: .error,
        rationale: """
            UIApplicationShortcutItemIconType must be one of the 29 system icon types, written \
            UIApplicationShortcutIconType + the case name with a capital first letter \
            (UIApplicationShortcutIconTypeMarkLocation); an unknown string gives no icon, with no message at build \
            or run time (platform-facts §2, [KEYS]).
            """,
        triggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.favorites</string>",
                        "UIApplicationShortcutItemTitle": "<string>Favorites</string>",
                        "UIApplicationShortcutItemIconType": "↓<string>UIApplicationShortcutIconTypeFavourite</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.search</string>",
                        "UIApplicationShortcutItemTitle": "<string>Search</string>",
                        "UIApplicationShortcutItemIconType": "↓<string>Search</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.starred</string>",
                        "UIApplicationShortcutItemTitle": "<string>Starred</string>",
                        "UIApplicationShortcutItemIconType": "↓<string>UIApplicationShortcutIconTypeStar</string>",
                    ]),
                ].joined(separator: "\n"))
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: [
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.favorites</string>",
                        "UIApplicationShortcutItemTitle": "<string>Favorites</string>",
                        "UIApplicationShortcutItemIconType": "<string>UIApplicationShortcutIconTypeFavorite</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.nearby</string>",
                        "UIApplicationShortcutItemTitle": "<string>Nearby Notes</string>",
                        "UIApplicationShortcutItemIconType":
                            "<string>UIApplicationShortcutIconTypeMarkLocation</string>",
                    ]),
                    RuleExample.item([
                        "UIApplicationShortcutItemType": "<string>com.example.notes.theme</string>",
                        "UIApplicationShortcutItemTitle": "<string>Theme</string>",
                        "UIApplicationShortcutItemIconType": "<string>$(SHORTCUT_ICON_TYPE)</string>",
                    ]),
                ].joined(separator: "\n"))
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.validStaticItems.compactMap { entry, _ in
            // An icon type that another icon key overrides is conflicting_icon_keys' finding; a build variable that
            // could not be expanded is left unresolved, never guessed (platform-facts §9).
            let icon = entry.declaredIcon
            guard icon.symbolName == nil, icon.file == nil, let name = icon.type, !name.contains("$"),
                SystemIconType(infoPlistName: name) == nil
            else { return nil }
            let advice =
                Self.closestType(to: name).map { "did you mean \($0.infoPlistName)?" }
                ?? "use UIApplicationShortcutItemIconSymbolName with an SF Symbol instead."
            return finding(
                at: entry.location(of: InfoPlistKey.itemIconType),
                "“\(name)” is not a system icon type, so iOS shows no icon; \(advice)")
        }
    }

    /// The system icon type whose case name is nearest to `name` (prefix and case ignored), when it is close enough
    /// to be a misspelling: at most one edit per four letters, transpositions counting once.
    static func closestType(to name: String) -> SystemIconType? {
        var written = name.lowercased()
        let prefix = SystemIconType.infoPlistPrefix.lowercased()
        if written.hasPrefix(prefix) { written.removeFirst(prefix.count) }
        if let dot = written.lastIndex(of: ".") { written = String(written[written.index(after: dot)...]) }
        let candidates = SystemIconType.allCases.map { ($0, EditDistance.between(written, $0.caseName.lowercased())) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= max(1, written.count / 4) else { return nil }
        return best.0
    }
}
