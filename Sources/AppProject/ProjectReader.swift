import Foundation
import QuickActionKit
import Synchronization

/// Reads iOS apps from a project folder or a single Info.plist: static items, the app's name and version,
/// Info.plist localizations, dynamic items found in Swift sources, and App Shortcuts with their phrase tables.
public struct ProjectReader: Sendable {
    /// Replaces the product name otherwise taken from the folder name (`--app-name`).
    public var appNameOverride: String?

    public init(appNameOverride: String? = nil) {
        self.appNameOverride = appNameOverride
    }

    /// Folders that hold an app's support files rather than being named after it; the product name is taken from
    /// the folder above them.
    static let supportFolderNames: Set<String> = [
        "Supporting Files", "SupportingFiles", "Resources", "Config", "Configs", "Configuration", "Sources", "Source",
        "App", "Application", "Info",
    ]

    /// The one app at `path`. When a folder holds several apps, the ones declaring quick actions (static, dynamic,
    /// or App Shortcuts) are preferred;
    /// if that still leaves several, the error lists them so the user can pass one Info.plist.
    public func readApp(at path: String) throws(ProjectReadError) -> App {
        let apps = try readApps(at: path)
        if apps.count == 1 { return apps[0] }
        let withItems = apps.filter {
            !$0.staticItems.isEmpty || !$0.dynamicItemsInSource.isEmpty || !$0.appShortcuts.shortcuts.isEmpty
        }
        if withItems.count == 1 { return withItems[0] }
        let candidates = (withItems.isEmpty ? apps : withItems).map(\.infoPlist.file)
        throw ProjectReadError(
            file: path,
            "found \(candidates.count) apps (\(candidates.joined(separator: ", "))); pass the Info.plist of the one you mean"
        )
    }

    /// Every app at `path`, which is a project folder or an Info.plist.
    public func readApps(at path: String) throws(ProjectReadError) -> [App] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ProjectReadError(file: path, "no such file or folder; pass an app project folder or its Info.plist")
        }
        if !isDirectory.boolValue {
            let folder = (path as NSString).deletingLastPathComponent
            var files = ProjectDiscovery.discover(root: folder.isEmpty ? "." : folder)
            files.infoPlists = [path]
            let document = try PropertyListDocument(contentsOf: path)
            return [try app(from: document, files: files)]
        }
        let files = ProjectDiscovery.discover(root: path)
        // Every Info.plist is parsed (on every core) to tell apps from extensions and test bundles; the first error
        // in path order is the one reported.
        let plists = files.infoPlists
        let parsed = Mutex([Result<PropertyListDocument, ProjectReadError>?](repeating: nil, count: plists.count))
        DispatchQueue.concurrentPerform(iterations: plists.count) { index in
            let result: Result<PropertyListDocument, ProjectReadError>
            do throws(ProjectReadError) {
                result = .success(try PropertyListDocument(contentsOf: plists[index]))
            } catch {
                result = .failure(error)
            }
            parsed.withLock { $0[index] = result }
        }
        var documents: [PropertyListDocument] = []
        for result in parsed.withLock({ $0 }) {
            guard let result else { continue }
            let document = try result.get()
            if InfoPlistClassifier.declaresApp(document.root) { documents.append(document) }
        }
        guard !documents.isEmpty else {
            throw ProjectReadError(
                file: path, "no app Info.plist found (extensions, frameworks and build folders are skipped)")
        }
        // Apps are independent: read them on every core, keeping their order and the first error.
        let appDocuments = documents
        let results = Mutex([Result<App, ProjectReadError>?](repeating: nil, count: appDocuments.count))
        DispatchQueue.concurrentPerform(iterations: appDocuments.count) { index in
            let document = appDocuments[index]
            let appFiles = appDocuments.count == 1 ? files : files.under(Self.appFolder(of: document.file))
            let result: Result<App, ProjectReadError>
            do throws(ProjectReadError) {
                result = .success(try app(from: document, files: appFiles))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        var apps: [App] = []
        for result in results.withLock({ $0 }) {
            switch result {
            case .success(let app)?: apps.append(app)
            case .failure(let error)?: throw error
            case nil: break
            }
        }
        return apps
    }

    /// The app folders under a project folder, each with the error that stops its Info.plist from parsing (for
    /// tools that keep working while one app is broken, such as `quickactions serve`). An Info.plist that does not
    /// parse is listed as an app, since it cannot be told apart.
    public static func appFolders(under path: String) -> [(folder: String, error: ProjectReadError?)] {
        var folders: [(folder: String, error: ProjectReadError?)] = []
        for plist in ProjectDiscovery.discover(root: path).infoPlists {
            do throws(ProjectReadError) {
                let document = try PropertyListDocument(contentsOf: plist)
                if InfoPlistClassifier.declaresApp(document.root) { folders.append((appFolder(of: plist), nil)) }
            } catch {
                folders.append((appFolder(of: plist), error))
            }
        }
        return folders
    }

    /// The folder that holds an app's sources and localizations: the Info.plist's folder, or the one above a support
    /// folder (`Supporting Files`, `Resources`, …).
    public static func appFolder(of infoPlist: String) -> String {
        let folder = (infoPlist as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        return supportFolderNames.contains(name) ? (folder as NSString).deletingLastPathComponent : folder
    }

    private func app(from document: PropertyListDocument, files: ProjectFiles) throws(ProjectReadError) -> App {
        let folderName = (Self.appFolder(of: document.file) as NSString).lastPathComponent
        var reader = InfoPlistReader(
            document: document,
            expander: BuildSettingExpander(productName: appNameOverride ?? (folderName.isEmpty ? "App" : folderName)))
        var app = try reader.read()
        app.localizations.tables = try LocalizationLoader.tables(in: files)
        let facts = try SwiftSourceLoader.scan(files.swiftFiles)
        app.dynamicItemsInSource = facts.shortcutItems.items
        app.shortcutItemsAssignments = facts.shortcutItems.assignments
        app.suppressions = facts.suppressions
        var lifecycle = facts.lifecycle
        lifecycle.declaresSceneManifest = app.lifecycle.declaresSceneManifest
        app.lifecycle = lifecycle
        app.appShortcuts = facts.appShortcuts
        app.shortcutHandlers = facts.shortcutHandlers
        let phraseTables = PhraseTableLoader.tables(in: files)
        app.appShortcuts.phraseTables = phraseTables.tables
        app.appShortcuts.unreadablePhraseTables = phraseTables.problems
        return app
    }
}
