import Foundation
import QuickActionKit

/// Where an importer reads the other platform's files: a folder, given relative paths. The CLI passes the file
/// system; tests pass files in memory.
public protocol ImportSource: Sendable {
    /// A file's contents, nil when it does not exist or cannot be read.
    func read(_ relativePath: String) -> Data?
    /// The names in a folder (files and folders), sorted; empty when it does not exist.
    func list(_ relativeFolder: String) -> [String]
    /// How messages name a relative path (for example the path from the current folder).
    func display(_ relativePath: String) -> String
}

/// Files in memory, by relative path: for reading another platform's files without a file system (an export's
/// result, a fuzzer's input).
public struct InMemorySource: ImportSource {
    public var files: [String: Data]

    public init(files: [String: Data]) { self.files = files }

    /// The files an export wrote.
    public init(_ result: ExportResult) {
        files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, Data($0.contents.utf8)) })
    }

    public func read(_ relativePath: String) -> Data? { files[relativePath] }

    public func list(_ relativeFolder: String) -> [String] {
        let prefix = relativeFolder.isEmpty ? "" : relativeFolder + "/"
        return Set(
            files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
            }
        ).sorted()
    }

    public func display(_ relativePath: String) -> String { relativePath }
}

/// What an import read: the items, and what could not be mapped to iOS.
public struct ImportResult: Sendable, Hashable {
    public var set: QuickActionSet
    public var notes: [ConversionNote]

    /// Gives each item a type no earlier item has unless their `userInfo` tells them apart (Chirp's conversations):
    /// a repeat becomes `open-2`, `open-3`, with a warning. iOS tells items apart by their type and userInfo, and two
    /// shortcuts of a web manifest can open one URL (issue 34: an import left three items of one type).
    mutating func makeTypesUnique() {
        var taken = Set(set.items.map(\.type))
        struct Identity: Hashable {
            var type: String
            var userInfo: [String: PropertyListValue]?
        }
        var seen: Set<Identity> = []
        for index in set.items.indices {
            let type = set.items[index].type
            let userInfo = set.items[index].userInfo
            if seen.insert(Identity(type: type, userInfo: userInfo)).inserted { continue }
            var number = 2
            while taken.contains("\(type)-\(number)") { number += 1 }
            let unique = "\(type)-\(number)"
            taken.insert(unique)
            seen.insert(Identity(type: unique, userInfo: userInfo))
            set.items[index].type = unique
            notes.append(
                ConversionNote(
                    .warning, item: unique,
                    "another item has the type \(type), so this one is \(unique); iOS tells items apart by type"))
        }
    }
}

/// The choices an import needs beyond the file.
public struct ImportOptions: Sendable, Hashable {
    /// The locale the other platform's default texts are in: the iOS app's development region.
    public var developmentLocale: String
    /// The app's bundle identifier, the prefix of types made from names that are not reverse-DNS already.
    public var typePrefix: String?

    public init(developmentLocale: String, typePrefix: String? = nil) {
        self.developmentLocale = developmentLocale
        self.typePrefix = typePrefix
    }

    /// `prefix.name` unless the name already has a dot.
    func type(from name: String) -> String {
        guard !name.contains("."), let typePrefix, !typePrefix.isEmpty else { return name }
        return typePrefix + "." + name
    }
}

/// Reads another platform's quick actions.
public enum Importer {
    /// `file` is relative to `source`: Android's `shortcuts.xml` (its `res` folder is two levels up), a web app
    /// manifest, or a `.desktop` file.
    public static func read(
        _ file: String, from format: ExportFormat, source: some ImportSource, options: ImportOptions
    ) throws(ConversionError) -> ImportResult {
        var result: ImportResult
        switch format {
        case .android: result = try AndroidShortcutsReader.read(file, source: source, options: options)
        case .webManifest: result = try WebManifestReader.read(file, source: source, options: options)
        case .desktop: result = try DesktopEntryReader.read(file, source: source, options: options)
        case .expo, .flutter, .plist:
            throw ConversionError(
                file: source.display(file),
                "import reads \(ExportFormat.importable.map(\.rawValue).joined(separator: ", ")); not \(format.rawValue)"
            )
        }
        result.makeTypesUnique()
        return result
    }

    /// The locales in order: the development locale first, then the others sorted.
    static func orderedLocales(_ locales: Set<String>, development: String) -> [String] {
        [development] + locales.subtracting([development]).sorted()
    }
}
