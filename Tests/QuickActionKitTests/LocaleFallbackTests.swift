import QuickActionKit
import Testing

@Suite("LocaleFallback")
struct LocaleFallbackTests {
    @Test("Candidates run from the full locale through shorter prefixes to the development region, then Base")
    func candidatesOrder() {
        #expect(
            LocaleFallback.candidates(for: "zh-Hans-CN", developmentRegion: "en") == [
                "zh-Hans-CN", "zh-Hans", "zh", "en", "Base",
            ])
    }

    @Test("Underscored identifiers are canonicalized to dashes")
    func canonicalized() {
        #expect(LocaleFallback.candidates(for: "pt_BR", developmentRegion: "en") == ["pt-BR", "pt", "en", "Base"])
        #expect(LocaleFallback.canonical("pt_BR") == "pt-BR")
        #expect(LocaleFallback.canonical("English") == "en")
        #expect(LocaleFallback.language(of: "pt_BR") == "pt")
    }

    @Test("A regional development region contributes itself and its language, without duplicates")
    func developmentRegionPrefixes() {
        #expect(
            LocaleFallback.candidates(for: "de-AT", developmentRegion: "en_GB") == [
                "de-AT", "de", "en-GB", "en", "Base",
            ])
        #expect(LocaleFallback.candidates(for: "en-US", developmentRegion: "en") == ["en-US", "en", "Base"])
        #expect(LocaleFallback.candidates(for: "en", developmentRegion: "en") == ["en", "Base"])
    }

    @Test("Empty subtags are dropped, and an empty identifier contributes nothing")
    func emptySubtags() {
        #expect(
            LocaleFallback.candidates(for: "zh--Hans-", developmentRegion: "en") == ["zh-Hans", "zh", "en", "Base"])
        #expect(LocaleFallback.candidates(for: "-de", developmentRegion: "en") == ["de", "en", "Base"])
        #expect(LocaleFallback.candidates(for: "", developmentRegion: "en") == ["en", "Base"])
        #expect(LocaleFallback.language(of: "-pt_BR") == "pt")
        #expect(LocaleFallback.language(of: "") == "")
        #expect(LocaleFallback.language(of: "German") == "de")
    }

    @Test("matches ignores case and separators")
    func matches() {
        #expect(LocaleFallback.matches("zh_hans", "zh-Hans"))
        #expect(LocaleFallback.matches("English", "en"))
        #expect(!LocaleFallback.matches("de", "de-AT"))
    }

    @Test("Arabic, Hebrew and Persian are right to left", arguments: ["ar", "he", "fa", "ar-SA", "he_IL", "iw"])
    func rightToLeft(locale: String) {
        #expect(LocaleIdentifier.named(locale).isRightToLeft)
    }

    @Test("English, Japanese and German are left to right", arguments: ["en", "ja", "en-US", "de", "zh-Hans"])
    func leftToRight(locale: String) {
        #expect(!LocaleIdentifier.named(locale).isRightToLeft)
    }
}
