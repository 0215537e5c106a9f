import HomeScreen
import QuickActionKit
import QuickActionPreview

/// Runs rules over apps and returns their findings, sorted by file, line, column and rule.
public struct Linter {
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

    public func lint(_ app: App, measurer: TextMeasurer?, symbols: SymbolCatalog? = nil) throws -> [Finding] {
        var app = app
        app.alternativeNames += configuration.appNameAlternatives.filter { !app.alternativeNames.contains($0) }
        if let locales = configuration.supportedLocales {
            // Only the supported localizations count (for unlocalized_title and the truncation rules).
            app.localizations.tables = app.localizations.tables.filter { table in
                table.localization == "Base" || locales.contains { LocaleFallback.matches($0, table.localization) }
            }
        }
        let context = try LintContext(
            app: app, measurer: measurer, symbols: symbols, deploymentTarget: configuration.deploymentTarget)
        let findings = rules.flatMap { $0.validate(context) }.filter { finding in
            !app.suppressions.contains { $0.suppresses(ruleID: finding.ruleID, at: finding.location) }
        }
        return findings.sorted {
            ($0.location, $0.ruleID, $0.message) < ($1.location, $1.ruleID, $1.message)
        }
    }
}
