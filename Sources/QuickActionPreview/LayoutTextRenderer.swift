import HomeScreen
import QuickActionKit

/// A terminal drawing of a laid-out menu: the lines as they fit (wrapped, or cut with “…”), icons as labels on
/// their side, and the truncations listed.
public struct LayoutTextRenderer: Sendable {
    public init() {}

    public func render(_ layout: MenuLayout, appName: String) -> String {
        let labels = layout.rows.map { $0.icon.map(Self.label) ?? "" }
        let iconWidth = labels.map(TerminalWidth.of).max() ?? 0
        let textWidth = layout.rows.flatMap { ($0.title + $0.subtitle).map { TerminalWidth.of($0.text) } }.max() ?? 0
        let iconSide: ScreenSide = layout.rows.first.map { $0.iconX < layout.width / 2 ? .left : .right } ?? .left
        let textAlignment: ScreenSide = layout.isRightToLeft ? .right : .left
        let innerWidth = textWidth + (iconWidth > 0 ? iconWidth + 2 : 0)
        let rule = String(repeating: "─", count: innerWidth + 2)
        var lines = [
            "\(appName) · \(layout.locale) · \(layout.appearance.rawValue) · \(layout.textSize.rawValue) · "
                + layout.era.caption
        ]
        lines.append("┌" + rule + "┐")
        for (index, row) in layout.rows.enumerated() {
            if index > 0 {
                let isBand = layout.bands.contains {
                    abs($0 + MenuGeometry.metrics(layout.era).sectionGap - row.y) < 0.01
                }
                // Between items only where the era draws a hairline (none in glass).
                if isBand {
                    lines.append("╞" + String(repeating: "═", count: innerWidth + 2) + "╡")
                } else if layout.rows[index - 1].hasSeparatorBelow {
                    lines.append("├" + rule + "┤")
                }
            }
            for (lineIndex, line) in (row.title + row.subtitle).enumerated() {
                let text = TerminalWidth.pad(line.text, to: textWidth, alignment: textAlignment)
                guard iconWidth > 0 else {
                    lines.append("│ " + text + " │")
                    continue
                }
                let icon = TerminalWidth.pad(lineIndex == 0 ? labels[index] : "", to: iconWidth, alignment: iconSide)
                lines.append("│ " + (iconSide == .left ? icon + "  " + text : text + "  " + icon) + " │")
            }
        }
        lines.append("└" + rule + "┘")
        lines += layout.truncations.map {
            "  ✂ \($0.field.rawValue) “\($0.text)” shows as “\($0.shownText)”: \(SVGMenuRenderer.number($0.overflow)) pt too wide"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func label(_ icon: PreviewIcon) -> String {
        switch icon {
        case .system(let type): "[\(type.caseName)]"
        case .systemItemSymbol(let name), .lookalike(let name), .placeholder(let name): "[sf \(name)]"
        case .monogram(let initials): "[\(initials)]"
        }
    }
}
