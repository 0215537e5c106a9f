import Foundation
import QuickActionKit
import QuickActionLint
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Reporters")
struct ReporterTests {
    static let context = ReportContext(workingDirectory: "/work/app")
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

    @Test("xcode: path:line:col: severity: message (rule), the path relative to the current folder")
    func xcode() {
        #expect(
            XcodeReporter().report(Self.findings, context: Self.context)
                == "Notes/Info.plist:40:4: error: Info.plist declares 5 quick actions; iOS shows four. (too_many_quick_actions)\n"
                + "Notes/Recent.swift:3:12: warning: The title is empty, 100% sure:\nfix it, please. (empty_title)\n"
        )
    }

    /// Issue 34: a repository's titles and file names must not write escape sequences into a CI log.
    @Test("Text reports make an app's control characters visible and keep only their own colours")
    func controlCharacters() {
        let hostile = [
            Finding(
                ruleID: "empty_title", severity: .warning,
                location: SourceLocation(file: "/work/app/Evil\u{1B}]0;x\u{7}.swift", line: 1, column: 1),
                message: "The title “\u{1B}[2J\u{9B}31mNew\r” is odd.")
        ]
        let colored = ReportContext(workingDirectory: "/work/app", colors: true)
        let reports = [
            XcodeReporter().report(hostile, context: Self.context),
            XcodeReporter().report(hostile, context: colored),
            MarkdownReporter().report(hostile, context: Self.context),
            GitHubActionsReporter().report(hostile, context: Self.context),
            SummaryReporter().report(hostile, context: Self.context),
        ]
        for report in reports {
            #expect(!report.contains("\u{1B}[2J") && !report.contains("\u{1B}]0;") && !report.contains("\u{9B}"))
            #expect(!report.contains("\r") && !report.contains("\u{7}"))
        }
        #expect(reports[0].contains(#"“\u{1B}[2J\u{9B}31mNew\u{D}”"#))
        // The coloured report keeps its own escape sequences (bold, severity, dim and their resets).
        #expect(reports[1].filter { $0 == "\u{1B}" }.count == 6)
    }

    @Test("Paths: relative to the working directory when inside it, absolute outside, `.` and `..` resolved")
    func paths() {
        let context = ReportContext(workingDirectory: "/work/app/./")
        #expect(context.path("/work/app/Notes/Info.plist") == "Notes/Info.plist")
        #expect(context.path("Notes/../Notes/./Info.plist") == "Notes/Info.plist")
        #expect(context.path("./Examples/Chirp/Info.plist") == "Examples/Chirp/Info.plist")
        #expect(context.path("/work/application/Info.plist") == "/work/application/Info.plist")
        #expect(context.path("../other/Info.plist") == "/work/other/Info.plist")
        #expect(ReportContext(workingDirectory: "/").path("/a/b.swift") == "a/b.swift")
    }

    @Test("Fingerprints stay when lines move and differ between equal findings in one file")
    func fingerprints() {
        var moved = Self.findings
        moved[0].location.line = 52
        moved[1].location.column = 1
        #expect(Fingerprint.of(Self.findings, context: Self.context) == Fingerprint.of(moved, context: Self.context))
        let twice = [Self.findings[0], Self.findings[0]]
        let prints = Fingerprint.of(twice, context: Self.context)
        #expect(prints[0] != prints[1])
        var renamed = Self.findings
        renamed[0].location.file = "/work/app/Other/Info.plist"
        #expect(
            Fingerprint.of(renamed, context: Self.context)[0] != Fingerprint.of(Self.findings, context: Self.context)[0]
        )
    }

    @Test("junit and checkstyle: well-formed XML, one element per finding, text escaped")
    func xml() throws {
        let junit = JUnitReporter().report(Self.findings, context: Self.context)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(
            junit.contains(#"<failure type="error" message="Info.plist declares 5 quick actions; iOS shows four.">"#))
        #expect(junit.contains("100% sure:&#10;fix it"))
        let checkstyle = CheckstyleReporter().report(Self.findings, context: Self.context)
        #expect(checkstyle.contains(#"<file name="Notes/Info.plist">"#))
        #expect(checkstyle.contains(#"<error line="3" column="12" severity="warning""#))
        for document in [junit, checkstyle] {
            let parser = XMLParser(data: Data(document.utf8))
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        }
        #expect(
            JUnitReporter().report([], context: Self.context).contains(
                #"<testcase classname="quickactions" name="no findings"/>"#))
    }

    @Test("json: relative paths, every field")
    func json() throws {
        let data = Data(JSONReporter().report(Self.findings, context: Self.context).utf8)
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
        let lines = GitHubActionsReporter().report(Self.findings, context: Self.context).split(separator: "\n")
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
        let report = SummaryReporter().report(Self.findings, context: Self.context)
        #expect(report.contains("  too_many_quick_actions  1"))
        #expect(report.contains("  Notes/Recent.swift  1"))
        #expect(report.hasSuffix("2 findings: 1 errors, 1 warnings\n"))
        #expect(SummaryReporter().report([], context: Self.context) == "No findings.\n")
    }

    /// A name whose accent is a combining mark is one character on screen but two UTF-16 units: Foundation's
    /// `padding(toLength:)`, which counts the units, cut its last character and misaligned the counts.
    @Test("summary: names are padded by what the terminal shows, and never cut")
    func summaryPadding() {
        let findings = ["Notes/Cafe\u{301}.swift", "Notes/Tea.swift"].map { file in
            Finding(
                ruleID: "empty_title", severity: .warning,
                location: SourceLocation(file: "/work/app/" + file, line: 1, column: 1), message: "Empty.")
        }
        let report = SummaryReporter().report(findings, context: Self.context)
        #expect(report.contains("  Notes/Cafe\u{301}.swift  1\n"))
        #expect(report.contains("  Notes/Tea.swift   1\n"))
    }

    @Test("sarif: version 2.1.0, rules described, results with relative locations")
    func sarif() throws {
        let data = Data(SARIFReporter().report(Self.findings, context: Self.context).utf8)
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
        #expect((location["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%")
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] as? String == "file:///work/app/")
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["quickactionsFinding/v1"] }
        #expect(prints == Fingerprint.of(Self.findings, context: Self.context))
        #expect(
            rules.allSatisfy {
                ($0["helpUri"] as? String)?.hasSuffix("/Documentation/rules/\($0["id"] as? String ?? "").md") == true
            })
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 40)
    }

    @Test("Every reporter is found by its identifier")
    func registry() {
        for name in [
            "xcode", "json", "sarif", "github-actions", "summary", "junit", "checkstyle", "codeclimate", "sonarqube",
            "html", "markdown",
        ] {
            #expect(Reporters.reporter(named: name) != nil, "\(name)")
        }
        #expect(Reporters.reporter(named: "csv") == nil)
    }
}
