/// A build-setting value or an Info.plist string as Xcode reads it for variables (swift-build
/// `MacroExpressionParser`, string form): literal text and references.
///
/// - `$(NAME)`, `${NAME}` and `$[NAME]`; the name may itself hold references: `$($(PREFIX)_NAME)`;
/// - operators after the name: `$(NAME:lower:rfc1034identifier)`, `$(NAME:default=$(OTHER))` (an operand ends at
///   the next `:` or the closing delimiter);
/// - `$NAME` without delimiters (letters, digits, `_`), which Xcode still accepts;
/// - `$$` is a literal `$`, and a `$` followed by anything else is itself.
struct BuildSettingExpression: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case literal(String)
        case reference(Reference)
    }

    /// `$(NAME:operator…)`; `written` is its text in the source, shown when it cannot be resolved.
    struct Reference: Sendable, Hashable {
        var name: [Part]
        var operators: [Operator]
        var written: String
        /// An unterminated `$(` or an operator with no name or a bad character: Xcode reports an error for these.
        var isMalformed: Bool
    }

    /// `:name` (retrieval, no operand) or `:name=operand` (replacement).
    struct Operator: Sendable, Hashable {
        var name: String
        var operand: [Part]?
    }

    var parts: [Part]

    /// How deep references may nest inside references; a `$` deeper than this is read as text.
    static let maximumNesting = 32

    init(parsing text: String) {
        var parser = Parser(bytes: Array(text.utf8))
        parts = parser.parts(until: [], depth: 0)
    }

    /// True when the text has no reference at all.
    var isLiteral: Bool { parts.allSatisfy { if case .literal = $0 { true } else { false } } }
}

extension BuildSettingExpression {
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index >= bytes.count }
        var current: UInt8 { isAtEnd ? 0 : bytes[index] }

        /// Literal runs and references up to one of `stops` (not consumed) or the end.
        mutating func parts(until stops: Set<UInt8>, depth: Int) -> [Part] {
            var parts: [Part] = []
            var literal: [UInt8] = []
            func flush() {
                if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
                literal = []
            }
            while !isAtEnd && !stops.contains(current) {
                guard current == UInt8(ascii: "$"), depth < BuildSettingExpression.maximumNesting else {
                    literal.append(current)
                    index += 1
                    continue
                }
                switch substitution(depth: depth) {
                case .literal(let text): literal.append(contentsOf: text.utf8)
                case .reference(let reference):
                    flush()
                    parts.append(.reference(reference))
                }
            }
            flush()
            return parts
        }

        /// What follows a `$` at `index`.
        mutating func substitution(depth: Int) -> Part {
            let start = index
            index += 1
            if current == UInt8(ascii: "$") {
                index += 1
                return .literal("$")
            }
            if let close = Self.closingDelimiter(of: current) {
                index += 1
                return .reference(delimitedReference(from: start, close: close, depth: depth))
            }
            if Self.isNameStart(current) {
                while !isAtEnd && (Self.isNameStart(current) || (current >= 48 && current <= 57)) { index += 1 }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                return .reference(
                    Reference(name: [.literal(name)], operators: [], written: "$" + name, isMalformed: false))
            }
            return .literal("$")
        }

        mutating func delimitedReference(from start: Int, close: UInt8, depth: Int) -> Reference {
            let stops: Set<UInt8> = [UInt8(ascii: ":"), close]
            let name = parts(until: stops, depth: depth + 1)
            var isMalformed = name.isEmpty
            var operators: [Operator] = []
            while current == UInt8(ascii: ":") {
                index += 1
                let nameStart = index
                while !isAtEnd && Self.isOperatorCharacter(current) { index += 1 }
                let operatorName = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if operatorName.isEmpty { isMalformed = true }
                if current == UInt8(ascii: "=") {
                    index += 1
                    operators.append(Operator(name: operatorName, operand: parts(until: stops, depth: depth + 1)))
                } else if current == UInt8(ascii: ":") || current == close {
                    operators.append(Operator(name: operatorName, operand: nil))
                } else {
                    isMalformed = true
                    while !isAtEnd && !stops.contains(current) { index += 1 }
                }
            }
            if current == close {
                index += 1
            } else {
                isMalformed = true
            }
            let written = String(decoding: bytes[start..<index], as: UTF8.self)
            return Reference(name: name, operators: operators, written: written, isMalformed: isMalformed)
        }

        static func closingDelimiter(of byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "("): UInt8(ascii: ")")
            case UInt8(ascii: "{"): UInt8(ascii: "}")
            case UInt8(ascii: "["): UInt8(ascii: "]")
            default: nil
            }
        }

        static func isNameStart(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
        }

        static func isOperatorCharacter(_ byte: UInt8) -> Bool {
            isNameStart(byte) || (byte >= 48 && byte <= 57) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".")
        }
    }
}
