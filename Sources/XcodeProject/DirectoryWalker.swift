import Foundation

/// Walks a folder tree with `readdir`, whose entry types tell folders from files without a `stat` per entry (much
/// faster than FileManager's enumerator on large trees). Symbolic links are not followed.
public enum DirectoryWalker {
    /// Calls `visit` with each file's path (`root` + "/" + the path below it), its name and its parent folder's
    /// name (empty for files directly in `root`), skipping folders for which `skipFolder` (given the folder's name and
    /// path) returns true.
    public static func walk(
        _ root: String, skipFolder: (_ name: String, _ path: String) -> Bool,
        visit: (_ path: String, _ name: String, _ parent: String) -> Void
    ) {
        var pending: [(path: String, name: String)] = [(root, "")]
        while let (folder, folderName) = pending.popLast() {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                if name == "." || name == ".." { continue }
                // Each path is built once, here (a monorepo has tens of thousands).
                let path = folder + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) {
                    // Some file systems do not report types; ask once.
                    var isDirectory: ObjCBool = false
                    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    type = isDirectory.boolValue ? Int32(DT_DIR) : Int32(DT_REG)
                }
                if type == Int32(DT_DIR) {
                    if !skipFolder(name, path) { pending.append((path, name)) }
                } else if type == Int32(DT_REG) {
                    visit(path, name, folderName)
                }
            }
        }
    }
}
