import QuickActionKit

/// More App Shortcuts than an app may offer: "Each app can include up to 10 App Shortcuts" (HIG-AS).
public struct TooManyAppShortcutsRule: Rule {
    public init() {}

    static let limit = 10

    public static let description = RuleDescription(
        identifier: "too_many_app_shortcuts",
        name: "Too Many App Shortcuts",
        defaultSeverity: .error,
        rationale: """
            "Each app can include up to 10 App Shortcuts" (HIG app-shortcuts; platform-facts §6). Shortcuts in an \
            `else` branch or an `#elseif` / `#else` clause replace others on the devices they apply to, so only \
            the shortcuts present when every condition holds are counted.
            """,
        triggeringExamples: [
            provider(tasks.enumerated().map { shortcut($1, marked: $0 == 10) }.joined(separator: "\n"))
        ],
        nonTriggeringExamples: [
            provider(tasks.prefix(10).map { shortcut($0) }.joined(separator: "\n")),
            provider(
                (tasks.prefix(9).map { shortcut($0) } + [
                    "        if #available(iOS 18.0, *) {", shortcut(tasks[9], indent: 12), "        } else {",
                    shortcut(tasks[10], indent: 12), "        }",
                ]).joined(separator: "\n")),
        ])

    /// A recipe app's tasks: intent, phrase, short title and symbol.
    private static let tasks = [
        ("AddRecipeIntent", "Add a recipe to", "Add Recipe", "plus"),
        ("StartCookingIntent", "Start cooking with", "Start Cooking", "frying.pan"),
        ("SetKitchenTimerIntent", "Set a kitchen timer in", "Set Timer", "timer"),
        ("ShowShoppingListIntent", "Show my shopping list in", "Show List", "cart"),
        ("AddIngredientIntent", "Add an ingredient in", "Add Ingredient", "carrot"),
        ("PlanMealsIntent", "Plan this week's meals in", "Plan Meals", "calendar"),
        ("ScanRecipeIntent", "Scan a recipe with", "Scan Recipe", "doc.viewfinder"),
        ("FindRecipeIntent", "Find a recipe in", "Find Recipe", "magnifyingglass"),
        ("ConvertUnitsIntent", "Convert units in", "Convert Units", "scalemass"),
        ("ShareRecipeIntent", "Share a recipe from", "Share Recipe", "square.and.arrow.up"),
        ("RateDishIntent", "Rate a dish in", "Rate Dish", "star"),
    ]

    /// The `AppShortcut(…)` of a task, indented, with `↓` before it when `marked`.
    private static func shortcut(_ task: (String, String, String, String), indent: Int = 8, marked: Bool = false)
        -> String
    {
        let lines = [
            (marked ? "↓" : "") + "AppShortcut(", "    intent: \(task.0)(),",
            #"    phrases: [""# + task.1 + #" \(.applicationName)"],"#, "    shortTitle: \"\(task.2)\",",
            "    systemImageName: \"\(task.3)\"", ")",
        ]
        return lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }

    private static func provider(_ shortcuts: String) -> RuleExample {
        .appShortcuts([
            "RecipeShortcuts.swift": """
            import AppIntents

            struct RecipeShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
            \(shortcuts)
                }
            }
            """
        ])
    }

    public func validate(_ context: LintContext) -> [Finding] {
        context.app.appShortcuts.providers.compactMap { provider in
            let present = provider.shortcuts.filter { !Self.isAlternative($0) }
            guard present.count > Self.limit, let location = present[Self.limit].location else { return nil }
            return finding(
                at: location,
                "\(provider.typeName) declares \(present.count) App Shortcuts; an app can offer up to 10. Keep the "
                    + "10 most useful and leave the rest as actions people can add in the Shortcuts app.")
        }
    }

    /// Declared in an `else` branch or `#elseif` / `#else` clause: the reader writes those conditions as `!(…)`.
    private static func isAlternative(_ shortcut: AppShortcut) -> Bool {
        shortcut.condition?.contains("!(") ?? false
    }
}
