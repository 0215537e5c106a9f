import Foundation
import QuickActionKit
import XcodeProject

/// `quickactions lint --fix`: applies the findings' `TextFix`es by replacing only the bytes of each value where its
/// file writes it (a `<string>` of an XML property list, the value of a strings-file entry, a Swift string literal),
/// never reformatting a file. What cannot be fixed safely is left alone and said why.
public struct Fixer {
    public init() {}

    /// A file's text before and after its fixes.
    public struct FileEdit: Sendable, Hashable {
        public var path: String
        public var before: String
        public var after: String
        public var fixCount: Int
    }

    public struct Plan: Sendable {
        public var edits: [FileEdit]
        /// Findings with a fix that was not applied, and why.
        public var skipped: [(finding: Finding, reason: String)]
    }

    /// Works out every file's new text; nothing is written.
    public func plan(_ findings: [Finding]) -> Plan {
        var skipped: [(Finding, String)] = []
        // The same finding twice (a file shared by two app targets) is one fix.
        var seen: Set<Finding> = []
        let unique = findings.filter { $0.fix != nil && seen.insert($0).inserted }
        let byFile = Dictionary(grouping: unique, by: \.location.file)
        var edits: [FileEdit] = []
        for file in byFile.keys.sorted() {
            let fixes = byFile[file] ?? []
            guard let kind = FileKind(path: file) else {
                let ext = URL(fileURLWithPath: file).pathExtension
                skipped += fixes.map { ($0, "--fix does not edit .\(ext) files; change the text by hand") }
                continue
            }
            guard let data = ProjectFile.read(file) else {
                skipped += fixes.map { ($0, "cannot read the file") }
                continue
            }
            if kind == .propertyList, data.starts(with: Array("bplist".utf8)) {
                skipped += fixes.map {
                    ($0, "a binary property list; --fix edits XML ones (convert it with plutil -convert xml1 \(file))")
                }
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                skipped += fixes.map { ($0, "not UTF-8 text; --fix edits UTF-8 files only") }
                continue
            }
            var lines = text.components(separatedBy: "\n")
            var corrections: [Int: [Correction]] = [:]
            var count = 0
            for finding in fixes {
                guard let fix = finding.fix, let line = finding.location.line else { continue }
                if let refusal = fix.refusal {
                    skipped.append((finding, refusal))
                    continue
                }
                guard
                    let (index, range) = locate(
                        fix, kind: kind, near: line - 1, column: finding.location.column, in: lines)
                else {
                    skipped.append((finding, "the text is not written there once as a plain \(kind.valueName)"))
                    continue
                }
                let correction = Correction(
                    range: range, before: String(lines[index][range]), after: kind.encoded(fix.replacement))
                guard Correction.add(correction, to: &corrections[index, default: []], in: lines[index]) else {
                    skipped.append((finding, "another fix changes the same characters of this text differently"))
                    continue
                }
                count += 1
            }
            guard count > 0 else { continue }
            // From the end of each line backwards, so earlier ranges stay valid.
            for (index, lineCorrections) in corrections {
                for correction in lineCorrections.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                    lines[index].replaceSubrange(correction.range, with: correction.after)
                }
            }
            edits.append(
                FileEdit(
                    path: file, before: text, after: lines.joined(separator: "\n"), fixCount: count))
        }
        return Plan(edits: edits, skipped: skipped)
    }

    /// Writes each file atomically (`AtomicFile`): a failure leaves the original as it was.
    public func write(_ edits: [FileEdit]) throws(FixError) {
        for edit in edits {
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(Data(edit.after.utf8), to: edit.path)
            } catch {
                throw FixError(file: edit.path, reason: error.reason)
            }
        }
    }

    /// Where `fix.original` is written as a value near line `start` (0-based), at or after `column` (1-based) on
    /// that line: the line and the range of the encoded text. The column keeps a fix to the text it reports when the
    /// same characters come earlier on the line, as an item's type before its title (issue 34: `--fix` rewrote the
    /// type). Columns count characters here; one counted in UTF-8 bytes lies at or after, so the search still starts
    /// before the text.
    func locate(
        _ fix: TextFix, kind: FileKind, near start: Int, column: Int? = nil, in lines: [String]
    ) -> (Int, Range<String.Index>)? {
        let encoded = kind.encoded(fix.original)
        guard !encoded.isEmpty, start >= 0, start < lines.count else { return nil }
        for index in start..<min(lines.count, start + kind.searchedLines) {
            var line = Substring(lines[index])
            if index == start, let column, column > 1 {
                line =
                    line[
                        (line.index(line.startIndex, offsetBy: column - 1, limitedBy: line.endIndex) ?? line.endIndex)...
                    ]
            }
            if fix.isFragment {
                // Inside a string literal on the line: after an odd number of quotes.
                var searchStart = line.startIndex
                while let range = line.range(of: encoded, range: searchStart..<line.endIndex) {
                    if line[..<range.lowerBound].filter({ $0 == "\"" }).count % 2 == 1 { return (index, range) }
                    searchStart = range.upperBound
                }
                continue
            }
            let (open, close) = kind.delimiters
            // A strings entry's value is the last quoted text on its line (its key may be the same text). In Swift,
            // an item's type may be the same literal as its title on one line: the one after a title's label
            // (`localizedTitle:`, `shortTitle:`) is the text, and when that does not tell them apart, neither is
            // changed.
            let found: Range<String.Index>?
            switch kind {
            case .strings: found = line.range(of: open + encoded + close, options: .backwards)
            case .propertyList: found = line.range(of: open + encoded + close)
            case .swift:
                let all = Self.ranges(of: open + encoded + close, in: line)
                let labelled = all.filter { Self.followsTitleLabel(line[..<$0.lowerBound]) }
                guard all.count <= 1 || labelled.count == 1 else { return nil }
                found = all.count == 1 ? all[0] : labelled.first
            }
            if let found {
                let lower = line.index(found.lowerBound, offsetBy: open.count)
                let upper = line.index(found.upperBound, offsetBy: -close.count)
                return (index, lower..<upper)
            }
        }
        return nil
    }

    private static func ranges(of text: String, in line: Substring) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var start = line.startIndex
        while let range = line.range(of: text, range: start..<line.endIndex) {
            result.append(range)
            start = range.upperBound
        }
        return result
    }

    /// Whether the Swift before a literal ends with an argument label naming a title (`localizedTitle:`).
    private static func followsTitleLabel(_ before: Substring) -> Bool {
        let trimmed = before.reversed().drop { $0 == " " }
        guard trimmed.first == ":" else { return false }
        let label = String(trimmed.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber }.reversed())
        return label.lowercased().hasSuffix("title")
    }

    /// The files `--fix` edits and how each writes a text.
    enum FileKind: Equatable {
        case propertyList, strings, swift

        init?(path: String) {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "plist": self = .propertyList
            case "strings": self = .strings
            case "swift": self = .swift
            default: return nil
            }
        }

        var valueName: String {
            switch self {
            case .propertyList: "<string> value"
            case .strings: "strings-file value"
            case .swift: "string literal"
            }
        }

        /// A plist value is on the finding's line; a Swift call's literal may be a few lines below its start.
        var searchedLines: Int { self == .swift ? 12 : 2 }

        var delimiters: (String, String) { self == .propertyList ? (">", "</string>") : ("\"", "\"") }

        /// `text` as the file writes it.
        func encoded(_ text: String) -> String {
            switch self {
            case .propertyList: XMLText.content(text)
            case .strings, .swift:
                text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            }
        }
    }

    /// One range of a line and its new text, as the file writes it. Two fixes of the same text (title case and the
    /// ellipsis of one title) are merged into one correction (`TextMerge`), so one run makes both.
    struct Correction {
        var range: Range<String.Index>
        var before: String
        var after: String

        /// Adds `new` to a line's corrections, merged with one it overlaps when one range holds the other and the
        /// two change different characters; `false` (nothing added) when they cannot be merged.
        static func add(_ new: Correction, to corrections: inout [Correction], in line: String) -> Bool {
            guard let index = corrections.firstIndex(where: { $0.range.overlaps(new.range) }) else {
                corrections.append(new)
                return true
            }
            let existing = corrections[index]
            let (outer, inner) =
                existing.range.clamped(to: new.range) == new.range ? (existing, new) : (new, existing)
            guard outer.range.clamped(to: inner.range) == inner.range else { return false }
            // The inner correction as a correction of the outer range's text.
            var widened = outer.before
            let start = line.distance(from: outer.range.lowerBound, to: inner.range.lowerBound)
            let length = line.distance(from: inner.range.lowerBound, to: inner.range.upperBound)
            let lower = widened.index(widened.startIndex, offsetBy: start)
            widened.replaceSubrange(lower..<widened.index(lower, offsetBy: length), with: inner.after)
            guard let merged = TextMerge.merge(base: outer.before, outer.after, widened) else { return false }
            corrections[index] = Correction(range: outer.range, before: outer.before, after: merged)
            return true
        }
    }

    /// A unified diff of one edit (3 lines of context), as `diff -u` writes it and `git apply` takes it; paths as
    /// `displayPath` gives them. A file's final newline ends its last line, not a line of its own; a last line
    /// without one is followed by `\ No newline at end of file`.
    public static func unifiedDiff(_ edit: FileEdit, displayPath: String) -> String {
        let before = DiffText(edit.before)
        let after = DiffText(edit.after)
        // Fixes change lines in place, so the two texts have the same lines.
        let changed = before.lines.indices.filter {
            $0 < after.lines.count && before.lines[$0] != after.lines[$0]
        }
        guard !changed.isEmpty else { return "" }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - 3)...min(before.lines.count - 1, index + 3)
            if let last = hunks.last, last.upperBound >= range.lowerBound - 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var diff = "--- a/\(displayPath)\n+++ b/\(displayPath)\n"
        for hunk in hunks {
            let length = hunk.count
            diff += "@@ -\(hunk.lowerBound + 1),\(length) +\(hunk.lowerBound + 1),\(length) @@\n"
            for index in hunk {
                if before.lines[index] == after.lines[index] {
                    diff += " " + before.line(index)
                } else {
                    diff += "-" + before.line(index) + "+" + after.line(index)
                }
            }
        }
        return diff
    }

    /// A text's lines for a diff, and whether it ends with a newline.
    private struct DiffText {
        var lines: [String]
        var endsWithNewline: Bool

        /// Split on the byte `\n` (as `plan` splits), so a CRLF file keeps its `\r`s.
        init(_ text: String) {
            endsWithNewline = text.utf8.last == UInt8(ascii: "\n")
            lines = text.components(separatedBy: "\n")
            if endsWithNewline { lines.removeLast() }
        }

        /// Line `index` as a diff writes it, with its newline or the marker that it has none.
        func line(_ index: Int) -> String {
            index == lines.count - 1 && !endsWithNewline
                ? "\(lines[index])\n\\ No newline at end of file\n" : "\(lines[index])\n"
        }
    }
}

/// A fixed file that could not be written; the original is untouched.
public struct FixError: UserFacingError, Sendable {
    public var file: String
    public var reason: String
    public var description: String { "\(file): cannot write the fixed file (\(reason)); it is unchanged" }
}
