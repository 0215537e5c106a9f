import CHarfBuzz
import QuickActionKit

/// Measures text as the menu draws it: split into directional runs (`BidiParagraph`, GNU FriBidi) and those into runs
/// by font (Inter, or the script's Noto fallback), each run shaped by HarfBuzz with its direction, script and the
/// locale's language (so Arabic joins, Indic clusters, mirrored brackets and kerning count), widths summed, tracking
/// added per glyph. Results are cached. Not thread-safe: one measurer per thread.
public final class TextMeasurer {
    private let fonts: FontLibrary
    private let primary: FontLibrary.Face
    private var cache: [Key: Double] = [:]
    private var emojiCache: [String: [EmojiImage]] = [:]
    private var locales: [String: (hb_language_t?, Bool)] = [:]
    private var lastLocale: (locale: String, language: hb_language_t?, isRightToLeft: Bool)?
    /// One HarfBuzz buffer, emptied before each run is shaped (issue 35: creating one per run was a tenth of
    /// laying out a menu).
    private let buffer = hb_buffer_create()

    private struct Key: Hashable {
        var text: String
        var size: Double
        var tracking: Double
        var locale: String
    }

    /// A run of text in one font.
    public struct Run: Sendable, Hashable {
        public var text: String
        public var family: String
    }

    /// - Throws: `PreviewError.missingFont` naming the Debian package when Inter is not installed.
    public init() throws(PreviewError) {
        fonts = try FontLibrary()
        primary = try fonts.face(FontFallback.primary)
    }

    deinit { hb_buffer_destroy(buffer) }

    /// The advance width of `text` at `size` points, with `tracking` points added after each glyph.
    public func width(_ text: String, size: Double, tracking: Double = 0, locale: LocaleIdentifier) throws(PreviewError)
        -> Double
    {
        let key = Key(text: text, size: size, tracking: tracking, locale: locale.identifier)
        if let cached = cache[key] { return cached }
        var total = 0.0
        let (language, isRightToLeft) = languageAndDirection(of: locale)
        func add(_ text: String, rightToLeft: Bool) throws(PreviewError) {
            for run in try runs(text, locale: locale) {
                let face = try fonts.face(run.family)
                let (advance, glyphs) = shape(run.text, face: face, rightToLeft: rightToLeft, language: language)
                total += advance / face.unitsPerEm * size + tracking * Double(glyphs)
            }
        }
        if !isRightToLeft && !text.unicodeScalars.contains(where: BidiParagraph.mayBeRightToLeft) {
            // Left to right throughout: no paragraph to resolve (most texts, measured by the thousand in lint).
            try add(text, rightToLeft: false)
        } else {
            for directional in BidiParagraph(text, direction: isRightToLeft ? .rightToLeft : .leftToRight).logicalRuns {
                try add(directional.text, rightToLeft: directional.isRightToLeft)
            }
        }
        cache[key] = total
        return total
    }

    /// The pictures of the colour emoji glyphs `text` shapes to in the emoji font, in order (a ZWJ sequence or a
    /// flag is one glyph); a glyph without a colour bitmap is left out. Cached.
    public func emojiImages(_ text: String) throws(PreviewError) -> [EmojiImage] {
        if let cached = emojiCache[text] { return cached }
        let face = try fonts.face(FontFallback.emoji)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withCString { hb_buffer_add_utf8(buffer, $0, -1, 0, -1) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var images: [EmojiImage] = []
        for index in 0..<Int(count) {
            let advance = Double(positions[index].x_advance) / face.unitsPerEm
            guard let bitmap = face.colorBitmap(glyph: infos[index].codepoint), bitmap.ppem > 0 else { continue }
            let png = try PNGEncoder.encode(rgba: bitmap.rgba, width: bitmap.width, height: bitmap.height)
            images.append(
                EmojiImage(
                    dataURI: "data:image/png;base64," + png.base64EncodedString(),
                    left: Double(bitmap.left) / bitmap.ppem, top: Double(bitmap.top) / bitmap.ppem,
                    width: Double(bitmap.width) / bitmap.ppem, height: Double(bitmap.height) / bitmap.ppem,
                    advance: advance))
        }
        emojiCache[text] = images
        return images
    }

    /// HarfBuzz's language and the paragraph direction of a locale, worked out once per locale.
    private func languageAndDirection(of locale: LocaleIdentifier) -> (hb_language_t?, Bool) {
        // Measurements come locale by locale: the last one answers most calls without hashing.
        let identifier = locale.identifier
        if let last = lastLocale, last.locale == identifier { return (last.language, last.isRightToLeft) }
        let known = locales[identifier] ?? (hb_language_from_string(identifier, -1), locale.isRightToLeft)
        locales[identifier] = known
        lastLocale = (identifier, known.0, known.1)
        return known
    }

    /// Forgets measured widths (fonts stay loaded); benchmarks use it to time measurement rather than the cache.
    public func clearCache() { cache.removeAll(keepingCapacity: true) }

    /// The runs of `text` by font, as measured (and as the SVG's font-family list resolves them).
    public func fontRuns(_ text: String, locale: LocaleIdentifier) throws(PreviewError) -> [Run] {
        try runs(text, locale: locale).map { Run(text: $0.text, family: $0.family.name) }
    }

    private func runs(_ text: String, locale: LocaleIdentifier) throws(PreviewError) -> [(
        text: String, family: FontFallback.Family
    )] {
        // Where each run starts; the runs are cut from `text` at the end (most texts are one run: `text` itself).
        let scalars = text.unicodeScalars
        var starts: [(index: String.Index, family: FontFallback.Family)] = []
        var position = scalars.startIndex
        while position < scalars.endIndex {
            let scalar = scalars[position]
            let family: FontFallback.Family
            if primary.hasGlyph(scalar) || Self.inheritsFont(scalar) {
                // Spaces, marks and common punctuation stay in the current run, so a script run is shaped whole; a
                // space after an emoji is the text font's (the emoji font's spaces are as wide as its pictures).
                if Self.inheritsFont(scalar), let inherited = starts.last?.family,
                    !(inherited == FontFallback.emoji && scalar.properties.generalCategory == .spaceSeparator)
                {
                    family = inherited
                } else {
                    family = FontFallback.primary
                }
            } else {
                family = FontFallback.family(for: scalar, locale: locale) ?? FontFallback.primary
            }
            if starts.last?.family != family { starts.append((position, family)) }
            scalars.formIndex(after: &position)
        }
        if starts.count == 1 { return [(text, starts[0].family)] }
        return starts.indices.map { run in
            let end = run + 1 < starts.count ? starts[run + 1].index : scalars.endIndex
            return (String(scalars[starts[run].index..<end]), starts[run].family)
        }
    }

    private static func inheritsFont(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark, .format: true
        default: false
        }
    }

    /// The total advance in font units and the number of glyphs of one run, shaped in its direction and language;
    /// HarfBuzz finds its script.
    private func shape(
        _ text: String, face: FontLibrary.Face, rightToLeft: Bool, language: hb_language_t?
    ) -> (advance: Double, glyphs: Int) {
        hb_buffer_clear_contents(buffer)
        text.withCString { hb_buffer_add_utf8(buffer, $0, -1, 0, -1) }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        // Fills in only what is not set: the script.
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return (0, 0) }
        var advance = 0.0
        for index in 0..<Int(count) { advance += Double(positions[index].x_advance) }
        return (advance, Int(count))
    }
}
