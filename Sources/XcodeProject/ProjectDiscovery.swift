import Foundation
import QuickActionKit

/// The files of an app project folder that matter for quick actions.
public struct ProjectFiles: Sendable, Hashable {
    /// Property lists named `Info.plist` or `*-Info.plist` / `*_Info.plist`.
    public var infoPlists: [String] = []
    /// `X.lproj/InfoPlist.strings`, with the localization `X`.
    public var infoPlistStrings: [LocalizedFile] = []
    /// `InfoPlist.xcstrings` String Catalogs.
    public var infoPlistCatalogs: [String] = []
    /// `X.lproj/AppShortcuts.strings` App Shortcuts phrase tables, with the localization `X` (platform-facts §6).
    public var appShortcutsStrings: [LocalizedFile] = []
    /// `AppShortcuts.xcstrings` String Catalogs of App Shortcuts phrases.
    public var appShortcutsCatalogs: [String] = []
    /// Other strings tables in `X.lproj` folders (`Localizable.strings`, any table name), which Swift code looks
    /// keys up in.
    public var stringsTables: [LocalizedFile] = []
    /// Other String Catalogs (`Localizable.xcstrings`, any table name).
    public var stringCatalogs: [String] = []
    public var swiftFiles: [String] = []
    /// Project files met on the way: `.xcodeproj` and `.xcworkspace` folders (not entered), XcodeGen `project.yml`
    /// and Tuist `Project.swift` files.
    public var projectFiles: [String] = []
    /// `.xcconfig` files, which project settings may include.
    public var configFiles: [String] = []
    /// Asset catalogs (`.xcassets` folders, not entered by the walk), where the app's icon set is.
    public var assetCatalogs: [String] = []

    public init() {}

    /// Every file listed, of every kind (a project bundle by its `project.pbxproj`): the files whose change changes
    /// what the reader sees.
    public var paths: [String] {
        infoPlists + infoPlistStrings.map(\.path) + infoPlistCatalogs + appShortcutsStrings.map(\.path)
            + appShortcutsCatalogs + stringsTables.map(\.path) + stringCatalogs + swiftFiles + configFiles
            + projectFiles.map { $0.hasUTF8Suffix(".xcodeproj") ? $0 + "/project.pbxproj" : $0 }
    }

    /// A strings file inside a `.lproj` folder.
    public struct LocalizedFile: Sendable, Hashable {
        public var localization: String
        public var path: String

        public init(localization: String, path: String) {
            self.localization = localization
            self.path = path
        }
    }

    /// Sorts every list by path: the reader's order, and the order `under` searches.
    public mutating func sortByPath() {
        infoPlists.sort()
        infoPlistStrings.sort { $0.path < $1.path }
        infoPlistCatalogs.sort()
        appShortcutsStrings.sort { $0.path < $1.path }
        appShortcutsCatalogs.sort()
        stringsTables.sort { $0.path < $1.path }
        stringCatalogs.sort()
        swiftFiles.sort()
        projectFiles.sort()
        configFiles.sort()
        assetCatalogs.sort()
    }

    /// The files that lie under `folder`. The lists must be sorted, as `ProjectDiscovery.discover` returns them.
    public func under(_ folder: String) -> ProjectFiles {
        let prefixText = folder.hasSuffix("/") ? folder : folder + "/"
        let prefix = Array(prefixText.utf8)
        // Paths compared as bytes with memcmp: a monorepo's apps each filter every file, and `hasPrefix` compares
        // Characters.
        func isUnder(_ path: String) -> Bool {
            path.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.count >= prefix.count && memcmp(bytes.baseAddress!, prefix, prefix.count) == 0
            } ?? path.utf8.starts(with: prefix)
        }
        func range(_ sorted: [String]) -> [String] {
            Self.sortedRange(of: sorted, path: { $0 }, from: prefixText, while: isUnder)
        }
        func range(_ sorted: [LocalizedFile]) -> [LocalizedFile] {
            Self.sortedRange(of: sorted, path: \.path, from: prefixText, while: isUnder)
        }
        var files = ProjectFiles()
        files.infoPlists = range(infoPlists)
        files.infoPlistStrings = range(infoPlistStrings)
        files.infoPlistCatalogs = range(infoPlistCatalogs)
        files.appShortcutsStrings = range(appShortcutsStrings)
        files.appShortcutsCatalogs = range(appShortcutsCatalogs)
        files.stringsTables = range(stringsTables)
        files.stringCatalogs = range(stringCatalogs)
        files.swiftFiles = range(swiftFiles)
        files.projectFiles = range(projectFiles)
        files.configFiles = range(configFiles)
        files.assetCatalogs = range(assetCatalogs)
        return files
    }

    /// The files without the Info.plists that lie under one of `folders` (the folders of projects that build apps:
    /// their Info.plists are read through the project). Paths are compared tidied, so `./App` and `App` agree.
    public func outside(_ folders: [String]) -> ProjectFiles {
        let prefixes = folders.map { ProjectPath.standardize($0) }.map { $0 == "." ? "" : $0 + "/" }
        var files = self
        files.infoPlists.removeAll { plist in
            let path = ProjectPath.standardize(plist)
            return prefixes.contains { $0.isEmpty || path.hasPrefix($0) }
        }
        return files
    }

    /// The run of a list sorted by path that starts at `prefix` and goes on while `belongs` holds: paths under one
    /// folder sit together in sorted order, so a monorepo's ten thousand files are not filtered once per app.
    private static func sortedRange<Element>(
        of sorted: [Element], path: (Element) -> String, from prefix: String, while belongs: (String) -> Bool
    ) -> [Element] {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if path(sorted[middle]) < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sorted.count, belongs(path(sorted[end])) { end += 1 }
        return Array(sorted[low..<end])
    }
}

/// Walks a project folder, skipping build and dependency folders, and lists the files `ProjectFiles` names.
public enum ProjectDiscovery {
    /// Folders never entered: build output and third-party dependencies (issue: .build, DerivedData, Pods, Carthage,
    /// node_modules), plus version control and Xcode's own bundles, which hold no app sources.
    public static let skippedFolders: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git",
    ]
    static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "framework", "xcframework"]

    /// Every relevant file under `root`, as paths that start with `root`, sorted. The root's subfolders are walked
    /// on every core (a monorepo's tree is most of the linter's file-system time).
    public static func discover(root: String) -> ProjectFiles {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        var files = ProjectFiles()
        var subfolders: [String] = []
        // The root's own files, and its folders to walk next (none is entered here).
        DirectoryWalker.walk(
            base,
            skipFolder: { name, path in
                if isProject(name) {
                    if isComplete(project: path) { files.projectFiles.append(path) }
                } else if isAssetCatalog(name) {
                    files.assetCatalogs.append(path)
                } else if !isSkipped(name) {
                    subfolders.append(name)
                }
                return true
            }
        ) { path, name, parent in
            classify(path, name: name, parent: parent, into: &files)
        }
        let found = subfolders.sorted()
        let parts = Parallel.map(found.count) { index in
            let folder = base + "/" + found[index]
            var part = ProjectFiles()
            DirectoryWalker.walk(
                folder,
                skipFolder: { name, path in
                    if isProject(name), isComplete(project: path) { part.projectFiles.append(path) }
                    if isAssetCatalog(name) { part.assetCatalogs.append(path) }
                    return isSkipped(name)
                }
            ) { path, name, parent in
                classify(path, name: name, parent: parent.isEmpty ? found[index] : parent, into: &part)
            }
            // Each part is sorted on its worker; the sorts below then find long sorted runs and merge them in about
            // linear time (Swift's sort is a run-detecting merge sort), instead of sorting ten thousand paths on one
            // core.
            part.sortByPath()
            return part
        }
        for part in parts {
            files.infoPlists += part.infoPlists
            files.infoPlistStrings += part.infoPlistStrings
            files.infoPlistCatalogs += part.infoPlistCatalogs
            files.appShortcutsStrings += part.appShortcutsStrings
            files.appShortcutsCatalogs += part.appShortcutsCatalogs
            files.stringsTables += part.stringsTables
            files.stringCatalogs += part.stringCatalogs
            files.swiftFiles += part.swiftFiles
            files.projectFiles += part.projectFiles
            files.configFiles += part.configFiles
            files.assetCatalogs += part.assetCatalogs
        }
        files.sortByPath()
        return files
    }

    /// Whether a folder is an asset catalog, which the walk lists but does not enter.
    static func isAssetCatalog(_ folder: String) -> Bool { folder.hasUTF8Suffix(".xcassets") }

    /// Whether a folder is an Xcode project or workspace bundle, which the walk lists but does not enter.
    static func isProject(_ folder: String) -> Bool {
        folder.hasUTF8Suffix(".xcodeproj") || folder.hasUTF8Suffix(".xcworkspace")
    }

    /// Whether a project bundle holds its project: a `.xcodeproj` its `project.pbxproj`, a `.xcworkspace` its
    /// `contents.xcworkspacedata`. A repository that ignores its generated project may still commit a file inside
    /// it (`project.xcworkspace/xcshareddata/swiftpm/Package.resolved`); that folder is not a project, and the
    /// `project.yml` or `Project.swift` beside it is.
    public static func isComplete(project path: String) -> Bool {
        let inside = path.hasUTF8Suffix(".xcodeproj") ? "/project.pbxproj" : "/contents.xcworkspacedata"
        return FileManager.default.fileExists(atPath: path + inside)
    }

    public static func isSkipped(_ folder: String) -> Bool {
        if skippedFolders.contains(folder) || folder.utf8.starts(with: ".build".utf8) { return true }
        // The extension after the last dot, found by bytes (NSString's pathExtension bridges on Linux).
        guard let dot = folder.utf8.lastIndex(of: UInt8(ascii: ".")), dot != folder.startIndex else { return false }
        return skippedExtensions.contains(String(folder[folder.index(after: dot)...]))
    }

    /// Files the project reader uses, by name: Info.plists, localization tables and catalogs, Swift sources.
    /// A monorepo walk meets them by the ten thousand, so names are compared by UTF-8 bytes (`hasSuffix` compares
    /// Characters) and a localization is made only for strings files in an `.lproj` folder. The names of localization
    /// tables are matched without regard to case, as a build on a Mac's case-insensitive volume finds them
    /// (`infoPlist.strings`).
    public static func classify(_ path: String, name: String, parent: String, into files: inout ProjectFiles) {
        if let kind = kind(ofFileNamed: name, inFolderNamed: parent) { files.add(path, as: kind) }
    }

    /// What a file is to the reader, by its name and its folder's name; nil for files the reader does not use.
    public static func kind(ofFileNamed name: String, inFolderNamed parent: String) -> ProjectFiles.Kind? {
        func localization() -> String? {
            parent.hasUTF8Suffix(".lproj") ? String(parent.dropLast(".lproj".count)) : nil
        }
        if name.hasUTF8Suffix(".xcassets") { return .assetCatalog }
        if name.hasUTF8Suffix(".swift") {
            // A Tuist manifest describes the project; it is not one of the app's sources.
            return name == "Project.swift" ? .projectFile : .swift
        }
        switch name {
        case "Info.plist": return .infoPlist
        case "project.yml": return .projectFile
        default:
            if name.hasUTF8Suffix("-Info.plist") || name.hasUTF8Suffix("_Info.plist") { return .infoPlist }
            if name.hasUTF8Suffix(".xcconfig") { return .configFile }
            let isCatalog = name.hasUTF8Suffix(".xcstrings")
            guard isCatalog || name.hasUTF8Suffix(".strings") else { return nil }
            switch name.lowercased() {
            case "infoplist.strings": return localization().map { .infoPlistStrings(localization: $0) }
            case "infoplist.xcstrings": return .infoPlistCatalog
            case "appshortcuts.strings": return localization().map { .appShortcutsStrings(localization: $0) }
            case "appshortcuts.xcstrings": return .appShortcutsCatalog
            default:
                if isCatalog { return .stringCatalog }
                return localization().map { .stringsTable(localization: $0) }
            }
        }
    }
}

extension ProjectFiles {
    /// The kinds of file the reader uses.
    public enum Kind: Sendable, Hashable {
        case infoPlist
        case infoPlistStrings(localization: String)
        case infoPlistCatalog
        case appShortcutsStrings(localization: String)
        case appShortcutsCatalog
        case stringsTable(localization: String)
        case stringCatalog
        case swift
        case projectFile
        case configFile
        case assetCatalog
    }

    /// Adds a file to the list of its kind.
    public mutating func add(_ path: String, as kind: Kind) {
        switch kind {
        case .infoPlist: infoPlists.append(path)
        case .infoPlistStrings(let localization):
            infoPlistStrings.append(LocalizedFile(localization: localization, path: path))
        case .infoPlistCatalog: infoPlistCatalogs.append(path)
        case .appShortcutsStrings(let localization):
            appShortcutsStrings.append(LocalizedFile(localization: localization, path: path))
        case .appShortcutsCatalog: appShortcutsCatalogs.append(path)
        case .stringsTable(let localization):
            stringsTables.append(LocalizedFile(localization: localization, path: path))
        case .stringCatalog: stringCatalogs.append(path)
        case .swift: swiftFiles.append(path)
        case .projectFile: projectFiles.append(path)
        case .configFile: configFiles.append(path)
        case .assetCatalog: assetCatalogs.append(path)
        }
    }
}
