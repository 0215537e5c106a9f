import Foundation
import Testing

@testable import QuickActionPreview

/// The contact sheet's fast path (each strip drawn and compressed by one task) must write the very file the
/// two-phase path writes, and leave to it every picture it cannot write alike (issue 35).
@Suite("PNG sheets in strips")
struct PNGSheetTests {
    /// A strip of `width` × `height` points: a background when `opaque`, and shapes and text that differ by `index`.
    func strip(width: Int, height: Int, index: Int, opaque: Bool) -> String {
        let background = opaque ? ##"<rect width="100%" height="100%" fill="#D5DCE6"/>"## : ""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            \(background)<rect x="\(20 + index * 30)" y="40" width="300" height="200" rx="13" fill="#FFFFFF"/>
            <text x="40" y="120" font-family="Inter" font-size="17" fill="#000000">Strip \(index) · Neue Nachricht</text>
            </svg>
            """
    }

    /// The colour type in the IHDR chunk: 2 for RGB, 6 for RGBA.
    func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    @Test("A large opaque sheet is written in strips, byte for byte the file of the two-phase path")
    func largeOpaqueSheet() throws {
        let strips = (0..<3).map { strip(width: 1_200, height: 1_200, index: $0, opaque: true) }
        let fast = try #require(try PNGRenderer.largeOpaqueSheet(strips, scale: 1))
        #expect(fast == (try PNGRenderer.drawnThenCompressed(strips, scale: 1)))
        #expect(try PNGRenderer.png(stacking: strips, scale: 1) == fast)
        #expect(colourType(fast) == 2)
    }

    @Test("A sheet with a transparent strip, or a small sheet, is left to the two-phase path")
    func fallbacks() throws {
        var transparent = (0..<3).map { strip(width: 1_200, height: 1_200, index: $0, opaque: true) }
        transparent[1] = strip(width: 1_200, height: 1_200, index: 1, opaque: false)
        #expect(try PNGRenderer.largeOpaqueSheet(transparent, scale: 1) == nil)
        #expect(colourType(try PNGRenderer.png(stacking: transparent, scale: 1)) == 6)

        let small = (0..<2).map { strip(width: 400, height: 300, index: $0, opaque: true) }
        #expect(try PNGRenderer.largeOpaqueSheet(small, scale: 1) == nil)
        #expect(
            try PNGRenderer.png(stacking: small, scale: 1) == (try PNGRenderer.drawnThenCompressed(small, scale: 1)))
    }

    @Test("A strip's declared size is librsvg's, and sizes it cannot read plainly are left to librsvg")
    func declaredSize() throws {
        let document = strip(width: 1_200, height: 700, index: 0, opaque: true)
        let declared = try #require(SVGPicture.declaredSize(of: document))
        let parsed = try SVGPicture(Data(document.utf8)).size
        #expect(declared.width == parsed.width && declared.height == parsed.height)
        #expect(
            SVGPicture.declaredSize(of: #"<svg xmlns="http://www.w3.org/2000/svg" width="10cm" height="5">"#) == nil)
        #expect(
            SVGPicture.declaredSize(of: #"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="5">"#) == nil)
        #expect(SVGPicture.declaredSize(of: #"<svg viewBox="0 0 10 10">"#) == nil)
    }
}
