import QuickActionKit

/// A point or a size on the screen, in points from its top-left corner.
public struct ScreenRect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// The drawing of a device's Home Screen, in points: the screen, where the grid's icons and the dock sit, and where a
/// menu opens (menu-geometry §4-5). The previewer's Home Screen picture and the browser page draw from this one table
/// (the page reads it from `GET /api/apps`).
///
/// The iPhone is a 402 × 874 pt phone (iPhone 16 Pro and 17), the size menu-geometry's measurements are for. Icons
/// are 60 pt in the classic era and 64 pt in the glass era (§5, S18/S26), and the grid's side margin is
/// m = (W − 4i)/5 × 1.04 (§5, S26). The grid's top and row pitch, the dock and the iPad's drawing are not in our
/// sources: they are our documented assumptions, close to screenshots.
public struct HomeScreenFrame: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    /// The side of an app icon.
    public var icon: Double
    /// From the screen's left edge to the first column's icon.
    public var insetX: Double
    /// The top of the first row's icons, and from one row's top to the next.
    public var top: Double
    public var rowPitch: Double
    public var dockHeight: Double
    public var dockBottom: Double
    /// The screen's corner radius, and the device's bezel around it (for drawing only).
    public var cornerRadius: Double
    public var bezel: Double
    /// The areas the status bar and the home indicator keep.
    public var safeTop: Double
    public var safeBottom: Double

    /// The icon ↔ menu gap (menu-geometry §4: the default contentSpacing, ≈16).
    public static let menuGap = 16.0
    /// A menu keeps at least this far from the screen's sides (menu-geometry §4: ≥ max(safe area, ≈16)).
    public static let screenMargin = 16.0
    /// The least height a menu is given when little room is left (it scrolls within it).
    public static let minimumMenuHeight = 160.0

    public static func of(_ device: DeviceKind, era: MenuEra = .classic) -> HomeScreenFrame {
        switch device {
        case .iphone:
            let width = 402.0
            let icon = era == .glass ? 64.0 : 60.0
            return HomeScreenFrame(
                width: width, height: 874, icon: icon, insetX: ((width - 4 * icon) / 5 * 1.04 * 100).rounded() / 100,
                top: 72, rowPitch: 100, dockHeight: 92, dockBottom: 12, cornerRadius: 55, bezel: 12, safeTop: 62,
                safeBottom: 34)
        case .ipad:
            let icon = era == .glass ? 68.0 : 62.0
            return HomeScreenFrame(
                width: 880, height: 640, icon: icon, insetX: 76, top: 52, rowPitch: 96, dockHeight: 84, dockBottom: 14,
                cornerRadius: 30, bezel: 16, safeTop: 30, safeBottom: 20)
        }
    }

    /// The widest a menu is at the accessibility text sizes on this screen: its width less the content spacing on
    /// each side (menu-geometry §1, H+F: 402 → 370).
    public var accessibilityMenuWidth: Double { width - 2 * Self.menuGap }

    /// The square of the icon at `position` (the row after the grid's last is the dock), mirrored in right-to-left
    /// locales.
    public func iconFrame(at position: HomeScreenPosition, device: DeviceKind, isRightToLeft: Bool) -> ScreenRect {
        let physical = MenuPlacement.physicalColumn(of: position, device: device, isRightToLeft: isRightToLeft)
        let pitch = (width - 2 * insetX - icon) / Double(device.columns - 1)
        let y =
            position.row > device.rows
            ? height - dockBottom - dockHeight / 2 - icon / 2 : top + Double(position.row - 1) * rowPitch
        return ScreenRect(x: insetX + Double(physical - 1) * pitch, y: y, width: icon, height: icon)
    }

    /// Where a menu of `size` opens next to the icon at `icon` (menu-geometry §4): below or above it, 16 pt away,
    /// its aligned edge on the icon's, kept 16 pt inside the screen (centred when it is wider than that allows),
    /// and no taller than the room between the icon and the safe area (at least `minimumMenuHeight`; the rest
    /// scrolls).
    public func menuFrame(
        width menuWidth: Double, height menuHeight: Double, placement: MenuPlacement, icon: ScreenRect
    )
        -> ScreenRect
    {
        var x = placement.alignedEdge == .right ? icon.maxX - menuWidth : icon.x
        if menuWidth > width - 2 * Self.screenMargin {
            x = (width - menuWidth) / 2
        } else {
            x = min(max(x, Self.screenMargin), width - Self.screenMargin - menuWidth)
        }
        let room =
            placement.attachment == .above
            ? icon.y - Self.menuGap - safeTop : height - safeBottom - (icon.maxY + Self.menuGap)
        let visible = min(menuHeight, max(room, Self.minimumMenuHeight))
        let y = placement.attachment == .above ? icon.y - Self.menuGap - visible : icon.maxY + Self.menuGap
        return ScreenRect(x: x, y: y, width: menuWidth, height: visible)
    }
}
