import AppProject
import QuickActionKit
import Testing

@Suite("Dynamic items in Swift sources")
struct ShortcutItemSourceScannerTests {
    func scan(_ source: String) -> ShortcutItemSourceScan {
        ShortcutItemSourceScanner.scan(source: source, file: "App.swift")
    }

    @Test("Literal arguments are read with file:line:column")
    func literals() throws {
        let result = scan(
            """
            import UIKit
            func register() {
                let item = UIApplicationShortcutItem(
                    type: "com.example.open",
                    localizedTitle: "Maya Lin",
                    localizedSubtitle: "Conversation",
                    icon: UIApplicationShortcutIcon(systemImageName: "person.crop.circle"),
                    userInfo: ["id": "c-1" as NSSecureCoding, "n": 3 as NSNumber, "r": -1.5, "ok": true, "list": ["a"]])
                UIApplication.shared.shortcutItems = [item]
            }
            """)
        let item = try #require(result.items.first)
        #expect(item.initializer == "UIApplicationShortcutItem")
        #expect(item.location == SourceLocation(file: "App.swift", line: 3, column: 16))
        #expect(item.type == .literal("com.example.open"))
        #expect(item.localizedTitle == .literal("Maya Lin"))
        #expect(item.localizedSubtitle == .literal("Conversation"))
        #expect(item.icon == .literal(.systemImageName("person.crop.circle")))
        #expect(item.userInfo == .literal(["id": "c-1", "n": 3, "r": -1.5, "ok": true, "list": ["a"]]))
        #expect(item.isRepeated == false)
        #expect(result.assignments.map(\.expression) == ["[item]"])
        #expect(result.assignments.first?.location.line == 9)
    }

    @Test("Computed arguments are recorded as written, never guessed")
    func computed() throws {
        let result = scan(
            """
            let item = UIApplicationShortcutItem(type: kind.rawValue, localizedTitle: NSLocalizedString("New Post", comment: ""),
                localizedSubtitle: "\\(count) unread", icon: UIApplicationShortcutIcon(contact: contact), userInfo: info)
            """)
        let item = try #require(result.items.first)
        #expect(item.type == .computed(expression: "kind.rawValue"))
        #expect(item.localizedTitle == .localized(StringTableKey(key: "New Post")))
        #expect(item.localizedSubtitle == .computed(expression: "\"\\(count) unread\""))
        #expect(item.icon == .computed(expression: "UIApplicationShortcutIcon(contact: contact)"))
        #expect(item.userInfo == .computed(expression: "info"))
    }

    @Test("System icon types, template images and .init spellings are read")
    func icons() {
        let result = scan(
            """
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .markLocation), userInfo: nil)
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: .init(templateImageName: "Pin"), userInfo: nil)
            let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .notAType), userInfo: nil)
            """)
        #expect(
            result.items.map(\.icon) == [
                .literal(.system(.markLocation)), .literal(.templateImageName("Pin")),
                .computed(expression: "UIApplicationShortcutIcon(type: .notAType)"),
            ])
    }

    @Test("Properties set on a mutable item afterwards are applied")
    func mutableItem() throws {
        let result = scan(
            """
            func favorite() {
                let item = UIMutableApplicationShortcutItem(type: "fav", localizedTitle: "Favorite")
                item.localizedSubtitle = "Espresso"
                item.targetContentIdentifier = "recipes/1"
                item.icon = UIApplicationShortcutIcon(type: .love)
                UIApplication.shared.shortcutItems = [item]
            }
            """)
        let item = try #require(result.items.first)
        #expect(item.initializer == "UIMutableApplicationShortcutItem")
        #expect(item.localizedSubtitle == .literal("Espresso"))
        #expect(item.targetContentIdentifier == .literal("recipes/1"))
        #expect(item.icon == .literal(.system(.love)))
    }

    @Test("Items made in loops or map closures are marked repeated")
    func repeated() {
        let result = scan(
            """
            func accounts(_ list: [Account]) {
                application.shortcutItems = list.map { account in
                    UIApplicationShortcutItem(type: "account", localizedTitle: account.name)
                }
                for tab in tabs { items.append(UIApplicationShortcutItem(type: "tab", localizedTitle: "Tab")) }
                let single = UIApplicationShortcutItem(type: "one", localizedTitle: "One")
            }
            """)
        #expect(result.items.map(\.isRepeated) == [true, true, false])
    }

    @Test("Assignments that clear the dynamic items are recognized")
    func clearing() {
        let result = scan(
            "UIApplication.shared.shortcutItems = []\napplication.shortcutItems = nil\napp.shortcutItems = items")
        #expect(result.assignments.map(\.clearsItems) == [true, true, false])
    }

    @Test("Files without shortcut items are not parsed at all")
    func prefilter() {
        #expect(!ShortcutItemSourceScanner.mightDeclareShortcutItems("struct Note { var title: String }"))
        #expect(ShortcutItemSourceScanner.mightDeclareShortcutItems("app.shortcutItems = []"))
    }

    @Test("Source that does not parse still yields what can be read")
    func brokenSource() {
        let result = scan("func f( {\n let i = UIApplicationShortcutItem(type: \"t\", localizedTitle: \"T\")\n")
        #expect(result.items.map(\.localizedTitle) == [.literal("T")])
    }
}
