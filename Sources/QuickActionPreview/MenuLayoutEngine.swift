import HomeScreen
import QuickActionKit

/// Lays out a `HomeScreenMenu` with measured text (menu-geometry §1-4; title display rules of platform-facts §3).
public struct MenuLayoutEngine {
    /// The text size, appearance, direction and pixel scale to lay out in (`measures` is the presenter's concern).
    public var style: MenuStyle
    private let measurer: TextMeasurer

    public init(measurer: TextMeasurer, style: MenuStyle = MenuStyle()) {
        self.measurer = measurer
        self.style = style
    }

    private var textSize: TextSize { style.textSize }
    private var appearance: Appearance { style.appearance }
    /// Forces a layout direction; `nil` follows the locale (the menu's placement).
    private var rightToLeft: Bool? { style.rightToLeft }
    /// Device pixels per point (2 or 3) the menu is drawn at: separators are drawn one pixel thick, on whole pixels.
    private var pixelScale: Int { style.pixelScale }

    public func layout(_ menu: HomeScreenMenu) throws(PreviewError) -> MenuLayout {
        let isRTL = rightToLeft ?? menu.placement.isRightToLeft
        // Forcing the other direction mirrors the placement's sides too.
        let mirrored = isRTL != menu.placement.isRightToLeft
        let iconSide: ScreenSide =
            mirrored ? (menu.placement.itemIconSide == .left ? .right : .left) : menu.placement.itemIconSide
        let metrics = MenuGeometry.metrics(menu.placement.era)
        let width = metrics.width(device: menu.device, textSize: textSize)

        var appRows = menu.items.enumerated().map { index, item in
            RowContent(
                kind: .appItem(index: index), title: item.title, subtitle: item.subtitle,
                icon: item.icon.map(PreviewIcon.init),
                isDestructive: false, itemType: item.type, source: item.source,
                computedFields: Set(
                    [
                        item.computedProperties.contains("localizedTitle") ? Truncation.Field.title : nil,
                        item.computedProperties.contains("localizedSubtitle") ? .subtitle : nil,
                    ].compactMap { $0 }))
        }
        var systemRows = menu.systemItems.map { item in
            RowContent(
                kind: .systemItem(item.kind), title: item.title, subtitle: nil,
                icon: .systemItemSymbol(item.symbolName),
                isDestructive: item.isDestructive, itemType: item.kind.rawValue, source: nil)
        }
        var sections = [appRows, systemRows].filter { !$0.isEmpty }
        if menu.placement.reversesItemOrder {
            appRows.reverse()
            systemRows.reverse()
            sections = [systemRows, appRows].filter { !$0.isEmpty }
        }

        var rows: [MenuLayout.Row] = []
        var bands: [Double] = []
        var truncations: [Truncation] = []
        var y = 0.0
        for (sectionIndex, section) in sections.enumerated() {
            if sectionIndex > 0 {
                bands.append(y)
                y += metrics.sectionGap
            }
            for (rowIndex, content) in section.enumerated() {
                var row = try layoutRow(
                    content, y: y, device: menu.device, metrics: metrics, iconSide: iconSide, isRTL: isRTL,
                    locale: menu.locale, truncations: &truncations)
                row.hasSeparatorBelow = metrics.hasItemSeparators && rowIndex < section.count - 1
                rows.append(row)
                y += row.height
            }
        }
        let symbols = Set(rows.compactMap { if case .placeholder(let name)? = $0.icon { name } else { nil } })
        let images = Set(rows.compactMap { if case .imagePlaceholder(let name)? = $0.icon { name } else { nil } })
        return MenuLayout(
            width: width, height: y, locale: menu.locale, textSize: textSize, appearance: appearance,
            isRightToLeft: isRTL, device: menu.device, era: menu.placement.era, pixelScale: pixelScale,
            rows: rows, bands: bands, truncations: truncations,
            placeholderSymbols: symbols.sorted(), placeholderTemplateImages: images.sorted())
    }

    private struct RowContent {
        var kind: MenuLayout.Row.Kind
        var title: String
        var subtitle: String?
        var icon: PreviewIcon?
        var isDestructive: Bool
        var itemType: String
        var source: ItemSource?
        /// Fields computed at run time: they show their expression, which nobody will read, so a cut of it is not
        /// a truncation of the app's text (the menu, lint and the picture's notes alike).
        var computedFields: Set<Truncation.Field> = []
    }

    private func layoutRow(
        _ content: RowContent, y: Double, device: DeviceKind, metrics: MenuMetrics, iconSide: ScreenSide,
        isRTL: Bool, locale: LocaleIdentifier, truncations: inout [Truncation]
    ) throws(PreviewError) -> MenuLayout.Row {
        let scale = textSize.scale
        let width = metrics.width(device: device, textSize: textSize)
        // The icon column is dropped at the accessibility sizes (menu-geometry §2, L/F).
        let showsIcon = content.icon != nil && !textSize.isAccessibility
        let textWidth = metrics.textWidth(device: device, textSize: textSize, hasIcon: showsIcon)
        let textLeft = iconSide == .left ? metrics.textInset(hasIcon: showsIcon) : metrics.horizontalPadding
        let subtitleSize = textSize.pointSize(metrics.subtitleStyle)

        // platform-facts §3: with a subtitle the title keeps one line (ellipsis); without, it may wrap to two. A
        // subtitle has UIKit's limit of two lines. UIKit does not limit lines at the accessibility sizes
        // (menu-geometry §3, C/F/D).
        let titleLimit = textSize.isAccessibility ? Int.max : (content.subtitle == nil ? 2 : 1)
        let titleFit = try TextFitter(measurer: measurer, locale: locale).fit(
            content.title, width: textWidth, size: textSize.bodyPointSize,
            tracking: MenuGeometry.titleTrackingAt17 * scale, maximumLines: titleLimit)
        let subtitleFit = try content.subtitle.map { subtitle throws(PreviewError) in
            try TextFitter(measurer: measurer, locale: locale).fit(
                subtitle, width: textWidth, size: subtitleSize, tracking: 0,
                maximumLines: textSize.isAccessibility ? Int.max : 2)
        }
        func recordTruncation(_ field: Truncation.Field, _ fit: TextFitter.Fit, _ text: String) {
            guard fit.overflow > 0, !content.computedFields.contains(field) else { return }
            truncations.append(
                Truncation(
                    field: field, text: text, shownText: Self.visibleText(fit.lines.map(\.text), of: text),
                    itemType: content.itemType,
                    source: content.source, locale: locale, textSize: textSize, overflow: fit.overflow))
        }
        recordTruncation(.title, titleFit, content.title)
        if let subtitleFit, let subtitle = content.subtitle { recordTruncation(.subtitle, subtitleFit, subtitle) }

        // Baselines (classic): 28 pt from the top, 22 between title lines, 20 to the subtitle, 15.67 to the bottom,
        // scaled with the text size (menu-geometry §2; the glass era's numbers in `MenuMetrics.glass`).
        var baseline = y + metrics.topToBaseline * scale
        func place(_ fitted: TextFitter.FittedLine, size: Double) throws(PreviewError) -> MenuLayout.Line {
            let drawnWidth = fitted.width
            let x = isRTL ? textLeft + textWidth - drawnWidth : textLeft
            let fontSize = size * fitted.scale
            var line = MenuLayout.Line(
                text: fitted.text, x: x, width: drawnWidth, baseline: baseline, fontSize: fontSize,
                isTruncated: fitted.isTruncated)
            try placeEmoji(in: &line, locale: locale)
            return line
        }
        var titleLines: [MenuLayout.Line] = []
        for (index, line) in titleFit.lines.enumerated() {
            if index > 0 { baseline += metrics.titleLineStep * scale }
            titleLines.append(try place(line, size: textSize.bodyPointSize))
        }
        var subtitleLines: [MenuLayout.Line] = []
        for line in subtitleFit?.lines ?? [] {
            baseline += metrics.subtitleBaselineStep * scale
            subtitleLines.append(try place(line, size: subtitleSize))
        }
        let bottom = subtitleLines.isEmpty ? metrics.baselineToBottom : metrics.baselineToBottomWithSubtitle
        let height = max(metrics.minimumRowHeight * scale, baseline + bottom * scale - y)
        let iconInset = metrics.horizontalPadding - metrics.iconOffset
        let iconX = iconSide == .left ? iconInset : width - iconInset - metrics.iconBox
        return MenuLayout.Row(
            kind: content.kind, y: y, height: height, title: titleLines, subtitle: subtitleLines,
            icon: showsIcon ? content.icon : nil, iconX: iconX, isDestructive: content.isDestructive,
            hasSeparatorBelow: false)
    }

    /// Splits a line with emoji into emoji runs and the text between them, each starting where the text before it
    /// ends as measured: from the left edge in a left-to-right line, from the right edge in a right-to-left one
    /// (emoji are neutral in UAX #9 and follow the line's direction).
    private func placeEmoji(in line: inout MenuLayout.Line, locale: LocaleIdentifier) throws(PreviewError) {
        guard line.text.unicodeScalars.contains(where: FontFallback.mayBeEmoji) else { return }
        let tracking = MenuGeometry.titleTrackingAt17 * line.fontSize / 17
        let isRTL = locale.isRightToLeft
        var pieces: [(text: String, isEmoji: Bool)] = []
        for run in try measurer.fontRuns(line.text, locale: locale) {
            let isEmoji = run.family == FontFallback.emoji.name
            if let last = pieces.last, last.isEmoji == isEmoji {
                pieces[pieces.count - 1].text += run.text
            } else {
                pieces.append((run.text, isEmoji))
            }
        }
        guard pieces.contains(where: \.isEmoji) else { return }
        var before = 0.0
        for piece in pieces {
            let own = try measurer.width(piece.text, size: line.fontSize, tracking: tracking, locale: locale)
            let start = isRTL ? line.x + line.width - before : line.x + before
            if piece.isEmoji {
                line.emoji.append(
                    EmojiRun(
                        text: piece.text, x: isRTL ? start - own : start, glyphs: try measurer.emojiImages(piece.text)))
            } else {
                line.textPieces.append(TextPiece(text: piece.text, x: start))
            }
            before += own
        }
    }

    /// The text people see across the lines, with the spaces the lines were broken at.
    static func visibleText(_ lines: [String], of text: String) -> String {
        lines.reduce("") { shown, line in
            shown.isEmpty ? line : (text.hasPrefix(shown + " ") ? shown + " " + line : shown + line)
        }
    }
}
