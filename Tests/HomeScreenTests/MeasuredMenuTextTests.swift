import HomeScreen
import QuickActionKit
import Testing

@Suite("The text menu prints what the layout measured")
struct MeasuredMenuTextTests {
    static func menu() throws -> HomeScreenMenu {
        let app = TestApps.app(staticItems: [
            TestApps.staticItem(0, type: "com.example.trails", title: "Wanderwege in der Umgebung", subtitle: "10 km"),
            TestApps.staticItem(1, type: "com.example.start", title: "Start"),
        ])
        return try MenuScenario(app: app).menu()
    }

    /// What a layout measured of the first item: its title cut with “…”.
    static let measured = MeasuredMenuText(
        items: [0: MeasuredMenuText.Row(title: ["Wanderwege in der Umg…"], subtitle: ["10 km"])],
        systemItems: [:],
        cuts: [
            MeasuredMenuText.Cut(
                field: "title", text: "Wanderwege in der Umgebung", shownText: "Wanderwege in der Umg…",
                overflow: 23.916)
        ], measuredWith: "text size L")

    @Test("Measured lines replace the full texts, and each cut text is listed with its overflow")
    func measured() throws {
        let menu = try Self.menu()
        let measured = Self.measured
        let text = MenuTextRenderer().render(menu, measured: measured)
        #expect(text.contains("Wanderwege in der Umg… "))
        #expect(!text.contains("Wanderwege in der Umgebung "))
        #expect(
            text.contains("title “Wanderwege in der Umgebung” shows as “Wanderwege in der Umg…”: 23.92 pt too wide"))
        let full = MenuTextRenderer().render(menu)
        #expect(full.contains("Wanderwege in der Umgebung "))
        #expect(!full.contains("Cut with"))
    }

    @Test("Each shown item's type is listed for launch --item, in menu order")
    func types() throws {
        let text = MenuTextRenderer().render(try Self.menu())
        #expect(
            text.contains(
                "Item types (for launch --item):\n  1. com.example.trails  “Wanderwege in der Umgebung”\n  2. com.example.start  “Start”"
            ))
    }

    @Test("A title computed at run time shows its expression in full and is never listed as cut (lint skips it too)")
    func computedTitle() throws {
        var menu = try Self.menu()
        menu.items[0].computedProperties = ["localizedTitle"]
        let measured = Self.measured
        let text = MenuTextRenderer().render(menu, measured: measured)
        #expect(text.contains("Wanderwege in der Umgebung "))
        #expect(!text.contains("shows as"))
        #expect(text.contains("every text fits (texts computed at run time are not measured)."))
    }
}
