/// A property-list value that remembers where it was written: line and column in an XML plist, and the byte range
/// of its element so that an edit can replace just that element. Values from binary plists carry the file only.
public struct PlistNode: Sendable, Hashable {
    public var location: SourceLocation
    /// The bytes of the element in the XML text, from its start tag's `<` to the end of its end tag.
    public var byteRange: Range<Int>?
    public var kind: Kind

    public enum Kind: Sendable, Hashable {
        case scalar(PropertyListValue)
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    public init(location: SourceLocation, byteRange: Range<Int>? = nil, kind: Kind) {
        self.location = location
        self.byteRange = byteRange
        self.kind = kind
    }

    /// The plain value, without positions.
    public var value: PropertyListValue {
        switch kind {
        case .scalar(let value): value
        case .array(let nodes): .array(nodes.map(\.value))
        case .dictionary(let entries):
            .dictionary(Dictionary(entries.map { ($0.key, $0.value.value) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// The entry for `key` when this node is a dictionary (the last one if a key is repeated, as Foundation does).
    public subscript(key: String) -> PlistEntry? {
        guard case .dictionary(let entries) = kind else { return nil }
        return entries.last(where: { $0.key == key })
    }

    /// The elements when this node is an array.
    public var elements: [PlistNode]? {
        if case .array(let nodes) = kind { return nodes }
        return nil
    }
}

/// One key of a plist dictionary with its value, in file order.
public struct PlistEntry: Sendable, Hashable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: PlistNode

    public init(key: String, keyLocation: SourceLocation, value: PlistNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
