import Foundation
import QuickActionKit

/// Reads the application actions of a `.desktop` file: `Actions` in order, each group's `Name` and `Name[LOCALE]`,
/// the type from `Exec`'s `--quick-action=` (else the prefix and the action's id), and the subtitle and icon from the
/// `X-QuickAction-` keys `export` writes.
enum DesktopEntryReader {
    static func read(_ file: String, source: some ImportSource, options: ImportOptions) throws(ConversionError)
        -> ImportResult
    {
        guard let data = source.read(file), let text = String(data: data, encoding: .utf8) else {
            throw ConversionError(file: source.display(file), "cannot read the file as UTF-8 text")
        }
        let groups = try parse(text, file: source.display(file))
        guard let main = groups.first(where: { $0.name == "Desktop Entry" }) else {
            throw ConversionError(file: source.display(file), "no [Desktop Entry] group: not a desktop entry file")
        }
        var notes: [ConversionNote] = []
        var locales: Set<String> = [options.developmentLocale]
        var items: [QuickActionSet.Item] = []
        let ids = (main.values["Actions"] ?? "").split(separator: ";").map(String.init).filter { !$0.isEmpty }
        for id in ids {
            guard let group = groups.first(where: { $0.name == "Desktop Action \(id)" }) else {
                throw ConversionError(
                    file: source.display(file), line: main.lines["Actions"],
                    "Actions lists “\(id)” but there is no [Desktop Action \(id)] group")
            }
            guard let name = group.values["Name"] else {
                throw ConversionError(
                    file: source.display(file), line: group.line,
                    "[Desktop Action \(id)] has no Name (the spec requires it)")
            }
            let exec = group.values["Exec"] ?? ""
            let type =
                exec.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                .first { $0.hasPrefix(DesktopEntry.typeArgument) }.map {
                    String($0.dropFirst(DesktopEntry.typeArgument.count))
                }
                ?? options.type(from: id)
            var item = QuickActionSet.Item(type: type, titles: [options.developmentLocale: name])
            item.subtitles[options.developmentLocale] = group.values[DesktopEntry.subtitleKey]
            for (key, value) in group.values {
                guard let (base, desktopLocale) = localized(key) else { continue }
                guard base == "Name" || base == DesktopEntry.subtitleKey else { continue }
                guard let locale = PlatformLocale.locale(ofDesktopLocale: desktopLocale) else {
                    notes.append(
                        ConversionNote(.warning, item: type, "\(key): no iOS localization for \(desktopLocale)"))
                    continue
                }
                locales.insert(locale)
                if base == "Name" { item.titles[locale] = value } else { item.subtitles[locale] = value }
            }
            if let marker = group.values[DesktopEntry.iconKey] {
                item.icon = IconMarker.icon(in: IconMarker.prefix + marker)
            } else if let icon = group.values["Icon"] {
                notes.append(
                    ConversionNote(
                        .warning, item: type,
                        "the icon “\(icon)” has no SF Symbol or system icon to map to; the item has no icon"))
            }
            items.append(item)
        }
        return ImportResult(
            set: QuickActionSet(
                appName: main.values["Name"] ?? "", bundleIdentifier: options.typePrefix,
                developmentLocale: options.developmentLocale,
                locales: Importer.orderedLocales(locales, development: options.developmentLocale), items: items),
            notes: notes)
    }

    struct Group {
        var name: String
        var line: Int
        var values: [String: String] = [:]
        var lines: [String: Int] = [:]
    }

    /// The groups with their keys (values unescaped); an error at the line of a malformed one.
    static func parse(_ text: String, file: String) throws(ConversionError) -> [Group] {
        var groups: [Group] = []
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    throw ConversionError(file: file, line: index + 1, "a group header must end with ]")
                }
                groups.append(Group(name: String(line.dropFirst().dropLast()), line: index + 1))
                continue
            }
            guard !groups.isEmpty else {
                throw ConversionError(file: file, line: index + 1, "a key before the first group header")
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw ConversionError(file: file, line: index + 1, "expected KEY=VALUE")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            groups[groups.count - 1].values[key] = unescaped(
                line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces))
            groups[groups.count - 1].lines[key] = index + 1
        }
        return groups
    }

    /// `Name[de]` → (`Name`, `de`).
    static func localized(_ key: String) -> (String, String)? {
        guard key.hasSuffix("]"), let open = key.firstIndex(of: "[") else { return nil }
        return (String(key[..<open]), String(key[key.index(after: open)...].dropLast()))
    }

    static func unescaped(_ value: String) -> String {
        Escaping.unescapeBackslashes(value, ["s": " ", "n": "\n", "t": "\t", "r": "\r"])
    }
}
