/// Two corrections of the same text made together, so that `lint --fix` reaches its fixed point in one run: a
/// title both in the wrong case and with three periods (`new note...`) becomes `New Note…`, not `New Note...`
/// and a second run. Each correction is turned into the characters it changes (a longest-common-subsequence
/// alignment with the original); corrections that change different characters are both applied, corrections
/// that change the same characters differently are a conflict.
enum TextMerge {
    /// `base` with the changes of both `first` and `second` (each a corrected `base`), or `nil` when they change
    /// the same characters differently.
    static func merge(base: String, _ first: String, _ second: String) -> String? {
        let original = Array(base)
        let firstEdits = edits(from: original, to: Array(first))
        let secondEdits = edits(from: original, to: Array(second))
        var combined = firstEdits
        for edit in secondEdits {
            if combined.contains(edit) { continue }
            if combined.contains(where: { $0.conflicts(with: edit) }) { return nil }
            combined.append(edit)
        }
        var result = original
        for edit in combined.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return String(result)
    }

    /// Characters `range` of the original replaced by `replacement` (an insertion when `range` is empty).
    struct Edit: Equatable {
        var range: Range<Int>
        var replacement: [Character]

        /// Whether two edits touch the same characters, or insert at the same place (their order is unknown).
        func conflicts(with other: Edit) -> Bool {
            if range.isEmpty || other.range.isEmpty {
                return range.lowerBound == other.range.lowerBound
                    || (range.isEmpty && other.range.lowerBound < range.lowerBound
                        && range.lowerBound < other.range.upperBound)
                    || (other.range.isEmpty && range.lowerBound < other.range.lowerBound
                        && other.range.lowerBound < range.upperBound)
            }
            return range.overlaps(other.range)
        }
    }

    /// The edits that turn `old` into `new`, from a longest common subsequence of their characters.
    static func edits(from old: [Character], to new: [Character]) -> [Edit] {
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        var pending: (start: Int, replacement: [Character])?
        func flush() {
            if let open = pending { edits.append(Edit(range: open.start..<i, replacement: open.replacement)) }
            pending = nil
        }
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                flush()
                i += 1
                j += 1
            } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
                if pending == nil { pending = (i, []) }
                pending?.replacement.append(new[j])
                j += 1
            } else {
                if pending == nil { pending = (i, []) }
                i += 1
            }
        }
        flush()
        return edits
    }
}
