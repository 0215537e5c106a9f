import Foundation
import QuickActionKit

/// The JSON of a String Catalog (`.xcstrings`), shared by the Info.plist and App Shortcuts catalogs: its source
/// language and, for each key, the localization object of each language.
struct StringCatalogJSON {
    var sourceLanguage: String
    /// Key → language → that language's localization object, as decoded.
    var localizations: [String: [String: Any]]

    init(_ data: Data, file: String) throws(ProjectReadError) {
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
        sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
        localizations = [:]
        for (key, rawEntry) in strings {
            guard let entry = rawEntry as? [String: Any] else {
                throw ProjectReadError(file: file, "the entry for \"\(key)\" is not an object")
            }
            localizations[key] = entry["localizations"] as? [String: Any] ?? [:]
        }
    }

    /// Language → key → value, read from each localization with `read` (nil: the language gives no value); a key
    /// the source language does not localize gets `sourceValue(key)`, as Xcode compiles it.
    func valuesByLanguage<Value>(read: (Any) -> Value?, sourceValue: (String) -> Value) -> [String: [String: Value]] {
        var values: [String: [String: Value]] = [:]
        for (key, languages) in localizations {
            for (language, localization) in languages {
                guard let value = read(localization) else { continue }
                values[language, default: [:]][key] = value
            }
            if languages[sourceLanguage] == nil {
                values[sourceLanguage, default: [:]][key] = sourceValue(key)
            }
        }
        return values
    }
}
