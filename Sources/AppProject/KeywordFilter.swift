import Foundation
import QuickActionKit

/// Finds which groups of keywords occur in a file's bytes, in one pass, so that only files that can matter reach
/// the Swift parser (issue 7: "files that cannot matter must not be parsed", at about grep's speed).
///
/// The search is Wu and Manber's multi-pattern algorithm, the family grep uses for several fixed strings: a table
/// indexed by each block of three bytes (hashed) says how far the scan may jump ahead. A block that appears in no
/// keyword lets the scan skip almost a whole keyword's length; only a block that ends some keyword's first `m` bytes
/// (m is the shortest keyword's length) stops it, and then the keywords ending there are compared with `memcmp`.
/// Keywords shorter than `shortLength` (`@main`, `AppEnum`) would cap every jump at their length, so they are looked for apart:
/// `memchr` to each occurrence of their first byte, then `memcmp`.
struct KeywordFilter: Sendable {
    /// The keyword groups found, as a bit set: bit `i` is group `i` of `init(groups:)`.
    struct Groups: OptionSet, Sendable {
        let rawValue: UInt32

        /// The group at `index` of `init(groups:)`.
        static func group(_ index: Int) -> Groups {
            precondition((0..<32).contains(index), "KeywordFilter handles at most 32 groups")
            return Groups(rawValue: 1 << UInt32(index))
        }
    }

    private let keywords: [(bytes: [UInt8], groups: Groups)]
    /// Keywords shorter than `shortLength`: searched apart, so that the window is longer.
    private let shortKeywords: [(bytes: [UInt8], groups: Groups)]
    /// Below this length a keyword is searched apart: a window of eight or more bytes lets the scan jump up to six
    /// bytes at a time (`AppEnum` and `@main` kept it at five and seven).
    static let shortLength = 8
    /// The shortest of `keywords`' lengths: the window each step of the scan looks at.
    private let window: Int
    /// How far the scan may move the window's end when its last three bytes hash to a given index (`hash(_:)`),
    /// never past a place where a keyword could end its first `window` bytes.
    private let shifts: [UInt8]
    /// For each hash of a block that ends a keyword's first `window` bytes: those keywords' indexes.
    private let endings: [Int: [Int]]
    private let allGroups: Groups

    /// A filter for one group of keywords; `matches` says whether any occurs.
    init(_ keywords: [String]) { self.init(groups: [keywords]) }

    /// A filter for several groups; `groups(in:)` says which occur. Keywords must be at least two bytes long.
    init(groups: [[String]]) {
        precondition(groups.count <= 32, "KeywordFilter handles at most 32 groups")
        var merged: [[UInt8]: Groups] = [:]
        for (index, group) in groups.enumerated() {
            for keyword in group {
                precondition(keyword.utf8.count >= 2, "KeywordFilter keywords need two bytes or more")
                merged[Array(keyword.utf8), default: []].insert(.group(index))
            }
        }
        let sorted = merged.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { ($0.key, $0.value) }
        keywords = sorted.filter { $0.0.count >= Self.shortLength }
        shortKeywords = sorted.filter { $0.0.count < Self.shortLength }
        allGroups = Groups(rawValue: groups.isEmpty ? 0 : UInt32.max >> (32 - UInt32(groups.count)))
        let window = keywords.map(\.bytes.count).min() ?? Self.shortLength
        self.window = window
        // A block found in no keyword: the window may move so that the block is just before it.
        var shifts = [UInt8](repeating: UInt8(min(window - 2, Int(UInt8.max))), count: 1 << Self.hashBits)
        var endings: [Int: [Int]] = [:]
        for (index, keyword) in keywords.enumerated() {
            for end in 2..<window {
                let hash = Self.hash(keyword.bytes[end - 2], keyword.bytes[end - 1], keyword.bytes[end])
                shifts[hash] = min(shifts[hash], UInt8(min(window - 1 - end, Int(UInt8.max))))
                if end == window - 1 { endings[hash, default: []].append(index) }
            }
        }
        self.shifts = shifts
        self.endings = endings
    }

    private static let hashBits = 15

    /// The table index of a block of three bytes (Fibonacci hashing); blocks that share one only make the scan
    /// stop more often, never miss a keyword.
    @inline(__always)
    private static func hash(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Int {
        let block = UInt32(first) << 16 | UInt32(second) << 8 | UInt32(third)
        return Int((block &* 0x9E37_79B1) >> (32 - UInt32(hashBits)))
    }

    /// Whether any keyword occurs in `data`.
    func matches(_ data: Data) -> Bool { !groups(in: data).isEmpty }

    /// The groups with at least one keyword in `data`.
    func groups(in data: Data) -> Groups {
        data.withUnsafeBytes { raw -> Groups in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [] }
            var found = shortKeywordGroups(in: UnsafeBufferPointer(start: base, count: raw.count))
            guard found != allGroups, !keywords.isEmpty, raw.count >= window else { return found }
            return shifts.withUnsafeBufferPointer { shifts in
                var end = window - 1
                while end < raw.count {
                    let hash = Self.hash(base[end - 2], base[end - 1], base[end])
                    let shift = Int(shifts[hash])
                    if shift > 0 {
                        end += shift
                        continue
                    }
                    let start = end - (window - 1)
                    for index in endings[hash] ?? [] {
                        let keyword = keywords[index]
                        guard !found.isSuperset(of: keyword.groups), start + keyword.bytes.count <= raw.count,
                            memcmp(base + start, keyword.bytes, keyword.bytes.count) == 0
                        else { continue }
                        found.formUnion(keyword.groups)
                        if found == allGroups { return found }
                    }
                    end += 1
                }
                return found
            }
        }
    }

    /// The groups of the short keywords found in `bytes` (`firstOffset`: `memchr` to each occurrence of a keyword's
    /// first byte, then `memcmp`).
    private func shortKeywordGroups(in bytes: UnsafeBufferPointer<UInt8>) -> Groups {
        var found: Groups = []
        for keyword in shortKeywords where !found.isSuperset(of: keyword.groups) {
            if keyword.bytes.withUnsafeBufferPointer({ firstOffset(of: $0, in: bytes) }) != nil {
                found.formUnion(keyword.groups)
            }
        }
        return found
    }
}
