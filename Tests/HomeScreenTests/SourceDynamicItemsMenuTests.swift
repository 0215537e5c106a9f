import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// Issue 14: dynamic items read from source are shown as people see them.
@Suite("Dynamic items read from source in the menu")
struct SourceDynamicItemsMenuTests {
    private static let location = SourceLocation(file: "Trailmix/Shortcuts.swift", line: 12, column: 5)

    private func app(_ items: [DiscoveredShortcutItem], assignments: [ShortcutItemsAssignment] = []) -> App {
        var app = TestApps.app()
        app.dynamicItemsInSource = items
        app.shortcutItemsAssignments = assignments
        app.stringTables.add(
            TestApps.table("de", ["trail.new": "Neuer Weg"]), named: StringTableKey.defaultTable)
        app.stringTables.add(TestApps.table("en", ["trail.new": "New Trail"]), named: StringTableKey.defaultTable)
        return app
    }

    private func discovered(_ title: SourceText, subtitle: SourceText? = nil, repeated: Bool = false)
        -> DiscoveredShortcutItem
    {
        DiscoveredShortcutItem(
            initializer: "UIApplicationShortcutItem", location: Self.location, type: .literal("trail"),
            localizedTitle: title, localizedSubtitle: subtitle, isRepeated: repeated)
    }

    @Test("A localized title is shown as the menu's locale's table gives it, with the key and localization")
    func localizedTitle() throws {
        let app = app([discovered(.localized(StringTableKey(key: "trail.new")))])
        let german = try TestApps.launchedMenu(app, dynamicItems: app.dynamicItemsFromSource, locale: "de")
        #expect(german.items.first?.title == "Neuer Weg")
        #expect(german.items.first?.titleLocalization == "de")
        #expect(german.items.first?.titleKey == StringTableKey(key: "trail.new"))
        let english = try TestApps.launchedMenu(app, dynamicItems: app.dynamicItemsFromSource, locale: "en")
        #expect(english.items.first?.title == "New Trail")
        #expect(english.items.first?.computedProperties == [])
        #expect(
            MenuTextRenderer().render(german).contains(
                "Titles looked up in the app's strings tables:\n  • “Neuer Weg”: key “trail.new” in Localizable (de)"))
    }

    @Test("A path that registers fewer items is named as another state, and the menu shows the most (issue 30)")
    func otherStates() throws {
        let clearing = SourceLocation(file: "Trailmix/Shortcuts.swift", line: 4, column: 9)
        let app = app(
            [discovered(.literal("Nearby")), discovered(.literal("Saved"))],
            assignments: [
                ShortcutItemsAssignment(
                    location: clearing, expression: "[]", clearsItems: true, pathConditions: ["`account` is nil"],
                    items: []),
                ShortcutItemsAssignment(
                    location: Self.location, expression: "items", clearsItems: false, items: [0, 1]),
            ])
        let menu = try TestApps.launchedMenu(app, dynamicItems: app.dynamicItemsFromSource, locale: "en")
        #expect(menu.items.map(\.title) == ["Nearby", "Saved"])
        #expect(
            menu.otherStates == [OtherItemsState(location: clearing, itemCount: 0, conditions: ["`account` is nil"])])
        #expect(
            MenuTextRenderer().render(menu).contains(
                "  • no items when `account` is nil (Trailmix/Shortcuts.swift:4:9)"))
        var always = app
        always.shortcutItemsAssignments.removeFirst()
        #expect(
            try TestApps.launchedMenu(always, dynamicItems: always.dynamicItemsFromSource, locale: "en").otherStates
                == nil)
    }

    @Test("A nil subtitle is absent, never drawn")
    func absentSubtitle() throws {
        let app = app([discovered(.literal("Nearby"), subtitle: nil)])
        let menu = try TestApps.launchedMenu(app, dynamicItems: app.dynamicItemsFromSource)
        #expect(menu.items.first?.subtitle == nil)
        #expect(!MenuTextRenderer().render(menu).contains("‹"))
    }

    @Test("An item repeated at run time says so in the text menu and the JSON")
    func repeatedItem() throws {
        let app = app([discovered(.computed(expression: "account.name"), repeated: true)])
        let menu = try TestApps.launchedMenu(app, dynamicItems: app.dynamicItemsFromSource)
        #expect(menu.items.first?.repeatedAtRunTime == true)
        #expect(MenuTextRenderer().render(menu).contains("‹account.name›  × n at run time"))
        let json = String(decoding: try menu.jsonData(), as: UTF8.self)
        #expect(json.contains("\"repeatedAtRunTime\" : true"))
    }

    @Test("The menu shows the items of the longest traced assignment, in its order")
    func tracedAssignment() throws {
        let items = [discovered(.literal("A")), discovered(.literal("B")), discovered(.literal("C"))]
        let assignments = [
            ShortcutItemsAssignment(location: Self.location, expression: "items", clearsItems: false, items: [2, 0]),
            ShortcutItemsAssignment(location: Self.location, expression: "[]", clearsItems: true, items: []),
        ]
        let app = app(items, assignments: assignments)
        let menu = try TestApps.launchedMenu(app, dynamicItems: app.dynamicItemsFromSource)
        #expect(menu.items.map(\.title) == ["C", "A"])
    }
}
