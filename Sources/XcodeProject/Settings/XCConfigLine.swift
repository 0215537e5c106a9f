/// One line of an `.xcconfig` file, read by Xcode's grammar (swift-build `MacroConfigFileParser`): blank or comment,
/// `#include "File.xcconfig"` / `#include? "File.xcconfig"`, or `NAME[key=pattern]… = value`.
///
/// `//` starts a comment anywhere on a line, even inside a value or quotes (so `https://host` keeps only `https:`);
/// a trailing `;` and the spaces around the value are dropped; a value ending in `\` continues on the next line.
enum XCConfigLine: Equatable {
    case blank
    case include(path: String, isOptional: Bool)
    /// `column` is the 1-based byte column of the name.
    case assignment(name: String, conditions: [BuildSettingCondition], value: String, column: Int)

    /// The line, or a message saying what was expected and the 1-based byte column where the line went wrong.
    static func parse(_ line: ArraySlice<UInt8>) -> Result<XCConfigLine, XCConfigLineError> {
        var scanner = XCConfigLineScanner(line)
        scanner.skipSpacesAndComment()
        if scanner.isAtEnd { return .success(.blank) }
        if scanner.current == UInt8(ascii: "#") { return scanner.directive() }
        if XCConfigLineScanner.isNameStart(scanner.current) { return scanner.assignment() }
        return .failure(
            scanner.error(
                "expected a setting (NAME = value), an #include \"File.xcconfig\" or a // comment, found "
                    + scanner.quotedCurrent))
    }

    /// The text of a line that continues a value: the line without comment, surrounding spaces and trailing `;`.
    static func continuation(_ line: ArraySlice<UInt8>) -> String {
        var scanner = XCConfigLineScanner(line)
        scanner.skipSpacesAndComment()
        return scanner.value()
    }
}

/// Why a line of an `.xcconfig` file cannot be read, and where.
struct XCConfigLineError: Error, Equatable {
    var column: Int
    var message: String
}

/// A cursor over the bytes of one line (no line terminator). Only ASCII bytes have meaning in the grammar, so the
/// bytes of other characters are carried through as they are.
private struct XCConfigLineScanner {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    var isAtEnd: Bool { index >= bytes.endIndex }
    var current: UInt8 { isAtEnd ? 0 : bytes[index] }
    var isAtComment: Bool {
        index + 1 < bytes.endIndex && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
    }
    var column: Int { index - bytes.startIndex + 1 }
    var quotedCurrent: String {
        guard !isAtEnd else { return "the end of the line" }
        let end = bytes[index...].firstIndex { Self.isSpace($0) } ?? bytes.endIndex
        return "'" + String(decoding: bytes[index..<min(end, index + 20)], as: UTF8.self) + "'"
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 11 || byte == 12 }
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
    }
    static func isNameCharacter(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 48 && byte <= 57) }

    func error(_ message: String) -> XCConfigLineError { XCConfigLineError(column: column, message: message) }

    /// Skips spaces and tabs; a `//` comment ends the line.
    mutating func skipSpacesAndComment() {
        while !isAtEnd {
            if Self.isSpace(current) {
                index += 1
            } else if isAtComment {
                index = bytes.endIndex
            } else {
                return
            }
        }
    }

    mutating func scan(while accept: (UInt8) -> Bool) -> String {
        let start = index
        while !isAtEnd && accept(current) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `#include "path"` or `#include? "path"`, with nothing but spaces and a comment after it.
    mutating func directive() -> Result<XCConfigLine, XCConfigLineError> {
        index += 1
        skipSpacesAndComment()
        let directiveColumn = column
        let directive = scan { !Self.isSpace($0) }
        guard directive == "include" || directive == "include?" else {
            let found = directive.isEmpty ? "nothing" : "'#\(directive)'"
            return .failure(
                XCConfigLineError(
                    column: directiveColumn,
                    message: "expected #include \"File.xcconfig\" or #include? \"File.xcconfig\", found \(found)"))
        }
        skipSpacesAndComment()
        guard current == UInt8(ascii: "\"") else {
            return .failure(error("expected the included file's path in double quotes, found \(quotedCurrent)"))
        }
        index += 1
        let path = scan { $0 != UInt8(ascii: "\"") }
        guard current == UInt8(ascii: "\"") else {
            return .failure(error("the included file's path has no closing double quote"))
        }
        index += 1
        skipSpacesAndComment()
        guard isAtEnd else {
            return .failure(
                error("expected the end of the line after #\(directive) \"\(path)\", found \(quotedCurrent)"))
        }
        guard !path.isEmpty else { return .failure(error("the included file's path is empty")) }
        return .success(.include(path: path, isOptional: directive == "include?"))
    }

    /// `NAME[key=pattern]… = value`. Condition keys and patterns are kept exactly as written, as Xcode keeps them.
    mutating func assignment() -> Result<XCConfigLine, XCConfigLineError> {
        let nameColumn = column
        let name = scan(while: Self.isNameCharacter)
        skipSpacesAndComment()
        var conditions: [BuildSettingCondition] = []
        while current == UInt8(ascii: "[") {
            index += 1
            let key = scan { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "]") }
            guard current == UInt8(ascii: "=") else {
                return .failure(error("expected '=' in the condition [\(key)…] of \(name), as in [sdk=iphoneos*]"))
            }
            index += 1
            let pattern = scan { $0 != UInt8(ascii: "]") }
            guard current == UInt8(ascii: "]") else {
                return .failure(error("the condition [\(key)=\(pattern) of \(name) has no closing ']'"))
            }
            index += 1
            conditions.append(BuildSettingCondition(key: key, pattern: pattern))
            skipSpacesAndComment()
        }
        guard current == UInt8(ascii: "=") else {
            return .failure(error("expected '=' after the setting name \(name), found \(quotedCurrent)"))
        }
        index += 1
        skipSpacesAndComment()
        return .success(.assignment(name: name, conditions: conditions, value: value(), column: nameColumn))
    }

    /// The rest of the line up to a `//` comment, without trailing spaces and one trailing `;`.
    mutating func value() -> String {
        let start = index
        while !isAtEnd && !isAtComment { index += 1 }
        var end = index
        while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
        if end > start && bytes[end - 1] == UInt8(ascii: ";") {
            end -= 1
            while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
        }
        index = bytes.endIndex
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
