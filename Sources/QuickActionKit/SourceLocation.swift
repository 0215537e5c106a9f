/// A place in a project file: the path as the user gave it (or relative to the project folder), and a 1-based
/// line and column when known (binary plists and String Catalogs have no lines).
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it; parts that are unknown are left out.
    public var description: String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
    }
}
