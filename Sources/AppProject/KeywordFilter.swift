import Foundation

/// Decides on the raw bytes whether a file can matter, before it is decoded or parsed: files that cannot declare
/// quick actions or App Shortcuts are never parsed (issue 3, issue 7 performance).
enum KeywordFilter {
    /// Whether `data` contains any of the UTF-8 `keywords`: `memchr` to each candidate first byte, then `memcmp`
    /// (no String decoding or UTF-16 conversion).
    static func containsAny(_ data: Data, _ keywords: [String]) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            let count = raw.count
            return keywords.contains { keyword in
                let needle = Array(keyword.utf8)
                guard let first = needle.first, needle.count <= count else { return false }
                var offset = 0
                while offset <= count - needle.count {
                    guard let hit = memchr(base + offset, Int32(first), count - needle.count + 1 - offset) else {
                        return false
                    }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, needle, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
