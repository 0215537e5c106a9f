import Foundation
import QuickActionKit
import XcodeProject

/// Loads the Info.plist localization tables of a project: `*.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`.
enum LocalizationLoader {
    static func tables(in files: ProjectFiles) throws(ProjectReadError) -> [LocalizationTable] {
        var tables: [LocalizationTable] = []
        for file in files.infoPlistStrings {
            let data = try ProjectFile.contents(of: file.path)
            tables.append(
                LocalizationTable(
                    localization: file.localization, source: SourceLocation(file: file.path),
                    entries: try StringsFileParser.parse(data, file: file.path)))
        }
        for catalog in files.infoPlistCatalogs {
            tables += try StringCatalogParser.parse(try ProjectFile.contents(of: catalog), file: catalog)
        }
        return tables
    }
}
