import QuickActionKit
import Testing

/// The byte searches the linter uses instead of Foundation's bridged `contains` and `hasSuffix`.
@Suite("String search by UTF-8 bytes")
struct StringSearchTests {
    @Test(
        "containsUTF8 finds a fragment at the start, the middle and the end, and nothing else",
        arguments: [
            ("Loading...", "...", true), ("...", "...", true), ("..x", "...", false), ("", "...", false),
            ("$(PRODUCT_NAME)", "$(", true), ("$ (", "$(", false), ("Wait…", "...", false),
            ("// quickactions:disable:next title_case", "quickactions:disable", true), ("anything", "", true),
            ("Café au lait...", "...", true), ("日本語...", "語..", true),
        ])
    func contains(_ text: String, _ fragment: String, _ expected: Bool) {
        #expect(text.containsUTF8(fragment) == expected)
        #expect(text[...].containsUTF8(fragment) == expected)
    }

    @Test("firstUTF8Range gives the fragment's place as String indices")
    func firstRange() throws {
        let text = "Partager « %@ »"
        let range = try #require(text.firstUTF8Range(of: "%@"))
        #expect(text[range] == "%@")
        #expect(text[..<range.lowerBound] == "Partager « ")
        #expect("abc".firstUTF8Range(of: "") == "abc".startIndex..<"abc".startIndex)
        #expect("abc".firstUTF8Range(of: "x") == nil)
    }

    @Test("A fragment whose first byte repeats is found after false starts")
    func falseStarts() {
        #expect("....x".containsUTF8("..x"))
        #expect("ababac".containsUTF8("abac"))
        #expect(!"ababab".containsUTF8("abac"))
    }

    @Test(
        "hasUTF8Suffix compares the last bytes",
        arguments: [
            ("File.swift", ".swift", true), (".swift", ".swift", true), ("swift", ".swift", false),
            ("File.swifty", ".swift", false), ("App-Info.plist", "-Info.plist", true), ("", ".lproj", false),
            ("de.lproj", ".lproj", true), ("Über.swift", ".swift", true),
        ])
    func suffix(_ text: String, _ suffix: String, _ expected: Bool) {
        #expect(text.hasUTF8Suffix(suffix) == expected)
    }

    @Test(
        "hasSameUTF8 compares bytes, so two spellings of é differ though == calls them equal",
        arguments: [
            ("/a/de.lproj/InfoPlist.strings", "/a/de.lproj/InfoPlist.strings", true),
            ("/a/de.lproj/InfoPlist.strings", "/a/fr.lproj/InfoPlist.strings", false),
            ("", "", true), ("", "a", false), ("ab", "abc", false),
            ("Caf\u{E9}", "Cafe\u{301}", false), ("Caf\u{E9}", "Caf\u{E9}", true),
        ])
    func sameBytes(_ first: String, _ second: String, _ expected: Bool) {
        #expect(first.hasSameUTF8(as: second) == expected)
        #expect(second.hasSameUTF8(as: first) == expected)
    }
}
