import Foundation

/// Known findings to leave aside: a JSON file of rule, file (relative to the linted folder) and message, without
/// line numbers, so it stays valid when lines move (SwiftLint's baseline). Each entry absorbs one finding.
public struct Baseline: Sendable, Hashable, Codable {
    public struct Entry: Sendable, Hashable, Codable {
        public var ruleID: String
        public var file: String
        public var message: String

        enum CodingKeys: String, CodingKey {
            case ruleID = "rule_id"
            case file, message
        }
    }

    public var entries: [Entry]

    public init(findings: [Finding], root: String) {
        entries = findings.map {
            Entry(ruleID: $0.ruleID, file: Reporters.relative($0.location.file, to: root), message: $0.message)
        }
        .sorted { ($0.file, $0.ruleID, $0.message) < ($1.file, $1.ruleID, $1.message) }
    }

    public init(data: Data) throws {
        entries = try JSONDecoder().decode([Entry].self, from: data)
    }

    /// Stable JSON: one entry per finding, sorted.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(entries)
    }

    /// The findings not in the baseline.
    public func filter(_ findings: [Finding], root: String) -> [Finding] {
        var remaining = Dictionary(grouping: entries, by: { $0 }).mapValues(\.count)
        return findings.filter { finding in
            let entry = Entry(
                ruleID: finding.ruleID, file: Reporters.relative(finding.location.file, to: root),
                message: finding.message)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }
}
