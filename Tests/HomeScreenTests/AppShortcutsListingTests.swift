import HomeScreen
import QuickActionKit
import Testing

@Suite("Spotlight, Shortcuts and Action button order")
struct AppShortcutsListingTests {
    func listing(_ device: Device, locale: LocaleIdentifier = "en") -> AppShortcutsListing {
        let index = AppShortcutsIndex(device: device, locale: locale)
        return AppShortcutsListing(app: index.apps.first { $0.id == "com.example.brewlog" }!, locale: locale)
    }

    @Test("Declared order at first")
    func declaredOrder() throws {
        #expect(
            listing(try AppShortcutsFixtures.device()).spotlight.map(\.intentType) == [
                "LogBrewIntent", "StartTimerIntent", "RepeatBrewIntent",
            ])
    }

    @Test("Then most used first, ties in declared order")
    func usageOrder() throws {
        var device = try AppShortcutsFixtures.device()
        for _ in 0..<3 { try device.recordAppShortcutRun("com.example.brewlog", shortcutIndex: 2) }
        try device.recordAppShortcutRun("com.example.brewlog", shortcutIndex: 1)
        let spotlight = listing(device).spotlight
        #expect(spotlight.map(\.intentType) == ["RepeatBrewIntent", "StartTimerIntent", "LogBrewIntent"])
        #expect(spotlight.map(\.runCount) == [3, 1, 0])
        try device.recordAppShortcutRun("com.example.brewlog", shortcutIndex: 0)
        #expect(
            listing(device).spotlight.map(\.intentType) == ["RepeatBrewIntent", "LogBrewIntent", "StartTimerIntent"])
    }

    @Test("A shortcut with only parameterized phrases is hidden until the first launch")
    func hiddenBeforeLaunch() throws {
        let installed = listing(try AppShortcutsFixtures.device(launched: false))
        #expect(installed.spotlight.map(\.isHidden) == [false, false, true])
        #expect(installed.actionButton.map(\.shortTitle) == ["Brew Timer", "Log Brew"])
        #expect(listing(try AppShortcutsFixtures.device()).spotlight.map(\.isHidden) == [false, false, false])
    }

    @Test("The Action button lists shortcuts by short title")
    func actionButton() throws {
        #expect(
            listing(try AppShortcutsFixtures.device()).actionButton.map(\.shortTitle) == [
                "Brew Timer", "Log Brew", "Repeat Brew",
            ])
    }

    @Test("Every parameter value and synonym counts toward the phrase limit")
    func phraseCount() throws {
        // 1 plain + 9 spoken method values (4 titles + 5 synonyms) + 1 plain + 9 = 20.
        #expect(listing(try AppShortcutsFixtures.device()).phraseCount == 20)
        #expect(AppShortcutsListing.phraseLimit == 1_000)
    }

    @Test("Phrases listed are those of the locale, with the primary app name")
    func localizedPhrases() throws {
        let german = listing(try AppShortcutsFixtures.device(), locale: "de")
        #expect(german.spotlight[1].phrases == ["Brühtimer in Brewlog starten", "Starte den Brewlog-Timer"])
    }
}
