import AppProject
import QuickActionKit
import Testing

@Suite("Intents, enums and entities in Swift sources")
struct AppIntentsScannerTests {
    func scan(_ source: String) -> AppShortcutsDeclarations {
        AppShortcutsScanner.scan(source: source, file: "Intents.swift")
    }

    @Test("Intents of every refinement give title, parameters and openAppWhenRun")
    func intents() throws {
        let result = scan(
            """
            struct PlayIntent: AudioPlaybackIntent {
                static let title: LocalizedStringResource = "Play"
                static var openAppWhenRun: Bool = true
                @Parameter(title: "Recipe") var recipe: RecipeEntity?
                @Parameter(title: LocalizedStringResource("Count")) var count: Int
                var notAParameter: String
            }
            struct OpenRecipe: AppIntents.OpenIntent {
                static var title: LocalizedStringResource { "Open Recipe" }
                @Parameter var target: RecipeEntity
            }
            struct Helper: Codable {}
            """)
        #expect(result.intents.map(\.typeName) == ["PlayIntent", "OpenRecipe"])
        let play = result.intents[0]
        #expect(play.title == "Play")
        #expect(play.openAppWhenRun == true)
        #expect(play.location == SourceLocation(file: "Intents.swift", line: 1, column: 8))
        #expect(
            play.parameters == [
                IntentParameter(
                    name: "recipe", typeName: "RecipeEntity?", title: "Recipe",
                    location: SourceLocation(file: "Intents.swift", line: 4, column: 37),
                    titleKey: StringTableKey(key: "Recipe")),
                IntentParameter(
                    name: "count", typeName: "Int", title: "Count",
                    location: SourceLocation(file: "Intents.swift", line: 5, column: 61),
                    titleKey: StringTableKey(key: "Count")),
            ])
        #expect(play.parameters[0].baseTypeName == "RecipeEntity")
        let open = result.intents[1]
        #expect(open.title == "Open Recipe")
        #expect(open.openAppWhenRun == nil)
        #expect(open.parameters.map(\.typeName) == ["RecipeEntity"])
        #expect(open.parameters.first?.title == nil)
    }

    @Test("A parameter with a default (either spelling) is not required; default: nil is no default")
    func parameterDefaults() throws {
        let declarations = scan(
            """
            struct StartFocusIntent: AppIntent {
                static let title: LocalizedStringResource = "Start Focus"
                @Parameter(title: "Minutes", default: 25) var minutes: Int
                @Parameter(title: "Label") var label: String = "Focus"
                @Parameter(title: "Project", default: nil, requestValueDialog: IntentDialog("Which project?"))
                var project: String
                @Parameter(title: "Note", requestValueDialog: IntentDialog(stringLiteral: String(localized: "Any note?")))
                var note: String?
            }
            """)
        let parameters = try #require(declarations.intents.first?.parameters)
        #expect(parameters.map(\.name) == ["minutes", "label", "project", "note"])
        #expect(parameters.map(\.hasDefault) == [true, true, false, false])
        #expect(parameters.map(\.isRequired) == [false, false, true, false])
        #expect(parameters.map(\.requestValueDialog) == [nil, nil, "Which project?", "Any note?"])
    }

    @Test("AppEntity parameter types are declared entities")
    func entityParameter() {
        let result = scan(
            """
            struct RecipeEntity: AppEntity, Identifiable {
                static var defaultQuery = RecipeQuery()
                var id: UUID
            }
            final class Bean: IndexedEntity {}
            struct ShowRecipeIntent: AppIntent, ForegroundContinuableIntent {
                static var title: LocalizedStringResource = "Show Recipe"
                @Parameter(title: "Recipe") var recipe: RecipeEntity
            }
            """)
        #expect(result.entities.map(\.typeName) == ["RecipeEntity", "Bean"])
        #expect(result.entities.first?.location == SourceLocation(file: "Intents.swift", line: 1, column: 8))
        #expect(result.intents.map(\.typeName) == ["ShowRecipeIntent"])
        let parameter = result.intents.first?.parameters.first
        #expect(result.entities.contains { $0.typeName == parameter?.baseTypeName })
    }

    @Test("AppEnum cases: representations with synonyms, plain titles, and the case name when none is given")
    func enums() throws {
        let result = scan(
            """
            enum Roast: String, AppEnum {
                case light, medium
                case dark
                static var typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"
                static var caseDisplayRepresentations: [Roast: DisplayRepresentation] = [
                    .light: DisplayRepresentation(title: "Light Roast", synonyms: ["Blonde", "Cinnamon"]),
                    .medium: "Medium",
                ]
            }
            enum Plain: String { case a }
            """)
        let roast = try #require(result.enums.first)
        #expect(result.enums.count == 1)
        #expect(
            roast.cases == [
                .init(
                    name: "light", title: "Light Roast", synonyms: ["Blonde", "Cinnamon"],
                    titleKey: StringTableKey(key: "Light Roast")),
                .init(name: "medium", title: "Medium", titleKey: StringTableKey(key: "Medium")),
                .init(name: "dark", title: "dark"),
            ])
    }

    @Test("An AppEnum conformance in an extension takes the cases declared in the file")
    func enumExtension() throws {
        let result = scan(
            """
            enum Size: String { case small, large }
            extension Size: AppEnum {
                static var caseDisplayRepresentations: [Size: DisplayRepresentation] {
                    [.large: .init(title: "Large", synonyms: ["Big"])]
                }
            }
            """)
        #expect(
            result.enums.first?.cases == [
                .init(name: "small", title: "small"),
                .init(name: "large", title: "Large", synonyms: ["Big"], titleKey: StringTableKey(key: "Large")),
            ])
        #expect(result.enums.first?.location == SourceLocation(file: "Intents.swift", line: 2, column: 11))
    }
}
