import HomeScreen
import QuickActionKit
import Testing

@Suite("Menu scenarios: the same app and dynamic items in each phase")
struct MenuScenarioTests {
    private let app = TestApps.app(staticItems: TestApps.staticItems(["Search", "Log Trail"]))
    private let dynamicItems = TestApps.dynamics(["Recent: Rome", "Recent: Oslo"])

    @Test("Installed: static items only, the dynamic items reported notLaunchedYet")
    func installed() throws {
        let menu = try MenuScenario(app: app, phase: .installed, dynamicItems: dynamicItems).menu()

        #expect(menu.phase == .installed)
        #expect(menu.titles == ["Search", "Log Trail"])
        #expect(menu.notShown.map(\.title) == ["Recent: Rome", "Recent: Oslo"])
        #expect(menu.notShown.allSatisfy { $0.reason == .notLaunchedYet })
    }

    @Test("Launched: static items, then the registered dynamic items")
    func launched() throws {
        let menu = try MenuScenario(app: app, phase: .launched, dynamicItems: dynamicItems).menu()

        #expect(menu.phase == .launched)
        #expect(menu.titles == ["Search", "Log Trail", "Recent: Rome", "Recent: Oslo"])
        #expect(menu.notShown.isEmpty)
    }

    @Test("Updated: the new static items with the dynamic items the previous version registered")
    func updated() throws {
        let menu = try MenuScenario(app: app, phase: .updated, dynamicItems: dynamicItems).menu()

        #expect(menu.phase == .updated)
        #expect(menu.titles == ["Search", "Log Trail", "Recent: Rome", "Recent: Oslo"])
        #expect(menu.items.map(\.source.kind) == [.static, .static, .dynamic, .dynamic])
        #expect(menu.notShown.isEmpty)
    }

    @Test("menus(in:) installs once and gives each locale's menu, equal to that locale's own scenario")
    func menusInLocales() throws {
        let localized = TestApps.app(
            staticItems: TestApps.staticItems(["Search", "Log Trail"]),
            tables: [
                TestApps.table("de", ["Search": "Suchen", "CFBundleDisplayName": "Wanderung"]),
                TestApps.table("ar", ["Search": "بحث"]),
            ])
        let locales: [LocaleIdentifier] = ["en", "de", "ar", "fr"]
        let menus = try MenuScenario(app: localized, dynamicItems: dynamicItems).menus(in: locales)

        #expect(menus.map(\.locale) == locales)
        #expect(menus.map { $0.titles.first } == ["Search", "Suchen", "بحث", "Search"])
        for (locale, menu) in zip(locales, menus) {
            #expect(menu == (try MenuScenario(app: localized, dynamicItems: dynamicItems, locale: locale).menu()))
        }
    }

    @Test("The scenario's locale defaults to the app's development region")
    func defaultLocale() throws {
        let german = App(
            name: "Wanderweg", infoPlist: TestApps.infoPlist,
            staticItems: TestApps.staticItems(["Suchen"]),
            localizations: InfoPlistLocalizations(developmentRegion: "de"))
        let scenario = MenuScenario(app: german)

        #expect(scenario.locale == "de")
        #expect(try scenario.menu().systemTitle(.editHomeScreen) == "Home-Bildschirm bearbeiten")
    }

    @Test("The scenario passes device, distribution, locale and position through")
    func scenarioSettings() throws {
        var multiWindow = app
        multiWindow.supportsMultipleWindows = true
        let menu = try MenuScenario(
            app: multiWindow, device: .ipad, distribution: .development, locale: "fr",
            position: HomeScreenPosition(column: 6, row: 6)
        ).menu()

        #expect(menu.device == .ipad)
        #expect(menu.locale == "fr")
        #expect(menu.systemKinds == [.newWindow, .showAllWindows, .editHomeScreen, .removeApp])
        #expect(menu.placement.itemIconSide == .right)
        #expect(menu.placement.attachment == .above)
    }
}
