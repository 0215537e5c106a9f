import HomeScreen

extension MenuLayout {
    /// The lines this layout draws, for the text menu to print the same truncation (issue 16).
    public var measuredText: MeasuredMenuText {
        var items: [Int: MeasuredMenuText.Row] = [:]
        var systemItems: [SystemMenuItem.Kind: MeasuredMenuText.Row] = [:]
        for row in rows {
            let lines = MeasuredMenuText.Row(title: row.title.map(\.text), subtitle: row.subtitle.map(\.text))
            switch row.kind {
            case .appItem(let index): items[index] = lines
            case .systemItem(let kind): systemItems[kind] = lines
            }
        }
        let cuts = truncations.map {
            MeasuredMenuText.Cut(
                field: $0.field.rawValue, text: $0.text, shownText: $0.shownText, overflow: $0.overflow)
        }
        return MeasuredMenuText(
            items: items, systemItems: systemItems, cuts: cuts, measuredWith: "text size \(textSize.rawValue)")
    }
}
