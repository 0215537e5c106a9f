import QuickActionKit

/// An SF Symbol name that does not exist, was renamed, or needs a later iOS than the app supports, checked against
/// Apple's catalog (`init(systemImageName:)` shows no icon for an unknown name; platform-facts §2).
public struct UnknownSymbolRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unknown_symbol",
        name: "Unknown SF Symbol",
        defaultSeverity: .error,
        rationale: """
            UIApplicationShortcutItemIconSymbolName and UIApplicationShortcutIcon(systemImageName:) take an SF Symbol \
            name; a name that does not exist shows no icon, with no message (platform-facts §2). Names are checked \
            against Apple's catalog (the CoreGlyphs bundle on a Mac, or the folder in `symbols_catalog` or \
            QUICKACTIONS_SYMBOLS_CATALOG): renamed symbols still work but have a current name, and a symbol newer \
            than the deployment target shows nothing on older systems. Without a catalog the rule does not run.
            """,
        triggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>search</string>",
                    "UIApplicationShortcutItemTitle": "<string>Search</string>",
                    "UIApplicationShortcutItemIconSymbolName": "↓<string>magnifying.glass</string>",
                ])),
            .infoPlist(
                items: "",
                otherFiles: [
                    "Notes/Recent.swift": """
                    import UIKit

                    let pinned = ↓UIApplicationShortcutItem(
                        type: "pinned", localizedTitle: "Pinned", localizedSubtitle: nil,
                        icon: UIApplicationShortcutIcon(systemImageName: "pin.fil"), userInfo: nil)
                    """
                ]),
        ],
        nonTriggeringExamples: [
            .infoPlist(
                items: RuleExample.item([
                    "UIApplicationShortcutItemType": "<string>search</string>",
                    "UIApplicationShortcutItemTitle": "<string>Search</string>",
                    "UIApplicationShortcutItemIconSymbolName": "<string>magnifyingglass</string>",
                ]))
        ])

    /// The SF Symbol names the app's quick actions use, where each is written: static items' symbol names and
    /// literal `UIApplicationShortcutIcon(systemImageName:)`s.
    public static func symbolNames(in app: App) -> [(name: String, location: SourceLocation)] {
        var named: [(String, SourceLocation)] = app.staticItems.compactMap { entry in
            entry.declaredIcon.symbolName.map { ($0, entry.location(of: InfoPlistKey.itemIconSymbolName)) }
        }
        for item in app.dynamicItemConstructions {
            if case .literal(.systemImageName(let name))? = item.icon { named.append((name, item.location)) }
        }
        return named
    }

    public func validate(_ context: LintContext) -> [Finding] {
        guard let catalog = context.symbols else { return [] }
        return Self.symbolNames(in: context.app).compactMap { name, location in
            switch catalog.lookup(name) {
            case .unknown:
                let hint = catalog.closest(to: name).map { " Did you mean “\($0)”?" } ?? ""
                return finding(at: location, "There is no SF Symbol named “\(name)”, so no icon shows.\(hint)")
            case .renamed(let current):
                var renamed = finding(at: location, "“\(name)” was renamed “\(current)”; use the current name.")
                renamed.severity = .warning
                return renamed
            case .known(let introduced):
                guard let introduced, let target = context.deploymentTarget,
                    IOSVersion.isEarlier(target, than: introduced)
                else { return nil }
                var newer = finding(
                    at: location,
                    "“\(name)” needs iOS \(introduced); on iOS \(target) no icon shows. Pick an older symbol.")
                newer.severity = .warning
                return newer
            }
        }
    }
}
