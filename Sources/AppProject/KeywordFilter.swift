import Foundation

/// Finds which groups of keywords occur in a file's bytes, in one pass, so that only files that can matter reach
/// the Swift parser (issue 7: "files that cannot matter must not be parsed", at about grep's speed).
///
/// The search is Wu and Manber's multi-pattern algorithm, the family grep uses for several fixed strings: a table
/// indexed by each pair of bytes says how far the scan may jump ahead. A pair that appears in no keyword lets the
/// scan skip almost a whole keyword's length; only a pair that ends some keyword's first `m` bytes (m is the
/// shortest keyword's length) stops it, and then the keywords ending there are compared with `memcmp`.
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
    /// The shortest keyword's length: the window each step of the scan looks at.
    private let window: Int
    /// How far the scan may move the window's end when its last two bytes are a given pair (pair = first << 8 |
    /// second), never past a place where a keyword could end its first `window` bytes.
    private let shifts: [UInt8]
    /// For each pair that ends a keyword's first `window` bytes: those keywords' indexes.
    private let endings: [UInt16: [Int]]
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
        keywords = merged.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { ($0.key, $0.value) }
        allGroups = Groups(rawValue: groups.isEmpty ? 0 : UInt32.max >> (32 - UInt32(groups.count)))
        let window = keywords.map(\.bytes.count).min() ?? 2
        self.window = window
        let longest = UInt8(min(window - 1, Int(UInt8.max)))
        var shifts = [UInt8](repeating: longest, count: 1 << 16)
        var endings: [UInt16: [Int]] = [:]
        for (index, keyword) in keywords.enumerated() {
            for end in 1..<window {
                let pair = UInt16(keyword.bytes[end - 1]) << 8 | UInt16(keyword.bytes[end])
                shifts[Int(pair)] = min(shifts[Int(pair)], UInt8(min(window - 1 - end, Int(UInt8.max))))
                if end == window - 1 { endings[pair, default: []].append(index) }
            }
        }
        self.shifts = shifts
        self.endings = endings
    }

    /// Whether any keyword occurs in `data`.
    func matches(_ data: Data) -> Bool { !groups(in: data).isEmpty }

    /// The groups with at least one keyword in `data`.
    func groups(in data: Data) -> Groups {
        data.withUnsafeBytes { raw -> Groups in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count >= window else {
                return []
            }
            return shifts.withUnsafeBufferPointer { shifts in
                var found: Groups = []
                var end = window - 1
                while end < raw.count {
                    let pair = UInt16(base[end - 1]) << 8 | UInt16(base[end])
                    let shift = Int(shifts[Int(pair)])
                    if shift > 0 {
                        end += shift
                        continue
                    }
                    let start = end - (window - 1)
                    for index in endings[pair] ?? [] {
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
}
