import Foundation
import QuickActionKit

/// Reads the `shortcuts` of a web app manifest and of its localized siblings (`manifest.de.webmanifest` beside
/// `manifest.webmanifest`, as `export` writes them; each names its locale in `lang`).
enum WebManifestReader {
    static func read(_ file: String, source: some ImportSource, options: ImportOptions) throws(ConversionError)
        -> ImportResult
    {
        let main = try manifest(file, source: source)
        var notes: [ConversionNote] = []
        let folder = (file as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var manifests = [(locale: options.developmentLocale, json: main, file: file)]
        if let lang = main["lang"]?.stringValue, !LocaleFallback.matches(lang, options.developmentLocale) {
            notes.append(
                ConversionNote(
                    .note,
                    "\(source.display(file)) is in \(lang); its texts become the app's development locale \(options.developmentLocale)"
                ))
        }
        for sibling in source.list(folder) where sibling.hasPrefix(stem + ".") && sibling.hasSuffix("." + ext) {
            let middle = sibling.dropFirst(stem.count + 1).dropLast(ext.count + 1)
            guard let locale = LocaleIdentifier(String(middle))?.identifier, sibling != name else { continue }
            let path = folder.isEmpty ? sibling : folder + "/" + sibling
            let json = try manifest(path, source: source)
            manifests.append(
                (json["lang"]?.stringValue.flatMap { LocaleIdentifier($0)?.identifier } ?? locale, json, path))
        }

        var items: [QuickActionSet.Item] = []
        for (index, shortcut) in (main["shortcuts"]?.arrayValue ?? []).enumerated() {
            guard let url = shortcut["url"]?.stringValue, let title = shortcut["name"]?.stringValue else {
                throw ConversionError(
                    file: source.display(file),
                    "shortcuts[\(index)] needs a name and a url (the manifest spec's required members)")
            }
            let type = type(from: url, options: options)
            var item = QuickActionSet.Item(type: type, titles: [:])
            for (locale, json, _) in manifests {
                // The same position in each locale's manifest (as export writes them), else the same URL.
                let localized = json["shortcuts"]?.arrayValue ?? []
                let atIndex = localized.indices.contains(index) ? localized[index] : nil
                guard
                    let match = atIndex?["url"]?.stringValue == url
                        ? atIndex : localized.first(where: { $0["url"]?.stringValue == url })
                else { continue }
                item.titles[locale] = match["name"]?.stringValue ?? title
                item.subtitles[locale] = match["description"]?.stringValue
            }
            if shortcut["short_name"] != nil {
                notes.append(
                    ConversionNote(.note, item: type, "short_name has no iOS equivalent; the name is the title"))
            }
            if let icon = shortcut["icons"]?.arrayValue?.first?["src"]?.stringValue {
                let path = folder.isEmpty ? icon : folder + "/" + icon
                if let data = source.read(path), let marked = IconMarker.icon(in: String(decoding: data, as: UTF8.self))
                {
                    item.icon = marked
                } else {
                    notes.append(
                        ConversionNote(
                            .warning, item: type,
                            "the icon \(icon) is not one of ours: no SF Symbol or system icon to use; the item has no icon"
                        ))
                }
            }
            items.append(item)
        }
        let locales = Importer.orderedLocales(Set(manifests.map(\.locale)), development: options.developmentLocale)
        let appName = main["short_name"]?.stringValue ?? main["name"]?.stringValue ?? ""
        return ImportResult(
            set: QuickActionSet(
                appName: appName, bundleIdentifier: options.typePrefix, developmentLocale: options.developmentLocale,
                locales: locales, items: items),
            notes: notes)
    }

    static func manifest(_ path: String, source: some ImportSource) throws(ConversionError) -> OrderedJSON {
        guard let data = source.read(path) else {
            throw ConversionError(file: source.display(path), "cannot read the file")
        }
        let json: OrderedJSON
        do {
            json = try OrderedJSON.parse(data)
        } catch {
            throw ConversionError(file: source.display(path), line: error.line, "not JSON: \(error.message)")
        }
        guard case .object = json else {
            throw ConversionError(file: source.display(path), "a web app manifest is a JSON object")
        }
        return json
    }

    /// The type in the URL's `quick-action` query parameter (as `export` writes it), else one made from the last
    /// path component.
    static func type(from url: String, options: ImportOptions) -> String {
        if let components = URLComponents(string: url),
            let value = components.queryItems?.first(where: { $0.name == WebManifest.typeParameter })?.value,
            !value.isEmpty
        {
            return value
        }
        let path = URLComponents(string: url)?.path ?? url
        let last = path.split(separator: "/").last.map(String.init) ?? "open"
        return options.type(from: last)
    }
}
