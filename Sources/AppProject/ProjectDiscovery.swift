import Foundation
import QuickActionKit
import Synchronization

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
    public var swiftFiles: [String] = []

    /// Every file listed, of every kind.
    public var paths: [String] {
        infoPlists + infoPlistStrings.map(\.path) + infoPlistCatalogs + appShortcutsStrings.map(\.path)
            + appShortcutsCatalogs + swiftFiles
    }

    /// A strings file inside a `.lproj` folder.
    public struct LocalizedFile: Sendable, Hashable {
        public var localization: String
        public var path: String
    }

    /// Sorts every list by path: the reader's order, and the order `under` searches.
    mutating func sortByPath() {
        infoPlists.sort()
        infoPlistStrings.sort { $0.path < $1.path }
        infoPlistCatalogs.sort()
        appShortcutsStrings.sort { $0.path < $1.path }
        appShortcutsCatalogs.sort()
        swiftFiles.sort()
    }

    /// The files that lie under `folder`. The lists must be sorted, as `ProjectDiscovery.discover` returns them.
    func under(_ folder: String) -> ProjectFiles {
        let prefixText = folder.hasSuffix("/") ? folder : folder + "/"
        let prefix = Array(prefixText.utf8)
        // Paths compared as bytes with memcmp: a monorepo's apps each filter every file, and `hasPrefix` compares
        // Characters.
        func isUnder(_ path: String) -> Bool {
            path.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.count >= prefix.count && memcmp(bytes.baseAddress!, prefix, prefix.count) == 0
            } ?? path.utf8.starts(with: prefix)
        }
        return ProjectFiles(
            infoPlists: infoPlists.filter(isUnder),
            infoPlistStrings: infoPlistStrings.filter { isUnder($0.path) },
            infoPlistCatalogs: infoPlistCatalogs.filter(isUnder),
            appShortcutsStrings: appShortcutsStrings.filter { isUnder($0.path) },
            appShortcutsCatalogs: appShortcutsCatalogs.filter(isUnder),
            swiftFiles: Self.sortedRange(of: swiftFiles, from: prefixText, while: isUnder))
    }

    /// The run of a sorted list that starts at `prefix` and goes on while `belongs` holds: paths under one folder
    /// sit together in sorted order, so a monorepo's ten thousand Swift files are not filtered once per app.
    private static func sortedRange(
        of sorted: [String], from prefix: String, while belongs: (String) -> Bool
    ) -> [String] {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sorted.count, belongs(sorted[end]) { end += 1 }
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
            skipFolder: { name in
                if !isSkipped(name) { subfolders.append(name) }
                return true
            }
        ) { path, name, parent in
            classify(path, name: name, parent: parent, into: &files)
        }
        let found = subfolders.sorted()
        let parts = Mutex([ProjectFiles](repeating: ProjectFiles(), count: found.count))
        DispatchQueue.concurrentPerform(iterations: found.count) { index in
            let folder = base + "/" + found[index]
            var part = ProjectFiles()
            DirectoryWalker.walk(folder, skipFolder: isSkipped) { path, name, parent in
                classify(path, name: name, parent: parent.isEmpty ? found[index] : parent, into: &part)
            }
            // Each part is sorted on its worker; the sorts below then find long sorted runs and merge them in about
            // linear time (Swift's sort is a run-detecting merge sort), instead of sorting ten thousand paths on one
            // core.
            part.sortByPath()
            parts.withLock { $0[index] = part }
        }
        for part in parts.withLock({ $0 }) {
            files.infoPlists += part.infoPlists
            files.infoPlistStrings += part.infoPlistStrings
            files.infoPlistCatalogs += part.infoPlistCatalogs
            files.appShortcutsStrings += part.appShortcutsStrings
            files.appShortcutsCatalogs += part.appShortcutsCatalogs
            files.swiftFiles += part.swiftFiles
        }
        files.sortByPath()
        return files
    }

    static func isSkipped(_ folder: String) -> Bool {
        if skippedFolders.contains(folder) || folder.utf8.starts(with: ".build".utf8) { return true }
        // The extension after the last dot, found by bytes (NSString's pathExtension bridges on Linux).
        guard let dot = folder.utf8.lastIndex(of: UInt8(ascii: ".")), dot != folder.startIndex else { return false }
        return skippedExtensions.contains(String(folder[folder.index(after: dot)...]))
    }

    /// Files the project reader uses, by name: Info.plists, localization tables and catalogs, Swift sources.
    /// A monorepo walk meets them by the ten thousand, so names are compared by UTF-8 bytes (`hasSuffix` compares
    /// Characters) and a localization is made only for strings files in an `.lproj` folder.
    static func classify(_ path: String, name: String, parent: String, into files: inout ProjectFiles) {
        func localized() -> ProjectFiles.LocalizedFile? {
            guard parent.hasUTF8Suffix(".lproj") else { return nil }
            return ProjectFiles.LocalizedFile(localization: String(parent.dropLast(".lproj".count)), path: path)
        }
        if name.hasUTF8Suffix(".swift") {
            files.swiftFiles.append(path)
            return
        }
        switch name {
        case "Info.plist": files.infoPlists.append(path)
        case "InfoPlist.strings": localized().map { files.infoPlistStrings.append($0) }
        case "InfoPlist.xcstrings": files.infoPlistCatalogs.append(path)
        case "AppShortcuts.strings": localized().map { files.appShortcutsStrings.append($0) }
        case "AppShortcuts.xcstrings": files.appShortcutsCatalogs.append(path)
        default:
            if name.hasUTF8Suffix("-Info.plist") || name.hasUTF8Suffix("_Info.plist") { files.infoPlists.append(path) }
        }
    }
}
