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
///
/// Once a command has confined reading to its repositories (`confine(to:)`), a file whose path leads out of them
/// through a symbolic link or `..` is refused as well. The check costs one `realpath` per folder (they are
/// remembered) and none per file: the file itself is opened without following a link, and only a link is resolved.
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
        /// The path leads out of the repositories being read (`RepositoryBoundary`): the first of them.
        case outsideRepository(String)

        /// A clause after the file's name, with what to do.
        public var message: String {
            switch self {
            case .cannotOpen: "cannot read the file; check that it exists and is readable"
            case .notRegularFile(let kind): "is \(kind), not a file; point at the file itself"
            case .tooLarge(let limit): "is larger than the \(limit >> 20) MiB this tool reads in one file"
            case .readFailed: "cannot be read (an input/output error); check the disk and the file's permissions"
            case .outsideRepository(let folder):
                "leads outside the repository (\(folder)) through a symbolic link or '..', and this tool reads an "
                    + "app's files only inside it; copy the file into the repository"
            }
        }
    }

    /// `within`: as for `load`; nil for a file that is the tool's own input, not the app's (a symbols catalog).
    public static func contents(
        of path: String, displayPath: String? = nil, within boundary: RepositoryBoundary? = confinement
    ) throws(ProjectReadError) -> Data {
        switch load(path, within: boundary) {
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
    /// `boundary` is the process's confinement unless a caller gives another.
    ///
    /// Within a boundary (a command's reads of a repository), a first read that returns some bytes but fewer than
    /// asked is the whole file: a regular file reads short only at its end (POSIX `read`), and a checkout's files are
    /// regular files on a disk, never the pseudo-files of `/proc`, which read a page at a time. The `fstat` that
    /// answered it was one of four system calls per file in a monorepo's lint (issue 35: 3 ms of 135). Any other first
    /// read (a full buffer, nothing, an error) and every unconfined read is checked with `fstat`: a folder, a FIFO or
    /// a device is refused, and a file that reports no size is read on to its end.
    public static func load(
        _ path: String, maximumBytes: Int = maximumBytes, within boundary: RepositoryBoundary? = confinement
    ) -> Result<Data, Failure> {
        if let unsaved = unsavedContents(of: path) {
            return unsaved.count <= maximumBytes ? .success(unsaved) : .failure(.tooLarge(limit: maximumBytes))
        }
        let descriptor: Int32
        switch openWithin(path, boundary: boundary) {
        case .success(let opened): descriptor = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(descriptor) }
        let chunk = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var first = -1
        if boundary != nil {
            repeat { first = systemRead(descriptor, buffer, chunk) } while first < 0 && errno == EINTR
            if first > 0, first < chunk {
                return first <= maximumBytes
                    ? .success(Data(bytes: buffer, count: first)) : .failure(.tooLarge(limit: maximumBytes))
            }
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.readFailed) }
        if let kind = specialKind(status.st_mode) { return .failure(.notRegularFile(kind)) }
        guard Int(status.st_size) <= maximumBytes else { return .failure(.tooLarge(limit: maximumBytes)) }
        var data: Data?
        // The confined first read, when it filled the buffer, is the file's start.
        if first == chunk { data = Data(bytes: buffer, count: chunk) }
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

    /// Confines every later read to `boundary`, or lifts the confinement (nil). Commands set it once, before they
    /// read anything; the libraries' default is no confinement.
    public static func confine(to boundary: RepositoryBoundary?) {
        shared.write { $0.confinedTo = boundary }
    }

    /// The boundary every read is confined to, if any.
    public static var confinement: RepositoryBoundary? { shared.read { $0.confinedTo } }

    /// Reads `contents` in place of the files on disk from now on: an editor's unsaved texts, by absolute path
    /// (the language server gives every open document's text, so findings are those of what is being typed). An
    /// empty dictionary reads the disk again. Only files that exist are found by the readers, which list folders. An
    /// unsaved text is the person's own input, so it is read without the boundary's check (as a symbols catalog is).
    public static func useUnsavedContents(_ contents: [String: Data]) {
        let keyed = Dictionary(contents.map { (standardized($0.key), $0.value) }, uniquingKeysWith: { $1 })
        shared.write { $0.unsaved = keyed }
    }

    /// The unsaved text given for `path`, if any; no path work while there is none (the linter's case).
    private static func unsavedContents(of path: String) -> Data? {
        guard !shared.read({ $0.unsaved.isEmpty }) else { return nil }
        let key = standardized(path)
        return shared.read { $0.unsaved[key] }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// What every reading thread consults for each file and commands rarely change.
    private struct SharedState {
        var confinedTo: RepositoryBoundary?
        var unsaved: [String: Data] = [:]
        /// Each folder a confined read went through, resolved (one that does not exist yet is asked again).
        var resolvedFolders: [Substring: String] = [:]
    }

    /// Read by every file's read, from every core (a read-write lock: `ReadWriteLock`'s note on issue 35).
    private static let shared = ReadWriteLock(SharedState())

    private static let openFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK

    /// Opens `path` for reading; within a boundary, only when what it leads to is inside.
    private static func openWithin(_ path: String, boundary: RepositoryBoundary?) -> Result<Int32, Failure> {
        guard let boundary else {
            let descriptor = open(path, openFlags)
            return descriptor >= 0 ? .success(descriptor) : .failure(.cannotOpen)
        }
        let outside = Failure.outsideRepository(boundary.folders.first ?? "/")
        // Bytes, not Characters: this runs for every file a monorepo's lint reads.
        let bytes = path.utf8
        let slashOffset =
            bytes.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: "/")) }
            ?? bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.distance(from: bytes.startIndex, to: $0) }
        let nameLength = bytes.count - (slashOffset.map { $0 + 1 } ?? 0)
        if nameLength == 0 || (nameLength <= 2 && bytes.suffix(nameLength).allSatisfy { $0 == UInt8(ascii: ".") }) {
            // A path that ends in a folder (`/`, `.`, `..`): resolve it whole.
            guard let resolved = RepositoryBoundary.resolve(path) else { return .failure(.cannotOpen) }
            return boundary.contains(resolved) ? openWithin(resolved, boundary: nil) : .failure(outside)
        }
        let folder: Substring =
            switch slashOffset {
            case nil: "."
            case 0: "/"
            case let offset?: path[..<bytes.index(bytes.startIndex, offsetBy: offset)]
            }
        let resolvedFolder = resolved(folder)
        guard let resolvedFolder else { return .failure(.cannotOpen) }
        // A name (no `/`, not `..`) in a folder inside is inside, unless it is itself a link. Out of the repository
        // only what is there is refused: where nothing is, the file is missing, as one inside would be, so a reader
        // that skips missing files skips it (a developer's `#include? "../../Override.xcconfig"` beside the checkout).
        guard boundary.contains(resolvedFolder) else {
            var status = stat()
            return .failure(lstat(path, &status) == 0 ? outside : .cannotOpen)
        }
        let descriptor = open(path, openFlags | O_NOFOLLOW)
        if descriptor >= 0 { return .success(descriptor) }
        // The file itself is a link (ELOOP; some systems say EMLINK): follow it only to a file inside.
        guard errno == ELOOP || errno == EMLINK, let target = RepositoryBoundary.resolve(path) else {
            return .failure(.cannotOpen)
        }
        return boundary.contains(target) ? openWithin(target, boundary: nil) : .failure(outside)
    }

    /// `folder` resolved from its parent's resolution (remembered) and one `lstat` of its last name, where
    /// `realpath` would read every component again (a monorepo has thousands of folders under the same few). No lock
    /// is held while the disk is asked: two threads that meet on a new folder both resolve it, alike.
    private static func resolved(_ folder: Substring) -> String? {
        if let known = shared.read({ $0.resolvedFolders[folder] }) { return known }
        let bytes = folder.utf8
        let resolved: String?
        if let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash != bytes.startIndex {
            let name = folder[bytes.index(after: slash)...]
            if name.isEmpty || name == "." || name == ".." {
                resolved = RepositoryBoundary.resolve(String(folder))
            } else if let parent = Self.resolved(folder[..<slash]) {
                let candidate = (parent == "/" ? "" : parent) + "/" + name
                var status = stat()
                if lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                    resolved = candidate
                } else {
                    // A link (or nothing): resolve it whole.
                    resolved = RepositoryBoundary.resolve(candidate)
                }
            } else {
                resolved = nil
            }
        } else {
            resolved = RepositoryBoundary.resolve(String(folder))
        }
        if let resolved { shared.write { $0.resolvedFolders[folder] = resolved } }
        return resolved
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
        guard let resolvedPath = RepositoryBoundary.resolve(path) else { return false }
        return RepositoryBoundary(repositoriesOf: [], folders: [folder]).contains(resolvedPath)
    }
}
