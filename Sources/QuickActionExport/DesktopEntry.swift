import Foundation
import QuickActionKit

/// A freedesktop `.desktop` file's application actions (export-formats notes, desktop entry specification): the
/// `Actions` key of the `[Desktop Entry]` group and one `[Desktop Action ID]` group per item, with `Name` and a
/// `Name[LOCALE]` per other locale, `Icon` (the glyph, installed under the hicolor theme) and `Exec` (the app's
/// command with `--quick-action=TYPE`). The spec has no subtitle: it is kept in `X-QuickAction-Subtitle` keys, which
/// the spec allows and `import` reads back. Merged into an existing file when one is given: its lines stay as
/// written, its own actions too, and only the groups of these items are replaced.
enum DesktopEntry {
    static let typeArgument = "--quick-action="
    static let subtitleKey = "X-QuickAction-Subtitle"
    /// The iOS icon (`IconMarker` without its prefix: `symbol person.crop.circle`), read back by `import`.
    static let iconKey = "X-QuickAction-Icon"

    static func export(_ set: QuickActionSet, options: ExportOptions) throws(ConversionError) -> ExportResult {
        let appSlug = Slug.make(set.appName).replacingOccurrences(of: "_", with: "-")
        var existing: Parsed?
        if let file = options.existing { existing = try Parsed(file.contents, path: file.path) }
        let exec = options.exec ?? existing?.mainExec ?? appSlug
        var files: [ExportedFile] = []
        var notes: [ConversionNote] = []
        var uniqueIDs = UniqueNames(separator: "-")
        var groups: [[String]] = []
        var iconNames: [ShortcutIcon: String] = [:]
        for item in set.items {
            let id = uniqueID(for: item.type, taken: &uniqueIDs)
            var lines = ["[Desktop Action \(id)]"]
            lines.append(
                "Name=" + escaped(item.title(in: set.developmentLocale, developmentLocale: set.developmentLocale)))
            for locale in set.locales where locale != set.developmentLocale {
                guard let name = PlatformLocale.desktopLocale(locale) else {
                    notes.append(ConversionNote(.warning, item: item.type, "no desktop locale for \(locale)"))
                    continue
                }
                lines.append(
                    "Name[\(name)]=" + escaped(item.title(in: locale, developmentLocale: set.developmentLocale)))
            }
            if let icon = item.icon {
                lines.append(
                    iconKey + "=" + escaped(String(IconMarker.text(for: icon).dropFirst(IconMarker.prefix.count))))
                if let known = iconNames[icon] {
                    lines.append("Icon=" + known)
                } else if let glyph = options.iconArtwork(icon) {
                    let name =
                        "\(appSlug)-quick-action-\(Slug.make(icon.label).replacingOccurrences(of: "_", with: "-"))"
                    iconNames[icon] = name
                    lines.append("Icon=" + name)
                    files.append(
                        ExportedFile(
                            path: "icons/hicolor/scalable/apps/\(name).svg",
                            contents: StandaloneSVG.document(
                                glyph: glyph, color: "#000000", comment: IconMarker.text(for: icon))))
                } else {
                    notes.append(
                        ConversionNote(.note, item: item.type, "no drawing of \(icon.label) to use as its icon"))
                }
            }
            lines.append("Exec=" + exec + " " + execArgument(typeArgument + item.type))
            for locale in set.locales {
                guard let subtitle = item.subtitles[locale] else { continue }
                let key =
                    locale == set.developmentLocale
                    ? subtitleKey : PlatformLocale.desktopLocale(locale).map { "\(subtitleKey)[\($0)]" }
                if let key { lines.append(key + "=" + escaped(subtitle)) }
            }
            if item.userInfo?.isEmpty == false {
                notes.append(ConversionNote(.note, item: item.type, "a desktop action has no userInfo; it is not kept"))
            }
            groups.append(lines)
        }
        let contents: String
        if let existing {
            contents = existing.merged(actionIDs: uniqueIDs.names, groups: groups)
        } else {
            var lines = ["[Desktop Entry]", "Type=Application", "Name=" + escaped(set.appName), "Exec=" + exec]
            lines.append("Actions=" + uniqueIDs.names.map { $0 + ";" }.joined())
            contents = ([lines] + groups).map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
        }
        let name = options.existing.map { URL(fileURLWithPath: $0.path).lastPathComponent } ?? "\(appSlug).desktop"
        files.insert(ExportedFile(path: name, contents: contents), at: 0)
        return ExportResult(files: files, notes: notes)
    }

    /// An action identifier from the type's last component: letters, digits and `-` only (the spec's rule).
    static func uniqueID(for type: String, taken ids: inout UniqueNames) -> String {
        let last = type.split(separator: ".").last.map(String.init) ?? type
        var base = ""
        for scalar in last.unicodeScalars {
            let isAllowed = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-")
            base += isAllowed ? String(scalar) : "-"
        }
        if base.isEmpty { base = "action" }
        return ids.claim(base)
    }

    /// A value with the spec's escapes (`\\`, `\n`, `\t`, `\r`; a leading space as `\s`).
    static func escaped(_ text: String) -> String {
        let result = Escaping.escape(text, Escaping.controls)
        return result.hasPrefix(" ") ? "\\s" + result.dropFirst() : result
    }

    /// An `Exec` argument, quoted when it holds a reserved character (the spec's quoting rules).
    static func execArgument(_ argument: String) -> String {
        let reserved = " \t\n\"'\\><~|&;$*?#()`"
        guard argument.contains(where: { reserved.contains($0) }) else { return argument }
        var quoted = "\""
        for character in argument {
            if "\"`$\\".contains(character) { quoted += "\\" }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// An existing file's lines, grouped.
    struct Parsed {
        var lines: [String]
        /// The main group's `Exec` without its field codes (`%u`, `%F`…).
        var mainExec: String?

        init(_ text: String, path: String) throws(ConversionError) {
            lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            var group: String?
            for (number, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                if trimmed.hasPrefix("[") {
                    guard trimmed.hasSuffix("]") else {
                        throw ConversionError(file: path, line: number + 1, "a group header must end with ]")
                    }
                    group = String(trimmed.dropFirst().dropLast())
                    continue
                }
                guard group != nil else {
                    throw ConversionError(file: path, line: number + 1, "a key before the first group header")
                }
                guard let equals = trimmed.firstIndex(of: "=") else {
                    throw ConversionError(file: path, line: number + 1, "expected KEY=VALUE")
                }
                let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
                if group == "Desktop Entry", key == "Exec" {
                    mainExec = trimmed[trimmed.index(after: equals)...].split(separator: " ")
                        .filter { !($0.hasPrefix("%") && $0.count == 2) }.joined(separator: " ")
                }
            }
            guard lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == "[Desktop Entry]" }) else {
                throw ConversionError(file: path, "no [Desktop Entry] group: not a desktop entry file")
            }
        }

        /// The file with `Actions` listing its own actions then `actionIDs`, the groups of those IDs replaced by
        /// `groups` and every other line kept.
        func merged(actionIDs: [String], groups: [[String]]) -> String {
            var kept: [String] = []
            var ownActions: [String] = []
            var skipping = false
            var actionsLine: Int?
            var inMain = false
            var mainEnd: Int?
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("[") {
                    let name = String(trimmed.dropFirst().dropLast())
                    if inMain { mainEnd = mainEnd ?? kept.count }
                    inMain = name == "Desktop Entry"
                    skipping = actionIDs.contains { name == "Desktop Action \($0)" }
                    if skipping {
                        while kept.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeLast() }
                        continue
                    }
                }
                if skipping { continue }
                if inMain, trimmed.hasPrefix("Actions="), actionsLine == nil {
                    ownActions = trimmed.dropFirst("Actions=".count).split(separator: ";").map(String.init)
                        .filter { !actionIDs.contains($0) }
                    actionsLine = kept.count
                }
                kept.append(line)
            }
            let actions = "Actions=" + (ownActions + actionIDs).map { $0 + ";" }.joined()
            if let actionsLine {
                kept[actionsLine] = actions
            } else {
                var insertAt = mainEnd ?? kept.count
                while insertAt > 0, kept[insertAt - 1].trimmingCharacters(in: .whitespaces).isEmpty { insertAt -= 1 }
                kept.insert(actions, at: insertAt)
            }
            while kept.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { kept.removeLast() }
            return ([kept.joined(separator: "\n")] + groups.map { $0.joined(separator: "\n") })
                .joined(separator: "\n\n") + "\n"
        }
    }
}
