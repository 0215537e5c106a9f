/// Text written into XML: the one escaper of every XML writer (SVG, HTML and XML reports, property lists, Android
/// resources). XML 1.0 (https://www.w3.org/TR/xml/) §2.2 allows tab, line feed and carriage return among the C0
/// controls and nothing else (nor U+FFFE and U+FFFF); there is no way to write the others, even as a character
/// reference, so they become U+FFFD: the document always parses, and what an app's text held is visible.
public enum XMLText {
    /// Character data inside an element: `&`, `<` and `>` escaped. A carriage return is written `&#13;`, as a
    /// parser turns a literal one into a line feed (§2.11).
    public static func content(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// A value inside double quotes: as `content`, with `"` escaped, and tab, line feed and carriage return written
    /// as character references, which attribute-value normalization (§3.3.3) would otherwise turn into spaces.
    public static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// A comment's text: as `content`, and `--`, which a comment cannot hold (§2.5), split with a space, as is a
    /// trailing `-` that would touch the closing `-->`.
    public static func comment(_ text: String) -> String {
        var result = content(text)
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
        return result.hasSuffix("-") ? result + " " : result
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        // Most texts need nothing escaped: returned as they are, without a copy (issue 35: a menu's SVG escapes
        // every title). 0xEF leads the encodings of U+FFFE and U+FFFF, so it takes the careful path.
        if !text.utf8.contains(where: { byte in
            byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == 0xEF
        }) {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case "\r": result += "&#13;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
