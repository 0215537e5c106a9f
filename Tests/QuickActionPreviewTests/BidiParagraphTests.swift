import HomeScreen
import QuickActionPreview
import Testing

/// Issue 17: mixed right-to-left and left-to-right text, resolved by GNU FriBidi (UAX #9).
@Suite("Bidirectional text")
struct BidiParagraphTests {
    /// "text@level" of each run, in the given order.
    static func describe(_ runs: [BidiParagraph.Run]) -> [String] { runs.map { "\($0.text)@\($0.level)" } }

    @Test("Hebrew with a quoted Latin name: the name is its own left-to-right run, and stands leftmost on screen")
    func hebrewWithLatin() {
        let paragraph = BidiParagraph("שיתוף ״Trailmix״", direction: .rightToLeft)
        #expect(paragraph.isRightToLeft)
        #expect(Self.describe(paragraph.logicalRuns) == ["שיתוף ״@1", "Trailmix@2", "״@1"])
        // On screen, left to right: the closing mark, the name, then the Hebrew word at the right edge.
        #expect(Self.describe(paragraph.visualRuns) == ["״@1", "Trailmix@2", "שיתוף ״@1"])
    }

    @Test("Arabic with digits: numbers keep their left-to-right order inside the right-to-left line")
    func arabicWithDigits() {
        let paragraph = BidiParagraph("ضمن نطاق 10 كم", direction: .rightToLeft)
        #expect(Self.describe(paragraph.logicalRuns) == ["ضمن نطاق @1", "10@2", " كم@1"])
        #expect(Self.describe(paragraph.visualRuns) == [" كم@1", "10@2", "ضمن نطاق @1"])
    }

    @Test("Latin with an Arabic word and quotes in a left-to-right line: only the Arabic word is reversed")
    func latinWithArabic() {
        let paragraph = BidiParagraph("Open “مسارات” now", direction: .leftToRight)
        #expect(!paragraph.isRightToLeft)
        #expect(Self.describe(paragraph.logicalRuns) == ["Open “@0", "مسارات@1", "” now@0"])
        #expect(Self.describe(paragraph.visualRuns) == Self.describe(paragraph.logicalRuns))
    }

    @Test("Auto direction follows the first strong character; text without right-to-left letters is one run")
    func autoDirection() {
        #expect(BidiParagraph("123 مسارات", direction: .auto).isRightToLeft)
        #expect(!BidiParagraph("Trailmix مسارات", direction: .auto).isRightToLeft)
        #expect(Self.describe(BidiParagraph("Start Hike", direction: .leftToRight).logicalRuns) == ["Start Hike@0"])
        #expect(BidiParagraph("", direction: .auto).logicalRuns.isEmpty)
    }
}

@Suite("Bidirectional text in the drawing")
struct BidiDrawingTests {
    @Test("Right-to-left lines are right-to-left paragraphs in the SVG, anchored at their right edge; others are not")
    func svgDirection() throws {
        let measurer = try TextMeasurer()
        // Arabic: the fixture's right-to-left localization; its Share row holds the app's Latin name.
        let arabic = try PreviewFixtures.layout(
            try PreviewFixtures.menu(locale: "ar", era: .classic), measurer: measurer)
        let svg = SVGMenuRenderer().menuOnly(arabic)
        let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text") }
        #expect(!texts.isEmpty)
        #expect(
            texts.allSatisfy { $0.contains(#"direction="rtl" unicode-bidi="embed""#) && !$0.contains("text-anchor") })
        // The Share row mixes Arabic and the app's Latin name: measured run by run, drawn as one paragraph.
        let share = try #require(arabic.rows.first { $0.title.first?.text.contains("Trailmix") == true })
        let line = try #require(share.title.first)
        #expect(svg.contains(#"<text x="\#(Points.format(line.x + line.width))""#))
        let english = try PreviewFixtures.layout(
            try PreviewFixtures.menu(locale: "en", era: .classic), measurer: measurer)
        #expect(!SVGMenuRenderer().menuOnly(english).contains("direction="))
    }
}
