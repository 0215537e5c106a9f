import Foundation
import QuickActionKit
import Testing

/// The one atomic writer: the whole file or nothing, the replaced file's permissions kept, no temporary file left.
@Suite("Atomic file writes")
struct AtomicFileTests {
    @Test("A replaced file keeps its permissions and nothing else is left in the folder")
    func replaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qa-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Info.plist").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFile.write(Data("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Info.plist"])
    }

    @Test("A folder that does not exist is an error naming the file, and nothing is written")
    func failure() {
        let path = "/nonexistent-\(UUID().uuidString)/report.json"
        #expect {
            try AtomicFile.write(Data("x".utf8), to: path)
        } throws: { error in
            (error as? AtomicFile.WriteError)?.path == path
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
