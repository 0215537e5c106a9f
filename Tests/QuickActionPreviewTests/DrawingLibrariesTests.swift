import Testing

@testable import QuickActionPreview

/// On Linux the drawing libraries are loaded on first use (Sources/CDeferredLibraries): every function `PNGRenderer`
/// calls must be found in the installed librsvg, cairo and GObject (the PNG tests then prove the calls reach them).
@Suite struct DrawingLibrariesTests {
    @Test func everyDrawingFunctionIsInTheInstalledLibraries() throws {
        try DrawingLibraries.load()
    }
}
