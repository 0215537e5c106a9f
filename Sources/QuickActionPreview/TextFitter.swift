import QuickActionKit

/// Fits a string into a width and a number of lines the way UIKit's labels do in the menu (menu-geometry §3):
/// words wrap (Han and kana characters may break anywhere); a one-line string shrinks down to 0.9× before it is
/// truncated; a string that still does not fit ends in “…” on its last line (tail truncation).
struct TextFitter {
    let measurer: TextMeasurer
    let locale: LocaleIdentifier

    struct FittedLine: Hashable {
        var text: String
        /// The width as drawn (after shrinking).
        var width: Double
        /// 1, or the shrink factor (≥ 0.9) of a one-line string.
        var scale: Double
        var isTruncated: Bool
    }

    struct Fit {
        var lines: [FittedLine]
        /// Points by which the text is too wide after shrinking as far as allowed; 0 when it fits.
        var overflow: Double
    }

    static let ellipsis = "…"

    func fit(_ text: String, width: Double, size: Double, tracking: Double, maximumLines: Int) throws(PreviewError)
        -> Fit
    {
        func measure(_ string: String) throws(PreviewError) -> Double {
            try measurer.width(string, size: size, tracking: tracking, locale: locale)
        }
        let full = try measure(text)
        if full <= width {
            return Fit(lines: [FittedLine(text: text, width: full, scale: 1, isTruncated: false)], overflow: 0)
        }
        if maximumLines == 1 {
            let minimum = MenuGeometry.minimumScaleFactor
            if full * minimum <= width {
                return Fit(
                    lines: [FittedLine(text: text, width: width, scale: width / full, isTruncated: false)], overflow: 0)
            }
            let shown = try truncate(text, to: width / minimum, measure: measure)
            return Fit(
                lines: [
                    FittedLine(text: shown, width: try measure(shown) * minimum, scale: minimum, isTruncated: true)
                ],
                overflow: full * minimum - width)
        }
        // Wrap word by word (or character by character where words are not separated by spaces).
        var lines: [FittedLine] = []
        var remaining = Substring(text)
        while !remaining.isEmpty {
            if lines.count == maximumLines - 1 {
                let rest = String(remaining)
                let restWidth = try measure(rest)
                if restWidth <= width {
                    lines.append(FittedLine(text: rest, width: restWidth, scale: 1, isTruncated: false))
                    return Fit(lines: lines, overflow: 0)
                }
                let shown = try truncate(rest, to: width, measure: measure)
                lines.append(FittedLine(text: shown, width: try measure(shown), scale: 1, isTruncated: true))
                return Fit(lines: lines, overflow: restWidth - width)
            }
            let (line, rest) = try breakLine(remaining, width: width, measure: measure)
            lines.append(FittedLine(text: line, width: try measure(line), scale: 1, isTruncated: false))
            remaining = rest
        }
        return Fit(lines: lines, overflow: 0)
    }

    /// Characters looked at first when truncating: when they alone are wider than the line, the cut is among them
    /// and the rest is never measured (a 1 MB title made lint measure megabytes twenty times, issue 15).
    static let truncationWindow = 1_024

    /// The longest prefix (whole characters) that fits with “…” appended, with trailing spaces removed.
    private func truncate(
        _ text: String, to width: Double, measure: (String) throws(PreviewError) -> Double
    ) throws(PreviewError) -> String {
        var characters = Array(text.prefix(Self.truncationWindow))
        if characters.count == Self.truncationWindow, try measure(String(characters)) <= width {
            characters = Array(text)
        }
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces() + Self.ellipsis
            if try measure(candidate) <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]).trimmingTrailingSpaces() + Self.ellipsis
    }

    /// The first line of `text` within `width`, and the rest: break after the last space (or between characters
    /// of scripts written without spaces) that fits; a single word wider than the line breaks where it must.
    private func breakLine(
        _ text: Substring, width: Double, measure: (String) throws(PreviewError) -> Double
    ) throws(PreviewError) -> (String, Substring) {
        var best: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let character = text[index]
            let isBreak = character == " " || Self.breaksAnywhere(character) || next == text.endIndex
            if isBreak {
                let candidate = String(text[..<(character == " " ? index : next)])
                if try measure(candidate) <= width {
                    best = character == " " ? index : next
                } else {
                    break
                }
            }
            index = next
        }
        if let best, best > text.startIndex {
            let line = String(text[..<best])
            return (line, text[best...].drop(while: { $0 == " " }))
        }
        // No break fits: take as many characters as fit, at least one.
        var end = text.index(after: text.startIndex)
        while end < text.endIndex, try measure(String(text[..<text.index(after: end)])) <= width {
            end = text.index(after: end)
        }
        return (String(text[..<end]), text[end...])
    }

    /// Han, kana and fullwidth forms may break between any two characters.
    private static func breaksAnywhere(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x0E00...0x0E7F: return true
        default: return false
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String { String(reversed().drop(while: { $0 == " " }).reversed()) }
}
