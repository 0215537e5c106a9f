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

/// A minimal PNG writer for emoji pictures: 8-bit RGBA, stored (uncompressed) deflate blocks, so it needs no zlib.
enum PNGEncoder {
    static func encode(rgba: [UInt8], width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter: none
            raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter method, no interlace
        png += chunk("IHDR", header)
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length >= data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(kind.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
