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

    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return value
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        let preferred = [("device", "iphone"), ("device", "other"), ("plural", "other")]
        for (kind, name) in preferred {
            if let group = variations[kind] as? [String: Any], let variant = group[name] {
                return value(of: variant)
            }
        }
        return nil
    }
}
