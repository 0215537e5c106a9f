import HomeScreen
import QuickActionKit
import Testing

@Suite("Menu placement next to the app icon")
struct MenuPlacementTests {
    /// The 3D Touch era's rule puts the item icons on the app icon's side, so the side tests below read it.
    private func placement(
        column: Int, row: Int = 1, device: DeviceKind = .iphone, locale: LocaleIdentifier = "en", era: MenuEra = .touch
    ) throws -> MenuPlacement {
        try MenuPlacement(
            position: HomeScreenPosition(column: column, row: row), device: device, locale: locale, era: era)
    }

    @Test("Classic (iOS 13-18, the default): item icons are trailing in every column; right to left mirrors them")
    func classicIconsTrail() throws {
        for column in 1...4 {
            let english = try MenuPlacement(
                position: HomeScreenPosition(column: column, row: 1), device: .iphone, locale: "en")
            #expect(english.era == .classic)
            #expect(english.itemIconSide == .right)
            #expect(try placement(column: column, locale: "ar", era: .classic).itemIconSide == .left)
            // The menu still lines up with the app icon's edge: the era changes only where the item icons go.
            #expect(english.alignedEdge == (column <= 2 ? .left : .right))
        }
    }

    @Test("Glass (iOS 26): item icons are leading in every column; right to left mirrors them")
    func glassIconsLead() throws {
        for column in 1...4 {
            #expect(try placement(column: column, era: .glass).itemIconSide == .left)
            #expect(try placement(column: column, locale: "he", era: .glass).itemIconSide == .right)
        }
    }

    @Test("3D Touch rule: iPhone columns 1-2: item icons on the left, left edges aligned", arguments: [1, 2])
    func iPhoneLeftColumns(column: Int) throws {
        let placement = try placement(column: column)

        #expect(placement.itemIconSide == .left)
        #expect(placement.alignedEdge == .left)
    }

    @Test("3D Touch rule: iPhone columns 3-4: item icons on the right, right edges aligned", arguments: [3, 4])
    func iPhoneRightColumns(column: Int) throws {
        let placement = try placement(column: column)

        #expect(placement.itemIconSide == .right)
        #expect(placement.alignedEdge == .right)
    }

    @Test("iPhone rows 1-3: the menu opens below the icon in item order", arguments: [1, 2, 3])
    func iPhoneUpperRows(row: Int) throws {
        let placement = try placement(column: 1, row: row)

        #expect(placement.attachment == .below)
        #expect(!placement.reversesItemOrder)
    }

    @Test(
        "iPhone rows 4-6 and the dock (row 7): the menu opens above with the item order reversed",
        arguments: [4, 5, 6, 7])
    func iPhoneLowerRowsAndDock(row: Int) throws {
        let placement = try placement(column: 1, row: row)

        #expect(placement.attachment == .above)
        #expect(placement.reversesItemOrder)
    }

    @Test(
        "3D Touch rule: right-to-left locales mirror the grid: column 1 is on the right",
        arguments: ["ar", "he", "ar-SA"])
    func rightToLeftMirrors(locale: LocaleIdentifier) throws {
        let first = try placement(column: 1, locale: locale)
        #expect(first.isRightToLeft)
        #expect(first.itemIconSide == .right)
        #expect(first.alignedEdge == .right)

        let second = try placement(column: 2, locale: locale)
        #expect(second.itemIconSide == .right)

        let third = try placement(column: 3, locale: locale)
        #expect(third.itemIconSide == .left)

        let last = try placement(column: 4, locale: locale)
        #expect(last.itemIconSide == .left)
        #expect(last.alignedEdge == .left)
    }

    @Test("Mirroring does not change whether the menu opens above or below")
    func rightToLeftKeepsAttachment() throws {
        #expect(try placement(column: 1, row: 2, locale: "ar").attachment == .below)
        #expect(try placement(column: 1, row: 5, locale: "he").attachment == .above)
    }

    @Test("Text is right-aligned in right-to-left locales, left-aligned otherwise")
    func textAlignment() throws {
        #expect(try placement(column: 1, locale: "ar").textAlignment == .right)
        #expect(try placement(column: 4, locale: "he").textAlignment == .right)
        #expect(try placement(column: 1, locale: "en").textAlignment == .left)
        #expect(try placement(column: 4, locale: "de").textAlignment == .left)
        #expect(try placement(column: 4, locale: "ja").textAlignment == .left)
        #expect(try !placement(column: 1, locale: "en").isRightToLeft)
    }

    @Test(
        "A position outside the iPhone grid throws positionOutOfGrid",
        arguments: [(0, 1), (5, 1), (1, 0), (1, 8), (-1, 3)])
    func outsideIPhoneGrid(column: Int, row: Int) {
        let position = HomeScreenPosition(column: column, row: row)
        #expect(throws: DeviceError.positionOutOfGrid(position, device: .iphone)) {
            try MenuPlacement(position: position, device: .iphone, locale: "en")
        }
    }

    @Test("Asking a device for a menu at a position outside the grid throws positionOutOfGrid")
    func deviceMenuOutsideGrid() {
        var device = Device()
        let id = device.install(TestApps.app())
        let position = HomeScreenPosition(column: 5, row: 1)

        #expect(throws: DeviceError.positionOutOfGrid(position, device: .iphone)) {
            try device.menu(for: id, locale: "en", position: position)
        }
    }

    @Test("3D Touch rule: iPad grid is 6 columns by 5 rows plus the dock: columns 1-3 left, 4-6 right")
    func iPadColumns() throws {
        #expect(try placement(column: 3, device: .ipad).itemIconSide == .left)
        #expect(try placement(column: 4, device: .ipad).itemIconSide == .right)
        #expect(try placement(column: 6, device: .ipad).alignedEdge == .right)
        #expect(try placement(column: 1, device: .ipad, locale: "he").itemIconSide == .right)
        #expect(try placement(column: 6, device: .ipad, locale: "he").itemIconSide == .left)
    }

    @Test("iPad rows 1-2 open below; rows 3-5 and the dock (row 6) open above")
    func iPadRows() throws {
        #expect(try placement(column: 1, row: 2, device: .ipad).attachment == .below)
        #expect(try placement(column: 1, row: 3, device: .ipad).attachment == .above)
        #expect(try placement(column: 1, row: 6, device: .ipad).attachment == .above)
    }

    @Test(
        "A position outside the iPad grid throws positionOutOfGrid; the last column and the dock are inside",
        arguments: [(7, 1), (1, 7), (0, 6)])
    func outsideIPadGrid(column: Int, row: Int) throws {
        let position = HomeScreenPosition(column: column, row: row)
        #expect(throws: DeviceError.positionOutOfGrid(position, device: .ipad)) {
            try MenuPlacement(position: position, device: .ipad, locale: "en")
        }
        #expect(try placement(column: 6, row: 6, device: .ipad).position == HomeScreenPosition(column: 6, row: 6))
    }
}

@Suite("Placement across devices and directions")
struct PlacementAcrossDevicesTests {
    @Test("Apps keep their order when flowed from the iPhone's 4 columns into the iPad's 6; the dock stays the dock")
    func flowed() {
        #expect(HomeScreenPosition(column: 1, row: 1).flowed(from: .iphone, to: .ipad) == .init(column: 1, row: 1))
        // The fifth app (row 2, column 1 on iPhone) is the fifth on iPad, in its first row.
        #expect(HomeScreenPosition(column: 1, row: 2).flowed(from: .iphone, to: .ipad) == .init(column: 5, row: 1))
        #expect(HomeScreenPosition(column: 3, row: 2).flowed(from: .iphone, to: .ipad) == .init(column: 1, row: 2))
        #expect(HomeScreenPosition(column: 4, row: 7).flowed(from: .iphone, to: .ipad) == .init(column: 4, row: 6))
        #expect(HomeScreenPosition(column: 2, row: 3).flowed(from: .iphone, to: .iphone) == .init(column: 2, row: 3))
    }

    @Test("A forced direction mirrors the physical column and the aligned edge")
    func direction() throws {
        let position = HomeScreenPosition(column: 1, row: 6)
        let ltr = try MenuPlacement(position: position, device: .iphone, isRightToLeft: false)
        let rtl = try MenuPlacement(position: position, device: .iphone, isRightToLeft: true)
        #expect(ltr.alignedEdge == .left && rtl.alignedEdge == .right)
        #expect(ltr.attachment == .above && rtl.attachment == .above)
        #expect(MenuPlacement.physicalColumn(of: position, device: .iphone, isRightToLeft: true) == 4)
        #expect(try MenuPlacement(position: position, device: .iphone, locale: "ar") == rtl)
    }
}
