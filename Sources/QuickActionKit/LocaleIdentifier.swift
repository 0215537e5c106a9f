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
        guard text.utf8.count <= 35 else { return nil }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        func isLetters(_ part: Substring) -> Bool { part.allSatisfy { $0.isASCII && $0.isLetter } }
        guard let language = parts.first, (2...3).contains(language.count), isLetters(language),
            parts.dropFirst().allSatisfy({ part in
                (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        // Canonical case (`EN-us` → `en-US`, `zh-hant` → `zh-Hant`), and the ISO codes retired for Hebrew,
        // Indonesian and Yiddish (`iw`, `in`, `ji`) as their current ones, as iOS reads them.
        let lowered = language.lowercased()
        let canonicalLanguage = Self.retiredLanguages[lowered] ?? lowered
        let rest = parts.dropFirst().map { part -> String in
            switch part.count {
            case 4 where isLetters(part): part.prefix(1).uppercased() + part.dropFirst().lowercased()
            case 2 where isLetters(part): part.uppercased()
            default: part.lowercased()
            }
        }
        identifier = ([canonicalLanguage] + rest).joined(separator: "-")
        self.language = canonicalLanguage
        script = rest.first { $0.count == 4 && $0.allSatisfy { $0.isLetter } }
        region = rest.first {
            ($0.count == 2 && $0.allSatisfy { $0.isLetter }) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }
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
        identifier = language
        self.language = language
        script = nil
        region = nil
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
