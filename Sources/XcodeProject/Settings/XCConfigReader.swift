import Foundation
import QuickActionKit

/// Reads one file and, depth first, the files it includes.
struct XCConfigReader {
    /// A file to read: where it is, and how to name it.
    struct File {
        var path: String
        var displayPath: String
        /// The key that finds a file already being read: its path with `.` and `..` folded.
        var identity: String { ProjectPath.standardize(path) }
    }

    private(set) var assignments: [BuildSettingAssignment] = []
    /// Whether a missing non-optional include is noted in `missingIncludes` rather than thrown.
    var notesMissingIncludes = false
    private(set) var missingIncludes: [FileProblem] = []
    /// The files being read, outermost first, to find cycles.
    private var reading: [File] = []

    mutating func read(_ file: File, contents: Data) throws(ProjectReadError) {
        reading.append(file)
        defer { reading.removeLast() }
        let lines = Self.lines(of: [UInt8](contents))
        var number = 0
        while number < lines.count {
            let line = lines[number]
            number += 1
            switch XCConfigLine.parse(line) {
            case .failure(let error):
                throw ProjectReadError(file: file.displayPath, line: number, column: error.column, error.message)
            case .success(.blank):
                continue
            case .success(.include(let path, let isOptional)):
                let location = SourceLocation(
                    file: file.displayPath, line: number, column: Self.column(of: "#", in: line))
                try include(path, isOptional: isOptional, from: file, at: location)
            case .success(.assignment(let name, let conditions, var value, let column)):
                let startLine = number
                while value.hasSuffix("\\") {
                    value = String(value.dropLast()).trimmingCharacters(in: .whitespaces)
                    guard number < lines.count else { break }
                    let next = XCConfigLine.continuation(lines[number])
                    guard !next.isEmpty else { break }
                    number += 1
                    value = value.isEmpty ? next : value + " " + next
                }
                assignments.append(
                    BuildSettingAssignment(
                        name: name, conditions: conditions, value: value,
                        location: SourceLocation(file: file.displayPath, line: startLine, column: column)))
            }
        }
    }

    /// Reads the included file in place; `location` is the `#include` line, which every error names.
    private mutating func include(
        _ written: String, isOptional: Bool, from includer: File, at location: SourceLocation
    ) throws(ProjectReadError) {
        if written.hasPrefix("<DEVELOPER_DIR>") { return }
        var file = File(
            path: ProjectPath.join(ProjectPath.folder(of: includer.path), written),
            displayPath: ProjectPath.join(ProjectPath.folder(of: includer.displayPath), written))
        if !FileManager.default.fileExists(atPath: file.path),
            ProjectPath.stem(of: written) == ProjectPath.name(of: written)
        {
            let withExtension = File(path: file.path + ".xcconfig", displayPath: file.displayPath + ".xcconfig")
            if FileManager.default.fileExists(atPath: withExtension.path) { file = withExtension }
        }
        if let found = ProjectPath.existing(file.path), found != file.path {
            file = File(
                path: found,
                displayPath: ProjectPath.join(ProjectPath.folder(of: file.displayPath), ProjectPath.name(of: found)))
        }
        let directive = isOptional ? "#include?" : "#include"
        if let start = reading.firstIndex(where: { $0.identity == file.identity }) {
            let cycle = (reading[start...] + [file]).map(\.displayPath).joined(separator: " -> ")
            throw ProjectReadError(
                location, "\(directive) \"\(written)\" makes an include cycle (\(cycle)); remove one of these includes")
        }
        guard reading.count < XCConfigFile.maximumIncludeDepth else {
            throw ProjectReadError(
                location,
                "\(directive) \"\(written)\" nests includes more than \(XCConfigFile.maximumIncludeDepth) files deep; "
                    + "check for a cycle through links")
        }
        let loaded = ProjectFile.load(file.path)
        guard case .success(let contents) = loaded else {
            if case .failure(let failure) = loaded, failure != .cannotOpen {
                throw ProjectReadError(location, "the included file \(file.displayPath) \(failure.message)")
            }
            if !FileManager.default.fileExists(atPath: file.path) {
                if isOptional { return }
                if notesMissingIncludes {
                    missingIncludes.append(
                        FileProblem(
                            location: location,
                            message: "the included file \(file.displayPath) is not in the checkout (written by a "
                                + "setup script?); its settings are not applied"))
                    return
                }
                throw ProjectReadError(
                    location,
                    "the included file \(file.displayPath) does not exist; fix the path or use #include? if it is "
                        + "optional")
            }
            throw ProjectReadError(
                location,
                "cannot read the included file \(file.displayPath); check that it is a "
                    + "readable file")
        }
        try read(file, contents: contents)
    }

    /// The lines of a file, split at `\n`, `\r\n`, `\r`, U+2028 and U+2029 as Xcode splits them; a UTF-8 byte order
    /// mark is skipped.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines: [ArraySlice<UInt8>] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            var length = 0
            if byte == 10 {
                length = 1
            } else if byte == 13 {
                length = index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                length = 3
            }
            if length > 0 {
                lines.append(bytes[start..<index])
                index += length
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The 1-based byte column of the first `character` of the line.
    private static func column(of character: Unicode.Scalar, in line: ArraySlice<UInt8>) -> Int {
        (line.firstIndex(of: UInt8(ascii: character)) ?? line.startIndex) - line.startIndex + 1
    }
}
