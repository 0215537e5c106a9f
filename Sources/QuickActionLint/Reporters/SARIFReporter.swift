import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), for code scanning (GitHub, Azure DevOps,
/// SonarQube): one run; the rules that produced findings, each with its page (`helpUri`); a result per finding with
/// its path relative to `%SRCROOT%`, the current directory (`originalUriBaseIds`), and a `partialFingerprints`
/// entry that stays the same when lines move, so code scanning tracks a finding across commits.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public init() {}

    /// The base the results' paths are relative to.
    static let sourceRoot = "%SRCROOT%"
    /// The fingerprint's name and version (SARIF §3.27.17: a versioned name, changed when the recipe changes).
    static let fingerprintName = "quickactionsFinding/v1"

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
        var name = QuickActionsTool.name
        var version = QuickActionsTool.version
        var semanticVersion = QuickActionsTool.version
        var informationUri = QuickActionsTool.homepage
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var helpUri: String
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
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

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let used = Set(findings.map(\.ruleID))
        let descriptions = RuleRegistry.all.map { $0.description }.filter { used.contains($0.identifier) }
        // A finding whose rule is not registered (`unreadable_file`) gets a descriptor of its own.
        let unregistered = used.subtracting(descriptions.map(\.identifier)).sorted()
        var rules = descriptions.map {
            ReportingDescriptor(
                id: $0.identifier, name: $0.name.replacingOccurrences(of: " ", with: ""),
                shortDescription: Message(text: $0.name), fullDescription: Message(text: $0.rationale),
                helpUri: QuickActionsTool.ruleDocumentation($0.identifier),
                help: Message(text: "\($0.rationale) See \(QuickActionsTool.ruleDocumentation($0.identifier))"),
                defaultConfiguration: Configuration(level: Self.level($0.defaultSeverity)))
        }
        rules += unregistered.map {
            ReportingDescriptor(
                id: $0, name: $0, shortDescription: Message(text: $0), fullDescription: Message(text: $0),
                helpUri: QuickActionsTool.homepage, help: Message(text: $0),
                defaultConfiguration: Configuration(level: "error"))
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let fingerprints = Fingerprint.of(findings, context: context)
        let results = zip(findings, fingerprints).map { finding, fingerprint in
            let path = context.path(finding.location.file)
            // Inside the working directory: relative to %SRCROOT%; outside it: an absolute file URI.
            let artifact =
                path.hasPrefix("/")
                ? ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString, uriBaseId: nil)
                : ArtifactLocation(uri: Self.uriPath(path), uriBaseId: Self.sourceRoot)
            return Result(
                ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID] ?? 0, level: Self.level(finding.severity),
                message: Message(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: artifact,
                            region: finding.location.line.map {
                                Region(startLine: $0, startColumn: finding.location.column)
                            }))
                ], partialFingerprints: [Self.fingerprintName: fingerprint])
        }
        let root = ArtifactLocation(
            uri: URL(fileURLWithPath: context.workingDirectory, isDirectory: true).absoluteString, uriBaseId: nil)
        let log = Log(runs: [
            Run(tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: [Self.sourceRoot: root], results: results)
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data(), as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String { severity == .error ? "error" : "warning" }

    /// A relative path as a URI reference: each segment percent-encoded (spaces, `#`, `%`, non-ASCII).
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }.joined(separator: "/")
    }
}
