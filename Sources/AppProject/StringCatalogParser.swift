import Foundation
import QuickActionKit

/// Reads a String Catalog (`InfoPlist.xcstrings`, JSON) into one table per language. A language's value is its
/// `stringUnit`, else the iPhone device variation, else the `other` plural form; the source language falls back to
/// the key itself, as Xcode compiles it (platform-facts §3).
public enum StringCatalogParser {
    public static func parse(_ data: Data, file: String) throws(ProjectReadError) -> [LocalizationTable] {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "invalid JSON"
            throw ProjectReadError(
                file: file, "the String Catalog is not valid JSON (\(detail)); reopen it in Xcode or fix the JSON")
        }
        guard let catalog = json as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw ProjectReadError(
                file: file, "not a String Catalog: expected an object with \"sourceLanguage\" and \"strings\"")
        }
        let sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
        let location = SourceLocation(file: file)
        var tables: [String: LocalizationTable] = [:]
        func table(_ language: String) -> LocalizationTable {
            tables[language] ?? LocalizationTable(localization: language, source: location)
        }
        for (key, rawEntry) in strings {
            guard let entry = rawEntry as? [String: Any] else {
                throw ProjectReadError(file: file, "the entry for \"\(key)\" is not an object")
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for (language, rawLocalization) in localizations {
                guard let value = value(of: rawLocalization) else { continue }
                var languageTable = table(language)
                languageTable.entries[key] = .init(value: value, location: location)
                tables[language] = languageTable
            }
            if localizations[sourceLanguage] == nil {
                var sourceTable = table(sourceLanguage)
                sourceTable.entries[key] = .init(value: key, location: location)
                tables[sourceLanguage] = sourceTable
            }
        }
        return tables.keys.sorted().compactMap { tables[$0] }
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
