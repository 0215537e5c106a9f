import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

@Suite("The text menu prints what the layout measured")
struct MenuTextMeasuredTests {
    static func menu() throws -> HomeScreenMenu {
        let app = TestApps.app(staticItems: [
            TestApps.staticItem(0, type: "com.example.trails", title: "Wanderwege in der Umgebung", subtitle: "10 km"),
            TestApps.staticItem(1, type: "com.example.start", title: "Start"),
        ])
        return try MenuScenario(app: app).menu()
    }

    /// The menu laid out with the fonts at the largest non-accessibility size, where the long German title is cut.
    static func layout(_ menu: HomeScreenMenu) throws -> MenuLayout {
        try MenuLayoutEngine(measurer: try TextMeasurer(), style: MenuStyle(textSize: .xxxL)).layout(menu)
    }

    @Test("Measured lines replace the full texts, and each cut text is listed with its overflow")
    func measured() throws {
        let menu = try Self.menu()
        let layout = try Self.layout(menu)
        let cut = try #require(layout.truncations.first, "the long title fits: the test would prove nothing")
        let text = MenuTextRenderer().render(menu, layout: layout)
        #expect(text.contains(cut.shownText + " "))
        #expect(!text.contains("Wanderwege in der Umgebung "))
        #expect(
            text.contains(
                "title “Wanderwege in der Umgebung” shows as “\(cut.shownText)”: \(Points.format(cut.overflow)) pt too wide"
            ))
        #expect(text.contains("Cut with “…” (measured, text size xxxL):"))
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
        #expect(try Self.layout(menu).truncations.map(\.text) == ["Wanderwege in der Umgebung"])
        menu.items[0].computedProperties = ["localizedTitle"]
        // The layout itself does not count the cut, so no picture, sheet or list reports it (issue 35's trial:
        // `preview` said an expression was 47.58 pt too wide).
        #expect(try Self.layout(menu).truncations.isEmpty)
        let text = MenuTextRenderer().render(menu, layout: try Self.layout(menu))
        #expect(text.contains("Wanderwege in der Umgebung "))
        #expect(!text.contains("shows as"))
        #expect(text.contains("every text fits (texts computed at run time are not measured)."))
    }
}
