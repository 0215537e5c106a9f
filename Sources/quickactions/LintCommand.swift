import AppProject
import ArgumentParser
import Foundation
import QuickActionKit
import QuickActionLint
import QuickActionPreview
import XcodeProject

/// `quickactions lint`: checks apps against the guidelines and the platform's rules.
struct LintCommand: DiagnosticCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check quick actions and App Shortcuts against the HIG and the platform's rules.",
        discussion: """
            Exit code 0 when there is no error (warnings allowed), 1 on any error (on any finding with --strict, \
            never with --lenient), 2 on a usage or configuration error. Files that cannot be read are reported as findings (unreadable_file) with their \
            location. `quickactions rules` lists the rules.
            """)

    @Argument(
        help: """
            Xcode projects or workspaces, XcodeGen or Tuist projects, folders holding them, or app folders (linted \
            whole); any other file (a Swift or strings file, an Info.plist) is linted within its app and only its \
            findings are reported; - reads such paths from standard input, one per line (default: the current \
            folder).
            """,
        completion: .file())
    var paths: [String] = ["."]

    @OptionGroup var build: BuildOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(
        help: """
            xcode (default), json, sarif, github-actions, summary, junit, checkstyle, codeclimate (GitLab Code \
            Quality), sonarqube, html or markdown. Paths are relative to the current folder.
            """,
        completion: Completions.reporters)
    var reporter: String = "xcode"

    @Option(help: "auto (when standard output is a terminal and NO_COLOR is not set), always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Report every finding as an error, in every reporter, so warnings fail the job too (exit 1).")
    var strict = false

    @Flag(help: "Report every finding as a warning, so only usage and configuration errors fail the job.")
    var lenient = false

    @Option(
        help: """
            The one configuration file to use (default: .quickactions.yml in the current folder, refined by one in \
            each folder between it and a linted file).
            """, completion: .file())
    var config: String?

    @Flag(
        help: """
            Fix what is mechanical (title case, the ellipsis, emoji in a title with words, how App Shortcuts and \
            Shortcuts are written) by editing only those texts, then lint again.
            """)
    var fix = false

    @Flag(help: "With --fix: print the changes as a unified diff and change nothing.")
    var dryRun = false

    @Option(help: "Write the report to FILE (atomically) instead of standard output.", completion: .file())
    var output: String?

    @Option(
        help: "Leave aside the findings recorded in this baseline file (see --write-baseline).", completion: .file())
    var baseline: String?

    @Option(
        help: "Record the current findings as a baseline file (rule, relative file, message; no line numbers).",
        completion: .file())
    var writeBaseline: String?

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix.") }
        if strict && lenient { throw ValidationError("--strict and --lenient cannot be used together.") }
        guard Reporters.reporter(named: reporter) != nil else {
            throw ValidationError(
                "unknown reporter '\(reporter)'; use one of: \(Reporters.all.map { $0.identifier }.joined(separator: ", "))."
            )
        }
    }

    /// `1 file`, `2 files`.
    static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// `paths` with `-` replaced by the paths standard input lists, one per line (`git diff --name-only | …`).
    static func expandingStandardInput(_ paths: [String]) throws -> [String] {
        guard paths.contains("-") else { return paths }
        var listed: [String] = []
        while let line = readLine() {
            let path = line.trimmingCharacters(in: .whitespaces)
            if !path.isEmpty { listed.append(path) }
        }
        if listed.isEmpty { Diagnostics.note("standard input listed no paths; nothing was linted") }
        return paths.flatMap { $0 == "-" ? listed : [$0] }
    }

    func run() throws {
        let reporter = Reporters.reporter(named: self.reporter)!
        var baseline: Baseline?
        if let file = self.baseline {
            guard let data = ProjectFile.read(file), let known = try? Baseline(data: data) else {
                throw ProjectReadError(file: file, "not a baseline file; write one with --write-baseline")
            }
            baseline = known
        }
        var run = LintRun(
            paths: try Self.expandingStandardInput(paths), reader: build.reader,
            configurations: try ConfigurationSet(explicit: config),
            baseline: baseline,
            drawsMenus: type(of: reporter).showsMenus)
        let progress = TerminalProgress("quickactions lint", unit: "apps")
        run.progress = LintProgress(appsRead: progress.setTotal, appLinted: progress.advance)
        var outcome: LintRun.Outcome
        let started = ContinuousClock.now
        do {
            defer { progress.finish() }
            outcome = try run.run()
        }
        Diagnostics.debug(
            "linted \(paths.joined(separator: ", ")) in "
                + "\(Int((started.duration(to: .now) / .milliseconds(1)).rounded())) ms"
                + ": \(outcome.findings.count) findings"
                + (baseline == nil ? "" : " (\(outcome.findingsBeforeBaseline.count) before the baseline)"))
        if fix {
            let fixed = try run.fixing(outcome, apply: !dryRun)
            let plan = fixed.plan
            let paths = ReportContext()
            for (finding, reason) in plan.skipped {
                Diagnostics.note(
                    "not fixed (\(finding.ruleID)): \(reason)",
                    at: "\(paths.path(finding.location.file)):\(finding.location.line ?? 0)")
            }
            let count = plan.edits.map(\.fixCount).reduce(0, +)
            if dryRun {
                for edit in plan.edits {
                    print(Fixer.unifiedDiff(edit, displayPath: paths.path(edit.path)), terminator: "")
                }
                Diagnostics.note(
                    "\(Self.counted(count, "fix", "fixes")) in \(Self.counted(plan.edits.count, "file")) would be made "
                        + "(--dry-run: nothing changed)")
                return
            }
            Diagnostics.note(
                "fixed \(Self.counted(count, "finding")) in \(Self.counted(plan.edits.count, "file"))")
            // What is left, as a lint run without --fix would report it.
            outcome = fixed.outcome
        }
        for note in outcome.notes { Diagnostics.note(note) }
        if let writeBaseline {
            let recorded = Baseline(findings: outcome.findingsBeforeBaseline, root: outcome.root)
            try OutputFile.write(try recorded.jsonData(), to: writeBaseline)
        }
        let colors = color.isOn(forTerminal: output == nil ? STDOUT_FILENO : nil)
        // As SwiftLint does: --strict raises every finding to an error and --lenient lowers every one to a warning,
        // in the report itself, so what fails the job is what every reporter says.
        let findings = outcome.findings.map { finding in
            var reported = finding
            if strict { reported.severity = .error }
            if lenient { reported.severity = .warning }
            return reported
        }
        let report = reporter.report(findings, context: ReportContext(menus: outcome.menus, colors: colors))
        if let output {
            try OutputFile.write(Data(report.utf8), to: output)
        } else {
            // Around the output gate: the reporters escape an app's text themselves, and the xcode report's colours
            // are its own escape sequences.
            Swift.print(report, terminator: "")
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
