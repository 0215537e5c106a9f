import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reading a file of the project, with the one error every reader reports when it cannot.
enum ProjectFile {
    static func contents(of path: String, displayPath: String? = nil) throws(ProjectReadError) -> Data {
        guard let data = read(path) else {
            throw ProjectReadError(
                file: displayPath ?? path, "cannot read the file; check that it exists and is readable")
        }
        return data
    }

    /// The file's bytes with one open, one fstat and as few reads as its size needs: the linter reads every Swift
    /// file of a monorepo, and Foundation's `FileManager.contents(atPath:)` costs several times as much per file.
    /// nil when the file cannot be opened or read (or is a folder).
    static func read(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var data = Data(count: Int(status.st_size))
        var filled = 0
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            while filled < buffer.count {
                let count = systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return count == 0 }
                filled += count
            }
            return true
        }
        guard complete else { return nil }
        // A file that shrank while being read keeps what was there (its size is taken once, as Foundation does).
        if filled < data.count { data.removeSubrange(filled...) }
        return data
    }
}
