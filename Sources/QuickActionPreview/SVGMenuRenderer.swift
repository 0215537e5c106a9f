import Foundation
import HomeScreen
import QuickActionKit

/// Draws a laid-out menu as SVG: the platter, bands and hairlines, real `<text>` elements in the named font
/// families (searchable and exact), and monochrome icons in `currentColor`, so they follow the appearance
/// (HIG-QA: icons are monochrome and adapt to Dark Mode).
public struct SVGMenuRenderer: Sendable {
    /// Space around the menu in a single preview.
    public static let margin = 24.0

    public init() {}

    /// A complete SVG document: the menu on a neutral background, with a legend below naming placeholder symbols
    /// and truncated strings.
    public func document(_ layout: MenuLayout, appName: String) -> String {
        let width = layout.width + 2 * Self.margin
        // About 6 pt per character at 11 pt: wrap the legend within the document.
        let legend = legendLines(layout).flatMap { Self.wrap($0, columns: Int((width - 2 * Self.margin) / 5.6)) }
        // Whole points, so a PNG at any scale has no half-covered (transparent) last row.
        let height = (layout.height + 2 * Self.margin + Double(legend.count) * 16).rounded(.up)
        let palette = layout.appearance.palette
        var svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Self.number(width))" height="\#(Self.number(height))" viewBox="0 0 \#(Self.number(width)) \#(Self.number(height))">"#
        svg +=
            "\n<title>\(XMLText.attribute(appName)) quick actions · \(layout.locale) · \(layout.appearance.rawValue) · \(layout.textSize.rawValue) · \(layout.era.caption)</title>\n"
        svg += #"<rect width="100%" height="100%" fill="\#(Self.background(layout.appearance))"/>"# + "\n"
        svg += group(layout, x: Self.margin, y: Self.margin, highlightTruncations: false)
        for (index, line) in legend.enumerated() {
            let y = layout.height + 2 * Self.margin + Double(index) * 16 - 4
            svg +=
                #"<text x="\#(Self.number(Self.margin))" y="\#(Self.number(y))" font-family="\#(FontFallback.cssFamilyList(locale: .english))" font-size="11" fill="\#(palette.secondaryLabel)">\#(XMLText.attribute(line))</text>"#
                + "\n"
        }
        return svg + "</svg>\n"
    }

    /// Just the menu, as an SVG document of exactly its size with the origin at its top-left corner, for pages that
    /// place it themselves (the browser Home Screen).
    public func menuOnly(_ layout: MenuLayout) -> String {
        let size = #"width="\#(Self.number(layout.width))" height="\#(Self.number(layout.height))""#
        return
            #"<svg xmlns="http://www.w3.org/2000/svg" \#(size) viewBox="0 0 \#(Self.number(layout.width)) \#(Self.number(layout.height))">"#
            + "\n" + group(layout, x: 0, y: 0, highlightTruncations: false) + "</svg>\n"
    }

    /// The menu as an SVG group at (`x`, `y`), for documents and contact sheets. Truncated lines can be outlined;
    /// `platterOpacity` below 1 lets what is behind show through the platter (the material over a Home Screen).
    public func group(
        _ layout: MenuLayout, x: Double, y: Double, highlightTruncations: Bool, platterOpacity: Double = 1
    ) -> String {
        let palette = layout.appearance.palette
        let metrics = MenuGeometry.metrics(layout.era)
        let families = FontFallback.cssFamilyList(locale: layout.locale)
        let radius = metrics.cornerRadius(device: layout.device)
        var svg =
            #"<g transform="translate(\#(Self.number(x)),\#(Self.number(y)))" data-era="\#(layout.era.rawValue)">"#
            + "\n"
        svg +=
            #"<rect width="\#(Self.number(layout.width))" height="\#(Self.number(layout.height))" rx="\#(Self.number(radius))" fill="\#(palette.platter)"\#(platterOpacity < 1 ? #" fill-opacity="\#(Self.number(platterOpacity))""# : "")/>"#
            + "\n"
        for band in layout.bands {
            // Classic: an 8-pt band; glass: a 1-pt line inset 24 (menu-geometry §2).
            let inset = metrics.sectionLineInset
            let height = metrics.sectionBand > 0 ? metrics.sectionBand : metrics.sectionLineWidth
            svg +=
                #"<rect x="\#(Self.number(inset))" y="\#(Self.number(band))" width="\#(Self.number(layout.width - 2 * inset))" height="\#(Self.number(height))" fill="\#(metrics.sectionBand > 0 ? palette.band : palette.separator)"/>"#
                + "\n"
        }
        // One device pixel thick, its top on a whole pixel (the row's bottom rounded to the pixel grid), so it never
        // smears over two pixels (§2, M: 1/scale).
        let pixels = Double(layout.pixelScale)
        let hairline = MenuMetrics.hairline(scale: layout.pixelScale)
        for row in layout.rows {
            let color = row.isDestructive ? palette.destructive : palette.label
            if row.hasSeparatorBelow {
                let lineY = ((row.y + row.height) * pixels).rounded() / pixels
                svg +=
                    #"<rect y="\#(Self.number(lineY - hairline))" width="\#(Self.number(layout.width))" height="\#(Self.number(hairline))" fill="\#(palette.separator)"/>"#
                    + "\n"
            }
            for line in row.title {
                // Tracking follows the drawn size, so a shrunk title is tracked as it was measured.
                svg += text(
                    line, color: color, families: families, rtl: layout.isRightToLeft,
                    tracking: MenuGeometry.titleTrackingAt17 * line.fontSize / 17)
                if highlightTruncations && line.isTruncated { svg += outline(line) }
            }
            for line in row.subtitle {
                svg += text(
                    line, color: palette.secondaryLabel, families: families, rtl: layout.isRightToLeft, tracking: 0)
                if highlightTruncations && line.isTruncated { svg += outline(line) }
            }
            if let icon = row.icon {
                // Our glyphs are drawn in a 24-pt box, centred in the era's icon box.
                let box = metrics.iconBox
                let iconX = row.iconX + (box - 24) / 2
                let iconY = row.y + (row.height - 24) / 2
                svg +=
                    #"<g transform="translate(\#(Self.number(iconX)),\#(Self.number(iconY)))" color="\#(icon.isPlaceholder ? palette.placeholder : color)">"#
                svg += Self.glyph(icon, families: families) + "</g>\n"
            }
        }
        return svg + "</g>\n"
    }

    private func text(_ line: MenuLayout.Line, color: String, families: String, rtl: Bool, tracking: Double) -> String {
        // A right-to-left line is a right-to-left paragraph (UAX #9, as `BidiParagraph` measured it): its start, where
        // x is, is its right edge, and the renderer orders mixed runs ("שיתוף ״Trailmix״") from there.
        let anchor = rtl ? #" direction="rtl" unicode-bidi="embed""# : ""
        let spacing = tracking == 0 ? "" : #" letter-spacing="\#(Self.number(tracking))""#
        func element(_ text: String, x: Double) -> String {
            #"<text x="\#(Self.number(x))" y="\#(Self.number(line.baseline))" font-family="\#(families)" font-size="\#(Self.number(line.fontSize))" fill="\#(color)"\#(anchor)\#(spacing) xml:space="preserve">\#(XMLText.attribute(text))</text>"#
                + "\n"
        }
        guard !line.emoji.isEmpty else { return element(line.text, x: rtl ? line.x + line.width : line.x) }
        // With emoji, each piece of text at its measured place, and the emoji as the colour font's pictures.
        return line.textPieces.map { element($0.text, x: $0.x) }.joined() + Self.emojiPictures(line)
    }

    /// The line's emoji as the colour font's own pictures, where the measured text flow puts them.
    static func emojiPictures(_ line: MenuLayout.Line) -> String {
        var svg = ""
        for run in line.emoji {
            var pen = run.x
            for glyph in run.glyphs {
                let size = line.fontSize
                svg +=
                    #"<image x="\#(number(pen + glyph.left * size))" y="\#(number(line.baseline - glyph.top * size))" width="\#(number(glyph.width * size))" height="\#(number(glyph.height * size))" href="\#(glyph.dataURI)"/>"#
                    + "\n"
                pen += glyph.advance * size
            }
        }
        return svg
    }

    private func outline(_ line: MenuLayout.Line) -> String {
        let top = line.baseline - line.fontSize
        return
            ##"<rect x="\##(Self.number(line.x - 2))" y="\##(Self.number(top - 2))" width="\##(Self.number(line.width + 4))" height="\##(Self.number(line.fontSize * 1.3 + 4))" rx="3" fill="none" stroke="#FF2D55" stroke-width="1.5" stroke-dasharray="3 2"/>"##
            + "\n"
    }

    static func glyph(_ icon: PreviewIcon, families: String) -> String {
        switch icon {
        case .system(let type): IconGlyphs.svg(for: type)
        case .systemItemSymbol(let name): IconGlyphs.svg(forSystemItemSymbol: name) ?? IconGlyphs.placeholder
        case .lookalike(let name): SymbolLookalikes.glyph(for: name) ?? IconGlyphs.placeholder
        case .placeholder: #"<g font-family="\#(families)">"# + IconGlyphs.placeholder + "</g>"
        case .imagePlaceholder: IconGlyphs.imagePlaceholder
        case .monogram(let initials): #"<g font-family="\#(families)">"# + IconGlyphs.monogram(initials) + "</g>"
        }
    }

    private func legendLines(_ layout: MenuLayout) -> [String] {
        // Every picture says which generation of the menu it shows (menu-geometry.md: the era is a stated choice).
        ["Drawn as the \(layout.era.caption) menu."] + Self.notes(layout)
    }

    /// What a developer should know about the drawing and people would not see: symbols drawn as placeholders and
    /// truncated strings, one line each.
    /// The note for symbols drawn as placeholders because the icon set is not installed (issue 29: a missing
    /// runtime dependency is said, not silently drawn around); `nil` when it is installed or nothing needed it.
    public static func missingIconSetNote(_ layout: MenuLayout) -> String? {
        guard !layout.placeholderSymbols.isEmpty, !SymbolLookalikes.isInstalled else { return nil }
        return "Dashed squares: SF Symbols drawn without look-alikes, because Bootstrap Icons is not installed at "
            + "\(SymbolLookalikes.folder) (install Debian's bootstrap-icons, or set QUICKACTIONS_ICONS to a folder of "
            + "its SVGs): " + layout.placeholderSymbols.joined(separator: ", ")
    }

    public static func notes(_ layout: MenuLayout) -> [String] {
        var lines: [String] = []
        if let missing = missingIconSetNote(layout) {
            lines.append(missing)
        } else if !layout.placeholderSymbols.isEmpty {
            lines.append(
                "Dashed squares: SF Symbols without a look-alike (SF Symbols cannot be shipped): "
                    + layout.placeholderSymbols.joined(separator: ", "))
        }
        if !layout.placeholderTemplateImages.isEmpty {
            lines.append(
                "Dashed squares: the app's template images, not drawn yet: "
                    + layout.placeholderTemplateImages.joined(separator: ", "))
        }
        lines += layout.truncations.map {
            "Truncated \($0.field.rawValue) “\($0.text)” → “\($0.shownText)”, \(Self.number($0.overflow)) pt too wide (\($0.locale), \($0.textSize.rawValue))"
        }
        return lines
    }

    /// Splits `text` at spaces into lines of at most `columns` characters (longer words stay whole).
    static func wrap(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > columns {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func background(_ appearance: Appearance) -> String { appearance == .light ? "#D5DCE6" : "#10141A" }

    /// A number with at most two decimals, without trailing zeros.
    static func number(_ value: Double) -> String { Points.format(value) }
}

extension PreviewIcon {
    var isPlaceholder: Bool {
        switch self {
        case .placeholder, .imagePlaceholder: true
        default: false
        }
    }
}
