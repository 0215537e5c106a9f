import HomeScreen
import QuickActionKit
import Testing

@Suite("Menu localization of app items")
struct MenuLocalizationTests {
    private let app = TestApps.app(
        staticItems: [TestApps.staticItem(0, type: "static.search", title: "Search", subtitle: "Find trails")],
        tables: [
            TestApps.table("de", ["Search": "Suchen", "Find trails": "Wege finden"]),
            TestApps.table("en", ["Search": "Search Trails"]),
        ])

    @Test("Static titles and subtitles are localized with the plist value as the key")
    func staticItemsAreLocalized() throws {
        let menu = try TestApps.launchedMenu(app, locale: "de")

        let item = try #require(menu.items.first)
        #expect(item.title == "Suchen")
        #expect(item.subtitle == "Wege finden")
        #expect(item.titleLocalization == "de")
    }

    @Test("A static title falls back along the locale chain; a subtitle without a translation stays as written")
    func staticItemsFallBack() throws {
        let menu = try TestApps.launchedMenu(app, locale: "ja")

        let item = try #require(menu.items.first)
        #expect(item.title == "Search Trails")
        #expect(item.titleLocalization == "en")
        #expect(item.subtitle == "Find trails")
    }

    @Test("Dynamic titles are shown as registered and never looked up in the tables")
    func dynamicTitlesAreNotLookedUp() throws {
        let menu = try TestApps.launchedMenu(
            app, dynamicItems: [TestApps.dynamic("Search", type: "dynamic.search", subtitle: "Find trails")],
            locale: "de")

        #expect(menu.titles == ["Suchen", "Search"])
        let dynamic = try #require(menu.items.last)
        #expect(dynamic.source.kind == .dynamic)
        #expect(dynamic.subtitle == "Find trails")
        #expect(dynamic.titleLocalization == nil)
    }
}
