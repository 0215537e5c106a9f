/// Text for a terminal or a CI log, with an app's control characters made visible (issue 34: a repository must not
/// write escape sequences into the log of whoever runs the tool on it): for the command line's output and
/// diagnostics, the text, xcode, GitHub Actions and Markdown lint reports, and (in its JSON form) the command line's
/// JSON documents. XML has `XMLText`.
public enum TerminalText {
    /// `text` with every control character but line feed and tab written as `\u{1B}`: the C0 controls (escape,
    /// bell, backspace, carriage return, which can rewrite what a log shows), delete, and the C1 controls (U+0080 to
    /// U+009F, among them the single-character escape sequence introducer U+009B).
    public static func visible(_ text: String) -> String {
        replacingHidden(in: text) { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
    }

    /// JSON text with the control characters JSON lets through raw (delete and the C1 controls; `JSONEncoder`
    /// escapes C0 itself) written as JSON escapes (`\u009b`), so the document stays valid and shows nothing to a
    /// terminal. Outside strings JSON has only white space, which is kept.
    public static func visibleJSON(_ text: String) -> String {
        replacingHidden(in: text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    private static func replacingHidden(in text: String, with escape: (Unicode.Scalar) -> String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
