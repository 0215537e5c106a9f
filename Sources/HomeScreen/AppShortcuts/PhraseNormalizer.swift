/// Makes what a person says comparable with a phrase: case folded, apostrophes dropped, other punctuation and
/// symbols turned into spaces, runs of spaces collapsed (issue: "the normalization a person expects: case,
/// punctuation, spacing").
public enum PhraseNormalizer {
    /// The words of `text`, normalized.
    public static func words(_ text: String) -> [Substring] {
        normalized(text).split(separator: " ")
    }

    /// `text` normalized, words separated by single spaces.
    public static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar == "'" || scalar == "’" || scalar == "ʼ" { continue }
            if isSeparator(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// The lookup key: the normalized text without spaces, so that spacing differences (and languages written
    /// without spaces, such as Japanese) compare equal.
    public static func key(_ text: String) -> String {
        if let ascii = asciiKey(text) { return ascii }
        return String(normalized(text).unicodeScalars.filter { $0 != " " })
    }

    /// The key of ASCII text, byte by byte (the common case, and the hot path of resolution); `nil` for other text.
    private static func asciiKey(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            // Written straight into the key's own storage: one allocation (issue 35: resolution under 1 µs).
            return String(unsafeUninitializedCapacity: bytes.count) { key in
                var count = 0
                for byte in bytes {
                    guard let kept = keyByte(byte) else { continue }
                    key[count] = kept
                    count += 1
                }
                return count
            }
        }
    }

    /// What an ASCII byte is in a key: letters lowercased, digits kept; `nil` for spaces, punctuation and symbols,
    /// which separate words and which the key drops.
    @inline(__always) private static func keyByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        default: nil
        }
    }

    /// A 64-bit digest of `key(text)`'s UTF-8 bytes; for ASCII text worked out without building the key (issue 35:
    /// one string less per phrase of the Siri index, and none per utterance).
    public static func keyDigest(_ text: String) -> UInt64 {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var hasher = KeyHasher()
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if let kept = keyByte(byte) { hasher.add(kept) }
            }
            return hasher.digest
        }
        if let ascii, let digest = ascii { return digest }
        var hasher = KeyHasher()
        for byte in key(text).utf8 { hasher.add(byte) }
        return hasher.digest
    }

    /// Digests key bytes eight at a time: each word of bytes is folded in with MurmurHash3's 64-bit finalizer.
    private struct KeyHasher {
        private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        private var word: UInt64 = 0
        private var count = 0

        @inline(__always) mutating func add(_ byte: UInt8) {
            word = word << 8 | UInt64(byte)
            count += 1
            if count & 7 == 0 {
                state = Self.mix(state ^ word)
                word = 0
            }
        }

        var digest: UInt64 { Self.mix(Self.mix(state ^ word) ^ UInt64(count)) }

        @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
            var x = value
            x ^= x >> 33
            x &*= 0xff51_afd7_ed55_8ccd
            x ^= x >> 33
            x &*= 0xc4ce_b9fe_1a85_ec53
            return x ^ (x >> 33)
        }
    }

    /// Whether two texts have the same key (`key(a) == key(b)`); ASCII texts are compared without building keys.
    public static func sameKey(_ a: String, _ b: String) -> Bool {
        let ascii = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in sameASCIIKey(left, right) } ?? nil
        }
        if let ascii, let same = ascii { return same }
        return key(a) == key(b)
    }

    /// Whether two ASCII texts have the same key; `nil` when either is not ASCII.
    private static func sameASCIIKey(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0
        var j = 0
        while true {
            var leftByte: UInt8?
            while i < left.count {
                let byte = left[i]
                i += 1
                guard byte < 0x80 else { return nil }
                leftByte = keyByte(byte)
                if leftByte != nil { break }
            }
            var rightByte: UInt8?
            while j < right.count {
                let byte = right[j]
                j += 1
                guard byte < 0x80 else { return nil }
                rightByte = keyByte(byte)
                if rightByte != nil { break }
            }
            guard leftByte == rightByte else {
                // A difference found before the end: the rest must still be ASCII for the answer to hold.
                return left[i...].allSatisfy { $0 < 0x80 } && right[j...].allSatisfy { $0 < 0x80 } ? false : nil
            }
            if leftByte == nil { return true }
        }
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation,
            .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
