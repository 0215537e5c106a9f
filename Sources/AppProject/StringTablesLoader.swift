import Foundation
import QuickActionKit
import XcodeProject

/// Loads the strings tables the app's Swift code looks keys up in: `X.lproj/NAME.strings` and `NAME.xcstrings`,
/// the table name being the file name without its extension (platform-facts §3, §9).
enum StringTablesLoader {
    /// The tables named in `names` (others are not read: an app may hold dozens of large tables the code never
    /// uses for quick actions or App Shortcuts), and a problem for each file that cannot be read.
    static func tables(named names: Set<String>, in files: ProjectFiles, developmentRegion: String)
        -> (tables: StringTables, problems: [FileProblem], suppressions: CommentsRead)
    {
        var tables = StringTables(developmentRegion: developmentRegion)
        var problems: [FileProblem] = []
        var comments = CommentsRead()
        guard !names.isEmpty else { return (tables, problems, comments) }
        for file in files.stringsTables {
            let name = tableName(of: file.path)
            guard names.contains(name) else { continue }
            do {
                let data = try ProjectFile.contents(of: file.path)
                comments.add(data, of: file.path)
                let entries = try StringsFileParser.parse(data, file: file.path)
                tables.add(
                    LocalizationTable(
                        localization: file.localization, source: SourceLocation(file: file.path), entries: entries),
                    named: name)
            } catch {
                problems.append(FileProblem(location: error.location, message: error.message))
            }
        }
        for catalog in files.stringCatalogs {
            let name = tableName(of: catalog)
            guard names.contains(name) else { continue }
            do {
                for table in try StringCatalogParser.parse(try ProjectFile.contents(of: catalog), file: catalog) {
                    tables.add(table, named: name)
                }
            } catch {
                problems.append(FileProblem(location: error.location, message: error.message))
            }
        }
        return (tables, problems, comments)
    }

    /// `…/de.lproj/Localizable.strings` → `Localizable`.
    static func tableName(of path: String) -> String {
        let name = ProjectPath.name(of: path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
