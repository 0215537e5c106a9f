import Foundation
import QuickActionKit

extension PropertyListDocument {
    /// The file's bytes with `UIApplicationShortcutItems` replaced by `items` (removed when `items` is empty).
    ///
    /// XML files are edited in place: only the bytes of the shortcut-items element change, so every other key,
    /// comment and indentation stays exactly as it was. Binary files are written anew with the same values.
    /// Reading the result gives back `items` (platform-facts §3 keys; contact icons have no Info.plist form).
    public func replacingShortcutItems(with items: [ShortcutItem]) throws(ProjectReadError) -> Data {
        guard case .dictionary = root.kind else {
            throw ProjectReadError(root.location, "the root of an Info.plist must be a dictionary")
        }
        let newValue: PropertyListValue? = items.isEmpty ? nil : .array(items.map(\.infoPlistEntry))
        switch format {
        case .binary: return try rewrittenBinary(newValue)
        case .xml: return editedXML(newValue)
        }
    }

    private func rewrittenBinary(_ newValue: PropertyListValue?) throws(ProjectReadError) -> Data {
        guard var dictionary = root.value.dictionaryValue else { return data }
        dictionary[InfoPlistKey.shortcutItems] = newValue
        do {
            return try PropertyListSerialization.data(
                fromPropertyList: PropertyListValue.dictionary(dictionary).foundationObject, format: .binary,
                options: 0)
        } catch {
            throw ProjectReadError(file: file, "cannot encode the property list: \(error.localizedDescription)")
        }
    }

    private func editedXML(_ newValue: PropertyListValue?) -> Data {
        let bytes = [UInt8](data)
        let writer = PropertyListXMLWriter(indentUnit: indentUnit(in: bytes))
        if let existing = root[InfoPlistKey.shortcutItems], let valueRange = existing.value.byteRange,
            let keyStart = byteOffset(ofLineContaining: existing.keyLocation, in: bytes)
        {
            let indent = leadingWhitespace(ofLineAt: keyStart, in: bytes)
            guard let newValue else {
                // Remove the key's lines and the value's lines, through the newline after the value.
                var end = valueRange.upperBound
                if end < bytes.count, bytes[end] == 0x0A { end += 1 }
                return Data(bytes[..<keyStart] + bytes[end...])
            }
            let replacement = writer.element(newValue, baseIndent: indent)
            return Data(bytes[..<valueRange.lowerBound] + Array(replacement.utf8) + bytes[valueRange.upperBound...])
        }
        guard let newValue, let rootRange = root.byteRange,
            let closing = lastIndex(of: Array("</dict".utf8), before: rootRange.upperBound, in: bytes)
        else { return data }
        let lineStart = startOfLine(at: closing, in: bytes)
        let rootIndent = leadingWhitespace(ofLineAt: lineStart, in: bytes)
        let indent = rootIndent + writer.indentUnit
        let insertion =
            "\(indent)<key>\(InfoPlistKey.shortcutItems)</key>\n\(indent)"
            + writer.element(newValue, baseIndent: indent) + "\n"
        let insertAt = bytes[lineStart..<closing].allSatisfy { $0 == 0x20 || $0 == 0x09 } ? lineStart : closing
        return Data(bytes[..<insertAt] + Array(insertion.utf8) + bytes[insertAt...])
    }

    /// The indentation unit the file uses: the leading whitespace of the first root key (a tab when unknown).
    private func indentUnit(in bytes: [UInt8]) -> String {
        guard case .dictionary(let entries) = root.kind, let first = entries.first,
            let lineStart = byteOffset(ofLineContaining: first.keyLocation, in: bytes)
        else { return "\t" }
        let rootIndent =
            root.byteRange.map { leadingWhitespace(ofLineAt: startOfLine(at: $0.lowerBound, in: bytes), in: bytes) }
            ?? ""
        let keyIndent = leadingWhitespace(ofLineAt: lineStart, in: bytes)
        let unit = String(keyIndent.dropFirst(rootIndent.count))
        return unit.isEmpty ? "\t" : unit
    }

    private func byteOffset(ofLineContaining location: SourceLocation, in bytes: [UInt8]) -> Int? {
        guard let line = location.line else { return nil }
        var currentLine = 1
        var index = 0
        while currentLine < line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            currentLine += 1
        }
        return index
    }

    private func startOfLine(at offset: Int, in bytes: [UInt8]) -> Int {
        (bytes[..<offset].lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
    }

    private func leadingWhitespace(ofLineAt start: Int, in bytes: [UInt8]) -> String {
        String(decoding: bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    private func lastIndex(of needle: [UInt8], before end: Int, in bytes: [UInt8]) -> Int? {
        var index = end - needle.count
        while index >= 0 {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
