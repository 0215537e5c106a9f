import CRsvg
import Foundation
import QuickActionKit

/// Turns SVG into PNG in-process: librsvg draws it with cairo (its text shaped by Pango and HarfBuzz, so Arabic and
/// other complex scripts come out joined and in order), and `PNGEncoder` writes the file.
///
/// A contact sheet comes as strips, drawn and compressed on every core, each parsed on its own thread (a librsvg
/// handle is not to be shared between threads). This replaced a process of rsvg-convert per picture, which spent most
/// of a 240-menu sheet's 2.8 s compressing at zlib's default level (issue 17, part 8).
public enum PNGRenderer {
    /// PNG bytes of `svg` at `scale` (2 for @2x, 3 for @3x).
    public static func png(from svg: String, scale: Int) throws(PreviewError) -> Data {
        try png(stacking: [svg], scale: scale)
    }

    /// One PNG of SVG documents of one width stacked top to bottom (a contact sheet's strips), each drawn and
    /// compressed on whichever core is free. Drawing one tall document in bands would not divide the work: librsvg
    /// turns every text of the document into outlines for each band, however little of it the band shows.
    public static func png(stacking documents: [String], scale: Int) throws(PreviewError) -> Data {
        // Only a sheet over `fastEffortAbove` pixels can be written in strips; its size is read first, so that a
        // smaller sheet is not drawn twice.
        if documents.count > 1, try pixelCount(of: documents, scale: scale) > fastEffortAbove,
            let sheet = try largeOpaqueSheet(documents, scale: scale)
        {
            return sheet
        }
        return try drawnThenCompressed(documents, scale: scale)
    }

    /// Every strip drawn, then every strip compressed: the alpha channel and the effort are chosen for the whole
    /// picture once it is drawn.
    static func drawnThenCompressed(_ documents: [String], scale: Int) throws(PreviewError) -> Data {
        let drawn = try Parallel.map(documents.count) { index in
            Result { () throws(PreviewError) in
                let picture = try SVGPicture(Data(documents[index].utf8))
                let size = try picture.size
                return try picture.draw(
                    width: Int((size.width * Double(scale)).rounded(.up)),
                    rows: Int((size.height * Double(scale)).rounded(.up)), scale: Double(scale))
            }
        }.map { result throws(PreviewError) in try result.get() }
        guard let width = drawn.first?.width, drawn.allSatisfy({ $0.width == width }) else {
            throw .renderingFailed("the pieces of the picture are not of one width")
        }
        let height = drawn.map(\.rows).reduce(0, +)
        guard width <= 32_767, height <= 262_143 else {
            throw .renderingFailed("the picture would be \(width) × \(height) pixels; draw fewer locales or sizes")
        }
        // RGB when nothing is transparent (our documents paint a background): a quarter less to compress.
        let hasAlpha = drawn.contains { !$0.isOpaque }
        // A picture of a few million pixels is worth compressing harder; a contact sheet must be fast.
        let effort: PNGEncoder.Effort = width * height <= fastEffortAbove ? .small : .fast
        let compressed = try Parallel.map(drawn.count) { index in
            Result { () throws(PreviewError) in
                let above = index > 0 && effort.filter == 2 ? drawn[index - 1].lastScanline(hasAlpha: hasAlpha) : nil
                return try PNGEncoder.compress(
                    drawn[index].scanlines(hasAlpha: hasAlpha, filter: effort.filter, above: above),
                    isLast: index == drawn.count - 1, effort: effort)
            }
        }.map { result throws(PreviewError) in try result.get() }
        return PNGEncoder.file(width: width, height: height, hasAlpha: hasAlpha, bands: compressed)
    }
}

extension PNGRenderer {
    /// What the picture is written with when it is larger than this: level 1 and no filter, rather than level 6 and
    /// Up (a picture of a few million pixels is worth compressing harder; a contact sheet must be fast).
    static let fastEffortAbove = 4_000_000

    /// The pixels of `documents` stacked at `scale`: from the root element's plain numeric `width` and `height`
    /// (what librsvg's intrinsic size is for them), else from librsvg parsing the document. It only chooses the
    /// path; the strips' path checks the pixels it drew.
    static func pixelCount(of documents: [String], scale: Int) throws(PreviewError) -> Int {
        try Parallel.map(documents.count) { index in
            Result { () throws(PreviewError) -> Int in
                var size = SVGPicture.declaredSize(of: documents[index])
                if size == nil { size = try SVGPicture(Data(documents[index].utf8)).size }
                guard let size else { return 0 }
                return Int((size.width * Double(scale)).rounded(.up)) * Int((size.height * Double(scale)).rounded(.up))
            }
        }.map { result throws(PreviewError) in try result.get() }.reduce(0, +)
    }

    /// A sheet whose strips are each drawn, converted and compressed by one task, then freed: every core busy to the
    /// end, each strip's pixels compressed while fresh, and no strip kept waiting for the others (issue 35: the
    /// 240-menu sheet held 184 MB of pixels and 138 MB of scanlines at once). That is the file the two-phase path
    /// writes when the picture is opaque and larger than `fastEffortAbove` pixels; `nil` (and the work redone by that
    /// path) otherwise.
    static func largeOpaqueSheet(_ documents: [String], scale: Int) throws(PreviewError) -> Data? {
        let strips = try Parallel.map(documents.count) { index in
            Result { () throws(PreviewError) -> (width: Int, rows: Int, band: PNGEncoder.CompressedBand)? in
                let picture = try SVGPicture(Data(documents[index].utf8))
                let size = try picture.size
                let drawn = try picture.draw(
                    width: Int((size.width * Double(scale)).rounded(.up)),
                    rows: Int((size.height * Double(scale)).rounded(.up)), scale: Double(scale))
                guard let scanlines = drawn.opaqueScanlines() else { return nil }
                let band = try PNGEncoder.compress(scanlines, isLast: index == documents.count - 1, effort: .fast)
                return (drawn.width, drawn.rows, band)
            }
        }.map { result throws(PreviewError) in try result.get() }
        let width = strips.first??.width
        guard let width, strips.allSatisfy({ $0?.width == width }) else { return nil }
        let height = strips.reduce(0) { $0 + ($1?.rows ?? 0) }
        guard width * height > fastEffortAbove, width <= 32_767, height <= 262_143 else { return nil }
        return PNGEncoder.file(width: width, height: height, hasAlpha: false, bands: strips.compactMap { $0?.band })
    }
}

/// A parsed SVG document, drawn by librsvg.
final class SVGPicture {
    private let handle: UnsafeMutablePointer<RsvgHandle>

    init(_ document: Data) throws(PreviewError) {
        try DrawingLibraries.load()
        var error: UnsafeMutablePointer<GError>?
        let handle = document.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: guint8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let handle else { throw .renderingFailed("librsvg cannot read the drawing: \(Self.message(error))") }
        self.handle = handle
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The root `<svg>` element's `width` and `height` when both are plain numbers of CSS pixels; `nil` otherwise
    /// (units, percentages, a missing attribute: librsvg must work them out).
    static func declaredSize(of document: String) -> (width: Double, height: Double)? {
        // The bytes are searched: Foundation's `range(of:)` bridged the whole document to count its UTF-16 (a
        // contact sheet's strips are half a megabyte each).
        guard let open = document.firstUTF8Range(of: "<svg"),
            let close = document[open.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tag = document[open.upperBound..<close]
        func number(_ name: String) -> Double? {
            guard let start = tag.firstUTF8Range(of: " \(name)=\""),
                let end = tag[start.upperBound...].firstIndex(of: "\"")
            else { return nil }
            let text = tag[start.upperBound..<end]
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
            return Double(text)
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }

    /// The document's width and height in its own units (CSS pixels: our points).
    var size: (width: Double, height: Double) {
        get throws(PreviewError) {
            var width = 0.0
            var height = 0.0
            guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else {
                throw .renderingFailed("the drawing has no width and height")
            }
            return (width, height)
        }
    }

    /// The document drawn at `scale` into `width` × `rows` pixels.
    func draw(width: Int, rows: Int, scale: Double) throws(PreviewError) -> DrawnBand {
        guard width > 0, rows > 0, width <= 32_767, rows <= 32_767 else {
            throw .renderingFailed("a picture of \(width) × \(rows) pixels cannot be drawn")
        }
        let band = try DrawnBand(width: width, rows: rows)
        let context = cairo_create(band.surface)
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        let (documentWidth, documentHeight) = try size
        var viewport = RsvgRectangle(x: 0, y: 0, width: documentWidth, height: documentHeight)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw .renderingFailed("librsvg cannot draw the picture: \(Self.message(error))")
        }
        cairo_surface_flush(band.surface)
        return band
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}

/// A band of drawn pixels: cairo's premultiplied ARGB32, owned until the band is released. Only read once drawn, so
/// the compressing threads may share it.
final class DrawnBand: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let rows: Int

    init(width: Int, rows: Int) throws(PreviewError) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil
        else {
            cairo_surface_destroy(surface)
            throw .renderingFailed("cairo has no memory for a \(width) × \(rows) picture")
        }
        self.width = width
        self.rows = rows
    }

    deinit { cairo_surface_destroy(surface) }

    private var pixels: UnsafePointer<UInt8> { UnsafePointer(cairo_image_surface_get_data(surface)!) }
    private var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Whether every pixel is opaque.
    var isOpaque: Bool {
        for row in 0..<rows {
            let words = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where words[x] >> 24 != 255 { return false }
        }
        return true
    }

    /// The band's PNG scanlines, filtered with `filter` (`above`: the unfiltered scanline over the band's first).
    func scanlines(hasAlpha: Bool, filter: UInt8, above: [UInt8]?) -> [UInt8] {
        PNGEncoder.scanlines(
            argb: pixels, width: width, rows: rows, stride: stride, hasAlpha: hasAlpha, filter: filter, above: above)
    }

    /// The band's RGB scanlines with filter 0 (None); `nil` as soon as a pixel is not opaque.
    func opaqueScanlines() -> [UInt8]? {
        PNGEncoder.opaqueScanlines(argb: pixels, width: width, rows: rows, stride: stride)
    }

    /// The band's last row as an unfiltered scanline: what the next band's first row is filtered against.
    func lastScanline(hasAlpha: Bool) -> [UInt8] {
        PNGEncoder.scanlines(
            argb: pixels + (rows - 1) * stride, width: width, rows: 1, stride: stride, hasAlpha: hasAlpha)
    }
}
