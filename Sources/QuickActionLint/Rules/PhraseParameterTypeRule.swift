import QuickActionKit

/// A phrase parameter that is neither an `AppEnum` nor an `AppEntity`, or that the intent does not have
/// (platform-facts §6).
public struct PhraseParameterTypeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "phrase_parameter_type",
        name: "Phrase Parameter Type",
        defaultSeverity: .error,
        rationale: """
            A phrase can only name an `@Parameter` of its intent whose type is an `AppEnum` or an `AppEntity`: \
            their values are what people say (platform-facts §6, WWDC22). Xcode reports "Invalid parameter type. \
            AppEntity and AppEnum are the only allowed types for <param>" (reported by developers, platform-facts \
            §6). Intents and types declared outside the project's sources are not checked.
            """,
        triggeringExamples: [
            .appShortcuts([
                "Intents/LogWaterIntent.swift": #"""
                import AppIntents

                struct LogWaterIntent: AppIntent {
                    static var title: LocalizedStringResource = "Log Water"

                    @Parameter(title: "Amount")
                    var amount: Int

                    @Parameter(title: "Container")
                    var container: Container?

                    func perform() async throws -> some IntentResult {
                        try await WaterLog.shared.add(amount, in: container)
                        return .result()
                    }
                }
                """#,
                "Intents/Container.swift": #"""
                import AppIntents

                enum Container: String, AppEnum {
                    case glass, bottle, mug

                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Container"
                    static var caseDisplayRepresentations: [Container: DisplayRepresentation] = [
                        .glass: "Glass", .bottle: "Bottle", .mug: "Mug",
                    ]
                }
                """#,
                "Intents/HydrateShortcuts.swift": #"""
                import AppIntents

                struct HydrateShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: LogWaterIntent(),
                            phrases: [
                                "Log a \(\.$container) of water in \(.applicationName)",
                                ↓"Log \(\.$amount) milliliters in \(.applicationName)",
                                ↓"Log a \(\.$cup) in \(.applicationName)",
                            ],
                            shortTitle: "Log Water",
                            systemImageName: "drop"
                        )
                    }
                }
                """#,
            ])
        ],
        nonTriggeringExamples: [
            .appShortcuts([
                "Intents/OpenRecipeIntent.swift": #"""
                import AppIntents

                struct RecipeEntity: AppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
                    static var defaultQuery = RecipeQuery()
                    var id: UUID
                    var name: String
                    var displayRepresentation: DisplayRepresentation { "\(name)" }
                }

                struct OpenRecipeIntent: AppIntent {
                    static var title: LocalizedStringResource = "Open Recipe"
                    static var openAppWhenRun = true

                    @Parameter(title: "Recipe")
                    var recipe: RecipeEntity

                    func perform() async throws -> some IntentResult {
                        await Navigator.shared.show(recipe.id)
                        return .result()
                    }
                }
                """#,
                "Intents/RecipeShortcuts.swift": #"""
                import AppIntents

                struct RecipeShortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(
                            intent: OpenRecipeIntent(),
                            phrases: ["Cook \(\.$recipe) with \(.applicationName)"],
                            shortTitle: "Open Recipe",
                            systemImageName: "book"
                        )
                    }
                }
                """#,
            ])
        ])

    public func validate(_ context: LintContext) -> [Finding] {
        let declarations = context.app.appShortcuts
        var findings: [Finding] = []
        for shortcut in declarations.shortcuts {
            guard let intent = declarations.intent(named: shortcut.intentType) else { continue }
            for phrase in shortcut.phrases {
                guard let location = phrase.location else { continue }
                for name in phrase.parameterNames {
                    guard let parameter = intent.parameters.first(where: { $0.name == name }) else {
                        let known = intent.parameters.map(\.name).joined(separator: ", ")
                        findings.append(
                            finding(
                                at: location,
                                "\(intent.typeName) has no parameter “\(name)”; a phrase can only name one of the "
                                    + "intent's @Parameter properties"
                                    + (known.isEmpty ? " and it has none." : " (\(known)).")))
                        continue
                    }
                    let type = parameter.baseTypeName
                    guard declarations.enumeration(named: type) == nil,
                        !declarations.entities.contains(where: { $0.typeName == type })
                    else { continue }
                    findings.append(
                        finding(
                            at: location,
                            "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name). "
                                + "“\(name)” is \(parameter.typeName): make it an AppEnum or AppEntity, or leave it "
                                + "out of the phrase and let the intent ask for it."))
                }
            }
        }
        return findings
    }
}
