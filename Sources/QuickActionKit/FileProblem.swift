/// A file that could not be read, where, and what to do: kept for tools to report instead of stopping the read.
public struct FileProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
