import Foundation

/// Checks that bytes are one JSON value exactly as RFC 8259 writes it, before a decoder reads them: Foundation's
/// `JSONDecoder` accepts a trailing comma (`{"a": 1,}`) and, on Linux, reports every error as "The given data was
/// not valid JSON" without a place (issue 15). The check runs in one pass without recursion, so nesting is bounded
/// by `maximumDepth` and not by the stack.
public enum StrictJSON {
    /// Deeper arrays and objects are an error; Foundation's parser stops at 512 as well.
    public static let maximumDepth = 512

    /// Where the bytes stop being JSON and why.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    public static func validate(_ data: Data) throws(SyntaxError) {
        var scanner = Scanner()
        let result = data.withUnsafeBytes { buffer in scanner.scan(buffer.bindMemory(to: UInt8.self)) }
        if let error = result { throw error }
    }

    private struct Scanner {
        /// What may come next.
        private enum Expectation { case value, valueOrClose, keyOrClose, key, colon, commaOrClose }
        private var open: [UInt8] = []  // `{` or `[`, innermost last
        private var expectation = Expectation.value
        private var index = 0
        private var line = 1
        private var lineStart = 0

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxError? {
            var sawValue = false
            while true {
                skipWhitespace(bytes)
                guard index < bytes.count else {
                    if !open.isEmpty {
                        return error(
                            "the input ends inside \(open.last == UInt8(ascii: "{") ? "an object" : "an array")")
                    }
                    return sawValue ? nil : error("there is no JSON value")
                }
                if open.isEmpty && sawValue { return error("unexpected text after the JSON value") }
                let byte = bytes[index]
                switch expectation {
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return error("expected ':' after the key") }
                    index += 1
                    expectation = .value
                    continue
                case .commaOrClose:
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        expectation = open.last == UInt8(ascii: "{") ? .key : .value
                        continue
                    }
                    if let problem = close(byte) { return problem }
                    continue
                case .keyOrClose, .key:
                    if expectation == .keyOrClose, byte == UInt8(ascii: "}") {
                        _ = close(byte)
                        continue
                    }
                    guard byte == UInt8(ascii: "\"") else {
                        return error(
                            expectation == .key && (byte == UInt8(ascii: "}"))
                                ? "a comma before '}' (JSON allows no trailing comma)" : "expected a key in quotes")
                    }
                    if let problem = string(bytes) { return problem }
                    expectation = .colon
                    continue
                case .value, .valueOrClose:
                    if expectation == .valueOrClose, byte == UInt8(ascii: "]") {
                        _ = close(byte)
                        continue
                    }
                    if let problem = value(bytes) { return problem }
                    sawValue = true
                }
            }
        }

        /// One value at `index`: a scalar is read whole; `{` and `[` are opened.
        private mutating func value(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxError? {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard open.count < StrictJSON.maximumDepth else {
                    return error("arrays and objects nest more than \(StrictJSON.maximumDepth) deep")
                }
                open.append(byte)
                index += 1
                expectation = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                return nil
            case UInt8(ascii: "\""):
                if let problem = string(bytes) { return problem }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if let problem = number(bytes) { return problem }
            case UInt8(ascii: "t"): if let problem = literal("true", bytes) { return problem }
            case UInt8(ascii: "f"): if let problem = literal("false", bytes) { return problem }
            case UInt8(ascii: "n"): if let problem = literal("null", bytes) { return problem }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                return error(
                    open.isEmpty
                        ? "unexpected '\(Character(Unicode.Scalar(byte)))'"
                        : "a comma before '\(Character(Unicode.Scalar(byte)))' (JSON allows no trailing comma)")
            default:
                return error("expected a value (an object, array, string, number, true, false or null)")
            }
            expectation = .commaOrClose
            return nil
        }

        private mutating func close(_ byte: UInt8) -> SyntaxError? {
            let expected = open.last == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            guard byte == expected else {
                return error("expected ',' or '\(Character(Unicode.Scalar(expected)))'")
            }
            open.removeLast()
            index += 1
            expectation = .commaOrClose
            return nil
        }

        private mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxError? {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    // A backslash as the last byte (found by fuzzing: `break` here left the loop spinning).
                    guard index + 1 < bytes.count else { return error("a string is never closed with '\"'") }
                    switch bytes[index + 1] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        index += 2
                    case UInt8(ascii: "u"):
                        guard index + 5 < bytes.count, (2...5).allSatisfy({ Self.isHexDigit(bytes[index + $0]) })
                        else { return error("\\u must be followed by four hexadecimal digits") }
                        index += 6
                    default:
                        return error("unknown escape in a string")
                    }
                case 0..<0x20:
                    return error(
                        byte == 0x0A
                            ? "a line break inside a string (write \\n)" : "a control character inside a string")
                default:
                    index += 1
                }
            }
            return error("a string is never closed with '\"'")
        }

        private mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxError? {
            func digits() -> Int {
                let start = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - start
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits > 0 else { return error("a number needs digits after '-'") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
                return error("a number does not start with 0 (JSON has no octal)")
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return error("a number needs digits after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { return error("a number needs digits in its exponent") }
            }
            return nil
        }

        private mutating func literal(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxError? {
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard index + expected.count <= bytes.count,
                expected.indices.allSatisfy({ bytes[index + $0] == expected[$0] })
            else { return error("expected a value (an object, array, string, number, true, false or null)") }
            index += expected.count
            return nil
        }

        private mutating func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) {
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A:
                    line += 1
                    lineStart = index + 1
                case 0x20, 0x09, 0x0D: break
                default: return
                }
                index += 1
            }
        }

        private static func isHexDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        /// An error at `index`; the column counts bytes, as compilers do.
        private func error(_ message: String) -> SyntaxError {
            SyntaxError(line: line, column: index - lineStart + 1, message: message)
        }
    }
}
