import Foundation
import QuickActionKit

/// Parses the XML property-list format (Apple's DTD PropertyList-1.0) into `PlistNode`s with line, column and
/// byte range, which Foundation's parser does not provide. Errors name the line and column.
struct XMLPropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// A position on the current line whose column is known, so `here()` counts only the characters after it: with
    /// the column counted from the line's start each time, 3,000 items on one line took 11 s (issue 15).
    private var columnMark = (offset: 0, column: 1)
    /// How many `<dict>`/`<array>` elements enclose the value being read.
    private var depth = 0
    /// Deeper nesting is refused with an error instead of exhausting the stack (issue 15: 3,000 nested arrays
    /// crashed the parser); Info.plists nest a few levels.
    static let maximumDepth = 200

    init(data: Data, file: String) {
        self.bytes = [UInt8](data)
        self.file = file
    }

    /// Parses a whole document: prolog, `<plist>`, one value, `</plist>`.
    mutating func parseDocument() throws(ProjectReadError) -> PlistNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { advance(3) }
        try skipMisc()
        guard peek("<plist") else { throw error("expected <plist> as the root element") }
        let plistTag = try readStartTag()
        guard !plistTag.selfClosing else { throw error("<plist/> holds no value") }
        try skipMisc()
        let root = try parseValue()
        try skipMisc()
        try expectEndTag("plist")
        try skipMisc()
        guard offset == bytes.count else { throw error("unexpected content after </plist>") }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(ProjectReadError) -> PlistNode {
        let start = offset
        let location = here()
        guard peek("<"), !peek("</") else { throw error("expected a value element such as <string> or <dict>") }
        let tag = try readStartTag()
        let kind: PlistNode.Kind
        if tag.name == "dict" || tag.name == "array" {
            guard depth < Self.maximumDepth else {
                throw ProjectReadError(
                    location,
                    "dictionaries and arrays are nested more than \(Self.maximumDepth) deep; flatten the property list")
            }
            depth += 1
        }
        defer { if tag.name == "dict" || tag.name == "array" { depth -= 1 } }
        switch tag.name {
        case "dict": kind = .dictionary(tag.selfClosing ? [] : try parseDictionaryBody())
        case "array": kind = .array(tag.selfClosing ? [] : try parseArrayBody())
        case "true", "false":
            if !tag.selfClosing { try expectEndTag(tag.name) }
            kind = .scalar(.bool(tag.name == "true"))
        case "string", "integer", "real", "date", "data":
            let text = tag.selfClosing ? "" : try readText(until: tag.name)
            kind = .scalar(try scalar(tag.name, text, at: location))
        default:
            throw ProjectReadError(location, "unknown element <\(tag.name)> in a property list")
        }
        return PlistNode(location: location, byteRange: start..<offset, kind: kind)
    }

    private mutating func parseDictionaryBody() throws(ProjectReadError) -> [PlistEntry] {
        var entries: [PlistEntry] = []
        while true {
            try skipMisc()
            if peek("</") {
                try expectEndTag("dict")
                return entries
            }
            let keyLocation = here()
            guard peek("<key") else { throw error("expected <key> or </dict> in a dictionary") }
            let tag = try readStartTag()
            guard tag.name == "key" else { throw error("expected <key> in a dictionary") }
            let key = tag.selfClosing ? "" : try readText(until: "key")
            try skipMisc()
            if peek("</") { throw error("the key '\(key)' has no value") }
            entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: try parseValue()))
        }
    }

    private mutating func parseArrayBody() throws(ProjectReadError) -> [PlistNode] {
        var nodes: [PlistNode] = []
        while true {
            try skipMisc()
            if peek("</") {
                try expectEndTag("array")
                return nodes
            }
            nodes.append(try parseValue())
        }
    }

    private func scalar(_ tag: String, _ text: String, at location: SourceLocation) throws(ProjectReadError)
        -> PropertyListValue
    {
        // Only numbers, dates and data are trimmed; a string is kept as written (most values: Foundation's trim
        // bridges to NSString on Linux and was most of reading an Info.plist).
        func trimmedText() -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
        switch tag {
        case "integer":
            let trimmed = trimmedText()
            let negative = trimmed.hasPrefix("-")
            let digits = negative || trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
            let magnitude =
                digits.lowercased().hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : Int(digits, radix: 10)
            guard let magnitude else { throw ProjectReadError(location, "'\(text)' is not an <integer>") }
            return .integer(negative ? -magnitude : magnitude)
        case "real":
            let trimmed = trimmedText()
            guard let value = Double(trimmed) ?? Self.specialReals[trimmed.lowercased()] else {
                throw ProjectReadError(location, "'\(text)' is not a <real>")
            }
            return .real(value)
        case "date":
            guard let date = ISO8601Date.parse(trimmedText()) else {
                throw ProjectReadError(location, "'\(text)' is not a <date> (expected 2026-01-31T12:00:00Z)")
            }
            return .date(date)
        case "data":
            let compact = trimmedText().filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: compact) else {
                throw ProjectReadError(location, "<data> is not valid base64")
            }
            return .data(data)
        default:
            return .string(text)
        }
    }

    private static let specialReals: [String: Double] = [
        "nan": .nan, "inf": .infinity, "+inf": .infinity, "-inf": -.infinity, "infinity": .infinity,
        "+infinity": .infinity, "-infinity": -.infinity,
    ]

    // MARK: Tags and text

    private struct StartTag {
        var name: String
        var selfClosing: Bool
    }

    private mutating func readStartTag() throws(ProjectReadError) -> StartTag {
        advance(1)  // <
        let nameStart = offset
        while let byte = current, Self.isNameByte(byte) { advance(1) }
        guard offset > nameStart else { throw error("expected an element name after '<'") }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        var quote: UInt8?
        while let byte = current {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                advance(1)
                return StartTag(name: name, selfClosing: false)
            } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: ">") {
                advance(2)
                return StartTag(name: name, selfClosing: true)
            } else if byte == UInt8(ascii: "<") {
                break
            }
            advance(1)
        }
        throw error("the tag <\(name) is not closed with '>'")
    }

    private mutating func expectEndTag(_ name: String) throws(ProjectReadError) {
        let closing = "</\(name)"
        guard peek(closing) else {
            if peek("</") {
                let found = String(decoding: bytes[(offset + 2)...].prefix { Self.isNameByte($0) }, as: UTF8.self)
                throw error("expected </\(name)> but found </\(found)>")
            }
            throw error("expected </\(name)>")
        }
        advance(closing.utf8.count)
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance(1) }
        guard current == UInt8(ascii: ">") else { throw error("expected '>' to close </\(name)") }
        advance(1)
    }

    /// Reads character data up to `</tag>` (entities and CDATA decoded) and consumes the end tag.
    private mutating func readText(until tag: String) throws(ProjectReadError) -> String {
        var text: [UInt8] = []
        while let byte = current {
            if byte == UInt8(ascii: "<") {
                if peek("<![CDATA[") {
                    advance(9)
                    while current != nil && !peek("]]>") {
                        text.append(bytes[offset])
                        advance(1)
                    }
                    guard peek("]]>") else { break }
                    advance(3)
                    continue
                }
                if peek("<!--") {
                    try skipComment()
                    continue
                }
                try expectEndTag(tag)
                guard let decoded = String(validating: text, as: UTF8.self) else {
                    throw error("the text of <\(tag)> is not valid UTF-8")
                }
                return decoded
            }
            if byte == UInt8(ascii: "&") {
                text.append(contentsOf: try readEntity().utf8)
                continue
            }
            text.append(byte)
            advance(1)
        }
        throw error("<\(tag)> is not closed: the file ends before </\(tag)>")
    }

    private mutating func readEntity() throws(ProjectReadError) -> String {
        let start = offset
        // An entity name holds no markup, space or line break; stopping there keeps the line count right for the
        // error (issue 15: `R&D` then a newline crashed every command).
        while let byte = current, byte != UInt8(ascii: ";"), byte != UInt8(ascii: "<"), byte > 0x20,
            offset - start < 12
        {
            advance(1)
        }
        guard current == UInt8(ascii: ";") else {
            offset = start
            throw error("'&' must start an entity such as &amp; (write a plain & as &amp;)")
        }
        let name = String(decoding: bytes[(start + 1)..<offset], as: UTF8.self)
        advance(1)
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let scalarValue: UInt32? =
                name.hasPrefix("#x")
                ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst(1)) : nil
            guard let scalarValue, let scalar = Unicode.Scalar(scalarValue) else {
                throw error("unknown entity &\(name);")
            }
            return String(Character(scalar))
        }
    }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(ProjectReadError) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance(1)
            } else if peek("<!--") {
                try skipComment()
            } else if peek("<?") || peek("<!DOCTYPE") {
                let opener = here()
                while let byte = current, byte != UInt8(ascii: ">") { advance(1) }
                guard current != nil else { throw ProjectReadError(opener, "the declaration is not closed with '>'") }
                advance(1)
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(ProjectReadError) {
        let opener = here()
        advance(4)
        while current != nil && !peek("-->") { advance(1) }
        guard current != nil else { throw ProjectReadError(opener, "the comment is not closed with '-->'") }
        advance(3)
    }

    // MARK: Cursor

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    private var next: UInt8? { offset + 1 < bytes.count ? bytes[offset + 1] : nil }

    private func peek(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        return offset + utf8.count <= bytes.count && bytes[offset..<(offset + utf8.count)].elementsEqual(utf8)
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where offset < bytes.count {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    /// The current line, and the column in characters (grapheme clusters) from the line's start.
    private mutating func here() -> SourceLocation {
        let end = min(offset, bytes.count)
        let start = min(lineStart, end)
        if columnMark.offset < start || columnMark.offset > end { columnMark = (start, 1) }
        columnMark.column += String(decoding: bytes[columnMark.offset..<end], as: UTF8.self).count
        columnMark.offset = end
        return SourceLocation(file: file, line: line, column: columnMark.column)
    }

    private mutating func error(_ message: String) -> ProjectReadError {
        ProjectReadError(here(), "malformed XML property list: \(message)")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
    }
}
