import Foundation
import Testing

@testable import XcodeProject

@Suite("Project paths")
struct ProjectPathTests {
    @Test("Joining folds . and .. segments, keeps absolute paths, and leaves tidy paths as they are")
    func join() {
        #expect(ProjectPath.join("App", "Sources/Main.swift") == "App/Sources/Main.swift")
        #expect(ProjectPath.join("/tmp/App", "Sources/Main.swift") == "/tmp/App/Sources/Main.swift")
        #expect(ProjectPath.join("App/Sub", "../Shared/./x.swift") == "App/Shared/x.swift")
        #expect(ProjectPath.join("./App", "x.swift") == "App/x.swift")
        #expect(ProjectPath.join("App", "/abs/x.swift") == "/abs/x.swift")
        #expect(ProjectPath.join("..", "x.swift") == "../x.swift")
        #expect(ProjectPath.join("/", "x.swift") == "/x.swift")
        #expect(ProjectPath.join("App", "...x/y") == "App/...x/y")
    }

    @Test("A name that differs only in case finds the file, as a build on a Mac's volume does")
    func caseInsensitive() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Config"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Config/Version.Public.xcconfig"))
        let wanted = folder.path + "/config/version.public.xcconfig"
        #expect(ProjectPath.existing(wanted) == folder.path + "/Config/Version.Public.xcconfig")
        #expect(ProjectPath.existing(folder.path + "/Config/Version.Public.xcconfig") != nil)
        #expect(ProjectPath.existing(folder.path + "/Config/Missing.xcconfig") == nil)
    }
}
