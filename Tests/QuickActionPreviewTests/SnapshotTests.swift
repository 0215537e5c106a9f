import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// SVG documents and terminal drawings compared with files in `__Snapshots__` (UPDATE_SNAPSHOTS=1 rewrites them).
/// Text is measured with the fonts installed by scripts/setup.sh, so a font upgrade shows up here as a diff.
@Suite("Snapshots")
struct SnapshotTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var locale: LocaleIdentifier
        var appearance: Appearance
        var size: TextSize
        var column = 1
        var row = 1
        var era = MenuEra.classic

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "trailmix-en-light-L", locale: "en", appearance: .light, size: .L),
        Case(name: "trailmix-en-dark-L", locale: "en", appearance: .dark, size: .L),
        Case(name: "trailmix-ar-light-L", locale: "ar", appearance: .light, size: .L),
        Case(name: "trailmix-ja-light-L", locale: "ja", appearance: .light, size: .L),
        Case(name: "trailmix-de-light-L", locale: "de", appearance: .light, size: .L),
        Case(
            name: "trailmix-de-dark-xxxL-column4-touch", locale: "de", appearance: .dark, size: .xxxL, column: 4,
            era: .touch),
        Case(name: "trailmix-en-light-AX2-row6", locale: "en", appearance: .light, size: .AX2, row: 6),
        Case(name: "trailmix-en-light-L-glass", locale: "en", appearance: .light, size: .L, era: .glass),
        Case(name: "trailmix-ar-dark-L-glass", locale: "ar", appearance: .dark, size: .L, era: .glass),
        Case(name: "trailmix-de-light-L-glass", locale: "de", appearance: .light, size: .L, era: .glass),
    ]

    @Test("menu document and terminal drawing", arguments: cases)
    func menu(_ snapshot: Case) throws {
        let measurer = try TextMeasurer()
        let menu = try PreviewFixtures.menu(
            locale: snapshot.locale, column: snapshot.column, row: snapshot.row, era: snapshot.era)
        let layout = try PreviewFixtures.layout(
            menu, measurer: measurer, size: snapshot.size, appearance: snapshot.appearance)
        let svg = SVGMenuRenderer().document(layout, appName: menu.appName)
        #expect(IconGlyphsTests.isWellFormed(svg))
        Snapshot.assert(svg, named: snapshot.name + ".svg")
        Snapshot.assert(MenuTextRenderer().render(menu, layout: layout), named: snapshot.name + ".txt")
    }

    /// Every system icon type, four to a menu (the most a menu shows), then a contact monogram and a template image.
    static var iconMenus: [[ShortcutIcon]] {
        let all = SystemIconType.allCases.map { ShortcutIcon.system($0) }
        var menus = stride(from: 0, to: all.count, by: 4).map { Array(all[$0..<min($0 + 4, all.count)]) }
        menus.append([
            .contact(ContactIcon(givenName: "Jane", familyName: "Appleseed")), .templateImageName("trail-marker"),
            .systemImageName("flag.checkered"),
        ])
        return menus
    }

    static func title(_ icon: ShortcutIcon) -> String {
        switch icon {
        case .system(let type): type.caseName
        case .systemImageName(let name): "symbol \(name)"
        case .templateImageName(let name): "image \(name)"
        case .contact(let contact): "contact \(contact.givenName)"
        }
    }

    @Test("every icon type, laid out in menus of four")
    func everyIcon() throws {
        let measurer = try TextMeasurer()
        let renderer = SVGMenuRenderer()
        var groups = ""
        var drawings: [String] = []
        var x = 16.0
        var height = 0.0
        var drawnTypes: [SystemIconType] = []
        for (index, icons) in Self.iconMenus.enumerated() {
            let app = PreviewFixtures.app(
                name: "Icons\(index + 1)",
                items: icons.enumerated().map {
                    PreviewFixtures.item($0.offset, title: Self.title($0.element), icon: $0.element)
                })
            let menu = try PreviewFixtures.menu(app, distribution: .development)
            let layout = try PreviewFixtures.layout(menu, measurer: measurer)
            let rows = PreviewFixtures.appRows(layout)
            #expect(rows.count == icons.count)
            for (row, icon) in zip(rows, icons) {
                if case .system(let type) = icon {
                    #expect(row.icon == .system(type))
                    drawnTypes.append(type)
                }
            }
            groups += renderer.group(layout, x: x, y: 16, highlightTruncations: false)
            drawings.append(MenuTextRenderer().render(menu, layout: layout))
            x += layout.width + 16
            height = max(height, layout.height + 32)
        }
        #expect(drawnTypes == SystemIconType.allCases)
        for type in SystemIconType.allCases {
            #expect(groups.contains(IconGlyphs.svg(for: type)), "\(type.caseName)")
        }
        #expect(groups.contains(IconGlyphs.monogram("JA")))
        #expect(groups.contains(IconGlyphs.placeholder))
        #expect(groups.contains(IconGlyphs.imagePlaceholder), "an app's own image is not marked as an SF Symbol")
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(x))" height="\#(Int(height.rounded(.up)))">"# + "\n"
            + ##"<rect width="100%" height="100%" fill="#D5DCE6"/>"## + "\n" + groups + "</svg>\n"
        #expect(IconGlyphsTests.isWellFormed(svg))
        Snapshot.assert(svg, named: "icons.svg")
        Snapshot.assert(drawings.joined(separator: "\n"), named: "icons.txt")
    }

    /// The layout measures a shrunk title with its tracking shrunk too (TextFitter scales the tracked width by the
    /// shrink factor), so the drawing must scale `letter-spacing` with the font size, or the drawn line is narrower
    /// than `line.width` (about 1-1.4 pt for the titles below in Chromium's `getComputedTextLength`).
    @Test("title letter-spacing in the SVG follows the line's font size, shrunk or not")
    func letterSpacingFollowsShrink() throws {
        let app = PreviewFixtures.app(items: [
            PreviewFixtures.item(
                0, title: "Trails near your cabin door", subtitle: "Within 10 km", icon: .system(.search)),
            PreviewFixtures.item(
                1, title: "Trails near your present location", subtitle: "Within 10 km", icon: .system(.search)),
            PreviewFixtures.item(2, title: "Search", subtitle: "Within 10 km", icon: .system(.search)),
        ])
        let measurer = try TextMeasurer()
        for size in [TextSize.L, .xL] {
            let layout = try PreviewFixtures.layout(try PreviewFixtures.menu(app), measurer: measurer, size: size)
            let svg = SVGMenuRenderer().group(layout, x: 0, y: 0, highlightTruncations: false)
            let rows = PreviewFixtures.appRows(layout)
            #expect(rows[0].title[0].fontSize < size.bodyPointSize)
            #expect(rows[1].title[0].isTruncated)
            for row in rows {
                let line = row.title[0]
                let element = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">\(line.text)</text>") })
                let spacing = try #require(element.firstMatch(of: #/letter-spacing="(-?[0-9.]+)"/#))
                let drawn = try #require(Double(String(spacing.output.1)))
                let expected = -0.43 * line.fontSize / 17
                #expect(
                    abs(drawn - expected) <= 0.006,
                    "\(size.rawValue) “\(line.text)” at \(line.fontSize) pt: letter-spacing \(drawn), expected \(expected)"
                )
            }
        }
    }
}
