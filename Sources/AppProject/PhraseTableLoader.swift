import Foundation
import QuickActionKit

/// Loads the App Shortcuts phrase tables of a project: `*.lproj/AppShortcuts.strings` and `AppShortcuts.xcstrings`
/// (platform-facts §6). Keys and values are phrases in the strings-file form (`${applicationName}`, `${name}`).
enum PhraseTableLoader {
    static func tables(in files: ProjectFiles) throws(ProjectReadError) -> [PhraseTable] {
        var tables: [PhraseTable] = []
        for file in files.appShortcutsStrings {
            let entries = try StringsFileParser.parse(try ProjectFile.contents(of: file.path), file: file.path)
            tables.append(
                PhraseTable(
                    localization: file.localization, source: SourceLocation(file: file.path),
                    phrases: entries.mapValues { [AppShortcutPhrase(stringsKey: $0.value, location: $0.location)] }))
        }
        for catalog in files.appShortcutsCatalogs {
            tables += try PhraseCatalogParser.parse(try ProjectFile.contents(of: catalog), file: catalog)
        }
        return tables
    }
}
