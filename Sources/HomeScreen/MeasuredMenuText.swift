import QuickActionKit

/// What a measured layout shows of a menu's texts (the lines `preview` draws, shrunk or cut with “…”), handed to
/// `MenuTextRenderer` so the text menu prints exactly what the picture draws (issue 16: one menu, one truncation).
/// HomeScreen does not measure text; QuickActionPreview builds this from its layout.
public struct MeasuredMenuText: Sendable, Hashable {
    /// The lines of one row, as drawn.
    public struct Row: Sendable, Hashable {
        public var title: [String]
        public var subtitle: [String]

        public init(title: [String], subtitle: [String]) {
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// One text that does not fit: the full text, what is shown, and by how many points it is too wide.
    public struct Cut: Sendable, Hashable {
        public var field: String
        public var text: String
        public var shownText: String
        public var overflow: Double

        public init(field: String, text: String, shownText: String, overflow: Double) {
            self.field = field
            self.text = text
            self.shownText = shownText
            self.overflow = overflow
        }
    }

    /// App items' rows by their index in `HomeScreenMenu.items`.
    public var items: [Int: Row]
    /// System items' rows by kind.
    public var systemItems: [SystemMenuItem.Kind: Row]
    public var cuts: [Cut]
    /// How the text was measured, e.g. "text size L".
    public var measuredWith: String

    public init(
        items: [Int: Row], systemItems: [SystemMenuItem.Kind: Row], cuts: [Cut], measuredWith: String
    ) {
        self.items = items
        self.systemItems = systemItems
        self.cuts = cuts
        self.measuredWith = measuredWith
    }
}

/// How every tool prints a length in points: at most two decimals, no trailing zeros (`23.92`, `5.7`, `12`), so
/// `menu`, `preview` and `lint` say the same number for the same overflow.
public enum Points {
    public static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        guard fraction != 0 else { return String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return (hundredths < 0 && whole == 0 ? "-" : "") + "\(whole).\(digits)"
    }
}
