import Foundation
import QuickActionKit

/// Reads a String Catalog (`InfoPlist.xcstrings`, JSON) into one table per language. A language's value is its
/// `stringUnit`, else the iPhone device variation, else the `other` plural form; the source language falls back to
/// the key itself, as Xcode compiles it (platform-facts §3).
public enum StringCatalogParser {
    public static func parse(_ data: Data, file: String) throws(ProjectReadError) -> [LocalizationTable] {
        let location = SourceLocation(file: file)
        let values = try StringCatalogJSON(data, file: file).valuesByLanguage(read: value, sourceValue: { $0 })
        return values.keys.sorted().map { language in
            LocalizationTable(
                localization: language, source: location,
                entries: values[language, default: [:]].mapValues { .init(value: $0, location: location) })
        }
    }

    private static func value(of localization: StringCatalogJSON.Localization) -> String? {
        if let value = localization.stringUnit?.value { return value }
        guard let variations = localization.variations else { return nil }
        let preferred = [variations.device?["iphone"], variations.device?["other"], variations.plural?["other"]]
        return preferred.lazy.compactMap { $0 }.first.flatMap(value(of:))
    }
}
