import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

@Suite("Menu text renderer")
struct MenuTextRendererTests {
    private let appTitles = ["Start Hike", "Log Trail", "Find Route", "Saved Maps"]

    /// A menu with four shown items, one beyond the limit, one empty title and one invalid static item.
    private func menu(row: Int, column: Int = 1, era: MenuEra = .classic) throws -> HomeScreenMenu {
        let app = TestApps.app(
            name: "Trailmix",
            staticItems: [
                TestApps.staticItem(0, type: "static.start", title: "Start Hike", icon: .system(.play)),
                TestApps.invalidStaticItem(
                    1, type: "static.broken", title: nil, problems: [.missingKey(InfoPlistKey.itemTitle)]),
                TestApps.staticItem(2, type: "static.log", title: "Log Trail", icon: .systemImageName("pencil")),
            ])
        return try TestApps.launchedMenu(
            app,
            dynamicItems: [
                TestApps.dynamic("Find Route", icon: .templateImageName("Route")),
                TestApps.dynamic("", type: "dynamic.blank"),
                TestApps.dynamic("Saved Maps", subtitle: "3 maps"),
                TestApps.dynamic("Overflow Item"),
            ],
            position: HomeScreenPosition(column: column, row: row), era: era)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The index of the first line that contains `text`.
    private func index(of text: String, in lines: [String]) throws -> Int {
        try #require(lines.firstIndex { $0.contains(text) }, "no line contains \(text)")
    }

    @Test("The text contains each shown title, subtitle and icon label, and the system items")
    func containsTitlesAndSystemItems() throws {
        let menu = try menu(row: 1)
        #expect(menu.titles == appTitles)
        let text = MenuTextRenderer().render(menu)

        for title in appTitles { #expect(text.contains(title), "missing \(title)") }
        #expect(text.contains("3 maps"))
        #expect(text.contains("[play]"))
        #expect(text.contains("[sf pencil]"))
        #expect(text.contains("[image Route]"))
        #expect(text.contains("Edit Home Screen"))
        #expect(text.contains("Share “Trailmix”"))
        #expect(text.contains("Remove App (red)"))
        #expect(!text.contains("Overflow Item  "))
    }

    @Test("Each hidden item gets a line under Not shown: with its reason")
    func notShownLines() throws {
        let menu = try menu(row: 1)
        #expect(menu.notShown.count == 3)
        let lines = lines(MenuTextRenderer().render(menu))

        let header = try index(of: "Not shown:", in: lines)
        let hiddenLines = Array(lines[(header + 1)...]).filter { $0.contains("✗") }
        #expect(hiddenLines.count == menu.notShown.count)
        for hidden in menu.notShown {
            #expect(
                hiddenLines.contains { $0.contains(hidden.reason.description) },
                "no Not shown line for \(hidden.reason)")
        }
        #expect(hiddenLines.contains { $0.contains("type static.broken") && $0.contains("is missing") })
        #expect(hiddenLines.contains { $0.contains("“Overflow Item”") && $0.contains("item 5 of 5") })
        #expect(hiddenLines.contains { $0.contains("dynamic") && $0.contains("title is empty") })
    }

    @Test("A menu with nothing hidden has no Not shown: section")
    func noNotShownSection() throws {
        let menu = try TestApps.launchedMenu(TestApps.app(staticItems: TestApps.staticItems(["Search"])))
        #expect(!MenuTextRenderer().render(menu).contains("Not shown:"))
    }

    @Test("Opening below: the app icon line comes first, then app items in order, then the system items")
    func belowLayout() throws {
        let menu = try menu(row: 1)
        #expect(menu.placement.attachment == .below)
        let lines = lines(MenuTextRenderer().render(menu))

        let appIcon = try index(of: "▣ Trailmix", in: lines)
        let top = try index(of: "┌", in: lines)
        let bottom = try index(of: "└", in: lines)
        #expect(appIcon < top)
        let titleLines = try appTitles.map { try index(of: $0, in: lines) }
        #expect(titleLines == titleLines.sorted())
        let edit = try index(of: "Edit Home Screen", in: lines)
        #expect(try #require(titleLines.last) < edit)
        #expect(edit < bottom)
    }

    @Test("Opening above (row 6): system items are drawn above the app items, and the app icon line after the box")
    func aboveLayout() throws {
        let menu = try menu(row: 6)
        #expect(menu.placement.attachment == .above)
        let lines = lines(MenuTextRenderer().render(menu))

        let appIcon = try index(of: "▣ Trailmix", in: lines)
        let top = try index(of: "┌", in: lines)
        let bottom = try index(of: "└", in: lines)
        #expect(top < bottom)
        #expect(bottom < appIcon)
        let remove = try index(of: "Remove App (red)", in: lines)
        let edit = try index(of: "Edit Home Screen", in: lines)
        #expect(remove < edit)
        let titleLines = try appTitles.map { try index(of: $0, in: lines) }
        #expect(edit < (titleLines.min() ?? -1))
        // The first item is nearest the icon, so the app items read bottom-up.
        #expect(titleLines == titleLines.sorted(by: >))
    }

    /// Whether the item's icon label comes before its title on the title's line.
    private func iconLeads(_ menu: HomeScreenMenu) throws -> Bool {
        let text = lines(MenuTextRenderer().render(menu))
        let line = text[try index(of: "Start Hike", in: text)]
        return try #require(line.range(of: "[play]")).lowerBound < line.range(of: "Start Hike")!.lowerBound
    }

    @Test(
        "Item icons are drawn where the era draws them: trailing (classic), leading (glass), the app's side (3D Touch)")
    func iconSide() throws {
        #expect(try !iconLeads(menu(row: 1, column: 1)))
        #expect(try !iconLeads(menu(row: 1, column: 4)))
        #expect(try iconLeads(menu(row: 1, column: 4, era: .glass)))
        #expect(try iconLeads(menu(row: 1, column: 1, era: .touch)))
        #expect(try !iconLeads(menu(row: 1, column: 4, era: .touch)))
        #expect(MenuTextRenderer().render(try menu(row: 1, era: .glass)).contains("glass era (iOS 26)"))
    }
}
