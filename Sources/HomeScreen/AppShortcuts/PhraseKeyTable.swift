/// Values stored under phrase keys (`PhraseNormalizer.key`), found by the key's digest and confirmed by the key's
/// bytes, so two keys never share a value however their digests fall.
///
/// The keys' bytes are kept one after another in one buffer, not as strings (issue 35: the Siri index of 100,000
/// phrases spent most of its serial time allocating and hashing key strings, and then comparing an utterance with a
/// phrase byte by byte through the normalization). Open addressing with linear probing over a power-of-two table at
/// most half full.
struct PhraseKeyTable<Value> {
    /// A value with its key's digest and where its bytes are, together so that a lookup reads one place.
    fileprivate struct Stored {
        var digest: UInt64
        var keyStart: Int32
        var keyLength: Int32
        var value: Value
    }

    private var stored: [Stored] = []
    private var keyBytes: [UInt8] = []
    /// Each slot holds the top 32 bits of a digest over the position in `stored` plus one; 0 is an empty slot. A
    /// probe reads its slot alone until the digests agree.
    private var slots: [UInt64]
    /// 64 less the table size's power of two: a digest's home slot is its Fibonacci hash's top bits.
    private var shift: Int

    init(minimumCapacity: Int, keyBytesCapacity: Int = 0) {
        var size = 16
        while size < 2 * minimumCapacity { size *= 2 }
        slots = Array(repeating: 0, count: size)
        shift = 64 - size.trailingZeroBitCount
        stored.reserveCapacity(minimumCapacity)
        keyBytes.reserveCapacity(keyBytesCapacity)
    }

    /// How many keys have values.
    var count: Int { stored.count }

    /// The value for the key `key` (`digest` is `PhraseNormalizer.digest(key)`), if any.
    func value(forKey key: UnsafeBufferPointer<UInt8>, digest: UInt64) -> Value? {
        guard let position = find(key, digest: digest).position else { return nil }
        return stored[position].value
    }

    /// Changes the value for the key `key` with `change`, storing `initial` first when the key is new.
    mutating func update(
        key: UnsafeBufferPointer<UInt8>, digest: UInt64, initial: @autoclosure () -> Value,
        _ change: (inout Value) -> Void
    ) {
        let (position, slot) = find(key, digest: digest)
        if let position {
            change(&stored[position].value)
            return
        }
        slots[slot] = Self.slot(digest: digest, position: stored.count)
        stored.append(
            Stored(digest: digest, keyStart: Int32(keyBytes.count), keyLength: Int32(key.count), value: initial()))
        keyBytes.append(contentsOf: key)
        change(&stored[stored.count - 1].value)
        if 2 * stored.count > slots.count { grow() }
    }

    /// The position of `key`, or the empty slot where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>, digest: UInt64) -> (position: Int?, slot: Int) {
        var slot = home(digest)
        while slots[slot] != 0 {
            if slots[slot] >> 32 == digest >> 32 {
                let position = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if stored[position].digest == digest && isKey(key, at: position) { return (position, slot) }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot)
    }

    private func isKey(_ key: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard Int(stored[position].keyLength) == key.count else { return false }  // before any memory is read
        return keyBytes.withUnsafeBytes { bytes in
            PhraseKeys.equal(
                UnsafeRawBufferPointer(rebasing: bytes[Int(stored[position].keyStart)...].prefix(key.count)),
                UnsafeRawBufferPointer(key))
        }
    }

    private static func slot(digest: UInt64, position: Int) -> UInt64 {
        digest & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
    }

    private func home(_ digest: UInt64) -> Int { Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        shift -= 1
        for (position, entry) in stored.enumerated() {
            var slot = home(entry.digest)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Self.slot(digest: entry.digest, position: position)
        }
    }
}

extension PhraseKeyTable: Sendable where Value: Sendable {}

extension PhraseKeyTable.Stored: Sendable where Value: Sendable {}

/// Texts' keys (`PhraseNormalizer.key`) as bytes one after another, with their digests: worked out where an app's
/// phrases are expanded (on every core), then copied, not worked out again, into the index's table.
struct PhraseKeys: Sendable {
    private var bytes: [UInt8] = []
    private var ends: [Int32] = []
    /// `PhraseNormalizer.digest` of each key.
    private(set) var digests: [UInt64] = []

    init(_ texts: some Sequence<String>) {
        for text in texts {
            PhraseNormalizer.withKeyBytes(text) { key in
                bytes.append(contentsOf: key)
                ends.append(Int32(bytes.count))
                digests.append(PhraseNormalizer.digest(key))
            }
        }
    }

    var count: Int { ends.count }
    var byteCount: Int { bytes.count }

    /// Calls `body` with the bytes of the key at `index`.
    func withKey<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])])) }
    }

    /// Whether two byte strings are equal, compared eight bytes at a time.
    static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        var offset = 0
        while offset + 8 <= a.count {
            guard
                a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < a.count {
            guard a[offset] == b[offset] else { return false }
            offset += 1
        }
        return true
    }
}
