/// A locale a person uses, parsed once: language, optional script and region, direction and the localization
/// fallback chain (issue 16: typed identifiers instead of strings parsed in several places). BCP 47-like: a 2-3
/// letter language, then 2-8 letter or digit subtags separated by `-` or `_` (`de`, `pt-BR`, `zh-Hans`, `en_GB`), at
/// most 35 characters (openapi.yaml).
public struct LocaleIdentifier: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The identifier as written, with `-` between subtags (`en_GB` → `en-GB`).
    public let identifier: String
    /// The language subtag, lower case (`pt`).
    public let language: String
    /// A four-letter script subtag (`Hans`), if any.
    public let script: String?
    /// A two-letter or three-digit region subtag (`BR`, `419`), if any.
    public let region: String?

    /// Nil when `text` is not a locale identifier.
    public init?(_ text: String) {
        guard text.utf8.count <= 35,
            let parsed = text.utf8.withContiguousStorageIfAvailable(Self.parse)
                ?? Array(text.utf8).withUnsafeBufferPointer(Self.parse)
        else { return nil }
        self = parsed
    }

    /// The identifier in `bytes`, in one pass: an identifier is ASCII letters, digits and separators only, so no
    /// Character (grapheme) work is needed. Subtags are separated by `-` or `_`; the language comes first (2-3
    /// letters), then subtags of 2-8 letters or digits. Canonical case (`EN-us` → `en-US`, `zh-hant` → `zh-Hant`), and
    /// the ISO codes retired for Hebrew, Indonesian and Yiddish (`iw`, `in`, `ji`) as their current ones, as iOS reads
    /// them. Lint parses every localization of every app (issue 35: 6,700 instructions a parse with Characters,
    /// `split` and lowercased substrings).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LocaleIdentifier? {
        var canonical: [UInt8] = []
        canonical.reserveCapacity(bytes.count)
        var language: String?
        var script: String?
        var region: String?
        var start = 0
        for end in 0...bytes.count
        where end == bytes.count || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "_") {
            let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
            start = end + 1
            let letters = part.allSatisfy(ASCII.isLetter)
            guard language != nil else {
                guard (2...3).contains(part.count), letters else { return nil }
                // Written in place: `String(decoding:)` of a lazy map casts it dynamically (700 instructions a call).
                let lowered = String(unsafeUninitializedCapacity: part.count) { buffer in
                    for index in part.indices { buffer[index] = ASCII.lowercased(part[index]) }
                    return part.count
                }
                let current = retiredLanguages[lowered] ?? lowered
                canonical.append(contentsOf: current.utf8)
                language = current
                continue
            }
            guard (2...8).contains(part.count), part.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) }) else {
                return nil
            }
            canonical.append(UInt8(ascii: "-"))
            let subtag = canonical.count
            switch part.count {
            case 4 where letters:
                canonical.append(ASCII.uppercased(part[0]))
                canonical.append(contentsOf: part.dropFirst().lazy.map(ASCII.lowercased))
            case 2 where letters: canonical.append(contentsOf: part.lazy.map(ASCII.uppercased))
            default: canonical.append(contentsOf: part.lazy.map(ASCII.lowercased))
            }
            if script == nil, part.count == 4, letters {
                script = String(decoding: canonical[subtag...], as: UTF8.self)
            }
            if region == nil, (part.count == 2 && letters) || (part.count == 3 && part.allSatisfy(ASCII.isDigit)) {
                region = String(decoding: canonical[subtag...], as: UTF8.self)
            }
        }
        guard let language else { return nil }
        return LocaleIdentifier(
            identifier: String(decoding: canonical, as: UTF8.self), language: language, script: script, region: region)
    }

    /// The byte tests and case mappings `parse` needs.
    private enum ASCII {
        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        static func lowercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
        static func uppercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte & ~0x20 : byte }
    }

    /// The locale people who choose one of an app's localizations use: the folder's name canonical
    /// (`pt_BR.lproj` → `pt-BR`, the legacy `German.lproj` → `de`). Nil for `Base`, which is no language, and for a
    /// name that is not a locale identifier.
    public init?(localization name: String) {
        let canonical = LocaleFallback.canonical(name)
        guard canonical != "Base" else { return nil }
        self.init(canonical)
    }

    /// English, the locale Xcode's templates develop in: the choice when an app's development region names none.
    public static let english = LocaleIdentifier(language: "en")

    private init(language: String) {
        self.init(identifier: language, language: language, script: nil, region: nil)
    }

    private init(identifier: String, language: String, script: String?, region: String?) {
        self.identifier = identifier
        self.language = language
        self.script = script
        self.region = region
    }

    public var description: String { identifier }

    /// Equal and hashed by the canonical identifier alone, which decides the subtags: locales key the linter's
    /// per-locale caches, and hashing one string instead of four is most of a lookup.
    public static func == (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// In JSON, the identifier as one string (`"pt-BR"`), as the server's API and the tool's output write a locale.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Reads the identifier from one string; one that is not a locale identifier is a decoding error that says why.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let parsed = LocaleIdentifier(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.problem(with: text))
        }
        self = parsed
    }

    /// Whether text in this locale runs right to left (Arabic, Hebrew, Persian, Urdu, Yiddish and others): the one
    /// place the direction is decided, for the menu's placement, its measured text and an exported manifest.
    public var isRightToLeft: Bool { LocaleFallback.rightToLeftLanguages.contains(language.lowercased()) }

    /// The localizations Bundle tries for this locale, most specific first, then the development region and Base.
    public func fallbackChain(developmentRegion: String) -> [String] {
        LocaleFallback.candidates(for: identifier, developmentRegion: developmentRegion)
    }

    /// Retired ISO 639 codes and the codes that replaced them.
    static let retiredLanguages = ["iw": "he", "in": "id", "ji": "yi"]

    /// What to say when `text` is not an identifier.
    public static func problem(with text: String) -> String {
        "“\(text)” is not a locale identifier; use a language with an optional script and region, such as de, "
            + "pt-BR or zh-Hans"
    }
}
