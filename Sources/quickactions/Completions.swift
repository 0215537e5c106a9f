import AppProject
import ArgumentParser
import HomeScreen
import QuickActionExport
import QuickActionLint

/// What the shells complete for the options whose values the tool knows: reporters, rule ids, an app's locales.
/// The completion scripts (`--generate-completion-script`) ask the tool for the custom ones as people type.
enum Completions {
    static let reporters = CompletionKind.list(Reporters.all.map { $0.identifier })

    static let ruleIdentifiers = CompletionKind.list(RuleRegistry.identifiers.sorted())

    /// The localizations of the first app named so far on the command line (a word that is an existing path),
    /// development region first; nothing when no app is named yet.
    static let locales = CompletionKind.custom { words, _, prefix in
        for word in words.dropFirst(2) where !word.hasPrefix("-") {
            guard let app = try? ProjectReader().readApp(at: word) else { continue }
            return app.displayLocales.map(\.identifier).filter { $0.hasPrefix(prefix) }
        }
        return []
    }
}

/// `--state` of the App Shortcuts commands: an update re-registers nothing for Siri, so only these two.
enum AppShortcutsPhase: String, ExpressibleByArgument, CaseIterable {
    case installed, launched

    var phase: AppPhase { self == .installed ? .installed : .launched }
}

/// `import --from`: the formats that can be read back (`ExportFormat.importable`), the only values it offers.
struct ImportFormat: ExpressibleByArgument {
    var format: ExportFormat

    init?(argument: String) {
        guard let format = ExportFormat(rawValue: argument), ExportFormat.importable.contains(format) else {
            return nil
        }
        self.format = format
    }

    static var allValueStrings: [String] { ExportFormat.importable.map(\.rawValue) }

    var defaultValueDescription: String { format.rawValue }
}
