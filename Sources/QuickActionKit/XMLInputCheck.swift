/// What Foundation's `XMLParser` cannot be given on Linux without trapping, checked on the bytes first (both found by
/// fuzzing `import`'s Android reader): an attribute name that is not UTF-8, and a processing instruction without data
/// (`<?target?>`, where the parser passes a null pointer to `strlen`). The files these readers take (Android
/// resources, `contents.xcworkspacedata`) are UTF-8 and have no processing instruction but the XML declaration, so
/// anything else is refused with a clear error instead.
public enum XMLInputCheck {
    /// Why `data` is refused, or nil when it can be parsed.
    public static func problem(in data: some Collection<UInt8>) -> String? {
        let bytes = Array(data)
        guard String(validating: bytes, as: UTF8.self) != nil else { return "not UTF-8 text" }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let declaration = Array("<?xml".utf8)
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                let isDeclaration =
                    index == start && bytes[index...].starts(with: declaration)
                    && (index + 5 < bytes.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]))
                if !isDeclaration { return "a processing instruction (<?…?>) other than the XML declaration" }
            }
            index += 1
        }
        return nil
    }
}
