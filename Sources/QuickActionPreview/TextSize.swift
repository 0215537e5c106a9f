/// Dynamic Type sizes, from xSmall to the accessibility sizes (HIG typography, "Dynamic Type sizes";
/// menu-geometry §3).
public enum TextSize: String, Sendable, Hashable, Codable, CaseIterable {
    case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3

    /// Body (titles), in points: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40 (HIG typography; menu-geometry §3).
    public var bodyPointSize: Double {
        switch self {
        case .xS: 14
        case .S: 15
        case .M: 16
        case .L: 17
        case .xL: 19
        case .xxL: 21
        case .xxxL: 23
        case .AX1: 28
        case .AX2: 33
        case .AX3: 40
        }
    }

    /// Subheadline (subtitles, classic era), in points: 12, 13, 14, 15, 17, 19, 21, 25, 30, 36 (HIG typography;
    /// menu-geometry §3).
    public var subheadlinePointSize: Double {
        switch self {
        case .xS: 12
        case .S: 13
        case .M: 14
        case .L: 15
        case .xL: 17
        case .xxL: 19
        case .xxxL: 21
        case .AX1: 25
        case .AX2: 30
        case .AX3: 36
        }
    }

    /// Footnote (subtitles, glass era), in points: 12, 12, 12, 13, 15, 17, 19, 23, 27, 33 (HIG typography;
    /// menu-geometry §3).
    public var footnotePointSize: Double {
        switch self {
        case .xS, .S, .M: 12
        case .L: 13
        case .xL: 15
        case .xxL: 17
        case .xxxL: 19
        case .AX1: 23
        case .AX2: 27
        case .AX3: 33
        }
    }

    /// A text style the menu uses for subtitles.
    public enum Style: String, Sendable, Hashable, Codable {
        case subheadline, footnote
    }

    /// The point size of `style` at this size.
    public func pointSize(_ style: Style) -> Double {
        style == .subheadline ? subheadlinePointSize : footnotePointSize
    }

    /// The accessibility sizes, where the menu widens, the icon column is dropped and lines are not limited
    /// (menu-geometry §1-3).
    public var isAccessibility: Bool { self == .AX1 || self == .AX2 || self == .AX3 }

    /// The factor row metrics scale by: ≈ body size / 17 (menu-geometry §2).
    public var scale: Double { bodyPointSize / 17 }
}
