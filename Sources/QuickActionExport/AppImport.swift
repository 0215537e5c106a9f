import AppProject
import Foundation
import QuickActionKit

/// A file `import` writes into the app: its new bytes, whole.
public struct PlannedWrite: Sendable, Hashable {
    public var path: String
    public var data: Data
    /// Whether the file does not exist yet.
    public var isNew: Bool
}

/// Writes a quick-action set into an iOS app: the Info.plist's `UIApplicationShortcutItems` replaced (only those
/// bytes; every other key, comment and indentation kept), and each locale's `InfoPlist.strings` given the titles and
/// subtitles under the keys the Info.plist declares (platform-facts §3): an item whose type the app already declares
/// keeps its keys (`my_library`), a new one is keyed by its development texts. Existing entries get their value
/// replaced in place, missing ones are appended, other lines stay as written; an entry whose text is its key is not
/// written, since Bundle shows the key when a table lacks it.
public enum AppImport {
    public static func plan(
        _ set: QuickActionSet, into app: App, read: (String) -> Data?
    ) throws(ConversionError) -> (writes: [PlannedWrite], notes: [ConversionNote]) {
        var notes: [ConversionNote] = []
        let plistPath = app.infoPlist.file
        guard let plistData = read(plistPath) else {
            throw ConversionError(file: plistPath, "cannot read the Info.plist")
        }
        let document: PropertyListDocument
        do {
            document = try PropertyListDocument(data: plistData, file: plistPath)
        } catch {
            throw ConversionError(file: error.location.file, line: error.location.line, error.message)
        }
        guard document.format == .xml else {
            throw ConversionError(
                file: plistPath,
                "a binary property list is not edited (its bytes cannot be kept); convert it to XML first")
        }
        let existingItems = app.staticItems.compactMap { entry -> ShortcutItem? in
            if case .valid(let item) = entry.content { return item }
            return nil
        }
        let keys = InfoPlistItems.Keys(existing: existingItems)
        let items = InfoPlistItems.shortcutItems(set, keys: keys, notes: &notes)
        let newPlist: Data
        do {
            newPlist = try document.replacingShortcutItems(with: items)
        } catch {
            throw ConversionError(file: error.location.file, line: error.location.line, error.message)
        }
        var writes = newPlist == plistData ? [] : [PlannedWrite(path: plistPath, data: newPlist, isNew: false)]

        let tables = app.localizations.tables
        let catalog = tables.first { $0.source.file.hasSuffix(".xcstrings") }
        let stringsTables = tables.filter { !$0.source.file.hasSuffix(".xcstrings") }
        let lprojParent =
            stringsTables.first.map {
                (($0.source.file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            } ?? (plistPath as NSString).deletingLastPathComponent
        var forCatalog: [String] = []
        for locale in set.locales {
            let entries = InfoPlistItems.entries(set, locale: locale, keys: keys)
            guard !entries.isEmpty else { continue }
            let existing = stringsTables.first {
                LocaleFallback.comparisonKey($0.localization) == LocaleFallback.comparisonKey(locale)
            }
            // A locale the String Catalog holds (or any new one, when the app has a catalog) belongs in the
            // catalog: Xcode builds InfoPlist.strings from it, and a second InfoPlist.strings would collide.
            if existing == nil, catalog != nil {
                forCatalog.append(locale)
                continue
            }
            let path =
                existing?.source.file
                ?? (lprojParent.isEmpty ? "" : lprojParent + "/") + "\(locale).lproj/InfoPlist.strings"
            if let existing, let data = read(path) {
                let (edited, unchanged) = try edit(data, path: path, table: existing, entries: entries)
                if !unchanged { writes.append(PlannedWrite(path: path, data: edited, isNew: false)) }
            } else {
                let text = InfoPlistItems.stringsFile(locale: locale, entries: entries)
                writes.append(PlannedWrite(path: path, data: Data(text.utf8), isNew: true))
            }
        }
        if let catalog, !forCatalog.isEmpty {
            notes.append(
                ConversionNote(
                    .warning,
                    "\(catalog.source.file) is a String Catalog, which import does not edit: add the quick actions' texts in \(forCatalog.joined(separator: ", ")) there"
                ))
        }
        return (writes, notes)
    }

    /// The strings file with each entry's value set: replaced on the entry's line, or appended. Kept in its
    /// encoding (UTF-16 with its byte-order mark, or UTF-8).
    static func edit(
        _ data: Data, path: String, table: LocalizationTable, entries: [(key: String, value: String)]
    ) throws(ConversionError) -> (Data, unchanged: Bool) {
        let bytes = [UInt8](data)
        let encoding: String.Encoding =
            bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? .utf16 : .utf8
        guard var text = String(data: data, encoding: encoding) else {
            throw ConversionError(
                file: path, "cannot read the strings file as \(encoding == .utf16 ? "UTF-16" : "UTF-8")")
        }
        var lines = text.components(separatedBy: "\n")
        var appended: [String] = []
        var changed = false
        for (key, value) in entries {
            guard let entry = table.entries[key] else {
                appended.append(StringsText.entry(key: key, value: value))
                continue
            }
            guard entry.value != value else { continue }
            guard let line = entry.location.line, line >= 1, line <= lines.count,
                let replaced = replacingValue(in: lines[line - 1], key: key, with: value)
            else {
                throw ConversionError(
                    file: path, line: entry.location.line,
                    "cannot edit the entry for \(StringsText.literal(key)) on its line; write \(StringsText.entry(key: key, value: value))"
                )
            }
            lines[line - 1] = replaced
            changed = true
        }
        if !appended.isEmpty {
            if lines.last == "" { lines.removeLast() }
            lines += appended + [""]
            changed = true
        }
        text = lines.joined(separator: "\n")
        guard changed else { return (data, true) }
        var output = text.data(using: encoding) ?? Data(text.utf8)
        if encoding == .utf16, !output.starts(with: [0xFF, 0xFE]), !output.starts(with: [0xFE, 0xFF]) {
            output = Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data())
        }
        return (output, false)
    }

    /// `"key" = "old";` with the value literal replaced; nil when the line does not hold the entry as one
    /// `"key" = "value";`.
    static func replacingValue(in line: String, key: String, with value: String) -> String? {
        let keyLiteral = StringsText.literal(key)
        guard let keyRange = line.range(of: keyLiteral) else { return nil }
        let afterKey = line[keyRange.upperBound...]
        guard let equals = afterKey.firstIndex(of: "="),
            afterKey[..<equals].allSatisfy(\.isWhitespace),
            let open = line[line.index(after: equals)...].firstIndex(of: "\"")
        else { return nil }
        var index = line.index(after: open)
        while index < line.endIndex, line[index] != "\"" {
            index =
                line[index] == "\\"
                ? line.index(index, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex : line.index(after: index)
        }
        guard index < line.endIndex else { return nil }
        return String(line[..<open]) + StringsText.literal(value) + String(line[line.index(after: index)...])
    }
}
