import HomeScreen

/// Every number of the drawn menu, in one place, with where it comes from (../shared/reference/menu-geometry.md,
/// classic era, iOS 13-18). Source letters as in that file: M `_UIContextMenuPlatformMetrics`, C
/// `_UIContextMenuCellContentView`, L `_UIContextMenuLargeCellLayout`, F Flutter's measurements on the iOS 18.5
/// simulator, D Apple's UIApplicationShortcutItem docs, HIG typography; der = arithmetic from those.
///
/// The system font is SF Pro, which cannot be shipped; text is measured in Inter, so widths are an approximation of
/// what iOS shows (README).
public enum MenuGeometry {
    /// Menu width on iPhone, xSmall-xxxLarge: 250 pt, does not grow (§1, M+F).
    public static let phoneWidth = 250.0
    /// Menu width on iPhone at AX sizes: screen width − 2 × content spacing, 402 − 32 = 370 pt (§1, H+F).
    public static let phoneAccessibilityWidth = 370.0
    /// Menu width on iPad: 262 pt; AX sizes 343 pt (§1, F/H).
    public static let padWidth = 262.0
    public static let padAccessibilityWidth = 343.0

    /// Leading and trailing padding: 16 pt (§2, M).
    public static let horizontalPadding = 16.0
    /// Icon box 24 pt (§2, L/M); text-to-icon gap 4 pt (§2, M/L).
    public static let iconBox = 24.0
    public static let textIconGap = 4.0
    /// Top of row to the first baseline 28 pt, last baseline to bottom 15.67 pt, at Large (§2, M).
    public static let topToBaseline = 28.0
    public static let baselineToBottom = 15.67
    /// Minimum row height, title only, at Large: 43.67 pt (§2, M+F).
    public static let minimumRowHeight = 43.67
    /// Baseline step from title to subtitle at Large: 20 pt (§2, C/M, der).
    public static let subtitleBaselineStep = 20.0
    /// Baseline step between wrapped title lines at Large: 22 pt (Body 17's leading; der).
    public static let titleLineStep = 22.0
    /// Corner radius of the platter: 13 pt (§4, M).
    public static let cornerRadius = 13.0
    /// Band between the app's items and the system items: 8 pt (§2, M+F).
    public static let sectionBand = 8.0
    /// Hairline between items: 1 / screen scale (§2, M); drawn at 1/3 pt here.
    public static let hairline = 1.0 / 3.0
    /// Title tracking at Body 17: −0.43 pt (§3, M+F), scaled with the size.
    public static let titleTrackingAt17 = -0.43
    /// On a one-line limit, text shrinks to 0.9× before it is truncated (§3, C).
    public static let minimumScaleFactor = 0.9
    /// How far our measurements may be from a device's: Inter stands in for SF Pro, whose widths differ by a few
    /// percent (README, Previewing). The truncation rules report a text only when it overflows by more than this
    /// share of the line (3% of 190 pt is 5.7 pt at the Large text size).
    public static let measurementTolerance = 0.03
    /// Icon ↔ menu gap: about 16 pt (§4, der).
    public static let iconMenuGap = 16.0

    /// The menu's width for a device and text size.
    public static func width(device: DeviceKind, textSize: TextSize) -> Double {
        switch device {
        case .iphone: textSize.isAccessibility ? phoneAccessibilityWidth : phoneWidth
        case .ipad: textSize.isAccessibility ? padAccessibilityWidth : padWidth
        }
    }

    /// The width text may take in a row: the menu width less the padding, and less the icon box and gap unless the
    /// icon column is dropped (AX sizes, §2 L/F). On iPhone at standard sizes: 250 − 32 − 24 − 4 = 190 pt (§2, der).
    public static func textWidth(device: DeviceKind, textSize: TextSize, hasIcon: Bool) -> Double {
        let width = self.width(device: device, textSize: textSize) - 2 * horizontalPadding
        return hasIcon && !textSize.isAccessibility ? width - iconBox - textIconGap : width
    }
}

/// Colors of the two appearances (menu-geometry §2-3: label at α 0.96, secondary label ≈ black α 0.55 / white α 0.40
/// blended, destructive = systemRed, section band black 8 % / 16 %); the platter stands in for systemMaterial.
public struct MenuPalette: Sendable, Hashable {
    public var platter: String
    public var label: String
    public var secondaryLabel: String
    public var destructive: String
    public var separator: String
    public var band: String
    public var placeholder: String

    public static let light = MenuPalette(
        platter: "#EDEDED", label: "#0A0A0A", secondaryLabel: "#737373", destructive: "#FF3B30",
        separator: "#C6C6C8", band: "#DADADA", placeholder: "#8E8E93")
    public static let dark = MenuPalette(
        platter: "#252525", label: "#F5F5F5", secondaryLabel: "#8C8C8C", destructive: "#FF453A",
        separator: "#3D3D41", band: "#1F1F1F", placeholder: "#98989D")
}

/// Light or dark appearance.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    case light, dark

    public var palette: MenuPalette { self == .light ? .light : .dark }
}
