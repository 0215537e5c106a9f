import QuickActionKit

/// Our own vector glyphs for quick-action icons, drawn on a 24 × 24 grid in `currentColor` (SF Symbols cannot be
/// shipped). They follow the iOS 9 quick-action icons in spirit: monochrome, 2-pt strokes with round caps and joins.
///
/// Every glyph is a fragment of SVG elements (no `<svg>` wrapper) in a 24 × 24 box at the origin; place it with a
/// `transform` on a parent group and set that group's `color` to pick light or dark appearance. Paths use absolute
/// commands only, so every number in a glyph lies within 0...24; the fragments contain no entities.
public enum IconGlyphs {
    /// SVG elements (no `<svg>` wrapper) drawing `type` in a 24 × 24 box at the origin.
    public static func svg(for type: SystemIconType) -> String {
        stroked(body(for: type))
    }

    /// The glyph the preview draws for an app's icon, nil when it draws a placeholder (a template image, a contact,
    /// an SF Symbol without a look-alike): what `export` gives other platforms, so they show the same drawing.
    public static func artwork(for icon: ShortcutIcon) -> String? {
        switch icon {
        case .system(let type): svg(for: type)
        case .systemImageName(let name): SymbolLookalikes.glyph(for: name)
        case .templateImageName, .contact: nil
        }
    }

    /// The glyph iOS shows beside a system menu item, by its SF Symbol name ("apps.iphone", "apps.ipad",
    /// "square.and.arrow.up", "minus.circle", "plus.square.on.square", "square.grid.2x2", "text.bubble"); `nil` for
    /// other names.
    public static func svg(forSystemItemSymbol name: String) -> String? {
        switch name {
        case "apps.iphone":
            return stroked(
                #"<rect x="5.5" y="2" width="13" height="20" rx="2.5"/>"#
                    + squares(xs: ["8.5", "13"], ys: ["6", "10.5"]))
        case "apps.ipad":
            return stroked(
                #"<rect x="3" y="2.5" width="18" height="19" rx="2"/>"#
                    + squares(xs: ["6.5", "10.75", "15"], ys: ["6", "10.5"]))
        case "square.and.arrow.up":
            return svg(for: .share)
        case "minus.circle":
            return stroked(#"<circle cx="12" cy="12" r="9.5"/><line x1="7.5" y1="12" x2="16.5" y2="12"/>"#)
        case "plus.square.on.square":
            return stroked(
                #"<path d="M5 16.5H4.5A1.5 1.5 0 0 1 3 15V4.5A1.5 1.5 0 0 1 4.5 3H15A1.5 1.5 0 0 1 16.5 4.5V5"/>"#
                    + #"<rect x="8" y="8" width="13" height="13" rx="2"/>"#
                    + #"<line x1="14.5" y1="11.5" x2="14.5" y2="17.5"/><line x1="11.5" y1="14.5" x2="17.5" y2="14.5"/>"#
            )
        case "square.grid.2x2":
            return stroked(
                #"<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/>"#
                    + #"<rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/>"#
                    + #"<rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/>"#
                    + #"<rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/>"#)
        case "text.bubble":
            return stroked(
                #"<path d="M5 3.5H19A2 2 0 0 1 21 5.5V15A2 2 0 0 1 19 17H11L6.5 20.5V17H5"#
                    + #"A2 2 0 0 1 3 15V5.5A2 2 0 0 1 5 3.5Z"/>"#
                    + #"<line x1="7.5" y1="8" x2="16.5" y2="8"/><line x1="7.5" y1="12" x2="13.5" y2="12"/>"#)
        default:
            return nil
        }
    }

    /// A neutral placeholder for an SF Symbol we cannot draw: a dashed rounded square with a small "SF" mark. The name
    /// is shown by the caller in the legend.
    public static let placeholder: String = stroked(
        #"<rect x="3" y="3" width="18" height="18" rx="4" stroke-width="1.5" stroke-linecap="butt""#
            + #" stroke-dasharray="3 2.43"/>"#
            + #"<text x="12" y="14.6" font-size="7" font-weight="600" text-anchor="middle" fill="currentColor""#
            + #" stroke="none">SF</text>"#)

    /// A neutral placeholder for an image of the app's own we do not draw (`UIApplicationShortcutItemIconFile`): the
    /// same dashed square as `placeholder`, marked with a small picture (a sun over a hill) instead of "SF", which
    /// would say it is a symbol. The name is shown by the caller in the legend.
    public static let imagePlaceholder: String = stroked(
        #"<rect x="3" y="3" width="18" height="18" rx="4" stroke-width="1.5" stroke-linecap="butt""#
            + #" stroke-dasharray="3 2.43"/>"#
            + #"<circle cx="9.5" cy="9.5" r="1.5" stroke-width="1.2"/>"#
            + #"<path d="M7 16.5l3.5-3.5 2.5 2.5 1.5-1.5 2.5 2.5" stroke-width="1.2" stroke-linejoin="round"/>"#)

    /// A contact monogram: a circle with the initials (text element, font-family inherited).
    ///
    /// The initials are escaped for XML; three or more characters are set smaller so they stay inside the circle.
    public static func monogram(_ initials: String) -> String {
        let fontSize = initials.count > 2 ? "6.5" : "9"
        let baseline = initials.count > 2 ? "14.3" : "15.2"
        return stroked(
            #"<circle cx="12" cy="12" r="10"/>"#
                + #"<text x="12" y="\#(baseline)" font-size="\#(fontSize)" font-weight="600" text-anchor="middle""#
                + #" fill="currentColor" stroke="none">\#(XMLText.attribute(initials))</text>"#)
    }

    /// The group every glyph is drawn in: outlines in `currentColor`, 2-pt strokes, round caps and joins.
    private static func stroked(_ body: String) -> String {
        #"<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"#
            + body + "</g>"
    }

    /// Small filled 2.5-pt squares (app icons) at every combination of `xs` and `ys`.
    private static func squares(xs: [String], ys: [String]) -> String {
        var result = ""
        for y in ys {
            for x in xs {
                result +=
                    #"<rect x="\#(x)" y="\#(y)" width="2.5" height="2.5" rx="0.5" fill="currentColor" stroke="none"/>"#
            }
        }
        return result
    }

    private static func body(for type: SystemIconType) -> String {
        switch type {
        case .compose:
            // An open square with a pencil writing into it.
            #"<path d="M11 4H6A2 2 0 0 0 4 6V18A2 2 0 0 0 6 20H18A2 2 0 0 0 20 18V13"/>"#
                + #"<path d="M17.5 3.5A2.12 2.12 0 0 1 20.5 6.5L12 15L8 16L9 12Z"/>"#
        case .play:
            #"<polygon points="7,4.5 19,12 7,19.5" fill="currentColor"/>"#
        case .pause:
            #"<rect x="6" y="5" width="3" height="14" rx="0.5" fill="currentColor"/>"#
                + #"<rect x="15" y="5" width="3" height="14" rx="0.5" fill="currentColor"/>"#
        case .add:
            #"<line x1="12" y1="4.5" x2="12" y2="19.5"/><line x1="4.5" y1="12" x2="19.5" y2="12"/>"#
        case .location:
            #"<polygon points="3.5,11 20.5,3.5 13,20.5 11,13" fill="currentColor"/>"#
        case .search:
            #"<circle cx="10.5" cy="10.5" r="6.5"/><line x1="15.3" y1="15.3" x2="20" y2="20"/>"#
        case .share:
            #"<path d="M8.5 9H6V21H18V9H15.5"/><line x1="12" y1="3" x2="12" y2="14.5"/>"#
                + #"<polyline points="8.5,6.5 12,3 15.5,6.5"/>"#
        case .prohibit:
            #"<circle cx="12" cy="12" r="9"/><line x1="5.64" y1="5.64" x2="18.36" y2="18.36"/>"#
        case .contact:
            #"<circle cx="12" cy="12" r="10"/><circle cx="12" cy="9.5" r="3.3"/>"#
                + #"<path d="M5.9 18.9A7.5 7.5 0 0 1 18.1 18.9"/>"#
        case .home:
            #"<polyline points="3,11 12,3.5 21,11"/><path d="M5.5 9.5V20H10V15H14V20H18.5V9.5"/>"#
        case .markLocation:
            #"<path d="M12 21.5C12 21.5 19 15.5 19 10A7 7 0 0 0 5 10C5 15.5 12 21.5 12 21.5Z"/>"#
                + #"<circle cx="12" cy="10" r="2.5"/>"#
        case .favorite:
            #"<polygon points="12,2.9 14.53,9.42 21.51,9.81 16.09,14.23 17.88,20.99 12,17.2 6.12,20.99 7.91,14.23"#
                + #" 2.49,9.81 9.47,9.42"/>"#
        case .love:
            #"<path d="M12 20.5C7 17 3 13.5 3 9C3 6.2 5.2 4 7.8 4C9.6 4 11.2 5 12 6.5C12.8 5 14.4 4 16.2 4"#
                + #"C18.8 4 21 6.2 21 9C21 13.5 17 17 12 20.5Z"/>"#
        case .cloud:
            #"<path d="M6.5 19A4.5 4.5 0 0 1 6 10.03A6 6 0 0 1 17.5 9A5 5 0 0 1 17.5 19Z"/>"#
        case .invitation:
            // An envelope with a card bearing a plus sliding out of it.
            #"<path d="M6 12V4.5A1 1 0 0 1 7 3.5H17A1 1 0 0 1 18 4.5V12"/>"#
                + #"<line x1="12" y1="6.75" x2="12" y2="10.25"/><line x1="10.25" y1="8.5" x2="13.75" y2="8.5"/>"#
                + #"<path d="M3 10V19A1.5 1.5 0 0 0 4.5 20.5H19.5A1.5 1.5 0 0 0 21 19V10"/>"#
                + #"<polyline points="3,10 12,16 21,10"/>"#
        case .confirmation:
            #"<circle cx="12" cy="12" r="10"/><polyline points="7.5,12.5 10.5,15.5 16.5,9"/>"#
        case .mail:
            #"<rect x="3" y="5" width="18" height="14" rx="2"/><polyline points="3.5,6.5 12,13 20.5,6.5"/>"#
        case .message:
            #"<path d="M12 4C7 4 3 7.4 3 11.5C3 13.7 4.1 15.6 5.9 17L5 20.5L9.3 18.6C10.2 18.9 11.1 19 12 19"#
                + #"C17 19 21 15.6 21 11.5S17 4 12 4Z"/>"#
        case .date:
            #"<rect x="3" y="5" width="18" height="16" rx="2"/><line x1="3" y1="10" x2="21" y2="10"/>"#
                + #"<line x1="8" y1="3" x2="8" y2="7"/><line x1="16" y1="3" x2="16" y2="7"/>"#
                + #"<rect x="7" y="13.5" width="3" height="3" rx="0.5" fill="currentColor"/>"#
        case .time:
            #"<circle cx="12" cy="12" r="10"/><polyline points="12,6.5 12,12 15.5,14"/>"#
        case .capturePhoto:
            #"<path d="M4 7H7.5L9.5 4.5H14.5L16.5 7H20A1.5 1.5 0 0 1 21.5 8.5V18.5A1.5 1.5 0 0 1 20 20H4"#
                + #"A1.5 1.5 0 0 1 2.5 18.5V8.5A1.5 1.5 0 0 1 4 7Z"/><circle cx="12" cy="13" r="3.5"/>"#
        case .captureVideo:
            #"<rect x="2" y="6.5" width="13.5" height="11" rx="2"/>"#
                + #"<polygon points="15.5,10.5 21.5,7 21.5,17 15.5,13.5"/>"#
        case .task:
            #"<circle cx="12" cy="12" r="9"/>"#
        case .taskCompleted:
            // A filled disc with the check mark cut out of it (even-odd), so it needs no second colour.
            #"<path d="M2 12A10 10 0 1 0 22 12A10 10 0 1 0 2 12Z"#
                + #"M8.08 11.52L10.56 13.99L15.98 8.06L17.82 9.74L10.64 17.61L6.32 13.28Z""#
                + #" fill="currentColor" fill-rule="evenodd" stroke="none"/>"#
        case .alarm:
            #"<circle cx="12" cy="13" r="7.5"/><polyline points="12,9.5 12,13 14.5,14.5"/>"#
                + #"<path d="M3 7A4 4 0 0 1 7 3"/><path d="M17 3A4 4 0 0 1 21 7"/>"#
                + #"<line x1="6.5" y1="18.5" x2="5" y2="20.5"/><line x1="17.5" y1="18.5" x2="19" y2="20.5"/>"#
        case .bookmark:
            #"<path d="M7 3H17A1 1 0 0 1 18 4V21L12 16.5L6 21V4A1 1 0 0 1 7 3Z"/>"#
        case .shuffle:
            #"<path d="M3 7H6.5C10.5 7 13.5 17 17.5 17H21"/><path d="M3 17H6.5C10.5 17 13.5 7 17.5 7H21"/>"#
                + #"<polyline points="18,4 21,7 18,10"/><polyline points="18,14 21,17 18,20"/>"#
        case .audio:
            #"<polygon points="3,9.5 7,9.5 12,5 12,19 7,14.5 3,14.5"/>"#
                + #"<path d="M15.5 8.5A5 5 0 0 1 15.5 15.5"/><path d="M18.5 5.5A9 9 0 0 1 18.5 18.5"/>"#
        case .update:
            // Two arcs chasing each other clockwise, each ending in an arrowhead.
            #"<path d="M4.27 14.07A8 8 0 0 1 18.13 6.86"/><polyline points="18.44,3.27 18.13,6.86 14.54,6.54"/>"#
                + #"<path d="M19.73 9.93A8 8 0 0 1 5.87 17.14"/><polyline points="5.56,20.73 5.87,17.14 9.46,17.46"/>"#
        }
    }
}
