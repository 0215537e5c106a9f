import Foundation
import QuickActionKit
import Testing

@testable import XcodeProject

/// `XCConfigFile.assignments`: Xcode's xcconfig grammar, includes read in place, and one-line errors at the line.
@Suite("Reading xcconfig files")
struct XCConfigFileTests {
    /// A temporary folder of xcconfig files, removed when the test ends.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qa-xcconfig-\(UUID().uuidString)")

        init(_ files: [String: String]) throws {
            for (name, text) in files {
                let file = url.appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        /// The file's assignments, named as if the user passed `displayPath`.
        func read(_ name: String, as displayPath: String) throws(ProjectReadError) -> [BuildSettingAssignment] {
            try XCConfigFile.assignments(at: path(name), displayPath: displayPath)
        }
    }

    static func summary(_ assignments: [BuildSettingAssignment]) -> [String] {
        assignments.map { assignment in
            let conditions = assignment.conditions.map { "[\($0.key)=\($0.pattern)]" }.joined()
            return "\(assignment.location) \(assignment.name)\(conditions)=\(assignment.value)"
        }
    }

    /// The one-line description of the `ProjectReadError` the body throws, nil when it throws none.
    static func error(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? ProjectReadError)?.description ?? "not a ProjectReadError: \(error)"
        }
    }

    @Test("Settings, conditions, comments, semicolons and blank lines are read with their line and column")
    func grammar() throws {
        let folder = try Folder([
            "App.xcconfig": """
            // Whole-line comment
            PRODUCT_NAME = Chirp // trailing comment

              SWIFT_VERSION=6.0;
            OTHER_LDFLAGS[sdk=iphoneos*][config=Release] = $(inherited) -ObjC
            API_URL = https://example.com/api
            EMPTY =
            ODD [ arch = arm64 ]= x ; 
            """
        ])
        #expect(
            Self.summary(try folder.read("App.xcconfig", as: "Config/App.xcconfig")) == [
                "Config/App.xcconfig:2:1 PRODUCT_NAME=Chirp",
                "Config/App.xcconfig:4:3 SWIFT_VERSION=6.0",
                "Config/App.xcconfig:5:1 OTHER_LDFLAGS[sdk=iphoneos*][config=Release]=$(inherited) -ObjC",
                "Config/App.xcconfig:6:1 API_URL=https:",
                "Config/App.xcconfig:7:1 EMPTY=",
                "Config/App.xcconfig:8:1 ODD[ arch = arm64 ]=x",
            ])
    }

    @Test("A value ending in a backslash continues on the next line, and CRLF and CR line ends count as lines")
    func continuationsAndLineEnds() throws {
        let folder = try Folder(["A.xcconfig": "FLAGS = -a \\\r\n  -b // note\r\nNEXT = 1\rLAST = 2\n"])
        #expect(
            Self.summary(try folder.read("A.xcconfig", as: "A.xcconfig")) == [
                "A.xcconfig:1:1 FLAGS=-a -b", "A.xcconfig:3:1 NEXT=1", "A.xcconfig:4:1 LAST=2",
            ])
    }

    @Test("Includes are read in place, relative to the includer, and named from the displayed folder")
    func includesInOrder() throws {
        let folder = try Folder([
            "Config/App.xcconfig": """
            FIRST = app
            #include "Shared/Base.xcconfig"
            #include? "Local.xcconfig"
            LAST = app
            """,
            "Config/Shared/Base.xcconfig": "BASE = 1\n#include \"../Common\"\n",
            "Config/Common.xcconfig": "\n\nCOMMON = 2\n",
        ])
        #expect(
            Self.summary(try folder.read("Config/App.xcconfig", as: "Project/Config/App.xcconfig")) == [
                "Project/Config/App.xcconfig:1:1 FIRST=app",
                "Project/Config/Shared/Base.xcconfig:1:1 BASE=1",
                "Project/Config/Common.xcconfig:3:1 COMMON=2",
                "Project/Config/App.xcconfig:4:1 LAST=app",
            ])
    }

    @Test("A missing non-optional include is an error at the include line")
    func missingInclude() throws {
        let folder = try Folder(["App.xcconfig": "A = 1\n\n  #include \"Pods/Missing.xcconfig\"\n"])
        #expect(
            Self.error { _ = try folder.read("App.xcconfig", as: "Config/App.xcconfig") }
                == "Config/App.xcconfig:3:3: the included file Config/Pods/Missing.xcconfig does not exist; "
                + "fix the path or use #include? if it is optional")
    }

    /// Issue 32 (Brave): a project's configuration file may include one its setup script writes; the rest holds.
    @Test("In a project's configuration file, a missing include is a note and the other settings are read")
    func missingIncludeInProject() throws {
        let folder = try Folder(["App.xcconfig": "A = 1\n#include \"Local/BuildId.xcconfig\"\nB = 2\n"])
        let read = try XCConfigFile.projectAssignments(at: folder.path("App.xcconfig"))
        #expect(read.assignments.map(\.name) == ["A", "B"])
        #expect(read.notes.map(\.location.line) == [2])
        #expect(read.notes.first?.message.contains("is not in the checkout") == true)
    }

    @Test("An include cycle is an error naming the include line and the cycle")
    func includeCycle() throws {
        let folder = try Folder([
            "A.xcconfig": "#include \"B.xcconfig\"\n",
            "B.xcconfig": "X = 1\n#include \"A.xcconfig\"\n",
            "Self.xcconfig": "#include \"./Self.xcconfig\"\n",
        ])
        #expect(
            Self.error { _ = try folder.read("A.xcconfig", as: "A.xcconfig") }
                == "B.xcconfig:2:1: #include \"A.xcconfig\" makes an include cycle "
                + "(A.xcconfig -> B.xcconfig -> A.xcconfig); remove one of these includes")
        #expect(
            Self.error { _ = try folder.read("Self.xcconfig", as: "Self.xcconfig") }
                == "Self.xcconfig:1:1: #include \"./Self.xcconfig\" makes an include cycle "
                + "(Self.xcconfig -> Self.xcconfig); remove one of these includes")
    }

    @Test("Includes nested past the limit are an error, not a crash")
    func includeDepth() throws {
        var files: [String: String] = [:]
        for index in 0..<100 { files["F\(index).xcconfig"] = "#include \"F\(index + 1).xcconfig\"\n" }
        let folder = try Folder(files)
        let error = Self.error { _ = try folder.read("F0.xcconfig", as: "F0.xcconfig") }
        #expect(error?.hasPrefix("F63.xcconfig:1:1: #include \"F64.xcconfig\" nests includes more than 64") == true)
    }

    @Test(
        "A line that is no setting, include or comment is an error saying what is expected",
        arguments: [
            (
                "A = 1\n-B = 2\n",
                "X.xcconfig:2:1: expected a setting (NAME = value), an #include \"File.xcconfig\" "
                    + "or a // comment, found '-B'"
            ),
            ("NAME value\n", "X.xcconfig:1:6: expected '=' after the setting name NAME, found 'value'"),
            ("NAME[sdk] = 1\n", "X.xcconfig:1:9: expected '=' in the condition [sdk…] of NAME, as in [sdk=iphoneos*]"),
            ("NAME[sdk=x = 1\n", "X.xcconfig:1:15: the condition [sdk=x = 1 of NAME has no closing ']'"),
            (
                "#import \"A\"\n",
                "X.xcconfig:1:2: expected #include \"File.xcconfig\" or #include? \"File.xcconfig\", "
                    + "found '#import'"
            ),
            (
                "#include A.xcconfig\n",
                "X.xcconfig:1:10: expected the included file's path in double quotes, "
                    + "found 'A.xcconfig'"
            ),
            (
                "#include \"A.xcconfig\" junk\n",
                "X.xcconfig:1:23: expected the end of the line after "
                    + "#include \"A.xcconfig\", found 'junk'"
            ),
        ])
    func malformedLine(text: String, message: String) throws {
        let folder = try Folder(["X.xcconfig": text])
        #expect(Self.error { _ = try folder.read("X.xcconfig", as: "X.xcconfig") } == message)
    }

    @Test("A file that cannot be read is an error naming it")
    func unreadable() throws {
        let folder = try Folder(["Folder.xcconfig/keep": ""])
        #expect(
            Self.error { _ = try folder.read("Missing.xcconfig", as: "Config/Missing.xcconfig") }
                == "Config/Missing.xcconfig: cannot read the file; check that it exists and is readable")
        let inner = try Folder(["A.xcconfig": "#include \"Folder.xcconfig\"\n", "Folder.xcconfig/keep": ""])
        #expect(
            Self.error { _ = try inner.read("A.xcconfig", as: "A.xcconfig") }
                == "A.xcconfig:1:1: the included file Folder.xcconfig is a folder, not a file; point at the file itself"
        )
    }

    @Test("Arbitrary bytes never crash or hang the reader", arguments: 0..<200)
    func arbitraryInput(seed: Int) throws {
        let pieces = [
            "#include", "#include?", " ", "\"", "[", "]", "=", "//", "/", "$(", ")", "\\", "\n", "\r", ";", "A",
            "_1", "é", "\u{2028}", "\t", "X.xcconfig", ":",
        ]
        var generator = SeededGenerator(seed: UInt64(seed))
        let text = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in
            pieces.randomElement(using: &generator)!
        }.joined()
        let folder = try Folder(["X.xcconfig": text])
        _ = try? folder.read("X.xcconfig", as: "X.xcconfig")
    }
}

/// A small deterministic generator (SplitMix64), so a failing input can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
