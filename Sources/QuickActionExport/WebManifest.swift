import Foundation
import QuickActionKit

/// The `shortcuts` member of a web app manifest (export-formats notes, web app manifest): one manifest per locale,
/// with `lang` and `dir`, each shortcut's `name` the title, `description` the subtitle, `url` the template with the
/// item's type, and `icons` the glyph as an SVG file. Merged into an existing manifest when one is given: every
/// other member is kept as written, in its place.
enum WebManifest {
    /// The query parameter that carries the item's type in the default URL template, read back by `import`.
    static let typeParameter = "quick-action"

    static func export(_ set: QuickActionSet, options: ExportOptions) throws(ConversionError) -> ExportResult {
        var base = OrderedJSON.object([("name", .string(set.appName))])
        if let existing = options.existing {
            do {
                base = try OrderedJSON.parse(Data(existing.contents.utf8))
            } catch {
                throw ConversionError(file: existing.path, line: error.line, "not JSON: \(error.message)")
            }
            guard case .object = base else {
                throw ConversionError(file: existing.path, "a web app manifest is a JSON object")
            }
        }
        var files: [ExportedFile] = []
        var notes: [ConversionNote] = []
        var iconPaths: [ShortcutIcon: String] = [:]
        for item in set.items {
            guard let icon = item.icon else { continue }
            guard iconPaths[icon] == nil else { continue }
            guard let glyph = options.iconArtwork(icon) else {
                notes.append(ConversionNote(.note, item: item.type, "no drawing of \(icon.label) to use as its icon"))
                continue
            }
            let path = "quick-actions/\(Slug.make(icon.label)).svg"
            iconPaths[icon] = path
            files.append(
                ExportedFile(
                    path: path,
                    contents: StandaloneSVG.document(
                        glyph: glyph, color: "#000000", comment: IconMarker.text(for: icon))))
        }
        for item in set.items where item.userInfo?.isEmpty == false {
            notes.append(ConversionNote(.note, item: item.type, "a web shortcut has no userInfo; only its URL is kept"))
        }
        for locale in set.locales {
            let shortcuts = set.items.map { item -> OrderedJSON in
                var members: [(key: String, value: OrderedJSON)] = [
                    ("name", .string(item.title(in: locale, developmentLocale: set.developmentLocale)))
                ]
                if let subtitle = item.subtitle(in: locale, developmentLocale: set.developmentLocale) {
                    members.append(("description", .string(subtitle)))
                }
                members.append(("url", .string(url(for: item.type, template: options.urlTemplate))))
                if let icon = item.icon, let path = iconPaths[icon] {
                    members.append(
                        (
                            "icons",
                            .array([
                                .object([
                                    ("src", .string(path)), ("sizes", .string("any")),
                                    ("type", .string("image/svg+xml")), ("purpose", .string("monochrome")),
                                ])
                            ])
                        ))
                }
                return .object(members)
            }
            let manifest = base.setting("lang", to: .string(locale))
                .setting("dir", to: .string(LocaleIdentifier(locale)?.isRightToLeft == true ? "rtl" : "ltr"))
                .setting("shortcuts", to: .array(shortcuts))
            // The merged file's name (manifest.json, site.webmanifest…), with the locale before its extension.
            let base =
                options.existing.map { URL(fileURLWithPath: $0.path).lastPathComponent } ?? "manifest.webmanifest"
            let stem = (base as NSString).deletingPathExtension
            let ext = (base as NSString).pathExtension
            let name = locale == set.developmentLocale ? base : "\(stem).\(locale)" + (ext.isEmpty ? "" : ".\(ext)")
            files.append(ExportedFile(path: name, contents: manifest.text() + "\n"))
        }
        return ExportResult(files: files, notes: notes)
    }

    /// The template with `{type}` replaced by the type, percent-encoded for a query value.
    static func url(for type: String, template: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        let encoded = type.addingPercentEncoding(withAllowedCharacters: allowed) ?? type
        return template.replacingOccurrences(of: "{type}", with: encoded)
    }
}

/// File and resource names made from free text: lower-case ASCII letters, digits and `_`.
enum Slug {
    /// `base`, or `base` + separator + 2, 3… : the first not in `taken`.
    static func make(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                result += String(scalar).lowercased()
            } else if !result.hasSuffix("_") {
                result += "_"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "_"))
        guard let first = trimmed.unicodeScalars.first else { return "item" }
        return CharacterSet.decimalDigits.contains(first) ? "n" + trimmed : trimmed
    }
}
