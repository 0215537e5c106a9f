import Foundation
import QuickActionKit
import XcodeProject

/// A property-list file as read from disk: its format, its original bytes, and its root value with positions.
public struct PropertyListDocument: Sendable {
    public enum Format: String, Sendable, Hashable {
        case xml
        case binary
    }

    public var file: String
    public var format: Format
    public var data: Data
    public var root: PlistNode

    /// Parses XML (with line and column for every element) or binary (`bplist00`) property lists.
    /// - Throws: `ProjectReadError` naming the file, and the line and column for XML.
    public init(data: Data, file: String) throws(ProjectReadError) {
        self.file = file
        self.data = data
        if data.starts(with: Array("bplist".utf8)) {
            format = .binary
            root = try Self.parseBinary(data, file: file)
        } else {
            format = .xml
            var parser = XMLPropertyListParser(data: data, file: file)
            root = try parser.parseDocument()
        }
    }

    /// Reads and parses the file at `path`; `displayPath` is how errors and locations name it.
    public init(contentsOf path: String, displayPath: String? = nil) throws(ProjectReadError) {
        let data = try ProjectFile.contents(of: path, displayPath: displayPath)
        try self.init(data: data, file: displayPath ?? path)
    }

    private static func parseBinary(_ data: Data, file: String) throws(ProjectReadError) -> PlistNode {
        if let problem = BinaryPropertyListCheck.problem(in: data) {
            throw ProjectReadError(
                file: file,
                "the binary property list is truncated or corrupt (\(problem)); re-export it, or convert it with "
                    + "`plutil -convert xml1`")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ProjectReadError(
                file: file,
                "the binary property list is truncated or corrupt; re-export it, or convert it with "
                    + "`plutil -convert xml1`")
        }
        let location = SourceLocation(file: file)
        guard let value = PropertyListValue(foundationObject: object) else {
            throw ProjectReadError(location, "the binary property list holds a value that is not a property-list type")
        }
        return node(for: value, at: location)
    }

    /// A node for a value read without positions: every element carries the file only; dictionary keys sorted.
    private static func node(for value: PropertyListValue, at location: SourceLocation) -> PlistNode {
        switch value {
        case .array(let values):
            return PlistNode(location: location, kind: .array(values.map { node(for: $0, at: location) }))
        case .dictionary(let values):
            let entries = values.keys.sorted().map {
                PlistEntry(key: $0, keyLocation: location, value: node(for: values[$0]!, at: location))
            }
            return PlistNode(location: location, kind: .dictionary(entries))
        default:
            return PlistNode(location: location, kind: .scalar(value))
        }
    }
}
