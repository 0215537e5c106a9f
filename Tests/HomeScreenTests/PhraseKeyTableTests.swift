import Testing

@testable import HomeScreen

@Suite("The Siri index's table of phrase keys")
struct PhraseKeyTableTests {
    @Test("Texts with one key share a value; texts whose digests collide do not")
    func keysAreConfirmed() {
        var table = PhraseKeyTable<[String]>(minimumCapacity: 4)
        // One digest forged for every text: only the comparison of keys can tell them apart.
        for text in ["Log a pour-over", "log a POUR over", "Start timer", "Stop timer"] {
            table.update(text, digest: 42, initial: []) { $0.append(text) }
        }
        #expect(table.value(for: "log a pour over", digest: 42) == ["Log a pour-over", "log a POUR over"])
        #expect(table.value(for: "start timer!", digest: 42) == ["Start timer"])
        #expect(table.value(for: "Stop timer", digest: 42) == ["Stop timer"])
        #expect(table.value(for: "Pause timer", digest: 42) == nil)
        #expect(table.value(for: "Stop timer", digest: 7) == nil)
        #expect(table.count == 3)
    }

    @Test("Growing keeps every key findable")
    func growth() {
        var table = PhraseKeyTable<Int>(minimumCapacity: 1)
        let texts = (0..<5_000).map { "Run task \($0) in Benchapp" }
        for (number, text) in texts.enumerated() {
            table.update(text, digest: PhraseNormalizer.keyDigest(text), initial: number) { _ in }
        }
        #expect(table.count == texts.count)
        for (number, text) in texts.enumerated() {
            #expect(table.value(for: text.uppercased(), digest: PhraseNormalizer.keyDigest(text)) == number)
        }
    }
}
