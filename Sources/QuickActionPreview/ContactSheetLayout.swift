import HomeScreen
import QuickActionKit

/// Where everything on a contact sheet goes, in points, without markup: the heading, the cells (one menu each) in
/// rows, and the list of truncations, cut into horizontal strips that `PNGRenderer` can draw on separate cores.
///
/// Cells are ordered by text size, then locale, light before dark, and flow into rows no wider than `maximumRowWidth`,
/// each row as tall as its own tallest cell. So the small menus of the standard sizes sit four to a row and the tall
/// accessibility ones two to a row, and no short menu shares a row with a tall one (issue 17, part 7: the sheet was
/// one row per locale, 1,908 pt wide, its small cells half empty).
struct ContactSheetLayout {
    static let gap = 24.0
    static let labelHeight = 22.0
    /// The height of the heading strip: the heading, its second line and a gap.
    static let headingHeight = gap + 40
    /// Rows fill to about a laptop screen's width: four standard phone menus, or two pairs of accessibility ones.
    static let maximumRowWidth = 1_200.0

    struct Cell {
        var label: String
        var layout: MenuLayout
        /// The cell's left edge and its top within its row.
        var x: Double
        var width: Double
    }

    struct Row {
        var cells: [Cell]
        /// Whole points, so every strip of the PNG is whole pixels at any scale.
        var height: Double
    }

    var width: Double
    var rows: [Row]
    /// The height of the strip with the list of truncations.
    var listHeight: Double
    var height: Double { Self.headingHeight + rows.map(\.height).reduce(0, +) + listHeight }

    /// Lays out `cells` (in sheet order) with `listLineCount` lines of truncations, at least `minimumWidth` wide (the
    /// heading's and the list's longest line).
    init(cells: [(label: String, layout: MenuLayout)], pairSize: Int, listLineCount: Int, minimumWidth: Double) {
        // Cells flow in groups of `pairSize` (a locale's light and dark at one size), which are never split.
        var rows: [Row] = []
        var current: [Cell] = []
        var x = Self.gap
        var previousSize: TextSize?
        for start in stride(from: 0, to: cells.count, by: max(1, pairSize)) {
            let group = cells[start..<min(start + max(1, pairSize), cells.count)]
            let groupWidth = group.map { $0.layout.width + Self.gap }.reduce(0, +)
            let size = group.first?.layout.textSize
            // A new row when the group does not fit, and for each text size.
            if !current.isEmpty && (x + groupWidth > Self.maximumRowWidth || size != previousSize) {
                rows.append(Self.row(current))
                current = []
                x = Self.gap
            }
            for cell in group {
                current.append(Cell(label: cell.label, layout: cell.layout, x: x, width: cell.layout.width + Self.gap))
                x += cell.layout.width + Self.gap
            }
            previousSize = size
        }
        if !current.isEmpty { rows.append(Self.row(current)) }
        self.rows = rows
        let cellsWidth = rows.map { ($0.cells.last.map { $0.x + $0.width } ?? 0) }.max() ?? 0
        width = max(cellsWidth, minimumWidth).rounded(.up)
        listHeight = (30 + Double(listLineCount) * 18 + Self.gap).rounded(.up)
    }

    private static func row(_ cells: [Cell]) -> Row {
        Row(cells: cells, height: ((cells.map(\.layout.height).max() ?? 0) + labelHeight + gap).rounded(.up))
    }
}
