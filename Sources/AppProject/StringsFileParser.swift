import Foundation
import QuickActionKit

/// Parses old-style `.strings` files (`"key" = "value";`) as Foundation does: UTF-8, or UTF-16 with a byte-order
/// mark; quoted or unquoted keys; `/* */` and `//` comments; `"key";` meaning key = value; the escapes `\n`, `\t`,
/// `\"`, `\\` and `\Uxxxx`. Errors name the file and line (platform-facts §9: what real projects contain). A strings
/// file may also be a property list (XML or binary) whose root is a dictionary of strings, which Xcode compiles the
/// same way (observed in real projects).
public enum StringsFileParser {
    public static func parse(_ data: Data, file: String) throws(ProjectReadError) -> [String: LocalizationTable.Entry] {
        if isPropertyList(data) { return try parsePropertyList(data, file: file) }
        let text = try decode(data, file: file)
        var scanner = Scanner(characters: Array(text.unicodeScalars), file: file)
        return try scanner.parseEntries()
    }

    /// Whether the bytes are a property list rather than old-style text: `bplist`, or `<?xml`, `<plist` or
    /// `<!DOCTYPE` after white space. Read as bytes in place: every strings file of every app is asked (8,000 in a
    /// lint of the 200-app benchmark tree).
    static func isPropertyList(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.starts(with: binaryPrefix) { return true }
            guard let first = bytes.firstIndex(where: { !leadingBytes.contains($0) }) else { return false }
            let rest = bytes[first...]
            return xmlPrefixes.contains { rest.starts(with: $0) }
        }
    }

    private static let binaryPrefix = Array("bplist".utf8)
    private static let xmlPrefixes = ["<?xml", "<plist", "<!DOCTYPE"].map { Array($0.utf8) }
    /// White space and the UTF-8 byte-order mark's bytes, skipped before an XML property list's first tag.
    private static let leadingBytes: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]

    /// The entries of a strings file written as a property list: each string value at its element's line.
    static func parsePropertyList(_ data: Data, file: String) throws(ProjectReadError) -> [String: LocalizationTable
        .Entry]
    {
        let root = try PropertyListDocument(data: data, file: file).root
        guard case .dictionary(let entries) = root.kind else {
            throw ProjectReadError(
                root.location, "a strings file in property-list form must hold a dictionary of strings")
        }
        var table: [String: LocalizationTable.Entry] = [:]
        for entry in entries {
            guard let value = entry.value.value.stringValue else {
                throw ProjectReadError(
                    entry.value.location,
                    "the value of '\(entry.key)' must be a String, not a \(entry.value.value.kindName)")
            }
            table[entry.key] = LocalizationTable.Entry(value: value, location: entry.value.location)
        }
        return table
    }

    static func decode(_ data: Data, file: String) throws(ProjectReadError) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0, let text = String(data: data, encoding: .utf16) else {
                throw ProjectReadError(file: file, "the UTF-16 text is truncated or invalid; save the file as UTF-8")
            }
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let validPrefix = longestValidUTF8Prefix(body)
            let line = validPrefix.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw ProjectReadError(
                file: file, line: line,
                "invalid UTF-8 (byte \(validPrefix.count + 1)); save the file as UTF-8 or UTF-16 with a byte-order mark"
            )
        }
        return text
    }

    private static func longestValidUTF8Prefix(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var validCount = 0
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                validCount = consumed
            case .emptyInput, .error: break loop
            }
        }
        return bytes[..<validCount]
    }

    private struct Scanner {
        let characters: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        /// Index of the first scalar of the current line, so a key's column can be given.
        var lineStart = 0
        /// A position on the current line whose column is known, so `column` counts only the scalars after it (a
        /// file of 10,000 entries on one line took 42 s when each column was counted from the line's start).
        var columnMark = (index: 0, column: 1)

        init(characters: [Unicode.Scalar], file: String) {
            self.characters = characters
            self.file = file
        }

        mutating func parseEntries() throws(ProjectReadError) -> [String: LocalizationTable.Entry] {
            var entries: [String: LocalizationTable.Entry] = [:]
            while true {
                try skipTrivia()
                guard index < characters.count else { return entries }
                let location = SourceLocation(file: file, line: line, column: column())
                let key = try readToken(what: "a key")
                try skipTrivia()
                var value = key
                if current == "=" {
                    index += 1
                    try skipTrivia()
                    value = try readToken(what: "a value after '='")
                    try skipTrivia()
                }
                guard current == ";" else {
                    throw ProjectReadError(
                        file: file, line: line,
                        "missing ';' after the entry for \(Self.quoted(key)) (started on line \(location.line ?? line))"
                    )
                }
                index += 1
                entries[key] = LocalizationTable.Entry(value: value, location: location)
            }
        }

        /// The 1-based column of `index` in UTF-8 bytes, as compilers and swift-syntax count it.
        private mutating func column() -> Int {
            if columnMark.index < lineStart || columnMark.index > index { columnMark = (lineStart, 1) }
            columnMark.column = characters[columnMark.index..<index].reduce(columnMark.column) { $0 + UTF8.width($1) }
            columnMark.index = index
            return columnMark.column
        }

        /// Called with `index` just past a newline.
        private mutating func startLine() {
            line += 1
            lineStart = index
        }

        private var current: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

        private mutating func skipTrivia() throws(ProjectReadError) {
            while let scalar = current {
                if scalar == "\n" {
                    index += 1
                    startLine()
                } else if scalar.isASCII
                    ? (scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}")
                    : (scalar.properties.isWhitespace || scalar == "\u{FEFF}")
                {
                    index += 1
                } else if scalar == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let opener = line
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                        index += 1
                        if characters[index - 1] == "\n" { startLine() }
                    }
                    guard index + 1 < characters.count else {
                        throw ProjectReadError(
                            file: file, line: opener, "the comment starting here is never closed with '*/'")
                    }
                    index += 2
                } else if scalar == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let next = current, next != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        private mutating func readToken(what: String) throws(ProjectReadError) -> String {
            guard let first = current else {
                throw ProjectReadError(file: file, line: line, "the file ends where \(what) was expected")
            }
            if first == "\"" { return try readQuoted() }
            var token = ""
            while let scalar = current, Self.isUnquotedCharacter(scalar) {
                token.unicodeScalars.append(scalar)
                index += 1
            }
            guard !token.isEmpty else {
                throw ProjectReadError(file: file, line: line, "expected \(what) but found '\(first)'")
            }
            return token
        }

        private mutating func readQuoted() throws(ProjectReadError) -> String {
            let opener = line
            index += 1
            // Encoded to UTF-8 as it is read: appending scalars to a String one by one is several times slower.
            var text = TextBuffer()
            while let scalar = current {
                index += 1
                switch scalar {
                case "\"": return text.string
                case "\n":
                    startLine()
                    text.append(scalar)
                case "\\":
                    guard let escaped = current else { break }
                    index += 1
                    switch escaped {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(characters[index..<min(index + 4, characters.count)]))
                        guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                        else {
                            throw ProjectReadError(
                                file: file, line: line, "'\\\(escaped)' must be followed by four hex digits")
                        }
                        index += 4
                        text.append(decoded)
                    default: text.append(escaped)
                    }
                default: text.append(scalar)
                }
            }
            throw ProjectReadError(file: file, line: opener, "the string starting here is never closed with '\"'")
        }

        /// A key as messages show it: on one line, shortened.
        static func quoted(_ key: String) -> String {
            let oneLine = key.replacingOccurrences(of: "\n", with: "\\n")
            return "\"" + (oneLine.count > 40 ? oneLine.prefix(40) + "…" : oneLine) + "\""
        }

        /// UTF-8 bytes of a string being read, scalar by scalar.
        private struct TextBuffer {
            private var bytes: [UInt8] = []

            mutating func append(_ scalar: Unicode.Scalar) {
                if scalar.isASCII {
                    bytes.append(UInt8(scalar.value))
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }

            var string: String { String(decoding: bytes, as: UTF8.self) }
        }

        private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$.:/-".unicodeScalars.contains(scalar)
        }
    }
}
