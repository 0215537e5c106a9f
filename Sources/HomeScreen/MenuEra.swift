/// Which generation of the Home Screen menu a preview or composition follows (menu-geometry.md, "Two visual eras").
/// The era decides the side each item's icon is drawn on, and the preview's metrics; what the menu shows (items,
/// order, limits) is the same in every era.
public enum MenuEra: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS 13-18: UIKit's context menu draws each item's icon on the trailing side (menu-geometry §2, L/M/F). The
    /// default: what most people's phones show.
    case classic
    /// iOS 26: the glass menu draws the icon on the leading side, with its own metrics (menu-geometry §1-4, G/GP).
    case glass
    /// The 3D Touch era's rule that the HIG text still states: the icon "on the left or right (depending on your
    /// app's position on the Home Screen)" (HIG-QA); drawn with the classic metrics.
    case touch

    /// The era in words, written on every picture and in the text menu's header.
    public var caption: String {
        switch self {
        case .classic: "classic era (iOS 13-18)"
        case .glass: "glass era (iOS 26)"
        case .touch: "3D Touch era (the HIG's rule)"
        }
    }

    /// The physical side each item's icon is drawn on, for an app icon on `appIconSide` of the screen.
    public func itemIconSide(appIconSide: ScreenSide, isRightToLeft: Bool) -> ScreenSide {
        switch self {
        case .classic: isRightToLeft ? .left : .right
        case .glass: isRightToLeft ? .right : .left
        case .touch: appIconSide
        }
    }
}
