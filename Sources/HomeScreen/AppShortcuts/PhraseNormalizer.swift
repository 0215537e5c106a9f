/// Makes what a person says comparable with a phrase: case folded, apostrophes dropped, other punctuation and
/// symbols turned into spaces, runs of spaces collapsed (issue: "the normalization a person expects: case,
/// punctuation, spacing").
public enum PhraseNormalizer {
    /// The words of `text`, normalized.
    public static func words(_ text: String) -> [Substring] {
        normalized(text).split(separator: " ")
    }

    /// `text` normalized, words separated by single spaces.
    public static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "'" || scalar == "’" || scalar == "ʼ" { continue }
            if isSeparator(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// The lookup key: the normalized text without spaces, so that spacing differences (and languages written
    /// without spaces, such as Japanese) compare equal.
    public static func key(_ text: String) -> String {
        if let ascii = asciiKey(text) { return ascii }
        return String(normalized(text).unicodeScalars.filter { $0 != " " })
    }

    /// The key of ASCII text, byte by byte (the common case, and the hot path of resolution); `nil` for other text.
    private static func asciiKey(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            // Written straight into the key's own storage: one allocation (issue 35: resolution under 1 µs).
            return String(unsafeUninitializedCapacity: bytes.count) { key in
                var count = 0
                for byte in bytes {
                    switch byte {
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): key[count] = byte + 32
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): key[count] = byte
                    default: continue  // spaces, punctuation and symbols separate words; the key drops them
                    }
                    count += 1
                }
                return count
            }
        }
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation,
            .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
