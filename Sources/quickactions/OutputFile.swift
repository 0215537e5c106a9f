import Foundation
import QuickActionKit
import QuickActionPreview

/// Writes an output file atomically (`AtomicFile`), with the preview's error for a file that cannot be written.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws(PreviewError) {
        do throws(AtomicFile.WriteError) {
            try AtomicFile.write(data, to: path)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }
}
