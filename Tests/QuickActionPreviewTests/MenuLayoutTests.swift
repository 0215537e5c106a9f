import HomeScreen
import QuickActionKit
import QuickActionPreview
import Testing

/// The layout rules of menu-geometry.md §1-4 and platform-facts §3-4, on menus composed by HomeScreen.
@Suite("Menu layout")
struct MenuLayoutTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer()
    }

    // MARK: Helpers

    /// A title's width as the engine measures it: body size, tracking −0.43 scaled with the size.
    func titleWidth(_ text: String, size: TextSize = .L, locale: LocaleIdentifier = "en") throws -> Double {
        try measurer.width(text, size: size.bodyPointSize, tracking: -0.43 * size.scale, locale: locale)
    }

    func laidOut(
        _ menu: HomeScreenMenu, size: TextSize = .L, appearance: Appearance = .light
    ) throws -> MenuLayout {
        try PreviewFixtures.layout(menu, measurer: measurer, size: size, appearance: appearance)
    }

    /// The first app row of a one-item app.
    func onlyAppRow(
        title: String, subtitle: String? = nil, icon: ShortcutIcon? = .system(.search), size: TextSize = .L
    ) throws -> (row: MenuLayout.Row, layout: MenuLayout) {
        let app = PreviewFixtures.app(items: [PreviewFixtures.item(0, title: title, subtitle: subtitle, icon: icon)])
        let layout = try laidOut(PreviewFixtures.menu(app), size: size)
        return (try #require(PreviewFixtures.appRows(layout).first), layout)
    }

    static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    static let threeLinesWorth = "Find trails near the summit with friends and share every photo along the way"

    // MARK: Titles

    @Test("a title that fits is one line at full size")
    func titleThatFits() throws {
        let (row, layout) = try onlyAppRow(title: "Search")
        let line = try #require(row.title.first)
        #expect(row.title.count == 1)
        #expect(line.text == "Search")
        #expect(line.fontSize == 17)
        #expect(!line.isTruncated)
        #expect(abs(line.width - (try titleWidth("Search"))) < 1e-9)
        #expect(line.baseline == row.y + 28)
        #expect(layout.truncations.isEmpty)
    }

    @Test("a long title without a subtitle wraps to two lines")
    func longTitleWraps() throws {
        let title = "Wanderwege in der Umgebung"
        #expect(try titleWidth(title) > 190)
        let (row, layout) = try onlyAppRow(title: title)
        #expect(row.title.count == 2)
        #expect(row.title.map(\.text).joined(separator: " ") == title)
        for line in row.title {
            #expect(line.width <= 190)
            #expect(abs(line.width - (try titleWidth(line.text))) < 1e-9)
            #expect(line.fontSize == 17)
            #expect(!line.isTruncated)
        }
        // Greedy: the next word would not have fit on the first line.
        let nextWord = try #require(row.title[1].text.split(separator: " ").first)
        #expect(try titleWidth(row.title[0].text + " " + nextWord) > 190)
        // Baselines 28 and 28 + 22; the row ends 15.67 below the last.
        #expect(row.title.map { $0.baseline - row.y } == [28, 50])
        #expect(abs(row.height - 65.67) < 1e-9)
        #expect(layout.truncations.isEmpty)
    }

    @Test("a title of 100,000 characters is cut where a short long title is, and its overflow is measured in full")
    func hugeTitle() throws {
        // Issue 15: a 1 MB title made lint measure megabytes twenty times; only the first characters are searched.
        let huge = String(repeating: "Trail ", count: 16_667)
        let (hugeRow, hugeLayout) = try onlyAppRow(title: huge)
        let (shortRow, _) = try onlyAppRow(title: String(huge.prefix(400)))
        #expect(hugeRow.title == shortRow.title)
        #expect(hugeRow.title.last?.isTruncated == true)
        let rest = String(huge.dropFirst((hugeRow.title.first?.text.count ?? 0) + 1))
        #expect(abs((hugeLayout.truncations.first?.overflow ?? 0) - ((try titleWidth(rest)) - 190)) < 0.5)
    }

    @Test("three lines' worth of title ends in “…” on line 2 and is reported")
    func threeLinesTruncated() throws {
        let title = Self.threeLinesWorth
        #expect(try titleWidth(title) > 2 * 190)
        let (row, layout) = try onlyAppRow(title: title)
        #expect(row.title.count == 2)
        let first = row.title[0]
        let last = row.title[1]
        #expect(!first.isTruncated)
        #expect(last.isTruncated)
        #expect(last.text.hasSuffix("…"))
        #expect(last.width <= 190)
        #expect(title.hasPrefix(first.text + " " + last.text.dropLast()))
        let truncation = try #require(layout.truncations.first)
        #expect(layout.truncations.count == 1)
        #expect(truncation.field == .title)
        #expect(truncation.text == title)
        // What is shown ends with the cut second line (whether the first line belongs in `shownText` is left open).
        #expect(truncation.shownText.hasSuffix(last.text))
        #expect(truncation.overflow > 0)
        // The overflow is what the second line would need beyond the width.
        let rest = String(title.dropFirst(first.text.count + 1))
        #expect(abs(truncation.overflow - ((try titleWidth(rest)) - 190)) < 0.01)
    }

    @Test("with a subtitle, a title 5 % too wide shrinks instead of truncating")
    func titleShrinks() throws {
        let title = "Trails near your cabin door"
        let full = try titleWidth(title)
        try #require((1.03...1.09).contains(full / 190), "the fixture must be about 5 % too wide: \(full)")
        let (row, layout) = try onlyAppRow(title: title, subtitle: "Within 10 km")
        let line = try #require(row.title.first)
        #expect(row.title.count == 1)
        #expect(line.text == title)
        #expect(!line.isTruncated)
        #expect(abs(line.fontSize - 17 * 190 / full) < 1e-9)
        #expect(line.fontSize >= 0.9 * 17)
        #expect(line.fontSize < 17)
        #expect(abs(line.width - 190) < 1e-9)
        #expect(layout.truncations.isEmpty)
    }

    @Test("with a subtitle, a title 28 % too wide is shrunk to 0.9× and truncated")
    func titleShrinksThenTruncates() throws {
        let title = "Trails near your present location"
        let full = try titleWidth(title)
        try #require((1.2...1.35).contains(full / 190), "the fixture must be about 30 % too wide: \(full)")
        let (row, layout) = try onlyAppRow(title: title, subtitle: "Within 10 km")
        let line = try #require(row.title.first)
        #expect(row.title.count == 1)
        #expect(line.isTruncated)
        #expect(line.text.hasSuffix("…"))
        #expect(abs(line.fontSize - 0.9 * 17) < 1e-9)
        #expect(line.width <= 190)
        #expect(abs(line.width - 0.9 * (try titleWidth(line.text))) < 1e-9)
        // The longest prefix that fits: one more character would not.
        let kept = String(line.text.dropLast())
        #expect(title.hasPrefix(kept))
        var longer = kept
        for length in (kept.count + 1)...title.count where longer == kept {
            longer = Self.trimmingTrailingSpaces(String(title.prefix(length)))
        }
        #expect(longer != kept)
        #expect(0.9 * (try titleWidth(longer + "…")) > 190)

        let truncation = try #require(layout.truncations.first)
        #expect(layout.truncations.count == 1)
        #expect(truncation.field == .title)
        #expect(truncation.shownText == line.text)
        #expect(abs(truncation.overflow - (full * 0.9 - 190)) < 0.01)
    }

    @Test("a subtitle has UIKit's two lines at Subheadline 15, 20 pt below the title, then an ellipsis")
    func subtitleTwoLines() throws {
        let (short, _) = try onlyAppRow(title: "Nearby Trails", subtitle: "Within 10 km")
        #expect(short.subtitle.count == 1)
        #expect(short.subtitle[0].fontSize == 15)
        #expect(short.subtitle[0].baseline == short.title[0].baseline + 20)
        #expect(short.subtitle[0].x == short.title[0].x)
        #expect(abs(short.subtitle[0].width - (try measurer.width("Within 10 km", size: 15, locale: "en"))) < 1e-9)

        // menu-geometry §3: UIKit's line limit is two lines, the subtitle's too; the title keeps to one.
        let (two, twoLayout) = try onlyAppRow(
            title: "Nearby Trails", subtitle: "Within 10 km of your current location")
        #expect(two.title.count == 1)
        #expect(two.subtitle.count == 2)
        #expect(twoLayout.truncations.isEmpty)
        #expect(two.subtitle.allSatisfy { !$0.isTruncated && $0.fontSize == 15 && $0.width <= 190 })

        let subtitle =
            "Within 10 km of your current location, sorted by distance and difficulty, with the trails your friends "
            + "hiked this week"
        let (long, layout) = try onlyAppRow(title: "Nearby Trails", subtitle: subtitle)
        #expect(long.subtitle.count == 2)
        let line = long.subtitle[1]
        #expect(line.isTruncated)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 190)
        let truncation = try #require(layout.truncations.first)
        #expect(layout.truncations.map(\.field) == [.subtitle])
        #expect(truncation.text == subtitle)
        #expect(truncation.overflow > 0)
    }

    // MARK: Accessibility sizes

    @Test(
        "at AX sizes the icon column is dropped, the menu is 370 wide and nothing is truncated",
        arguments: [TextSize.AX1, .AX2, .AX3])
    func accessibilitySizes(_ size: TextSize) throws {
        let app = PreviewFixtures.app(items: [
            PreviewFixtures.item(0, title: Self.threeLinesWorth, icon: .system(.search)),
            PreviewFixtures.item(
                1, title: "Trails near your present location",
                subtitle: "Within 10 km of your current location, sorted by distance and difficulty",
                icon: .system(.location)),
            PreviewFixtures.item(2, title: "Saved", icon: .systemImageName("flag.checkered")),
        ])
        let layout = try laidOut(PreviewFixtures.menu(app), size: size)
        #expect(layout.width == 370)
        #expect(MenuMetrics.classic.textWidth(device: .iphone, textSize: size, hasIcon: true) == 338)
        #expect(layout.truncations.isEmpty)
        #expect(layout.placeholderSymbols.isEmpty)
        for row in layout.rows {
            #expect(row.icon == nil, "\(row.kind)")
            for line in row.title + row.subtitle {
                #expect(!line.isTruncated)
                #expect(line.x == 16)
                #expect(line.width <= 338)
            }
            #expect(row.title.allSatisfy { $0.fontSize == size.bodyPointSize })
            #expect(row.subtitle.allSatisfy { $0.fontSize == size.subheadlinePointSize })
        }
        let rows = PreviewFixtures.appRows(layout)
        // Lines are unlimited: the long title takes three lines or more, the subtitle more than one.
        #expect(rows[0].title.count >= 3)
        #expect(rows[0].title.map(\.text).joined(separator: " ") == Self.threeLinesWorth)
        #expect(rows[1].subtitle.count >= 2)
    }

    // MARK: Columns and sides

    @Test("text is 190 wide beside an icon and 218 without, at Large")
    func textWidths() throws {
        #expect(MenuMetrics.classic.textWidth(device: .iphone, textSize: .L, hasIcon: true) == 190)
        #expect(MenuMetrics.classic.textWidth(device: .iphone, textSize: .L, hasIcon: false) == 218)
        let title = "Trails near your hotel room"
        let full = try titleWidth(title)
        try #require(full > 190 && full < 218, "the fixture must fit 218 but not 190: \(full)")
        let app = PreviewFixtures.app(items: [
            PreviewFixtures.item(0, title: title, icon: .system(.search)),
            PreviewFixtures.item(1, title: title, icon: nil),
        ])
        let menu = try PreviewFixtures.menu(app, column: 1)
        #expect(menu.placement.itemIconSide == .left)
        let rows = PreviewFixtures.appRows(try laidOut(menu))
        // With the icon (on the left): text starts after 16 + 24 + 4 and wraps within 190.
        #expect(rows[0].icon == .system(.search))
        #expect(rows[0].iconX == 16)
        #expect(rows[0].title.count == 2)
        #expect(rows[0].title.allSatisfy { $0.x == 44 && $0.width <= 190 })
        // Without: text starts at the padding and the same title fits one line of 218.
        #expect(rows[1].icon == nil)
        #expect(rows[1].title.count == 1)
        #expect(rows[1].title[0].x == 16)
        #expect(abs(rows[1].title[0].width - full) < 1e-9)
    }

    @Test("the icon is on the right in column 4 and text starts at the padding")
    func iconOnTheRight() throws {
        let menu = try PreviewFixtures.menu(column: 4)
        #expect(menu.placement.itemIconSide == .right)
        let layout = try laidOut(menu)
        #expect(!layout.isRightToLeft)
        for row in layout.rows {
            #expect(row.icon != nil)
            #expect(row.iconX == 250 - 16 - 24)
            #expect((row.title + row.subtitle).allSatisfy { $0.x == 16 && $0.x + $0.width <= 206 + 1e-9 })
        }
        // And on the left in column 1.
        let left = try laidOut(try PreviewFixtures.menu(column: 1))
        #expect(left.rows.allSatisfy { $0.iconX == 16 && ($0.title + $0.subtitle).allSatisfy { $0.x == 44 } })
    }

    @Test("right to left: lines end at the text edge next to the icon")
    func rightToLeft() throws {
        // Column 1 counts from the leading edge: the right in Arabic, so icons are on the right.
        let menu = try PreviewFixtures.menu(locale: "ar", column: 1)
        #expect(menu.placement.isRightToLeft)
        #expect(menu.placement.itemIconSide == .right)
        let layout = try laidOut(menu)
        #expect(layout.isRightToLeft)
        #expect(
            PreviewFixtures.appRows(layout).map { $0.title.first?.text } == [
                "بدء رحلة مشي", "مسارات قريبة", "المسارات المحفوظة", "تسجيل قمة",
            ])
        // Right text edge: 250 − 16 (padding) − 24 (icon) − 4 (gap) = 206.
        for row in layout.rows {
            #expect(row.iconX == 210)
            for line in row.title + row.subtitle {
                #expect(abs(line.x + line.width - (250 - 16 - 24 - 4)) < 1e-9, "\(line.text)")
                #expect(line.x >= 16)
            }
        }
        // Column 4 in Arabic is the physical left: icons on the left, text ends at 250 − 16.
        let mirrored = try laidOut(try PreviewFixtures.menu(locale: "ar", column: 4))
        for row in mirrored.rows {
            #expect(row.iconX == 16)
            for line in row.title + row.subtitle {
                #expect(abs(line.x + line.width - (250 - 16)) < 1e-9, "\(line.text)")
            }
        }
        // Without an icon the text spans 218 from 16: it ends at 234 too.
        let noIcon = PreviewFixtures.app(items: [PreviewFixtures.item(0, title: "بحث", icon: nil)])
        let row = try #require(
            PreviewFixtures.appRows(try laidOut(try PreviewFixtures.menu(noIcon, locale: "ar"))).first)
        #expect(row.icon == nil)
        #expect(abs(row.title[0].x + row.title[0].width - 234) < 1e-9)
    }

    @Test("forcing right to left mirrors the icon side of a left-to-right menu")
    func forcedDirection() throws {
        let menu = try PreviewFixtures.menu(column: 1)
        let layout = try MenuLayoutEngine(measurer: measurer, style: MenuStyle(rightToLeft: true)).layout(menu)
        #expect(layout.isRightToLeft)
        for row in layout.rows {
            #expect(row.iconX == 210)
            #expect((row.title + row.subtitle).allSatisfy { abs($0.x + $0.width - 206) < 1e-9 })
        }
    }

    // MARK: Rows and sections

    @Test(
        "row heights: 43.67 with a title, 63.67 with a subtitle, scaled with the text size",
        arguments: [TextSize.L, .xL, .S])
    func rowHeights(_ size: TextSize) throws {
        let layout = try laidOut(try PreviewFixtures.menu(), size: size)
        let scale = size.bodyPointSize / 17
        let rows = layout.rows
        #expect(rows.count == 7)
        for row in rows {
            #expect(row.title.count == 1, "\(row.kind)")
            let expected = (row.subtitle.isEmpty ? 43.67 : 28 + 20 + 15.67) * scale
            #expect(abs(row.height - expected) < 1e-9, "\(row.kind): \(row.height)")
            #expect(abs(row.title[0].baseline - row.y - 28 * scale) < 1e-9)
        }
        #expect(rows.filter { !$0.subtitle.isEmpty }.count == 1)
        // Rows follow each other; the band adds 8 (not scaled).
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            let gap = lower.y - (upper.y + upper.height)
            #expect(abs(gap) < 1e-9 || abs(gap - 8) < 1e-9)
        }
        let last = try #require(rows.last)
        #expect(abs(layout.height - (last.y + last.height)) < 1e-9)
        #expect(abs(layout.height - (rows.map(\.height).reduce(0, +) + 8)) < 1e-9)
    }

    @Test("an 8-pt band separates the app's items from the system items")
    func sectionBand() throws {
        let layout = try laidOut(try PreviewFixtures.menu())
        let rows = layout.rows
        #expect(
            rows.map(\.kind) == [
                .appItem(index: 0), .appItem(index: 1), .appItem(index: 2), .appItem(index: 3),
                .systemItem(.editHomeScreen), .systemItem(.shareApp), .systemItem(.removeApp),
            ])
        let appHeight = rows[0..<4].map(\.height).reduce(0, +)
        #expect(layout.bands.count == 1)
        #expect(abs(layout.bands[0] - appHeight) < 1e-9)
        #expect(abs(rows[4].y - (layout.bands[0] + 8)) < 1e-9)
        // Hairlines between items, none after the last row of a section.
        #expect(rows.map(\.hasSeparatorBelow) == [true, true, true, false, true, true, false])

        // A menu without app items has one section and no band.
        let bare = try laidOut(try PreviewFixtures.menu(PreviewFixtures.app(items: [])))
        #expect(bare.bands.isEmpty)
        #expect(
            bare.rows.map(\.kind) == [.systemItem(.editHomeScreen), .systemItem(.shareApp), .systemItem(.removeApp)])
        #expect(bare.rows.last?.hasSeparatorBelow == false)
    }

    @Test("a menu opening above the icon (row 6) reverses the order", arguments: [6, 7])
    func reversedAbove(_ homeRow: Int) throws {
        let menu = try PreviewFixtures.menu(row: homeRow)
        #expect(menu.placement.attachment == .above)
        let layout = try laidOut(menu)
        #expect(
            layout.rows.map(\.kind) == [
                .systemItem(.removeApp), .systemItem(.shareApp), .systemItem(.editHomeScreen),
                .appItem(index: 3), .appItem(index: 2), .appItem(index: 1), .appItem(index: 0),
            ])
        #expect(
            layout.rows.map { $0.title.first?.text } == [
                "Remove App", "Share “Trailmix”", "Edit Home Screen", "Log Summit", "Saved Trails", "Nearby Trails",
                "Start Hike",
            ])
        let systemHeight = layout.rows[0..<3].map(\.height).reduce(0, +)
        #expect(layout.bands.count == 1)
        #expect(abs(layout.bands[0] - systemHeight) < 1e-9)
        #expect(layout.rows.map(\.hasSeparatorBelow) == [true, true, false, true, true, true, false])

        // Row 3 opens below: the order is kept.
        let below = try laidOut(try PreviewFixtures.menu(row: 3))
        #expect(below.rows.first?.kind == .appItem(index: 0))
    }

    @Test("Remove App is the destructive row, with its minus-circle symbol")
    func destructiveRow() throws {
        let layout = try laidOut(try PreviewFixtures.menu())
        let remove = try #require(layout.rows.last)
        #expect(remove.kind == .systemItem(.removeApp))
        #expect(remove.isDestructive)
        #expect(remove.title.map(\.text) == ["Remove App"])
        #expect(remove.icon == .systemItemSymbol("minus.circle"))
        #expect(layout.rows.filter(\.isDestructive).count == 1)
        // Drawn in system red in both appearances.
        for appearance in Appearance.allCases {
            let dark = try laidOut(try PreviewFixtures.menu(), appearance: appearance)
            let svg = SVGMenuRenderer().group(dark, x: 0, y: 0, highlightTruncations: false)
            let line = try #require(svg.split(separator: "\n").first { $0.contains(">Remove App</text>") })
            #expect(line.contains(#"fill="\#(appearance.palette.destructive)""#))
        }
        #expect(Appearance.light.palette.destructive == "#FF3B30")
        #expect(Appearance.dark.palette.destructive == "#FF453A")
    }

    @Test("a truncation names the field, the item, the locale and the text size", arguments: [TextSize.L, .xxxL])
    func truncationData(_ size: TextSize) throws {
        let layout = try laidOut(try PreviewFixtures.menu(locale: "de"), size: size)
        #expect(!layout.truncations.isEmpty)
        #expect(layout.truncations.allSatisfy { $0.locale == "de" && $0.textSize == size && $0.overflow > 0 })
        let truncation = try #require(layout.truncations.first { $0.itemType == "com.example.trailmix.nearby-trails" })
        #expect(truncation.field == .title)
        #expect(truncation.text == "Wanderwege in der Umgebung")
        #expect(truncation.shownText.hasSuffix("…"))
        #expect("Wanderwege in der Umgebung".hasPrefix(truncation.shownText.dropLast()))
        #expect(truncation.source?.kind == .static)
        #expect(truncation.source?.index == 1)
        let full = try titleWidth("Wanderwege in der Umgebung", size: size, locale: "de")
        let textWidth = MenuMetrics.classic.textWidth(device: .iphone, textSize: size, hasIcon: true)
        #expect(abs(truncation.overflow - (full * 0.9 - textWidth)) < 0.01)
        if size == .L {
            // At Large that is the only string that does not fit.
            #expect(layout.truncations.count == 1)
            #expect(abs(truncation.overflow - (237.69 * 0.9 - 190)) < 0.05)
        }
    }

    @Test("menu widths: 250 on iPhone, 262 on iPad, wider at AX sizes")
    func menuWidths() throws {
        #expect(MenuMetrics.classic.width(device: .iphone, textSize: .xS) == 250)
        #expect(MenuMetrics.classic.width(device: .iphone, textSize: .xxxL) == 250)
        #expect(MenuMetrics.classic.width(device: .ipad, textSize: .L) == 262)
        #expect(MenuMetrics.classic.width(device: .ipad, textSize: .AX2) == 343)
        let pad = try MenuScenario(app: PreviewFixtures.trailmix, device: .ipad).menu()
        let layout = try laidOut(pad)
        #expect(layout.width == 262)
        #expect(layout.rows.allSatisfy { ($0.title + $0.subtitle).allSatisfy { $0.x + $0.width <= 262 - 16 } })
    }
}

/// Issue 17: the eras' metrics (menu-geometry.md, "Classic" and "Glass" columns) and one-pixel hairlines.
@Suite("Layout: eras and hairlines")
struct MenuEraLayoutTests {
    func laidOut(_ menu: HomeScreenMenu, pixelScale: Int = 3) throws -> MenuLayout {
        try MenuLayoutEngine(measurer: try TextMeasurer(), style: MenuStyle(pixelScale: pixelScale)).layout(menu)
    }

    @Test("Classic, the default: icons trailing at 210 pt, text from 16 pt and at most 190 pt wide")
    func classic() throws {
        let layout = try laidOut(try PreviewFixtures.menu(era: .classic))
        #expect(layout.era == .classic)
        for row in layout.rows {
            #expect(row.iconX == 250 - 16 - 24)
            #expect((row.title + row.subtitle).allSatisfy { $0.x == 16 && $0.x + $0.width <= 206 + 1e-9 })
        }
        #expect(layout.rows.dropLast().contains { $0.hasSeparatorBelow })
    }

    @Test("Glass: icons leading in a 40-pt box from 16 pt, text from 60 pt and at most 162 pt wide, no hairlines")
    func glass() throws {
        let layout = try laidOut(try PreviewFixtures.menu(era: .glass))
        #expect(layout.era == .glass)
        for row in layout.rows {
            #expect(row.iconX == 28 - 12)
            #expect((row.title + row.subtitle).allSatisfy { $0.x == 60 && $0.x + $0.width <= 222 + 1e-9 })
            #expect(!row.hasSeparatorBelow)
            #expect(row.height >= 42 - 1e-9)
        }
        // Footnote 13 for subtitles at Large, against Subheadline 15 in the classic era.
        let subtitled = try #require(layout.rows.first { !$0.subtitle.isEmpty })
        #expect(subtitled.subtitle.first?.fontSize == 13)
        #expect(MenuMetrics.glass.textWidth(device: .iphone, textSize: .L, hasIcon: true) == 162)
        #expect(MenuMetrics.glass.width(device: .ipad, textSize: .L) == 224)
        // In Arabic the leading side is the right.
        let arabic = try laidOut(try PreviewFixtures.menu(locale: "ar", era: .glass))
        #expect(arabic.rows.allSatisfy { $0.iconX == 250 - 16 - 40 })
    }

    @Test("Hairlines are one device pixel thick and start on a whole pixel at @2x and @3x", arguments: [2, 3])
    func hairlines(scale: Int) throws {
        let layout = try laidOut(try PreviewFixtures.menu(era: .classic), pixelScale: scale)
        let svg = SVGMenuRenderer().menuOnly(layout)
        let separators = svg.split(separator: "\n").filter { $0.contains("fill=\"#C6C6C8\"") }
        #expect(!separators.isEmpty)
        for line in separators {
            let yText = try #require(line.firstMatch(of: #/ y="([0-9.]+)"/#)?.1)
            let heightText = try #require(line.firstMatch(of: #/height="([0-9.]+)"/#)?.1)
            let y = try #require(Double(yText))
            let height = try #require(Double(heightText))
            #expect(abs(height * Double(scale) - 1) < 0.02, "\(line)")
            let pixels = y * Double(scale)
            #expect(abs(pixels - pixels.rounded()) < 0.02, "\(line): starts at \(pixels) px")
        }
    }
}
