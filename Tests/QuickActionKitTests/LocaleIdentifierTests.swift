import Foundation
import QuickActionKit
import Testing

@Suite("Locale identifiers and the one localization policy")
struct LocaleIdentifierTests {
    @Test("Identifiers parse into language, script and region; anything else is refused")
    func parsing() throws {
        let chinese = try #require(LocaleIdentifier("zh_Hant_TW"))
        #expect(chinese.identifier == "zh-Hant-TW")
        #expect(chinese.language == "zh")
        #expect(chinese.script == "Hant")
        #expect(chinese.region == "TW")
        let spanish = try #require(LocaleIdentifier("es-419"))
        #expect(spanish.region == "419")
        #expect(spanish.script == nil)
        #expect(LocaleIdentifier("de")?.region == nil)
        for bad in ["", "d", "de DE", "de-", "1de", "x!", "de-toolongsubtag", String(repeating: "a-bb", count: 10)] {
            #expect(LocaleIdentifier(bad) == nil, "\(bad)")
        }
        #expect(LocaleIdentifier.problem(with: "de DE").contains("“de DE” is not a locale identifier"))
    }

    @Test("Direction and fallback chain come from the identifier")
    func directionAndChain() throws {
        #expect(try #require(LocaleIdentifier("ar-EG")).isRightToLeft)
        #expect(try #require(LocaleIdentifier("he")).isRightToLeft)
        #expect(try #require(LocaleIdentifier("de-AT")).isRightToLeft == false)
        #expect(
            try #require(LocaleIdentifier("zh-Hans-CN")).fallbackChain(developmentRegion: "en")
                == ["zh-Hans-CN", "zh-Hans", "zh", "en", "Base"])
    }

    @Test("A language the app lacks falls back to its development region; a regional variant to its language or region")
    func localizationChoice() {
        let available = ["en", "de", "pt-BR", "zh-Hant"]
        let choose = { (asked: String) in
            LocalizationChoice.resolve(.named(asked), available: available, developmentRegion: "en")
        }
        #expect(choose("de") == LocalizationChoice(asked: .named("de"), used: "de", fellBack: false))
        #expect(choose("de-AT") == LocalizationChoice(asked: .named("de-AT"), used: "de", fellBack: false))
        #expect(choose("pt_BR") == LocalizationChoice(asked: .named("pt_BR"), used: "pt-BR", fellBack: false))
        #expect(choose("zh-Hant-TW").used == "zh-Hant")
        // Another region of the language before the development region (TN2418).
        #expect(choose("pt-PT") == LocalizationChoice(asked: .named("pt-PT"), used: "pt-BR", fellBack: false))
        #expect(choose("sv") == LocalizationChoice(asked: .named("sv"), used: "en", fellBack: true))
        #expect(choose("sv").description == "sv (the app has no sv: its development region, en)")
        #expect(choose("de-AT").description == "de-AT (the app's de)")
        #expect(choose("de").description == "de")
    }

    @Test("In JSON a locale is one string, and a string that is not one does not decode")
    func json() throws {
        let locale = try #require(LocaleIdentifier("pt_BR"))
        #expect(String(decoding: try JSONEncoder().encode([locale]), as: UTF8.self) == #"["pt-BR"]"#)
        #expect(
            try JSONDecoder().decode([LocaleIdentifier].self, from: Data(#"["zh-Hans"]"#.utf8)) == [
                try #require(LocaleIdentifier("zh-Hans"))
            ])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocaleIdentifier].self, from: Data(#"["de DE"]"#.utf8))
        }
    }

    @Test("An app's localization is the locale of the people who choose it; Base and odd names are none")
    func localizations() {
        #expect(LocaleIdentifier(localization: "pt_BR")?.identifier == "pt-BR")
        #expect(LocaleIdentifier(localization: "German")?.identifier == "de")
        #expect(LocaleIdentifier(localization: "Swedish")?.identifier == "sv")
        #expect(LocaleIdentifier(localization: "Base") == nil)
        #expect(LocaleIdentifier(localization: "en.old") == nil)
        let app = InfoPlistLocalizations(
            developmentRegion: "English",
            tables: ["Base", "en", "German", "fr_CA", "en.old"].map {
                LocalizationTable(localization: $0, source: SourceLocation(file: "\($0).lproj/InfoPlist.strings"))
            })
        // The legacy development region is English; its repeat and the folder that names no locale are left out.
        #expect(app.developmentLocale == .english)
        #expect(
            InfoPlistLocalizations.displayLocales(
                developmentLocale: app.developmentLocale, localizations: app.availableLocalizations
            ).map(\.identifier) == ["en", "de", "fr-CA"])
        #expect(InfoPlistLocalizations(developmentRegion: "Base").developmentLocale == .english)
    }

    @Test("Identifiers are written in canonical case, and retired codes as their current ones")
    func canonicalCase() {
        #expect(LocaleIdentifier.named("EN-us").identifier == "en-US")
        #expect(LocaleIdentifier.named("zh_hant_tw").identifier == "zh-Hant-TW")
        #expect(LocaleIdentifier.named("es-419").identifier == "es-419")
        #expect(LocaleIdentifier.named("iw").identifier == "he")
        #expect(LocaleIdentifier.named("iw").isRightToLeft)
        #expect(LocaleIdentifier.named("in-ID").identifier == "id-ID")
    }

    /// Found on real apps: Damus ships zh-CN, Delta Chat zh-Hans and zh-Hant, Damus es-419 and es-ES.
    @Test("Chinese matches by script, a region without its own localization reads its parent's or a sibling's")
    func closestLocalization() {
        let choose = { (asked: String, available: [String]) in
            LocalizationChoice.resolve(.named(asked), available: available, developmentRegion: "en").used
        }
        #expect(choose("zh-Hans", ["en", "zh-CN", "zh-TW"]) == "zh-CN")
        #expect(choose("zh-Hant", ["en", "zh-CN", "zh-TW"]) == "zh-TW")
        #expect(choose("zh-HK", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hant")
        #expect(choose("zh-CN", ["en", "zh-Hans", "zh-Hant"]) == "zh-Hans")
        #expect(choose("es-MX", ["en", "es-ES", "es-419"]) == "es-419")
        #expect(choose("es-ES", ["en", "es-419"]) == "es-419")
        #expect(choose("en-IN", ["en-US", "en-GB", "de"]) == "en-GB")
        #expect(choose("iw", ["en", "he"]) == "he")
        #expect(choose("EN", ["en-US", "de"]) == "en-US")
        // A language the app lacks, or Chinese in a script it lacks, still falls back to the development region.
        #expect(choose("sr-Cyrl", ["en", "de"]) == "en")
        #expect(choose("zh-Hant", ["en", "zh-Hans"]) == "en")
    }
}
