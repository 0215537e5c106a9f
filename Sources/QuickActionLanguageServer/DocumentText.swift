import Foundation

/// An open document's text, with the conversions between the tool's places (lines and columns from 1; a Swift
/// file's columns count UTF-8 bytes, as swift-syntax does, other files' count characters as their readers do) and
/// the protocol's (from 0, in UTF-16 code units).
struct DocumentText: Sendable {
    var text: String
    /// Whether columns count UTF-8 bytes (Swift sources) rather than Unicode scalars.
    var columnsCountBytes: Bool
    private(set) var lines: [Substring]

    init(_ text: String, path: String) {
        self.text = text
        columnsCountBytes = path.hasSuffix(".swift")
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The protocol's position of the tool's `line` and `column` (the line's start without a column).
    func position(line: Int, column: Int?) -> Position {
        let index = max(0, line - 1)
        guard index < lines.count else { return Position(line: index, character: 0) }
        let content = lines[index]
        guard let column, column > 1 else { return Position(line: index, character: 0) }
        var units = 0
        var counted = 1
        for scalar in content.unicodeScalars {
            if counted >= column { break }
            counted += columnsCountBytes ? UTF8.width(scalar) : 1
            units += UTF16.width(scalar)
        }
        return Position(line: index, character: units)
    }

    /// The range a finding at `line`/`column` underlines: `fragment` where it is written at or after the column,
    /// else the rest of the line without trailing spaces (the whole line without a column).
    func range(line: Int?, column: Int?, fragment: String?) -> Range {
        guard let line else {
            return Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        let start = position(line: line, column: column)
        let content = start.line < lines.count ? lines[start.line] : ""
        let utf16 = Array(content.utf16)
        if let fragment, !fragment.isEmpty {
            let wanted = Array(fragment.utf16)
            var offset = start.character
            while offset + wanted.count <= utf16.count {
                if Array(utf16[offset..<offset + wanted.count]) == wanted {
                    return Range(
                        start: Position(line: start.line, character: offset),
                        end: Position(line: start.line, character: offset + wanted.count))
                }
                offset += 1
            }
        }
        var end = utf16.count
        while end > start.character, let last = Unicode.Scalar(utf16[end - 1]), last.properties.isWhitespace {
            end -= 1
        }
        if end <= start.character { end = utf16.count }
        return Range(start: start, end: Position(line: start.line, character: max(end, start.character)))
    }

    /// The line (from 1) of the parenthesis that closes the first call opened at or after `line`/`column`, skipping
    /// string literals and comments; nil when it does not close.
    func closingLine(ofCallAt line: Int, column: Int?) -> Int? {
        guard line >= 1, line <= lines.count else { return nil }
        var depth = 0
        var inString = false
        var number = line
        for content in lines[(line - 1)...] {
            var scalars = Array(content.unicodeScalars)
            if number == line, let column, column > 1 {
                // Columns count bytes in Swift: drop that many bytes' scalars.
                var bytes = 0
                var dropped = 0
                while dropped < scalars.count, bytes + 1 < column {
                    bytes += UTF8.width(scalars[dropped])
                    dropped += 1
                }
                scalars.removeFirst(dropped)
            }
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if inString {
                    if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
                } else if scalar == "\"" {
                    inString = true
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    break
                } else if scalar == "(" {
                    depth += 1
                } else if scalar == ")" {
                    depth -= 1
                    if depth == 0 { return number }
                }
                index += 1
            }
            number += 1
        }
        return nil
    }

    /// The key a String Catalog's line opens (`    "Add Feed" : {`), if it opens one.
    func catalogKey(onLine line: Int) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        var content = lines[line - 1].trimmingCharacters(in: .whitespaces)
        guard content.hasSuffix("{") else { return nil }
        content = content.dropLast().trimmingCharacters(in: .whitespaces)
        guard content.hasSuffix(":") else { return nil }
        content = content.dropLast().trimmingCharacters(in: .whitespaces)
        guard content.count >= 2, content.hasPrefix("\""), content.hasSuffix("\"") else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(content.utf8))
    }

    /// The tool's line (from 1) of a protocol position.
    static func toolLine(_ position: Position) -> Int { position.line + 1 }

    /// The one edit that turns this text into `after`: the span between their common start and common end, so an
    /// editor keeps the cursor and the undo step small.
    func edit(to after: String) -> TextEdit? {
        let old = Array(text.utf16)
        let new = Array(after.utf16)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        // Never split a surrogate pair.
        while prefix > 0, prefix < old.count, UTF16.isTrailSurrogate(old[prefix]) { prefix -= 1 }
        let replaced = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
        return TextEdit(
            range: Range(
                start: position(utf16Offset: prefix, in: old), end: position(utf16Offset: old.count - suffix, in: old)),
            newText: replaced)
    }

    private func position(utf16Offset: Int, in units: [UTF16.CodeUnit]) -> Position {
        var line = 0
        var lineStart = 0
        for index in 0..<utf16Offset where units[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return Position(line: line, character: utf16Offset - lineStart)
    }

    /// The text with one incremental change applied (clients that send ranges despite the whole-text sync).
    func applying(_ range: Range, _ replacement: String) -> String {
        let units = Array(text.utf16)
        // A position past its line's end is its line's end (LSP 3.17, Position); one before the text its start.
        func offset(_ position: Position) -> Int {
            var line = 0
            var index = 0
            while line < position.line, index < units.count {
                if units[index] == 0x0A { line += 1 }
                index += 1
            }
            var end = index
            while end < units.count, units[end] != 0x0A { end += 1 }
            return min(end, index + max(0, position.character))
        }
        let start = offset(range.start)
        let end = max(start, offset(range.end))
        return String(decoding: units[..<start], as: UTF16.self) + replacement
            + String(decoding: units[end...], as: UTF16.self)
    }
}
