import Foundation

/// A path in `included` or `excluded`, relative to the folder of the configuration that names it (as SwiftLint's
/// are): a plain path matches itself and everything under it; a glob may use `*` (within a folder name), `?` (one
/// character) and `**` (any number of folders), and matches a file when it matches the file or a folder above it.
public struct PathPattern: Sendable, Hashable {
    /// As written.
    public var pattern: String
    /// The configuration's folder, absolute.
    public var base: String
    private let expression: String?

    public init(_ pattern: String, base: String) {
        self.pattern = pattern
        self.base = base
        let isGlob = pattern.contains { "*?[".contains($0) }
        expression = isGlob ? Self.regularExpression(ReportContext.standardized(base + "/" + pattern)) : nil
    }

    /// Whether `path` (absolute) is the pattern's file or folder, or lies inside one it matches.
    public func matches(_ path: String) -> Bool {
        guard let expression else {
            let prefix = ReportContext.standardized(base + "/" + pattern)
            return path == prefix || path.hasPrefix(prefix == "/" ? "/" : prefix + "/")
        }
        // The file, then each folder above it.
        var candidate = path
        while !candidate.isEmpty {
            if candidate.range(of: expression, options: .regularExpression) != nil { return true }
            guard let slash = candidate.lastIndex(of: "/"), slash != candidate.startIndex else { break }
            candidate = String(candidate[..<slash])
        }
        return false
    }

    /// The glob as an anchored regular expression: `**/` any folders (or none), `**` anything, `*` and `?` within a
    /// name, `[…]` a character class; everything else literal.
    static func regularExpression(_ glob: String) -> String {
        var result = "^"
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    result += "(?:.*/)?"
                } else {
                    result += ".*"
                }
            case "*": result += "[^/]*"
            case "?": result += "[^/]"
            case "[":
                if let close = characters.firstIndex(of: "]") {
                    let members = characters[characters.startIndex..<close].map {
                        "\\^-".contains($0) ? "\\\($0)" : String($0)
                    }
                    result += "[" + members.joined() + "]"
                    characters = characters[characters.index(after: close)...]
                } else {
                    result += "\\["
                }
            default:
                result += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return result + "$"
    }
}
