import QuickActionKit

/// An inline suppression: `// quickactions:disable:next rule_id [rule_id…]` silences those rules on the next line,
/// `// quickactions:disable:this rule_id` on its own line (SwiftLint's convention). Swift and strings files write it
/// as a `//` or `/* … */` comment, property lists as `<!-- quickactions:disable:next rule_id -->`.
public struct SuppressionComment: Sendable, Hashable, Codable {
    /// The comment's own location.
    public var location: SourceLocation
    /// The line whose findings are silenced.
    public var suppressedLine: Int
    /// Rule identifiers; `all` silences every rule.
    public var ruleIDs: [String]

    public init(location: SourceLocation, suppressedLine: Int, ruleIDs: [String]) {
        self.location = location
        self.suppressedLine = suppressedLine
        self.ruleIDs = ruleIDs
    }

    /// Whether a finding of `ruleID` at `location` is silenced.
    public func suppresses(ruleID: String, at location: SourceLocation) -> Bool {
        location.file == self.location.file && location.line == suppressedLine
            && (ruleIDs.contains(ruleID) || ruleIDs.contains("all"))
    }

    /// The suppressions written in a file's text, in any of the three comment forms.
    public static func parse(_ text: String, file: String) -> [SuppressionComment] {
        guard text.containsUTF8("quickactions:disable") else { return [] }
        var comments: [SuppressionComment] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "quickactions:disable:") else { continue }
            // The marker must open a comment: `//`, `/*` or `<!--`, with at most spaces between.
            let before = line[..<range.lowerBound].reversed().drop { $0 == " " }
            let opener = ["//", "*/", "--!<"].first { before.starts(with: $0) }
            guard let opener else { continue }
            var rest = line[range.upperBound...]
            // The comment's end, if it closes on this line, ends the list of rules.
            let closer = opener == "--!<" ? "-->" : opener == "*/" ? "*/" : nil
            if let closer, let end = rest.range(of: closer) { rest = rest[..<end.lowerBound] }
            let scope = rest.prefix { $0.isLetter }
            let ruleIDs = rest.dropFirst(scope.count).split(separator: " ").map(String.init).filter { !$0.isEmpty }
            guard !ruleIDs.isEmpty, scope == "next" || scope == "this" else { continue }
            // The column of the comment's opening characters.
            let spaces = line[..<range.lowerBound].reversed().prefix { $0 == " " }.count
            let column = line.distance(from: line.startIndex, to: range.lowerBound) - spaces - opener.count + 1
            comments.append(
                SuppressionComment(
                    location: SourceLocation(file: file, line: index + 1, column: column),
                    suppressedLine: scope == "next" ? index + 2 : index + 1, ruleIDs: ruleIDs))
        }
        return comments
    }
}
