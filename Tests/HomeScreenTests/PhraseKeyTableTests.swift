import Testing

@testable import HomeScreen

@Suite("The Siri index's table of phrase keys")
struct PhraseKeyTableTests {
    @Test("Texts with one key share a value; texts whose digests collide do not")
    func keysAreConfirmed() {
        var table = PhraseKeyTable<[String]>(minimumCapacity: 4)
        // One digest forged for every text: only the comparison of keys can tell them apart.
        for text in ["Log a pour-over", "log a POUR over", "Start timer", "Stop timer"] {
            PhraseNormalizer.withKeyBytes(text) { key in
                table.update(key: key, digest: 42, initial: []) { $0.append(text) }
            }
        }
        func value(_ text: String, digest: UInt64 = 42) -> [String]? {
            PhraseNormalizer.withKeyBytes(text) { table.value(forKey: $0, digest: digest) }
        }
        #expect(value("log a pour over") == ["Log a pour-over", "log a POUR over"])
        #expect(value("start timer!") == ["Start timer"])
        #expect(value("Stop timer") == ["Stop timer"])
        #expect(value("Pause timer") == nil)
        #expect(value("Stop timer", digest: 7) == nil)
        #expect(table.count == 3)
    }

    @Test("Growing keeps every key findable")
    func growth() {
        var table = PhraseKeyTable<Int>(minimumCapacity: 1)
        let texts = (0..<5_000).map { "Run task \($0) in Benchapp" }
        let keys = PhraseKeys(texts)
        for number in texts.indices {
            keys.withKey(number) { key in
                table.update(key: key, digest: keys.digests[number], initial: number) { _ in }
            }
        }
        #expect(table.count == texts.count)
        for (number, text) in texts.enumerated() {
            let found = PhraseNormalizer.withKeyBytes(text.uppercased()) {
                table.value(forKey: $0, digest: PhraseNormalizer.keyDigest(text))
            }
            #expect(found == number)
        }
    }
}
