import Testing

@testable import QuickActionLint

/// `TextMerge`: two corrections of one text are made together when they change different characters.
@Suite("Merging two fixes of one text")
struct TextMergeTests {
    @Test("Title case and the ellipsis of one title: both")
    func disjointCorrections() {
        #expect(TextMerge.merge(base: "new note...", "New Note...", "new note…") == "New Note…")
    }

    @Test("An emoji removed and the case corrected")
    func deletionAndCase() {
        #expect(TextMerge.merge(base: "🏔 start hike", "start hike", "🏔 Start Hike") == "Start Hike")
    }

    @Test("The same change twice is made once")
    func identicalCorrections() {
        #expect(TextMerge.merge(base: "a...", "a…", "a…") == "a…")
    }

    @Test("Two different changes of the same characters are a conflict")
    func conflict() {
        #expect(TextMerge.merge(base: "note", "Note", "NOTE") == nil)
        #expect(TextMerge.merge(base: "ab", "aXb", "aYb") == nil)
    }
}
