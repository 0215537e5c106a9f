import HomeScreen
import QuickActionKit
import Testing

/// The drawing of the Home Screen: icon squares from the grid formula, and where a menu opens (menu-geometry §4-5).
@Suite("Home Screen frame: icons and where the menu opens")
struct HomeScreenFrameTests {
    let phone = HomeScreenFrame.of(.iphone)

    func placement(column: Int, row: Int, rtl: Bool = false) throws -> MenuPlacement {
        try MenuPlacement(
            position: HomeScreenPosition(column: column, row: row), device: .iphone, isRightToLeft: rtl)
    }

    @Test("A 402-pt phone: the S26 margin formula for 60-pt icons (classic) and 64-pt ones (glass); AX menus 370 pt")
    func phoneGrid() {
        #expect(phone.width == 402 && phone.icon == 60)
        // m = (402 − 240) / 5 × 1.04 = 33.70; four columns fill the width symmetrically.
        #expect(abs(phone.insetX - 33.7) < 0.01)
        let first = phone.iconFrame(at: HomeScreenPosition(column: 1, row: 1), device: .iphone, isRightToLeft: false)
        let last = phone.iconFrame(at: HomeScreenPosition(column: 4, row: 1), device: .iphone, isRightToLeft: false)
        #expect(abs(first.x - (402 - last.maxX)) < 0.001)
        let glass = HomeScreenFrame.of(.iphone, era: .glass)
        #expect(glass.icon == 64 && abs(glass.insetX - 30.37) < 0.01)
        // menu-geometry §1: screen width less twice the content spacing, 402 → 370, 393 → 361.
        #expect(phone.accessibilityMenuWidth == 370)
        var older = phone
        older.width = 393
        #expect(older.accessibilityMenuWidth == 361)
    }

    @Test("Right to left mirrors the columns; the row after the grid is the dock, near the bottom")
    func mirroredAndDock() {
        let leading = HomeScreenPosition(column: 1, row: 1)
        let ltr = phone.iconFrame(at: leading, device: .iphone, isRightToLeft: false)
        let rtl = phone.iconFrame(at: leading, device: .iphone, isRightToLeft: true)
        #expect(abs(rtl.x - (402 - ltr.maxX)) < 0.001)
        let dock = phone.iconFrame(at: HomeScreenPosition(column: 1, row: 7), device: .iphone, isRightToLeft: false)
        let lastRow = phone.iconFrame(at: HomeScreenPosition(column: 1, row: 6), device: .iphone, isRightToLeft: false)
        #expect(dock.y > lastRow.maxY && dock.maxY < phone.height - phone.dockBottom)
    }

    @Test("Below the icon in the top rows, 16 pt away, left edges aligned in the left columns")
    func belowAndLeft() throws {
        let placed = try placement(column: 1, row: 1)
        let icon = phone.iconFrame(at: placed.position, device: .iphone, isRightToLeft: false)
        let menu = phone.menuFrame(width: 250, height: 300, placement: placed, icon: icon)
        #expect(menu.x == icon.x)
        #expect(menu.y == icon.maxY + 16)
        #expect(menu.height == 300)
    }

    @Test("Above the icon in the bottom rows, right edges aligned in the right columns")
    func aboveAndRight() throws {
        let placed = try placement(column: 4, row: 6)
        let icon = phone.iconFrame(at: placed.position, device: .iphone, isRightToLeft: false)
        let menu = phone.menuFrame(width: 250, height: 300, placement: placed, icon: icon)
        #expect(abs(menu.maxX - icon.maxX) < 0.001)
        #expect(abs(menu.maxY - (icon.y - 16)) < 0.001)
    }

    @Test("A menu wider than the screen allows is centred; one taller than the room is cut to it (it scrolls)")
    func clamped() throws {
        let placed = try placement(column: 2, row: 3)
        let icon = phone.iconFrame(at: placed.position, device: .iphone, isRightToLeft: false)
        let wide = phone.menuFrame(width: 390, height: 200, placement: placed, icon: icon)
        #expect(wide.x == 6)
        let tall = phone.menuFrame(width: 250, height: 2_000, placement: placed, icon: icon)
        #expect(abs(tall.maxY - (phone.height - phone.safeBottom)) < 0.001)
        #expect(tall.x >= 16 && tall.maxX <= 402 - 16)
    }
}
