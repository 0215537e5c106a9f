import Foundation
import Testing
import XcodeProject

/// The walk hands over files in the order of their paths, so the discovery's sorts find their lists sorted.
@Suite("Directory walker")
struct DirectoryWalkerTests {
    @Test("Files come in path order, a folder walked where its name and a slash sort among its siblings")
    func pathOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Names that sort differently as names and as paths: `a` against `a.c`, `a-b`, `a0` and `a b` (`/` is 0x2F,
        // after `.`, `-` and space and before `0`), a capital (before lower case), a folder deeper in, and a name
        // that is not ASCII.
        let files = [
            "a/x.swift", "a/b/y.swift", "a.c", "a-b/z.swift", "a0", "a b/w.swift", "B.swift", "a/Z.swift", "é/e.swift",
            "ab/c/d/e/f.swift", "ab.swift",
        ]
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        var visited: [String] = []
        var parents: [String: String] = [:]
        DirectoryWalker.walk(root, skipFolder: { _, _ in false }) { path, name, parent in
            visited.append(path)
            parents[name] = parent
        }
        #expect(visited == files.map { root + "/" + $0 }.sorted())
        #expect(parents["x.swift"] == "a")
        #expect(parents["f.swift"] == "e")
        #expect(parents["a0"] == "")
    }

    @Test("A skipped folder is not entered; the others still are, in order")
    func skipping() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("qa-walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["App/A.swift", "Pods/P/P.swift", "Zed/Z.swift"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: path))
        }
        var asked: [String] = []
        var visited: [String] = []
        DirectoryWalker.walk(
            root,
            skipFolder: { name, path in
                asked.append(path)
                return name == "Pods"
            }
        ) { path, _, _ in visited.append(path) }
        #expect(visited == [root + "/App/A.swift", root + "/Zed/Z.swift"])
        #expect(asked == [root + "/App", root + "/Pods", root + "/Zed"])
    }
}
