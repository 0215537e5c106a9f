import Foundation
import Testing

/// `lint FILE…` and `lint -` (issue 29, part 3): a file is linted within its app, with the findings a run on the
/// app's folder gives for that file, whether named on the command line or listed on standard input (`git diff
/// --name-only | quickactions lint -`).
@Suite("lint of files")
struct LintFilesTests {
    /// The xcode report's lines for `file` when the whole folder is linted.
    func folderFindings(_ folder: String, for file: String) throws -> [Substring] {
        try CommandRunner.run(["lint", folder]).standardOutput.split(separator: "\n").filter {
            $0.hasPrefix(file + ":")
        }
    }

    @Test("A Swift file of a project app: its app is read from the project above it, and only its findings are kept")
    func swiftFile() throws {
        let file = "Examples/Chirp/Chirp/RecentConversationsShortcuts.swift"
        let expected = try folderFindings("Examples/Chirp", for: file)
        #expect(!expected.isEmpty)
        let result = try CommandRunner.run(["lint", file])
        #expect(
            result.standardOutput.split(separator: "\n") == expected,
            "\(result.standardOutput)\n\(result.standardError)")
        #expect(!result.standardError.contains("error"), "\(result.standardError)")
    }

    @Test("A list on standard input, as git diff writes it: each file's findings, a file in no app is a note")
    func standardInput() throws {
        let swift = "Examples/Chirp/Chirp/RecentConversationsShortcuts.swift"
        let strings = "Examples/Trailmix/Trailmix/de.lproj/InfoPlist.strings"
        let expected =
            try folderFindings("Examples/Chirp", for: swift) + folderFindings("Examples/Trailmix", for: strings)
        #expect(expected.count >= 3)
        let result = try CommandRunner.run(["lint", "-"], input: "\(swift)\n\(strings)\n\nREADME.md\n")
        #expect(Set(result.standardOutput.split(separator: "\n")) == Set(expected), "\(result.standardOutput)")
        #expect(
            result.standardError.contains("note: README.md is in no app"), "\(result.standardError)")
    }

    @Test("A file with no findings reports nothing, and an empty list lints nothing")
    func quietFiles() throws {
        let clean = try CommandRunner.run(["lint", "Examples/Chirp/Chirp/Info.plist"])
        #expect(clean.status == 0)
        #expect(
            try clean.standardOutput.split(separator: "\n")
                == folderFindings("Examples/Chirp", for: "Examples/Chirp/Chirp/Info.plist"))
        let empty = try CommandRunner.run(["lint", "-"], input: "")
        #expect(empty.status == 0 && empty.standardOutput.isEmpty)
        #expect(empty.standardError.contains("standard input listed no paths"))
    }
}
