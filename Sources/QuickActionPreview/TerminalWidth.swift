import HomeScreen

/// The number of terminal columns text takes: East Asian wide and fullwidth characters take two, combining
/// marks and format characters none, everything else one.
public enum TerminalWidth {
    public static func of(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        let value = scalar.value
        let wideRanges: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` padded with spaces to `width` columns, on the right for left alignment and on the left for right.
    public static func pad(_ text: String, to width: Int, alignment: ScreenSide) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return alignment == .left ? text + padding : padding + text
    }
}
