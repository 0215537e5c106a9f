import Foundation
import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// PNGs made by `PNGRenderer` (librsvg in-process, our PNG writer), decoded here by `DecodedPNG` (zlib and the PNG
/// filters), so the test checks pixels rather than trusting the renderer.
@Suite("PNG rendering")
struct PNGTests {
    struct Decoded {
        var width: Int
        var height: Int
        var depth: Int
        var color: Int
        var counts: [Int]
        /// Pixels far from grey (some channel 80 above another) in each rectangle.
        var colourful: [Int]
    }

    /// A rectangle in document points.
    struct Box {
        var x0: Double
        var y0: Double
        var x1: Double
        var y1: Double

        var area: Double { (x1 - x0) * (y1 - y0) }

        func pixels(scale: Int) -> String {
            let s = Double(scale)
            return "\(Int((x0 * s).rounded(.up))),\(Int((y0 * s).rounded(.up))),"
                + "\(Int((x1 * s).rounded(.down))),\(Int((y1 * s).rounded(.down)))"
        }
    }

    /// The IHDR fields and, for each box, how many pixels differ from `background` by more than 24 in some channel
    /// (or are not opaque), and how many are far from grey.
    static func decode(_ png: Data, background: String, boxes: [Box], scale: Int) throws -> Decoded {
        let picture = try #require(DecodedPNG(png), "not an 8-bit RGB or RGBA PNG")
        let hex = Array(background.dropFirst())
        let reference = stride(from: 0, to: 6, by: 2).map { Int(String(hex[$0...$0 + 1]), radix: 16) ?? 0 }
        var counts: [Int] = []
        var colourful: [Int] = []
        for box in boxes {
            let corners = box.pixels(scale: scale).split(separator: ",").compactMap { Int($0) }
            var differing = 0
            var coloured = 0
            for y in max(corners[1], 0)..<max(min(corners[3], picture.height), max(corners[1], 0)) {
                for x in max(corners[0], 0)..<max(min(corners[2], picture.width), max(corners[0], 0)) {
                    let pixel = (0..<picture.channels).map { Int(picture[x, y, $0]) }
                    if (0..<3).contains(where: { abs(pixel[$0] - reference[$0]) > 24 })
                        || (picture.channels == 4 && pixel[3] != 255)
                    {
                        differing += 1
                    }
                    if (pixel[0...2].max() ?? 0) - (pixel[0...2].min() ?? 0) > 80 { coloured += 1 }
                }
            }
            counts.append(differing)
            colourful.append(coloured)
        }
        return Decoded(
            width: picture.width, height: picture.height, depth: 8, color: picture.channels == 4 ? 6 : 2,
            counts: counts, colourful: colourful)
    }

    /// The document height as written in the SVG root.
    static func documentSize(_ svg: String) throws -> (width: Double, height: Double) {
        let match = try #require(svg.firstMatch(of: #/<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"/#))
        return (try #require(Double(String(match.output.1))), try #require(Double(String(match.output.2))))
    }

    /// The box of a line's glyphs in the document: from the baseline up 0.7 em (about the x-height to cap height of
    /// Inter and the body of Arabic letters), within the line's measured width, offset by the document margin.
    static func textBox(_ line: MenuLayout.Line) -> Box {
        let margin = SVGMenuRenderer.margin
        return Box(
            x0: margin + line.x + 1, y0: margin + line.baseline - 0.7 * line.fontSize,
            x1: margin + line.x + line.width - 1, y1: margin + line.baseline)
    }

    @Test("PNG at @2x and @3x: signature, size, text drawn in the title box, empty elsewhere", arguments: [2, 3])
    func latinMenu(_ scale: Int) throws {
        let measurer = try TextMeasurer()
        let menu = try PreviewFixtures.menu(column: 1)
        let layout = try PreviewFixtures.layout(menu, measurer: measurer)
        let svg = SVGMenuRenderer().document(layout, appName: menu.appName)
        let png = try PNGRenderer.png(from: svg, scale: scale)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png.count > 1000)

        let row = layout.rows[0]
        let title = try #require(row.title.first)
        #expect(title.text == "Start Hike")
        let margin = SVGMenuRenderer.margin
        // Right of the short title and left of the platter's edge, within the row: nothing is drawn there.
        let empty = Box(
            x0: margin + title.x + title.width + 8, y0: margin + row.y + 6, x1: margin + layout.width - 16,
            y1: margin + row.y + row.height - 6)
        // The icon box, on the left in column 1.
        let icon = Box(
            x0: margin + row.iconX, y0: margin + row.y + (row.height - 24) / 2, x1: margin + row.iconX + 24,
            y1: margin + row.y + (row.height + 24) / 2)
        let decoded = try Self.decode(
            png, background: layout.appearance.palette.platter, boxes: [Self.textBox(title), empty, icon],
            scale: scale)

        let size = try Self.documentSize(svg)
        #expect(size.width == layout.width + 2 * margin)
        #expect(decoded.width == Int(size.width) * scale)
        #expect(abs(Double(decoded.height) - size.height * Double(scale)) < 1)
        #expect(decoded.depth == 8)
        let textPixels = decoded.counts[0]
        let textArea = Self.textBox(title).area * Double(scale * scale)
        #expect(Double(textPixels) > 0.15 * textArea, "\(textPixels) of \(textArea) pixels drawn in the title box")
        #expect(decoded.counts[1] == 0, "pixels drawn right of the title")
        #expect(decoded.counts[2] > 20, "the play icon is drawn")
    }

    @Test(
        "Documents stacked into one PNG: each drawn where it belongs, the compressed pieces joined",
        arguments: [1, 2, 3, 7])
    func stacked(_ count: Int) throws {
        // Stripes of 10 pt (20 px at @2x) alternating red and white, cut into `count` documents of whole stripes.
        func stripe(_ index: Int, y: Int) -> String {
            #"<rect y="\#(y)" width="40" height="10" fill="\#(index.isMultiple(of: 2) ? "#FF0000" : "#FFFFFF")"/>"#
        }
        let bounds = (0...count).map { $0 * 30 / count }
        let documents = (0..<count).map { piece in
            let stripes = (bounds[piece]..<bounds[piece + 1]).map { stripe($0, y: ($0 - bounds[piece]) * 10) }
            return
                #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="\#((bounds[piece + 1] - bounds[piece]) * 10)">\#(stripes.joined())</svg>"#
        }
        let png = try PNGRenderer.png(stacking: documents, scale: 2)
        let boxes = (0..<30).map { Box(x0: 0, y0: Double($0 * 10), x1: 40, y1: Double($0 * 10 + 10)) }
        let decoded = try Self.decode(png, background: "#FFFFFF", boxes: boxes, scale: 2)
        // Opaque everywhere: written as RGB.
        #expect(decoded.width == 80 && decoded.height == 600 && decoded.color == 2)
        // Every pixel of a red stripe differs from white, none of a white one does.
        #expect(decoded.counts == (0..<30).map { $0.isMultiple(of: 2) ? 80 * 20 : 0 })
    }

    @Test("an Arabic menu's title is shaped and drawn right-aligned")
    func arabicMenu() throws {
        let scale = 2
        let measurer = try TextMeasurer()
        let menu = try PreviewFixtures.menu(locale: "ar", column: 1)
        let layout = try PreviewFixtures.layout(menu, measurer: measurer)
        let svg = SVGMenuRenderer().document(layout, appName: menu.appName)
        let png = try PNGRenderer.png(from: svg, scale: scale)
        let row = layout.rows[0]
        let title = try #require(row.title.first)
        #expect(title.text == "بدء رحلة مشي")
        let margin = SVGMenuRenderer.margin
        // Left of the right-aligned title, in its row: empty.
        let empty = Box(
            x0: margin + 16, y0: margin + row.y + 6, x1: margin + title.x - 8, y1: margin + row.y + row.height - 6)
        #expect(empty.x1 - empty.x0 > 50)
        let decoded = try Self.decode(
            png, background: layout.appearance.palette.platter, boxes: [Self.textBox(title), empty], scale: scale)
        let textArea = Self.textBox(title).area * Double(scale * scale)
        #expect(Double(decoded.counts[0]) > 0.15 * textArea, "\(decoded.counts[0]) of \(textArea)")
        #expect(decoded.counts[1] == 0)
    }

    @Test("Emoji are measured in Noto Color Emoji and drawn in colour where the text flow puts them")
    func emoji() throws {
        let measurer = try TextMeasurer()
        // 1.245 em (Noto Color Emoji's advance); a ZWJ sequence is one picture.
        #expect(abs(try measurer.width("🏔", size: 17, locale: "en") - 21.17) < 0.01)
        #expect(try measurer.emojiImages("👩‍💻").count == 1)
        let menu = try PreviewFixtures.menu(
            PreviewFixtures.app(items: [PreviewFixtures.item(0, title: "🏔️ Start Hike", icon: .system(.play))]),
            era: .classic)
        let layout = try PreviewFixtures.layout(menu, measurer: measurer)
        let title = try #require(layout.rows[0].title.first)
        let run = try #require(title.emoji.first)
        #expect(run.x == title.x)
        #expect(title.textPieces.map(\.text) == [" Start Hike"])
        let svg = SVGMenuRenderer().document(layout, appName: menu.appName)
        #expect(svg.contains("<image ") && svg.contains("data:image/png;base64,"))
        let png = try PNGRenderer.png(from: svg, scale: 2)
        let margin = SVGMenuRenderer.margin
        let emojiBox = Box(
            x0: margin + run.x, y0: margin + title.baseline - title.fontSize, x1: margin + run.x + 21,
            y1: margin + title.baseline + 4)
        let wordsBox = Box(
            x0: margin + title.x + 26, y0: margin + title.baseline - 0.7 * title.fontSize,
            x1: margin + title.x + title.width - 1, y1: margin + title.baseline)
        let decoded = try Self.decode(
            png, background: layout.appearance.palette.platter, boxes: [emojiBox, wordsBox], scale: 2)
        #expect(decoded.colourful[0] > 100, "the mountain is drawn in colour, not as a box or a black shape")
        #expect(decoded.colourful[1] == 0, "the words stay black")
        #expect(decoded.counts[1] > 100, "the words are drawn after the emoji")
    }

    @Test("dark appearance draws on the dark platter")
    func darkMenu() throws {
        let measurer = try TextMeasurer()
        let menu = try PreviewFixtures.menu()
        let layout = try PreviewFixtures.layout(menu, measurer: measurer, appearance: .dark)
        let png = try PNGRenderer.png(from: SVGMenuRenderer().document(layout, appName: menu.appName), scale: 2)
        let row = layout.rows[0]
        let title = try #require(row.title.first)
        let margin = SVGMenuRenderer.margin
        let empty = Box(
            x0: margin + title.x + title.width + 8, y0: margin + row.y + 6, x1: margin + layout.width - 16,
            y1: margin + row.y + row.height - 6)
        let decoded = try Self.decode(
            png, background: Appearance.dark.palette.platter, boxes: [Self.textBox(title), empty], scale: 2)
        #expect(decoded.counts[0] > 100)
        #expect(decoded.counts[1] == 0)
    }
}

/// The Home Screen picture (`--context home`): the menu where the scene puts it, over a blurred, dimmed grid, next
/// to the lifted icon.
@Suite("Home Screen picture")
struct HomeScreenPictureTests {
    @Test("The PNG shows the menu's platter at the scene's frame and the lifted icon at its grid place")
    func pictureMatchesScene() throws {
        let measurer = try TextMeasurer()
        let menu = try PreviewFixtures.menu(column: 1, row: 6, era: .classic)
        let layout = try PreviewFixtures.layout(menu, measurer: measurer)
        let scene = try HomeScreenScene(menu: menu, layout: layout)
        // Row 6 of 6: the menu opens above the icon.
        #expect(scene.placement.attachment == .above)
        #expect(scene.menu.maxY < scene.appIcon.y)
        let picture = HomeScreenPicture()
        let svg = picture.document(layout, scene: scene, appName: "Trailmix", appIcon: nil)
        #expect(IconGlyphsTests.isWellFormed(svg))
        #expect(svg.contains("classic era (iOS 13-18) · column 1, row 6"))
        let png = try PNGRenderer.png(from: svg, scale: 1)
        let margin = picture.margin
        let frame = scene.menu
        let title = try #require(layout.rows.first { $0.kind == .systemItem(.removeApp) })
        // A patch of the platter right of the Remove App title (the platter colour, nearly opaque over the blur),
        // and the lifted monogram's blue square.
        let platter = PNGTests.Box(
            x0: margin + frame.x + 150, y0: margin + frame.y + title.y + 10, x1: margin + frame.x + 190,
            y1: margin + frame.y + title.y + 30)
        let icon = scene.appIcon
        let lifted = PNGTests.Box(
            x0: margin + icon.x + 6, y0: margin + icon.y + 24, x1: margin + icon.x + 14, y1: margin + icon.y + 32)
        let onPlatter = try PNGTests.decode(png, background: "#EDEDED", boxes: [platter, lifted], scale: 1)
        #expect(onPlatter.counts[0] == 0, "the platter is drawn where the scene puts the menu")
        let corners = lifted.pixels(scale: 1).split(separator: ",").compactMap { Int($0) }
        #expect(onPlatter.colourful[1] == (corners[2] - corners[0]) * (corners[3] - corners[1]), "the lifted icon")
    }
}
