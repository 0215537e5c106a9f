import Foundation
import QuickActionKit

/// Parses an old-style (OpenStep) property list, the format of `project.pbxproj` (xcode-project-facts.md): `{ key =
/// value; }` dictionaries, `( a, b, )` arrays, quoted and unquoted strings, `<hex>` data, `/* */` and `//` comments.
/// Every value keeps its line and column, so a finding about a build setting can point at its line; Foundation's
/// parser gives no positions. Line and column are kept as the bytes are read (never recomputed from the start of a
/// line), and nesting is bounded, so no input can make it quadratic or overflow the stack.
struct OpenStepPropertyListParser {
    /// Deeper nesting than any project has; past it the file is reported as malformed instead of recursing on.
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    init(data: Data, file: String) {
        self.bytes = [UInt8](data)
        self.file = file
    }

    /// Parses the whole file: one value (a dictionary for a `.pbxproj`) and nothing after it but comments.
    mutating func parseDocument() throws(ProjectReadError) -> PlistNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        try skipTrivia()
        let root = try parseValue()
        try skipTrivia()
        guard offset == bytes.count else { throw error("unexpected text after the end of the property list") }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(ProjectReadError) -> PlistNode {
        let location = here()
        guard offset < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return PlistNode(
                location: location,
                kind: .dictionary(
                    try nested { (p) throws(ProjectReadError) in
                        try p.parseDictionaryBody()
                    }))
        case UInt8(ascii: "("):
            return PlistNode(
                location: location,
                kind: .array(
                    try nested { (p) throws(ProjectReadError) in
                        try p.parseArrayBody()
                    }))
        case UInt8(ascii: "<"):
            return PlistNode(location: location, kind: .scalar(.data(try parseData())))
        default:
            return PlistNode(location: location, kind: .scalar(.string(try parseString())))
        }
    }

    /// Runs `body` one level deeper, refusing nesting past `maximumDepth`.
    private mutating func nested<T>(
        _ body: (inout OpenStepPropertyListParser) throws(ProjectReadError) -> T
    ) throws(ProjectReadError) -> T {
        guard depth < Self.maximumDepth else {
            throw error("nested more than \(Self.maximumDepth) levels deep; the file is not a valid project")
        }
        depth += 1
        defer { depth -= 1 }
        offset += 1
        return try body(&self)
    }

    private mutating func parseDictionaryBody() throws(ProjectReadError) -> [PlistEntry] {
        var entries: [PlistEntry] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw error("the file ends inside a dictionary; a '}' is missing") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return entries
            }
            let keyLocation = here()
            let key = try parseString()
            try skipTrivia()
            try expect(UInt8(ascii: "="), "after the key '\(key)'")
            try skipTrivia()
            let value = try parseValue()
            try skipTrivia()
            try expect(UInt8(ascii: ";"), "after the value of '\(key)'")
            entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: value))
        }
    }

    private mutating func parseArrayBody() throws(ProjectReadError) -> [PlistNode] {
        var nodes: [PlistNode] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else { throw error("the file ends inside an array; a ')' is missing") }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return nodes
            }
            nodes.append(try parseValue())
            try skipTrivia()
            guard offset < bytes.count else { throw error("the file ends inside an array; a ')' is missing") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func parseString() throws(ProjectReadError) -> String {
        guard offset < bytes.count else { throw error("the file ends where a string was expected") }
        if bytes[offset] == UInt8(ascii: "\"") { return try parseQuotedString() }
        let start = offset
        while offset < bytes.count, Self.isUnquotedCharacter(bytes[offset]) { offset += 1 }
        guard offset > start else {
            throw error("unexpected '\(Character(Unicode.Scalar(bytes[offset])))'; expected a string, '{' or '('")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Characters allowed in an unquoted string (NeXT's set, plus `$` and `-` that Xcode writes unquoted).
    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private mutating func parseQuotedString() throws(ProjectReadError) -> String {
        let opening = here()
        offset += 1
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { break }
                try appendEscape(to: &result)
            case UInt8(ascii: "\n"):
                result.append(byte)
                offset += 1
                newLine()
            default:
                result.append(byte)
                offset += 1
            }
        }
        throw ProjectReadError(opening, "this quoted string is never closed; add the closing '\"'")
    }

    /// Reads the escape after a backslash: `\n`, `\t`, `\"`, `\\`, `\Uxxxx`, octal `\ooo`.
    private mutating func appendEscape(to result: inout [UInt8]) throws(ProjectReadError) {
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var digits = 0
            while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                scalar = scalar * 16 + UInt32(digit)
                offset += 1
                digits += 1
            }
            result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            result.append(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "\n"):
            result.append(byte)
            newLine()
        default: result.append(byte)
        }
    }

    private mutating func parseData() throws(ProjectReadError) -> Data {
        let opening = here()
        offset += 1
        var data = Data()
        var high: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw ProjectReadError(opening, "data has an odd number of hex digits") }
                return data
            }
            if byte == UInt8(ascii: "\n") { newLine() }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") { continue }
            guard let nibble = Self.hexValue(byte) else {
                throw ProjectReadError(opening, "data holds a character that is not a hex digit")
            }
            if let first = high {
                data.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        throw ProjectReadError(opening, "data is never closed; add the closing '>'")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Trivia and positions

    /// Skips white space and comments, keeping the line count.
    private mutating func skipTrivia() throws(ProjectReadError) {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                offset += 1
                newLine()
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let opening = here()
                offset += 2
                while true {
                    guard offset + 1 < bytes.count else {
                        throw ProjectReadError(opening, "this comment is never closed; add '*/'")
                    }
                    if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                        offset += 2
                        break
                    }
                    if bytes[offset] == UInt8(ascii: "\n") {
                        offset += 1
                        newLine()
                    } else {
                        offset += 1
                    }
                }
            } else {
                return
            }
        }
    }

    /// Consumes `byte`; the context is only made for the error (this runs twice for every entry of a project).
    private mutating func expect(_ byte: UInt8, _ context: @autoclosure () -> String) throws(ProjectReadError) {
        guard offset < bytes.count, bytes[offset] == byte else {
            throw error("expected '\(Character(Unicode.Scalar(byte)))' \(context())")
        }
        offset += 1
    }

    private mutating func newLine() {
        line += 1
        lineStart = offset
    }

    private func here() -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    private func error(_ message: String) -> ProjectReadError {
        ProjectReadError(here(), message)
    }
}
