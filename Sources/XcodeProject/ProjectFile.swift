import Foundation
import QuickActionKit

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reading a file of the project, with the one error every reader reports when it cannot (issue 34: never hang,
/// never exhaust memory). A file is opened once, without blocking (a FIFO does not wait for a writer), checked to be
/// a regular file (not a device such as `/dev/zero`, a FIFO, a socket or a folder), and read only up to
/// `maximumBytes`, checked before reading and while reading (files such as `/proc/self/environ` report no size).
public enum ProjectFile {
    /// The most any project file is read: 64 MiB, eight times the largest Swift file the parser takes and far over
    /// the largest project files of real apps (project files and string catalogs of a few MB).
    public static let maximumBytes = 64 << 20

    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable {
        case cannotOpen
        /// Not a regular file: what it is (`a FIFO`, `a device`, `a folder`, `a socket`).
        case notRegularFile(String)
        case tooLarge(limit: Int)
        case readFailed

        /// A clause after the file's name, with what to do.
        public var message: String {
            switch self {
            case .cannotOpen: "cannot read the file; check that it exists and is readable"
            case .notRegularFile(let kind): "is \(kind), not a file; point at the file itself"
            case .tooLarge(let limit): "is larger than the \(limit >> 20) MiB this tool reads in one file"
            case .readFailed: "cannot be read (an input/output error); check the disk and the file's permissions"
            }
        }
    }

    public static func contents(of path: String, displayPath: String? = nil) throws(ProjectReadError) -> Data {
        switch load(path) {
        case .success(let data): return data
        case .failure(let failure): throw ProjectReadError(file: displayPath ?? path, failure.message)
        }
    }

    /// `load(_:maximumBytes:)`'s bytes, or nil when the file cannot be read, for callers that skip such a file.
    public static func read(_ path: String, maximumBytes: Int = maximumBytes) -> Data? {
        try? load(path, maximumBytes: maximumBytes).get()
    }

    /// The file's bytes with one open and as few reads as its size needs: the linter reads every Swift file of a
    /// monorepo, and Foundation's `FileManager.contents(atPath:)` costs several times as much per file. Most project
    /// files fit the first 64 KiB read, so there is one read and no zero-filled buffer.
    public static func load(_ path: String, maximumBytes: Int = maximumBytes) -> Result<Data, Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.cannotOpen) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.readFailed) }
        if let kind = specialKind(status.st_mode) { return .failure(.notRegularFile(kind)) }
        guard Int(status.st_size) <= maximumBytes else { return .failure(.tooLarge(limit: maximumBytes)) }
        let chunk = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var data: Data?
        while true {
            let count = systemRead(descriptor, buffer, chunk)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(.readFailed) }
            // A short first read of the whole size is the file; files that report no size (`/proc`) read on to 0.
            if data == nil, count < chunk, count == Int(status.st_size) {
                return .success(Data(bytes: buffer, count: count))
            }
            if count == 0 { return .success(data ?? Data()) }
            if data == nil { data = Data() }
            data?.append(buffer.assumingMemoryBound(to: UInt8.self), count: count)
            if let data, data.count > maximumBytes { return .failure(.tooLarge(limit: maximumBytes)) }
        }
    }

    /// What a file that is not a regular file is, in words; nil for a regular file.
    private static func specialKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }

    /// Whether `path`, with every symbolic link resolved, is `folder` or inside it (also resolved): a path a
    /// project names (`../`, a link) must not reach files outside the folder it belongs to.
    public static func resolves(_ path: String, inside folder: String) -> Bool {
        guard let resolvedPath = realPath(path), let resolvedFolder = realPath(folder) else { return false }
        return resolvedPath == resolvedFolder
            || resolvedPath.hasPrefix(resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
