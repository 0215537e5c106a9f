import QuickActionKit

/// An inline suppression in Swift source: `// quickactions:disable:next rule_id [rule_id…]` silences those rules
/// on the next line, `// quickactions:disable:this rule_id` on its own line (SwiftLint's convention).
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

    /// The suppressions written in a Swift file's text.
    public static func parse(_ text: String, file: String) -> [SuppressionComment] {
        guard text.containsUTF8("quickactions:disable") else { return [] }
        var comments: [SuppressionComment] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// quickactions:disable:") else { continue }
            let rest = line[range.upperBound...]
            let scope = rest.prefix { $0.isLetter }
            let ruleIDs = rest.dropFirst(scope.count).split(separator: " ").map(String.init).filter { !$0.isEmpty }
            guard !ruleIDs.isEmpty, scope == "next" || scope == "this" else { continue }
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            comments.append(
                SuppressionComment(
                    location: SourceLocation(file: file, line: index + 1, column: column),
                    suppressedLine: scope == "next" ? index + 2 : index + 1, ruleIDs: ruleIDs))
        }
        return comments
    }
}
