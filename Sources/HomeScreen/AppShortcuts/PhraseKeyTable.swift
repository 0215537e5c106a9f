/// Values stored under phrase keys (`PhraseNormalizer.key`), found by the key's digest and confirmed by the key
/// itself, so two keys never share a value however their digests fall.
///
/// Each value keeps a witness: a text whose key is the value's key (a phrase as people say it). No key string is
/// built for ASCII text, neither to store nor to look up (issue 35: the Siri index of 100,000 phrases spent most of
/// its serial time hashing and allocating key strings). Open addressing with linear probing over a power-of-two
/// table at most half full.
struct PhraseKeyTable<Value> {
    /// A value with its key's digest and witness, together so that a lookup reads one place.
    fileprivate struct Stored {
        var digest: UInt64
        var witness: String
        var value: Value
    }

    private var stored: [Stored] = []
    /// Each slot holds the top 32 bits of a digest over the position in `stored` plus one; 0 is an empty slot. A
    /// probe reads its slot alone until the digests agree.
    private var slots: [UInt64]
    /// 64 less the table size's power of two: a digest's home slot is its Fibonacci hash's top bits.
    private var shift: Int

    init(minimumCapacity: Int) {
        var size = 16
        while size < 2 * minimumCapacity { size *= 2 }
        slots = Array(repeating: 0, count: size)
        shift = 64 - size.trailingZeroBitCount
        stored.reserveCapacity(minimumCapacity)
    }

    /// How many keys have values.
    var count: Int { stored.count }

    /// The value for `text`'s key (`digest` is `PhraseNormalizer.keyDigest(text)`), if any.
    func value(for text: String, digest: UInt64) -> Value? {
        find(text, digest: digest).position.map { stored[$0].value }
    }

    /// Changes the value for `text`'s key with `change`, storing `initial` first when the key is new.
    mutating func update(
        _ text: String, digest: UInt64, initial: @autoclosure () -> Value, _ change: (inout Value) -> Void
    ) {
        let (position, slot) = find(text, digest: digest)
        if let position {
            change(&stored[position].value)
            return
        }
        slots[slot] = Self.slot(digest: digest, position: stored.count)
        stored.append(Stored(digest: digest, witness: text, value: initial()))
        change(&stored[stored.count - 1].value)
        if 2 * stored.count > slots.count { grow() }
    }

    /// The position of `text`'s key, or the empty slot where it would go.
    private func find(_ text: String, digest: UInt64) -> (position: Int?, slot: Int) {
        var slot = home(digest)
        while slots[slot] != 0 {
            if slots[slot] >> 32 == digest >> 32 {
                let position = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
                if stored[position].digest == digest && PhraseNormalizer.sameKey(stored[position].witness, text) {
                    return (position, slot)
                }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot)
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
