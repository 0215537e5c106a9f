import Foundation
import QuickActionKit

/// The JSON of a String Catalog (`.xcstrings`), shared by the Info.plist and App Shortcuts catalogs: its source
/// language and, for each key, the localization of each language. Only the members this tool reads are decoded
/// (typed, with `JSONDecoder`): `JSONSerialization`'s tree of Foundation objects took 67 times the file's size
/// (issue 15, defect 7).
struct StringCatalogJSON {
    var sourceLanguage: String
    /// Key → language → that language's localization.
    var localizations: [String: [String: Localization]]

    /// One language's localization of a key: a `stringUnit`, a `stringSet` (App Shortcuts phrases) or `variations`
    /// by device or plural form, each variation a localization itself.
    struct Localization: Decodable {
        struct StringUnit: Decodable { var value: String? }
        struct StringSet: Decodable { var values: [String]? }
        struct Variations: Decodable {
            var device: [String: Localization]?
            var plural: [String: Localization]?
        }
        var stringUnit: StringUnit?
        var stringSet: StringSet?
        var variations: Variations?
    }

    private struct File: Decodable {
        struct Entry: Decodable { var localizations: [String: Localization]? }
        var sourceLanguage: String?
        var strings: [String: Entry]
    }

    init(_ data: Data, file: String) throws(ProjectReadError) {
        do {
            try StrictJSON.validate(data)
        } catch {
            throw ProjectReadError(
                file: file, line: error.line, column: error.column,
                "the String Catalog is not valid JSON (\(error.message)); reopen it in Xcode or fix the JSON")
        }
        let decoded: File
        do {
            decoded = try JSONDecoder().decode(File.self, from: data)
        } catch let error as DecodingError {
            throw ProjectReadError(file: file, Self.message(for: error))
        } catch {
            throw ProjectReadError(
                file: file, "the String Catalog is not valid JSON; reopen it in Xcode or fix the JSON")
        }
        sourceLanguage = decoded.sourceLanguage ?? "en"
        localizations = decoded.strings.mapValues { $0.localizations ?? [:] }
    }

    /// What a decoding error means in a file `StrictJSON` accepted: a member of the wrong type.
    private static func message(for error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context) where context.codingPath.isEmpty:
            return "not a String Catalog: expected an object with \"sourceLanguage\" and \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context),
            .keyNotFound(_, let context):
            guard !context.codingPath.isEmpty else {
                return "not a String Catalog: expected an object with \"sourceLanguage\" and \"strings\""
            }
            let path = context.codingPath.map(\.stringValue).joined(separator: " › ")
            return "the String Catalog's \(path) is not what Xcode writes (\(context.debugDescription)); "
                + "reopen it in Xcode or fix the JSON"
        @unknown default:
            return "the String Catalog cannot be read; reopen it in Xcode or fix the JSON"
        }
    }

    /// Language → key → value, read from each localization with `read` (nil: the language gives no value); a key
    /// the source language does not localize gets `sourceValue(key)`, as Xcode compiles it.
    func valuesByLanguage<Value>(
        read: (Localization) -> Value?, sourceValue: (String) -> Value
    ) -> [String: [String: Value]] {
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
