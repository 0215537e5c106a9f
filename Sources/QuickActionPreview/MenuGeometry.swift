import HomeScreen

/// The numbers of the drawn menu that do not change with the era, and each era's metrics
/// (Documentation/facts/menu-geometry.md). Source letters as in that file: M `_UIContextMenuPlatformMetrics`, C
/// `_UIContextMenuCellContentView`, L `_UIContextMenuLargeCellLayout`, F Flutter's measurements on the iOS 18.5
/// simulator, G / GP the `_Glass` phone / pad metrics, D Apple's UIApplicationShortcutItem docs, HIG typography;
/// der = arithmetic from those.
///
/// The system font is SF Pro, which cannot be shipped; text is measured in Inter, so widths are an approximation of
/// what iOS shows (README).
public enum MenuGeometry {
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

    /// The metrics of `era`: the 3D Touch rule changes only the icon's side, so it is drawn with the classic ones.
    public static func metrics(_ era: MenuEra) -> MenuMetrics { era == .glass ? .glass : .classic }
}

/// The numbers of one era's menu (menu-geometry §1-4, "Classic" and "Glass" columns), at the Large text size.
public struct MenuMetrics: Sendable, Hashable {
    /// Menu width on iPhone at standard sizes; at the AX sizes it is the screen's
    /// (`HomeScreenFrame.accessibilityMenuWidth`: the width less twice the content spacing, 402 − 32 = 370 pt in both
    /// eras, §1 H+F).
    public var phoneWidth: Double
    /// Menu width on iPad, standard and AX sizes.
    public var padWidth: Double
    public var padAccessibilityWidth = 343.0
    /// Leading and trailing padding.
    public var horizontalPadding: Double
    /// The icon box, how far it reaches back into the padding, and the gap to the text.
    public var iconBox: Double
    public var iconOffset: Double
    public var textIconGap = 4.0
    /// Top of row to the first baseline, and last baseline to the bottom (with and without a subtitle).
    public var topToBaseline: Double
    public var baselineToBottom: Double
    public var baselineToBottomWithSubtitle: Double
    /// Minimum row height, title only.
    public var minimumRowHeight: Double
    /// Baseline step from title to subtitle, and between wrapped title lines (Body 17's leading, der).
    public var subtitleBaselineStep: Double
    public var titleLineStep = 22.0
    /// Corner radius of the platter on iPhone and on iPad.
    public var phoneCornerRadius: Double
    public var padCornerRadius: Double
    /// Whether a hairline (one device pixel) separates items.
    public var hasItemSeparators: Bool
    /// Between the app's items and the system items: a band of this height, or a line of `sectionLineWidth` inset
    /// by `sectionLineInset`.
    public var sectionBand: Double
    public var sectionLineWidth: Double
    public var sectionLineInset: Double
    /// Subtitles in Subheadline (classic) or Footnote (glass).
    public var subtitleStyle: TextSize.Style

    /// iOS 13-18 (§1-4, M/C/L/F): 250 pt wide, 16-pt padding, a 24-pt trailing icon box, rows from 43.67 pt,
    /// hairlines between items, an 8-pt band before the system items, corners of 13 pt.
    public static let classic = MenuMetrics(
        phoneWidth: 250, padWidth: 262, horizontalPadding: 16, iconBox: 24, iconOffset: 0, topToBaseline: 28,
        baselineToBottom: 15.67, baselineToBottomWithSubtitle: 15.67, minimumRowHeight: 43.67,
        subtitleBaselineStep: 20, phoneCornerRadius: 13, padCornerRadius: 13, hasItemSeparators: true,
        sectionBand: 8, sectionLineWidth: 0, sectionLineInset: 0, subtitleStyle: .subheadline)

    /// iOS 26 (§1-4, G/GP): 28-pt padding, a 40-pt leading icon box reaching 12 pt into it (text from ≈60 pt), rows
    /// from 42 pt, no item separators, a 1-pt line inset 24 before the system items, corners of 32 pt (26 on iPad),
    /// Footnote subtitles; iPad 224 pt wide.
    public static let glass = MenuMetrics(
        phoneWidth: 250, padWidth: 224, horizontalPadding: 28, iconBox: 40, iconOffset: 12, topToBaseline: 27,
        baselineToBottom: 15, baselineToBottomWithSubtitle: 14, minimumRowHeight: 42, subtitleBaselineStep: 17,
        phoneCornerRadius: 32, padCornerRadius: 26, hasItemSeparators: false, sectionBand: 0, sectionLineWidth: 1,
        sectionLineInset: 24, subtitleStyle: .footnote)

    /// The menu's width for a device and text size.
    public func width(device: DeviceKind, textSize: TextSize) -> Double {
        switch device {
        case .iphone:
            textSize.isAccessibility ? HomeScreenFrame.of(.iphone).accessibilityMenuWidth : phoneWidth
        case .ipad: textSize.isAccessibility ? padAccessibilityWidth : padWidth
        }
    }

    /// Where text starts from the leading edge: after the padding, and after the icon box and gap unless the icon
    /// column is dropped. Classic: 16 + 24 + 4 = 44; glass: 28 − 12 + 40 + 4 = 60 (§2, der).
    public func textInset(hasIcon: Bool) -> Double {
        hasIcon ? horizontalPadding - iconOffset + iconBox + textIconGap : horizontalPadding
    }

    /// The width text may take in a row: the icon box and gap are left out unless the icon column is dropped (AX
    /// sizes, §2 L/F). On iPhone at standard sizes: classic 250 − 44 − 16 = 190 pt, glass 250 − 60 − 28 = 162 pt.
    public func textWidth(device: DeviceKind, textSize: TextSize, hasIcon: Bool) -> Double {
        let showsIcon = hasIcon && !textSize.isAccessibility
        return width(device: device, textSize: textSize) - textInset(hasIcon: showsIcon) - horizontalPadding
    }

    /// The platter's corner radius on `device`.
    public func cornerRadius(device: DeviceKind) -> Double { device == .ipad ? padCornerRadius : phoneCornerRadius }

    /// The height the separator between the sections takes in the layout.
    public var sectionGap: Double { max(sectionBand, sectionLineWidth) }

    /// A hairline: one device pixel at `scale` (2 → 0.5 pt, 3 → 0.33 pt; §2, M).
    public static func hairline(scale: Int) -> Double { 1 / Double(scale) }
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
