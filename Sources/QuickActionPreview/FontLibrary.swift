import CFontconfig
import CFreeType
import CHarfBuzz

/// Font files found with fontconfig, opened with FreeType, shaped with HarfBuzz. One library serves a process;
/// faces are opened once and kept.
final class FontLibrary {
    /// The FreeType library; every face keeps it alive, so it is freed after the last face.
    final class FreeTypeHandle {
        var library: FT_Library?

        init() throws(PreviewError) {
            guard FT_Init_FreeType(&library) == 0 else { throw .fontLibrary("FreeType did not start") }
        }

        deinit { if let library { FT_Done_FreeType(library) } }
    }

    /// A loaded face: FreeType for coverage, HarfBuzz for shaping, at a scale of one unit per font unit.
    final class Face {
        let family: FontFallback.Family
        let freeType: FT_Face
        let font: OpaquePointer
        let unitsPerEm: Double
        private let owner: FreeTypeHandle

        init(
            family: FontFallback.Family, freeType: FT_Face, font: OpaquePointer, unitsPerEm: Double,
            owner: FreeTypeHandle
        ) {
            self.family = family
            self.freeType = freeType
            self.font = font
            self.unitsPerEm = unitsPerEm
            self.owner = owner
        }

        func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { FT_Get_Char_Index(freeType, FT_ULong(scalar.value)) != 0 }

        deinit {
            hb_font_destroy(font)
            FT_Done_Face(freeType)
        }
    }

    private let freeType: FreeTypeHandle
    private var faces: [String: Face] = [:]

    init() throws(PreviewError) {
        guard FcInit() != 0 else { throw .fontLibrary("fontconfig did not start") }
        freeType = try FreeTypeHandle()
    }

    /// The face of `family`; an error naming the Debian package when fontconfig finds no such family installed.
    func face(_ family: FontFallback.Family) throws(PreviewError) -> Face {
        if let face = faces[family.name] { return face }
        guard let (path, index) = Self.locate(family.name) else {
            throw .missingFont(family: family.name, debianPackage: family.debianPackage)
        }
        var freeType: FT_Face?
        guard FT_New_Face(self.freeType.library, path, FT_Long(index), &freeType) == 0, let freeType else {
            throw .fontLibrary("FreeType cannot open \(path)")
        }
        let hbFace = hb_ft_face_create_referenced(freeType)
        let font = hb_font_create(hbFace)!
        // The `head` table's units, as HarfBuzz reads them: FreeType says 0 for a font of bitmaps only (Noto Color
        // Emoji), whose advances are still in font units in `hmtx`.
        let unitsPerEm = Int32(hb_face_get_upem(hbFace))
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        let face = Face(
            family: family, freeType: freeType, font: font, unitsPerEm: Double(unitsPerEm), owner: self.freeType)
        faces[family.name] = face
        return face
    }

    /// The file and face index fontconfig matches for a family, when the match really is that family (fontconfig
    /// substitutes another family rather than failing).
    private static func locate(_ family: String) -> (path: String, index: Int32)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString {
            FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(match) }
        var matchedFamily: UnsafeMutablePointer<FcChar8>?
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(match, FC_FAMILY, 0, &matchedFamily) == FcResultMatch, let matchedFamily,
            FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file
        else { return nil }
        _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
        let name = String(cString: matchedFamily)
        guard name.lowercased() == family.lowercased() else { return nil }
        return (String(cString: file), index)
    }
}
