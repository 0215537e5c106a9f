import Foundation
import QuickActionKit

/// Reads an `AppShortcuts.xcstrings` String Catalog into one phrase table per language (platform-facts §6): a
/// language's `stringUnit` gives one phrase, its `stringSet` as many as it lists (none, too), so locales may differ
/// in the number of phrases; the source language falls back to the key itself.
public enum PhraseCatalogParser {
    public static func parse(_ data: Data, file: String) throws(ProjectReadError) -> [PhraseTable] {
        let location = SourceLocation(file: file)
        let values = try StringCatalogJSON(data, file: file).valuesByLanguage(read: phrases, sourceValue: { [$0] })
        return values.keys.sorted().map { language in
            PhraseTable(
                localization: language, source: location,
                phrases: values[language, default: [:]].mapValues { texts in
                    texts.map { AppShortcutPhrase(stringsKey: $0, location: location) }
                })
        }
    }

    private static func phrases(of localization: StringCatalogJSON.Localization) -> [String]? {
        if let value = localization.stringUnit?.value { return [value] }
        return localization.stringSet?.values
    }
}
