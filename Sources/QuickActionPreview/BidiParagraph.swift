import CFriBidi

/// One line of text split into directional runs by the Unicode Bidirectional Algorithm (UAX #9), as GNU FriBidi
/// resolves it: what iOS does when a title mixes scripts ("שיתוף ״Trailmix״", an Arabic title with digits). The
/// measurer shapes each run with its own direction; the drawing and the page say the paragraph's direction, so the
/// renderer lays the runs out in this order.
public struct BidiParagraph: Sendable, Hashable {
    /// A run of characters at one embedding level: right to left when the level is odd.
    public struct Run: Sendable, Hashable {
        public var text: String
        public var level: Int
        public var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// The paragraph's direction as resolved (the locale's, or the first strong character's when asked to guess).
    public let isRightToLeft: Bool
    /// The runs in reading (logical) order.
    public let logicalRuns: [Run]

    public enum Direction: Sendable, Hashable {
        case leftToRight, rightToLeft
        /// From the first strong character (UAX #9 rules P2-P3), left to right when there is none.
        case auto
    }

    public init(_ text: String, direction: Direction) {
        guard direction == .rightToLeft || text.unicodeScalars.contains(where: Self.mayBeRightToLeft) else {
            // No right-to-left character in a left-to-right paragraph: one run, without calling FriBidi (most
            // titles, measured by the thousand when linting a monorepo).
            isRightToLeft = false
            logicalRuns = text.isEmpty ? [] : [Run(text: text, level: 0)]
            return
        }
        let scalars = Array(text.unicodeScalars)
        let codepoints = scalars.map { FriBidiChar($0.value) }
        let count = codepoints.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType =
            switch direction {
            case .leftToRight: qa_fribidi_par_ltr
            case .rightToLeft: qa_fribidi_par_rtl
            case .auto: qa_fribidi_par_on
            }
        let resolved = codepoints.withUnsafeBufferPointer { characters -> Bool in
            fribidi_get_bidi_types(characters.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(characters.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &base, &levels) > 0
        }
        isRightToLeft = base == qa_fribidi_par_rtl
        guard resolved else {
            // FriBidi fails only when it cannot allocate; the paragraph's own direction is the best guess then.
            logicalRuns = text.isEmpty ? [] : [Run(text: text, level: isRightToLeft ? 1 : 0)]
            return
        }
        var runs: [Run] = []
        for (scalar, level) in zip(scalars, levels) {
            if let last = runs.last, last.level == Int(level) {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append(Run(text: String(scalar), level: Int(level)))
            }
        }
        logicalRuns = runs
    }

    /// The runs in the order they stand on the screen, left to right (UAX #9 rule L2: from the highest level down
    /// to the lowest odd one, every sequence at that level or higher is reversed). Within a right-to-left run the
    /// characters still read right to left.
    public var visualRuns: [Run] {
        var runs = logicalRuns
        guard let highest = runs.map(\.level).max(), let lowest = runs.map(\.level).min() else { return runs }
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        guard highest >= lowestOdd else { return runs }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var index = 0
            while index < runs.count {
                guard runs[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < runs.count && runs[end].level >= level { end += 1 }
                runs[index..<end].reverse()
                index = end
            }
        }
        return runs
    }

    /// Characters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko, and their
    /// presentation forms) and the explicit direction marks and embeddings.
    static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x202B, 0x202E, 0x2067: true  // RLM, RLE, RLO, RLI
        default: false
        }
    }
}
