import Foundation

/// Decides on the raw bytes whether a file can matter, before it is decoded or parsed: files that cannot declare
/// quick actions or App Shortcuts are never parsed (issue 3, issue 7 performance).
struct KeywordFilter: Sendable {
    /// Each keyword's UTF-8 bytes and the offset of its rarest byte in source code, the one `memchr` looks for.
    private let needles: [(bytes: [UInt8], anchor: Int)]

    init(_ keywords: [String]) {
        needles = keywords.map { keyword in
            let bytes = Array(keyword.utf8)
            let anchor = bytes.indices.min { Self.commonness(bytes[$0]) < Self.commonness(bytes[$1]) } ?? 0
            return (bytes, anchor)
        }
    }

    /// Whether `data` contains any of the keywords: `memchr` to each candidate anchor byte, then `memcmp` (no
    /// String decoding). Looking for the rarest byte rather than the first keeps the candidates few: code is full
    /// of `s`, `d` and `I` (`Int`), but has few `@`, `K` or `z`.
    func matches(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            let count = raw.count
            return needles.contains { needle, anchor in
                guard needle.count <= count else { return false }
                // Positions where the anchor byte would put the keyword's start inside the data.
                var start = 0
                let lastStart = count - needle.count
                while start <= lastStart {
                    guard let hit = memchr(base + start + anchor, Int32(needle[anchor]), lastStart - start + 1) else {
                        return false
                    }
                    let position = base.distance(to: UnsafeRawPointer(hit)) - anchor
                    if memcmp(base + position, needle, needle.count) == 0 { return true }
                    start = position + 1
                }
                return false
            }
        }
    }

    /// Whether `data` contains any of `keywords` (for one-off checks; loaders keep a filter).
    static func containsAny(_ data: Data, _ keywords: [String]) -> Bool { KeywordFilter(keywords).matches(data) }

    /// How often a byte appears in Swift source, roughly: lower is rarer.
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "#"): 0
        case UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "U"), UInt8(ascii: "D"), UInt8(ascii: "C"),
            UInt8(ascii: "A"):
            4
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 2
        case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "x"), UInt8(ascii: "k"),
            UInt8(ascii: "v"), UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "b"):
            3
        case UInt8(ascii: "g"), UInt8(ascii: "f"), UInt8(ascii: "p"), UInt8(ascii: "m"), UInt8(ascii: "h"):
            5
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 6
        default: 5
        }
    }
}
