import QuickActionKit
import XcodeProject

/// Reads what an app's files hold besides its Info.plist: localization tables, the facts of its Swift sources
/// (dynamic items, lifecycle, handlers, App Shortcuts, suppressions) and App Shortcuts phrase tables.
enum AppContents {
    static func read(_ files: ProjectFiles, into app: inout App) throws(ProjectReadError) {
        app.localizations.tables = try LocalizationLoader.tables(in: files)
        let facts = try SwiftSourceLoader.scan(files.swiftFiles)
        app.dynamicItemsInSource = facts.shortcutItems.items
        app.shortcutItemsAssignments = facts.shortcutItems.assignments
        app.suppressions = facts.suppressions
        app.unparsableSwiftFiles = facts.unparsableFiles
        var lifecycle = facts.lifecycle
        lifecycle.declaresSceneManifest = app.lifecycle.declaresSceneManifest
        app.lifecycle = lifecycle
        app.appShortcuts = facts.appShortcuts
        app.shortcutHandlers = facts.shortcutHandlers
        let phraseTables = PhraseTableLoader.tables(in: files)
        app.appShortcuts.phraseTables = phraseTables.tables
        app.appShortcuts.unreadablePhraseTables = phraseTables.problems
    }
}

extension App {
    /// Says, in the app's origin notes, which build variables no setting defines: they are shown as written, and
    /// the output must not pass them off as the app's text.
    mutating func noteUnresolvedVariables() {
        guard !unresolvedBuildVariables.isEmpty else { return }
        let why =
            origin.reader == .folders
            ? "they need the Xcode project, which was not found" : "no build setting of this configuration defines them"
        origin.notes.append(
            FileProblem(
                location: infoPlist,
                message: "build variables shown as written: \(unresolvedBuildVariables.joined(separator: ", ")); \(why)"
            ))
    }
}
