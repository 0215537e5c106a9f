import Foundation
import QuickActionKit
import XcodeProject

/// Reads a JSON file of dynamic items, as an app would register them: an array of `ShortcutItem` objects in the
/// form documented in the README (`--dynamic FILE.json`).
public enum ShortcutItemsFile {
    public static func read(_ path: String) throws(ProjectReadError) -> [ShortcutItem] {
        try decode(try ProjectFile.contents(of: path), file: path)
    }

    /// Decodes the JSON form; errors name `file` (a path, or what the data came from) and the offending key.
    public static func decode(_ data: Data, file path: String) throws(ProjectReadError) -> [ShortcutItem] {
        do {
            try StrictJSON.validate(data)
        } catch {
            throw ProjectReadError(
                file: path, line: error.line, column: error.column, "not valid JSON: \(error.message)")
        }
        do {
            return try JSONDecoder().decode([ShortcutItem].self, from: data)
        } catch let error as DecodingError {
            throw ProjectReadError(file: path, "not a JSON array of shortcut items: \(describe(error))")
        } catch {
            throw ProjectReadError(file: path, "not valid JSON: \(error.localizedDescription)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty
                ? "at the top level"
                : "at " + codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "\"\(key.stringValue)\" is missing \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription) \(path(context.codingPath))"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return (underlying ?? context.debugDescription) + " " + path(context.codingPath)
        @unknown default: return "\(error)"
        }
    }
}
