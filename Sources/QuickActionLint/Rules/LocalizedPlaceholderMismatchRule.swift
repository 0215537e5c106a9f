import QuickActionKit

/// A translated phrase whose placeholders differ from its source phrase's: no or several `${applicationName}`, or a
/// parameter the source phrase does not name (platform-facts §6).
public struct LocalizedPlaceholderMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "localized_placeholder_mismatch",
        name: "Localized Placeholder Mismatch",
        defaultSeverity: .error,
        rationale: """
            Each phrase in an AppShortcuts.strings or AppShortcuts.xcstrings translation needs exactly one \
            `${applicationName}`, as every App Shortcut utterance does (Xcode: "Invalid Utterance. Every App \
            Shortcut utterance should have one '${applicationName}' in it."), and can only name the parameter of \
            its source phrase, `${name}` as in the key (platform-facts §6). A String Catalog stores all phrases of one \
            App Shortcut as a string set keyed on its first phrase, so there a translation may name the parameter \
            of any phrase of that shortcut. A misspelt placeholder is neither, so the translated phrase cannot be \
            said. A translation may leave the parameter out.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/BrewlogShortcuts.swift": #"""
                import AppIntents

                struct BrewlogShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: LogBrewIntent(),
                            phrases: [
                                "Log a brew in \(.applicationName)",
                                "Log a \(\.$method) in \(.applicationName)",
                            ],
                            shortTitle: "Log Brew",
                            systemImageName: "cup.and.saucer"
                        )
                    }
                }
                """#,
                "de.lproj/AppShortcuts.strings": """
                ↓"Log a brew in ${applicationName}" = "Kaffee in Brewlog eintragen";
                ↓"Log a ${method} in ${applicationName}" = "${methode} in ${applicationName} eintragen";
                """,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/BrewlogShortcuts.swift": #"""
                import AppIntents

                struct BrewlogShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: LogBrewIntent(),
                            phrases: [
                                "Log a brew in \(.applicationName)",
                                "Log a \(\.$method) in \(.applicationName)",
                            ],
                            shortTitle: "Log Brew",
                            systemImageName: "cup.and.saucer"
                        )
                    }
                }
                """#,
                "de.lproj/AppShortcuts.strings": """
                "Log a brew in ${applicationName}" = "Kaffee in ${applicationName} eintragen";
                "Log a ${method} in ${applicationName}" = "${method} in ${applicationName} eintragen";
                """,
                "fr.lproj/AppShortcuts.strings": """
                "Log a brew in ${applicationName}" = "Noter un café dans ${applicationName}";
                "Log a ${method} in ${applicationName}" = "Noter un café dans ${applicationName}";
                """,
            ]),
            // Xcode's catalog: one string set per shortcut, keyed on its first phrase (which has no parameter).
            .appShortcuts([
                "Intents/BrewlogShortcuts.swift": #"""
                import AppIntents

                struct BrewlogShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: LogBrewIntent(),
                            phrases: [
                                "Log a brew in \(.applicationName)",
                                "Log a \(\.$method) in \(.applicationName)",
                            ],
                            shortTitle: "Log Brew",
                            systemImageName: "cup.and.saucer"
                        )
                    }
                }
                """#,
                "AppShortcuts.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Log a brew in ${applicationName}" : {
                      "localizations" : {
                        "de" : {
                          "stringSet" : {
                            "state" : "translated",
                            "values" : [
                              "Kaffee in ${applicationName} eintragen",
                              "${method} in ${applicationName} eintragen"
                            ]
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
            ]),
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // A catalog's key is a shortcut's first phrase; its string set holds every phrase of that shortcut.
        var shortcutParameters: [String: [String]] = [:]
        for shortcut in context.app.appShortcuts.shortcuts {
            guard let first = shortcut.phrases.first else { continue }
            var names: [String] = []
            for name in shortcut.phrases.flatMap(\.parameterNames) where !names.contains(name) { names.append(name) }
            shortcutParameters[first.stringsKey] = names
        }
        for table in context.app.appShortcuts.phraseTables {
            let isCatalog = table.source.file.hasSuffix(".xcstrings")
            for (key, translations) in table.phrases.sorted(by: { $0.key < $1.key }) {
                let own = AppShortcutPhrase(stringsKey: key).parameterNames
                let sourceParameters = isCatalog ? (shortcutParameters[key] ?? own) : own
                for translation in translations {
                    let problems = Self.problems(of: translation, sourceParameters: sourceParameters)
                    guard !problems.isEmpty else { continue }
                    let expected =
                        ["${applicationName} once"] + sourceParameters.map { "${\($0)}" }
                    findings.append(
                        finding(
                            at: (translation.location ?? table.source).atLineStart,
                            "The “\(table.localization)” phrase “\(translation.stringsKey)” for “\(key)”: "
                                + problems.joined(separator: "; ") + ". Use the source phrase's placeholders: "
                                + expected.joined(separator: ", ") + "."))
                }
            }
        }
        return findings
    }

    static func problems(of translation: AppShortcutPhrase, sourceParameters: [String]) -> [String] {
        var problems: [String] = []
        switch translation.applicationNameCount {
        case 0: problems.append("it has no ${applicationName}")
        case 1: break
        case let count: problems.append("it has ${applicationName} \(count) times")
        }
        for name in translation.parameterNames where !sourceParameters.contains(name) {
            problems.append("${\(name)} is not a parameter of the source phrase")
        }
        return problems
    }
}
