#if os(Linux)
    import CDeferredLibraries
#endif

/// librsvg, cairo and GObject, which `PNGRenderer` draws with. On Linux they are loaded when a picture is first drawn,
/// not at every command's start (Sources/CDeferredLibraries/include/DeferredLibraries.h), so a machine without them
/// still runs every command that does not draw, and one that draws is told what to install.
enum DrawingLibraries {
    /// Loads the libraries once. Throws, naming the library that is missing and the package that installs it.
    static func load() throws(PreviewError) {
        #if os(Linux)
            if let problem = loadingProblem { throw .renderingFailed(problem) }
        #endif
    }

    #if os(Linux)
        private static let loadingProblem: String? = {
            var message = [CChar](repeating: 0, count: 512)
            guard quickactions_deferred_drawing_check(&message, message.count) != 0 else { return nil }
            return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }()
    #endif
}
