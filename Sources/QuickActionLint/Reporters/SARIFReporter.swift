import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), for code-scanning tools: one run, the rules that
/// produced findings with their descriptions, and a result per finding with a location relative to `SRCROOT`.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public init() {}

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "quickactions"
        var informationUri = "https://github.com/quickactionkit/quickactionkit"
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    public func report(_ findings: [Finding], root: String) -> String {
        let used = Set(findings.map(\.ruleID))
        let rules = RuleRegistry.all.map { $0.description }.filter { used.contains($0.identifier) }.map {
            ReportingDescriptor(
                id: $0.identifier, name: $0.name.replacingOccurrences(of: " ", with: ""),
                shortDescription: Message(text: $0.name), fullDescription: Message(text: $0.rationale),
                defaultConfiguration: Configuration(level: Self.level($0.defaultSeverity)))
        }
        let results = findings.map { finding in
            Result(
                ruleId: finding.ruleID, level: Self.level(finding.severity), message: Message(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(
                                uri: Reporters.relative(finding.location.file, to: root), uriBaseId: "SRCROOT"),
                            region: finding.location.line.map {
                                Region(startLine: $0, startColumn: finding.location.column)
                            }))
                ])
        }
        let root = ArtifactLocation(uri: URL(fileURLWithPath: root, isDirectory: true).absoluteString, uriBaseId: nil)
        let log = Log(runs: [
            Run(tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: ["SRCROOT": root], results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data(), as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String { severity == .error ? "error" : "warning" }
}
