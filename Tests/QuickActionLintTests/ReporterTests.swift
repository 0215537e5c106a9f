import Foundation
import QuickActionKit
import QuickActionLint
import Testing

@Suite("Reporters")
struct ReporterTests {
    static let root = "/work/app"
    static let findings = [
        Finding(
            ruleID: "too_many_quick_actions", severity: .error,
            location: SourceLocation(file: "/work/app/Notes/Info.plist", line: 40, column: 4),
            message: "Info.plist declares 5 quick actions; iOS shows four."),
        Finding(
            ruleID: "empty_title", severity: .warning,
            location: SourceLocation(file: "/work/app/Notes/Recent.swift", line: 3, column: 12),
            message: "The title is empty, 100% sure:\nfix it, please."),
    ]

    @Test("xcode: path:line:col: severity: message (rule)")
    func xcode() {
        #expect(
            XcodeReporter().report(Self.findings, root: Self.root)
                == "/work/app/Notes/Info.plist:40:4: error: Info.plist declares 5 quick actions; iOS shows four. (too_many_quick_actions)\n"
                + "/work/app/Notes/Recent.swift:3:12: warning: The title is empty, 100% sure:\nfix it, please. (empty_title)\n"
        )
    }

    @Test("json: relative paths, every field")
    func json() throws {
        let data = Data(JSONReporter().report(Self.findings, root: Self.root).utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["file"] as? String == "Notes/Info.plist")
        #expect(entries[0]["line"] as? Int == 40)
        #expect(entries[0]["column"] as? Int == 4)
        #expect(entries[0]["rule_id"] as? String == "too_many_quick_actions")
        #expect(entries[1]["severity"] as? String == "warning")
    }

    @Test("github-actions: workflow commands with escaped data and properties")
    func githubActions() {
        let lines = GitHubActionsReporter().report(Self.findings, root: Self.root).split(separator: "\n")
        #expect(
            lines[0]
                == "::error file=Notes/Info.plist,line=40,col=4,title=too_many_quick_actions::Info.plist declares 5 quick actions; iOS shows four."
        )
        #expect(
            lines[1]
                == "::warning file=Notes/Recent.swift,line=3,col=12,title=empty_title::The title is empty, 100%25 sure:%0Afix it, please."
        )
    }

    @Test("summary: counts per rule and per file, and totals")
    func summary() {
        let report = SummaryReporter().report(Self.findings, root: Self.root)
        #expect(report.contains("  too_many_quick_actions  1"))
        #expect(report.contains("  Notes/Recent.swift  1"))
        #expect(report.hasSuffix("2 findings: 1 errors, 1 warnings\n"))
        #expect(SummaryReporter().report([], root: Self.root) == "No findings.\n")
    }

    @Test("sarif: version 2.1.0, rules described, results with relative locations")
    func sarif() throws {
        let data = Data(SARIFReporter().report(Self.findings, root: Self.root).utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == ["too_many_quick_actions", "empty_title"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        let location = try #require(
            ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Notes/Info.plist")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 40)
    }

    @Test("Every reporter is found by its identifier")
    func registry() {
        for name in ["xcode", "json", "sarif", "github-actions", "summary"] {
            #expect(Reporters.reporter(named: name) != nil, "\(name)")
        }
        #expect(Reporters.reporter(named: "csv") == nil)
    }
}
