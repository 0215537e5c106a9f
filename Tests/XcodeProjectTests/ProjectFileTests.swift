import Foundation
import QuickActionKit
import Testing
import XcodeProject

/// `ProjectFile.read`: the bytes of regular files of any size, nil for what is not one.
@Suite("Reading project files")
struct ProjectFileTests {
    @Test(
        "Empty, small and large files are read whole",
        arguments: [0, 1, 4_095, 65_535, 65_536, 65_537, 70_000, 1_000_003])
    func sizes(_ size: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qa-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: url)
        #expect(ProjectFile.read(url.path) == bytes)
    }

    /// Issue 35: within a repository a short first read is taken as the whole file, without `fstat`; the other
    /// reads still ask it. Every size and kind must come out as unconfined reads give it.
    @Test(
        "Within a boundary, files of every size are read whole, and what is not a regular file is refused",
        arguments: [0, 1, 4_095, 65_535, 65_536, 65_537, 200_000])
    func confinedSizes(_ size: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-confined-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let boundary = RepositoryBoundary(repositoriesOf: [], folders: [folder.path])
        let url = folder.appendingPathComponent("file")
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: url)
        #expect(ProjectFile.load(url.path, within: boundary) == .success(bytes))
        if size > 0 {
            #expect(
                ProjectFile.load(url.path, maximumBytes: size - 1, within: boundary)
                    == .failure(.tooLarge(limit: size - 1)))
        }
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(ProjectFile.load(fifo, within: boundary) == .failure(.notRegularFile("a FIFO")))
        let inner = folder.appendingPathComponent("inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        #expect(ProjectFile.load(inner.path, within: boundary) == .failure(.notRegularFile("a folder")))
    }

    @Test("A folder or a missing file is not read")
    func notFiles() {
        #expect(ProjectFile.read(FileManager.default.temporaryDirectory.path) == nil)
        #expect(ProjectFile.read("/no/such/file-\(UUID().uuidString)") == nil)
    }

    /// Issue 34: `/dev/zero` named as a project file, an include or an Info.plist made every command read forever,
    /// and a FIFO made it wait forever.
    @Test("A device, a FIFO and a folder are named for what they are, at once, without reading")
    func specialFiles() throws {
        #expect(ProjectFile.load("/dev/zero") == .failure(.notRegularFile("a device")))
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("qa-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(ProjectFile.load(fifo) == .failure(.notRegularFile("a FIFO")))
        #expect(ProjectFile.load(FileManager.default.temporaryDirectory.path) == .failure(.notRegularFile("a folder")))
        #expect(throws: ProjectReadError.self) { try ProjectFile.contents(of: "/dev/zero") }
    }

    @Test("A file over the cap is refused before it is read, and one that reports no size while it is read")
    func sizeCap() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qa-cap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(count: 100_000).write(to: url)
        #expect(ProjectFile.load(url.path, maximumBytes: 99_999) == .failure(.tooLarge(limit: 99_999)))
        #expect(ProjectFile.load(url.path, maximumBytes: 100_000) == .success(Data(count: 100_000)))
        // /proc files are regular files of size 0 whose reads return their text.
        if FileManager.default.fileExists(atPath: "/proc/self/maps") {
            #expect(ProjectFile.load("/proc/self/maps", maximumBytes: 100) == .failure(.tooLarge(limit: 100)))
            let whole = try ProjectFile.load("/proc/self/maps").get()
            #expect(whole.count > 100)
        }
    }

    @Test("A path resolves inside a folder only when it and every link on its way stay in it")
    func containment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-in-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("a".utf8).write(to: URL(fileURLWithPath: folder + "/sub/a.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/sub/in", withDestinationPath: folder + "/sub/a.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/out", withDestinationPath: "/etc/hostname")
        #expect(ProjectFile.resolves(folder + "/sub/a.txt", inside: folder + "/sub"))
        #expect(ProjectFile.resolves(folder + "/sub/in", inside: folder + "/sub"))
        #expect(!ProjectFile.resolves(folder + "/sub/out", inside: folder + "/sub"))
        #expect(!ProjectFile.resolves(folder + "/sub/../sub/../a.txt", inside: folder + "/sub"))
        #expect(!ProjectFile.resolves(folder + "/sub2", inside: folder + "/sub"))
    }
}
