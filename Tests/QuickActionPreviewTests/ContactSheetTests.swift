import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// The contact sheet: every locale × light and dark × the chosen text sizes on one page (issue 6).
@Suite("Contact sheet")
struct ContactSheetTests {
    static let locales: [LocaleIdentifier] = ["en", "de", "ja"]
    static let sizes: [TextSize] = [.L, .xxxL]

    func render(_ measurer: TextMeasurer) throws -> ContactSheet.Document {
        try ContactSheet(measurer: measurer, appName: "Trailmix", sizes: Self.sizes) { locale in
            try PreviewFixtures.menu(locale: locale)
        }.render(locales: Self.locales)
    }

    /// The layouts the sheet is made of, computed independently, in sheet order: by size, locale, light then dark.
    func layouts(_ measurer: TextMeasurer) throws -> [(label: String, layout: MenuLayout)] {
        var result: [(String, MenuLayout)] = []
        for size in Self.sizes {
            for locale in Self.locales {
                let menu = try PreviewFixtures.menu(locale: locale)
                for appearance in Appearance.allCases {
                    let layout = try PreviewFixtures.layout(
                        menu, measurer: measurer, size: size, appearance: appearance)
                    result.append(("\(locale) · \(appearance.rawValue) · \(size.rawValue)", layout))
                }
            }
        }
        return result
    }

    @Test("3 locales × 2 appearances × 2 sizes give 12 labelled menus")
    func twelveMenus() throws {
        let measurer = try TextMeasurer()
        let document = try render(measurer)
        // Menu groups are `<g transform="translate(x,y)">` on a line of their own; icon groups carry a colour.
        let menuGroups = document.svg.split(separator: "\n").filter {
            $0.wholeMatch(of: #/<g transform="translate\([0-9.\-]+,[0-9.\-]+\)" data-era="[a-z]+">/#) != nil
        }
        #expect(menuGroups.count == 12)
        let expected = try layouts(measurer)
        #expect(expected.count == 12)
        for (label, _) in expected {
            #expect(document.svg.contains(">\(label)</text>"), "\(label)")
        }
        // Each menu's platter is drawn at its own size, in sheet order.
        let platters = document.svg.matches(of: #/<rect width="([0-9.]+)" height="([0-9.]+)" rx="13"/#).map {
            (Double(String($0.output.1)) ?? 0, Double(String($0.output.2)) ?? 0)
        }
        #expect(platters.count == 12)
        for ((label, layout), platter) in zip(expected, platters) {
            #expect(platter.0 == layout.width, "\(label)")
            #expect(abs(platter.1 - layout.height) <= 0.005, "\(label)")
        }
        #expect(IconGlyphsTests.isWellFormed(document.svg))
        #expect(document.svg.contains("Trailmix · quick actions in 3 locales"))
    }

    @Test("Cells reflow: rows of one text size, locale pairs kept together, each row as tall as its own menus")
    func reflow() throws {
        let measurer = try TextMeasurer()
        let locales: [LocaleIdentifier] = ["en", "de", "ja", "ar", "he"]
        let document = try ContactSheet(measurer: measurer, appName: "Trailmix", sizes: [.S, .L, .AX1]) { locale in
            try PreviewFixtures.menu(locale: locale)
        }.render(locales: locales)
        func number(_ attribute: String, _ svg: String) throws -> Double {
            let match = try #require(svg.firstMatch(of: try Regex(" \(attribute)=\"([0-9.]+)\"")))
            let digits = try #require(match.output[1].substring)
            return try #require(Double(String(digits)))
        }
        func height(_ svg: String) throws -> Double { try number("height", svg) }
        // The heading, a row per group of cells, the list; stacked, the strips are the whole sheet.
        let rows = Array(document.strips.dropFirst().dropLast())
        #expect(try document.strips.map(height).reduce(0, +) == (try height(document.svg)))
        var rowsPerSize: [String: Int] = [:]
        var rowHeights: [String: [Double]] = [:]
        for row in rows {
            let labels = row.matches(of: #/>([a-z]+) · (light|dark) · ([A-Za-z0-9]+)</text>/#).map {
                (locale: String($0.output.1), appearance: String($0.output.2), size: String($0.output.3))
            }
            let size = try #require(labels.first?.size)
            #expect(labels.allSatisfy { $0.size == size }, "one text size per row")
            // Light and dark of a locale side by side, never split over two rows.
            #expect(labels.count.isMultiple(of: 2))
            for pair in stride(from: 0, to: labels.count, by: 2) {
                #expect(labels[pair].locale == labels[pair + 1].locale && labels[pair].appearance == "light")
            }
            rowsPerSize[size, default: 0] += 1
            rowHeights[size, default: []].append(try height(row))
        }
        // Four phone menus of 250 pt to a row at S and L (two locales), one pair of 370-pt menus at AX1.
        #expect(rowsPerSize == ["S": 3, "L": 3, "AX1": 5])
        #expect(try number("width", document.svg) <= 1_200)
        // A standard size's rows are not as tall as the accessibility size's (the old sheet shared one row).
        let tallestL = try #require(rowHeights["L"]?.max())
        let shortestAX1 = try #require(rowHeights["AX1"]?.min())
        #expect(tallestL < shortestAX1)
    }

    @Test("A sheet of one narrow column is still as wide as its heading and its list of truncations")
    func wideEnoughForItsText() throws {
        let measurer = try TextMeasurer()
        let document = try ContactSheet(measurer: measurer, appName: "Trailmix", sizes: [.L]) { locale in
            try PreviewFixtures.menu(locale: locale)
        }.render(locales: ["de"])
        let match = try #require(document.svg.firstMatch(of: #/<svg [^>]*width="([0-9.]+)"/#))
        let width = try #require(Double(String(match.output.1)))
        let line = try #require(
            document.svg.split(separator: "\n").first {
                $0.contains("Wanderwege in der Umgebung") && $0.contains("pt too wide")
            })
        let text = String(try #require(line.firstMatch(of: #/>([^<]+)</text>/#)?.output.1))
        #expect(width >= 24 + (try measurer.width(text, size: 12, locale: "de")) + 24 - 0.5, "\(width)")
        // The cells alone (two of 250 pt and their gaps) would be narrower than the list's line.
        #expect(width > 2 * (250 + 24) + 24)
    }

    @Test("each truncation is listed once for light and dark (measured alike), and outlined in every cell")
    func truncationsListed() throws {
        let measurer = try TextMeasurer()
        let document = try render(measurer)
        let everyCell = try layouts(measurer).flatMap(\.layout.truncations)
        let truncations = Array(Set(everyCell))
        #expect(!truncations.isEmpty)
        #expect(everyCell.count == 2 * truncations.count, "light and dark cut the same texts")
        #expect(document.truncationCount == truncations.count)
        #expect(document.svg.contains("Truncated strings (\(truncations.count)):"))
        // German "Wanderwege in der Umgebung" with its subtitle is cut at every size, in both appearances.
        let german = truncations.filter { $0.text == "Wanderwege in der Umgebung" }
        #expect(german.count == 2)
        #expect(Set(german.map(\.textSize)) == Set(Self.sizes))

        // Truncated lines are outlined in the sheet: one dashed rectangle per truncated line of every cell.
        let outlines = document.svg.components(separatedBy: #"stroke-dasharray="3 2"/>"#).count - 1
        #expect(outlines == everyCell.count)

        let tableRows = document.html.split(separator: "\n").filter { $0.hasPrefix("<tr><td>") }
        #expect(tableRows.count == truncations.count)
        for truncation in truncations {
            let line =
                "\(truncation.locale) · \(truncation.textSize.rawValue) · light and dark · \(truncation.field.rawValue) “\(truncation.text)” → “\(truncation.shownText)”"
            #expect(document.svg.contains(line), "\(line)")
            let cells =
                "<tr><td>\(truncation.locale)</td><td>\(truncation.textSize.rawValue)</td><td>\(truncation.field.rawValue)</td><td>\(truncation.text)</td><td>\(truncation.shownText)</td><td>"
            let row = try #require(tableRows.first { $0.hasPrefix(cells) }, "\(cells)")
            let overflow = try #require(Double(row.dropFirst(cells.count).prefix { $0 != "<" }))
            #expect(abs(overflow - truncation.overflow) <= 0.005)
        }
    }

    @Test("the HTML page embeds the SVG and a table with a header")
    func html() throws {
        let document = try render(try TextMeasurer())
        #expect(document.html.hasPrefix("<!DOCTYPE html>"))
        #expect(document.html.contains(document.svg))
        #expect(document.html.contains("<title>Trailmix quick actions</title>"))
        #expect(
            document.html.contains(
                "<tr><th>Locale</th><th>Size</th><th>Field</th><th>Text</th><th>Shown</th><th>Too wide (pt)</th></tr>"))
        #expect(document.html.contains("<h2>Truncated strings</h2>"))
    }

    @Test("a sheet with nothing truncated says so")
    func nothingTruncated() throws {
        let app = PreviewFixtures.app(titles: ["Search", "New"])
        let document = try ContactSheet(measurer: try TextMeasurer(), appName: "Tiny", sizes: [.L]) { locale in
            try PreviewFixtures.menu(app, locale: locale)
        }.render(locales: ["en"])
        #expect(document.truncationCount == 0)
        #expect(document.svg.contains("No string is truncated."))
        #expect(document.html.contains("<h2>No string is truncated</h2>"))
        #expect(!document.html.contains("<tr><td>"))
    }
}
