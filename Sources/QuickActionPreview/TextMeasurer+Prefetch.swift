import Foundation

extension TextMeasurer {
    /// Starts making a measurer on its own thread, unless one is already being made or waits to be taken.
    /// fontconfig reads its configuration and font cache once per process, which is most of a measurer's making
    /// (26 M instructions, a third of `menu`'s run): a command that will measure text calls this first, so that the
    /// work runs on the second core while the command line is parsed and the project read.
    public static func prefetch() {
        prefetchLock.withLock {
            guard pending == nil else { return }
            pending = Prefetched { Result { () throws(PreviewError) in try TextMeasurer() } }
        }
    }

    /// The measurer `prefetch()` made (waiting for it), to the first caller after it; otherwise a new one. A
    /// measurer is used by one thread at a time: each worker makes its own.
    /// - Throws: `PreviewError.missingFont` naming the Debian package when Inter is not installed.
    public static func make() throws(PreviewError) -> TextMeasurer {
        let prefetched = prefetchLock.withLock { () -> Prefetched<Result<TextMeasurer, PreviewError>>? in
            defer { pending = nil }
            return pending
        }
        if let made = prefetched?.take() { return try made.get() }
        return try TextMeasurer()
    }

    private static let prefetchLock = NSLock()
    nonisolated(unsafe) private static var pending: Prefetched<Result<TextMeasurer, PreviewError>>?
}
