import Foundation
import QuickActionKit
import SwiftParser
import SwiftSyntax

/// The limits within which a Swift file is parsed, checked by one pass over its bytes before swift-syntax sees it,
/// so that no single file can crash, exhaust memory or stall a command or the server (issue 15). A file over the
/// budget is not parsed; the caller reports it as a file that cannot be read, names it, and reads the rest.
///
/// Why each limit (measured on swift-syntax 603.0.1, release build, 8 MiB stack):
/// - **Nesting.** The parser's lookahead (`canParseType`, generic arguments, tuple bodies) recurses once per open
///   bracket and is not bounded by `Parser`'s `maximumNestingLevel`: 2,000 parentheses inside a `[`, or 5,000
///   `a <` in a row, overflow the stack; 5,000 nested interpolations take 1.2 GB. Every opener (`(`, `[`, `{`,
///   `\(`) counts one level until its closer, and every `<` counts one level until a `>` or the end of its bracket,
///   or a token a type cannot contain (`{`, `}`, `;`, `=`, `"`, `+`, `|`, `&&`); `<-`, `<=` and `<<` are operators. The
///   18,008 Swift files of the trial corpus (22 open-source app checkouts) reach 28, counted the same way with
///   brackets inside strings and comments included.
/// - **Square-bracket lookahead.** Deciding whether `[` starts an inline-array type (`[3 of Int]`) or a collection
///   literal looks ahead into each nested `[` twice, so what is inside d open `[` is read 2^d times: `[[[…[1]…]]]` 22
///   deep took 1 s, 26 deep minutes, and 80 parentheses inside 19 `[` (a 130-byte file, found by fuzzing) 35 s.
///   Each `[`, and each `(`, `{` or generic `<` inside a `[`, costs 2^(open `[` around it); a file may spend
///   `maximumBracketLookahead` in all (at most about 0.3 s). The 18,008 Swift files of the trial corpus spend at most
///   7,113 (GitHawk's generated GraphQL API); real apps nest `[` at most 5 deep.
/// - **Chains.** Prefix keywords (`try try …`, `await await …`) nest one parser frame each: about 8,000 overflow
///   the stack. Postfix links (`a?.b?.c…`, `a!!!…`, `a.b.c…`, `f()()…`, `f {} {} …`) build a left-nested tree
///   that the parser and every visitor walk recursively: 24,000 optional-chain links or 47,000 members overflow the
///   stack, and calls or trailing closures take quadratic time (8,000 calls: 10 s; 10,000 trailing closures: 19 s;
///   issue 34). Each expression may have `maximumChain` links (a prefix keyword, or a `.`, postfix `?`/`!`, call,
///   subscript or trailing closure after a name or a closing bracket, or a `+`: a title concatenated from 11,700
///   strings took 54 s and 2.1 GB, found by the command fuzzer), counted per bracket level and restarted by
///   `,`, `;`, `=`, `:` and a new line that does not start with `.`. Real SwiftUI modifier chains have tens.
/// - **Tokens.** The parser's tree and the visitors' work grow with the tokens, not the bytes: 7.8 MB of `a;` (3.9
///   million tokens) took 4.7 GB and 30 s in `menu`, 7.8 MB of `let a = 1` lines 2.8 GB and 20 s (issue 34), about
///   a kilobyte per token. A file may have `maximumTokens` tokens, counted as runs of name bytes and single other
///   visible bytes (words in strings and comments too), which bounds the memory of one file to about half a
///   gigabyte. The largest of 18,689 Swift files from 39 app checkouts (a generated API in a vendored pod, 1.5 MB)
///   has 223,442, counted the same way.
/// - **Size.** The largest Swift file in the trial corpus (a generated icon list) is 1.2 MB; 8 MiB parses in about
///   half a second.
public struct SwiftSourceBudget: Sendable {
    public var maximumBytes = 8 << 20
    public var maximumTokens = 500_000
    public var maximumNesting = 200
    public var maximumBracketLookahead = 1 << 18
    public var maximumChain = 1_000

    public init() {}

    /// Where a file goes over the budget and why.
    public struct Excess: Sendable, Hashable {
        /// The line where the limit is passed (nil for the size).
        public var line: Int?
        /// Why, as a clause to follow "cannot be read", with what to do.
        public var message: String
    }

    /// Where and why a file's bytes are over the budget, or nil when they are within it.
    public func excess(in bytes: Data) -> Excess? {
        if bytes.count > maximumBytes {
            return Excess(
                message: "it has \(bytes.count) bytes, more than the \(maximumBytes) this tool parses in one Swift file"
            )
        }
        return bytes.withUnsafeBytes { buffer in excess(in: buffer.bindMemory(to: UInt8.self)) }
    }

    private func excess(in bytes: UnsafeBufferPointer<UInt8>) -> Excess? {
        // The open brackets, innermost last, each with the `<` opened inside it and not yet closed and the links of
        // the chain its current expression is.
        var open: [(byte: UInt8, angles: Int, links: Int)] = [(0, 0, 0)]
        var depth = 0
        var squareDepth = 0
        var deepestSquare = 0
        var lookahead = 0
        var line = 1
        var index = 0
        // The byte before this one, and the last one that is not white space (a chain may go on over lines).
        var previous: UInt8 = 0
        var previousVisible: UInt8 = 0
        var atLineStart = false
        // In a `//` comment, whose words are no chain (brackets there still count, as they always have).
        var inLineComment = false
        var tokens = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            defer {
                previous = byte
                if !Self.isSpace(byte) { previousVisible = byte }
            }
            if !Self.isSpace(byte), !Self.isIdentifierByte(byte) || !Self.isIdentifierByte(previous) {
                tokens += 1
                if tokens > maximumTokens {
                    return Excess(
                        line: line,
                        message: "it has more than \(maximumTokens) words and symbols, more than this tool parses in "
                            + "one Swift file (each costs the parser about a kilobyte); split the file")
                }
            }
            if atLineStart, !Self.isSpace(byte) {
                atLineStart = false
                if byte != UInt8(ascii: ".") { open[open.count - 1].links = 0 }
            }
            var isLink: Bool
            switch byte {
            case _ where inLineComment:
                isLink = false
            case UInt8(ascii: "/"):
                inLineComment = previous == UInt8(ascii: "/")
                isLink = false
            case UInt8(ascii: "."):
                isLink = Self.endsOperand(previousVisible)
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                // Postfix: right after an operand, and not `!=` or a ternary's `?` (written with a space).
                let next = index < bytes.count ? bytes[index] : 0
                isLink = Self.endsOperand(previous) && next != UInt8(ascii: "=") && !Self.isSpace(next)
            case UInt8(ascii: "("), UInt8(ascii: "["):
                isLink = Self.endsOperand(previous)
            case UInt8(ascii: "{"):
                isLink = Self.endsOperand(previousVisible)
            case UInt8(ascii: "+"):
                // A term of a sum or concatenation (`+=` is an assignment, `++` not Swift).
                let next = index < bytes.count ? bytes[index] : 0
                isLink = next != UInt8(ascii: "=") && previous != UInt8(ascii: "+")
            case UInt8(ascii: "t"), UInt8(ascii: "a"):
                isLink =
                    !Self.isIdentifierByte(previous)
                    && (Self.word("try", at: index - 1, in: bytes)
                        || Self.word("await", at: index - 1, in: bytes))
            default:
                isLink = false
            }
            if isLink {
                open[open.count - 1].links += 1
                if open[open.count - 1].links > maximumChain {
                    return Excess(
                        line: line,
                        message: "it chains more than \(maximumChain) calls, members, optional or forced "
                            + "unwraps, trailing closures, try, await or + in one expression; split the expression")
                }
            }
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                atLineStart = true
                inLineComment = false
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                open[open.count - 1].links = 0
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { dropAngles(&open, &depth) }
                if byte == UInt8(ascii: "[") || squareDepth > 0 {
                    lookahead += 1 << min(squareDepth, 40)
                    if byte == UInt8(ascii: "[") {
                        squareDepth += 1
                        deepestSquare = max(deepestSquare, squareDepth)
                    }
                    if lookahead > maximumBracketLookahead {
                        return lookaheadExcess(line: line, deepest: deepestSquare)
                    }
                }
                open.append((byte, 0, 0))
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard open.count > 1 else { continue }
                let closed = open.removeLast()
                depth -= 1 + closed.angles
                if closed.byte == UInt8(ascii: "[") { squareDepth -= 1 }
                if byte == UInt8(ascii: "}") { dropAngles(&open, &depth) }
            case UInt8(ascii: "<"):
                // `<-`, `<=`, `<<` and `=<` are operators of their own, not the start of generic arguments.
                if index >= 2, Self.isOperatorByte(bytes[index - 2]) { continue }
                if index < bytes.count, Self.isOperatorByte(bytes[index]) { continue }
                open[open.count - 1].angles += 1
                depth += 1
                if squareDepth > 0 {
                    lookahead += 1 << min(squareDepth, 40)
                    if lookahead > maximumBracketLookahead {
                        return lookaheadExcess(line: line, deepest: deepestSquare)
                    }
                }
            case UInt8(ascii: ">"):
                if open[open.count - 1].angles > 0 {
                    open[open.count - 1].angles -= 1
                    depth -= 1
                }
            case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "+"), UInt8(ascii: "|"):
                dropAngles(&open, &depth)
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "=") { open[open.count - 1].links = 0 }
            case UInt8(ascii: "&"):
                // `&&` (a condition), not `&` (a protocol composition).
                if index < bytes.count, bytes[index] == byte { dropAngles(&open, &depth) }
            default:
                continue
            }
            if depth > maximumNesting {
                return Excess(
                    line: line,
                    message: "it nests brackets, closures, interpolations or generic arguments more than "
                        + "\(maximumNesting) deep; split the expression")
            }
        }
        return nil
    }

    private func lookaheadExcess(line: Int, deepest: Int) -> Excess {
        Excess(
            line: line,
            message: "its square brackets nest up to \(deepest) deep around brackets, parentheses or generic "
                + "arguments, and swift-syntax's time to parse them doubles with each level; write the nested values "
                + "in steps")
    }

    /// A byte a name is made of (UTF-8 continuation and lead bytes included, as names may be in any script).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// A byte that can end an operand, so that a `.`, postfix `?`/`!`, `(`, `[` or `{` after it continues a chain.
    private static func endsOperand(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: ">")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Whether `keyword` is written at `start` as a whole word.
    private static func word(_ keyword: StaticString, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = keyword.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[start + offset] != keyword.utf8Start[offset] { return false }
        return start + count == bytes.count || !isIdentifierByte(bytes[start + count])
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// A token a type cannot contain ends any run of `<` the parser could read as generic arguments.
    private func dropAngles(_ open: inout [(byte: UInt8, angles: Int, links: Int)], _ depth: inout Int) {
        depth -= open[open.count - 1].angles
        open[open.count - 1].angles = 0
    }
}

/// swift-syntax's parser behind `SwiftSourceBudget`: the one way this project turns a Swift file into a tree.
public enum BoundedSwiftParser {
    public enum Outcome {
        case parsed(SourceFileSyntax)
        /// The file was not parsed.
        case overBudget(SwiftSourceBudget.Excess)
    }

    public static func parse(_ bytes: Data, budget: SwiftSourceBudget = SwiftSourceBudget()) -> Outcome {
        if let excess = budget.excess(in: bytes) { return .overBudget(excess) }
        // The parser copies the bytes into its own arena.
        return bytes.withUnsafeBytes { buffer in
            .parsed(Parser.parse(source: buffer.bindMemory(to: UInt8.self), maximumNestingLevel: budget.maximumNesting))
        }
    }
}
