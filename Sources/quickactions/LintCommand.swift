import AppProject
import ArgumentParser
import Foundation
import QuickActionKit
import QuickActionLint
import QuickActionPreview
import Synchronization

/// `quickactions lint`: checks apps against the guidelines and the platform's rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check quick actions and App Shortcuts against the HIG and the platform's rules.",
        discussion: """
            Exit code 0 when there is no error (warnings allowed), 1 on any error (on any finding with --strict), \
            2 on a usage error. Files that cannot be read are reported as findings (unreadable_file) with their \
            location. `quickactions rules` lists the rules.
            """)

    @Argument(
        help:
            "Xcode projects or workspaces, XcodeGen or Tuist projects, folders holding them, or app folders or Info.plists without a project (default: the current folder)."
    )
    var paths: [String] = ["."]

    @OptionGroup var build: BuildOptions

    @Option(help: "xcode (default), json, sarif, github-actions or summary.")
    var reporter: String = "xcode"

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "The configuration file (default: .quickactions.yml in the current folder, when present).")
    var config: String?

    @Option(help: "Write the report to FILE (atomically) instead of standard output.")
    var output: String?

    @Option(help: "Leave aside the findings recorded in this baseline file (see --write-baseline).")
    var baseline: String?

    @Option(help: "Record the current findings as a baseline file (rule, relative file, message; no line numbers).")
    var writeBaseline: String?

    func validate() throws {
        guard Reporters.reporter(named: reporter) != nil else {
            throw ValidationError(
                "unknown reporter '\(reporter)'; use one of: \(Reporters.all.map { $0.identifier }.joined(separator: ", "))."
            )
        }
    }

    func run() throws {
        // The first worker's fonts load while the project is read: fontconfig reads its configuration once per
        // process (a quarter of linting a small project), so the other workers find it loaded.
        let firstMeasurer = Prefetched { Result { () throws(PreviewError) in try TextMeasurer() } }
        let configuration = try loadConfiguration()
        let symbols = try SymbolCatalogLoader.locate(configured: configuration.symbolsCatalog)
        if symbols == nil {
            // A notice, not a finding (issue 7).
            FileHandle.standardError.write(
                Data(
                    "note: no SF Symbols catalog found; symbol names were not checked (set symbols_catalog or \(SymbolCatalogLoader.environmentVariable))\n"
                        .utf8))
        }
        var findings: [Finding] = []
        var apps: [ProjectApp] = []
        for path in paths {
            do {
                apps += try build.reader.readProjectApps(at: path)
            } catch {
                // Malformed input is a finding with its location, not a stop (issue 7).
                findings.append(
                    Finding(
                        ruleID: "unreadable_file", severity: .error, location: error.location, message: error.message))
            }
        }
        // One measurer per worker, made by the worker; none when the fonts are missing (then the note below).
        let fontsMissing = Atomic(false)
        findings += try Linter(configuration: configuration).lint(apps, symbols: symbols) {
            let made = firstMeasurer.take() ?? Result { () throws(PreviewError) in try TextMeasurer() }
            guard case .success(let measurer) = made else {
                fontsMissing.store(true, ordering: .relaxed)
                return nil
            }
            return measurer
        }
        if fontsMissing.load(ordering: .relaxed) {
            FileHandle.standardError.write(
                Data(
                    "note: fonts for text measurement are not installed; title_truncated and subtitle_truncated were not checked\n"
                        .utf8))
        }
        let root = paths.count == 1 ? paths[0] : FileManager.default.currentDirectoryPath
        findings = configuration.apply(findings, root: root)
        if let writeBaseline {
            try OutputFile.write(try Baseline(findings: findings, root: root).jsonData(), to: writeBaseline)
        }
        if let baseline {
            guard let data = FileManager.default.contents(atPath: baseline), let known = try? Baseline(data: data)
            else {
                throw ProjectReadError(file: baseline, "not a baseline file; write one with --write-baseline")
            }
            findings = known.filter(findings, root: root)
        }
        let report = Reporters.reporter(named: reporter)!.report(findings, root: root)
        if let output {
            try OutputFile.write(Data(report.utf8), to: output)
        } else {
            print(report, terminator: "")
        }
        let failing = strict ? !findings.isEmpty : findings.contains { $0.severity == .error }
        if failing { throw ExitCode(1) }
    }

    /// `--config FILE`, else `.quickactions.yml` in the current folder, else the defaults.
    private func loadConfiguration() throws -> LintConfiguration {
        let path = config ?? ".quickactions.yml"
        guard let data = FileManager.default.contents(atPath: path) else {
            if config != nil { throw ProjectReadError(file: path, "cannot read the configuration file") }
            return LintConfiguration()
        }
        return try LintConfiguration.parse(String(decoding: data, as: UTF8.self), file: path)
    }
}
