import Foundation
import Testing
import XcodeProject

/// Issue 34: symbolic links, and `..`, are followed only within the repository. A repository is data the tool did not
/// write; a link in it named like one of the app's files must not make the tool show a file from elsewhere.
@Suite("Reading within the repository")
struct RepositoryBoundaryTests {
    /// A repository (with `.git`) holding `App/Info.txt`, and a folder beside it with a secret.
    private struct Layout {
        let root: String
        var repository: String { root + "/repo" }
        var outside: String { root + "/outside" }
        var boundary: RepositoryBoundary { RepositoryBoundary(repositoriesOf: [repository + "/App"]) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-repo-\(UUID().uuidString)").path
            let files = FileManager.default
            try files.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
            try files.createDirectory(atPath: root + "/repo/App/Shared", withIntermediateDirectories: true)
            try files.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
            try Data("inside".utf8).write(to: URL(fileURLWithPath: root + "/repo/App/Info.txt"))
            try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/outside/secret.txt"))
        }

        func link(_ path: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: repository + "/" + path, withDestinationPath: destination)
        }

        func read(_ path: String) -> Result<Data, ProjectFile.Failure> {
            ProjectFile.load(repository + "/" + path, within: boundary)
        }
    }

    @Test("The repository is the nearest folder with .git; else a plain folder, or the folder holding a project")
    func repositoryOfAnInput() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(atPath: layout.root) }
        #expect(RepositoryBoundary.repository(of: layout.repository + "/App/Info.txt") == layout.repository)
        #expect(RepositoryBoundary.repository(of: layout.repository + "/App/") == layout.repository)
        #expect(RepositoryBoundary.repository(of: layout.outside) == layout.outside)
        #expect(RepositoryBoundary.repository(of: layout.outside + "/secret.txt") == layout.outside)
        try FileManager.default.createDirectory(
            atPath: layout.outside + "/App.xcodeproj", withIntermediateDirectories: true)
        #expect(RepositoryBoundary.repository(of: layout.outside + "/App.xcodeproj") == layout.outside)
    }

    @Test("Files, links and .. that stay in the repository are read, also from a folder above the app")
    func inside() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(atPath: layout.root) }
        try layout.link("App/Shared/Info.txt", to: "../Info.txt")
        try layout.link("Linked", to: layout.repository + "/App")
        #expect(try layout.read("App/Info.txt").get() == Data("inside".utf8))
        #expect(try layout.read("App/Shared/Info.txt").get() == Data("inside".utf8))
        #expect(try layout.read("App/Shared/../Info.txt").get() == Data("inside".utf8))
        #expect(try layout.read("Linked/Info.txt").get() == Data("inside".utf8))
    }

    @Test("A link to a file or a folder outside, and .. out of the repository, are refused and name it")
    func outside() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(atPath: layout.root) }
        try layout.link("App/secret.txt", to: layout.outside + "/secret.txt")
        try layout.link("App/Elsewhere", to: layout.outside)
        try layout.link("App/Chain.txt", to: "secret.txt")
        let refused = ProjectFile.Failure.outsideRepository(layout.boundary.folders[0])
        #expect(layout.read("App/secret.txt") == .failure(refused))
        #expect(layout.read("App/Elsewhere/secret.txt") == .failure(refused))
        #expect(layout.read("App/Chain.txt") == .failure(refused))
        #expect(layout.read("App/../../outside/secret.txt") == .failure(refused))
        // Out of the repository where nothing is, the file is missing (readers skip missing optional files).
        #expect(layout.read("App/../../outside/missing.txt") == .failure(.cannotOpen))
        #expect(layout.read("App/Elsewhere/missing.txt") == .failure(.cannotOpen))
        #expect(refused.message.contains("leads outside the repository"))
        // Without a boundary (the libraries' default), a link is followed as before.
        #expect(try ProjectFile.load(layout.repository + "/App/secret.txt", within: nil).get() == Data("secret".utf8))
    }

    @Test("A path to write to is admitted when what exists of it is inside, through links too")
    func admits() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(atPath: layout.root) }
        try layout.link("App/Elsewhere", to: layout.outside)
        let boundary = layout.boundary
        #expect(boundary.admits(layout.repository + "/App/Info.txt"))
        // A folder that does not exist yet is judged by the nearest one above it that does.
        #expect(boundary.admits(layout.repository + "/App/export/res/values"))
        #expect(!boundary.admits(layout.outside + "/new/folder"))
        #expect(!boundary.admits(layout.repository + "/App/Elsewhere/new"))
        #expect(!boundary.admits(layout.repository + "/App/../../outside"))
    }

    @Test("A repository reached through a link above it is the same repository")
    func linkAboveTheRepository() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(atPath: layout.root) }
        let alias = layout.root + "/alias"
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: layout.repository)
        let boundary = RepositoryBoundary(repositoriesOf: [alias + "/App"])
        #expect(try ProjectFile.load(alias + "/App/Info.txt", within: boundary).get() == Data("inside".utf8))
        #expect(ProjectFile.load(layout.outside + "/secret.txt", within: boundary) != .success(Data("secret".utf8)))
    }

    @Test("A folder named with an option is inside too, and a folder's name is no prefix of its neighbour's")
    func namedFolders() throws {
        let layout = try Layout()
        defer { try? FileManager.default.removeItem(atPath: layout.root) }
        let boundary = RepositoryBoundary(repositoriesOf: [layout.repository], folders: [layout.outside])
        #expect(try ProjectFile.load(layout.outside + "/secret.txt", within: boundary).get() == Data("secret".utf8))
        try FileManager.default.createDirectory(atPath: layout.root + "/repo2", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: layout.root + "/repo2/x.txt"))
        #expect(ProjectFile.load(layout.root + "/repo2/x.txt", within: layout.boundary) != .success(Data("x".utf8)))
    }
}
