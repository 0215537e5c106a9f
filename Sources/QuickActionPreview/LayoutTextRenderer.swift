import HomeScreen
import QuickActionKit

/// A terminal drawing of a laid-out menu: the lines as they fit (wrapped, or cut with “…”), icons as labels on
/// their side, and the truncations listed.
public struct LayoutTextRenderer: Sendable {
    public init() {}

    public func render(_ layout: MenuLayout, appName: String) -> String {
        let labels = layout.rows.map { $0.icon.map(Self.label) ?? "" }
        let iconWidth = labels.map(\.count).max() ?? 0
        let texts = layout.rows.flatMap { ($0.title + $0.subtitle).map(\.text) }
        let textWidth = texts.map(\.count).max() ?? 0
        let iconOnLeft = layout.rows.first.map { $0.iconX < layout.width / 2 } ?? true
        var lines = ["\(appName) · \(layout.locale) · \(layout.appearance.rawValue) · \(layout.textSize.rawValue)"]
        let rule = String(repeating: "─", count: iconWidth + textWidth + 4)
        lines.append("┌" + rule + "┐")
        for (index, row) in layout.rows.enumerated() {
            if index > 0 {
                let isBand = layout.bands.contains { abs($0 - row.y + MenuGeometry.sectionBand) < 0.01 }
                lines.append(
                    isBand ? "╞" + String(repeating: "═", count: iconWidth + textWidth + 4) + "╡" : "├" + rule + "┤")
            }
            for (lineIndex, line) in (row.title + row.subtitle).enumerated() {
                let icon = lineIndex == 0 ? labels[index] : ""
                let iconCell = icon.padding(toLength: iconWidth, withPad: " ", startingAt: 0)
                let text =
                    layout.isRightToLeft
                    ? String(repeating: " ", count: textWidth - line.text.count) + line.text
                    : line.text.padding(toLength: textWidth, withPad: " ", startingAt: 0)
                lines.append("│ " + (iconOnLeft ? iconCell + "  " + text : text + "  " + iconCell) + " │")
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
        case .systemItemSymbol(let name), .placeholder(let name): "[sf \(name)]"
        case .monogram(let initials): "[\(initials)]"
        }
    }
}
