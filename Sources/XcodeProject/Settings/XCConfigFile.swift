import Foundation
import QuickActionKit

/// The settings of an `.xcconfig` file, read as Xcode reads it (swift-build `MacroConfigFileParser` and
/// `MacroConfigFileLoader`; help.apple.com "Configuration Settings File (xcconfig) format").
///
/// - `NAME = value` and `NAME[sdk=iphoneos*][config=Release] = value`, any number of conditions, in the order written;
/// - `//` starts a comment anywhere, even inside a value (`https://example.com` is read as `https:`);
/// - a trailing `;` is dropped, and a value ending in `\` continues on the next line (joined with a space);
/// - `#include "Other.xcconfig"` and `#include? "Optional.xcconfig"` are read in place, so their settings keep their
///   order among the includer's; a relative path is relative to the includer's folder, and `.xcconfig` may be left
///   out. An include of Xcode's own files (`<DEVELOPER_DIR>/…`) is skipped: they are never in a checkout.
///
/// Unlike Xcode, which warns and goes on, every line that cannot be read and every include cycle is an error: a
/// setting silently lost would make every later finding wrong.
public enum XCConfigFile {
    /// How deep includes may nest; deeper chains are reported (they are cycles through links, in practice).
    static let maximumIncludeDepth = 64

    /// The assignments of the file at `path` and of the files it includes, in the order Xcode applies them.
    ///
    /// - Parameter path: the xcconfig file to read.
    /// - Parameter displayPath: how locations and errors name the file (default: `path`); included files are named
    ///   by joining its folder with the include's path, so they read the same way.
    /// - Throws: `ProjectReadError` at the file, line and column when a file cannot be read, a line is none of the
    ///   forms above, a non-optional include is missing, or includes form a cycle or nest too deep.
    public static func assignments(
        at path: String, displayPath: String? = nil
    ) throws(ProjectReadError) -> [BuildSettingAssignment] {
        let file = XCConfigReader.File(path: path, displayPath: displayPath ?? path)
        var reader = XCConfigReader()
        try reader.read(file, contents: ProjectFile.contents(of: file.path, displayPath: file.displayPath))
        return reader.assignments
    }

    /// A project's configuration file as `assignments(at:)` reads it, except that an included file missing from the
    /// checkout is a note, not an error: a setup script writes such files (Brave's `Local/BuildId.xcconfig`, which
    /// git ignores), and the rest of the settings still hold (issue 32: no false error).
    static func projectAssignments(
        at path: String
    ) throws(ProjectReadError) -> (assignments: [BuildSettingAssignment], notes: [FileProblem]) {
        let file = XCConfigReader.File(path: path, displayPath: path)
        var reader = XCConfigReader()
        reader.notesMissingIncludes = true
        try reader.read(file, contents: ProjectFile.contents(of: file.path, displayPath: file.displayPath))
        return (reader.assignments, reader.missingIncludes)
    }
}
