import AppProject
import Foundation
import QuickActionKit
import Testing

/// Issue 14: the Swift of an app read the way people see its result.
@Suite("Swift texts as shown: localized keys, constants, control flow")
struct SwiftTextsTests {
    /// A folder app with `swift` as `App.swift` and the other files as given.
    func read(_ swift: String, _ files: [String: String] = [:]) throws -> App {
        var all = files
        all["App.swift"] = swift
        let project = try TemporaryProject(files: all)
        defer { project.remove() }
        return try project.read()
    }

    @Test("String(localized:) is a key of Localizable, shown as each locale's table gives it")
    func stringLocalized() throws {
        let app = try read(
            """
            func register() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "compose", localizedTitle: String(localized: "shortcut.compose"),
                        localizedSubtitle: nil, icon: nil)
                ]
            }
            """,
            [
                "en.lproj/Localizable.strings": "\"shortcut.compose\" = \"Compose\";\n",
                "de.lproj/Localizable.strings": "\"shortcut.compose\" = \"Verfassen\";\n",
            ])
        let item = try #require(app.dynamicItemsInSource.first)
        #expect(item.localizedTitle == .localized(StringTableKey(key: "shortcut.compose")))
        #expect(item.localizedSubtitle == nil)
        #expect(item.icon == nil)
        let german = app.shown(item.localizedTitle, locale: "de-AT")
        #expect(german.value == "Verfassen")
        #expect(german.localization == "de")
        #expect(german.location?.file.hasSuffix("de.lproj/Localizable.strings") == true)
        #expect(german.location?.line == 1)
        #expect(app.shown(item.localizedTitle, locale: "fr").value == "Compose")
    }

    @Test("NSLocalizedString with a table and a value, and LocalizedStringResource with a default, in a catalog")
    func otherTables() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "search": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "検索"}}}}
            }}
            """
        let app = try read(
            """
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: NSLocalizedString("search", tableName: "Shortcuts", value: "Search", comment: ""))
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: String(localized: LocalizedStringResource("missing.key", defaultValue: "Fallback", table: "Shortcuts")))
            let c = UIApplicationShortcutItem(type: "c", localizedTitle: NSLocalizedString("plain", comment: ""))
            """,
            ["Shortcuts.xcstrings": catalog])
        let titles = app.dynamicItemsInSource.map(\.localizedTitle)
        #expect(titles[0] == .localized(StringTableKey(key: "search", table: "Shortcuts", defaultValue: "Search")))
        #expect(app.shown(titles[0], locale: "ja").value == "検索")
        // A key no table has shows the default value, else the key itself (Foundation's lookup).
        #expect(
            titles[1]
                == .computed(
                    expression:
                        #"String(localized: LocalizedStringResource("missing.key", defaultValue: "Fallback", table: "Shortcuts"))"#
                ))
        #expect(app.shown(titles[2], locale: "en").value == "plain")
    }

    @Test("A SwiftGen accessor is followed into the generated file, which is parsed only because it is referenced")
    func swiftGen() throws {
        let app = try read(
            """
            func update() {
                UIApplication.shared.shortcutItems = [
                    UIApplicationShortcutItem(type: "search", localizedTitle: L10n.Shortcut.search, localizedSubtitle: L10n.Shortcut.count(3), icon: nil)
                ]
            }
            """,
            [
                "Generated/Strings.swift": """
                internal enum L10n {
                  internal enum Shortcut {
                    internal static let search = L10n.tr("Localizable", "shortcut.search", fallback: "Search")
                    internal static func count(_ p1: Int) -> String { L10n.tr("Localizable", "shortcut.count", p1, fallback: "%d") }
                  }
                }
                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }
                }
                """,
                "en.lproj/Localizable.strings": "\"shortcut.search\" = \"Search Everything\";\n",
            ])
        let item = try #require(app.dynamicItemsInSource.first)
        #expect(item.localizedTitle == .localized(StringTableKey(key: "shortcut.search", defaultValue: "Search")))
        #expect(app.shown(item.localizedTitle, locale: "en").value == "Search Everything")
        #expect(item.localizedSubtitle == .computed(expression: "L10n.Shortcut.count(3)"))
    }

    @Test("Local and static constants, enum raw values and interpolations of known values are followed")
    func constants() throws {
        let app = try read(
            """
            enum QuickAction: String {
                case compose = "com.example.compose"
                case search
                static let prefix = "com.example"
            }
            struct Shortcuts {
                static let composeTitle = "New Message"
                func items() -> [UIApplicationShortcutItem] {
                    let searchTitle = "Search"
                    let icon = UIApplicationShortcutIcon(systemImageName: "magnifyingglass")
                    return [
                        UIApplicationShortcutItem(type: QuickAction.compose.rawValue, localizedTitle: Self.composeTitle),
                        UIApplicationShortcutItem(type: "\\(QuickAction.prefix).\\(QuickAction.search.rawValue)", localizedTitle: searchTitle, localizedSubtitle: nil, icon: icon),
                    ]
                }
            }
            """)
        let items = app.dynamicItemsInSource
        #expect(items.map(\.type) == [.literal("com.example.compose"), .literal("com.example.search")])
        #expect(items.map(\.localizedTitle) == [.literal("New Message"), .literal("Search")])
        #expect(items[1].icon == .literal(.systemImageName("magnifyingglass")))
    }

    @Test("map over allCases gives one item per case, each with its switch-over-self title")
    func allCases() throws {
        let app = try read(
            """
            enum Tab: String, CaseIterable {
                case inbox, sent, drafts
                var title: String {
                    switch self {
                    case .inbox: return "Inbox"
                    case .sent: return "Sent"
                    case .drafts: return "Drafts"
                    }
                }
            }
            func update() {
                UIApplication.shared.shortcutItems = Tab.allCases.map { tab in
                    UIApplicationShortcutItem(type: tab.rawValue, localizedTitle: tab.title)
                }
            }
            """)
        let items = app.registeredDynamicItems
        #expect(items.map(\.localizedTitle) == [.literal("Inbox"), .literal("Sent"), .literal("Drafts")])
        #expect(items.map(\.type) == [.literal("inbox"), .literal("sent"), .literal("drafts")])
        #expect(items.map(\.enumCase) == ["Tab.inbox", "Tab.sent", "Tab.drafts"])
        #expect(items.allSatisfy { !$0.isRepeated })
        #expect(app.dynamicItemConstructions.count == 1)
    }

    @Test("if/else branches are alternatives: the registered items are the longest path, in array order")
    func branches() throws {
        let app = try read(
            """
            func update(application: UIApplication, limited: Bool) {
                var items: [UIApplicationShortcutItem]
                if limited {
                    items = [
                        UIApplicationShortcutItem(type: "a", localizedTitle: "A"),
                        UIApplicationShortcutItem(type: "b", localizedTitle: "B"),
                    ]
                } else {
                    items = [
                        UIApplicationShortcutItem(type: "c", localizedTitle: "C"),
                        UIApplicationShortcutItem(type: "d", localizedTitle: "D"),
                    ]
                    if cameraAllowed {
                        items.append(contentsOf: [
                            UIApplicationShortcutItem(type: "e", localizedTitle: "E"),
                            UIApplicationShortcutItem(type: "f", localizedTitle: "F"),
                        ])
                    }
                }
                items.insert(UIApplicationShortcutItem(type: "z", localizedTitle: "Z"), at: 0)
                application.shortcutItems = items
            }
            """)
        #expect(app.dynamicItemsInSource.count == 7)
        #expect(app.registeredDynamicItems.map(\.localizedTitle.literal) == ["Z", "C", "D", "E", "F"])
    }

    @Test("The assigned array's order wins over construction order; properties and functions are followed")
    func assignedOrder() throws {
        let app = try read(
            """
            final class Handler {
                func update(recent: Note?) {
                    let unread = UIApplicationShortcutItem(type: "unread", localizedTitle: "First Unread")
                    let add = UIApplicationShortcutItem(type: "add", localizedTitle: "Add Feed")
                    UIApplication.shared.shortcutItems = [add, searchItem, noteItem(recent), unread].compactMap({ $0 })
                }
                private var searchItem: UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
                }
                private func noteItem(_ note: Note?) -> UIApplicationShortcutItem? {
                    guard let note else { return nil }
                    return UIApplicationShortcutItem(type: "note", localizedTitle: "Recent", localizedSubtitle: note.title, icon: nil, userInfo: nil)
                }
            }
            """)
        #expect(
            app.registeredDynamicItems.map(\.localizedTitle.literal) == [
                "Add Feed", "Search", "Recent", "First Unread",
            ])
        #expect(app.registeredDynamicItems[2].localizedSubtitle == .computed(expression: "note.title"))
    }

    @Test("Loops over run-time values are repeated; a name the code computes is never guessed")
    func repeatedAndComputed() throws {
        let app = try read(
            """
            func update(accounts: [Account]) {
                var items: [UIApplicationShortcutItem] = []
                for account in accounts {
                    items.append(UIApplicationShortcutItem(type: "account", localizedTitle: R.string.localizable.accountTitle()))
                }
                UIApplication.shared.shortcutItems = items
            }
            """)
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.isRepeated)
        #expect(item.localizedTitle == .computed(expression: "R.string.localizable.accountTitle()"))
    }

    @Test("App Shortcuts texts are shown as the Localizable table gives them, with the key kept")
    func appShortcutTexts() throws {
        let app = try read(
            """
            struct StartIntent: AppIntent {
                static let title: LocalizedStringResource = "intent.start.title"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: StartIntent(), phrases: ["Start \\(.applicationName)"], shortTitle: "shortcut.start", systemImageName: "play")
                }
            }
            """,
            [
                "en.lproj/Localizable.strings":
                    "\"intent.start.title\" = \"Start Timer\";\n\"shortcut.start\" = \"Start Timer\";\n"
            ])
        let shortcut = try #require(app.appShortcuts.shortcuts.first)
        #expect(shortcut.shortTitle == "Start Timer")
        #expect(shortcut.shortTitleKey == StringTableKey(key: "shortcut.start"))
        #expect(app.appShortcuts.intent(named: "StartIntent")?.title == "Start Timer")
    }

    @Test("An app's own helper that makes an item is read at each call, with the call's arguments")
    func convenienceHelper() throws {
        let app = try read(
            """
            extension UIApplicationShortcutItem {
                static func from(route: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil) -> UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: route, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon, userInfo: nil)
                }
            }
            enum Strings { static let search = NSLocalizedString("Search", comment: "") }
            func configure() {
                UIApplication.shared.shortcutItems = [
                    .from(route: "search", localizedTitle: Strings.search, icon: UIApplicationShortcutIcon(templateImageName: "search")),
                    UIApplicationShortcutItem.from(route: "bookmarks", localizedTitle: "Bookmarks"),
                ]
            }
            """)
        let items = app.registeredDynamicItems
        #expect(app.dynamicItemsInSource.count == 2)
        #expect(items.map(\.type) == [.literal("search"), .literal("bookmarks")])
        #expect(items.map(\.localizedTitle) == [.localized(StringTableKey(key: "Search")), .literal("Bookmarks")])
        #expect(items.map(\.localizedSubtitle) == [nil, nil])
        #expect(items.map(\.icon) == [.literal(.templateImageName("search")), nil])
        #expect(items.first?.location.line == 9)
    }

    @Test("An AppEntity's values are sayable once the app updates parameters and the entity's query suggests some")
    func entityValues() throws {
        let entities = """
            struct RecipeEntity: AppEntity {
                static var defaultQuery = RecipeQuery()
                var id: String
            }
            struct RecipeQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [RecipeEntity] { [] }
                func suggestedEntities() async throws -> [RecipeEntity] { [] }
            }
            struct PlaylistEntity: AppEntity {
                static let defaultQuery: PlaylistQuery = PlaylistQuery()
                var id: String
            }
            struct PlaylistQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PlaylistEntity] { [] }
            }
            """
        let updated = try read(
            entities, ["Launch.swift": "func didLaunch() { BrewShortcuts.updateAppShortcutParameters() }"])
        let declarations = updated.appShortcuts
        #expect(declarations.entities.map(\.defaultQueryType) == ["RecipeQuery", "PlaylistQuery"])
        guard case .suggested(let query, _, let update) = declarations.entityValues(of: "RecipeEntity") else {
            Issue.record("RecipeEntity's values should be sayable")
            return
        }
        #expect(query == "RecipeQuery")
        #expect(update.file.hasSuffix("Launch.swift"))
        #expect(declarations.entityValues(of: "PlaylistEntity") == .notSuggested(query: "PlaylistQuery"))

        let neverUpdated = try read(entities)
        #expect(neverUpdated.appShortcuts.entityValues(of: "RecipeEntity") == .neverUpdated)
    }

    @Test("A parameter, loop variable or binding hides a property or global of the same name")
    func shadowing() throws {
        let app = try read(
            """
            let title = "Global"
            struct Maker {
                static let subtitle = "Static"
                func build(names: [String], subtitle: String) {
                    for title in names {
                        _ = UIApplicationShortcutItem(type: "t", localizedTitle: title, localizedSubtitle: subtitle, icon: nil, userInfo: nil)
                    }
                }
            }
            """)
        let item = try #require(app.dynamicItemsInSource.first)
        #expect(item.localizedTitle == .computed(expression: "title"))
        #expect(item.localizedSubtitle == .computed(expression: "subtitle"))
    }

    @Test("Unfolded `+` on the right of an assignment is traced; a loop's where clause is decided per case")
    func sumsAndFilteredLoops() throws {
        let app = try read(
            """
            enum Tab: String, CaseIterable { case inbox, debug }
            func update(application: UIApplication) {
                var items = [UIApplicationShortcutItem(type: "a", localizedTitle: "A")]
                items = items + [UIApplicationShortcutItem(type: "b", localizedTitle: "B")]
                for tab in Tab.allCases where tab != .debug {
                    items.append(UIApplicationShortcutItem(type: tab.rawValue, localizedTitle: "Tab"))
                }
                application.shortcutItems = items + [UIApplicationShortcutItem(type: "c", localizedTitle: "C")]
            }
            """)
        #expect(app.registeredDynamicItems.map(\.localizedTitle.literal) == ["A", "B", "Tab", "C"])
        #expect(app.registeredDynamicItems[2].enumCase == "Tab.inbox")
        #expect(!app.registeredDynamicItems[2].isRepeated)
    }

    @Test("A helper whose parameter is passed on under its own name is read once, without looping")
    func helperPassingItsParameter() throws {
        let app = try read(
            """
            extension UIApplicationShortcutItem {
                static func make(type: String, title: String, icon: UIApplicationShortcutIcon?) -> UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: type, localizedTitle: title, localizedSubtitle: nil, icon: icon, userInfo: nil)
                }
            }
            func register(icon: UIApplicationShortcutIcon?) {
                UIApplication.shared.shortcutItems = [.make(type: "a", title: "A", icon: icon)]
            }
            """)
        let item = try #require(app.registeredDynamicItems.first)
        #expect(item.localizedTitle == .literal("A"))
        #expect(item.icon == .computed(expression: "icon"))
    }

    @Test("`.init(type:localizedTitle:…)` where the array's type implies the class counts as a construction")
    func implicitInit() throws {
        let app = try read(
            """
            func update() {
                UIApplication.shared.shortcutItems = [
                    .init(type: "a", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil, userInfo: nil),
                    UIMutableApplicationShortcutItem.init(type: "b", localizedTitle: "Search"),
                ]
            }
            """)
        #expect(
            app.registeredDynamicItems.map(\.initializer) == [
                "UIApplicationShortcutItem", "UIMutableApplicationShortcutItem",
            ])
        #expect(app.registeredDynamicItems.map(\.localizedTitle.literal) == ["Compose", "Search"])
    }
}
