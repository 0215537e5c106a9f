/// A file in the project that cannot be read, with the place and what to do. The CLI prints `description` as one
/// line and exits with code 2.
public struct ProjectReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The choice that would fix the problem (`UserFacingError.remedy`), which the message asks for in words.
    public var remedy: UserChoice?

    public init(_ location: SourceLocation, _ message: String, remedy: UserChoice? = nil) {
        self.location = location
        self.message = message
        self.remedy = remedy
    }

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String, remedy: UserChoice? = nil) {
        self.init(SourceLocation(file: file, line: line, column: column), message, remedy: remedy)
    }

    /// `file:line:column: message`, always on one line (line breaks quoted from the input are shown as `\n`).
    public var description: String {
        "\(location): "
            + message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
