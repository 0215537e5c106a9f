import HomeScreen
import Testing

@Suite("Phrase normalization")
struct PhraseNormalizerTests {
    @Test("Case, punctuation and spacing do not matter; apostrophes join words")
    func normalization() {
        #expect(PhraseNormalizer.normalized("  Log a  Pour-Over, in Brewlog! ") == "log a pour over in brewlog")
        #expect(PhraseNormalizer.normalized("What’s new in Brewlog?") == "whats new in brewlog")
        #expect(PhraseNormalizer.key("Log a pour-over") == PhraseNormalizer.key("log a pour over"))
    }

    @Test("The ASCII fast path and the Unicode path agree")
    func fastPathAgrees() {
        for text in ["Log a V60 in Brewlog", "Start my Brewlog timer.", "Search (Scribble) now", "a-b_c/d"] {
            let unicode = String(PhraseNormalizer.normalized(text).unicodeScalars.filter { $0 != " " })
            #expect(PhraseNormalizer.key(text) == unicode, "\(text)")
        }
    }

    @Test("Letters outside ASCII are kept and lowercased")
    func unicode() {
        #expect(PhraseNormalizer.key("Brühtimer STARTEN") == "brühtimerstarten")
        #expect(PhraseNormalizer.key("Brewlog で 記録。") == "brewlogで記録")
    }

    @Test("Texts with one key have one digest and compare equal, without the key being built")
    func digestAndComparison() {
        let same = [
            ("Log a Pour-Over in Brewlog", "log a pour over in brewlog"), ("What’s new?", "whats new"),
            ("Brühtimer STARTEN", "brühtimer starten"), ("Brewlog で 記録。", "brewlogで記録"), ("", " ,.! "),
            // An ASCII text and one whose key is ASCII only once lowercased (KELVIN SIGN), either way round.
            ("K", "\u{212A}"), ("Café au lait", "CAFÉ AU LAIT"),
        ]
        for (a, b) in same {
            #expect(PhraseNormalizer.keyDigest(a) == PhraseNormalizer.keyDigest(b), "\(a)")
            #expect(PhraseNormalizer.sameKey(a, b), "\(a)")
        }
        let different = [
            ("Log a pour over", "Log a pour overs"), ("ab", "ba"), ("Brühtimer", "Bruhtimer"), ("a", ""),
            ("Start timer", "Start timer 2"), ("Cafe", "Café"), ("Cafx é", "Cafe é"),
        ]
        for (a, b) in different {
            #expect(PhraseNormalizer.keyDigest(a) != PhraseNormalizer.keyDigest(b), "\(a)")
            #expect(!PhraseNormalizer.sameKey(a, b), "\(a)")
            #expect(!PhraseNormalizer.sameKey(b, a), "\(a)")
        }
        // The digest is the key's: the ASCII path and the key string agree.
        for text in ["Log a V60 in Brewlog", "a-b_c/d", "Search (Scribble) now"] {
            #expect(PhraseNormalizer.keyDigest(text) == PhraseNormalizer.keyDigest(PhraseNormalizer.key(text)))
        }
    }
}
