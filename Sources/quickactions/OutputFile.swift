import Foundation
import QuickActionPreview

/// Writes an output file atomically: to a temporary name beside it, then renamed, so a failure never leaves a
/// half-written file (DESIGN.md).
enum OutputFile {
    static func write(_ data: Data, to path: String) throws(PreviewError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // An existing file (an app's Info.plist that import edits) keeps its permissions.
            if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(
                path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        // rename(2) replaces the destination atomically (Foundation's replaceItemAt fails on Linux).
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}
