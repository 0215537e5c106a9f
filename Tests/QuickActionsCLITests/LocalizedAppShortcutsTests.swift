import Foundation
import Testing

/// Issue 14: App Shortcut texts are `LocalizedStringResource` keys, shown in each locale as the app's
/// `Localizable` table gives them.
@Suite("shortcuts: texts in the listing's locale")
struct LocalizedAppShortcutsTests {
    @Test("Brewlog in German: the short title and the enum's display representations come from Localizable")
    func german() throws {
        let result = try CommandRunner.run(["shortcuts", "Examples/Brewlog", "--locale", "de"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("1. Kaffee eintragen · LogBrewIntent"))
        // BrewMethod.pourOver's title “Pour Over” is “Handfilter” in de.lproj/Localizable.strings.
        #expect(result.standardOutput.contains("“Handfilter in Brewlog eintragen”"))
        let english = try CommandRunner.run(["shortcuts", "Examples/Brewlog", "--locale", "en"])
        #expect(english.standardOutput.contains("1. Log Brew · LogBrewIntent"))
        #expect(english.standardOutput.contains("“Log a Pour Over in Brewlog”"))
    }
}
