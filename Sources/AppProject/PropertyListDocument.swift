import Foundation
import QuickActionKit

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
        guard let root = node(from: object, at: location) else {
            throw ProjectReadError(location, "the binary property list holds a value that is not a property-list type")
        }
        return root
    }

    /// Converts a Foundation property-list object. On Linux, Booleans come back as `Bool` and numbers as
    /// `NSNumber`, whose Objective-C type tells integers from reals.
    private static func node(from object: Any, at location: SourceLocation) -> PlistNode? {
        let kind: PlistNode.Kind
        switch object {
        case let value as Bool where type(of: object) == Bool.self: kind = .scalar(.bool(value))
        case let value as String: kind = .scalar(.string(value))
        case let value as Date: kind = .scalar(.date(value))
        case let value as Data: kind = .scalar(.data(value))
        case let number as NSNumber:
            let objCType = String(cString: number.objCType)
            if objCType == "c" || objCType == "B" {
                kind = .scalar(.bool(number.boolValue))
            } else if objCType == "d" || objCType == "f" {
                kind = .scalar(.real(number.doubleValue))
            } else {
                kind = .scalar(.integer(number.intValue))
            }
        case let array as [Any]:
            var nodes: [PlistNode] = []
            for element in array {
                guard let child = node(from: element, at: location) else { return nil }
                nodes.append(child)
            }
            kind = .array(nodes)
        case let dictionary as [String: Any]:
            var entries: [PlistEntry] = []
            for key in dictionary.keys.sorted() {
                guard let child = node(from: dictionary[key] as Any, at: location) else { return nil }
                entries.append(PlistEntry(key: key, keyLocation: location, value: child))
            }
            kind = .dictionary(entries)
        default:
            return nil
        }
        return PlistNode(location: location, kind: kind)
    }
}
