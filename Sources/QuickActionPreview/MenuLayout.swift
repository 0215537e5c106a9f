import HomeScreen
import QuickActionKit

/// A menu laid out for drawing: rows with positioned text lines and icons, section bands, and every string that
/// does not fit (platform-facts §3 title display; menu-geometry §1-3).
public struct MenuLayout: Sendable {
    public var width: Double
    public var height: Double
    public var locale: LocaleIdentifier
    public var textSize: TextSize
    public var appearance: Appearance
    public var isRightToLeft: Bool
    public var device: DeviceKind
    /// The generation of the menu drawn (`MenuEra`); its metrics are `MenuGeometry.metrics(era)`.
    public var era: MenuEra
    /// Device pixels per point the menu is drawn at (2 or 3): hairlines are one pixel thick and sit on whole pixels.
    public var pixelScale: Int
    public var rows: [Row]
    /// Top y of each separator between sections (a band, or a line in the glass era).
    public var bands: [Double]
    public var truncations: [Truncation]
    /// SF Symbol names drawn as placeholders (we cannot ship SF Symbols), for the legend.
    public var placeholderSymbols: [String]
    /// Template images of the app's asset catalog, drawn as placeholders too (not read yet), for the legend.
    public var placeholderTemplateImages: [String] = []

    public struct Row: Sendable {
        public enum Kind: Sendable, Hashable {
            case appItem(index: Int)
            case systemItem(SystemMenuItem.Kind)
        }

        public var kind: Kind
        public var y: Double
        public var height: Double
        public var title: [Line]
        public var subtitle: [Line]
        public var icon: PreviewIcon?
        /// Left x of the icon box.
        public var iconX: Double
        public var isDestructive: Bool
        /// A hairline below the row (not after the last row of a section).
        public var hasSeparatorBelow: Bool
    }

    /// One line of text: its left edge, width as drawn, baseline, and the font size after any shrinking.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var x: Double
        public var width: Double
        public var baseline: Double
        public var fontSize: Double
        public var isTruncated: Bool
        /// The runs of emoji in the text, measured in Noto Color Emoji and drawn as its pictures; empty for most.
        public var emoji: [EmojiRun] = []
        /// With emoji: the rest of the text in pieces, each at its measured place.
        public var textPieces: [TextPiece] = []
    }
}

/// What an icon slot shows.
public enum PreviewIcon: Sendable, Hashable {
    case system(SystemIconType)
    /// A symbol of a system menu item, drawn with our own glyph.
    case systemItemSymbol(String)
    /// An SF Symbol drawn with its Bootstrap Icons look-alike (`SymbolLookalikes`).
    case lookalike(String)
    /// An SF Symbol we cannot draw: a neutral placeholder marked "SF", named in the legend.
    case placeholder(String)
    /// An image of the app's own (`UIApplicationShortcutItemIconFile`, drawn as a template by iOS) that the preview
    /// does not draw: a neutral placeholder marked as a picture, named in the legend.
    case imagePlaceholder(String)
    case monogram(String)

    init(_ icon: ShortcutIcon) {
        switch icon {
        case .system(let type): self = .system(type)
        case .systemImageName(let name): self = SymbolLookalikes.has(name) ? .lookalike(name) : .placeholder(name)
        case .templateImageName(let name): self = .imagePlaceholder(name)
        case .contact(let contact): self = .monogram(contact.monogram)
        }
    }
}

/// A string that does not fit, by how much, where (issue 6: "which string, in which locale and size, by how many
/// points"); the linter's truncation rules read these.
public struct Truncation: Sendable, Hashable, Codable {
    public enum Field: String, Sendable, Hashable, Codable {
        case title, subtitle
    }

    public var field: Field
    /// The full string.
    public var text: String
    /// What is shown instead, ending in “…”.
    public var shownText: String
    /// The item's type (app items) or system item kind.
    public var itemType: String
    public var source: ItemSource?
    public var locale: LocaleIdentifier
    public var textSize: TextSize
    /// How many points too wide the text is after shrinking as far as allowed.
    public var overflow: Double
}
