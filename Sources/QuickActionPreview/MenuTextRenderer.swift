import HomeScreen
import QuickActionKit

/// Draws a menu in the terminal as a person would see it: a box of rows with each icon on its side, subtitles under
/// titles, the system items after a band, the app icon above or below, and a line for each item not shown.
///
/// Icons cannot be drawn in text; each shows as a short bracketed label (`[compose]`, `[sf magnifyingglass]`).
/// With the menu's `layout` (`MenuLayoutEngine`), titles and subtitles are printed as the picture draws them:
/// wrapped, shrunk or cut with “…”, on the sides the layout puts them, and the cut ones are listed. Without one
/// (`--no-measure`, or no fonts) every text shows in full. The one text drawing of a menu: `menu` and
/// `preview --format txt` print it.
public struct MenuTextRenderer: Sendable {
    public init() {}

    public func render(_ menu: HomeScreenMenu, layout: MenuLayout? = nil) -> String {
        let measured = layout.map(MeasuredLines.init)
        let placement = Self.placement(of: menu, drawnAs: layout)
        // A text computed at run time shows its expression, which nobody will read: it is not measured (as lint
        // skips it too), and shows in full.
        var rows = menu.items.enumerated().map { index, item in
            var lines = measured?.items[index]
            if item.computedProperties.contains("localizedTitle") { lines?.title = [item.title] }
            if item.computedProperties.contains("localizedSubtitle") {
                lines?.subtitle = item.subtitle.map { [$0] } ?? []
            }
            return Row(item: item, lines: lines)
        }
        let hasComputedText = menu.items.contains { item in
            item.computedProperties.contains("localizedTitle") || item.computedProperties.contains("localizedSubtitle")
        }
        let systemRows = menu.systemItems.map { Row(systemItem: $0, lines: measured?.systemItems[$0.kind]) }
        let iconWidth = (rows + systemRows).map { TerminalWidth.of($0.iconLabel) }.max() ?? 0
        let textWidth = (rows + systemRows).flatMap { $0.title + $0.subtitle }.map(TerminalWidth.of).max() ?? 0
        let innerWidth = iconWidth + 2 + textWidth

        let drawsItemSeparators = layout.map { MenuGeometry.metrics($0.era).hasItemSeparators } ?? true
        var body: [String] = []
        func line(_ icon: String, _ text: String) -> String {
            let iconCell = TerminalWidth.pad(icon, to: iconWidth, alignment: placement.itemIconSide)
            let textCell = TerminalWidth.pad(text, to: textWidth, alignment: placement.textAlignment)
            let cells = placement.itemIconSide == .left ? iconCell + "  " + textCell : textCell + "  " + iconCell
            return "│ " + cells + " │"
        }
        func append(_ section: [Row]) {
            for (offset, row) in section.enumerated() {
                // Between items only where the picture draws a hairline (none in the glass era).
                if offset > 0 && drawsItemSeparators {
                    body.append("├" + String(repeating: "─", count: innerWidth + 2) + "┤")
                }
                for (index, title) in row.title.enumerated() {
                    body.append(line(index == 0 ? row.iconLabel : "", title))
                }
                for subtitle in row.subtitle { body.append(line("", subtitle)) }
            }
        }
        if placement.reversesItemOrder { rows.reverse() }
        let sections = placement.reversesItemOrder ? [systemRows.reversed(), rows] : [rows, systemRows]
        for section in sections where !section.isEmpty {
            if !body.isEmpty { body.append("╞" + String(repeating: "═", count: innerWidth + 2) + "╡") }
            append(section)
        }
        let top = "┌" + String(repeating: "─", count: innerWidth + 2) + "┐"
        let bottom = "└" + String(repeating: "─", count: innerWidth + 2) + "┘"
        let boxWidth = innerWidth + 4
        let appIcon = TerminalWidth.pad("▣ \(menu.appName)", to: boxWidth, alignment: placement.alignedEdge)
        let box = [top] + body + [bottom]
        let drawing = placement.attachment == .below ? [appIcon] + box : box + [appIcon]

        var output =
            [header(menu), Self.origin(menu.origin), summary(placement), ""]
            + drawing.map { Self.trimmingTrailingSpaces("  " + $0) }
        let typed = menu.items.enumerated().filter { !$0.element.type.isEmpty }
        if !typed.isEmpty {
            // The type is what `quickactions launch --item` chooses by.
            output += ["", "Item types (for launch --item):"]
            output += typed.map { "  \($0.offset + 1). \($0.element.type)  “\($0.element.title)”" }
        }
        if let measured {
            // The layout does not count a computed text's cut (`MenuLayoutEngine`).
            let cuts = measured.cuts
            if cuts.isEmpty {
                let unmeasured = hasComputedText ? " (texts computed at run time are not measured)" : ""
                output += ["", "Measured (\(measured.measuredWith)): every text fits\(unmeasured)."]
            } else {
                output += ["", "Cut with “…” (measured, \(measured.measuredWith)):"]
                output += cuts.map {
                    "  • \($0.field.rawValue) “\($0.text)” shows as “\($0.shownText)”: "
                        + "\(Points.format($0.overflow)) pt too wide"
                }
            }
        }
        if !menu.notShown.isEmpty {
            output += ["", "Not shown:"]
            output += menu.notShown.map { hidden in
                let name =
                    hidden.title.flatMap { $0.isEmpty ? nil : " “\($0)”" } ?? hidden.type.map { " (type \($0))" } ?? ""
                let place = hidden.source.location.map { " at \($0)" } ?? ""
                return
                    "  ✗ \(hidden.source.kind.rawValue) item \(hidden.source.index + 1)\(name)\(place): \(hidden.reason)"
            }
        }
        let computed = menu.items.filter { !$0.computedProperties.isEmpty }
        if !computed.isEmpty {
            output += ["", "Computed at run time (shown as ‹expression›):"]
            output += computed.map { item in
                let place = item.source.location.map { " (\($0))" } ?? ""
                return "  • \(item.computedProperties.joined(separator: ", "))\(place)"
            }
        }
        let localized = menu.items.filter { $0.titleKey != nil }
        if !localized.isEmpty {
            output += ["", "Titles looked up in the app's strings tables:"]
            output += localized.compactMap { item in
                guard let key = item.titleKey else { return nil }
                let table = item.titleLocalization.map { " (\($0))" } ?? ", not in any table: the default value"
                return "  • “\(item.title)”: \(key)\(table)"
            }
        }
        if let states = menu.otherStates {
            output += ["", "Other states of the app's items (the menu shows the one that registers the most):"]
            output += states.map { state in
                let count =
                    state.itemCount == 0 ? "no items" : state.itemCount == 1 ? "1 item" : "\(state.itemCount) items"
                let titles =
                    state.titles.isEmpty ? "" : " (" + state.titles.map { "“\($0)”" }.joined(separator: ", ") + ")"
                let items = count + titles
                return "  • \(items) when \(state.conditions.joined(separator: " and ")) (\(state.location))"
            }
        }
        if !menu.origin.notes.isEmpty {
            output += ["", "Not read or not resolved:"]
            output += menu.origin.notes.map { "  • \($0)" }
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// The menu's placement, with its sides mirrored when the layout was drawn in the other direction
    /// (`preview --direction`).
    private static func placement(of menu: HomeScreenMenu, drawnAs layout: MenuLayout?) -> MenuPlacement {
        var placement = menu.placement
        guard let layout, layout.isRightToLeft != placement.isRightToLeft else { return placement }
        placement.isRightToLeft = layout.isRightToLeft
        placement.itemIconSide = placement.itemIconSide == .left ? .right : .left
        placement.textAlignment = layout.isRightToLeft ? .right : .left
        return placement
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }

    private func header(_ menu: HomeScreenMenu) -> String {
        let position = menu.placement.position
        // A name still holding a build variable no setting defines is not the app's name (issue 31).
        let name =
            menu.appName.contains("$(") || menu.appName.contains("${")
            ? "\(menu.appName) (unresolved build variable: pass --xcconfig FILE)" : menu.appName
        return "\(name) · \(menu.device == .iphone ? "iPhone" : "iPad") · column \(position.column), row "
            + "\(position.row) · \(menu.localization.description) · \(menu.phase.rawValue) · \(menu.placement.era.caption)"
    }

    /// Where the app was read from, in one line.
    static func origin(_ origin: AppOrigin) -> String {
        guard let project = origin.projectFile, let target = origin.target else {
            return "Read from folders (no Xcode project found)."
        }
        let file = project.hasSuffix("/project.pbxproj") ? String(project.dropLast("/project.pbxproj".count)) : project
        let reason = origin.configurationReason.map { " (\($0))" } ?? ""
        return "Read from \(file), target \(target), \(origin.configuration ?? "Release") configuration\(reason)."
    }

    private func summary(_ placement: MenuPlacement) -> String {
        let order = placement.reversesItemOrder ? ", first item nearest the icon" : ""
        return "Menu opens \(placement.attachment.rawValue) the icon, \(placement.alignedEdge.rawValue) edges aligned; "
            + "item icons on the \(placement.itemIconSide.rawValue)\(order)."
    }

    private struct Row {
        var iconLabel: String
        /// The title's lines: one unless measured text wraps it.
        var title: [String]
        var subtitle: [String]

        init(item: MenuItem, lines: MeasuredLines.Row?) {
            iconLabel = item.icon.map(Self.label) ?? ""
            title = lines?.title ?? [item.title]
            subtitle = lines?.subtitle ?? (item.subtitle.map { [$0] } ?? [])
            // A construction in a loop over run-time values stands for any number of items.
            if item.repeatedAtRunTime == true, !title.isEmpty { title[title.count - 1] += "  × n at run time" }
        }

        init(systemItem: SystemMenuItem, lines: MeasuredLines.Row?) {
            iconLabel = "[sf \(systemItem.symbolName)]"
            title = lines?.title ?? [systemItem.title]
            if systemItem.isDestructive, !title.isEmpty { title[title.count - 1] += " (red)" }
            subtitle = []
        }

        static func label(_ icon: ShortcutIcon) -> String {
            switch icon {
            case .system(let type): "[\(type.caseName)]"
            case .systemImageName(let name): "[sf \(name)]"
            case .templateImageName(let name): "[image \(name)]"
            case .contact(let contact): "[contact \(contact.monogram)]"
            }
        }
    }
}

/// The lines a layout draws, by row, and what it cuts: what the text drawing prints in place of the full texts.
private struct MeasuredLines {
    struct Row {
        var title: [String]
        var subtitle: [String]
    }

    /// App items' rows by their index in `HomeScreenMenu.items`.
    var items: [Int: Row] = [:]
    var systemItems: [SystemMenuItem.Kind: Row] = [:]
    var cuts: [Truncation]
    /// How the text was measured, e.g. "text size L".
    var measuredWith: String

    init(_ layout: MenuLayout) {
        cuts = layout.truncations
        measuredWith = "text size \(layout.textSize.rawValue)"
        for row in layout.rows {
            let lines = Row(title: row.title.map(\.text), subtitle: row.subtitle.map(\.text))
            switch row.kind {
            case .appItem(let index): items[index] = lines
            case .systemItem(let kind): systemItems[kind] = lines
            }
        }
    }
}
