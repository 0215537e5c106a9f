import HomeScreen
import QuickActionKit
import Testing

@Suite("System menu items")
struct SystemMenuItemTests {
    private let app = TestApps.app(name: "Trailmix", staticItems: TestApps.staticItems(["Search"]))

    @Test("An App Store app on iPhone: Edit Home Screen, Share “<App>”, Remove App (destructive)")
    func appStoreOnIPhone() throws {
        let menu = try TestApps.launchedMenu(app, distribution: .appStore)

        #expect(menu.systemKinds == [.editHomeScreen, .shareApp, .removeApp])
        #expect(menu.systemTitles == ["Edit Home Screen", "Share “Trailmix”", "Remove App"])
        #expect(menu.systemItems.map(\.isDestructive) == [false, false, true])
        #expect(menu.systemItems.map(\.symbolName) == ["apps.iphone", "square.and.arrow.up", "minus.circle"])
    }

    @Test("A TestFlight build offers Send Beta Feedback instead of Share")
    func testFlight() throws {
        let menu = try TestApps.launchedMenu(app, distribution: .testFlight)

        #expect(menu.systemKinds == [.editHomeScreen, .sendBetaFeedback, .removeApp])
        #expect(menu.systemTitles == ["Edit Home Screen", "Send Beta Feedback", "Remove App"])
    }

    @Test("A development build offers neither Share nor Send Beta Feedback")
    func development() throws {
        let menu = try TestApps.launchedMenu(app, distribution: .development)

        #expect(menu.systemKinds == [.editHomeScreen, .removeApp])
        #expect(menu.systemTitles == ["Edit Home Screen", "Remove App"])
    }

    @Test("On iPad a multi-window app gets New Window and Show All Windows first")
    func iPadMultiWindow() throws {
        var multiWindow = app
        multiWindow.supportsMultipleWindows = true
        let menu = try TestApps.launchedMenu(multiWindow, device: .ipad)

        #expect(menu.systemKinds == [.newWindow, .showAllWindows, .editHomeScreen, .shareApp, .removeApp])
        #expect(
            menu.systemTitles == [
                "New Window", "Show All Windows", "Edit Home Screen", "Share “Trailmix”", "Remove App",
            ])
        #expect(menu.systemItems[2].symbolName == "apps.ipad")
    }

    @Test("On iPad a single-window app gets no window items")
    func iPadSingleWindow() throws {
        let menu = try TestApps.launchedMenu(app, device: .ipad)

        #expect(menu.systemKinds == [.editHomeScreen, .shareApp, .removeApp])
    }

    @Test("iPhone never shows window items, even for a multi-window app")
    func iPhoneNeverShowsWindowItems() throws {
        var multiWindow = app
        multiWindow.supportsMultipleWindows = true
        let menu = try TestApps.launchedMenu(multiWindow, device: .iphone)

        #expect(menu.systemKinds == [.editHomeScreen, .shareApp, .removeApp])
    }

    @Test("System items follow the app items and are not counted among the four")
    func systemItemsDoNotCountTowardFour() throws {
        let menu = try TestApps.launchedMenu(
            app, dynamicItems: TestApps.dynamics(["D1", "D2", "D3"]), distribution: .appStore)

        #expect(menu.titles == ["Search", "D1", "D2", "D3"])
        #expect(menu.systemItems.count == 3)
        #expect(menu.notShown.isEmpty)
    }

    @Test(
        "Each supported language gives its own Edit Home Screen title, and Share contains the app name",
        arguments: ["de", "fr", "es", "ja", "ko", "ar", "he"])
    func localizedTitles(language: LocaleIdentifier) throws {
        let menu = try TestApps.launchedMenu(app, locale: language)
        let english = try TestApps.launchedMenu(app, locale: "en")

        let edit = try #require(menu.systemTitle(.editHomeScreen))
        #expect(!edit.isEmpty)
        #expect(edit != "Edit Home Screen")
        #expect(edit != english.systemTitle(.editHomeScreen))
        let share = try #require(menu.systemTitle(.shareApp))
        #expect(share.contains("Trailmix"))
        #expect(share != "Share “Trailmix”")
        #expect(!share.contains("%@"))
        let remove = try #require(menu.systemTitle(.removeApp))
        #expect(remove != "Remove App")
        #expect(SystemMenuStrings(locale: language).language == language.identifier)
    }

    @Test("The eight languages give eight distinct Edit Home Screen titles")
    func editTitlesAreDistinct() {
        let languages: [LocaleIdentifier] = ["en", "de", "fr", "es", "ja", "ko", "ar", "he"]
        let titles = languages.map { SystemMenuStrings(locale: $0).title(of: .editHomeScreen, appName: "Trailmix") }

        #expect(Set(titles).count == languages.count)
        #expect(titles.allSatisfy { !$0.isEmpty })
        #expect(Set(SystemMenuStrings.languages).isSuperset(of: languages.map(\.identifier)))
    }

    @Test("A locale with region uses its language's table (de-AT → German)")
    func regionalLocaleUsesLanguage() {
        let strings = SystemMenuStrings(locale: "de_AT")

        #expect(strings.language == "de")
        #expect(strings.title(of: .editHomeScreen, appName: "Trailmix") == "Home-Bildschirm bearbeiten")
        #expect(strings.title(of: .shareApp, appName: "Trailmix") == "„Trailmix“ teilen")
    }

    @Test("An unknown language falls back to English", arguments: ["zh-Hans", "pt-BR", "xx"])
    func unknownLanguageFallsBackToEnglish(locale: LocaleIdentifier) throws {
        let menu = try TestApps.launchedMenu(app, distribution: .testFlight, locale: locale)

        #expect(menu.systemTitles == ["Edit Home Screen", "Send Beta Feedback", "Remove App"])
        #expect(SystemMenuStrings(locale: locale).language == "en")
    }

    @Test("The Share title and the menu's app name use the localized CFBundleDisplayName")
    func shareUsesLocalizedAppName() throws {
        let localized = TestApps.app(
            name: "Trailmix",
            tables: [
                TestApps.table("de", [InfoPlistKey.bundleDisplayName: "Wanderlust"]),
                TestApps.table("fr", [InfoPlistKey.bundleDisplayName: "Randonnée"]),
            ])

        let german = try TestApps.launchedMenu(localized, locale: "de")
        #expect(german.appName == "Wanderlust")
        #expect(german.systemTitle(.shareApp) == "„Wanderlust“ teilen")

        let french = try TestApps.launchedMenu(localized, locale: "fr")
        #expect(french.systemTitle(.shareApp) == "Partager « Randonnée »")

        let english = try TestApps.launchedMenu(localized, locale: "en")
        #expect(english.appName == "Trailmix")
        #expect(english.systemTitle(.shareApp) == "Share “Trailmix”")
    }
}
