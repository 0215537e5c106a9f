import Foundation
import QuickActionKit

/// The C preprocessing Xcode runs on an Info.plist when `INFOPLIST_PREPROCESS = YES` (xcode-project-facts: the
/// Info.plist build phase): `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`, `#define` and `#undef`, with the
/// names of `INFOPLIST_PREPROCESSOR_DEFINITIONS` defined. Lines the conditions leave out, and the directive lines
/// themselves, become empty lines, so every element keeps its line number. `#include` and the prefix header are not
/// read: a name they would define is undefined here (an assumption, said in the README). Conditions understand
/// `defined(NAME)`, `defined NAME`, names (0 when undefined), integers, `!`, `&&`, `||`, `==`, `!=` and parentheses;
/// anything else counts as false.
public enum InfoPlistPreprocessor {
    /// The definitions a setting value gives (`DEBUG=1 FLAVOR=pro BETA`).
    public static func definitions(from setting: String?) -> [String: String] {
        var result: [String: String] = [:]
        for word in (setting ?? "").split(whereSeparator: \.isWhitespace) {
            let parts = word.split(separator: "=", maxSplits: 1)
            guard let name = parts.first, !name.isEmpty else { continue }
            result[String(name)] = parts.count > 1 ? String(parts[1]) : "1"
        }
        return result
    }

    /// Whether the text has preprocessor directives at all (a plist without them is read as is).
    public static func hasDirectives(_ data: Data) -> Bool {
        var atLineStart = true
        for byte in data {
            if atLineStart, byte == UInt8(ascii: "#") { return true }
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                atLineStart = false
            }
        }
        return false
    }

    /// The text with directives applied; `file` names it in errors (an `#if` without `#endif`).
    public static func preprocess(_ data: Data, definitions: [String: String], file: String)
        throws(ProjectReadError) -> Data
    {
        var defined = definitions
        /// For each open `#if`: whether the enclosing lines are kept, whether a branch was taken, whether this one is.
        var stack: [(parentActive: Bool, taken: Bool, active: Bool, line: Int)] = []
        var active: Bool { stack.last?.active ?? true }
        var output: [Substring] = []
        let text = String(decoding: data, as: UTF8.self)
        // `\r\n` is one Character, so lines are split on any newline (a CRLF file stays one line per line).
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else {
                output.append(active ? line : "")
                continue
            }
            output.append("")
            let directive = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            let keyword = directive.prefix { $0.isLetter }
            let rest = String(directive.dropFirst(keyword.count)).trimmingCharacters(in: .whitespacesAndNewlines)
            switch keyword {
            case "if", "ifdef", "ifndef":
                let condition: Bool
                switch keyword {
                case "ifdef": condition = defined[rest] != nil
                case "ifndef": condition = defined[rest] == nil
                default: condition = ConditionEvaluator(text: rest, defined: defined).value
                }
                stack.append((active, condition, active && condition, offset + 1))
            case "elif":
                guard var top = stack.popLast() else {
                    throw ProjectReadError(file: file, line: offset + 1, "#elif without #if; fix the Info.plist")
                }
                let condition = !top.taken && ConditionEvaluator(text: rest, defined: defined).value
                top.active = top.parentActive && condition
                top.taken = top.taken || condition
                stack.append(top)
            case "else":
                guard var top = stack.popLast() else {
                    throw ProjectReadError(file: file, line: offset + 1, "#else without #if; fix the Info.plist")
                }
                top.active = top.parentActive && !top.taken
                top.taken = true
                stack.append(top)
            case "endif":
                guard stack.popLast() != nil else {
                    throw ProjectReadError(file: file, line: offset + 1, "#endif without #if; fix the Info.plist")
                }
            case "define" where active:
                let parts = rest.split(maxSplits: 1, whereSeparator: \.isWhitespace)
                if let name = parts.first { defined[String(name)] = parts.count > 1 ? String(parts[1]) : "1" }
            case "undef" where active:
                defined[rest] = nil
            default:
                break  // #include, #pragma, #error in a branch not taken: not read.
            }
        }
        if let open = stack.last {
            throw ProjectReadError(
                file: file, line: open.line, "#if without #endif; close it, or set INFOPLIST_PREPROCESS = NO")
        }
        return Data(output.joined(separator: "\n").utf8)
    }
}

/// A preprocessor condition, evaluated as C does for the forms Info.plists use. Parentheses and `!` nest at most
/// `maximumNesting` deep; a deeper condition counts as false.
private struct ConditionEvaluator {
    private var tokens: [String]
    private var position = 0
    private var nesting = 0
    let defined: [String: String]
    static let maximumNesting = 256

    init(text: String, defined: [String: String]) {
        self.defined = defined
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        var characters = Array(text)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            flush()
            if character.isWhitespace { continue }
            if let next = characters.first, ["&&", "||", "==", "!="].contains(String([character, next])) {
                tokens.append(String([character, next]))
                characters = characters.dropFirst()
            } else if character == "/" && characters.first == "/" {
                break  // A comment ends the condition.
            } else {
                tokens.append(String(character))
            }
        }
        flush()
        self.tokens = tokens
    }

    var value: Bool {
        var evaluator = self
        return (evaluator.parseOr() ?? 0) != 0 && evaluator.position == evaluator.tokens.count
    }

    private mutating func next() -> String? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    private func peek() -> String? { position < tokens.count ? tokens[position] : nil }

    private mutating func parseOr() -> Int? {
        guard var left = parseAnd() else { return nil }
        while peek() == "||" {
            _ = next()
            guard let right = parseAnd() else { return nil }
            left = (left != 0 || right != 0) ? 1 : 0
        }
        return left
    }

    private mutating func parseAnd() -> Int? {
        guard var left = parseEquality() else { return nil }
        while peek() == "&&" {
            _ = next()
            guard let right = parseEquality() else { return nil }
            left = (left != 0 && right != 0) ? 1 : 0
        }
        return left
    }

    private mutating func parseEquality() -> Int? {
        guard var left = parseUnary() else { return nil }
        while let op = peek(), op == "==" || op == "!=" {
            _ = next()
            guard let right = parseUnary() else { return nil }
            left = ((left == right) == (op == "==")) ? 1 : 0
        }
        return left
    }

    private mutating func parseUnary() -> Int? {
        guard nesting < Self.maximumNesting, let token = next() else { return nil }
        nesting += 1
        defer { nesting -= 1 }
        switch token {
        case "!": return parseUnary().map { $0 == 0 ? 1 : 0 }
        case "(":
            let value = parseOr()
            return next() == ")" ? value : nil
        case "defined":
            var name = next()
            let parenthesized = name == "("
            if parenthesized { name = next() }
            if parenthesized, next() != ")" { return nil }
            return name.map { defined[$0] != nil ? 1 : 0 }
        default:
            if let number = Int(token) { return number }
            guard token.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
            return defined[token].flatMap { Int($0) } ?? (defined[token] != nil ? 1 : 0)
        }
    }
}
