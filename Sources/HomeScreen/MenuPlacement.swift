import QuickActionKit

/// An app icon's place on the Home Screen: 1-based column counted from the leading edge (where the first app
/// goes: the left in left-to-right locales, the right in right-to-left ones) and 1-based row from the top; the
/// row after the last grid row is the dock.
public struct HomeScreenPosition: Sendable, Hashable, Codable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A physical side of the screen.
public enum ScreenSide: String, Sendable, Hashable, Codable {
    case left
    case right
}

/// Where the menu opens relative to the icon.
public enum MenuAttachment: String, Sendable, Hashable, Codable {
    case below
    case above
}

/// How the menu sits next to the icon it belongs to.
public struct MenuPlacement: Sendable, Hashable, Codable {
    public var position: HomeScreenPosition
    /// Whether the locale runs right to left; the whole Home Screen is mirrored then.
    public var isRightToLeft: Bool
    /// The generation of the menu this placement follows.
    public var era: MenuEra
    /// The physical side each item's icon is drawn on, as the era draws it (`MenuEra.itemIconSide`).
    public var itemIconSide: ScreenSide
    /// The menu's edge that lines up with the app icon's same edge (menu-geometry §4: icon left of the screen's
    /// middle → left edges align; right → right edges).
    public var alignedEdge: ScreenSide
    /// Below the icon in the upper rows, above it in the lower rows (menu-geometry §4: the side with more room).
    public var attachment: MenuAttachment
    /// Title and subtitle are leading-aligned: left in left-to-right languages (HIG-QA), right in right-to-left.
    public var textAlignment: ScreenSide
    /// When the menu opens above the icon, UIKit reverses the order so the first item is nearest the icon
    /// (menu-geometry §4, `reversesActionOrderWhenAttachedToTop`).
    public var reversesItemOrder: Bool

    /// - Throws: `DeviceError.positionOutOfGrid` for a position off the device's grid.
    public init(
        position: HomeScreenPosition, device: DeviceKind, locale: LocaleIdentifier, era: MenuEra = .classic
    ) throws(DeviceError) {
        try self.init(
            position: position, device: device, isRightToLeft: locale.isRightToLeft, era: era)
    }

    /// The placement in a layout direction (the page's direction control can force one).
    public init(
        position: HomeScreenPosition, device: DeviceKind, isRightToLeft: Bool, era: MenuEra = .classic
    ) throws(DeviceError) {
        guard (1...device.columns).contains(position.column), (1...(device.rows + 1)).contains(position.row) else {
            throw DeviceError.positionOutOfGrid(position, device: device)
        }
        self.position = position
        self.isRightToLeft = isRightToLeft
        self.era = era
        let physicalColumn = Self.physicalColumn(of: position, device: device, isRightToLeft: isRightToLeft)
        let side: ScreenSide = physicalColumn * 2 <= device.columns ? .left : .right
        itemIconSide = era.itemIconSide(appIconSide: side, isRightToLeft: isRightToLeft)
        alignedEdge = side
        attachment = position.row * 2 <= device.rows ? .below : .above
        textAlignment = isRightToLeft ? .right : .left
        reversesItemOrder = attachment == .above
    }

    /// The column counted from the screen's left: the grid fills from the leading edge, so in right-to-left locales
    /// column 1 is on the right.
    public static func physicalColumn(of position: HomeScreenPosition, device: DeviceKind, isRightToLeft: Bool) -> Int {
        isRightToLeft ? device.columns + 1 - position.column : position.column
    }
}

extension HomeScreenPosition {
    /// The same place in the order of the Home Screen on another device: apps keep their order and flow into the
    /// other grid's columns; an app in the dock stays in the dock (menu-geometry §5: the iPad grid is our
    /// assumption).
    public func flowed(from source: DeviceKind, to target: DeviceKind) -> HomeScreenPosition {
        guard source != target else { return self }
        if row > source.rows { return HomeScreenPosition(column: min(column, target.columns), row: target.rows + 1) }
        let index = (row - 1) * source.columns + (column - 1)
        return HomeScreenPosition(column: index % target.columns + 1, row: index / target.columns + 1)
    }
}
