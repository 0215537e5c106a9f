import QuickActionKit

/// A phrase with more than one parameter: App Shortcuts support one (platform-facts §6; HIG-AS).
public struct PhraseMultipleParametersRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "phrase_multiple_parameters",
        name: "Phrase Multiple Parameters",
        defaultSeverity: .error,
        rationale: """
            An App Shortcut phrase can name at most one parameter (platform-facts §6, WWDC22). HIG app-shortcuts: \
            "Keep voice interactions simple … If additional information is absolutely required, ask for it in a \
            subsequent step."
            """,
        triggeringExamples: [
            .appShortcuts([
                "MeditationShortcuts.swift": #"""
                import AppIntents

                struct MeditationShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: StartMeditationIntent(),
                            phrases: [
                                "Start a \(\.$kind) meditation in \(.applicationName)",
                                ↓"Start a \(\.$kind) meditation with \(\.$sound) in \(.applicationName)",
                            ],
                            shortTitle: "Start Meditation",
                            systemImageName: "leaf"
                        )
                    }
                }
                """#
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "MeditationShortcuts.swift": #"""
                import AppIntents

                struct MeditationShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: StartMeditationIntent(),
                            phrases: [
                                "Start a \(\.$kind) meditation in \(.applicationName)",
                                "Meditate with \(.applicationName)",
                            ],
                            shortTitle: "Start Meditation",
                            systemImageName: "leaf"
                        )
                    }
                }
                """#
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.appShortcuts.shortcuts.flatMap(\.phrases).compactMap { phrase in
            let names = phrase.parameterNames
            guard names.count > 1, let location = phrase.location else { return nil }
            let written = names.map { #"\(\.$"# + $0 + ")" }.joined(separator: ", ")
            return finding(
                at: location,
                "This phrase names \(names.count) parameters (\(written)); an App Shortcut phrase can have one. Keep "
                    + "the one people choose most and let the intent ask for the others in a follow-up.")
        }
    }
}
