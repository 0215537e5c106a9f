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

    /// The key of ASCII text, byte by byte (the common case); `nil` for other text.
    private static func asciiKey(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            // Written straight into the key's own storage: one allocation.
            var isASCII = true
            let key = String(unsafeUninitializedCapacity: bytes.count) { key in
                guard let count = asciiKeyBytes(bytes, into: key) else {
                    isASCII = false
                    return 0
                }
                return count
            }
            return isASCII ? key : nil
        }
    }

    /// Writes the key of ASCII `text` into `key` (at least as long) and returns its length; `nil` for other text.
    /// Every byte is written and the length advanced only for kept ones, so the loop does not branch on the text.
    @inline(__always) private static func asciiKeyBytes(
        _ text: UnsafeBufferPointer<UInt8>, into key: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        asciiKeyByteTable.withUnsafeBufferPointer { table in
            var count = 0
            var seen: UInt8 = 0
            for byte in text {
                seen |= byte
                let kept = table[Int(byte & 0x7F)]
                key[count] = kept
                count &+= kept == 0 ? 0 : 1
            }
            return seen < 0x80 ? count : nil
        }
    }

    /// `keyByte` of each ASCII byte.
    private static let asciiKeyByteTable: [UInt8] = (0..<128).map { keyByte(UInt8($0)) }

    /// What an ASCII byte is in a key: letters lowercased, digits kept; 0 for spaces, punctuation and symbols,
    /// which separate words and which the key drops.
    @inline(__always) private static func keyByte(_ byte: UInt8) -> UInt8 {
        let lower = byte | 0x20
        if lower &- UInt8(ascii: "a") < 26 { return lower }
        if byte &- UInt8(ascii: "0") < 10 { return byte }
        return 0
    }

    /// Calls `body` with `key(text)` as UTF-8 bytes; for ASCII text the key is built on the stack, not as a string
    /// (issue 35: no string per phrase of the Siri index, and none per utterance).
    @inline(__always) public static func withKeyBytes<Result>(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Result? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer -> Result? in
                guard let count = asciiKeyBytes(bytes, into: buffer) else { return nil }
                return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        }
        if let ascii, let result = ascii { return result }
        var key = key(text)
        return key.withUTF8(body)
    }

    /// A 64-bit digest of `key(text)`'s UTF-8 bytes.
    public static func keyDigest(_ text: String) -> UInt64 { withKeyBytes(text, digest) }

    /// A 64-bit digest of key bytes, eight at a time: each word is folded in with MurmurHash3's 64-bit finalizer.
    public static func digest(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let raw = UnsafeRawBufferPointer(key)
        var offset = 0
        while offset + 8 <= raw.count {
            state = mix(state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < raw.count {
            tail = tail << 8 | UInt64(raw[offset])
            offset += 1
        }
        return mix(mix(state ^ tail) ^ UInt64(raw.count))
    }

    @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        return x ^ (x >> 33)
    }

    /// Whether two texts have the same key (`key(a) == key(b)`), without building key strings for ASCII text.
    public static func sameKey(_ a: String, _ b: String) -> Bool {
        withKeyBytes(a) { left in
            withKeyBytes(b) { right in
                PhraseKeys.equal(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
            }
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
