import HomeScreen
import QuickActionKit

/// Every locale × light and dark × a set of text sizes on one page, truncated strings outlined and listed
/// (issue 6: the contact sheet).
public struct ContactSheet {
    let measurer: TextMeasurer
    let appName: String
    let sizes: [TextSize]
    /// The app's icon picture as a `data:` URI, drawn beside the heading; none: no icon is drawn.
    let appIcon: String?
    /// Device pixels per point the sheet is drawn at (its PNG's `--scale`): hairlines are one pixel.
    let pixelScale: Int
    let menu: (String) throws -> HomeScreenMenu

    public init(
        measurer: TextMeasurer, appName: String, sizes: [TextSize], appIcon: String? = nil, pixelScale: Int = 2,
        menu: @escaping (String) throws -> HomeScreenMenu
    ) {
        self.measurer = measurer
        self.appName = appName
        self.sizes = sizes
        self.appIcon = appIcon
        self.pixelScale = pixelScale
        self.menu = menu
    }

    public struct Document {
        /// One SVG holding every menu and the list of truncations (what the PNG is made from).
        public var svg: String
        /// An HTML page with the same SVG and the truncations as a table.
        public var html: String
        public var truncationCount: Int
    }

    static let gap = 24.0
    static let labelHeight = 22.0

    public func render(locales: [String]) throws -> Document {
        var cells: [(label: String, layout: MenuLayout)] = []
        for locale in locales {
            let menu = try self.menu(locale)
            for appearance in Appearance.allCases {
                for size in sizes {
                    let layout = try MenuLayoutEngine(
                        measurer: measurer, textSize: size, appearance: appearance, pixelScale: pixelScale
                    ).layout(menu)
                    cells.append(("\(locale) · \(appearance.rawValue) · \(size.rawValue)", layout))
                }
            }
        }
        let columns = Appearance.allCases.count * sizes.count
        // Each column is as wide as its own text size needs (accessibility sizes are wider), which keeps the page,
        // and so the PNG's pixel count, small.
        var columnWidths = Array(repeating: 0.0, count: columns)
        for (index, cell) in cells.enumerated() {
            columnWidths[index % columns] = max(columnWidths[index % columns], cell.layout.width + Self.gap)
        }
        let columnX = columnWidths.indices.map { Self.gap + columnWidths[..<$0].reduce(0, +) }
        var rowHeights: [Double] = []
        for start in stride(from: 0, to: cells.count, by: columns) {
            rowHeights.append(
                (cells[start..<min(start + columns, cells.count)].map(\.layout.height).max() ?? 0) + Self.labelHeight
                    + Self.gap)
        }
        // Text is measured the same in light and dark, so each truncation is listed once for both.
        var seen: Set<Truncation> = []
        let truncations = cells.flatMap(\.layout.truncations).filter { seen.insert($0).inserted }
        let listTop = Self.gap + 40 + rowHeights.reduce(0, +)
        let era = cells.first?.layout.era.caption ?? MenuEra.classic.caption
        let heading = "\(appName) · quick actions in \(locales.count) locales"
        let subheading = "\(era) · truncated strings outlined"
        let headingX = Self.gap + (appIcon == nil ? 0 : 36)
        // Wide enough for the heading (semibold, about 5% wider than measured in regular) and every listed line,
        // not only for the cells: a sheet of one narrow column would cut them off.
        var width = Self.gap + columnWidths.reduce(0, +)
        width = max(width, headingX + 1.05 * (try measurer.width(heading, size: 16, locale: "en")) + Self.gap)
        width = max(width, headingX + (try measurer.width(subheading, size: 11, locale: "en")) + Self.gap)
        for truncation in truncations {
            let line = try measurer.width(Self.describe(truncation), size: 12, locale: truncation.locale)
            width = max(width, Self.gap + line + Self.gap)
        }
        width = width.rounded(.up)
        let height = listTop + 30 + Double(truncations.count) * 18 + Self.gap
        let renderer = SVGMenuRenderer()
        var svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(SVGMenuRenderer.number(width))" height="\##(SVGMenuRenderer.number(height))" viewBox="0 0 \##(SVGMenuRenderer.number(width)) \##(SVGMenuRenderer.number(height))">"##
            + "\n"
        svg += ##"<rect width="100%" height="100%" fill="#F4F5F7"/>"## + "\n"
        let latin = FontFallback.cssFamilyList(locale: "en")
        if let appIcon {
            // The app's own icon, in the rounded square of the Home Screen (about 22.5% corners).
            svg +=
                ##"<clipPath id="app-icon"><rect x="\##(SVGMenuRenderer.number(Self.gap))" y="\##(SVGMenuRenderer.number(Self.gap - 6))" width="28" height="28" rx="6.3"/></clipPath>"##
                + ##"<image x="\##(SVGMenuRenderer.number(Self.gap))" y="\##(SVGMenuRenderer.number(Self.gap - 6))" width="28" height="28" clip-path="url(#app-icon)" href="\##(appIcon)"/>"##
                + "\n"
        }
        svg +=
            ##"<text x="\##(SVGMenuRenderer.number(headingX))" y="\##(Self.gap + 14)" font-family="\##(latin)" font-size="16" font-weight="600" fill="#111">\##(SVGMenuRenderer.escaped(heading))</text>"##
            + "\n"
        svg +=
            ##"<text x="\##(SVGMenuRenderer.number(headingX))" y="\##(Self.gap + 29)" font-family="\##(latin)" font-size="11" fill="#555">\##(SVGMenuRenderer.escaped(subheading))</text>"##
            + "\n"
        var y = Self.gap + 40
        for (rowIndex, start) in stride(from: 0, to: cells.count, by: columns).enumerated() {
            for (column, cell) in cells[start..<min(start + columns, cells.count)].enumerated() {
                let x = columnX[column]
                let background = SVGMenuRenderer.background(cell.layout.appearance)
                svg +=
                    ##"<rect x="\##(SVGMenuRenderer.number(x - 8))" y="\##(SVGMenuRenderer.number(y - 4))" width="\##(SVGMenuRenderer.number(columnWidths[column] - 8))" height="\##(SVGMenuRenderer.number(rowHeights[rowIndex] - 8))" rx="8" fill="\##(background)"/>"##
                    + "\n"
                let labelColor = cell.layout.appearance == .light ? "#333" : "#DDD"
                svg +=
                    ##"<text x="\##(SVGMenuRenderer.number(x))" y="\##(SVGMenuRenderer.number(y + 12))" font-family="\##(latin)" font-size="12" fill="\##(labelColor)">\##(SVGMenuRenderer.escaped(cell.label))</text>"##
                    + "\n"
                svg += renderer.group(cell.layout, x: x, y: y + Self.labelHeight, highlightTruncations: true)
            }
            y += rowHeights[rowIndex]
        }
        svg +=
            ##"<text x="\##(Self.gap)" y="\##(SVGMenuRenderer.number(listTop + 16))" font-family="\##(latin)" font-size="14" font-weight="600" fill="#111">\##(truncations.isEmpty ? "No string is truncated." : "Truncated strings (\(truncations.count)):")</text>"##
            + "\n"
        for (index, truncation) in truncations.enumerated() {
            let line = Self.describe(truncation)
            svg +=
                ##"<text x="\##(Self.gap)" y="\##(SVGMenuRenderer.number(listTop + 36 + Double(index) * 18))" font-family="\##(FontFallback.cssFamilyList(locale: truncation.locale))" font-size="12" fill="#B00020">\##(SVGMenuRenderer.escaped(line))</text>"##
                + "\n"
        }
        svg += "</svg>\n"
        let rows = truncations.map {
            "<tr><td>\(SVGMenuRenderer.escaped($0.locale))</td><td>\($0.textSize.rawValue)</td><td>\($0.field.rawValue)</td><td>\(SVGMenuRenderer.escaped($0.text))</td><td>\(SVGMenuRenderer.escaped($0.shownText))</td><td>\(SVGMenuRenderer.number($0.overflow))</td></tr>"
        }
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(SVGMenuRenderer.escaped(appName)) quick actions</title>
            <style>body{font-family:Inter,sans-serif;margin:24px;background:#F4F5F7}table{border-collapse:collapse;margin-top:16px}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}td:nth-child(6){text-align:right}</style></head>
            <body>
            \(svg)
            <h2>\(truncations.isEmpty ? "No string is truncated" : "Truncated strings")</h2>
            <table><tr><th>Locale</th><th>Size</th><th>Field</th><th>Text</th><th>Shown</th><th>Too wide (pt)</th></tr>
            \(rows.joined(separator: "\n"))
            </table>
            </body></html>

            """
        return Document(svg: svg, html: html, truncationCount: truncations.count)
    }

    /// One line of the list: where (locale, size, light and dark alike), which text and what shows.
    static func describe(_ truncation: Truncation) -> String {
        "\(truncation.locale) · \(truncation.textSize.rawValue) · light and dark · \(truncation.field.rawValue) "
            + "“\(truncation.text)” → “\(truncation.shownText)” (\(SVGMenuRenderer.number(truncation.overflow)) pt too wide)"
    }
}
