import QuickActionKit
import XcodeProject

/// Reads what an app's files hold besides its Info.plist: localization tables, the facts of its Swift sources
/// (dynamic items, lifecycle, handlers, App Shortcuts, suppressions) and App Shortcuts phrase tables.
enum AppContents {
    /// Fills in `app` from its files and returns the facts about its sources that the model does not hold.
    /// - Parameter conditions: what `#if` decides for the build read (the configuration's flags).
    static func read(
        _ files: ProjectFiles, into app: inout App, conditions: CompilationConditions = CompilationConditions()
    ) throws(ProjectReadError) -> SourceFacts {
        let infoPlistTables = try LocalizationLoader.tables(in: files)
        app.localizations.tables = infoPlistTables.tables
        let facts = try SwiftSourceLoader.scan(
            files.swiftFiles, build: AppBuild(conditions: conditions, bundleIdentifier: app.bundleIdentifier))
        app.dynamicItemsInSource = facts.shortcutItems.items
        app.shortcutItemsAssignments = facts.shortcutItems.assignments
        app.unparsableSwiftFiles = facts.unparsableFiles
        var lifecycle = facts.lifecycle
        lifecycle.sceneManifest = app.lifecycle.sceneManifest
        // The manifest's class, else the one the app's code configures for a Home Screen launch.
        lifecycle.sceneDelegateClassName =
            app.lifecycle.sceneDelegateClassName ?? lifecycle.configuredSceneDelegateClassName
        app.lifecycle = lifecycle
        app.appShortcuts = facts.appShortcuts
        let phraseTables = PhraseTableLoader.tables(in: files)
        app.appShortcuts.phraseTables = phraseTables.tables
        app.appShortcuts.unreadablePhraseTables = phraseTables.problems
        let stringTables = StringTablesLoader.tables(
            named: app.referencedTableNames, in: files, developmentRegion: app.localizations.developmentRegion)
        app.stringTables = stringTables.tables
        app.appShortcuts.unreadablePhraseTables += stringTables.problems
        var commentsRead = infoPlistTables.suppressions
        commentsRead.add(stringTables.suppressions)
        app.appShortcuts.resolveTitles(in: app.stringTables)
        let folders = (files.stringsTables + files.infoPlistStrings + files.appShortcutsStrings).map(\.localization)
        let catalogs =
            app.localizations.availableLocalizations + app.stringTables.availableLocalizations
            + app.appShortcuts.phraseTables.map(\.localization)
        app.fileLocalizations = Set((folders + catalogs).map(LocaleFallback.canonical)).subtracting(["Base"]).sorted()
        app.iconFile = AppIconLocator.iconFile(named: app.origin.appIconName ?? "AppIcon", in: files.assetCatalogs)
        var handlers = facts.shortcutHandlers
        handlers.sceneDelegateClassName = app.lifecycle.sceneDelegateClassName
        return SourceFacts(
            shortcutHandlers: handlers, suppressions: facts.suppressions + commentsRead.comments,
            requirementNearMisses: facts.requirementNearMisses, filesWithCommentsRead: commentsRead.files)
    }
}

extension App {
    /// The strings tables the Swift code looks texts up in.
    var referencedTableNames: Set<String> {
        var keys = dynamicItemsInSource.flatMap { [$0.localizedTitle.tableKey, $0.localizedSubtitle?.tableKey] }
        keys += appShortcuts.shortcuts.map(\.shortTitleKey)
        keys += appShortcuts.intents.flatMap { [$0.titleKey] + $0.parameters.map(\.titleKey) }
        keys += appShortcuts.enums.flatMap { $0.cases.map(\.titleKey) }
        return Set(keys.compactMap { $0?.table })
    }
}

extension AppShortcutsDeclarations {
    /// Gives each App Shortcuts text its value in the development region, as its strings table gives it: what
    /// the Action button, Spotlight and Siri show, and what the rules judge (issue 14: never the key).
    mutating func resolveTitles(in tables: StringTables) {
        let region = LocaleIdentifier(localization: tables.developmentRegion) ?? .english
        func resolved(_ key: StringTableKey?) -> String? {
            key.flatMap { tables.shown(.localized($0), locale: region).value }
        }
        for provider in providers.indices {
            for shortcut in providers[provider].shortcuts.indices {
                let key = providers[provider].shortcuts[shortcut].shortTitleKey
                providers[provider].shortcuts[shortcut].shortTitle =
                    resolved(key)
                    ?? providers[provider]
                    .shortcuts[shortcut].shortTitle
            }
        }
        for intent in intents.indices {
            intents[intent].title = resolved(intents[intent].titleKey) ?? intents[intent].title
            for parameter in intents[intent].parameters.indices {
                let key = intents[intent].parameters[parameter].titleKey
                intents[intent].parameters[parameter].title =
                    resolved(key) ?? intents[intent].parameters[parameter].title
            }
        }
        for enumeration in enums.indices {
            for enumCase in enums[enumeration].cases.indices {
                let key = enums[enumeration].cases[enumCase].titleKey
                enums[enumeration].cases[enumCase].title = resolved(key) ?? enums[enumeration].cases[enumCase].title
            }
        }
    }
}

extension App {
    /// Says, in the app's origin notes, which build variables no setting defines: they are shown as written, and
    /// the output must not pass them off as the app's text.
    /// - Parameter projectFolder: the project's folder, searched for xcconfig files that set the variables.
    mutating func noteUnresolvedVariables(projectFolder: String? = nil) {
        guard !unresolvedBuildVariables.isEmpty else { return }
        var why =
            origin.reader == .folders
            ? "they need the Xcode project, which was not found" : "no build setting of this configuration defines them"
        if let projectFolder {
            let names = unresolvedBuildVariables.map { String($0.filter { !"$(){}".contains($0) }) }
            let candidates = XCConfigCandidates.files(under: projectFolder, setting: names)
            why +=
                "; pass --xcconfig FILE with the settings a setup script or CI provides"
                + (candidates.isEmpty ? "" : " (files here that set them: \(candidates.joined(separator: ", ")))")
        }
        origin.notes.append(
            FileProblem(
                location: infoPlist,
                message: "build variables shown as written: \(unresolvedBuildVariables.joined(separator: ", ")); \(why)"
            ))
    }
}
