import QuickActionKit
import Testing

/// `LocaleIdentifier.init?(_:)` parses bytes in one pass (issue 35). It must accept, reject and canonicalize exactly as
/// the Character-based parser it replaced, kept here as the oracle, over every kind of input that parser saw.
@Suite struct LocaleIdentifierParseTests {
    /// The replaced parser, verbatim apart from returning its four fields.
    static func oracle(_ text: String) -> [String?]? {
        guard text.utf8.count <= 35 else { return nil }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        func isLetters(_ part: Substring) -> Bool { part.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let language = parts.first, (2...3).contains(language.count), isLetters(language),
            parts.dropFirst().allSatisfy({ part in
                (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        let lowered = language.lowercased()
        let canonicalLanguage = ["iw": "he", "in": "id", "ji": "yi"][lowered] ?? lowered
        let rest = parts.dropFirst().map { part -> String in
            switch part.count {
            case 4 where isLetters(part): part.prefix(1).uppercased() + part.dropFirst().lowercased()
            case 2 where isLetters(part): part.uppercased()
            default: part.lowercased()
            }
        }
        let script = rest.first { $0.count == 4 && $0.allSatisfy { $0.isLetter } }
        let region = rest.first {
            ($0.count == 2 && $0.allSatisfy { $0.isLetter }) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }
        return [([canonicalLanguage] + rest).joined(separator: "-"), canonicalLanguage, script, region]
    }

    static func parsed(_ text: String) -> [String?]? {
        LocaleIdentifier(text).map { [$0.identifier, $0.language, $0.script, $0.region] }
    }

    @Test(arguments: [
        "de", "pt-BR", "pt_br", "zh-Hans", "zh_hant_TW", "EN-us", "es-419", "iw", "IN-id", "ji", "sr-Latn-RS",
        "en-GB-oxendict", "", "-", "e", "engl", "en-", "-en", "en--US", "en-U", "en-123456789", "en-US-", "é", "en-É",
        "de\u{301}", "en_GB\r\n", "en GB", "en.US", "zh-Hans-CN-u-ca", "x-private", "123", "en-1", "en-12", "EN-LATN",
        String(repeating: "a", count: 36), "de-" + String(repeating: "x", count: 8),
        "de-" + String(repeating: "x", count: 9),
    ])
    func acceptsAndCanonicalizesAsBefore(_ text: String) {
        #expect(Self.parsed(text) == Self.oracle(text), "\(text)")
    }

    /// 20,000 strings drawn from letters of both cases, digits, both separators, a space, a non-ASCII letter and a
    /// combining accent, 0-14 long, from a fixed seed.
    @Test func agreesOnGeneratedStrings() {
        let alphabet = Array("aZeNhT01-_ é\u{301}")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var disagreements: [String] = []
        var accepted = 0
        for _ in 0..<20_000 {
            let text = String((0..<next(15)).map { _ in alphabet[next(alphabet.count)] })
            let expected = Self.oracle(text)
            if expected != nil { accepted += 1 }
            if Self.parsed(text) != expected { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        #expect(accepted > 500, "the generator must reach identifiers the parser accepts")
    }
}
