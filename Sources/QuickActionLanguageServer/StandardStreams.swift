import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LanguageServer {
    /// Serves the protocol on two file descriptors (standard input and output for `quickactions lsp`) until `exit`
    /// or the end of the input, and returns the process's exit code.
    ///
    /// Messages are handled in order. Diagnostics are worked out only when no further message is already waiting,
    /// so typing that outruns the linter costs one lint, of the last text.
    public func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        var framing = MessageFraming()
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        func write(_ bodies: [Data]) {
            for body in bodies {
                let framed = MessageFraming.framed(body)
                framed.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let written = Foundation.write(output, raw.baseAddress! + offset, raw.count - offset)
                        if written < 0, errno == EINTR { continue }
                        guard written > 0 else { return }
                        offset += written
                    }
                }
            }
        }
        while exitCode == nil {
            // Every whole message already read is handled before anything is linted.
            do {
                while exitCode == nil, let message = try framing.next() { write(handle(message)) }
            } catch {
                FileHandle.standardError.write(Data("quickactions lsp: \(error); stopping\n".utf8))
                return 1
            }
            if exitCode != nil { break }
            if hasPendingLint && !Self.hasInput(input) { write(lintPending()) }
            let count = read(input, &buffer, chunk)
            if count < 0, errno == EINTR { continue }
            // The client closed the stream without `exit`: LSP says to end with 1.
            guard count > 0 else { return exitCode ?? 1 }
            framing.append(Data(buffer[0..<count]))
        }
        return exitCode ?? 1
    }

    /// Whether `descriptor` has bytes to read now.
    private static func hasInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}
