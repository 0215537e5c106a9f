import HomeScreen
import QuickActionKit

/// Every locale × light and dark × a set of text sizes on one page, truncated strings outlined and listed
/// (issue 6: the contact sheet). Where things go is `ContactSheetLayout`; this type writes the markup.
public struct ContactSheet {
    let measurer: TextMeasurer
    let appName: String
    let sizes: [TextSize]
    /// The app's icon picture as a `data:` URI, drawn beside the heading; none: no icon is drawn.
    let appIcon: String?
    /// Device pixels per point the sheet is drawn at (its PNG's `--scale`): hairlines are one pixel.
    let pixelScale: Int
    let menu: (LocaleIdentifier) throws -> HomeScreenMenu

    public init(
        measurer: TextMeasurer, appName: String, sizes: [TextSize], appIcon: String? = nil, pixelScale: Int = 2,
        menu: @escaping (LocaleIdentifier) throws -> HomeScreenMenu
    ) {
        self.measurer = measurer
        self.appName = appName
        self.sizes = sizes
        self.appIcon = appIcon
        self.pixelScale = pixelScale
        self.menu = menu
    }

    public struct Document {
        /// One SVG holding every menu and the list of truncations: the strips, stacked.
        public var svg: String
        /// The same picture as standalone SVG documents of one width, top to bottom (the heading, each row of
        /// menus, the list), for `PNGRenderer.png(stacking:scale:)` to draw side by side on every core.
        public var strips: [String]
        /// An HTML page with the same SVG and the truncations as a table.
        public var html: String
        public var truncationCount: Int
    }

    private typealias Layout = ContactSheetLayout

    public func render(locales: [LocaleIdentifier]) throws -> Document {
        let menus = try locales.map { try self.menu($0) }
        // Sheet order: by text size, then locale, light before dark (`ContactSheetLayout`).
        var cells: [(label: String, layout: MenuLayout)] = []
        for size in sizes {
            for (locale, menu) in zip(locales, menus) {
                for appearance in Appearance.allCases {
                    let style = MenuStyle(textSize: size, appearance: appearance, pixelScale: pixelScale)
                    let layout = try MenuLayoutEngine(measurer: measurer, style: style).layout(menu)
                    cells.append(("\(locale) · \(appearance.rawValue) · \(size.rawValue)", layout))
                }
            }
        }
        // Text is measured the same in light and dark, so each truncation is listed once for both.
        var seen: Set<Truncation> = []
        let truncations = cells.flatMap(\.layout.truncations).filter { seen.insert($0).inserted }
        let era = cells.first?.layout.era.caption ?? MenuEra.classic.caption
        let heading = "\(appName) · quick actions in \(locales.count) locales"
        let subheading = "\(era) · \(sizes.map(\.rawValue).joined(separator: ", ")) · truncated strings outlined"
        let headingX = Layout.gap + (appIcon == nil ? 0 : 36)
        // Wide enough for the heading (semibold, about 5% wider than measured in regular) and every listed line,
        // not only for the cells: a sheet of one narrow column would cut them off.
        var minimumWidth = headingX + 1.05 * (try measurer.width(heading, size: 16, locale: .english)) + Layout.gap
        minimumWidth = max(
            minimumWidth, headingX + (try measurer.width(subheading, size: 11, locale: .english)) + Layout.gap)
        for truncation in truncations {
            let line = try measurer.width(Self.describe(truncation), size: 12, locale: truncation.locale)
            minimumWidth = max(minimumWidth, Layout.gap + line + Layout.gap)
        }
        let layout = Layout(
            cells: cells, pairSize: Appearance.allCases.count, listLineCount: truncations.count,
            minimumWidth: minimumWidth)

        var strips = [(height: Layout.headingHeight, body: headingMarkup(heading, subheading, x: headingX))]
        strips += layout.rows.map { (height: $0.height, body: rowMarkup($0)) }
        strips.append((height: layout.listHeight, body: listMarkup(truncations)))

        func open(_ height: Double, y: Double? = nil) -> String {
            let w = SVGMenuRenderer.number(layout.width)
            let h = SVGMenuRenderer.number(height)
            return y.map { #"<svg y="\#(SVGMenuRenderer.number($0))" width="\#(w)" height="\#(h)">"# }
                ?? #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(w)" height="\#(h)" viewBox="0 0 \#(w) \#(h)">"#
        }
        let background = ##"<rect width="100%" height="100%" fill="#F4F5F7"/>"## + "\n"
        var svg = open(layout.height) + "\n" + background
        var y = 0.0
        for strip in strips {
            svg += open(strip.height, y: y) + "\n" + strip.body + "</svg>\n"
            y += strip.height
        }
        svg += "</svg>\n"
        return Document(
            svg: svg, strips: strips.map { open($0.height) + "\n" + background + $0.body + "</svg>\n" },
            html: html(svg: svg, truncations: truncations), truncationCount: truncations.count)
    }

    private func headingMarkup(_ heading: String, _ subheading: String, x: Double) -> String {
        let latin = FontFallback.cssFamilyList(locale: .english)
        var svg = ""
        if let appIcon {
            // The app's own icon, in the rounded square of the Home Screen (about 22.5% corners).
            let top = SVGMenuRenderer.number(Layout.gap - 6)
            svg +=
                ##"<clipPath id="app-icon"><rect x="\##(SVGMenuRenderer.number(Layout.gap))" y="\##(top)" width="28" height="28" rx="6.3"/></clipPath>"##
                + ##"<image x="\##(SVGMenuRenderer.number(Layout.gap))" y="\##(top)" width="28" height="28" clip-path="url(#app-icon)" href="\##(appIcon)"/>"##
                + "\n"
        }
        svg +=
            ##"<text x="\##(SVGMenuRenderer.number(x))" y="\##(Layout.gap + 14)" font-family="\##(latin)" font-size="16" font-weight="600" fill="#111">\##(XMLText.attribute(heading))</text>"##
            + "\n"
        svg +=
            ##"<text x="\##(SVGMenuRenderer.number(x))" y="\##(Layout.gap + 29)" font-family="\##(latin)" font-size="11" fill="#555">\##(XMLText.attribute(subheading))</text>"##
            + "\n"
        return svg
    }

    /// A row of cells: each a label over its menu, on a tile of its appearance's background.
    private func rowMarkup(_ row: Layout.Row) -> String {
        let latin = FontFallback.cssFamilyList(locale: .english)
        let renderer = SVGMenuRenderer()
        var svg = ""
        for cell in row.cells {
            let background = SVGMenuRenderer.background(cell.layout.appearance)
            svg +=
                ##"<rect x="\##(SVGMenuRenderer.number(cell.x - 8))" y="4" width="\##(SVGMenuRenderer.number(cell.width - 8))" height="\##(SVGMenuRenderer.number(row.height - 16))" rx="8" fill="\##(background)"/>"##
                + "\n"
            let labelColor = cell.layout.appearance == .light ? "#333" : "#DDD"
            svg +=
                ##"<text x="\##(SVGMenuRenderer.number(cell.x))" y="20" font-family="\##(latin)" font-size="12" fill="\##(labelColor)">\##(XMLText.attribute(cell.label))</text>"##
                + "\n"
            svg += renderer.group(cell.layout, x: cell.x, y: 8 + Layout.labelHeight, highlightTruncations: true)
        }
        return svg
    }

    private func listMarkup(_ truncations: [Truncation]) -> String {
        let latin = FontFallback.cssFamilyList(locale: .english)
        var svg =
            ##"<text x="\##(Layout.gap)" y="16" font-family="\##(latin)" font-size="14" font-weight="600" fill="#111">\##(truncations.isEmpty ? "No string is truncated." : "Truncated strings (\(truncations.count)):")</text>"##
            + "\n"
        for (index, truncation) in truncations.enumerated() {
            svg +=
                ##"<text x="\##(Layout.gap)" y="\##(SVGMenuRenderer.number(36 + Double(index) * 18))" font-family="\##(FontFallback.cssFamilyList(locale: truncation.locale))" font-size="12" fill="#B00020">\##(XMLText.attribute(Self.describe(truncation)))</text>"##
                + "\n"
        }
        return svg
    }

    private func html(svg: String, truncations: [Truncation]) -> String {
        let rows = truncations.map {
            "<tr><td>\(XMLText.attribute($0.locale.identifier))</td><td>\($0.textSize.rawValue)</td><td>\($0.field.rawValue)</td><td>\(XMLText.attribute($0.text))</td><td>\(XMLText.attribute($0.shownText))</td><td>\(SVGMenuRenderer.number($0.overflow))</td></tr>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(XMLText.attribute(appName)) quick actions</title>
            <style>body{font-family:Inter,sans-serif;margin:24px;background:#F4F5F7}table{border-collapse:collapse;margin-top:16px}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}td:nth-child(6){text-align:right}</style></head>
            <body>
            \(svg)
            <h2>\(truncations.isEmpty ? "No string is truncated" : "Truncated strings")</h2>
            <table><tr><th>Locale</th><th>Size</th><th>Field</th><th>Text</th><th>Shown</th><th>Too wide (pt)</th></tr>
            \(rows.joined(separator: "\n"))
            </table>
            </body></html>

            """
    }

    /// One line of the list: where (locale, size, light and dark alike), which text and what shows.
    static func describe(_ truncation: Truncation) -> String {
        "\(truncation.locale) · \(truncation.textSize.rawValue) · light and dark · \(truncation.field.rawValue) "
            + "“\(truncation.text)” → “\(truncation.shownText)” (\(SVGMenuRenderer.number(truncation.overflow)) pt too wide)"
    }
}
