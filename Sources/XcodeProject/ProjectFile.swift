import Foundation
import QuickActionKit

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reading a file of the project, with the one error every reader reports when it cannot.
public enum ProjectFile {
    public static func contents(of path: String, displayPath: String? = nil) throws(ProjectReadError) -> Data {
        guard let data = read(path) else {
            throw ProjectReadError(
                file: displayPath ?? path, "cannot read the file; check that it exists and is readable")
        }
        return data
    }

    /// The file's bytes with one open and as few reads as its size needs: the linter reads every Swift file of a
    /// monorepo, and Foundation's `FileManager.contents(atPath:)` costs several times as much per file. Most project
    /// files fit the first 64 KiB read, so there is no `fstat` and no zero-filled buffer. nil when the file cannot
    /// be opened or read (or is a folder).
    public static func read(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let chunk = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var data: Data?
        while true {
            let count = systemRead(descriptor, buffer, chunk)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if data == nil, count < chunk { return Data(bytes: buffer, count: count) }
            if count == 0 { return data ?? Data() }
            if data == nil { data = Data() }
            data?.append(buffer.assumingMemoryBound(to: UInt8.self), count: count)
        }
    }
}
