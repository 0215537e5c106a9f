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

    /// The accessibility sizes, where the menu widens, the icon column is dropped and lines are not limited
    /// (menu-geometry §1-3).
    public var isAccessibility: Bool { self == .AX1 || self == .AX2 || self == .AX3 }

    /// The factor row metrics scale by: ≈ body size / 17 (menu-geometry §2).
    public var scale: Double { bodyPointSize / 17 }
}
