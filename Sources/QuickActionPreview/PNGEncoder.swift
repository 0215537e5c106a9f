import CZlib
import Foundation

/// Writes 8-bit RGB and RGBA PNG files (PNG spec §11: IHDR, IDAT, IEND) from bands of rows compressed in parallel.
///
/// Each band is compressed on its own core as raw deflate ending on a byte boundary (`Z_SYNC_FLUSH`), and the pieces
/// are joined into the single zlib stream the format asks for, its Adler-32 combined from the bands' (the technique
/// of pigz). Compression level 1 and filter type 0: the pictures are mostly flat colour, which the fastest level
/// already shrinks well, and a sheet of 46 million pixels must be written in a fraction of a second (issue 17).
enum PNGEncoder {
    /// One band's scanlines (each a filter byte, 0, then `width` RGB or RGBA pixels), compressed.
    struct CompressedBand: Sendable {
        var deflate: Data
        var adler: UInt
        var length: Int
    }

    /// How hard to work on the size of the file.
    enum Effort: Sendable {
        case fast, small

        var level: Int32 { self == .fast ? 1 : 6 }
        /// The PNG filter type of every scanline: 0 (None) or 2 (Up).
        var filter: UInt8 { self == .fast ? 0 : 2 }
    }

    /// Compresses `scanlines` as raw deflate; `isLast` ends the stream, otherwise it ends on a byte boundary so the
    /// next band can follow.
    static func compress(_ scanlines: [UInt8], isLast: Bool, effort: Effort = .fast) throws(PreviewError)
        -> CompressedBand
    {
        var stream = z_stream()
        guard qa_deflate_init_raw(&stream, effort.level) == Z_OK else {
            throw .renderingFailed("zlib could not start")
        }
        defer { deflateEnd(&stream) }
        // Room for the worst case, left uninitialized: zeroing it would touch every page of a buffer as large as
        // the input (issue 35: 138 MB for a contact sheet) when deflate writes a fortieth of it.
        let capacity = Int(deflateBound(&stream, uLong(scanlines.count))) + 16
        var status = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
            status = scanlines.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
            }
            written = Int(stream.total_out)
        }
        guard status == (isLast ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else {
            throw .renderingFailed("zlib could not compress the picture (status \(status))")
        }
        // Adler-32 starts at 1 (RFC 1950 §8.2), 16 bytes a step (`qa_adler32`).
        let adler = scanlines.withUnsafeBufferPointer { qa_adler32(1, $0.baseAddress, $0.count) }
        return CompressedBand(deflate: Data(output), adler: adler, length: scanlines.count)
    }

    /// The PNG file of a `width` × `height` picture whose compressed bands are `bands`, top to bottom.
    static func file(width: Int, height: Int, hasAlpha: Bool, bands: [CompressedBand]) -> Data {
        var zlibStream = Data([0x78, 0x01])  // deflate, 32 KB window, fastest level (RFC 1950 §2.2)
        var adler = adler32(0, nil, 0)
        for band in bands {
            zlibStream.append(band.deflate)
            adler = adler32_combine(adler, band.adler, off_t(band.length))
        }
        zlibStream.append(bigEndian: UInt32(truncatingIfNeeded: adler))
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        // 8 bits, RGBA (6) or RGB (2), deflate, filtering per line, not interlaced.
        header.append(contentsOf: [8, hasAlpha ? 6 : 2, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        // IDAT chunks of at most 1 MiB, as encoders commonly write them.
        var offset = 0
        repeat {
            let end = min(offset + 1 << 20, zlibStream.count)
            appendChunk("IDAT", zlibStream[offset..<end], to: &png)
            offset = end
        } while offset < zlibStream.count
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.append(bigEndian: UInt32(body.count))
        var typeAndBody = Data(type.utf8)
        typeAndBody.append(body)
        png.append(typeAndBody)
        let crc = typeAndBody.withUnsafeBytes {
            crc32(crc32(0, nil, 0), $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count))
        }
        png.append(bigEndian: UInt32(truncatingIfNeeded: crc))
    }

    /// A small picture's PNG from straight (not premultiplied) RGBA pixels, row by row: the emoji pictures.
    static func encode(rgba: [UInt8], width: Int, height: Int) throws(PreviewError) -> Data {
        var lines: [UInt8] = []
        lines.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            lines.append(0)  // filter type 0
            lines += rgba[(row * width * 4)..<((row + 1) * width * 4)]
        }
        return file(width: width, height: height, hasAlpha: true, bands: [try compress(lines, isLast: true)])
    }

    /// Converts cairo's premultiplied ARGB32 rows (native-endian words) to PNG scanlines of straight RGB or RGBA with
    /// `filter` 0 (None) or 2 (Up: each byte less the one above it; `above` is the converted row over the first, none
    /// at the top of the picture).
    static func scanlines(
        argb: UnsafePointer<UInt8>, width: Int, rows: Int, stride: Int, hasAlpha: Bool, filter: UInt8 = 0,
        above: [UInt8]? = nil
    ) -> [UInt8] {
        var lines = scanlines(argb: argb, width: width, rows: rows, stride: stride, hasAlpha: hasAlpha)
        guard filter == 2 else { return lines }
        let lineLength = 1 + (hasAlpha ? 4 : 3) * width
        lines.withUnsafeMutableBufferPointer { buffer in
            // From the bottom up, so each row is filtered against the row above before that one changes.
            for row in (0..<rows).reversed() {
                let line = row * lineLength
                buffer[line] = 2
                if row > 0 {
                    for i in 1..<lineLength { buffer[line + i] &-= buffer[line - lineLength + i] }
                } else if let above {
                    for i in 1..<lineLength { buffer[i] &-= above[i] }
                }
            }
        }
        return lines
    }

    /// RGB scanlines with filter 0 of cairo's ARGB32 rows, read once: `nil` as soon as a pixel is not opaque (its
    /// colour would need un-premultiplying and the file an alpha channel).
    static func opaqueScanlines(argb: UnsafePointer<UInt8>, width: Int, rows: Int, stride: Int) -> [UInt8]? {
        let lineLength = 1 + 3 * width
        var isOpaque = true
        let lines = [UInt8](unsafeUninitializedCapacity: lineLength * rows) { buffer, count in
            guard let out = buffer.baseAddress else { return }
            for row in 0..<rows {
                var at = out + row * lineLength
                at.pointee = 0
                at += 1
                let words = UnsafeRawPointer(argb + row * stride).assumingMemoryBound(to: UInt32.self)
                var alpha: UInt32 = 0xFF00_0000
                for x in 0..<width {
                    let pixel = words[x]
                    alpha &= pixel
                    at[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    at[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    at[2] = UInt8(truncatingIfNeeded: pixel)
                    at += 3
                }
                guard alpha == 0xFF00_0000 else {
                    isOpaque = false
                    return
                }
                count += lineLength
            }
        }
        return isOpaque ? lines : nil
    }

    private static func scanlines(
        argb: UnsafePointer<UInt8>, width: Int, rows: Int, stride: Int, hasAlpha: Bool
    ) -> [UInt8] {
        let channels = hasAlpha ? 4 : 3
        let lineLength = 1 + channels * width
        return [UInt8](unsafeUninitializedCapacity: lineLength * rows) { buffer, count in
            guard let out = buffer.baseAddress else { return }
            for row in 0..<rows {
                var at = out + row * lineLength
                at.pointee = 0
                at += 1
                let words = UnsafeRawPointer(argb + row * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = words[x]
                    let alpha = pixel >> 24
                    var red = (pixel >> 16) & 0xFF
                    var green = (pixel >> 8) & 0xFF
                    var blue = pixel & 0xFF
                    if alpha != 255 && alpha != 0 {
                        red = (red * 255 + alpha / 2) / alpha
                        green = (green * 255 + alpha / 2) / alpha
                        blue = (blue * 255 + alpha / 2) / alpha
                    }
                    at[0] = UInt8(truncatingIfNeeded: red)
                    at[1] = UInt8(truncatingIfNeeded: green)
                    at[2] = UInt8(truncatingIfNeeded: blue)
                    if hasAlpha { at[3] = UInt8(truncatingIfNeeded: alpha) }
                    at += channels
                }
            }
            count = lineLength * rows
        }
    }
}

extension Data {
    fileprivate mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
