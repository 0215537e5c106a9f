import AppProject
import Foundation
import QuickActionKit
import QuickActionLint
import QuickActionPreview
import Testing

/// Every rule's examples run as its tests: a triggering example must produce findings exactly where its `↓` markers
/// are; a non-triggering example must produce none (SwiftLint's shape).
@Suite("Rule examples")
struct RuleExamplesTests {
    /// Rules whose examples run everywhere; `unknown_symbol` needs the SF Symbols catalog (SymbolCatalogTests).
    static let rules = RuleRegistry.all.map { $0.description.identifier }.filter { $0 != "unknown_symbol" }

    /// Writes the example (markers removed) into a temporary folder and returns it with the marker positions as
    /// `path:line:column` relative to the folder.
    static func materialize(_ example: RuleExample) throws -> (folder: URL, markers: Set<String>) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-rule-\(UUID().uuidString)")
        var markers: Set<String> = []
        for (path, text) in example.files {
            var clean = ""
            for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var column = 1
                var cleanLine = ""
                for character in line {
                    if character == RuleExample.marker {
                        markers.insert("\(path):\(lineIndex + 1):\(column)")
                        continue
                    }
                    cleanLine.append(character)
                    column += character.utf8.count
                }
                clean += (lineIndex == 0 ? "" : "\n") + cleanLine
            }
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(clean.utf8).write(to: url)
        }
        return (folder, markers)
    }

    static func findings(_ identifier: String, in example: RuleExample) throws -> (
        found: Set<String>, markers: Set<String>
    ) {
        let (folder, markers) = try materialize(example)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rule = RuleRegistry.rule(identifier: identifier)!.init()
        let app = try ProjectReader().readProjectApp(at: folder.path)
        let symbols = try SymbolCatalogFixture.folder.map { try SymbolCatalogLoader.load(folder: $0) }
        let findings = try Linter(rules: [rule]).lint(app, measurer: try? TextMeasurer(), symbols: symbols)
        let prefix = folder.path + "/"
        let found = Set(
            findings.map { finding in
                let location = finding.location
                return
                    "\(location.file.replacingOccurrences(of: prefix, with: "")):\(location.line ?? 0):\(location.column ?? 0)"
            })
        return (found, markers)
    }

    @Test("Triggering examples produce findings exactly at their markers", arguments: rules)
    func triggering(_ identifier: String) throws {
        let description = RuleRegistry.rule(identifier: identifier)!.description
        #expect(!description.triggeringExamples.isEmpty)
        for (index, example) in description.triggeringExamples.enumerated() {
            let (found, markers) = try Self.findings(identifier, in: example)
            #expect(!markers.isEmpty, "example \(index) of \(identifier) has no ↓ marker")
            #expect(found == markers, "example \(index) of \(identifier)")
        }
    }

    @Test("Non-triggering examples produce no findings", arguments: rules)
    func nonTriggering(_ identifier: String) throws {
        let description = RuleRegistry.rule(identifier: identifier)!.description
        #expect(!description.nonTriggeringExamples.isEmpty)
        for (index, example) in description.nonTriggeringExamples.enumerated() {
            let (found, _) = try Self.findings(identifier, in: example)
            #expect(found.isEmpty, "example \(index) of \(identifier): \(found)")
        }
    }

    @Test("Rule identifiers are unique snake_case and every rule cites a source (SwiftLint for the suppression rule)")
    func descriptions() {
        #expect(Set(Self.rules).count == Self.rules.count)
        for type in RuleRegistry.all {
            let description = type.description
            #expect(description.identifier.allSatisfy { $0.isLowercase || $0 == "_" }, "\(description.identifier)")
            #expect(
                ["HIG", "platform-facts", "UIKit", "Xcode", "[KEYS]", "[UIKIT]", "SwiftLint"].contains {
                    description.rationale.contains($0)
                },
                "\(description.identifier) cites no source")
        }
    }
}
