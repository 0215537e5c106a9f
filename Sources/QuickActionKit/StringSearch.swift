#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// Package-internal: a performance helper of the readers and rules, not part of the model's API (issue 16).
extension StringProtocol {
    /// Whether `fragment` occurs in the text, compared byte for byte in UTF-8 (exact and case-sensitive).
    ///
    /// For the checks that run on every string of every locale of every linted app: Foundation's
    /// `contains(_:)` and `range(of:)` bridge each string to `NSString` on Linux, which made them the slow part
    /// of linting a monorepo. Meant for ASCII fragments such as `"..."` or `"$("`, where bytes and characters
    /// agree.
    package func containsUTF8(_ fragment: String) -> Bool { firstUTF8Range(of: fragment) != nil }

    /// The first place `fragment` occurs, compared byte for byte in UTF-8 as `containsUTF8` does; an empty
    /// fragment is found at the start.
    package func firstUTF8Range(of fragment: String) -> Range<Index>? {
        let offset =
            utf8.withContiguousStorageIfAvailable { utf8Offset(of: fragment, in: $0) }
            ?? Array(utf8).withUnsafeBufferPointer { utf8Offset(of: fragment, in: $0) }
        guard let offset else { return nil }
        let lower = utf8.index(startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: fragment.utf8.count)
    }
}

extension String {
    /// `StringProtocol.containsUTF8` for a String, not generic: the rules call it on every text of every locale,
    /// and the generic one, not specialized across modules, went through witness tables and copied small strings
    /// to the heap.
    package func containsUTF8(_ fragment: String) -> Bool { firstUTF8Range(of: fragment) != nil }

    /// `StringProtocol.firstUTF8Range` for a String, reading its bytes in place (`withUTF8`; a small string from
    /// the stack).
    package func firstUTF8Range(of fragment: String) -> Range<Index>? {
        var text = self
        guard let offset = text.withUTF8({ utf8Offset(of: fragment, in: $0) }) else { return nil }
        let lower = utf8.index(startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: fragment.utf8.count)
    }
}

/// Where `fragment`'s UTF-8 bytes first occur in `haystack`, as a byte offset; 0 for an empty fragment.
private func utf8Offset(of fragment: String, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
    var fragment = fragment
    return fragment.withUTF8 { firstOffset(of: $0, in: haystack) }
}

/// Where the bytes of `needle` first occur in `haystack`, as an offset; 0 for an empty needle. `memchr` finds each
/// candidate first byte and `memcmp` checks the rest (glibc's memmem is a GNU extension Swift's Glibc module does not
/// export). Package-internal: the string searches here and the keyword filter's short keywords use it; inlinable, so
/// the filter's call on every Swift file is not a call across modules.
@inlinable package func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
    -> Int?
{
    guard let needleBase = needle.baseAddress, !needle.isEmpty else { return 0 }
    guard haystack.count >= needle.count, let base = haystack.baseAddress else { return nil }
    var start = 0
    let lastStart = haystack.count - needle.count
    while start <= lastStart {
        guard let hit = memchr(base + start, Int32(needle[0]), lastStart - start + 1) else { return nil }
        let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        if memcmp(base + position, needleBase, needle.count) == 0 { return position }
        start = position + 1
    }
    return nil
}

extension String {
    /// Whether both texts have the same UTF-8 bytes (`==` compares Characters with Unicode's rules, so two spellings
    /// of `é` are equal; a key that hashes bytes must compare bytes). One `memcmp`, where `utf8.elementsEqual`
    /// stepped an iterator byte by byte.
    package func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var text = self
        var other = other
        return text.withUTF8 { first in
            other.withUTF8 { second in
                first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
    }

    /// Whether the text ends with `suffix`, compared byte for byte in UTF-8 (`hasSuffix` compares Characters with
    /// Unicode's rules, which a walk of ten thousand file names pays for; names and extensions agree either way).
    package func hasUTF8Suffix(_ suffix: String) -> Bool {
        var suffix = suffix
        return suffix.withUTF8 { tail in
            let compare = { (text: UnsafeBufferPointer<UInt8>) -> Bool in
                guard text.count >= tail.count, let base = text.baseAddress else { return tail.isEmpty }
                return tail.isEmpty || memcmp(base + (text.count - tail.count), tail.baseAddress!, tail.count) == 0
            }
            // In place (`withUTF8`; a small string from the stack), not copied to an Array.
            var text = self
            return text.withUTF8(compare)
        }
    }
}
