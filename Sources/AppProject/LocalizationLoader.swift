import Foundation
import QuickActionKit
import XcodeProject

/// Loads the Info.plist localization tables of a project: `*.lproj/InfoPlist.strings` and `InfoPlist.xcstrings`.
enum LocalizationLoader {
    /// The tables, and the suppression comments of the strings files, read from the same bytes: the lint would
    /// otherwise read every table a second time for them (issue 35: 2,000 files of the benchmark monorepo).
    static func tables(in files: ProjectFiles) throws(ProjectReadError)
        -> (tables: [LocalizationTable], suppressions: CommentsRead)
    {
        var tables: [LocalizationTable] = []
        var comments = CommentsRead()
        for file in files.infoPlistStrings {
            let data = try ProjectFile.contents(of: file.path)
            comments.add(data, of: file.path)
            tables.append(
                LocalizationTable(
                    localization: file.localization, source: SourceLocation(file: file.path),
                    entries: try StringsFileParser.parse(data, file: file.path)))
        }
        for catalog in files.infoPlistCatalogs {
            tables += try StringCatalogParser.parse(try ProjectFile.contents(of: catalog), file: catalog)
        }
        return (tables, comments)
    }
}

/// The suppression comments of property lists and strings files the reader has read, with those files: the lint
/// reads the others (`Suppressions`).
struct CommentsRead {
    var comments: [SuppressionComment] = []
    /// The files whose comments are in `comments` (those that have none too).
    var files: Set<String> = []

    mutating func add(_ data: Data, of file: String) {
        comments += SuppressionComment.parse(contentsOf: data, file: file)
        files.insert(file)
    }

    mutating func add(_ other: CommentsRead) {
        comments += other.comments
        files.formUnion(other.files)
    }
}
