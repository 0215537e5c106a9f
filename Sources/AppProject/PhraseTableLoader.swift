import Foundation
import QuickActionKit
import XcodeProject

/// Loads the App Shortcuts phrase tables of a project: `*.lproj/AppShortcuts.strings` and `AppShortcuts.xcstrings`
/// (platform-facts §6). Keys and values are phrases in the strings-file form (`${applicationName}`, `${name}`).
enum PhraseTableLoader {
    /// The readable tables, and a recorded problem for each file that cannot be read (issue: recorded with its
    /// location for the linter, never a stop).
    static func tables(in files: ProjectFiles) -> (tables: [PhraseTable], problems: [FileProblem]) {
        var tables: [PhraseTable] = []
        var problems: [FileProblem] = []
        for file in files.appShortcutsStrings {
            do {
                let entries = try StringsFileParser.parse(try ProjectFile.contents(of: file.path), file: file.path)
                tables.append(
                    PhraseTable(
                        localization: file.localization, source: SourceLocation(file: file.path),
                        phrases: entries.mapValues { [AppShortcutPhrase(stringsKey: $0.value, location: $0.location)] })
                )
            } catch {
                problems.append(FileProblem(location: error.location, message: error.message))
            }
        }
        for catalog in files.appShortcutsCatalogs {
            do {
                tables += try PhraseCatalogParser.parse(try ProjectFile.contents(of: catalog), file: catalog)
            } catch {
                problems.append(FileProblem(location: error.location, message: error.message))
            }
        }
        return (tables, problems)
    }
}
