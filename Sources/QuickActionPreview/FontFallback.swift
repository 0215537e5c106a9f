import QuickActionKit

/// The font families text is measured and drawn in. Inter stands in for the system font (SF Pro cannot be shipped);
/// scripts Inter lacks use Noto, named explicitly, because fontconfig's own default for Arabic is DejaVu
/// (issue 6). Each family comes from a Debian package, named in errors when it is missing.
public enum FontFallback {
    public static let primary = Family(name: "Inter", debianPackage: "fonts-inter")

    public struct Family: Sendable, Hashable {
        public var name: String
        public var debianPackage: String
    }

    static let arabic = Family(name: "Noto Sans Arabic", debianPackage: "fonts-noto-core")
    static let hebrew = Family(name: "Noto Sans Hebrew", debianPackage: "fonts-noto-core")
    static let thai = Family(name: "Noto Sans Thai", debianPackage: "fonts-noto-core")
    static let devanagari = Family(name: "Noto Sans Devanagari", debianPackage: "fonts-noto-core")
    /// Emoji, in colour (the HIG asks for no emoji in titles; when an app has one, the preview shows it as people
    /// would see it, not as a missing-glyph box).
    public static let emoji = Family(name: "Noto Color Emoji", debianPackage: "fonts-noto-color-emoji")

    /// Whether a character may be drawn from the emoji font (when Inter has no glyph for it): pictographs,
    /// emoticons, transport, flags (regional indicators), skin tones, symbols and dingbats, keycaps.
    public static func mayBeEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0x2B00...0x2BFF, 0x20E3, 0x2190...0x21FF, 0x2300...0x23FF, 0x3030,
            0x303D, 0x3297, 0x3299:
            true
        default: false
        }
    }

    /// The CJK family for a locale: Japanese, Korean, Traditional or Simplified Chinese forms of Han characters.
    /// Traditional forms for the Hant script, or for Chinese without a script in Taiwan or Hong Kong.
    static func cjk(locale: LocaleIdentifier) -> Family {
        let language = locale.language.lowercased()
        let script = locale.script?.lowercased()
        let isTraditional =
            script == "hant" || (script == nil && ["tw", "hk"].contains(locale.region?.lowercased() ?? ""))
        let name =
            language == "ko"
            ? "Noto Sans CJK KR"
            : language == "zh" ? (isTraditional ? "Noto Sans CJK TC" : "Noto Sans CJK SC") : "Noto Sans CJK JP"
        return Family(name: name, debianPackage: "fonts-noto-cjk")
    }

    /// The family for a character Inter has no glyph for, by script; `nil` when no fallback covers it.
    static func family(for scalar: Unicode.Scalar, locale: LocaleIdentifier) -> Family? {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: arabic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: hebrew
        case 0x0E00...0x0E7F: thai
        case 0x0900...0x097F, 0xA8E0...0xA8FF: devanagari
        case _ where mayBeEmoji(scalar): emoji
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x30FF, 0x3100...0x31FF, 0x3200...0x9FFF, 0xAC00...0xD7AF,
            0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FFFF:
            cjk(locale: locale)
        default: nil
        }
    }

    /// The CSS font-family list for SVG text in a locale: Inter first, then the fallbacks in the order the measurer
    /// uses, so that the drawing picks the fonts that were measured.
    public static func cssFamilyList(locale: LocaleIdentifier) -> String {
        let cjk = cjk(locale: locale)
        return cssFamilyLists[cjk.name] ?? cssFamilyList(cjk: cjk)
    }

    /// The list for each CJK family, written once (every text of every menu names one).
    private static let cssFamilyLists: [String: String] = Dictionary(
        uniqueKeysWithValues: ["ja", "ko", "zh-Hans", "zh-Hant"].compactMap { LocaleIdentifier($0) }.map { locale in
            let cjk = cjk(locale: locale)
            return (cjk.name, cssFamilyList(cjk: cjk))
        })

    private static func cssFamilyList(cjk: Family) -> String {
        ([primary, arabic, hebrew, thai, devanagari, cjk].map { "'\($0.name)'" } + ["sans-serif"])
            .joined(separator: ", ")
    }
}
