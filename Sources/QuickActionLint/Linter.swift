import AppProject
import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import Synchronization

/// Runs rules over apps and returns their findings, sorted by file, line, column and rule.
public struct Linter: Sendable {
    public var rules: [any Rule]

    public var configuration: LintConfiguration

    public init(rules: [any Rule], configuration: LintConfiguration = LintConfiguration()) {
        self.rules = rules
        self.configuration = configuration
    }

    /// Every rule that the configuration does not disable, with its options.
    public init(configuration: LintConfiguration) {
        self.init(
            rules: RuleRegistry.all.filter { type in
                let description = type.description
                return !configuration.disabledRules.contains(description.identifier)
                    && (!description.isOptIn || configuration.optInRules.contains(description.identifier))
            }
            .map { $0.init(configuration: configuration) },
            configuration: configuration)
    }

    /// The findings of one app; its suppression comments silence the findings they cover (`Suppressions`).
    public func lint(_ project: ProjectApp, measurer: TextMeasurer?, symbols: SymbolCatalog? = nil) throws -> [Finding]
    {
        var app = project.app
        app.alternativeNames += configuration.appNameAlternatives.filter { !app.alternativeNames.contains($0) }
        if let locales = configuration.supportedLocales {
            // Only the supported localizations count (for unlocalized_title and the truncation rules).
            app.localizations.tables = app.localizations.tables.filter { table in
                table.localization == "Base"
                    || locales.contains { LocaleFallback.matches($0.identifier, table.localization) }
            }
        }
        // The configuration's deployment target overrides the project's IPHONEOS_DEPLOYMENT_TARGET.
        let context = try LintContext(
            app: app, sourceFacts: project.sourceFacts, measurer: measurer, symbols: symbols,
            deploymentTarget: configuration.deploymentTarget ?? app.origin.deploymentTarget)
        let raw = rules.flatMap { $0.validate(context) }
        let suppressions = Suppressions(app: project, findings: raw)
        var (findings, used) = suppressions.apply(raw)
        let checked = Set(rules.map { type(of: $0).description.identifier })
        if checked.contains(SuperfluousDisableCommandRule.description.identifier) {
            let superfluous = suppressions.superfluous(used: used, checked: checked, known: RuleRegistry.identifiers)
            // Only a comment that names the rule silences it: `disable:this all` must not hide its own finding.
            findings += superfluous.filter { finding in
                suppressions.deciding(ruleID: finding.ruleID, at: finding.location).map {
                    $0.action == .enable || !$0.ruleIDs.contains(finding.ruleID)
                } ?? true
            }
        }
        return findings.sorted {
            ($0.location, $0.ruleID, $0.message) < ($1.location, $1.ruleID, $1.message)
        }
    }

    /// Lints apps on every core, in order. Text measurers are not thread-safe, so each worker makes its own.
    /// Lints apps on every core, in order, each with this linter.
    public func lint(
        _ apps: [ProjectApp], symbols: SymbolCatalog?, appDone: @escaping @Sendable () -> Void = {},
        makeMeasurer: @escaping @Sendable () -> TextMeasurer?
    ) throws -> [Finding] {
        try Self.lint(apps.map { ($0, self) }, symbols: symbols, appDone: appDone, makeMeasurer: makeMeasurer)
    }

    /// Lints apps on every core, in order, each with its own linter (the configuration of its folder). Text measurers
    /// are not thread-safe, so each worker makes its own. `appDone` is called (from any worker) as each app is
    /// finished, for a progress line.
    public static func lint(
        _ apps: [(app: ProjectApp, linter: Linter)], symbols: SymbolCatalog?,
        appDone: @escaping @Sendable () -> Void = {}, makeMeasurer: @escaping @Sendable () -> TextMeasurer?
    ) throws -> [Finding] {
        guard !apps.isEmpty else { return [] }  // No measurer is made: there is nothing to measure.
        let perApp = try lintEach(apps, symbols: symbols, appDone: appDone, makeMeasurer: makeMeasurer)
        // Targets are named where one project has several app targets, which may share files.
        let projects = apps.map(\.app.app.origin.projectFile)
        let counts = Dictionary(projects.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        let targets = apps.map { entry -> String? in
            let origin = entry.app.app.origin
            guard let project = origin.projectFile, counts[project, default: 0] > 1 else { return nil }
            return origin.target ?? entry.app.app.name
        }
        return merged(perApp, targets: targets)
    }

    /// Each app's findings, one list per app in order, every core at work.
    private static func lintEach(
        _ apps: [(app: ProjectApp, linter: Linter)], symbols: SymbolCatalog?, appDone: @escaping @Sendable () -> Void,
        makeMeasurer: @escaping @Sendable () -> TextMeasurer?
    ) throws -> [[Finding]] {
        let workers = min(apps.count, ProcessInfo.processInfo.activeProcessorCount)
        guard workers > 1 else {
            let measurer = makeMeasurer()
            return try apps.map {
                defer { appDone() }
                return try $0.linter.lint($0.app, measurer: measurer, symbols: symbols)
            }
        }
        // Workers take the next app as they finish one, so a large app does not leave a core idle; each keeps its
        // results with their indexes, merged in order at the end.
        let next = Atomic(0)
        let done = Parallel.map(workers) { _ -> [(index: Int, result: Result<[Finding], any Error>)] in
            let measurer = makeMeasurer()
            var mine: [(index: Int, result: Result<[Finding], any Error>)] = []
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < apps.count else { break }
                let (app, linter) = apps[index]
                mine.append((index, Result { try linter.lint(app, measurer: measurer, symbols: symbols) }))
                appDone()
            }
            return mine
        }
        return try done.joined().sorted { $0.index < $1.index }.map { try $0.result.get() }
    }

    /// The findings of several apps as one list. An app with a target name (one of several app targets of one
    /// project) has its findings name it, and the same finding of several targets (a file they share) is one, naming
    /// them all (issue 31), in the order first found; other apps' findings are listed as they are.
    static func merged(_ perApp: [[Finding]], targets: [String?]) -> [Finding] {
        var result: [Finding] = []
        var positions: [Finding: Int] = [:]
        for (findings, target) in zip(perApp, targets) {
            guard let target else {
                result += findings
                continue
            }
            for finding in findings {
                if let position = positions[finding] {
                    if result[position].targets?.contains(target) == false { result[position].targets?.append(target) }
                    continue
                }
                positions[finding] = result.count
                var tagged = finding
                tagged.targets = [target]
                result.append(tagged)
            }
        }
        return result
    }
}
