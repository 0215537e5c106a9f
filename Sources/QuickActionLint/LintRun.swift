import AppProject
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import Synchronization

/// One `quickactions lint`: reads the apps at `paths`, lints each on every core with the configuration of its folder
/// (`ConfigurationSet`) and the app's suppression comments, applies the configuration of each finding's folder, and
/// leaves aside the baseline's findings. What the CLI adds is only its options and
/// where the report goes.
public struct LintRun {
    public var paths: [String]
    public var reader: ProjectReader
    public var configurations: ConfigurationSet
    /// Known findings to leave aside.
    public var baseline: Baseline?
    /// Draw each app's menu for the report (`Reporter.showsMenus`).
    public var drawsMenus = false
    /// Told how many apps there are once they are read, then once per app linted (a progress line).
    public var progress: LintProgress?

    public init(
        paths: [String], reader: ProjectReader, configurations: ConfigurationSet, baseline: Baseline? = nil,
        drawsMenus: Bool = false
    ) {
        self.paths = paths
        self.reader = reader
        self.configurations = configurations
        self.baseline = baseline
        self.drawsMenus = drawsMenus
    }

    public struct Outcome: Sendable {
        /// After the configuration and the baseline.
        public var findings: [Finding]
        /// Before the baseline: what `--write-baseline` records.
        public var findingsBeforeBaseline: [Finding]
        /// What the user should know that is not a finding (a missing catalog or fonts), one line each.
        public var notes: [String]
        public var menus: [ReportContext.MenuPicture]
        /// The folder the baseline's paths are relative to: the one path linted, else the current one.
        public var root: String
    }

    public func run() throws -> Outcome {
        // The first worker's fonts load while the project is read (from the start of the process when the command
        // line asked for lint): fontconfig reads its configuration once per process (a quarter of linting a small
        // project), so the other workers find it loaded.
        TextMeasurer.prefetch()
        var notes: [String] = []
        let symbols = try SymbolCatalogLoader.locate(configured: configurations.root.symbolsCatalog)
        var findings: [Finding] = []
        var apps: [ProjectApp] = []
        // Listed files are linted within their apps (read from the folder above them), keeping their findings only.
        let targets = LintTargets(paths)
        let wholeRoots = Set(targets.wholes.map(LintTargets.standardized))
        var appsOfFiles: [ProjectApp] = []
        var listedFiles: Set<String> = []
        for (root, files) in targets.filesByRoot.sorted(by: { $0.key < $1.key }) {
            listedFiles.formUnion(files)
            guard !wholeRoots.contains(root) else { continue }
            appsOfFiles += read(root, problems: &findings)
        }
        for file in targets.outsideEveryApp {
            notes.append(
                "\(file) is in no app (no Xcode project, project.yml or Project.swift above it, no Info.plist beside or "
                    + "above it); it was not linted")
        }
        for path in targets.wholes { apps += read(path, problems: &findings) }
        if symbols == nil {
            // A note, not a finding (issue 7), and only when there was something to check: once per run, with
            // how much went unchecked (issue 29).
            let named = (apps + appsOfFiles).map { UnknownSymbolRule.symbolNames(in: $0.app).count }.reduce(0, +)
            if named > 0 {
                notes.append(
                    "no SF Symbols catalog found; \(named) SF Symbol name\(named == 1 ? " was" : "s were") not checked (set symbols_catalog or "
                        + "\(SymbolCatalogLoader.environmentVariable))")
            }
        }
        // One measurer per worker, made by the worker; none when the fonts are missing (then the note below).
        let fontsMissing = Atomic(false)
        progress?.appsRead(apps.count + appsOfFiles.count)
        var appLinted: @Sendable () -> Void = {}
        if let progress { appLinted = progress.appLinted }
        // Each app with the configuration of its Info.plist's folder; one linter per distinct configuration.
        var linters: [LintConfiguration: Linter] = [:]
        func withLinters(_ apps: [ProjectApp]) throws -> [(app: ProjectApp, linter: Linter)] {
            try apps.map { app in
                let configuration = try configurations.configuration(for: app.app.infoPlist.file)
                let linter = linters[configuration] ?? Linter(configuration: configuration)
                linters[configuration] = linter
                return (app, linter)
            }
        }
        let makeMeasurer: @Sendable () -> TextMeasurer? = {
            let made = Result { () throws(PreviewError) in try TextMeasurer.make() }
            guard case .success(let measurer) = made else {
                fontsMissing.store(true, ordering: .relaxed)
                return nil
            }
            return measurer
        }
        findings += try Linter.lint(withLinters(apps), symbols: symbols, appDone: appLinted, makeMeasurer: makeMeasurer)
        findings += try Linter.lint(
            withLinters(appsOfFiles), symbols: symbols, appDone: appLinted, makeMeasurer: makeMeasurer
        ).filter { listedFiles.contains(LintTargets.standardized($0.location.file)) }
        if fontsMissing.load(ordering: .relaxed) {
            notes.append(
                "fonts for text measurement are not installed; title_truncated and subtitle_truncated were not checked")
        }
        let root = targets.wholes.count == 1 && paths.count == 1 ? paths[0] : FileManager.default.currentDirectoryPath
        var configured: [Finding] = []
        for finding in findings {
            if let kept = try configurations.configuration(for: finding.location.file).apply(finding) {
                configured.append(kept)
            }
        }
        return Outcome(
            findings: baseline?.filter(configured, root: root) ?? configured, findingsBeforeBaseline: configured,
            notes: notes, menus: drawsMenus ? Self.menus(of: apps + appsOfFiles) : [], root: root)
    }

    /// The apps at `path`; input that cannot be read is a finding with its location, not a stop (issue 7).
    private func read(_ path: String, problems: inout [Finding]) -> [ProjectApp] {
        do {
            var unreadable: [ProjectReadError] = []
            let apps = try reader.readProjectApps(at: path, problems: &unreadable)
            for error in unreadable {
                problems.append(
                    Finding(
                        ruleID: "unreadable_file", severity: .error, location: error.location, message: error.message))
            }
            return apps
        } catch {
            problems.append(
                Finding(ruleID: "unreadable_file", severity: .error, location: error.location, message: error.message))
            return []
        }
    }

    /// Each app's menu in its development region, as the preview draws it; none without fonts.
    static func menus(of apps: [ProjectApp]) -> [ReportContext.MenuPicture] {
        guard let measurer = try? TextMeasurer() else { return [] }
        return apps.compactMap { project in
            let app = project.app
            let locale = app.localizations.developmentLocale
            guard
                let menu = try? MenuScenario(app: app, dynamicItems: app.dynamicItemsFromSource, locale: locale).menu(),
                let layout = try? MenuLayoutEngine(measurer: measurer).layout(menu)
            else { return nil }
            return ReportContext.MenuPicture(
                appName: app.name, caption: "\(locale) · \(layout.era.caption)",
                svg: SVGMenuRenderer().menuOnly(layout))
        }
    }
}

/// What a lint run tells a progress line.
public struct LintProgress: Sendable {
    public var appsRead: @Sendable (_ count: Int) -> Void
    public var appLinted: @Sendable () -> Void

    public init(appsRead: @escaping @Sendable (Int) -> Void, appLinted: @escaping @Sendable () -> Void) {
        self.appsRead = appsRead
        self.appLinted = appLinted
    }
}

extension LintRun {
    /// What `--fix` does after a run, for the CLI and the MCP server alike: the fixes `Fixer` plans for `outcome`'s
    /// findings and, when `apply` is true and there are any, the files written and the run made again, so the
    /// returned outcome is what is left (as a lint without `--fix` would then report it). Without `apply`, nothing is
    /// written and `outcome` is returned as given, for a dry run's diffs.
    public func fixing(_ outcome: Outcome, apply: Bool) throws -> (plan: Fixer.Plan, outcome: Outcome) {
        let plan = Fixer().plan(outcome.findings)
        guard apply, !plan.edits.isEmpty else { return (plan, outcome) }
        try Fixer().write(plan.edits)
        return (plan, try run())
    }
}
