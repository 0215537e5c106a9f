/// A file in the project that cannot be read, with the place and what to do. The CLI prints `description` as one
/// line and exits with code 2.
public struct ProjectReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.init(SourceLocation(file: file, line: line, column: column), message)
    }

    /// `file:line:column: message`, always on one line (line breaks quoted from the input are shown as `\n`).
    public var description: String {
        "\(location): "
            + message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
