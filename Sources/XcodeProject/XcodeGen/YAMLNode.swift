import QuickActionKit
import Yams

/// A value of an XcodeGen spec with where it was written, so that every setting and Info.plist key read from it can
/// point at its line. Built from Yams' composed nodes (aliases already resolved, `<<` merge keys applied).
struct YAMLNode: Sendable {
    enum Kind: Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLEntry])
        case sequence([YAMLNode])
    }

    var kind: Kind
    var location: SourceLocation
    /// The folder, relative to the root spec's folder, that paths written in this value are relative to: the folder
    /// of the spec file it comes from, or of the including spec for an include with `relativePaths: false`
    /// (XcodeGen's `SpecFile.resolvingPaths`).
    var pathPrefix: String

    /// The entries when this node is a mapping.
    var entries: [YAMLEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// The elements when this node is a sequence.
    var elements: [YAMLNode]? {
        if case .sequence(let elements) = kind { return elements }
        return nil
    }

    /// The scalar when this node is one.
    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    /// The scalar's text (`true`, `12`, `App`), nil for a mapping or sequence.
    var text: String? { scalar?.text }

    /// The entry for `key` in a mapping (the last one, as a dictionary keeps it).
    subscript(key: String) -> YAMLEntry? {
        entries?.last { $0.key == key }
    }

    /// What the node is, for error messages: `a mapping`, `a list`, `the value 'x'`.
    var shapeDescription: String {
        switch kind {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar): "the value '\(scalar.text)'"
        }
    }
}

/// One `key: value` of a YAML mapping, with the key's position.
struct YAMLEntry: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: YAMLNode
}

/// A YAML scalar as written and as YAML 1.1 types it (the way Yams resolves plain scalars; quoted ones are strings).
struct YAMLScalar: Sendable {
    enum Value: Sendable {
        case string
        case bool(Bool)
        case integer(Int)
        case real(Double)
    }

    var text: String
    var value: Value

    /// The property-list value the scalar stands for in a generated plist.
    var propertyListValue: PropertyListValue {
        switch value {
        case .string: .string(text)
        case .bool(let bool): .bool(bool)
        case .integer(let integer): .integer(integer)
        case .real(let real): .real(real)
        }
    }
}
