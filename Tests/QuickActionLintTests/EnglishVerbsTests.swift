import Foundation
import Testing

@testable import QuickActionLint

/// Issue 14: "starts with a verb" is decided by a real English lexicon (WordNet 3.0), not a hand-kept list.
@Suite("English verbs from WordNet")
struct EnglishVerbsTests {
    static let wordNetIndex = "/usr/share/wordnet/index.verb"

    @Test(
        "The generated table holds every single-word verb lemma of the installed WordNet index",
        .enabled(if: FileManager.default.fileExists(atPath: wordNetIndex), "needs Debian's wordnet-base (make setup)"))
    func matchesWordNet() throws {
        let text = try String(contentsOfFile: Self.wordNetIndex, encoding: .utf8)
        var lemmas: Set<String> = []
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
            let lemma = String(line.prefix { $0 != " " })
            if !lemma.contains("_"), lemma.allSatisfy(\.isLetter) { lemmas.insert(lemma.lowercased()) }
        }
        #expect(lemmas.count > 8000)
        #expect(EnglishWords.verbs == lemmas)
    }

    @Test("Verbs, words that are not, and pairs written with a slash")
    func verbs() {
        for verb in ["compose", "post", "scan", "erase", "switch", "resume"] {
            #expect(ActionLabelStyleRule.isVerb(verb.capitalized), "\(verb)")
        }
        for word in ["New", "Recent", "Favorites", "Timer", "Stats", "Inbox"] {
            #expect(!ActionLabelStyleRule.isVerb(word), "\(word)")
        }
        #expect(ActionLabelStyleRule.isVerb("Play/Pause"))
        #expect(!ActionLabelStyleRule.isVerb("Play/Timer"))
    }

    @Test("A label whose words start with punctuation is judged, and corrected, by its first letter")
    func punctuationCase() {
        let rule = ActionLabelStyleRule()
        #expect(rule.problems(of: "Send Image (Background)").isEmpty)
        #expect(rule.problems(of: "Send image (background)") == ["use title-style capitalization"])
        #expect(rule.corrected("Send image (background)") == "Send Image (Background)")
        #expect(rule.problems(of: "Play/Pause Episode").isEmpty)
    }
}
