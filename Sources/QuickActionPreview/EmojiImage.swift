import CFreeType
import CHarfBuzz
import Foundation

/// One colour emoji glyph as a picture: renderers that draw text as outlines (librsvg) lose the bitmaps of a colour
/// font, so the drawing places the glyph's own pixels (Noto Color Emoji's) where the text flow puts it.
public struct EmojiImage: Sendable, Hashable {
    /// A PNG of the glyph, as a `data:` URI.
    public var dataURI: String
    /// The picture's box from the pen position on the baseline, and the pen's advance, in ems of the font size
    /// (left and top as FreeType's bitmap_left and bitmap_top: right of and above the pen).
    public var left: Double
    public var top: Double
    public var width: Double
    public var height: Double
    public var advance: Double
}

/// A run of emoji in a laid-out line: where it starts and each glyph's picture.
public struct EmojiRun: Sendable, Hashable {
    public var text: String
    /// The pen position where the run starts, from the menu's left edge.
    public var x: Double
    public var glyphs: [EmojiImage]
}

/// The text between emoji runs in a line that has some, placed where the measurement puts it: renderers do not
/// agree on an emoji font's advances, so each piece is positioned on its own.
public struct TextPiece: Sendable, Hashable {
    public var text: String
    /// Where the piece starts: its left edge in a left-to-right line, its right edge in a right-to-left one.
    public var x: Double
}

extension FontLibrary.Face {
    /// The colour glyph `glyph` as straight-alpha RGBA pixels, with its offsets and the strike's pixels per em; nil
    /// for a glyph without a colour bitmap.
    func colorBitmap(glyph: UInt32) -> (rgba: [UInt8], width: Int, height: Int, left: Int, top: Int, ppem: Double)? {
        // A bitmap font has fixed strikes; the first is Noto Color Emoji's only one (109 pixels per em).
        if freeType.pointee.num_fixed_sizes > 0 { _ = FT_Select_Size(freeType, 0) }
        guard FT_Load_Glyph(freeType, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = freeType.pointee.glyph else {
            return nil
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer,
            bitmap.width > 0, bitmap.rows > 0
        else { return nil }
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let source = buffer + row * Int(bitmap.pitch)
            for column in 0..<width {
                let pixel = source + column * 4
                let alpha = Int(pixel[3])
                // FreeType's BGRA is premultiplied; PNG wants straight alpha.
                func straight(_ value: UInt8) -> UInt8 {
                    alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
                }
                let target = (row * width + column) * 4
                rgba[target] = straight(pixel[2])
                rgba[target + 1] = straight(pixel[1])
                rgba[target + 2] = straight(pixel[0])
                rgba[target + 3] = UInt8(alpha)
            }
        }
        let ppem = Double(freeType.pointee.size.pointee.metrics.y_ppem)
        return (rgba, width, height, Int(slot.pointee.bitmap_left), Int(slot.pointee.bitmap_top), ppem)
    }
}
