import Foundation

/// Writes a file whole to a temporary name beside it, with the replaced file's permissions, then renames it over the
/// destination: rename(2) is atomic, so a failure leaves the original as it was and never a half-written file
/// (DESIGN.md). Foundation's `replaceItemAt` fails on Linux and can lose the original. The one writer of every
/// command that writes files (`-o`, `import`, `lint --fix`, baselines).
public enum AtomicFile {
    /// Why a file could not be written, in the system's words.
    public struct WriteError: Error, Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    public static func write(_ data: Data, to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // An existing file (an app's Info.plist that import or --fix edits) keeps its permissions.
            if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
