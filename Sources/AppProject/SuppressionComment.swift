import Foundation
import QuickActionKit

/// An inline suppression, in SwiftLint's forms: `// quickactions:disable rule_id [rule_id…]` silences those rules
/// from its line to the end of the file or to a `// quickactions:enable rule_id`; `:next`, `:this` and `:previous`
/// limit either to one line. Swift and strings files write it as a `//` or `/* … */` comment, property lists as
/// `<!-- quickactions:disable:next rule_id -->`. Which findings a file's comments silence is `Suppressions`' job.
public struct SuppressionComment: Sendable, Hashable, Codable {
    public enum Action: String, Sendable, Hashable, Codable {
        case disable, enable
    }

    /// How far a comment reaches: to the end of the file (or the next comment that undoes it), or one line.
    public enum Scope: String, Sendable, Hashable, Codable {
        case region, next, this, previous
    }

    /// The comment's own location.
    public var location: SourceLocation
    public var action: Action
    public var scope: Scope
    /// Rule identifiers as written; `all` means every rule.
    public var ruleIDs: [String]

    public init(location: SourceLocation, action: Action = .disable, scope: Scope, ruleIDs: [String]) {
        self.location = location
        self.action = action
        self.scope = scope
        self.ruleIDs = ruleIDs
    }

    /// The one line a `:next`, `:this` or `:previous` comment covers; `nil` for a region.
    public var coveredLine: Int? {
        guard let line = location.line else { return nil }
        switch scope {
        case .region: return nil
        case .next: return line + 1
        case .this: return line
        case .previous: return line - 1
        }
    }

    /// Whether the comment names `ruleID` (or `all`).
    public func names(_ ruleID: String) -> Bool {
        ruleIDs.contains(ruleID) || ruleIDs.contains("all")
    }

    /// What every suppression comment starts with.
    static let marker = "quickactions:"

    /// The suppressions in a property list's or strings file's bytes as read: none in a binary property list, and
    /// the text is decoded only when the marker is in it. The one reading of such files' comments, whether their
    /// readers (`LocalizationLoader`, `StringTablesLoader`) or the lint (`Suppressions`, for other files) read them.
    public static func parse(contentsOf data: Data, file: String) -> [SuppressionComment] {
        guard !data.starts(with: Array("bplist".utf8)) else { return [] }
        var marker = Self.marker
        let hasMarker = marker.withUTF8 { needle in
            data.withUnsafeBytes { firstOffset(of: needle, in: $0.bindMemory(to: UInt8.self)) != nil }
        }
        return hasMarker ? parse(String(decoding: data, as: UTF8.self), file: file) : []
    }

    /// The suppressions written in a file's text, in any of the three comment forms.
    public static func parse(_ text: String, file: String) -> [SuppressionComment] {
        guard text.containsUTF8(marker) else { return [] }
        var comments: [SuppressionComment] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: marker) else { continue }
            // The marker must open a comment: `//`, `/*` or `<!--`, with at most spaces between.
            let before = line[..<range.lowerBound].reversed().drop { $0 == " " }
            let opener = ["//", "*/", "--!<"].first { before.starts(with: $0) }
            guard let opener else { continue }
            var rest = line[range.upperBound...]
            // The comment's end, if it closes on this line, ends the list of rules.
            let closer = opener == "--!<" ? "-->" : opener == "*/" ? "*/" : nil
            if let closer, let end = rest.range(of: closer) { rest = rest[..<end.lowerBound] }
            let verb = rest.prefix { $0.isLetter }
            guard let action = Action(rawValue: String(verb)) else { continue }
            rest = rest.dropFirst(verb.count)
            var scope = Scope.region
            if rest.first == ":" {
                let written = rest.dropFirst().prefix { $0.isLetter }
                guard let limited = Scope(rawValue: String(written)), limited != .region else { continue }
                scope = limited
                rest = rest.dropFirst(1 + written.count)
            }
            guard rest.first == " " || rest.first == "\t" else { continue }
            // A reason may follow ` - ` (`// quickactions:disable:next title_case - a brand name`).
            let ruleIDs = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
                .prefix { $0 != "-" }
            guard !ruleIDs.isEmpty else { continue }
            // The column of the comment's opening characters.
            let spaces = line[..<range.lowerBound].reversed().prefix { $0 == " " }.count
            let column = line.distance(from: line.startIndex, to: range.lowerBound) - spaces - opener.count + 1
            comments.append(
                SuppressionComment(
                    location: SourceLocation(file: file, line: index + 1, column: column), action: action,
                    scope: scope, ruleIDs: Array(ruleIDs)))
        }
        return comments
    }
}
