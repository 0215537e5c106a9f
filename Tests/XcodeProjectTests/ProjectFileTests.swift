import Foundation
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

    @Test("A folder or a missing file is not read")
    func notFiles() {
        #expect(ProjectFile.read(FileManager.default.temporaryDirectory.path) == nil)
        #expect(ProjectFile.read("/no/such/file-\(UUID().uuidString)") == nil)
    }
}
