import HomeScreen
import QuickActionKit

/// Text output of `quickactions siri` and `quickactions shortcuts`.
public struct AppShortcutsTextRenderer: Sendable {
    public init() {}

    public func render(_ resolution: SiriResolution, utterance: String) -> String {
        var lines = ["“\(utterance)”"]
        switch resolution {
        case .run(let match):
            lines.append("→ runs \(describe(match))")
            lines.append("  matched phrase: \(match.phrase)")
        case .clarify(let match, let clarification):
            lines.append("→ asks a follow-up question before running \(describe(match))")
            lines.append("  matched phrase: \(match.phrase)")
            let suggestion = clarification.suggestion.map {
                "“\($0.title)” (\($0.reason == .mostRecent ? "used most recently" : "the app's time-of-day default"))"
            }
            if let question = clarification.question { lines.append("  asks: “\(question)”") }
            if clarification.alternatives.isEmpty && suggestion == nil {
                // Text, numbers, dates and entities: a value to give, not a list to choose from.
                if clarification.question == nil {
                    lines.append("  asks for “\(clarification.parameterTitle)”, which no phrase supplies")
                }
            } else {
                let asked =
                    clarification.question == nil ? "Which \(clarification.parameterTitle.lowercased())? " : ""
                lines.append("  \(asked)suggested: \(suggestion ?? "none")")
                lines.append(
                    "  alternatives: " + clarification.alternatives.map { "“\($0)”" }.joined(separator: ", "))
            }
        case .ambiguous(let matches):
            lines.append("→ ambiguous: \(matches.count) shortcuts have this phrase")
            lines += matches.map { "  • \(describe($0))" }
        case .blockedByNegativePhrase(let appName, _):
            lines.append("→ nothing runs: this is one of \(appName)'s negative phrases, which never trigger it")
        case .needsFirstLaunch(let appName, _):
            lines.append(
                "→ nothing runs yet: the phrase has a parameter, and \(appName) must be launched once before its "
                    + "parameterized phrases work")
        case .noMatch(let closest):
            lines.append("→ no App Shortcut matches")
            if !closest.isEmpty {
                lines.append("  closest phrases:")
                lines += closest.map { "  • \($0)" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ match: SiriMatch) -> String {
        let title = match.shortTitle.map { "“\($0)” " } ?? ""
        let value = match.parameter.map { " with \($0.name) = \($0.caseName) (said “\($0.spoken)”)" } ?? ""
        return "\(title)\(match.intentType) in \(match.appName)\(value)"
    }

    public func render(_ listing: AppShortcutsListing) -> String {
        var lines = ["\(listing.appName) · \(listing.locale) · \(listing.phase.rawValue)", ""]
        guard !listing.spotlight.isEmpty else {
            lines.append("\(listing.appName) declares no App Shortcuts (no AppShortcutsProvider in its sources).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("Spotlight and Shortcuts order:")
        for (position, shortcut) in listing.spotlight.enumerated() {
            let title = shortcut.title
            let state = shortcut.isHidden ? " (hidden until the first launch: every phrase has a parameter)" : ""
            let runs = shortcut.runCount == 1 ? "1 run" : "\(shortcut.runCount) runs"
            let condition = shortcut.condition.map { " · only if \($0)" } ?? ""
            lines.append("\(position + 1). \(title) · \(shortcut.intentType) · \(runs)\(condition)\(state)")
            lines += shortcut.phrases.map { "     “\($0)”" }
        }
        lines += ["", "Action button:"]
        lines += listing.actionButton.map { "  • \($0.shortTitle)" + ($0.systemImageName.map { " [sf \($0)]" } ?? "") }
        lines += [
            "", "Phrases: \(listing.phraseCount) of \(listing.phraseLimit) (every parameter value and synonym counts)",
        ]
        if !listing.unreadableFiles.isEmpty {
            lines += ["", "Phrase tables that could not be read (their phrases are not used):"]
            lines += listing.unreadableFiles.map { "  ✗ \($0)" }
        }
        // An entity's values exist only while the app runs: those phrases are sayable, with values the source
        // cannot list (platform-facts §6), unlike the ones no one can say.
        let runtime = listing.unexpandable.filter { if case .runtimeValues = $0.reason { true } else { false } }
        let unsayable = listing.unexpandable.filter { if case .runtimeValues = $0.reason { false } else { true } }
        if !runtime.isEmpty {
            lines += ["", "Phrases with values known only at run time (sayable once the app provides them):"]
            lines += runtime.map { "  • " + Self.describe($0) }
        }
        if !unsayable.isEmpty {
            lines += ["", "Phrases nobody can say:"]
            lines += unsayable.map { "  ✗ " + Self.describe($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ problem: UnexpandablePhrase) -> String {
        let place = problem.location.map { "\($0): " } ?? ""
        let why: String =
            switch problem.reason {
            case .applicationNameCount(let count):
                "has \(count) application-name tokens; Every App Shortcut utterance should have one "
                    + "'${applicationName}' in it."
            case .multipleParameters(let names):
                "names \(names.count) parameters (\(names.joined(separator: ", "))); a phrase may have one"
            case .unknownParameter(let name): "the intent has no parameter “\(name)”"
            case .runtimeValues(let name, let type):
                "\(name) is an AppEntity (\(type)); Siri knows its values once the app has run and called "
                    + "updateAppShortcutParameters()"
            case .entityValuesNeverProvided(let name, let type, let why):
                "\(name) is an AppEntity (\(type)) whose values Siri never learns: \(why)"
            case .unsupportedParameterType(let name, let type):
                "\(name) is a \(type); only AppEnum and AppEntity parameters can be spoken"
            case .unsupportedInterpolation(let expression): "\\(\(expression)) is neither the app name nor a parameter"
            case .notLaunchedYet: "works after the app's first launch"
            }
        return "\(place)“\(problem.template)”: \(why)"
    }
}
