/// Text for a terminal or a CI log, with an app's control characters made visible (issue 34: a repository must not
/// write escape sequences into the log of whoever runs the tool on it). The one escaper for text that is not JSON or
/// XML (those have `JSONEncoder` and `XMLText`): the command line's output and diagnostics, and the text, xcode,
/// GitHub Actions and Markdown lint reports.
public enum TerminalText {
    /// `text` with every control character but line feed and tab written as `\u{1B}`: the C0 controls (escape,
    /// bell, backspace, carriage return, which can rewrite what a log shows), delete, and the C1 controls (U+0080 to
    /// U+009F, among them the single-character escape sequence introducer U+009B).
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// JSON text with the control characters JSON lets through raw (delete and the C1 controls; `JSONEncoder`
    /// escapes C0 itself) written as JSON escapes (`\u009b`), so the document stays valid and shows nothing to a
    /// terminal. Outside strings JSON has only white space, which is kept.
    public static func visibleJSON(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
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
