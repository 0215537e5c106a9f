import QuickActionKit

/// An App Shortcut that only opens the app, which the system already offers (HIG action-button).
public struct OpenAppShortcutRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "open_app_shortcut",
        name: "Open App Shortcut",
        defaultSeverity: .warning,
        rationale: """
            HIG action-button: "You don't need to offer an App Shortcut that opens your app, because the system \
            provides this function already" (platform-facts §7). Reported conservatively: the intent sets \
            `openAppWhenRun = true`, takes no parameters, and its type name says so (`OpenAppIntent`, \
            `LaunchAppIntent`) or its short title or title is just “Open” or “Launch” with the app's name or “App”. \
            “Open Favorites” goes somewhere in the app and is not reported.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/OpenAppIntent.swift": #"""
                import AppIntents

                struct OpenAppIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open Notes"
                    static var openAppWhenRun = true

                    func perform() async throws -> some IntentResult {
                        .result()
                    }
                }
                """#,
                "Intents/NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: CreateNoteIntent(),
                            phrases: ["Create a note in \(.applicationName)"],
                            shortTitle: "Create Note",
                            systemImageName: "square.and.pencil"
                        )
                        ↓AppShortcut(
                            intent: OpenAppIntent(),
                            phrases: ["Open \(.applicationName)"],
                            shortTitle: "Open Notes",
                            systemImageName: "note.text"
                        )
                    }
                }
                """#,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/OpenFavoritesIntent.swift": #"""
                import AppIntents

                struct OpenFavoritesIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open Favorites"
                    static var openAppWhenRun = true

                    @MainActor
                    func perform() async throws -> some IntentResult {
                        Router.shared.selectedTab = .favorites
                        return .result()
                    }
                }
                """#,
                "Intents/NotesShortcuts.swift": #"""
                import AppIntents

                struct NotesShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: OpenFavoritesIntent(),
                            phrases: ["Show my favorite notes in \(.applicationName)"],
                            shortTitle: "Open Favorites",
                            systemImageName: "star"
                        )
                    }
                }
                """#,
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        let declarations = context.app.appShortcuts
        let names = Set((context.appNames + ["App", "the App"]).map { $0.lowercased() })
        return declarations.shortcuts.compactMap { shortcut in
            guard let intent = declarations.intent(named: shortcut.intentType), intent.openAppWhenRun == true,
                intent.parameters.isEmpty, let location = shortcut.location
            else { return nil }
            let titles = [shortcut.shortTitle, intent.title].compactMap { $0?.lowercased() }
            let opensOnly =
                ["OpenApp", "LaunchApp"].contains { intent.typeName.contains($0) }
                || titles.contains { title in
                    ["open ", "launch "].contains {
                        title.hasPrefix($0) && names.contains(String(title.dropFirst($0.count)))
                    }
                }
            guard opensOnly else { return nil }
            return finding(
                at: location,
                "\(intent.typeName) only opens the app, which the system already offers for the Action button, Siri "
                    + "and Spotlight. Offer a task people do often instead (“Create Note”), or remove this shortcut.")
        }
    }
}
